// Private mode's words on this device: what the account's sealed items say, opened with the
// account key, by kind and id. The server's rows hold neutral names in their place (a habit's is
// "Private habit 6F1C2A3B", from its id; a category's is given when it is made), and js/private/
// overlay.js lays these words back over every answer. Nothing here makes a request.
import { openItem, sealItem } from './keys.js';

/** @typedef {{name: string, description?: string, neutral?: string}} NamedWords a habit's or a
 * category's (a category's with the neutral name the server keeps for it) */
/** @typedef {{note?: string | null, mood?: string | null, at?: number}} DayWords a day's note and
 * mood, with the stamp of the write that set them */

/** The opened words, by kind, then id (a day's id is "habit id/yyyy-mm-dd"). */
export const words = {
	/** @type {Map<string, NamedWords>} */ habit: new Map(),
	/** @type {Map<string, NamedWords>} */ category: new Map(),
	/** @type {Map<string, DayWords>} */ day: new Map(),
};

/** The neutral names in use, each to its words' name (rebuilt as items open). */
export const names = new Map();

/** The account key while private mode is unlocked on this device. */
export const held = /** @type {{key: CryptoKey | null}} */ ({ key: null });

const KINDS = /** @type {const} */ (['habit', 'category', 'day', 'goal', 'roadmap']);
/** @typedef {'habit' | 'category' | 'day' | 'goal' | 'roadmap'} Kind a sealed item's */
/** @param {string} kind @returns {kind is Kind} */
export const knownKind = (kind) => /** @type {readonly string[]} */ (KINDS).includes(kind);

/** A neutral name: the kind's word and the id's first eight letters or digits (RippleCore's
 * PrivateItem.neutralName; both pass the cases of Tests/Fixtures/private/vectors.json). */
export const neutralName = (/** @type {'habit' | 'category'} */ kind, /** @type {string} */ id) =>
	`Private ${kind} ${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** Whether `name` is a neutral name (as the server keeps it for a private account). */
export const isNeutral = (/** @type {unknown} */ name) =>
	typeof name === 'string' && /^Private (habit|category) [0-9A-Za-z]{1,8}$/.test(name);

/** Whether `name` quotes one of the coach's tokens ("Private roadmap 9F8E7D6C", js/private/
 * coach.js): a name the server made from them holds none of the person's words. */
export const quotesToken = (/** @type {unknown} */ name) =>
	typeof name === 'string' && /Private (goal|roadmap) [0-9A-Za-z]{1,8}/.test(name);

/** A fresh id for something made in private mode (so its neutral name is known before it is sent). */
export const freshId = () => crypto.randomUUID().toUpperCase();

/**
 * Keeps the opened words of an item (null: it was removed). A coach's item is a token's words
 * (its id the token's code).
 * @param {Kind} kind @param {string} id @param {any} value
 * @param {string | null} [neutral] the neutral name the server keeps for it, when known
 */
export function remember(kind, id, value, neutral = null) {
	if (kind === 'goal' || kind === 'roadmap') {
		if (typeof value?.text === 'string') names.set(`Private ${kind} ${id}`, value.text);
		return;
	}
	const map = /** @type {Map<string, any>} */ (words[kind]);
	if (value == null) map.delete(id);
	else map.set(id, value);
	if (kind === 'day') return;
	const name = neutral ?? value?.neutral ?? (kind === 'habit' ? neutralName('habit', id) : null);
	if (name && value?.name) names.set(name, value.name);
}

/**
 * An item's words sealed under the held key.
 * @param {Kind} kind @param {string} id @param {object} value
 */
export function seal(kind, id, value) {
	if (!held.key) throw new Error('Private mode is locked on this device.');
	return sealItem(JSON.stringify(value), kind, id, held.key);
}

/**
 * Opens an item; throws PrivateModeError when it was changed or moved.
 * @param {string} sealed @param {Kind} kind @param {string} id @param {CryptoKey} key
 */
export async function open(sealed, kind, id, key) {
	const text = await openItem(sealed, kind, id, key);
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}

/** Forgets every word (locked out, or private mode off). */
export function forgetWords() {
	for (const map of Object.values(words)) map.clear();
	names.clear();
	held.key = null;
}
