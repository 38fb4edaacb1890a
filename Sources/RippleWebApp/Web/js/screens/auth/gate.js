// Accounts mode: who is signed in, and the way back in when there is no session. The
// app asks the server whether accounts are on (GET /auth/status) and who is signed in (GET /me);
// any 401 "unauthenticated" answer (js/api/request.js) brings up the sign-in screen over the
// screen the user was on, and signing in takes them back to it. Writes queued meanwhile wait in
// the outbox under the account that made them.
import * as api from '../../api/accounts.js';
import { state, setSession } from '../../core/store.js';
import { loadToday } from '../../core/data.js';
import { keepPartnerLink, partnerLinkNeedsSignIn } from '../../core/partner-link.js';

/** @typedef {import('../../api/types.js').User} User */

const ZONE_SENT = 'ripple.tz.user.';

/**
 * Learns the mode and the account: local mode forgets any account; offline keeps the last one.
 * @returns {Promise<void>}
 */
export async function loadSession() {
	try {
		const status = await api.authStatus();
		if (!status.accounts) {
			setSession(false, null);
			return;
		}
		setSession(true, status.signedIn ? await api.getMe() : state.user);
	} catch (e) {
		if (e.offline || e.unauthenticated) {
			setSession(state.user != null, state.user);
			return;
		}
		setSession(false, null); // a server without accounts (no auth routes)
	}
}

/**
 * Whether the session this browser holds works now (GET /me answers). A 401 may answer a request
 * sent before a sign-in that has since finished; it says nothing about the new session.
 * @returns {Promise<boolean>}
 */
export async function sessionWorks() {
	try {
		const user = await api.getMe();
		return user != null && user.id === state.user?.id;
	} catch {
		return false;
	}
}

let resuming = false;

/**
 * The session ended while the app was in use: sign in over the current screen. The same account
 * carries on where it was and its queued writes are sent; another account gets a fresh start of
 * the app (at the same address).
 */
export async function resumeSession() {
	if (resuming) return;
	resuming = true;
	const before = state.user?.id ?? null;
	// A request sent just before a sign-in may be answered 401 just after it: ask only when the
	// session really is gone (GET /me is refused too; its own 401 lands here while `resuming`).
	if (before && (await sessionWorks())) {
		resuming = false;
		return;
	}
	const user = await requireSignIn({ expired: true });
	if (user.id !== before) {
		location.reload();
		return;
	}
	resuming = false;
	await loadToday().catch(() => {});
	(await import('../../core/sync.js')).flush();
}

/** @type {Promise<User> | null} */
let asking = null;

/**
 * Shows the sign-in screen (once, however many requests were refused) and resolves with the
 * account signed in.
 * @param {{expired?: boolean}} [options] `expired`: the session ended while the app was in use
 * @returns {Promise<User>}
 */
export function requireSignIn(options = {}) {
	asking ??= (async () => {
		/** @type {import('../../api/types.js').AuthStatus | null} */
		let status = null;
		try {
			status = await api.authStatus();
		} catch {
			status = null;
		}
		const { showAuthScreen } = await import('./screen.js');
		// An invite link may still be in the address: the app keeps it once its module has loaded.
		keepPartnerLink(location.hash);
		const user = await showAuthScreen({
			registration: status?.registration ?? 'closed',
			expired: !!options.expired,
			invited: partnerLinkNeedsSignIn(),
			signIn,
			signUp,
		});
		asking = null;
		return user;
	})();
	return asking;
}

/**
 * @param {{email: string, password: string}} credentials
 * @returns {Promise<User>}
 */
async function signIn(credentials) {
	const { user } = await api.signIn(credentials);
	return adopt(user);
}

/**
 * @param {{email: string, password: string, inviteCode?: string | null}} fields
 * @returns {Promise<User>}
 */
async function signUp(fields) {
	const { user } = await api.register(fields);
	return adopt(user);
}

/**
 * The account is now this browser's; on its first sign-in here, the account takes the browser's
 * time zone (editable later in Profile).
 * @param {User} user
 * @returns {Promise<User>}
 */
async function adopt(user) {
	let signedIn = user;
	const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
	let sent = null;
	try {
		sent = localStorage.getItem(ZONE_SENT + user.id);
	} catch {
		/* private mode */
	}
	if (zone && !sent) {
		if (user.timeZone !== zone) signedIn = await api.updateMe({ timeZone: zone }).catch(() => user);
		try {
			localStorage.setItem(ZONE_SENT + user.id, zone);
		} catch {
			/* private mode */
		}
	}
	setSession(true, signedIn);
	return signedIn;
}

/** Signs out on the server, then forgets this browser's copy of the account's data. */
export async function signOutHere() {
	try {
		await api.signOut();
	} catch (e) {
		if (!e.unauthenticated) throw e;
	}
	await forgetLocalData();
	setSession(true, null);
}

/** After the account is deleted: nothing of it stays in this browser. */
export async function forgetAccount() {
	await forgetLocalData();
	setSession(true, null);
}

/** The cached Today, the service worker's saved answers and private mode's key on this device
 * belong to the account that left (signing in again asks for the passphrase). */
async function forgetLocalData() {
	const who = state.user?.id;
	if (who) {
		const session = await import('../../private/session.js');
		await session.end(who).catch(() => {});
	}
	for (const k of ['ripple.today', 'ripple.lastBackup', 'ripple.habits.collapsed']) {
		try {
			localStorage.removeItem(k);
		} catch {
			/* private mode */
		}
	}
	try {
		if ('caches' in window) await caches.delete('ripple-data-v1');
	} catch {
		/* not available */
	}
}
