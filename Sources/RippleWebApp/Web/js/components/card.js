// A habit card on Today: icon, name, schedule, streak, time badge,
// the 7-segment week bar and "X / Y this week". Built once, then updated in place so changes animate.
// The layers a swipe uncovers (the actions and the coloured layer behind the card) are made when
// the card is first touched, not before: Today's first frame draws fewer elements.
import { h } from '../core/dom.js';
import { icon } from './icons.js';
import {
	paintBadge,
	paintHabit,
	paintLabels,
	paintSkipLabel,
	paintStateBadge,
	paintStreak,
	paintValue,
	paintWeek,
} from './card-paint.js';

/** @typedef {import('../api/types.js').Card} Card */

export class CardView {
	/** @type {{actions: HTMLElement, swipeBg: HTMLElement} | null} made on the first touch */
	#layers = null;

	/** @param {Card} card */
	constructor(card) {
		/** @type {Card} null only until the constructor's first update, which sees no card before it */
		this.card = /** @type {any} */ (null);
		this.el = h('li', { class: 'card-wrap', dataset: { id: card.habit.id } });
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
		this.el.append(this.body);
		this.update(card, { animate: false });
	}

	get id() {
		return this.card.habit.id;
	}

	/** The actions a left swipe uncovers (made on first use). */
	get actions() {
		return this.#swipeLayers().actions;
	}

	/** The layer behind the card a swipe shows (made on first use). */
	get swipeBg() {
		return this.#swipeLayers().swipeBg;
	}

	/** Whether a gesture has made the swipe layers yet. */
	get hasSwipeLayers() {
		return this.#layers !== null;
	}

	#swipeLayers() {
		if (!this.#layers) {
			const actions = swipeActions();
			const swipeBg = h(
				'div',
				{ class: 'card-swipe-bg', 'aria-hidden': 'true' },
				h('span', { class: 'swipe-check', html: icon('check', { size: 30, stroke: 3 }) }),
			);
			this.#layers = { actions, swipeBg };
			this.el.prepend(actions, swipeBg);
			paintSkipLabel(this, this.card.today.state ?? 'none');
		}
		return this.#layers;
	}

	/**
	 * Draws `card` over what the view shows, animating what changed unless `animate` is false.
	 * @param {Card} card
	 */
	update(card, { animate = true } = {}) {
		/** @type {Card | null} */
		const prev = this.card;
		this.card = card;
		const motion = animate && !!prev;
		const stateName = card.today.state ?? 'none';
		paintHabit(this, card, prev);
		paintStateBadge(this, stateName);
		const { showStreak, pending } = paintStreak(this, card, animate ? prev : null);
		paintBadge(this, card);
		const el = this.body;
		for (const s of ['done', 'partial', 'skipped', 'missed']) el.classList.toggle(`is-${s}`, stateName === s);
		el.classList.toggle('not-due', card.dueToday === false);
		paintWeek(this, card, animate, motion ? prev : null);
		const numeric = paintValue(this, card, pending);
		paintLabels(this, card, { stateName, showStreak, pending, numeric });
		if (motion && prev?.today.state !== 'done' && stateName === 'done') {
			this.iconEl.classList.remove('spin');
			void this.iconEl.offsetWidth;
			this.iconEl.classList.add('spin');
		}
	}
}

/** The actions a swipe to the left uncovers: Details, Edit and Skip (inert until uncovered). */
function swipeActions() {
	/**
	 * @param {string} act
	 * @param {string} name the icon
	 * @param {string} label
	 */
	const action = (act, name, label) =>
		h(
			'button',
			{ type: 'button', class: `swipe-act act-${act}`, dataset: { act } },
			h('span', { html: icon(name, { size: 22 }) }),
			label,
		);
	return h(
		'div',
		{ class: 'card-actions', inert: true },
		action('details', 'info', 'Details'),
		action('edit', 'edit', 'Edit'),
		action('skip', 'skip', 'Skip'),
	);
}
