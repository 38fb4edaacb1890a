// Today's coach card, one per active goal: the stage's week and
// phase, today's action, Yes / No / Skip with equal weight, the week's dots, the coach's message
// for the week, tips, and — when the API says so — welcome back with backfill and the finished
// week's review. After a Yes / No / Skip the coach's answer to it (the check-in's `coachMessage`)
// stays on the card in the coaching-message component until dismissed. Mounted with Today: its
// styles load only when there is a card to draw, and Today draws its habits once the cards are
// in place (`mountCoachCards` resolves then), so nothing moves under a finger.
import { h } from '../../core/dom.js';
import { on, todayDay, arrangedFor } from '../../core/store.js';
import * as api from '../../api/coach.js';
import { writeCheckIn } from '../../core/checkin.js';
import { weekDots, logButtons, coachMessage, PHASES, weeksLabel } from '../../components/coach.js';
import { announce } from '../../components/ui.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { debounce } from '../../core/idle.js';
import { addDays, shortDate, weekdayName } from '../../core/format.js';
import { pendingReview, entryFor, answerOf, currentRoadmap } from './model.js';

/** @typedef {import('../../api/coach-types.js').Goal} Goal */
/** @typedef {import('../../api/coach-types.js').CoachWeek} CoachWeek */
/** @typedef {import('../../api/coach-types.js').CoachMessage} CoachMessage */
/** @typedef {import('./model.js').PendingReview} PendingReview */

/** @type {HTMLElement | null} */
let slot = null;
let gen = 0;
/**
 * A refresh 150 ms after Today's last change; while one waits after a write, the page's "writes
 * idle" signal waits for it too, so the card a tap changed is settled when the page says idle.
 */
const refreshSoon = debounce(() => refresh(), 150);
/**
 * Each goal's week as last shown.
 * @type {Map<string, CoachWeek>}
 */
const weeks = new Map();
/**
 * The coach's answer to each goal's last log, shown until dismissed (kept across redraws).
 * @type {Map<string, CoachMessage>}
 */
const replies = new Map();

/**
 * The coaching-message variant for a log's situation.
 * @type {Record<string, string>}
 */
const REPLY_KIND = { logged_yes: 'celebration', logged_no: 'support', logged_skip: 'encouragement' };

/** Settles once the slot has first been filled, or the goals could not be read. */
let firstDrawn = () => {};
const drawn = new Promise((resolve) => {
	firstDrawn = () => resolve(undefined);
});

/**
 * Fills Today's coach slot and keeps it current; resolves once the slot was first filled (or the
 * goals could not be read), for Today to draw its habits under the cards.
 * @param {HTMLElement} el
 * @returns {Promise<void>}
 */
export async function mountCoachCards(el) {
	if (slot) return drawn;
	slot = el;
	// A check-in's answer laying Today out changes what the coach shows only for a goal's habit.
	on('today', () => {
		const habit = arrangedFor();
		if (!habit || linked.has(habit)) refreshSoon();
	});
	refresh();
	return drawn;
}

/** The habits of the active goals, as last read. */
let linked = new Set();

async function refresh() {
	if (!slot) return;
	const my = ++gen;
	const list = await api.listGoals().catch(() => null);
	if (!list) firstDrawn();
	if (!list || my !== gen) return;
	const goals = list.goals.filter((g) => g.status === 'active');
	linked = new Set(goals.map((g) => g.habitId));
	// This week and the one before (for a review waiting) are read together, with the styles.
	const today = todayDay();
	const styles = goals.length ? loadStylesheet('/css/coach.css').catch(() => {}) : null;
	const cards = await Promise.all(
		goals.map(async (g) => {
			const [week, last] = await Promise.all([
				api.goalWeek(g.id).catch(() => null),
				today ? api.goalWeek(g.id, addDays(today, -7)).catch(() => null) : undefined,
			]);
			const review = week ? await pendingReview(g, week, last) : null;
			if (week) weeks.set(g.id, week);
			return week ? coachCard(g, week, review) : null;
		}),
	);
	await styles;
	if (my !== gen) return;
	const root = /** @type {HTMLElement} */ (slot); // set before the first refresh, never unset
	const focused = root.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement) : null;
	const key = focused?.closest('[data-focus-key]')?.getAttribute('data-focus-key');
	const label = focused?.textContent;
	root.replaceChildren(.../** @type {HTMLElement[]} */ (cards.filter(Boolean)));
	firstDrawn();
	if (key)
		[...root.querySelectorAll(`[data-focus-key="${key}"] button, [data-focus-key="${key}"] a`)]
			.map((b) => /** @type {HTMLElement} */ (b))
			.find((b) => b.textContent === label)
			?.focus({ preventScroll: true });
}

