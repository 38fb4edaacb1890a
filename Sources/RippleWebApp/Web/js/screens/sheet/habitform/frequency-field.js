// The habit's frequency: a segmented choice of the schedule kinds the engine offers, the chosen
// kind's own control (a stepper, day toggles, a month's days), the next two weeks and an error line.
import { h } from '../../../core/dom.js';
import { segmented, stepper, dayPicker } from '../../../components/fields.js';
import { plural } from '../../../core/format.js';
import { haptic } from '../../../components/ui.js';

/** @typedef {import('./state.js').FormContext} FormContext */

/**
 * A stepper row ("How many times per week?  − 3× +").
 * @param {string} question
 * @param {Parameters<typeof stepper>[0]} options
 */
const stepperRow = (question, options) =>
	h('div', { class: 'row-between' }, h('span', { class: 'freq-q' }, question), stepper(options).el);

/**
 * The days of the month as toggles.
 * @param {FormContext} ctx
 */
function monthDayGrid(ctx) {
	const { f, limits } = ctx;
	const first = limits.ranges.monthDays?.min ?? 1;
	const count = (limits.ranges.monthDays?.max ?? 0) - first + 1;
	const buttons = Array.from({ length: Math.max(0, count) }, (_, i) =>
		h(
			'button',
			{
				type: 'button',
				class: 'mday',
				'aria-pressed': String(f.monthDays.includes(first + i)),
				'aria-label': `Day ${first + i}`,
			},
			String(first + i),
		),
	);
	buttons.forEach((b, i) =>
		b.addEventListener('click', () => {
			const d = first + i;
			f.monthDays = f.monthDays.includes(d) ? f.monthDays.filter((x) => x !== d) : [...f.monthDays, d];
			b.setAttribute('aria-pressed', String(f.monthDays.includes(d)));
			haptic('soft');
			ctx.sync();
		}),
	);
	return h('div', { class: 'mday-grid', role: 'group', 'aria-label': 'Days of the month' }, buttons);
}

/**
 * The chosen kind's control.
 * @param {FormContext} ctx
 * @param {(schedule: unknown) => string | undefined} textOf the schedule's words
 * @returns {HTMLElement | null}
 */
function kindDetail(ctx, textOf) {
	const { f, limits } = ctx;
	switch (f.kind) {
		case 'daily':
			return h('p', { class: 'freq-text' }, 'Every day');
		case 'times_per_week':
			return stepperRow('How many times per week?', {
				label: 'times per week',
				value: f.times,
				min: limits.ranges.timesPerWeek?.min,
				max: limits.ranges.timesPerWeek?.max,
				format: (/** @type {number} */ v) => `${v}×`,
				onChange: (/** @type {number} */ v) => {
					f.times = v;
					ctx.sync();
				},
			});
		case 'weekdays':
			return dayPicker({
				label: 'Days of the week',
				firstWeekday: ctx.firstWeekday,
				selected: f.weekdays,
				onChange: (/** @type {string[]} */ d) => {
					f.weekdays = d;
					ctx.sync();
				},
			}).el;
		case 'every_n_days':
			return stepperRow('Repeat every', {
				label: 'days between',
				value: f.every,
				min: limits.ranges.everyNDays?.min,
				max: limits.ranges.everyNDays?.max,
				format: (/** @type {number} */ v) => plural(v, 'day'),
				onChange: (/** @type {number} */ v) => {
					f.every = v;
					if (!ctx.editing) f.start = ctx.today;
					ctx.sync();
				},
			});
		case 'month_days':
			return monthDayGrid(ctx);
		case 'times_in_days':
			return h('p', { class: 'freq-text' }, textOf(f.other));
		default:
			return null;
	}
}

/**
 * The Frequency section's parts.
 * @param {FormContext} ctx
 * @param {(schedule: unknown) => string | undefined} textOf the schedule's words
 */
export function frequencyField(ctx, textOf) {
	const { f } = ctx;
	const detail = h('div', { class: 'freq-detail' });
	const preview = h('div', { class: 'freq-preview', 'aria-hidden': 'true' });
	/** Draws the chosen kind's control. */
	const render = () => {
		detail.replaceChildren();
		const el = kindDetail(ctx, textOf);
		if (el) detail.append(el);
	};
	const seg = segmented({
		label: 'Frequency',
		options: ctx.limits.kinds,
		value: f.kind,
		className: 'freq-seg',
		onChange: (/** @type {string} */ v) => {
			f.kind = v;
			render();
			ctx.sync();
		},
	});
	const error = h('p', { class: 'field-error', hidden: true, role: 'alert' });

	/** @param {Record<string, string>} errors */
	function sync(errors) {
		error.hidden = !errors.freq;
		error.textContent = errors.freq ?? '';
	}

	return { seg, detail, preview, error, render, sync };
}
