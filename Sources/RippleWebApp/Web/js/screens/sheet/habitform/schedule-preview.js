// The words and due days of the form's schedule are the engine's: habit.scheduleText for the
// habit's own schedule, POST /schedules/preview for a draft (asked for after a short pause).
// Offline, or while an answer is on its way, nothing is shown rather than a guess.
import { h } from '../../../core/dom.js';
import { previewSchedule } from '../../../api/schedules.js';
import { WEEKDAY_LETTER } from '../../../core/format.js';
import { payload } from './state.js';

/** @typedef {import('./state.js').FormContext} FormContext */
/** @typedef {import('../../../api/types.js').SchedulePreview} SchedulePreview */

/**
 * The engine's answers for the form's schedule.
 * @param {FormContext} ctx
 * @param {() => void} onAnswer runs when an answer for the current schedule arrives
 */
export function schedulePreview(ctx, onAnswer) {
	const savedSchedule = ctx.editing ? JSON.stringify(payload(ctx.f).schedule) : null;
	/** @type {{key: string, answer: SchedulePreview | null}} */
	let draft = { key: '', answer: null };
	/** @type {ReturnType<typeof setTimeout> | undefined} */
	let timer;

	/**
	 * The schedule's words, or '' while unknown.
	 * @param {unknown} sched
	 */
	const textOf = (sched) => {
		const key = JSON.stringify(sched);
		if (key === savedSchedule) return ctx.habit?.scheduleText;
		return draft.key === key ? (draft.answer?.scheduleText ?? '') : '';
	};

	/** The answer for the form's schedule as it is now, if it has arrived. */
	const current = () => {
		const key = JSON.stringify(payload(ctx.f).schedule);
		return draft.key === key ? draft.answer : null;
	};

	/** Asks the engine about the form's schedule unless it has already been asked. */
	function ask() {
		const sched = payload(ctx.f).schedule;
		const key = JSON.stringify(sched);
		if (draft.key === key) return;
		draft = { key, answer: null };
		clearTimeout(timer);
		timer = setTimeout(async () => {
			let answer = null;
			try {
				answer = await previewSchedule(sched);
			} catch {
				/* offline or refused: show nothing */
			}
			if (draft.key !== key) return;
			draft = { key, answer };
			onAnswer();
		}, 150);
	}

	return { textOf, current, ask };
}

/**
 * Draws the next two weeks from the user's today into `box`, due days as the engine has them (a
 * flexible schedule is due every day until its target is met: its words say how many).
 * @param {HTMLElement} box
 * @param {SchedulePreview | null} answer
 */
export function drawTwoWeeks(box, answer) {
	box.replaceChildren();
	if (!answer) return;
	box.append(
		h('p', { class: 'freq-caption' }, answer.flexible ? answer.scheduleText : 'Next two weeks'),
		h(
			'div',
			{ class: 'freq-dots two-weeks' },
			answer.days.map((d) =>
				h(
					'span',
					{ class: `fdot ${d.due ? 'on' : ''}`, dataset: { day: d.day } },
					h('small', {}, WEEKDAY_LETTER[/** @type {keyof typeof WEEKDAY_LETTER} */ (d.weekday)]),
				),
			),
		),
	);
}