/**
 * A slot the goal's journey path fills once its module has loaded (left empty if it fails to).
 * @param {Goal} goal
 * @param {CoachWeek} week
 * @returns {HTMLElement}
 */
function pathSlot(goal, week) {
	const slot = h('div', { class: 'coach-path-slot' });
	import('../../components/journey-path.js')
		.then((m) =>
			slot.replaceChildren(
				m.journeyPath(currentRoadmap(goal).stages, week, {
					compact: true,
					title: goal.title,
					currentWeek: goal.currentIndex + 1,
					journeyHref: `#/coach/goal/${encodeURIComponent(goal.id)}`,
				}),
			),
		)
		.catch(() => {});
	return slot;
}

/**
 * A goal's card on Today.
 * @param {Goal} goal
 * @param {CoachWeek} week
 * @param {PendingReview | null} review the finished week waiting for its decision, if any
 * @returns {HTMLElement}
 */
function coachCard(goal, week, review) {
	const s = goal.currentStage;
	const today = week.days.find((d) => d.isToday);
	const canLog = today && !['outside', 'paused'].includes(today.state);
	const title = `coach-${goal.id}`;
	return h(
		'section',
		{ class: 'coach-card', 'aria-labelledby': title, dataset: { goal: goal.id } },
		h('p', { class: 'coach-card-stage' }, `${weeksLabel(s)} · ${PHASES[s.phase] ?? s.phase}`),
		h('h2', { class: 'coach-card-title', id: title }, goal.title),
		pathSlot(goal, week),
		review ? reviewPrompt(goal, review) : null,
		week.welcomeBack ? welcomeBack(goal, week.welcomeBack, week) : null,
		h('p', { class: 'coach-card-action' }, h('span', { class: 'sr-only' }, 'Today: '), s.habit.action),
		canLog
			? h(
					'div',
					{ class: 'coach-today-log', dataset: { focusKey: `log-${goal.id}` } },
					logButtons({
						optimistic: true,
						state: answerOf(today),
						what: `today: ${s.habit.action}`,
						onLog: (/** @type {string | null} */ a) => log(goal, todayDay() ?? today.day, a, week),
					}),
				)
			: null,
		replies.has(goal.id) ? coachReply(goal, /** @type {CoachMessage} */ (replies.get(goal.id))) : null,
		weekDots(week.days),
		h('p', { class: 'coach-card-progress' }, week.progressText),
		coachMessage(week.message.text),
		h(
			'nav',
			{ class: 'coach-card-links', 'aria-label': `${goal.title}: more` },
			h('a', { href: `#/coach/goal/${encodeURIComponent(goal.id)}/stage/${s.week}` }, 'Tips for this stage'),
			h('a', { href: `#/coach/goal/${encodeURIComponent(goal.id)}/week` }, 'This week'),
			h('a', { href: `#/coach/goal/${encodeURIComponent(goal.id)}` }, 'Journey'),
		),
	);
}

/**
 * The coach's answer to the last log: a message with its variant, dismissible (not a toast).
 * @param {Goal} goal
 * @param {CoachMessage} message
 * @returns {HTMLElement}
 */
function coachReply(goal, message) {
	const kind = REPLY_KIND[message.situation] ?? 'encouragement';
	const box = h(
		'div',
		{ class: `coach-reply kind-${kind}`, dataset: { situation: message.situation, focusKey: `reply-${goal.id}` } },
		h('span', { class: 'coach-reply-mark', 'aria-hidden': 'true' }),
		h('p', { class: 'coach-reply-text' }, h('span', { class: 'sr-only' }, 'Your coach: '), message.text),
		h(
			'button',
			{
				type: 'button',
				class: 'coach-reply-close',
				'aria-label': 'Dismiss the coach’s message',
				onclick: () => {
					replies.delete(goal.id);
					const card = box.closest('.coach-card');
					box.remove();
					/** @type {HTMLElement | null} */ (card?.querySelector('.cw-logbtn.is-on, .cw-logbtn') ?? null)?.focus();
				},
			},
			'×',
		),
	);
	return box;
}

