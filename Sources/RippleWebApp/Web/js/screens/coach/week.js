// The Weekly Progress View: the week's seven days as shapes and colours, the engine's
// message as the headline, what the week asks and how far it has come (the engine's words), a tap
// on a day for what was logged and its note, earlier weeks by buttons and by swipe with their
// verdicts, the next stage with what changes (dose before → after), and a gentle way into
// recalibration.
import { h } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { addDays, shortDate } from '../../core/format.js';
import { announce } from '../../components/ui.js';
import { weekDays, dayDetail, shapeLegend, VERDICT, nextStagePreview } from './week-parts.js';

/**
 * @param {string} id
 * @param {string} [weekOf] a day of the week to show (this week when not given)
 * @returns {Promise<import('./coach.js').CoachView>}
 */
export async function weekView(id, weekOf) {
	const [goal, week] = await Promise.all([
		api.getGoal(id),
		api.goalWeek(id, weekOf),
		loadStylesheet('/css/coach-week.css'),
	]);
	const ref = `#/coach/goal/${encodeURIComponent(id)}`;
	const thisWeek = week.days.some((d) => d.isToday);
	const started = goal.state.goal.startDay <= addDays(week.weekStart, -1);
	const go = (/** @type {number} */ delta) => {
		location.hash = `${ref}/week/${addDays(week.weekStart, delta)}`;
	};
	const detail = h('div', { class: 'cw-daydetail', role: 'status' });
	const verdict = !thisWeek && week.verdict ? VERDICT[week.verdict] : null;
	const share = Math.min(1, week.required ? week.done / week.required : 0);
	const el = h(
		'div',
		{ class: 'cw-week', dataset: { pattern: week.pattern } },
		h(
			'div',
			{ class: 'cw-weeknav' },
			h(
				'button',
				{ type: 'button', class: 'cw-navbtn', disabled: !started, 'aria-label': 'Earlier week', onclick: () => go(-7) },
				'‹',
			),
			h(
				'p',
				{ class: 'cw-weekrange' },
				week.stage ? h('span', { class: 'cw-eyebrow' }, `${week.stage.label} · ${week.stage.title}`) : null,
				` ${shortDate(week.weekStart)} – ${shortDate(week.weekEnd)}`,
			),
			h(
				'button',
				{ type: 'button', class: 'cw-navbtn', disabled: thisWeek, 'aria-label': 'Later week', onclick: () => go(7) },
				'›',
			),
		),
		verdict ? h('p', { class: `cw-verdict v-${week.verdict}` }, verdict) : null,
		h('h2', { class: 'cw-h2 cw-headline', tabindex: '-1' }, week.message.text),
		h(
			'section',
			{ class: 'cw-weekcard', 'aria-label': 'Days of this week' },
			weekDays(week.days, (d) => {
				detail.replaceChildren(...dayDetail(d, week));
			}),
			shapeLegend(week.days),
			detail,
		),
		h(
			'section',
			{ class: 'cw-goalline', 'aria-labelledby': 'crit-title' },
			h('h3', { id: 'crit-title', class: 'cw-crit' }, week.askText),
			h('div', { class: 'cw-meter', 'aria-hidden': 'true' }, h('span', { style: { '--share': String(share) } })),
			h('p', { class: 'cw-progress' }, week.progressText),
		),
		week.review && !thisWeek && week.review.message.text !== week.message.text
			? h('p', { class: 'cw-message kind-celebration' }, week.review.message.text)
			: null,
		thisWeek && week.nextStage ? nextStagePreview(week.stage, week.nextStage) : null,
		thisWeek && goal.status === 'active'
			? h(
					'div',
					{ class: 'cw-recal' },
					h('p', {}, 'Finding this week hard? Your plan can bend to fit your life.'),
					h('a', { class: 'btn btn-secondary', href: `${ref}/recalibrate` }, 'Adjust my plan together'),
				)
			: null,
	);
	swipeWeeks(el, started, thisWeek, go);
	announce(week.message.text);
	return { title: thisWeek ? 'This week' : 'An earlier week', back: { label: 'Back to Journey', hash: ref }, el };
}

/**
 * Swipe left / right: later / earlier weeks (none before the goal started, none after this week).
 * @param {HTMLElement} el
 * @param {boolean} started the goal had started before this week
 * @param {boolean} thisWeek
 * @param {(delta: number) => void} go
 */
function swipeWeeks(el, started, thisWeek, go) {
	/** @type {{x: number, y: number} | null} */
	let sx = null;
	el.addEventListener('pointerdown', (/** @type {PointerEvent} */ e) => {
		sx = e.isPrimary ? { x: e.clientX, y: e.clientY } : null;
	});
	el.addEventListener('pointerup', (/** @type {PointerEvent} */ e) => {
		if (!sx) return;
		const dx = e.clientX - sx.x,
			dy = e.clientY - sx.y;
		sx = null;
		if (Math.abs(dx) < 60 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
		if (dx > 0 && started) go(-7);
		else if (dx < 0 && !thisWeek) go(7);
	});
}
