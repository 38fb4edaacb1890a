// How a Today card's view (js/components/card.js) draws a card: the habit, the streak, the time
// badge, the week, a numeric habit's value and what screen readers hear.
import { h } from '../core/dom.js';
import { icon } from './icons.js';
import { num, plural, WEEKDAY_LONG } from '../core/format.js';
import { streaksVisible } from '../core/store.js';
import { onColor } from '../core/palette.js';
import { drawMeter } from './limit-meter.js';
import { outcomeWords } from '../core/outcome-words.js';

/** @typedef {import('../api/types.js').Card} Card */
/** @typedef {import('../api/types.js').Habit} Habit */
/** @typedef {import('./card.js').CardView} CardView */

const STATE_TEXT = {
	done: 'done today',
	partial: 'partly done today',
	skipped: 'skipped today',
	missed: 'missed today',
	none: 'not done yet today',
};

/**
 * The habit's colours (on a new card or a changed colour), icon (likewise), name and schedule.
 * @param {CardView} v
 * @param {Card} card
 * @param {Card | null} prev
 */
export function paintHabit(v, card, prev) {
	const { habit } = card;
	if (!prev || prev.habit.color !== habit.color) {
		const { bg, fg } = onColor(habit.color);
		for (const x of [v.body, v.el]) {
			x.style.setProperty('--habit', habit.color);
			x.style.setProperty('--habit-bg', bg);
			x.style.setProperty('--habit-fg', fg);
		}
	}
	if (!prev || prev.habit.icon !== habit.icon) v.iconEl.innerHTML = icon(habit.icon, { size: 22 });
	v.nameEl.textContent = habit.name;
	// Not due and nothing logged: the engine says why it rests ("goal met" or "rest day").
	v.schedEl.textContent = card.notDueNote ? `${habit.scheduleText} · ${card.notDueNote}` : (habit.scheduleText ?? '');
}

/**
 * The badge on the icon for each state that has one: its class and its icon.
 * @type {Record<string, {cls: string, svg: () => string}>}
 */
const STATE_BADGES = {
	done: { cls: 'badge-done', svg: () => icon('check', { size: 12, stroke: 3.4 }) },
	skipped: { cls: 'badge-skip', svg: () => icon('skip', { size: 10, stroke: 3 }) },
	missed: { cls: 'badge-missed', svg: () => icon('x', { size: 11, stroke: 3.4 }) },
};

/**
 * The badge on the habit's icon for today's state (done, skipped or missed), made only when the
 * state has one and replaced when it changes; none for any other state.
 * @param {CardView} v
 * @param {string} stateName
 */
export function paintStateBadge(v, stateName) {
	const shown = /** @type {HTMLElement | null} */ (v.iconEl.querySelector('.card-badge'));
	if (shown?.dataset.state === stateName) return;
	shown?.remove();
	const badge = STATE_BADGES[stateName];
	if (badge)
		v.iconEl.append(h('span', { class: `card-badge ${badge.cls}`, dataset: { state: stateName }, html: badge.svg() }));
}

/**
 * The streak, when streaks show and it runs; it pops when it grew (`prev`: the card before, when animated).
 * @param {CardView} v
 * @param {Card} card
 * @param {Card | null} prev
 */
export function paintStreak(v, card, prev) {
	const { streak } = card;
	const showStreak = !!(streaksVisible() && streak && streak.current > 0);
	// A change the server has not answered yet (offline): the streak is not known, so it is not shown.
	const pending = !!card.pending;
	v.streakEl.hidden = !showStreak;
	v.streakEl.classList.toggle('is-pending', pending);
	if (showStreak) {
		v.streakEl.replaceChildren(
			h('span', { class: 'streak-flame', html: icon('flame', { size: 12, stroke: 2.4 }) }),
			`${streak.current} ${streak.label}`,
		);
		v.streakEl.classList.toggle('at-risk', !!streak.atRisk);
		if (prev && !pending && prev.streak?.current < streak.current) pop(v.streakEl);
	}
	return { showStreak, pending };
}

/**
 * The time badge ("9:00"), late when its time passed and the habit is not done.
 * @param {CardView} v
 * @param {Card} card
 */
export function paintBadge(v, card) {
	const { timeBadge } = card;
	v.badgeEl.hidden = !timeBadge;
	if (timeBadge) {
		v.badgeEl.textContent = timeBadge.display;
		v.badgeEl.classList.toggle('is-late', !!timeBadge.pastDue && card.today.state !== 'done');
	}
}

/**
 * The week bar's segments (animated as they fill or empty), its label, and "X / Y this week".
 * @param {CardView} v
 * @param {Card} card
 * @param {boolean} animate
 * @param {Card | null} prev the card before, when animated
 */
