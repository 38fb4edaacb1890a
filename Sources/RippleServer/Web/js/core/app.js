// The shell: tab bar, floating + button, routing, theme, offline banner, splash, service worker.
import { h, $ } from './dom.js';
import { icon } from '../components/icons.js';
import { on, setOffline, settings, setToday, state } from './store.js';
import { loadToday, cachedToday, loadMeta, lockSet } from './data.js';
import './net.js';
import { offlineToday, warmEngine } from './engine-bridge.js';
import { updateSettings } from '../api/settings.js';
import { openAddHabit, leaveDetails, resetNav, registerScreens } from './app-links.js';
import * as Today from '../screens/today/today.js';
import { loadStylesheet, styled } from './stylesheet.js';
import { announce, dismissToasts, toast } from '../components/ui.js';
import { token } from './tokens.js';
import { effects, menus } from '../components/card-actions.js';

// Not on Today's first paint: accounts mode (asked once Today is up, or on a 401) and the styles of
// sheets, menus and alerts.
const gate = () => import('../screens/auth/gate.js');
// The screens opened from anywhere (js/core/app-links.js), loaded on first use.
registerScreens({
	habitForm: () => import('../screens/sheet/habitform.js'),
	upgrade: () => import('../screens/upgrade/upgrade.js'),
});
// The offline outbox was sent (js/core/sync.js): said aloud, and shown when some could not be applied.
on('synced', (/** @type {{text: string, dropped: number}} */ { text, dropped }) => {
	announce(text);
	if (dropped) toast(text);
});
const sheetStyles = () => loadStylesheet('/css/sheet.css');

const TABS = [
	{ id: 'today', label: 'Today', icon: 'home', load: async () => Today },
	{ id: 'habits', label: 'Habits', icon: 'list', load: () => import('../screens/habits/habits.js') },
	{ id: 'stats', label: 'Statistics', icon: 'chart', load: () => import('../screens/stats/stats.js') },
	{ id: 'profile', label: 'Profile', icon: 'person', load: () => import('../screens/profile/profile.js') },
];

const main = $('#main');
const mounted = new Map();
let currentTab = null;
let detail = null;
let coach = null;

// — Theme (settings.theme: light / dark / auto), remembered for the next first paint.
// `data-theme` holds the choice (absent for Auto); `data-scheme` the colours in use, which is
// what the style sheets follow, so each dark rule is written once.
function applyTheme() {
	const theme = settings().theme ?? 'auto';
	const root = document.documentElement;
	if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
	else delete root.dataset.theme;
	const dark = theme === 'dark' || (theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
	root.dataset.scheme = dark ? 'dark' : 'light';
	const accent = settings().accent;
	if (
		(accent && accent.toLowerCase() !== token('--accent-indigo').toLowerCase()) ||
		document.getElementById('accent-style')
	)
		import('../screens/profile/accent.js').then((m) => m.applyAccent(accent));
	try {
		localStorage.setItem('ripple.theme', theme);
	} catch {
		/* private mode */
	}
	$('meta[name="theme-color"]').setAttribute('content', token('--theme-color'));
}
matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applyTheme);

// — Tab bar and floating button
const blob = h('span', { class: 'tab-blob', 'aria-hidden': 'true' });
const tabLinks = TABS.map((t) =>
	h(
		'a',
		{ class: 'tab', href: `#/${t.id}`, dataset: { tab: t.id }, 'aria-label': t.label },
		h('span', { html: icon(t.icon, { size: 24 }) }),
		h('span', { class: 'tab-label', 'aria-hidden': 'true' }, t.label),
	),
);
const tabbar = h('nav', { class: 'tabbar', 'aria-label': 'Main' }, h('div', { class: 'tabbar-inner' }, blob, tabLinks));
const fab = h('button', {
	type: 'button',
	id: 'fab',
	class: 'fab',
	'aria-label': 'Add habit',
	html: icon('plus', { size: 28, stroke: 2.6 }),
	onclick: () => openAddHabit(),
});
document.body.insertBefore(tabbar, $('#detail-root'));
document.body.insertBefore(fab, tabbar);

