// The start: the app lock, a kept Today drawn at once, the server's Today and meta, then the
// route, onboarding once and what the first paint did without. What belongs to a screen or a
// component (the routes, signing in, the error screen, the deferred work) the entry passes in.
import { $ } from './dom.js';
import { currentUserId, setOffline, settings, setToday, state } from './store.js';
import { flagged } from '../private/flag.js';
import { privateWords } from '../api/request.js';
import { loadToday, cachedToday, loadMeta, lockSet } from './data.js';
import { offlineToday } from './engine-bridge.js';
import { updateSettings } from '../api/settings.js';

/**
 * What the entry passes in: the element the screens live in, the route, signing in, the error
 * screen (its `e` any: whatever the first reads threw, the API client's error or the DOM's), the
 * onboarding screen, what follows the start, and the outbox.
 * @typedef {{
 *   main: HTMLElement,
 *   route: () => Promise<unknown>,
 *   signIn: () => Promise<unknown>,
 *   showError: (e: any) => void,
 *   onboarding: () => Promise<{showOnboarding: () => Promise<unknown>}>,
 *   ready: () => void,
 *   startSyncing: () => unknown,
 * }} StartHooks
 */

let started = false;
/** Only the first start draws a kept Today. */
let warmStarted = false;

/** Whether the app has started (the first route drawn from the server's or a saved Today). */
export const hasStarted = () => started;

function hideSplash() {
	const splash = $('#splash');
	splash?.classList.add('out');
	setTimeout(() => splash?.remove(), 260);
}

/**
 * The app is up: the splash goes, theme changes animate from now on, scripts/bench-web reads the
 * time, `soon` runs at once and `idle` when the browser is idle.
 * @param {() => unknown} soon
 * @param {() => void} idle
 */
export function ready(soon, idle) {
	hideSplash();
	requestAnimationFrame(() => requestAnimationFrame(() => document.documentElement.classList.add('theme-anim')));
	window.__rippleReady = performance.now();
	dispatchEvent(new Event('ripple:ready'));
	soon();
	if ('requestIdleCallback' in window) requestIdleCallback(idle, { timeout: 800 });
	else setTimeout(idle, 200);
}

export function registerWorker() {
	if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => {});
}

// Warm start: the Today this device last saw, when js/core/warm.js found one for this start (of its
// day, on Today, no app lock), is drawn at once, marked busy, until the server's answer takes its
// place. Another screen waits for the server as before.
function keptToday() {
	const kept = window.__warmToday ?? null;
	window.__warmToday = null;
	return kept;
}
/** @param {HTMLElement} main @param {boolean} on */
const refreshing = (main, on) => (on ? main.setAttribute('aria-busy', 'true') : main.removeAttribute('aria-busy'));

/** @param {StartHooks} hooks @returns {Promise<void>} */
export async function start(hooks) {
	const { main } = hooks;
	if (lockSet()) await (await import('../lock/start.js')).unlockFirst();
	const kept = warmStarted ? null : keptToday();
	warmStarted = true;
	if (kept) {
		setToday(kept);
		refreshing(main, true);
		hideSplash();
		await hooks.route();
	}
	try {
		// Private mode (js/private/): the words opened, or the unlock screen, before the first read.
		const who = currentUserId();
		if (flagged(who)) {
			privateWords.opening = import('../private/session.js').then((m) => m.openPrivate(/** @type {string} */ (who)));
			try {
				await privateWords.opening;
			} finally {
				privateWords.opening = null;
			}
		}
		await Promise.all([loadToday(), loadMeta().catch(() => null)]);
	} catch (e) {
		refreshing(main, false);
		// Accounts mode without a session: sign in (or up) first, then start as usual.
		if (e.unauthenticated) {
			hideSplash();
			await hooks.signIn();
			return start(hooks);
		}
		// The engine's Today, else the last copy.
		const cached = (await offlineToday()) ?? cachedToday();
		if (cached) {
			setToday(cached);
			setOffline(true);
		} else return hooks.showError(e);
	}
	refreshing(main, false);
	if (!kept) await hooks.route();
	started = true;
	await maybeOnboard(hooks.onboarding);
	hooks.ready();
	hooks.startSyncing();
	registerWorker();
}

/**
 * First start: onboarding, once; someone who already has habits is not shown it.
 * @param {StartHooks['onboarding']} onboarding
 */
async function maybeOnboard(onboarding) {
	const t = state.today;
	if (!t || settings().onboardingDone !== false || state.offline) return;
	if (t.habitCount > 0) {
		updateSettings({ onboardingDone: true }).catch(() => {});
		return;
	}
	try {
		await (await onboarding()).showOnboarding();
	} catch {
		/* the app works without it */
	}
}
