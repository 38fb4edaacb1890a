// Form building blocks shared by the sheets: labelled fields, segmented controls, steppers, switches,
// day toggles and radio-style swatch groups with roving focus.
import { h } from '../core/dom.js';
import { icon } from './icons.js';
import { orderedWeekdays, WEEKDAY_LETTER, WEEKDAY_LONG } from '../core/format.js';
import { haptic } from './ui.js';

let uid = 0;
/**
 * A fresh element id with the prefix `p`.
 * @param {string} p
 */
export const nextId = (p) => `${p}-${++uid}`;

/**
 * A labelled field around `input`, with an optional counter, error line and hint.
 * @template {HTMLElement} T
 * @param {{label?: string, input: T, counter?: HTMLElement, error?: string, hint?: string, id?: string}} options
 */
export function field({ label, input, counter, error, hint, id }) {
	input.id ||= id ?? nextId('f');
	const errId = `${input.id}-err`;
	const errEl = h('p', { class: 'field-error', id: errId, hidden: true });
	const wrap = h(
		'div',
		{ class: 'field' },
		h('label', { class: 'field-label', for: input.id }, label),
		h('div', { class: 'field-box' }, input, counter ?? null),
		hint ? h('p', { class: 'field-hint' }, hint) : null,
		errEl,
	);
	/** @param {string | null | undefined} msg */
	const setError = (msg) => {
		errEl.hidden = !msg;
		errEl.textContent = msg ? msg : '';
		wrap.classList.toggle('has-error', !!msg);
		if (msg) input.setAttribute('aria-invalid', 'true');
		else input.removeAttribute('aria-invalid');
		const ids = [errEl.hidden ? null : errId, counter?.id].filter(Boolean).join(' ');
		if (ids) input.setAttribute('aria-describedby', ids);
		else input.removeAttribute('aria-describedby');
	};
	if (error) setError(error);
	if (counter) input.setAttribute('aria-describedby', counter.id);
	return { el: wrap, input, setError };
}

/**
 * A live "0/50" counter for an input.
 * @param {HTMLInputElement | HTMLTextAreaElement} input
 * @param {number | undefined} max meta's length (the counter shows it as is)
 */
export function counterFor(input, max) {
	const el = h('span', { class: 'counter', id: nextId('count'), 'aria-live': 'off' });
	const update = () => {
		el.textContent = `${input.value.length}/${max}`;
		el.classList.toggle('is-full', input.value.length >= /** @type {number} */ (max));
	};
	input.addEventListener('input', update);
	update();
	return { el, update };
}

/**
 * Segmented control (radio group): options [[value, label]].
 * @template V the options' values, of the type `value` has
 * @param {{label?: string, options: unknown[][], value: V, onChange?: (value: V) => void, className?: string}} options
 */
export function segmented({ label, options, value, onChange, className = '' }) {
	const buttons = options.map(([v, text]) =>
		h('button', { type: 'button', role: 'radio', class: 'seg-opt', dataset: { value: v } }, text),
	);
	const el = h(
		'div',
		{ class: `segmented ${className}`, role: 'radiogroup', 'aria-label': label },
		h('span', { class: 'seg-thumb', 'aria-hidden': 'true' }),
		buttons,
	);
	el.style.setProperty('--n', options.length);
	/**
	 * @param {V | string | undefined} v an option's value (from a button's data-value, its text)
	 * @param {boolean} fire
	 */
	const set = (v, fire) => {
		const i = Math.max(
			0,
			options.findIndex(([x]) => x === v),
		);
		buttons.forEach((b, j) => {
			b.setAttribute('aria-checked', String(i === j));
			b.tabIndex = i === j ? 0 : -1;
		});
		el.style.setProperty('--i', i);
		if (fire) {
			haptic('soft');
			onChange?.(/** @type {V} */ (options[i][0]));
		}
	};
	roving(el, buttons, (b) => set(b.dataset.value, true));
	set(value, false);
	return { el, set: (/** @type {V} */ v) => set(v, false) };
}

/**
 * Arrow-key navigation inside a radio group; `select(button)` runs on click and on arrow moves.
 * @template {HTMLElement} B
 * @param {HTMLElement} container
 * @param {B[]} buttons
 * @param {(button: B) => void} select
 */