async function showTab(id) {
	const tab = TABS.find((t) => t.id === id) ?? TABS[0];
	const prev = currentTab;
	currentTab = tab.id;
	let view = mounted.get(tab.id);
	if (!view) {
		const el = h('section', { class: 'view', id: `view-${tab.id}`, 'aria-label': tab.label });
		main.append(el);
		const [mod] = await Promise.all([tab.load(), tab.id === 'today' ? null : sheetStyles()]);
		view = { el, ctl: mod.mount(el) };
		mounted.set(tab.id, view);
		watchScroll(el);
	}
	for (const [key, v] of mounted) v.el.hidden = key !== tab.id;
	tabLinks.forEach((a, i) => {
		const on = a.dataset.tab === tab.id;
		if (on) a.setAttribute('aria-current', 'page');
		else a.removeAttribute('aria-current');
		if (on) blob.style.setProperty('--tab-index', i);
	});
	if (prev && prev !== tab.id) {
		const a = tabLinks.find((x) => x.dataset.tab === tab.id);
		for (const el of [a, blob]) {
			el.classList.remove('bounce', 'morph');
			void el.offsetWidth;
		}
		a.classList.add('bounce');
		blob.classList.add('morph');
		view.el.classList.remove('entering');
		void view.el.offsetWidth;
		view.el.classList.add('entering');
	}
	showChrome(true);
	document.title = tab.id === 'today' ? 'Ripple' : `${tab.label} · Ripple`;
}

/**
 * The + and the tab bar hide while the user scrolls down and come back on the way up or near the
 * top. Direction is judged over a whole movement, not per scroll event,
 * so the slow small steps of a finger count as much as a mouse wheel's jumps. Only the user's own
 * scrolling hides them, not a scroll the page makes (a focused card brought into view).
 */
const SCROLL_KEYS = new Set(['ArrowDown', 'PageDown', 'End', ' ']);
function watchScroll(el) {
	let last = 0;
	let turn = 0; // where the current direction of movement began
	let dir = 0;
	let inputAt = -Infinity;
	const input = () => {
		inputAt = performance.now();
	};
	el.addEventListener('wheel', input, { passive: true });
	el.addEventListener('touchmove', input, { passive: true });
	el.addEventListener('keydown', (e) => {
		if (SCROLL_KEYS.has(e.key)) input();
	});
	el.addEventListener(
		'scroll',
		() => {
			if (el.hidden) return;
			const y = el.scrollTop;
			const d = y - last;
			if (d > 0 && dir <= 0) {
				dir = 1;
				turn = last;
			} else if (d < 0 && dir >= 0) {
				dir = -1;
				turn = last;
			}
			const byUser = performance.now() - inputAt < 600;
			if (y < 40) showChrome(true);
			else if (dir > 0 && byUser && y - turn > 24 && y > 80) showChrome(false);
			else if (dir < 0 && turn - y > 24) showChrome(true);
			last = y;
		},
		{ passive: true },
	);
}

function showChrome(show) {
	fab.classList.toggle('is-hidden', !show);
	tabbar.classList.toggle('is-hidden', !show);
}
// Keyboard users tabbing to the tab bar bring it back.
tabbar.addEventListener('focusin', () => showChrome(true));

