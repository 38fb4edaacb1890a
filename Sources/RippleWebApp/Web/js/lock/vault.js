// The app lock's keys (Profile → Privacy). With the lock on, what this browser keeps of a person's
// habits (the IndexedDB replica and the outbox) is sealed with AES-GCM under a random data key.
// The data key is kept on this device only wrapped: under a key derived from the passcode
// (PBKDF2-SHA256, 600 000 iterations, a random salt) and, when the device's authenticator is added,
// a second time under a key from its WebAuthn PRF output (so the authenticator alone unlocks).
// An authenticator without PRF cannot hold a key: its copy is wrapped under a non-extractable key
// this browser keeps (js/lock/authenticator.js), which guards the screen, not the files; the passcode
// (or a PRF authenticator) is what protects the data at rest.
// Unlocked, the data key lives in this page's memory only (never extractable there); a reload or a
// lock drops it. The server never sees the passcode or any key: nothing here makes a request.

const CONFIG = 'ripple.lock';
export const ITERATIONS = 600000;
const subtle = () => crypto.subtle;
const enc = new TextEncoder();

/**
 * @typedef {object} LockConfig
 * @property {number} v
 * @property {number} iterations
 * @property {string} salt base64
 * @property {string} wrapped base64 (iv ‖ wrapped data key) under the passcode's key
 * @property {number} after minutes in the background before it locks (0: at once)
 * @property {number} since when the lock was turned on (ms)
 * @property {number} failures wrong passcodes in a row
 * @property {number} waitUntil no attempt before this time (ms)
 * @property {boolean} [digits] the passcode is digits only (the lock screen's keyboard)
 * @property {{id: string, prf: boolean, salt?: string, wrapped: string} | undefined} [device]
 */

/** @type {CryptoKey | null} */
let dataKey = null;

/** @returns {LockConfig | null} */
export function lockConfig() {
	try {
		return JSON.parse(localStorage.getItem(CONFIG) ?? 'null');
	} catch {
		return null;
	}
}
/** @param {LockConfig | null} c */
export function saveConfig(c) {
	if (c) localStorage.setItem(CONFIG, JSON.stringify(c));
	else localStorage.removeItem(CONFIG);
}
export const lockOn = () => lockConfig() != null;
export const unlocked = () => dataKey != null;
export const forgetKey = () => {
	dataKey = null;
};

/** @param {ArrayBuffer | Uint8Array} buf */
export const b64 = (buf) => btoa(String.fromCharCode(...new Uint8Array(buf)));
/** @param {string} s */
export const unb64 = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
/** @param {number} n */
export const randomBytes = (n) => crypto.getRandomValues(new Uint8Array(n));

/**
 * A passcode is 4–8 digits, or a phrase of at least 8 characters.
 * @param {string} p
 */
export const validPasscode = (p) => /^\d{4,8}$/.test(p) || [...p].length >= 8;

/**
 * The key-wrapping key of a passcode.
 * @param {string} passcode
 * @param {Uint8Array} salt
 * @param {number} iterations
 */
