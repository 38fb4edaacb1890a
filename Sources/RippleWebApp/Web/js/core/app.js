// The entry: the screen registry (the tabs and the screens opened from anywhere, each loaded on
// first use but Today, which is on the first paint), the routes, and the start. The shell's parts
// live in their own modules: the theme (js/core/theme.js), the tab bar and the tabs' views
// (js/components/tabbar.js, tab-views.js), the offline banner, the start (js/core/startup.js) and
// the outbox started after it (js/core/start-sync.js).
import { $ } from './dom.js';
import { currentUserId, on, setOffline, state } from './store.js';
import { loadToday } from './data.js';
import './net.js';
import { warmEngine } from './engine-bridge.js';
import { openAddHabit, openSearch, leaveDetails, resetNav, registerScreens } from './app-links.js';
import * as Today from '../screens/today/today.js';
import { loadStylesheet } from './stylesheet.js';
import { announce, dismissToasts, toast } from '../components/ui.js';
import { effects, menus } from '../components/card-actions.js';
import { applyTheme } from './theme.js';
import { mountTabBar } from '../components/tabbar.js';
import { tabViews } from '../components/tab-views.js';
import { mountOfflineBanner } from '../components/offline-banner.js';
import { showStartError } from '../components/start-error.js';
import { hasStarted, ready, registerWorker, start } from './startup.js';
import { startSyncing } from './start-sync.js';

// Not on Today's first paint: accounts mode (asked once Today is up, or on a 401) and the styles of
// sheets, menus and alerts.
const gate = () => import('../screens/auth/gate.js');
// The screens opened from anywhere (js/core/app-links.js), loaded on first use.
registerScreens({
	habitForm: () => import('../screens/sheet/habitform.js'),
	upgrade: () => import('../screens/upgrade/upgrade.js'),
	search: () => import('../screens/search/search.js'),
});
// The offline outbox was sent (js/core/sync.js): said aloud, and shown when some could not be applied.
on('synced', (/** @type {{text: string, dropped: number}} */ { text, dropped }) => {
	announce(text);
	if (dropped) toast(text);
});
// A sealed word that did not open (changed, or moved onto another item): said until read, and left shut.
on('private-refused', (/** @type {string} */ text) =>
	toast(text, { action: 'OK', onAction: () => {}, duration: 30000 }),
);
// Signed up with "Turn on private mode" ticked (js/private/session.js): Privacy at its first step.
on('private-chosen', () =>
	import('../screens/profile/privacy.js').then((m) => m.openPrivacy({ startPrivateMode: true })),
);
const sheetStyles = () => loadStylesheet('/css/sheet.css');

/** @type {import('../components/tabbar.js').Tab[]} */
const TABS = [
	{ id: 'today', label: 'Today', icon: 'home', load: async () => Today },
	{ id: 'habits', label: 'Habits', icon: 'list', load: () => import('../screens/habits/habits.js') },
	{ id: 'stats', label: 'Statistics', icon: 'chart', load: () => import('../screens/stats/stats.js') },
	{ id: 'profile', label: 'Profile', icon: 'person', load: () => import('../screens/profile/profile.js') },
];

const main = /** @type {HTMLElement} */ ($('#main'));
/** @type {{close: () => void} | null} */
let detail = null;
/** @type {{close: () => void} | null} */
let coach = null;

const theme = () => applyTheme((accent) => import('../screens/profile/accent.js').then((m) => m.applyAccent(accent)));
matchMedia('(prefers-color-scheme: dark)').addEventListener('change', theme);

const bar = mountTabBar(TABS);
const tabs = tabViews({ main, tabs: TABS, bar, sheetStyles });