/**
 * The finished week's review, waiting: the coach's words and the way to it.
 * @param {Goal} goal
 * @param {PendingReview} review
 * @returns {HTMLElement}
 */
function reviewPrompt(goal, review) {
	return h(
		'div',
		{ class: 'coach-review', role: 'note' },
		h('p', {}, review.review.message.text),
		h(
			'a',
			{ class: 'btn btn-primary', href: `#/coach/goal/${encodeURIComponent(goal.id)}/review` },
			'See how your week went',
		),
	);
}

/**
 * Goals whose backfill list the user opened (kept across redraws).
 * @type {Set<string>}
 */
const opened = new Set();

/**
 * Welcome back after days away: the coach's words and the missed days to fill in.
 * @param {Goal} goal
 * @param {NonNullable<CoachWeek['welcomeBack']>} wb
 * @param {CoachWeek} week the week it came with (what a Yes records on each day)
 * @returns {HTMLElement}
 */
function welcomeBack(goal, wb, week) {
	const listId = `backfill-${goal.id}`;
	const open = opened.has(goal.id);
	const toggle = h(
		'button',
		{
			type: 'button',
			class: 'btn btn-secondary',
			'aria-expanded': String(open),
			'aria-controls': listId,
			onclick: () => {
				const now = !opened.has(goal.id);
				if (now) opened.add(goal.id);
				else opened.delete(goal.id);
				toggle.setAttribute('aria-expanded', String(now));
				list.hidden = !now;
			},
		},
		`Fill in ${wb.backfillDays.length === 1 ? 'the day' : `${wb.backfillDays.length} days`}`,
	);
	const list = h(
		'ul',
		{ class: 'coach-backfill', id: listId, hidden: !open },
		wb.backfillDays.map((day) =>
			h(
				'li',
				{},
				h('span', { class: 'coach-backfill-day' }, `${weekdayName(day)}, ${shortDate(day)}`),
				logButtons({
					state: null,
					what: `${weekdayName(day)} ${shortDate(day)}`,
					compact: true,
					onLog: (/** @type {string | null} */ a) => log(goal, day, a, week),
				}),
			),
		),
	);
	return h(
		'div',
		{ class: 'coach-welcome', role: 'note', dataset: { focusKey: `back-${goal.id}` } },
		h('p', { class: 'coach-welcome-text' }, wb.message.text),
		toggle,
		list,
	);
}

/**
 * A Yes / No / Skip (or a cleared day) written for the goal's habit, then the cards again.
 * @param {Goal} goal
 * @param {string} day
 * @param {string | null} answer
 * @param {CoachWeek} week the week shown (what a Yes records that day)
 */
async function log(goal, day, answer, week) {
	/** @type {import('../../api/types.js').CheckInAnswer | null | undefined} */
	let res;
	try {
		res = await writeCheckIn(goal.habitId, day, entryFor(answer, week.yesValues?.[day]));
	} catch (e) {
		announce(e.message);
		return;
	}
	// Today's answer gets the coach's reply; clearing the day or filling in an old one does not.
	if (day === (todayDay() ?? day) && answer) {
		if (res?.coachMessage) replies.set(goal.id, res.coachMessage);
	} else if (!answer) replies.delete(goal.id);
	// The write's answer has laid Today out (js/core/data.js); the coach's own cards read their week.
	refreshSoon.cancel();
	await refresh();
	const said = replies.get(goal.id)?.text ?? weeks.get(goal.id)?.message.text ?? '';
	announce(
		`${answer === 'done' ? 'Logged: yes.' : answer === 'missed' ? 'Logged: not today.' : answer === 'skipped' ? 'Logged: skipped.' : 'Cleared.'} ${said}`,
	);
}