export function roving(container, buttons, select) {
	buttons.forEach((b) => b.addEventListener('click', () => select(b)));
	container.addEventListener('keydown', (e) => {
		const i = buttons.indexOf(/** @type {B} */ (document.activeElement));
		if (i < 0) return;
		const cols = Number(container.dataset.cols || 0);
		/** @type {Record<string, number>} */
		const steps = { ArrowRight: 1, ArrowDown: cols || 1, ArrowLeft: -1, ArrowUp: -(cols || 1) };
		const step = steps[e.key];
		if (!step) return;
		e.preventDefault();
		const n = buttons[(i + step + buttons.length) % buttons.length];
		n.focus();
		select(n);
	});
}

/**
 * − value + stepper.
 * @param {{label: string, value: number, min?: number, max?: number, format?: (value: number) => string, onChange: (value: number) => void}} options
 *   min, max: the server's bounds (GET /meta), present once meta is read
 */
export function stepper({ label, value, min, max, format, onChange }) {
	let v = value;
	const out = h('output', { class: 'stepper-value', 'aria-live': 'polite' });
	const dec = h('button', {
		type: 'button',
		class: 'stepper-btn',
		'aria-label': `Decrease ${label}`,
		html: icon('minus', { size: 20 }),
	});
	const inc = h('button', {
		type: 'button',
		class: 'stepper-btn',
		'aria-label': `Increase ${label}`,
		html: icon('plus', { size: 20 }),
	});
	const el = h('div', { class: 'stepper', role: 'group', 'aria-label': label }, dec, out, inc);
	const render = () => {
		out.textContent = format ? format(v) : String(v);
		dec.disabled = v <= /** @type {number} */ (min);
		inc.disabled = v >= /** @type {number} */ (max);
	};
	/** @param {number} n */
	const set = (n) => {
		v = Math.min(/** @type {number} */ (max), Math.max(/** @type {number} */ (min), n));
		render();
		haptic('soft');
		onChange(v);
	};
	dec.addEventListener('click', () => set(v - 1));
	inc.addEventListener('click', () => set(v + 1));
	render();
	return {
		el,
		get value() {
			return v;
		},
	};
}

/**
 * An iOS-style switch (a checkbox with role="switch").
 * @param {{label: string, checked?: boolean, onChange: (checked: boolean) => void, description?: string | null}} options
 */
export function toggleSwitch({ label, checked, onChange, description }) {
	const input = h('input', { type: 'checkbox', role: 'switch', class: 'switch-input', id: nextId('sw') });
	input.checked = !!checked;
	input.addEventListener('change', () => {
		haptic('soft');
		onChange(input.checked);
	});
	const el = h(
		'label',
		{ class: 'switch-row', for: input.id },
		h(
			'span',
			{ class: 'switch-text' },
			h('span', { class: 'switch-label' }, label),
			description ? h('span', { class: 'switch-desc' }, description) : null,
		),
		input,
		h('span', { class: 'switch', 'aria-hidden': 'true' }),
	);
	return { el, input };
}

/**
 * Seven circular day toggles.
 * @param {{label: string, firstWeekday?: string, selected: Iterable<string>, onChange: (days: string[]) => void}} options
 */
export function dayPicker({ label, firstWeekday, selected, onChange }) {
	const set = new Set(selected);
	const days = orderedWeekdays(firstWeekday);
	const buttons = days.map((d) =>
		h(
			'button',
			{
				type: 'button',
				class: 'day-toggle',
				'aria-pressed': String(set.has(d)),
				'aria-label': WEEKDAY_LONG[d],
				dataset: { day: d },
			},
			WEEKDAY_LETTER[d],
		),
	);
	buttons.forEach((b) =>
		b.addEventListener('click', () => {
			const d = /** @type {string} */ (b.dataset.day);
			if (set.has(d)) set.delete(d);
			else set.add(d);
			b.setAttribute('aria-pressed', String(set.has(d)));
			haptic('soft');
			onChange([...set]);
		}),
	);
	return { el: h('div', { class: 'day-picker', role: 'group', 'aria-label': label }, buttons) };
}
