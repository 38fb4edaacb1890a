// The value sheet for numeric habits: a number field and quick steps sized to the target by the server.
import { h } from '../core/dom.js';
import { icon } from './icons.js';
import { openSheet, sheetHeader } from './sheet.js';
import { num } from '../core/format.js';
import { meetsTarget } from '../core/checkin.js';
import { haptic } from './ui.js';
import { drawMeter } from './limit-meter.js';

/**
 * How the sheet writes: `apply(habitId, state, extra, ctx)`.
 * @typedef {(habitId: string, state: string, extra?: {value: number, add?: number}, ctx?: {point: {x: number, y: number}}) => unknown} Apply
 */

/**
 * `apply(habitId, state, extra, ctx)` writes the value: js/components/card-actions.js passes its own, so the two
 * modules do not import each other.
 * @param {import('../api/types.js').Card | null} card
 * @param {{apply: Apply}} options
 */
export function openValueSheet(card, { apply }) {
	if (!card) return;
	const { habit } = card;
	const m = /** @type {{target: number, unit: string, targetKind?: string}} */ (habit.measure);
	const limit = m.targetKind === 'at_most';
	const input = h('input', {
		type: 'number',
		class: 'value-input',
		inputmode: 'decimal',
		min: '0',
		step: 'any',
		id: 'value-input',
		value: card.today.value != null ? num(card.today.value) : '',
		placeholder: '0',
	});
	const ringFill = h('span', { class: 'value-progress-fill' });
	const meter = h('div', { class: 'value-progress', 'aria-hidden': 'true' }, ringFill);
	const status = h('p', { class: 'value-status', 'aria-live': 'polite' });
	const done = h(
		'button',
		{ type: 'submit', class: 'btn btn-primary btn-block' },
		h('span', { html: icon('check', { size: 20 }) }),
		'Done',
	);
	const update = () => {
		const v = Number(input.value) || 0;
		drawMeter(meter, v, m.target, limit);
		const met = meetsTarget(habit, v); // the engine's bounds
		const limitText = m.target > 0 ? `your limit of ${num(m.target)} ${m.unit}`.trim() : 'your limit of none';
		status.textContent = limit
			? `${met ? 'Within' : 'Over'} ${limitText}`
			: `${num(v)} of ${num(m.target)} ${m.unit}${met && v > 0 ? ' — target met' : ''}`;
		done.disabled = input.value === '' || !(Number(input.value) >= 0);
	};
	// A value reached by the quick steps alone, above the one shown, is sent as taps that add to
	// what the server holds (another device's taps made offline at the same time count too); a
	// typed value or a step down sets the value.
	const counted = card.today.state === 'done' || card.today.state === 'partial';
	const shown = counted ? (card.today.value ?? 0) : card.today.state === 'none' ? 0 : null;
	let typed = shown == null;
	/** @param {number} n */
	const add = (n) => {
		input.value = num(Math.max(0, (Number(input.value) || 0) + n));
		if (n < 0) typed = true;
		haptic('soft');
		update();
	};
	input.addEventListener('input', () => {
		typed = true;
		update();
	});
	const clear = () => {
		sheet.close();
		apply(habit.id, 'none');
	};
	const form = h(
		'form',
		{ class: 'sheet-content value-sheet', style: { '--habit': habit.color } },
		sheetHeader({ title: habit.name, titleId: 'value-title', onCancel: () => sheet.close() }),
		h(
			'div',
			{ class: 'sheet-body' },
			h('label', { class: 'field-label', for: 'value-input' }, `Today's value${m.unit ? ` (${m.unit})` : ''}`),
			h('div', { class: 'value-row' }, input, h('span', { class: 'value-unit', 'aria-hidden': 'true' }, m.unit)),
			meter,
			status,
			quickAdds(habit, add),
			h('div', { class: 'value-actions' }, card.today.state !== 'none' ? clearButton(clear) : null, done),
		),
	);
	form.addEventListener('submit', (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		if (done.disabled) return;
		const value = Number(input.value);
		sheet.close();
		const tapped = !typed && shown != null && value > shown ? { add: value - shown } : {};
		apply(habit.id, 'done', { value, ...tapped }, { point: { x: innerWidth / 2, y: innerHeight / 2 } });
	});
	update();
	const sheet = openSheet({ labelledBy: 'value-title', content: form, className: 'compact', initialFocus: input });
}

/**
 * The quick steps: the server's, sized to the target (and −1 for small counts).
 * @param {import('../api/types.js').Habit} habit
 * @param {(n: number) => void} add
 */
function quickAdds(habit, add) {
	/** @type {{steps: number[], decrement?: number}} */
	const entry = habit.valueEntry ?? { steps: [] };
	return h(
		'div',
		{ class: 'quick-adds', role: 'group', 'aria-label': 'Quick add' },
		entry.decrement
			? h(
					'button',
					{
						type: 'button',
						class: 'chip quick-add',
						'aria-label': `Subtract ${num(entry.decrement)}`,
						onclick: () => add(-(/** @type {number} */ (entry.decrement))),
					},
					`−${num(entry.decrement)}`,
				)
			: null,
		entry.steps.map((n) =>
			h(
				'button',
				{ type: 'button', class: 'chip quick-add', 'aria-label': `Add ${num(n)}`, onclick: () => add(n) },
				`+${num(n)}`,
			),
		),
	);
}

/**
 * Clear: the day's value goes (a logged day only).
 * @param {() => void} clear
 */
function clearButton(clear) {
	return h('button', { type: 'button', class: 'btn btn-plain', onclick: clear }, 'Clear');
}