async function passcodeKey(passcode, salt, iterations) {
	const base = await subtle().importKey('raw', enc.encode(passcode), 'PBKDF2', false, ['deriveKey']);
	return subtle().deriveKey(
		{ name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
		base,
		{ name: 'AES-GCM', length: 256 },
		false,
		['wrapKey', 'unwrapKey'],
	);
}

/**
 * The key-wrapping key of an authenticator's PRF output.
 * @param {ArrayBuffer} prf
 */
export async function prfKey(prf) {
	const base = await subtle().importKey('raw', prf, 'HKDF', false, ['deriveKey']);
	return subtle().deriveKey(
		{ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: enc.encode('Ripple app lock') },
		base,
		{ name: 'AES-GCM', length: 256 },
		false,
		['wrapKey', 'unwrapKey'],
	);
}

/** @param {CryptoKey} key @param {CryptoKey} kek @returns {Promise<string>} */
export async function wrap(key, kek) {
	const iv = randomBytes(12);
	const wrapped = new Uint8Array(await subtle().wrapKey('raw', key, kek, { name: 'AES-GCM', iv }));
	return b64(new Uint8Array([...iv, ...wrapped]));
}

/** @param {string} wrapped @param {CryptoKey} kek @param {boolean} extractable */
export function unwrap(wrapped, kek, extractable = false) {
	const bytes = unb64(wrapped);
	return subtle().unwrapKey(
		'raw',
		bytes.slice(12),
		kek,
		{ name: 'AES-GCM', iv: bytes.slice(0, 12) },
		{ name: 'AES-GCM' },
		extractable,
		['encrypt', 'decrypt'],
	);
}

/**
 * The data key from the passcode, or null when it is wrong.
 * @param {string} passcode
 * @param {boolean} [extractable] only while it is wrapped again (adding an authenticator)
 */
export async function keyFromPasscode(passcode, extractable = false) {
	const c = lockConfig();
	if (!c) return null;
	try {
		return await unwrap(c.wrapped, await passcodeKey(passcode, unb64(c.salt), c.iterations), extractable);
	} catch {
		return null;
	}
}

/**
 * Holds the data key for this page (unlocked).
 * @param {CryptoKey} key
 */
export function hold(key) {
	dataKey = key;
}

/**
 * Turns the lock on: a fresh data key, wrapped under the passcode. Returns the data key (held).
 * @param {string} passcode
 * @param {number} after
 */
export async function createLock(passcode, after = 1) {
	const fresh = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
	const salt = randomBytes(16);
	const wrapped = await wrap(fresh, await passcodeKey(passcode, salt, ITERATIONS));
	// In memory it is the non-extractable copy; the extractable one is dropped here.
	const key = await unwrap(wrapped, await passcodeKey(passcode, salt, ITERATIONS));
	saveConfig({
		v: 1,
		iterations: ITERATIONS,
		salt: b64(salt),
		wrapped,
		after,
		since: Date.now(),
		failures: 0,
		waitUntil: 0,
	});
	dataKey = key;
	return key;
}

/**
 * A value as it is stored: sealed (AES-GCM) while the lock is on and the key is held; as it is
 * with the lock off. Null when the lock is on but locked (nothing may be written readable).
 * @param {any} value any: a record of any store, sealed whatever its shape
 */
export async function seal(value) {
	if (!lockOn()) return value;
	if (!dataKey) return null;
	const iv = randomBytes(12);
	const data = await subtle().encrypt({ name: 'AES-GCM', iv }, dataKey, enc.encode(JSON.stringify(value)));
	return { sealed: 1, iv, data };
}

/**
 * A stored value as it was written: opened when sealed (null without the key or when it does not
 * open), as it is otherwise.
 * @param {any} stored any: a record of any store, sealed or not
 */
export async function unseal(stored) {
	if (!stored || stored.sealed !== 1) return stored;
	if (!dataKey) return null;
	try {
		const plain = await subtle().decrypt({ name: 'AES-GCM', iv: stored.iv }, dataKey, stored.data);
		return JSON.parse(new TextDecoder().decode(plain));
	} catch {
		return null;
	}
}

/**
 * An outbox record as stored: under the lock {seq, userId, box}, the write sealed in `box` (its
 * sequence number given by IndexedDB); as it is without. Throws while locked (the write then stays
 * in memory only). The service worker's writes from a notification stay as they are (a state, no
 * name or note).
 * @param {{userId: string | null}} rec
 */
export async function sealRecord(rec) {
	if (!lockOn()) return rec;
	const box = await seal(rec);
	if (!box) throw new Error('locked');
	return { userId: rec.userId, box };
}

/**
 * Stored outbox records as the writes they hold; those sealed under a key not held are left out.
 * @param {any[]} records any: outbox records, sealed or not
 */
export async function openRecords(records) {
	const out = [];
	for (const r of records) {
		const inner = r.box ? await unseal(r.box) : r;
		if (inner) out.push(r.box ? { ...inner, seq: r.seq, userId: r.userId ?? null } : r);
	}
	return out;
}

/**
 * Seconds to wait after `failures` wrong passcodes in a row: none for three, then growing.
 * @param {number} failures
 * @returns {number}
 */
export function delayAfter(failures) {
	if (failures < 3) return 0;
	return [5, 30, 60][failures - 3] ?? 300;
}

/** Counts a wrong passcode; returns the config with its new wait. */
export function failed() {
	const c = lockConfig();
	if (!c) return null;
	c.failures += 1;
	c.waitUntil = Date.now() + delayAfter(c.failures) * 1000;
	saveConfig(c);
	return c;
}

/** A right passcode (or the authenticator) clears the count. */
export function succeeded() {
	const c = lockConfig();
	if (!c) return;
	c.failures = 0;
	c.waitUntil = 0;
	saveConfig(c);
}
