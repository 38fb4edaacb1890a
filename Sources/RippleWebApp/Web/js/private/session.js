// Private mode on this device, from the start: the account key found (or asked for on the unlock
// screen), the sealed items fetched and opened, and the API client told to seal what it sends and
// to lay the words over what it reads (js/api/request.js privateWords). An account this device
// does not know to be private is asked about once the app is up (checkPrivate); one turned on or
// off elsewhere starts again.
import { privateWords } from '../api/request.js';
import { getPrivateMode } from '../api/private.js';
import { forgetDevice, keepKey, keptKey } from './device.js';
import { flagged, setFlag } from './flag.js';
import { refreshItems, refused } from './items.js';
import { overlay } from './overlay.js';
import { forgetWords, held } from './words.js';
import { sealWrite } from './writes.js';
import { emit } from '../core/store.js';
import { forgetReplica } from '../engine/replica.js';

/** Whether private mode is open on this device (the words overlaid, writes sealed). */
export const isOpen = () => held.key != null;

/** @type {string | null} */
let user = null;
/** A sweep of plain words asked for by an answer (js/private/sweep.js), run once at a time. */
let sweeping = /** @type {Promise<void> | null} */ (null);
/** What to sweep again once the running sweep ends: null for nothing. */
let again = /** @type {{notes: boolean} | null} */ (null);
/** When the last sweep of notes began: it reads every check-in, so at most one a minute. */
let notesSweptAt = 0;

/**
 * Seals what the server still holds in plain words: habits and categories, and for a day's note
 * or mood (`kind` 'day') every day's; asked again if asked while running.
 * @param {'habit' | 'day'} [kind]
 */
function sweepSoon(kind = 'habit') {
	if (!user) return;
	let notes = kind === 'day';
	if (notes && Date.now() - notesSweptAt < 60_000) notes = false;
	if (sweeping) {
		again = { notes: notes || !!again?.notes };
		return;
	}
	if (notes) notesSweptAt = Date.now();
	const who = user;
	sweeping = import('./sweep.js')
		.then((m) => m.sealPlain(who, { notes }))
		// A turning on cut short is done once every note is sealed too.
		.then(() => {
			if (notes) markSealing(false);
		})
		.catch(() => {})
		.finally(() => {
			sweeping = null;
			const next = again;
			again = null;
			if (next) sweepSoon(next.notes ? 'day' : 'habit');
		});
}

/**
 * Opens private mode for `who` before anything is read: the key this device keeps, else the
 * unlock screen; then the words. Resolves false when the account is not private after all.
 * @param {string} who
 * @returns {Promise<boolean>}
 */
export async function openPrivate(who) {
	user = who;
	held.key = await keptKey(who).catch(() => null);
	if (!held.key) {
		const mode = await getPrivateMode();
		if (!mode.enabled || !mode.keyring) {
			await forgetDevice(who);
			return false;
		}
		const { showUnlock } = await import('./unlock-screen.js');
		held.key = await showUnlock(mode.keyring);
		await keepKey(who, held.key);
		// A replica kept before this device opened private mode holds neutral names: filled again.
		await forgetReplica(who);
	}
	await refreshItems(who, { all: true });
	refreshed = Date.now();
	listen();
	if (refused.length) emit('private-refused', refused[0]);
	if (pendingSeal()) sweepSoon('day');
	return true;
}

/** When the words were last fetched: Today and the changes feed fetch them again after a while. */
let refreshed = 0;
const FRESH_MS = 15000;
const FETCHES_WORDS = /^\/(today|changes)\b/;

/** The API client seals and overlays from here on. */
function listen() {
	const who = /** @type {string} */ (user);
	privateWords.seal = (method, path, body) =>
		method === 'GET' ? Promise.resolve({ body }) : sealWrite(who, method, path, body);
	privateWords.open = async (answer, path) => {
		// Words another device saved since (a rename, a note) before Today or the replica is drawn.
		if (FETCHES_WORDS.test(path) && Date.now() - refreshed > FRESH_MS) {
			refreshed = Date.now();
			await refreshItems(who).catch(() => {});
		}
		return overlay(answer, path, { onPlain: sweepSoon });
	};
}

/** Private mode closed on this device: nothing sealed or overlaid from here on. */
function close() {
	privateWords.seal = privateWords.open = null;
	forgetWords();
}

/**
 * Once the app is up: whether the server's word on private mode agrees with this device's. An
 * account turned private elsewhere, or turned back, starts again (the unlock screen, or plain).
 * @param {string | null} who
 */
export async function checkPrivate(who) {
	if (!who) return;
	if (chosenAtSignUp(who)) emit('private-chosen', null);
	const before = flagged(who);
	const mode = await getPrivateMode().catch(() => null);
	// Turned on or off on this very device while the server was asked: its answer is already old.
	if (!mode || flagged(who) !== before) return;
	if (mode.enabled && !flagged(who)) setFlag(who, true);
	else if (!mode.enabled && flagged(who)) await forgetDevice(who);
	else return;
	location.reload();
}

/**
 * Whether `who` signed up here with "Turn on private mode" ticked (asked once).
 * @param {string} who
 */
function chosenAtSignUp(who) {
	try {
		const chosen = sessionStorage.getItem('ripple.private.chosen');
		sessionStorage.removeItem('ripple.private.chosen');
		return chosen === who;
	} catch {
		return false;
	}
}

const PENDING = 'ripple.private.sealing';
/** Whether turning on was cut short before every word was sealed. */
const pendingSeal = () => {
	try {
		return localStorage.getItem(PENDING) === user;
	} catch {
		return false;
	}
};
/** @param {boolean} on */
export function markSealing(on) {
	try {
		if (on && user) localStorage.setItem(PENDING, user);
		else localStorage.removeItem(PENDING);
	} catch {
		/* storage blocked */
	}
}

/**
 * Starts private mode for `who` on this device with the key just made or opened (turning on).
 * @param {string} who
 * @param {CryptoKey} key
 */
export async function begin(who, key) {
	user = who;
	held.key = key;
	await keepKey(who, key);
	setFlag(who, true);
	listen();
}

/**
 * Private mode is off (or the account signed out): this device forgets it.
 * @param {string} who
 */
export async function end(who) {
	close();
	await forgetDevice(who);
}
