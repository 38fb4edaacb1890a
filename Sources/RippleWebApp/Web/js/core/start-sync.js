// After the start: the offline outbox (queued check-ins over Today, the banner, replay; in
// accounts mode only the signed-in account's) and the device's time zone, sent to the server once.
import { settings, state } from './store.js';
import { loadToday } from './data.js';
import { updateSettings } from '../api/settings.js';

/**
 * The outbox's modules load after Today is up, or when the connection returns.
 * @type {Promise<void> | null}
 */
let syncing = null;

/**
 * Starts the outbox once (again after a failed start).
 * @param {() => Promise<unknown>} loadSession reads the session first (accounts mode)
 * @param {HTMLElement} banner the offline banner, which the outbox's state is told in
 */
export function startSyncing(loadSession, banner) {
	syncing ??= loadSession()
		.then(async () => {
			syncTimeZone();
			(await import('./sync.js')).startSync(banner);
		})
		.catch(() => {
			syncing = null;
		});
	return syncing;
}

async function syncTimeZone() {
	if (state.accounts) return; // accounts mode: the account takes the zone on first sign-in (js/screens/auth/gate.js)
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
