// What this device keeps of private mode, per account: the account key (a CryptoKey that cannot be
// exported, kept in IndexedDB so the app and its service worker use it without the passphrase),
// the sealed items as the server last sent them (ciphertext: an offline start opens them here),
// and the flag of js/private/flag.js. Forgotten when private mode is turned off, or this device
// signed out.
import { keyValueStore } from '../lock/key-value-store.js';
import { setFlag } from './flag.js';

/** Shared with sw-notifications.js, which names a habit in a reminder from it. */
const run = keyValueStore('ripple-private', 'device');

/** @typedef {{since: number, items: Record<string, string>}} KeptItems "kind|id" → sealed */

/** The account key this device holds for `user`, or null. @returns {Promise<CryptoKey | null>} */
export const keptKey = (/** @type {string} */ user) =>
	run('readonly', (s) => s.get(`key:${user}`)).then((k) => k ?? null);

/** @param {string} user @param {CryptoKey} key */
export const keepKey = (user, key) =>
	run('readwrite', (s) => {
		s.put(key, `key:${user}`);
	});

/** The sealed items kept for `user`. @returns {Promise<KeptItems>} */
export const keptItems = (/** @type {string} */ user) =>
	run('readonly', (s) => s.get(`items:${user}`)).then((k) => k ?? { since: 0, items: {} });

/** @param {string} user @param {KeptItems} kept */
export const keepItems = (user, kept) =>
	run('readwrite', (s) => {
		s.put(kept, `items:${user}`);
	});

/** Forgets `user`'s key, items and flag on this device. */
export async function forgetDevice(/** @type {string} */ user) {
	setFlag(user, false);
	await run('readwrite', (s) => {
		s.delete(`key:${user}`);
		s.delete(`items:${user}`);
	});
}
