// The Today screen: the day's cards by section, its summary and the grace banner.
import { h, frag, reducedMotion } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { searchButton } from '../../components/search-button.js';
import { state, on, calm, streaksVisible, allCards } from '../../core/store.js';
import { CardView } from '../../components/card.js';
import { attachGestures, closeSwipe } from '../../components/gestures.js';
import { rememberConfirmed } from '../../core/checkin.js';
import { toggle, apply, cardMenu, quickMenu, openDetails, openEditor } from '../../components/card-actions.js';
import { renderNotDue } from './not-due.js';
import { renderEmpty } from './empty-state.js';

/** @typedef {import('../../api/types.js').Card} Card */
/**
 * Today's answer as this screen draws it: besides the API's typedef, the summary's tier, the date
 * title, the perfect days' streak and the grace banner.
 * @typedef {import('../../api/types.js').Today & {dateTitle: string, summary: {done: number, due: number, tierText: string}, perfectDays?: {current: number}, perfectDay?: unknown, graceBanner?: {reason: string, message: string, hoursLeft?: number | null}}} Today
 */

/** @type {Map<string, CardView>} */
const views = new Map(); // habit id → CardView
/** The longest the habits wait for the coach's cards to be drawn above them, in milliseconds. */
const COACH_WAIT = 5000;

/** @param {HTMLElement} root */
export function mount(root) {
	const head = h('header', { class: 'today-head' });
	const summary = h('section', { class: 'summary', 'aria-label': "Today's progress" });
	const banners = h('div', { class: 'banners' });
	const list = h('div', { class: 'today-list' });
	const empty = h('div', { class: 'empty-slot' });
	const rest = h('div', { class: 'rest-slot' });
	const coach = h('div', { class: 'coach-slot' }); // the coach's cards, one per active goal
	root.append(h('div', { class: 'view-inner' }, head, summary, banners, coach, empty, list, rest));
	// The habits wait for the coach's cards above them (not longer than COACH_WAIT), so a card
	// never moves down under a finger; whenever Today is first shown, at the start or later.
	let coachIn = false;
	/** @type {() => void} */
	let firstDrawn = () => {};
	/** Settles once the habits are drawn, under the coach's cards: the app is ready from then. */
	const drawn = new Promise((resolve) => {
		firstDrawn = () => resolve(undefined);
	});
	const coachSettled = () => {
		if (coachIn) return;
		coachIn = true;
		render();
		firstDrawn();
	};
	setTimeout(coachSettled, COACH_WAIT);
	import('../coach/today-card.js').then((m) => m.mountCoachCards(coach)).then(coachSettled, coachSettled);

	const render = () => {
		const t = /** @type {Today | null} */ (state.today);
		if (!t) return;
		rememberConfirmed(t.sections.flatMap((s) => s.cards));
		renderHead(head, t);
		renderSummary(summary, t);
		renderBanners(banners, t);
		document.body.classList.toggle('calm', calm());
		if (!coachIn) return;
		renderList(list, t);
		renderEmpty(empty, t);
		renderNotDue(rest, t);
	};
	on('today', render);
	on('card', (/** @type {Card} */ card) => {
		const v = views.get(card.habit.id);
		if (v) v.update(card);
		const t = /** @type {Today} */ (state.today); // a card's answer comes once Today is drawn
		// The perfect days' streak comes with a check-in's answer.
		if (t && head.dataset.streak !== String(t.perfectDays?.current ?? 0)) renderHead(head, t);
		head.querySelector('.streak-badge')?.classList.toggle(
			'is-pending',
			allCards().some((c) => c.pending),
		);
		renderSummary(summary, t);
		if (calm() && coachIn) renderList(list, t);
		if (coachIn) renderEmpty(empty, t);
	});
	render();
	return { render, drawn };
}

/**
 * @param {HTMLElement} head
 * @param {Today} t
 */
function renderHead(head, t) {
	const streak = t.perfectDays?.current ?? 0;
	head.dataset.streak = String(streak);
	head.replaceChildren(
		...[
			h(
				'div',
				{ class: 'head-text' },
				h('p', { class: 'eyebrow' }, calm() ? 'Today' : greeting()),
				h('h1', { id: 'today-title', class: 'date-title' }, ...dateParts(t.dateTitle)),
			),
			h(
				'div',
				{ class: 'head-tools' },
				searchButton({ tone: 'light' }),
				streaksVisible() && streak > 0 ? streakBadge(streak) : null,
			),
		].filter(Boolean),
	);
}

