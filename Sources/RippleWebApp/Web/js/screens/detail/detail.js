// Habit detail: hero in the habit's colour, quick stats, this week's days,
// a month calendar with a past-day entry editor, notes, Edit, Archive and Delete. Its pieces: the
// state (state.js), the hero (hero.js), the body (body.js, today-entry.js) and what the controls
// do (actions.js).
import { byId, h, trapFocus, inertOthers, settled } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { state, todayDay, firstWeekday, on, findCard } from '../../core/store.js';
import { openMenu } from '../../components/menu.js';
import { addDays, monthStart } from '../../core/format.js';
import { styled } from '../../core/stylesheet.js';
import { drawHero } from './hero.js';
import { drawBody } from './body.js';
import { detailActions, refresh } from './actions.js';
import { followingWidth } from '../../core/wide.js';

/** @typedef {import('./state.js').DetailState} DetailState */
/** @typedef {import('./today-entry.js').DetailActions} DetailActions */
/** @typedef {{id: string, close: (options?: {instant?: boolean}) => Promise<void>, openDay: (day: string) => void}} OpenDetail */

/** @type {OpenDetail | null} */
let current = null;
/** From this width the detail is a pane beside the list, not a modal over it (css/detail.css). */

/**
 * A round button of the hero's bar.
 * @param {string} label
 * @param {string} html the icon
 * @param {Record<string, string>} [extra] more attributes
 */
const heroButton = (label, html, extra = {}) =>
	h('button', { type: 'button', class: 'hero-btn', 'aria-label': label, ...extra, html });

/**
 * The detail's elements: the screen (a dialog, modal below 1024 px), the hero and the body.
 * From 1024 px the detail is a pane beside the list (css/detail.css), not a modal over it.
 */
function detailScreen() {
	const back = heroButton('Back', icon('chevron-left', { size: 24, stroke: 2.4 }));
	const more = heroButton('Habit actions', icon('more', { size: 22 }), {
		'aria-haspopup': 'menu',
		'aria-expanded': 'false',
	});
	const heroMain = h('div', { class: 'hero-main' });
	const hero = h('header', { class: 'hero' }, h('div', { class: 'hero-bar' }, back, more), heroMain);
	const body = h('div', { class: 'detail-body' });
	const screen = h(
		'div',
		{ class: 'detail', role: 'dialog', 'aria-labelledby': 'detail-title', tabindex: '-1' },
		h('div', { class: 'detail-scroll' }, hero, body),
	);
	return { back, more, heroMain, body, screen };
}

/**
 * Opens the habit's menu (Edit, Archive or Unarchive, Delete).
 * @param {HTMLElement} more the menu's button
 * @param {DetailState} d
 * @param {DetailActions} actions
 */
const openHabitMenu = (more, d, actions) =>
	openMenu(
		more,
		[
			{ label: 'Edit', icon: 'edit', onSelect: actions.edit },
			{
				label: d.habit?.archived ? 'Unarchive' : 'Archive',
				icon: d.habit?.archived ? 'unarchive' : 'archive',
				onSelect: actions.archive,
			},
			{ label: 'Delete', icon: 'trash', danger: true, onSelect: actions.remove },
		],
		{ label: 'Habit actions' },
	);

/**
 * Keeps the habit as Today's cards have it; a new Today reads the history afresh.
 * @param {DetailState} d
 */
function follow(d) {
	const offCard = on('card', (/** @type {import('../../api/types.js').Card} */ c) => {
		if (c.habit.id === d.habitId && !d.closed) d.habit = c.habit;
	});
	const offToday = on('today', () => {
		const c = findCard(d.habitId);
		if (c && !d.closed) {
			d.habit = c.habit;
			d.refresh();
		}
	});
	return () => {
		offCard();
		offToday();
	};
}

/**
 * Closes the detail: lets go of the page, slides the screen out (at once when `instant`) and gives
 * focus back to what opened it.
 * @param {DetailState} d
 * @param {HTMLElement | null} opener
 * @param {boolean} instant
 * @param {() => void} release stops following Today and gives focus and the page back
 */
async function closeScreen(d, opener, instant, release) {
	if (d.closed) return;
	d.closed = true;
	current = null;
	release();
	document.body.classList.remove('detail-open');
	const { screen } = d;
	screen.classList.remove('open');
	screen.classList.add('closing');
	if (!instant) await settled(screen, 450);
	screen.remove();
	if (opener && document.contains(opener) && !document.querySelector('.sheet-layer'))
		opener.focus({ preventScroll: true });
}

