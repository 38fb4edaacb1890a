// A habit card on Today: icon, name, schedule, streak, time badge,
// the 7-segment week bar and "X / Y this week". Built once, then updated in place so changes animate.
import { h } from '../core/dom.js';
import { icon } from './icons.js';
import { num, plural, WEEKDAY_LONG } from '../core/format.js';
import { streaksVisible } from '../core/store.js';
import { onColor } from '../core/palette.js';

const STATE_TEXT = {
	done: 'done today',
	partial: 'partly done today',
	skipped: 'skipped today',
	missed: 'not done today',
	none: 'not done yet today',
};

export class CardView {
	constructor(card) {
		this.card = null;
		this.el = h('li', { class: 'card-wrap', dataset: { id: card.habit.id } });
		this.actions = h(
			'div',
			{ class: 'card-actions', inert: true },
			h(
				'button',
				{ type: 'button', class: 'swipe-act act-details', dataset: { act: 'details' } },
				h('span', { html: icon('info', { size: 22 }) }),
				'Details',
			),
			h(
				'button',
				{ type: 'button', class: 'swipe-act act-edit', dataset: { act: 'edit' } },
				h('span', { html: icon('edit', { size: 22 }) }),
				'Edit',
			),
			h(
				'button',
				{ type: 'button', class: 'swipe-act act-skip', dataset: { act: 'skip' } },
				h('span', { html: icon('skip', { size: 22 }) }),
				'Skip',
			),
		);
		this.swipeBg = h(
			'div',
			{ class: 'card-swipe-bg', 'aria-hidden': 'true' },
			h('span', { class: 'swipe-check', html: icon('check', { size: 30, stroke: 3 }) }),
		);
		this.hit = h('button', { type: 'button', class: 'card-hit', dataset: { act: 'toggle' } });
		this.iconEl = h('div', { class: 'card-icon', 'aria-hidden': 'true' });
		// elementtiming: the browser reports when a card's name is first painted (scripts/bench-web).
		this.nameEl = h('div', { class: 'card-name', elementtiming: 'card' });
		this.schedEl = h('span', { class: 'card-sched' });
		this.streakEl = h('span', { class: 'card-streak' });
		this.badgeEl = h('span', { class: 'time-badge' });
		this.segs = Array.from({ length: 7 }, () => h('span', { class: 'seg' }));
		this.weekBar = h('div', { class: 'weekbar', role: 'img' }, this.segs);
		this.weekNum = h('span', { class: 'week-num' });
		this.valueRow = h(
			'div',
			{ class: 'card-value', 'aria-hidden': 'true' },
			h('span', { class: 'value-text' }),
			h('span', { class: 'value-bar' }, h('span')),
		);
		this.more = h('button', {
			type: 'button',
			class: 'card-more',
			'aria-haspopup': 'menu',
			'aria-expanded': 'false',
			dataset: { act: 'menu' },
			html: icon('more', { size: 20 }),
		});
		this.chev = h('button', {
			type: 'button',
			class: 'card-chev',
			dataset: { act: 'details' },
			html: icon('chevron-right', { size: 18, stroke: 2.4 }),
		});
		this.body = h(
			'article',
			{ class: 'card' },
			this.hit,
			this.iconEl,
			h(
				'div',
				{ class: 'card-main', 'aria-hidden': 'true' },
				this.nameEl,
				h('div', { class: 'card-meta' }, this.schedEl, this.streakEl),
			),
			this.badgeEl,
			this.chev,
			h(
				'div',
				{ class: 'card-week' },
				this.weekBar,
				h(
					'span',
					{ class: 'week-text', 'aria-hidden': 'true' },
					this.weekNum,
					h('span', { class: 'week-suffix' }, 'this week'),
				),
				this.more,
			),
			this.valueRow,
		);
		this.el.append(this.actions, this.swipeBg, this.body);
		this.update(card, { animate: false });
	}

	get id() {
		return this.card.habit.id;
	}

