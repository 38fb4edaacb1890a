// The Today screen: the day's cards by section, its summary and the grace banner.
import { h, frag, reducedMotion } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { state, on, calm, streaksVisible, allCards } from '../../core/store.js';
import { CardView } from '../../components/card.js';
import { attachGestures, closeSwipe } from '../../components/gestures.js';
import { rememberConfirmed } from '../../core/checkin.js';
import { toggle, apply, cardMenu, quickMenu, openDetails, openEditor } from '../../components/card-actions.js';
import { openAddHabit } from '../../core/app-links.js';

const views = new Map(); // habit id → CardView

export function mount(root) {
	const head = h('header', { class: 'today-head' });
	const summary = h('section', { class: 'summary', 'aria-label': "Today's progress" });
	const banners = h('div', { class: 'banners' });
	const list = h('div', { class: 'today-list' });
	const empty = h('div', { class: 'empty-slot' });
	const rest = h('div', { class: 'rest-slot' });
	const coach = h('div', { class: 'coach-slot' }); // the coach's card, filled once Today is up
	root.append(h('div', { class: 'view-inner' }, head, summary, banners, coach, empty, list, rest));
	addEventListener(
		'ripple:ready',
		() =>
			import('../coach/today-card.js').then(
				(m) => m.mountCoachCards(coach),
				() => {},
			),
		{ once: true },
	);

	const render = () => {
		const t = state.today;
		if (!t) return;
		rememberConfirmed(t.sections.flatMap((s) => s.cards));
		renderHead(head, t);
		renderSummary(summary, t);
		renderBanners(banners, t);
		renderList(list, t);
		renderEmpty(empty, t);
		renderNotDue(rest, t);
		document.body.classList.toggle('calm', calm());
	};
	on('today', render);
	on('card', (card) => {
		const v = views.get(card.habit.id);
		if (v) v.update(card);
		const t = state.today;
		// The perfect days' streak comes with a check-in's answer.
		if (t && head.dataset.streak !== String(t.perfectDays?.current ?? 0)) renderHead(head, t);
		head.querySelector('.streak-badge')?.classList.toggle(
			'is-pending',
			allCards().some((c) => c.pending),
		);
		renderSummary(summary, t);
		if (calm()) renderList(list, t);
		renderEmpty(empty, t);
	});
	render();
	return { render };
}

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
			streaksVisible() && streak > 0
				? h(
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
					)
				: null,
		].filter(Boolean),
	);
}