/**
 * The perfect days' streak, opening its history.
 * @param {number} streak
 */
function streakBadge(streak) {
	return h(
		'button',
		{
			type: 'button',
			class: 'streak-badge',
			'aria-label': `${streak} day perfect streak. Streak history`,
			'aria-haspopup': 'dialog',
			onclick: () => import('./streak-history.js').then((m) => m.openStreakHistory()),
		},
		h('span', { class: 'streak-flame', html: icon('flame', { size: 16 }) }),
		h('span', { class: 'streak-num' }, String(streak)),
		h('span', { class: 'streak-unit' }, 'day streak'),
	);
}

/** The server's date title in unbreakable parts ("Wednesday," and "Dec 30"), so the day number
 * never wraps alone onto a line.
 * @param {string} title
 */
function dateParts(title) {
	return title
		.split(', ')
		.flatMap((part, i, all) =>
			i < all.length - 1
				? [h('span', { class: 'date-part' }, `${part},`), ' ']
				: [h('span', { class: 'date-part' }, part)],
		);
}

function greeting() {
	const hr = new Date().getHours();
	return hr < 5 ? 'Good night' : hr < 12 ? 'Good morning' : hr < 18 ? 'Good afternoon' : 'Good evening';
}

const RING_R = 26;
const RING_C = 2 * Math.PI * RING_R;

/**
 * @param {HTMLElement} el
 * @param {Today} t
 */
function renderSummary(el, t) {
	const { done, due, tierText } = t.summary;
	const ratio = due ? done / due : 0;
	if (!el.firstChild) {
		el.append(
			h(
				'div',
				{ class: 'summary-left' },
				h('p', { class: 'summary-label' }, "Today's Progress"),
				h('p', { class: 'summary-count' }),
			),
			h(
				'div',
				{ class: 'ring', role: 'img' },
				frag(
					`<svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true"><defs><linearGradient id="ring-grad" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="var(--success)"/><stop offset="1" stop-color="var(--primary)"/></linearGradient></defs><circle cx="32" cy="32" r="${RING_R}" class="ring-track"/><circle cx="32" cy="32" r="${RING_R}" class="ring-fill" stroke-dasharray="${RING_C}" stroke-dashoffset="${RING_C}" transform="rotate(-90 32 32)"/></svg>`,
				),
				h('span', { class: 'ring-text' }),
			),
			h('p', { class: 'tier', 'aria-live': 'off' }),
		);
	}
	/** @param {string} sel */
	const part = (sel) => /** @type {HTMLElement} */ (el.querySelector(sel));
	part('.summary-count').textContent = `${done} of ${due} ${calm() ? 'completed' : 'done'}`;
	el.classList.toggle('is-calm', calm());
	part('.ring-text').textContent = `${done}/${due}`;
	part('.ring').setAttribute('aria-label', `${done} of ${due} habits done today`);
	part('.ring-fill').style.strokeDashoffset = String(RING_C * (1 - ratio));
	const tier = part('.tier');
	// The counts and the tier are the engine's word on the day: while a change waits for the server
	// they are not shown (the optimistic tap flips the card's state and nothing more).
	const pending = allCards().some((c) => c.pending);
	for (const p of [tier, part('.summary-count'), part('.ring-text')]) {
		p.classList.toggle('is-pending', pending);
		p.setAttribute('aria-hidden', String(pending));
	}
	if (tier.textContent !== tierText) {
		tier.textContent = tierText;
		tier.classList.remove('tier-in');
		void tier.offsetWidth;
		tier.classList.add('tier-in');
	}
	el.classList.toggle('is-perfect', !!t.perfectDay);
	el.hidden = !t.habitCount;
}

/**
 * @param {HTMLElement} el
 * @param {Today} t
 */