export function paintWeek(v, card, animate, prev) {
	const { week } = card;
	/** @type {{outcome: string, isToday?: boolean, isFuture?: boolean, scheduled?: boolean, weekday: keyof typeof WEEKDAY_LONG}[]} */
	const slots = week?.slots ?? [];
	slots.forEach((slot, i) => {
		const seg = v.segs[i];
		if (!seg) return;
		const was = seg.dataset.outcome;
		seg.dataset.outcome = slot.outcome;
		seg.classList.toggle('is-today', !!slot.isToday);
		seg.classList.toggle('is-future', !!slot.isFuture);
		seg.classList.toggle('unscheduled', slot.scheduled === false);
		if (animate && was !== undefined && was !== slot.outcome) {
			seg.classList.remove('anim-fill', 'anim-empty');
			void seg.offsetWidth;
			seg.classList.add(slot.outcome === 'done' || slot.outcome === 'partial' ? 'anim-fill' : 'anim-empty');
		}
	});
	const days = slots.map(
		(s) =>
			`${WEEKDAY_LONG[s.weekday]} ${outcomeWords({ outcome: s.outcome, scheduled: s.scheduled, future: s.isFuture })}`,
	);
	const sum = week ? `${week.done} of ${week.target} this week` : 'This week';
	setAttr(v.weekBar, 'aria-label', `${sum}: ${days.join(', ')}`);
	const text = week?.text ?? '';
	if (v.weekNum.textContent !== text) {
		if (prev) tick(v.weekNum, text, (week?.done ?? 0) >= (prev.week?.done ?? 0));
		else v.weekNum.textContent = text;
	}
	v.body.classList.toggle('on-track', !!week?.onTrack);
}

/**
 * A numeric habit's value row and its bar: progress toward a target ("3 of 8 glasses"), or for a
 * limit the budget left and a limit meter ("1 left · limit 2 cups", the engine's words); says
 * whether the habit is numeric.
 * @param {CardView} v
 * @param {Card} card
 * @param {boolean} pending
 */
export function paintValue(v, card, pending) {
	const { habit, today } = card;
	const numeric = habit.measure?.kind === 'numeric';
	v.valueRow.hidden = !numeric;
	if (numeric) {
		const m = /** @type {NonNullable<Habit['measure']>} */ (habit.measure);
		const value = today.value ?? 0;
		const target = /** @type {number} */ (m.target);
		const limit = m.targetKind === 'at_most';
		// Until the engine answers, the last words stand rather than a fraction that reads as progress.
		if (!pending && today.progressText) v.valueRow.firstChild.textContent = today.progressText;
		else if (!limit || !v.valueRow.firstChild.textContent)
			v.valueRow.firstChild.textContent = limit ? '' : `${num(value)} of ${num(target)} ${m.unit}`.trim();
		drawMeter(/** @type {HTMLElement} */ (v.valueRow.lastChild), value, target, limit);
	}
	return numeric;
}

/**
 * What screen readers hear: the hit area's label and pressed state, the buttons' labels, Skip or Unskip.
 * @param {CardView} v
 * @param {Card} card
 * @param {{stateName: string, showStreak: boolean, pending: boolean, numeric: boolean}} shown
 */
export function paintLabels(v, card, { stateName, showStreak, pending, numeric }) {
	const { habit, week, streak } = card;
	const w = week ? `${week.done} of ${week.target} completed this week` : '';
	const streakText =
		showStreak && !pending ? `, ${plural(streak.current, streak.unit === 'week' ? 'week' : 'day')} streak` : '';
	const hint = numeric
		? 'tap to log a value'
		: stateName === 'done'
			? 'tap to mark today not complete'
			: 'tap to mark today complete';
	const said = STATE_TEXT[/** @type {keyof typeof STATE_TEXT} */ (stateName)] ?? '';
	setAttr(v.hit, 'aria-label', `${habit.name}, ${w}, ${said}${streakText}, ${hint}`);
	setAttr(v.hit, 'aria-pressed', numeric ? null : String(stateName === 'done'));
	v.more.setAttribute('aria-label', `More actions for ${habit.name}`);
	v.chev.setAttribute('aria-label', `Open ${habit.name} details`);
	if (v.hasSwipeLayers) paintSkipLabel(v, stateName);
}

/**
 * The swipe action that skips: Skip, or Unskip when today is skipped.
 * @param {CardView} v
 * @param {string} stateName
 */
export function paintSkipLabel(v, stateName) {
	/** @type {ChildNode} */ (v.actions.querySelector('.act-skip')?.lastChild).textContent =
		stateName === 'skipped' ? 'Unskip' : 'Skip';
}

/**
 * Sets an attribute only when it changes (null removes it).
 * @param {Element} el
 * @param {string} name
 * @param {string | null} value
 */
function setAttr(el, name, value) {
	if (value == null) el.removeAttribute(name);
	else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** @param {HTMLElement} el */
function pop(el) {
	el.classList.remove('pop');
	void el.offsetWidth;
	el.classList.add('pop');
}

/**
 * "2 / 3" ticks to the new value: the old number slides out, the new one springs in.
 * @param {HTMLElement} el
 * @param {string} text
 * @param {boolean} up
 */
function tick(el, text, up) {
	el.classList.remove('tick-up', 'tick-down');
	el.textContent = text;
	void el.offsetWidth;
	el.classList.add(up ? 'tick-up' : 'tick-down');
}