/**
 * Opens the detail of `habitId` (closing another at once); `onClose` asks the app to close it.
 * With a `day`, the calendar shows its month and its entry opens once the history is in.
 * @param {string} habitId
 * @param {{onClose: () => void, day?: string}} options
 */
export function openDetail(habitId, { onClose, day }) {
	if (current?.id === habitId) {
		if (day) current.openDay(day);
		return current;
	}
	current?.close({ instant: true });
	const opener = /** @type {HTMLElement | null} */ (document.activeElement);
	const today = /** @type {string} */ (todayDay()); // known once the app has loaded Today
	const { back, more, heroMain, body, screen } = detailScreen();
	/** @type {DetailState} */
	const d = {
		habitId,
		habit: findCard(habitId)?.habit ?? state.habits?.find((x) => x.id === habitId) ?? null,
		history: null,
		month: monthStart(today),
		start: addDays(today, -370),
		today,
		firstWeekday: firstWeekday(),
		closed: false,
		screen,
		render: () => render(),
		refresh: () => refresh(d),
		onClose,
	};
	byId('detail-root').append(screen);
	document.body.classList.add('detail-open');
	const unmodal = modalWhileNarrow(screen);
	requestAnimationFrame(() => screen.classList.add('open'));
	const actions = detailActions(d);

	back.addEventListener('click', () => onClose());
	more.addEventListener('click', () => openHabitMenu(more, d, actions));
	screen.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
		if (e.key === 'Escape' && !e.defaultPrevented && screen.contains(/** @type {Node | null} */ (e.target))) {
			e.preventDefault();
			onClose();
		}
	});

	/** Re-renders, keeping keyboard focus on the equivalent control. */
	function render() {
		const key = focusKey(/** @type {HTMLElement | null} */ (document.activeElement), body);
		more.hidden = !d.habit;
		if (!d.habit) body.replaceChildren(h('p', { class: 'detail-loading' }, 'Loading…'));
		else {
			drawHero(d, d.habit, heroMain);
			drawBody(d, d.habit, body, actions);
		}
		if (key) /** @type {HTMLElement | null} */ (body.querySelector(key))?.focus({ preventScroll: true });
	}

	const unfollow = follow(d);
	render();
	back.focus({ preventScroll: true });
	styled(screen, '/css/detail.css').then(() => {
		if (!d.closed && !screen.contains(document.activeElement)) back.focus({ preventScroll: true });
	});
	/** @param {string} at */
	const openDay = (at) => {
		if (d.closed || !/^\d{4}-\d{2}-\d{2}$/.test(at) || at > d.today) return;
		d.month = monthStart(at);
		d.render();
		actions.entry(at);
	};
	if (day) d.month = monthStart(day);
	d.refresh().then(() => {
		if (day) openDay(day);
	});

	current = {
		id: habitId,
		openDay,
		close: ({ instant = false } = {}) =>
			closeScreen(d, opener, instant, () => {
				unfollow();
				unmodal();
			}),
	};
	return current;
}

export const closeDetail = () => current?.close();

/**
 * Keeps the detail modal (focus held in it, the page behind inert) while the screen is narrower
 * than WIDE, and a pane beside the list from then on, as the window is resized or turned; returns
 * what lets go of it.
 * @param {HTMLElement} screen
 */
function modalWhileNarrow(screen) {
	return followingWidth((wide) => {
		screen.setAttribute('aria-modal', String(!wide));
		if (wide) return () => {};
		const untrap = trapFocus(screen);
		const undoInert = inertOthers(byId('detail-root'));
		// The list beside it, which had the focus, is behind it now: the focus comes into it.
		const focused = document.activeElement;
		if (!screen.contains(focused) && !byId('overlay-root').contains(focused)) screen.focus({ preventScroll: true });
		return () => {
			untrap();
			undoInert();
		};
	});
}

/**
 * A selector that finds the same control after a re-render.
 * @param {HTMLElement | null} el
 * @param {HTMLElement} root
 */
function focusKey(el, root) {
	if (!el || !root.contains(el) || el === root) return null;
	if (el.dataset.day) return `.${el.classList[0]}[data-day="${el.dataset.day}"]`;
	if (el.dataset.fk) return `[data-fk="${el.dataset.fk}"]`;
	return null;
}