/** The server's date title in unbreakable parts ("Wednesday," and "Dec 30"), so the day number
 * never wraps alone onto a line. */
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
	el.querySelector('.summary-count').textContent = `${done} of ${due} ${calm() ? 'completed' : 'done'}`;
	el.classList.toggle('is-calm', calm());
	el.querySelector('.ring-text').textContent = `${done}/${due}`;
	el.querySelector('.ring').setAttribute('aria-label', `${done} of ${due} habits done today`);
	el.querySelector('.ring-fill').style.strokeDashoffset = String(RING_C * (1 - ratio));
	const tier = el.querySelector('.tier');
	// The counts and the tier are the engine's word on the day: while a change waits for the server
	// they are not shown (the optimistic tap flips the card's state and nothing more).
	const pending = allCards().some((c) => c.pending);
	for (const part of [tier, el.querySelector('.summary-count'), el.querySelector('.ring-text')]) {
		part.classList.toggle('is-pending', pending);
		part.setAttribute('aria-hidden', String(pending));
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

/** Whether two answers hold the same card. */
const sameCard = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** What a card's look depends on besides its own answer (calm mode, streaks shown), as last drawn. */
let drawnLook = '';

/** The server's sections in its order (in calm mode: "To do", "Completed", "Not due today"). */
const sectionsFor = (t) => t.sections.filter((s) => s.cards.length);

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

let restOpen = false;

/**
 * The collapsed "Not due today" section: active habits without a card today, as the
 * server lists them (`notDueToday`, with when each is next due), and tomorrow's habits
 * (`tomorrow`). Which habit is due is never decided here.
 */
function renderNotDue(el, t) {
	const rows = t.notDueToday ?? [];
	const tomorrow = t.tomorrow?.habits ?? [];
	if (!rows.length) {
		el.replaceChildren();
		return;
	}
	const id = 'sec-not-due';
	const listId = 'not-due-list';
	const toggle = h(
		'button',
		{ type: 'button', class: 'rest-head', 'aria-expanded': String(restOpen), 'aria-controls': listId },
		h('span', { id, class: 'rest-title' }, 'Not due today'),
		h('span', { class: 'rest-count' }, String(rows.length)),
		h('span', { class: 'rest-chev', html: icon('chevron-down', { size: 18, stroke: 2.4 }) }),
	);
	const list = h(
		'ul',
		{ class: 'rest-list', id: listId, role: 'list', hidden: !restOpen },
		rows.map((x) =>
			h(
				'li',
				{},
				h(
					'button',
					{ type: 'button', class: 'rest-row', style: { '--habit': x.color }, onclick: () => openDetails(x.id) },
					h('span', { class: 'rest-icon', html: icon(x.icon, { size: 20 }) }),
					h(
						'span',
						{ class: 'rest-main' },
						h('span', { class: 'rest-name' }, x.name),
						h('span', { class: 'rest-sched' }, x.scheduleText),
					),
					x.nextDueText ? h('span', { class: 'rest-next' }, x.nextDueText) : null,
					h('span', {
						class: 'rest-chev',
						'aria-hidden': 'true',
						html: icon('chevron-right', { size: 16, stroke: 2.4 }),
					}),
				),
			),
		),
	);
	const preview = tomorrow.length
		? h(
				'p',
				{ class: 'rest-tomorrow', hidden: !restOpen },
				h('span', { class: 'rest-tomorrow-label' }, 'Tomorrow'),
				` ${tomorrow.map((x) => x.name).join(' · ')}`,
			)
		: null;
	toggle.addEventListener('click', () => {
		restOpen = !restOpen;
		toggle.setAttribute('aria-expanded', String(restOpen));
		list.hidden = !restOpen;
		if (preview) preview.hidden = !restOpen;
	});
	el.replaceChildren(
		h('section', { class: 'today-section sec-not-due', 'aria-labelledby': id }, toggle, list, preview),
	);
}

function renderEmpty(el, t) {
	const cards = t.sections.flatMap((s) => s.cards);
	el.replaceChildren();
	if (t.habitCount === 0 || (!cards.length && !t.habitCount)) {
		el.append(
			calm()
				? emptyState(
						'seed',
						'You have no active habits.',
						'Add one to start tracking — one small step is enough.',
						'Add Habit',
						() => openAddHabit(),
					)
				: emptyState(
						'rocket',
						'Start Your Journey',
						'Create your first habit and watch your progress grow',
						'Create Habit',
						() => openAddHabit(),
						'plus',
					),
		);
	} else if (!cards.length) {
		el.append(
			calm()
				? emptyState('rest', 'Nothing scheduled today.', 'See you tomorrow.', null)
				: emptyState(
						'rest',
						'All Done for Today!',
						'Enjoy your free time or create new habits',
						'Browse All Habits',
						() => {
							location.hash = '#/habits';
						},
					),
		);
	} else if (calm() && !t.sections.some((s) => s.kind === 'todo' && s.cards.length)) {
		el.append(
			h(
				'div',
				{ class: 'calm-done', role: 'status' },
				h('span', { html: icon('check-circle', { size: 22 }) }),
				h(
					'div',
					{},
					h('p', { class: 'calm-done-title' }, 'All habits completed for today.'),
					h('p', {}, 'Well done. See you tomorrow.'),
				),
			),
		);
	}
}

// The empty states' drawings load with the empty state (they are not part of Today's first load).
function emptyArt(art) {
	const el = h('div', { class: `empty-art art-${art}` });
	import('./empty-art.js')
		.then((m) => {
			el.innerHTML = m.ART[art];
		})
		.catch(() => {});
	return el;
}

function emptyState(art, title, text, cta, onCta, ctaIcon) {
	return h(
		'div',
		{ class: 'empty' },
		emptyArt(art),
		h('h2', { class: 'empty-title' }, title),
		h('p', { class: 'empty-text' }, text),
		cta
			? h(
					'button',
					{ type: 'button', class: 'btn btn-primary empty-cta', onclick: onCta },
					ctaIcon ? h('span', { html: icon(ctaIcon, { size: 20 }) }) : null,
					cta,
				)
			: null,
	);
}

function wire(v) {
	const id = () => v.id;
	attachGestures(v, {
		onTap: (point) => toggle(id(), { point, el: v.body }),
		onLongPress: () => quickMenu(id(), v.hit, { el: v.body }),
		onComplete: () => {
			const c = v.card;
			const r = v.body.getBoundingClientRect();
			if (c.habit.measure?.kind === 'numeric') toggle(id());
			else if (c.today.state !== 'done')
				apply(id(), 'done', {}, { el: v.body, point: { x: r.left + r.width / 2, y: r.top + r.height / 2 } });
		},
		onAction: (act, btn) => {
			closeSwipe();
			if (act === 'menu') cardMenu(id(), btn, { el: v.body });
			else if (act === 'details') openDetails(id());
			else if (act === 'edit') openEditor(v.card.habit);
			else if (act === 'skip') apply(id(), v.card.today.state === 'skipped' ? 'none' : 'skipped', {}, { el: v.body });
		},
	});
}