// — Routing: #/today, #/habits, #/stats, #/profile, #/habit/<id>[/<day>], #/coach/<id>, #/shared
// (over Habits) and #/partners/join/<token> (an invite link: kept, then followed over Profile)
/** @type {string | null} */
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
	const previous = lastHash;
	lastHash = hash;
	const m = hash.match(/^#\/(habit|coach)\/(.+)$/);
	if (m?.[1] !== 'coach') coach?.close();
	if (m) {
		if (!tabs.current()) await tabs.show('today');
		if (m[1] === 'coach') {
			coach = await (await import('../screens/coach/coach.js')).openCoach(m[2], previous);
			return;
		}
		const [{ openDetail }] = await Promise.all([import('../screens/detail/detail.js'), sheetStyles()]);
		// #/habit/<id>/<yyyy-MM-dd>: the detail at that day's entry (a search's note).
		const [id, day] = m[2].split('/');
		detail = openDetail(decodeURIComponent(id), { onClose: () => leaveDetails(tabs.current() ?? 'today'), day });
		return;
	}
	if (detail) {
		detail.close();
		detail = null;
		resetNav();
	}
	// Partners' routes (js/screens/partners/routes.js): an invite link (kept before anything else,
	// or by the sign-in gate if that comes first, so signing in on the way does not lose it) and
	// Shared with me.
	if (hash === '#/shared' || hash.startsWith('#/partners/join/')) {
		return (await import('../screens/partners/routes.js')).partnerRoute(hash, tabs.show);
	}
	await tabs.show(hash.slice(2));
}
addEventListener('hashchange', route);

const banner = mountOfflineBanner(main);
addEventListener('offline', () => setOffline(true));
addEventListener('online', () => {
	setOffline(false);
	loadToday().catch(() => {});
	if (hasStarted()) syncing();
});

const syncing = () => startSyncing(() => gate().then((m) => m.loadSession()), banner);

on('today', theme);

// What Today's first paint does without, fetched once it is up: the sheets' styles at once, then
// the celebrations, the card menus, the other screens' styles and the shell's gestures.
const appReady = () =>
	ready(sheetStyles, () => {
		['/css/detail.css', '/css/celebrate.css', '/css/toast.css'].forEach((href) => loadStylesheet(href));
		effects().catch(() => {});
		menus().catch(() => {});
		warmEngine().catch(() => {});
		import('../components/nav-gestures.js').then((m) => m.start(TABS, tabs.current, bar.showChrome)).catch(() => {});
		keyboardShortcuts().catch(() => {});
		if (state.accounts) import('../private/session.js').then((m) => m.checkPrivate(currentUserId())).catch(() => {});
	});

/** The keyboard shortcuts of medium and wide screens (js/components/shortcuts.js), from the tabs. */
async function keyboardShortcuts() {
	const [shortcuts, help, today] = await Promise.all([
		import('../components/shortcuts.js'),
		import('../components/shortcut-help.js'),
		import('../screens/today/keys.js'),
	]);
	const table = shortcuts.shortcutTable(TABS);
	shortcuts.startShortcuts(
		table,
		{
			...today.todayKeys,
			new: () => openAddHabit(),
			// As the tab's link does; the keyboard's focus goes to the top of the screen shown.
			tab: (_target, id) => {
				location.hash = `#/${id}`;
				main.focus({ preventScroll: true });
			},
			search: () => {
				openSearch();
			},
			help: () => help.toggleShortcutHelp(table),
		},
		help.helpLayer,
	);
}

/** @param {any} e what the first reads threw (the API client's error or the DOM's) */
function showError(e) {
	showStartError(main, e);
	appReady();
	registerWorker();
}

// The session ended while the app was in use (a 401, js/api/request.js): sign in over the current
// screen (js/screens/auth/gate.js). Before the start, start() asks itself.
on('unauthenticated', () => {
	if (hasStarted()) gate().then((m) => m.resumeSession());
});

start({
	main,
	route,
	signIn: async () => (await gate()).requireSignIn(),
	showError,
	onboarding: () => import('../screens/onboarding/onboarding.js'),
	ready: appReady,
	startSyncing: syncing,
});