// — Routing: #/today, #/habits, #/stats, #/profile, #/habit/<id>
let lastHash = null;
async function route() {
	const hash = location.hash || '#/today';
	if (hash === '#/add') {
		location.replace('#/today');
		return openAddHabit();
	}
	// A toast speaks of the screen it was shown on: it does not follow the user into another tab or
	// another habit's details. Closing the details keeps it (an archive there says so on the list).
	const leavingDetails = lastHash?.startsWith('#/habit/') && !hash.startsWith('#/habit/');
	if (lastHash !== null && hash !== lastHash && !leavingDetails) dismissToasts();
	lastHash = hash;
	const m = hash.match(/^#\/(habit|coach)\/(.+)$/);
	if (m?.[1] !== 'coach') coach?.close();
	if (m) {
		if (!currentTab) await showTab('today');
		if (m[1] === 'coach') {
			coach = await (await import('../screens/coach/coach.js')).openCoach(m[2]);
			return;
		}
		const [{ openDetail }] = await Promise.all([import('../screens/detail/detail.js'), sheetStyles()]);
		detail = openDetail(decodeURIComponent(m[2]), { onClose: () => leaveDetails(currentTab ?? 'today') });
		return;
	}
	if (detail) {
		detail.close();
		detail = null;
		resetNav();
	}
	await showTab(hash.slice(2));
}
addEventListener('hashchange', route);

// — Offline banner
const banner = h(
	'div',
	{ class: 'offline-banner', role: 'status', hidden: true },
	h('span', { html: icon('cloud-off', { size: 16 }) }),
	h('span', {}, "You're offline — showing your last saved data"),
);
document.body.insertBefore(banner, main);
on('offline', (off) => {
	banner.hidden = !off;
});
addEventListener('offline', () => setOffline(true));
addEventListener('online', () => {
	setOffline(false);
	loadToday().catch(() => {});
	if (started) startSyncing();
});

/**
 * The offline outbox (queued check-ins over Today, the banner, replay; in accounts mode only the
 * signed-in account's): its modules load after Today is up, or when the connection returns.
 * @type {Promise<void> | null}
 */
let syncing = null;
function startSyncing() {
	syncing ??= gate()
		.then((m) => m.loadSession())
		.then(async () => {
			syncTimeZone();
			(await import('./sync.js')).startSync(banner);
		})
		.catch(() => {
			syncing = null;
		});
	return syncing;
}

on('today', applyTheme);

async function syncTimeZone() {
	if (state.accounts) return; // accounts mode: the account takes the zone on first sign-in (js/auth/gate.js)
	const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
	if (!tz || settings().timeZone === tz) return;
	let asked = null;
	try {
		asked = localStorage.getItem('ripple.tz');
	} catch {
		/* ignore */
	}
	if (asked === tz) return;
	try {
		await updateSettings({ timeZone: tz });
		localStorage.setItem('ripple.tz', tz);
		await loadToday();
	} catch {
		/* keep the server's zone */
	}
}

function hideSplash() {
	const splash = $('#splash');
	splash?.classList.add('out');
	setTimeout(() => splash?.remove(), 260);
}

function ready() {
	hideSplash();
	requestAnimationFrame(() => requestAnimationFrame(() => document.documentElement.classList.add('theme-anim')));
	window.__rippleReady = performance.now();
	dispatchEvent(new Event('ripple:ready'));
	// What Today's first paint does without, fetched once it is up: the sheets' styles at once, then
	// the celebrations, the card menus and the other screens' styles.
	sheetStyles();
	const later = () => {
		['/css/detail.css', '/css/celebrate.css', '/css/toast.css'].forEach((href) => loadStylesheet(href));
		effects().catch(() => {});
		menus().catch(() => {});
		warmEngine().catch(() => {});
		import('../components/nav-gestures.js').then((m) => m.start(TABS, () => currentTab, showChrome)).catch(() => {});
	};
	if ('requestIdleCallback' in window) requestIdleCallback(later, { timeout: 800 });
	else setTimeout(later, 200);
}

let started = false;
/** Only the first start draws a kept Today. */
let warmStarted = false;

// Warm start: the Today this device last saw, when js/core/warm.js found one for this start (of its
// day, on Today, no app lock), is drawn at once, marked busy, until the server's answer takes its
// place. Another screen waits for the server as before.
function keptToday() {
	const kept = window.__warmToday ?? null;
	window.__warmToday = null;
	return kept;
}
const refreshing = (on) => (on ? main.setAttribute('aria-busy', 'true') : main.removeAttribute('aria-busy'));

async function start() {
	if (lockSet()) await (await import('../lock/start.js')).unlockFirst();
	const kept = warmStarted ? null : keptToday();
	warmStarted = true;
	if (kept) {
		setToday(kept);
		refreshing(true);
		hideSplash();
		await route();
	}
	try {
		await Promise.all([loadToday(), loadMeta().catch(() => null)]);
	} catch (e) {
		refreshing(false);
		// Accounts mode without a session: sign in (or up) first, then start as usual.
		if (e.unauthenticated) {
			hideSplash();
			await (await gate()).requireSignIn();
			return start();
		}
		// The engine's Today, else the last copy.
		const cached = (await offlineToday()) ?? cachedToday();
		if (cached) {
			setToday(cached);
			setOffline(true);
		} else return showError(e);
	}
	refreshing(false);
	if (!kept) await route();
	started = true;
	await maybeOnboard();
	ready();
	startSyncing();
	if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => {});
}

/** First start: onboarding, once; someone who already has habits is not shown it. */
async function maybeOnboard() {
	const t = state.today;
	if (!t || settings().onboardingDone !== false || state.offline) return;
	if (t.habitCount > 0) {
		updateSettings({ onboardingDone: true }).catch(() => {});
		return;
	}
	try {
		await (await import('../screens/onboarding/onboarding.js')).showOnboarding();
	} catch {
		/* the app works without it */
	}
}

function showError(e) {
	const retry = h('button', { type: 'button', class: 'btn btn-primary' }, 'Try again');
	const el = h(
		'div',
		{ class: 'soon', role: 'alert' },
		h(
			'div',
			{ class: 'soon-inner' },
			h('div', { class: 'soon-mark', html: icon('cloud-off', { size: 40 }) }),
			h('h1', {}, "Can't reach Ripple"),
			h('p', {}, e.offline ? 'Check your connection and try again.' : e.message),
			retry,
		),
	);
	styled(el, '/css/soon.css');
	main.replaceChildren(el);
	retry.addEventListener('click', () => location.reload());
	ready();
	if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => {});
}

// The session ended while the app was in use (a 401, js/api/request.js): sign in over the current
// screen (js/screens/auth/gate.js). Before the start, start() asks itself.
on('unauthenticated', () => {
	if (started) gate().then((m) => m.resumeSession());
});

start();