	update(card, { animate = true } = {}) {
		const prev = this.card;
		this.card = card;
		const { habit, week, today, streak, timeBadge } = card;
		const el = this.body;
		if (!prev || prev.habit.color !== habit.color) {
			const { bg, fg } = onColor(habit.color);
			for (const x of [el, this.el]) {
				x.style.setProperty('--habit', habit.color);
				x.style.setProperty('--habit-bg', bg);
				x.style.setProperty('--habit-fg', fg);
			}
		}
		if (!prev || prev.habit.icon !== habit.icon)
			this.iconEl.innerHTML = `${icon(habit.icon, { size: 22 })}<span class="card-badge badge-done">${icon('check', { size: 12, stroke: 3.4 })}</span><span class="card-badge badge-skip">${icon('skip', { size: 10, stroke: 3 })}</span><span class="card-badge badge-missed">${icon('x', { size: 11, stroke: 3.4 })}</span>`;
		this.nameEl.textContent = habit.name;
		// Not due and nothing logged: the engine says why it rests ("goal met" or "rest day").
		this.schedEl.textContent = card.notDueNote ? `${habit.scheduleText} · ${card.notDueNote}` : habit.scheduleText;

		const showStreak = streaksVisible() && streak && streak.current > 0;
		// A change the server has not answered yet (offline): the streak is not known, so it is not shown.
		const pending = !!card.pending;
		this.streakEl.hidden = !showStreak;
		this.streakEl.classList.toggle('is-pending', pending);
		if (showStreak) {
			this.streakEl.replaceChildren(
				h('span', { class: 'streak-flame', html: icon('flame', { size: 12, stroke: 2.4 }) }),
				`${streak.current} ${streak.label}`,
			);
			this.streakEl.classList.toggle('at-risk', !!streak.atRisk);
			if (animate && prev && !pending && prev.streak?.current < streak.current) pop(this.streakEl);
		}

		this.badgeEl.hidden = !timeBadge;
		if (timeBadge) {
			this.badgeEl.textContent = timeBadge.display;
			this.badgeEl.classList.toggle('is-late', !!timeBadge.pastDue && today.state !== 'done');
		}

		const stateName = today.state ?? 'none';
		for (const s of ['done', 'partial', 'skipped', 'missed']) el.classList.toggle(`is-${s}`, stateName === s);
		el.classList.toggle('not-due', card.dueToday === false);

		(week?.slots ?? []).forEach((slot, i) => {
			const seg = this.segs[i];
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
		const doneDays = (week?.slots ?? []).filter((s) => s.outcome === 'done').map((s) => WEEKDAY_LONG[s.weekday]);
		this.weekBar.setAttribute(
			'aria-label',
			`This week: ${doneDays.length ? `done on ${doneDays.join(', ')}` : 'nothing done yet'}`,
		);
		const text = week?.text ?? '';
		if (this.weekNum.textContent !== text) {
			if (animate && prev) tick(this.weekNum, text, (week?.done ?? 0) >= (prev.week?.done ?? 0));
			else this.weekNum.textContent = text;
		}
		el.classList.toggle('on-track', !!week?.onTrack);

		const numeric = habit.measure?.kind === 'numeric';
		this.valueRow.hidden = !numeric;
		if (numeric) {
			const m = habit.measure;
			const v = today.value ?? 0;
			this.valueRow.firstChild.textContent =
				(!pending && today.progressText) || `${num(v)} of ${num(m.target)} ${m.unit}`.trim();
			const ratio = m.target > 0 ? Math.min(1, v / m.target) : 0;
			this.valueRow.lastChild.firstChild.style.transform = `scaleX(${ratio})`;
		}

		const w = week ? `${week.done} of ${week.target} completed this week` : '';
		const streakText =
			showStreak && !pending ? `, ${plural(streak.current, streak.unit === 'week' ? 'week' : 'day')} streak` : '';
		const hint = numeric
			? 'tap to log a value'
			: stateName === 'done'
				? 'tap to mark today not complete'
				: 'tap to mark today complete';
		setAttr(this.hit, 'aria-label', `${habit.name}, ${w}, ${STATE_TEXT[stateName] ?? ''}${streakText}, ${hint}`);
		setAttr(this.hit, 'aria-pressed', numeric ? null : String(stateName === 'done'));
		this.more.setAttribute('aria-label', `More actions for ${habit.name}`);
		this.chev.setAttribute('aria-label', `Open ${habit.name} details`);
		this.actions.querySelector('.act-skip').lastChild.textContent = stateName === 'skipped' ? 'Unskip' : 'Skip';
		if (animate && prev && prev.today.state !== 'done' && stateName === 'done') {
			this.iconEl.classList.remove('spin');
			void this.iconEl.offsetWidth;
			this.iconEl.classList.add('spin');
		}
	}
}

function setAttr(el, name, value) {
	if (value == null) el.removeAttribute(name);
	else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

function pop(el) {
	el.classList.remove('pop');
	void el.offsetWidth;
	el.classList.add('pop');
}

/** "2 / 3" ticks to the new value: the old number slides out, the new one springs in. */
function tick(el, text, up) {
	el.classList.remove('tick-up', 'tick-down');
	el.textContent = text;
	void el.offsetWidth;
	el.classList.add(up ? 'tick-up' : 'tick-down');
}
