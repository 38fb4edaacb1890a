// The coach's screens, one layer over the app (beside the sidebar on wide screens) reached by
// #/coach/… links:
// new (the goal wizard), goal/<id> (the Journey), goal/<id>/week (Weekly Progress),
// goal/<id>/stage/<week> (Stage Detail), goal/<id>/review (end of week), goal/<id>/recalibrate.
// The Journey is not a fifth tab: it belongs to a goal (there may be several), and Today's coach
// card and Profile → Goals lead to it, so the bottom bar keeps four targets at 320 px.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { announce } from '../../components/ui.js';
import { modalBesideSidebar } from '../../core/wide.js';

/**
 * A coach screen: its title, its parent among the coach's screens when it has one (the Journey
 * for a week or a stage; none for the wizard and the Journey, which go back where the coach was
 * opened from), its content and what takes focus.
 * @typedef {{title: string, back?: Back, el: HTMLElement, focus?: HTMLElement | Element | null}} CoachView
 */
/** @typedef {{label: string, hash: string}} Back */

/**
 * The screens the coach opens over, by route, as a back button names them.
 * @type {Record<string, string>}
 */
const SCREENS = { today: 'Today', habits: 'Habits', stats: 'Statistics', profile: 'Profile' };

/**
 * The way back to `hash`, a screen outside the coach (Today when it is none of the tabs).
 * @param {string | null | undefined} hash
 * @returns {Back}
 */
function backTo(hash) {
	const tab = (hash ?? '').replace(/^#\/?/, '') || 'today';
	return SCREENS[tab]
		? { label: `Back to ${SCREENS[tab]}`, hash: `#/${tab}` }
		: { label: 'Back to Today', hash: '#/today' };
}

/** From this width the coach sits beside the sidebar rather than over the whole app (css/coach.css). */

/** @type {ReturnType<typeof makeLayer> | null} */
let layer = null;
/** Counts openCoach calls: only the newest one draws (an older screen answering late is dropped). */
let opening = 0;

/** @type {[RegExp, (...args: string[]) => Promise<CoachView>][]} */
const ROUTES = [
	[/^new$/, () => import('./wizard.js').then((m) => m.wizardView())],
	[/^goal\/([^/]+)$/, (id) => import('./journey.js').then((m) => m.journeyView(id))],
	[
		/^goal\/([^/]+)\/week(?:\/(\d{4}-\d\d-\d\d))?$/,
		(id, week) => import('./week.js').then((m) => m.weekView(id, week)),
	],
	[
		/^goal\/([^/]+)\/stage\/(\d+)$/,
		(id, week) => import('./stage-detail.js').then((m) => m.stageView(id, Number(week))),
	],
	[/^goal\/([^/]+)\/review$/, (id) => import('./review.js').then((m) => m.reviewView(id))],
	[/^goal\/([^/]+)\/recalibrate$/, (id) => import('./recalibrate.js').then((m) => m.recalibrateView(id))],
	[
		/^goal\/([^/]+)\/recalibrate\/(simplify|extend|repeat_stage)$/,
		(id, move) => import('./recalibrate.js').then((m) => m.recalibrateView(id, move)),
	],
];

/**
 * Shows the coach screen of `path` (the part after #/coach/). Its back button leads where the
 * person came from when that was outside the coach (Today's card, Profile), else to the screen's
 * parent in the coach, else where the coach was opened from.
 * @param {string} path
 * @param {string | null} [from] the route shown before this one (none on a page load)
 * @returns {Promise<{close: () => void}>}
 */
export async function openCoach(path, from = null) {
	const my = ++opening;
	const outside = from != null && !from.startsWith('#/coach/');
	await loadStylesheet('/css/coach.css');
	if (!layer) layer = makeLayer(backTo(outside ? from : null));
	const route = ROUTES.find(([re]) => re.test(path));
	const m = route ? path.match(route[0]) : null;
	const body = layer.body;
	body.setAttribute('aria-busy', 'true');
	/** @type {CoachView} */
	let view;
	try {
		view = route && m ? await route[1](...m.slice(1).map((x) => (x ? decodeURIComponent(x) : x))) : notFound();
	} catch (e) {
		view = failed(e);
	}
	// A screen the user has already left (another coach link was followed while this one loaded)
	// must not cover the newer one.
	if (!layer || my !== opening) return { close };
	layer.title.textContent = view.title;
	layer.back.hidden = false;
	const back = outside ? layer.entry : (view.back ?? layer.entry);
	layer.backLabel.textContent = back.label;
	layer.backHash = back.hash;
	body.replaceChildren(view.el);
	body.removeAttribute('aria-busy');
	layer.scroll.scrollTop = 0;
	document.title = `${view.title} · Ripple`;
	/** @type {HTMLElement} */ (view.focus?.isConnected ? view.focus : layer.title).focus({ preventScroll: true });
	return { close };
}

/**
 * The coach's layer over the app.
 * @param {Back} entry the way back to the screen it was opened over
 */
function makeLayer(entry) {
	const back = h(
		'button',
		{ type: 'button', class: 'coach-back' },
		h('span', { html: icon('chevron-left', { size: 22, stroke: 2.4 }) }),
	);
	const backLabel = h('span', { class: 'coach-back-label' });
	back.append(backLabel);
	const title = h('h1', { class: 'coach-title', id: 'coach-title', tabindex: '-1' });
	const body = h('div', { class: 'coach-body' });
	const scroll = h('div', { class: 'coach-scroll' }, h('header', { class: 'coach-head' }, back, title), body);
	const el = h(
		'div',
		{ class: 'coach', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'coach-title' },
		scroll,
	);
	const opener = /** @type {HTMLElement | null} */ (document.activeElement);
	document.getElementById('detail-root')?.append(el);
	document.body.classList.add('coach-open');
	const release = modalBesideSidebar(el);
	const l = { el, back, backLabel, title, body, scroll, backHash: entry.hash, entry, release, opener };
	back.addEventListener('click', () => {
		location.hash = l.backHash;
	});
	el.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
		if (e.key === 'Escape' && !e.defaultPrevented && !(e.target instanceof HTMLTextAreaElement)) {
			e.preventDefault();
			location.hash = l.backHash;
		}
	});
	return l;
}

/** Closes the coach layer (another route was chosen). */
function close() {
	if (!layer) return;
	const l = layer;
	layer = null;
	l.release();
	l.el.remove();
	document.body.classList.remove('coach-open');
	// Focus goes back where the user came from (or to the screen when that has been redrawn).
	(l.opener?.isConnected && l.opener !== document.body ? l.opener : document.getElementById('main'))?.focus({
		preventScroll: true,
	});
}

/** @returns {CoachView} */
function notFound() {
	return { title: 'Not found', el: h('p', { class: 'cw-note' }, 'This coach page does not exist.') };
}

/**
 * @param {any} e any: whatever the screen threw (the API client's error or the DOM's)
 * @returns {CoachView}
 */
function failed(e) {
	const text = e?.status === 404 ? 'This goal is no longer here.' : (e?.message ?? 'Something went wrong.');
	announce(text);
	return {
		title: 'Your coach',
		el: h(
			'div',
			{ class: 'cw-error', role: 'alert' },
			h('p', {}, text),
			h('a', { class: 'btn btn-secondary', href: '#/today' }, 'Back to Today'),
		),
	};
}