function renderBanners(el, t) {
	el.replaceChildren();
	if (!streaksVisible()) return;
	// One banner at most, and only when the engine finds it helps (`graceBanner`); the other
	// streaks at risk show on their cards. The server's sentence carries the streak's unit.
	const b = t.graceBanner;
	if (!b) return;
	el.append(
		h(
			'div',
			{ class: 'grace', role: 'note', 'data-reason': b.reason },
			h('span', { class: 'grace-icon', html: icon('warning', { size: 20 }) }),
			h('p', {}, b.message),
			b.hoursLeft != null && b.reason !== 'limit_reached'
				? h('span', { class: 'grace-hours', 'aria-hidden': 'true' }, `${b.hoursLeft}h`)
				: null,
		),
	);
}

/**
 * Whether two answers hold the same card.
 * @param {Card} a
 * @param {Card} b
 */
const sameCard = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** What a card's look depends on besides its own answer (calm mode, streaks shown), as last drawn. */
let drawnLook = '';

/**
 * The server's sections in its order (in calm mode: "To do", "Completed", "Not due today").
 * @param {Today} t
 * @returns {{kind: string, title: string, cards: Card[]}[]}
 */
const sectionsFor = (t) =>
	// The API's typedef reads a section as any record; each holds its kind, title and cards.
	/** @type {{kind: string, title: string, cards: Card[]}[]} */ (/** @type {unknown} */ (t.sections)).filter(
		(s) => s.cards.length,
	);

/**
 * @param {HTMLElement} list
 * @param {Today} t
 */
function renderList(list, t) {
	const look = `${calm()}/${streaksVisible()}`;
	const sameLook = look === drawnLook;
	drawnLook = look;
	const before = new Map();
	if (list.isConnected && !reducedMotion())
		for (const [id, v] of views) if (v.el.isConnected) before.set(id, v.el.getBoundingClientRect().top);
	const focused = /** @type {HTMLElement | null} */ (document.activeElement);
	const seen = new Set();
	const sections = sectionsFor(t);
	const nodes = sections.map((s) => {
		const ul = h('ul', { class: 'cards', role: 'list' });
		for (const card of s.cards) {
			seen.add(card.habit.id);
			let v = views.get(card.habit.id);
			if (!v) {
				v = new CardView(card);
				wire(v);
				views.set(card.habit.id, v);
			} else if (v.card !== card && !(sameLook && sameCard(v.card, card))) {
				// A card Today brings again unchanged (the one just answered) is not drawn again.
				v.update(card, { animate: false });
			}
			ul.append(v.el);
		}
		const id = `sec-${s.kind}`;
		return h(
			'section',
			{ class: `today-section sec-${s.kind}`, 'aria-labelledby': id },
			h('h2', { id, class: 'section-title' }, s.title),
			ul,
		);
	});
	for (const id of [...views.keys()]) if (!seen.has(id)) views.delete(id);
	list.replaceChildren(...nodes);
	if (focused && focused !== document.activeElement && list.contains(focused)) focused.focus({ preventScroll: true });
	// FLIP: cards that moved slide to their new place (300 ms ease-out).
	for (const [id, top] of before) {
		const v = views.get(id);
		if (!v) continue;
		const dy = top - v.el.getBoundingClientRect().top;
		if (Math.abs(dy) < 1) continue;
		v.el.animate([{ transform: `translateY(${dy}px)` }, { transform: 'none' }], { duration: 300, easing: 'ease-out' });
	}
}

/**
 * The card's gestures: tap, long-press, swipe to complete, and its swipe actions.
 * @param {CardView} v
 */
function wire(v) {
	const id = () => v.id;
	attachGestures(v, {
		onTap: (/** @type {{x: number, y: number}} */ point) => toggle(id(), { point, el: v.body }),
		onLongPress: () => quickMenu(id(), v.hit, { el: v.body }),
		onComplete: () => {
			const c = v.card;
			const r = v.body.getBoundingClientRect();
			if (c.habit.measure?.kind === 'numeric') toggle(id());
			else if (c.today.state !== 'done')
				apply(id(), 'done', {}, { el: v.body, point: { x: r.left + r.width / 2, y: r.top + r.height / 2 } });
		},
		onAction: (/** @type {string} */ act, /** @type {HTMLElement} */ btn) => {
			closeSwipe();
			if (act === 'menu') cardMenu(id(), btn, { el: v.body });
			else if (act === 'details') openDetails(id());
			else if (act === 'edit') openEditor(v.card.habit);
			else if (act === 'skip') apply(id(), v.card.today.state === 'skipped' ? 'none' : 'skipped', {}, { el: v.body });
		},
	});
}
