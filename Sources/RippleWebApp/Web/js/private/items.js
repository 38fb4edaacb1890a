// Private mode's sealed items between this device and the server: those saved since the last
// visit are fetched and kept (js/private/device.js), every kept item is opened into the words
// (js/private/words.js), and new words are sealed and saved, 200 to a request as the API takes them.
import { getPrivateItems, putPrivateItems } from '../api/private.js';
import { keepItems, keptItems } from './device.js';
import { held, knownKind, open, remember, seal } from './words.js';

/** The most items one request saves (PUT /private/items). */
const BATCH = 200;

/** What could not be opened at the last refresh: each refusal's sentence. */
export const refused = /** @type {string[]} */ ([]);

/**
 * Fetches what was saved since the last visit (offline: what is kept), then opens it: every kept
 * item at the start (`all`), else only those just fetched.
 * @param {string} user
 * @param {{all?: boolean}} [options]
 */
export async function refreshItems(user, options = {}) {
	const kept = await keptItems(user);
	/** @type {Record<string, string>} */
	const fetched = {};
	try {
		const { items } = await getPrivateItems(kept.since > 0 ? kept.since - 1 : undefined);
		for (const item of items) {
			fetched[`${item.kind}|${item.id}`] = kept.items[`${item.kind}|${item.id}`] = item.sealed;
			kept.since = Math.max(kept.since, item.updatedAt);
		}
		await keepItems(user, kept);
	} catch (e) {
		if (!(/** @type {any} */ (e)?.offline)) throw e;
	}
	await openKept(options.all ? kept.items : fetched);
}

/**
 * Opens each item into the words; one that was changed or moved is left shut and named in `refused`.
 * @param {Record<string, string>} items
 */
async function openKept(items) {
	const key = held.key;
	if (!key) return;
	refused.length = 0;
	await Promise.all(
		Object.entries(items).map(async ([at, sealed]) => {
			const bar = at.indexOf('|');
			const kind = at.slice(0, bar);
			const id = at.slice(bar + 1);
			if (!knownKind(kind)) return;
			try {
				remember(kind, id, await open(sealed, kind, id, key));
			} catch (e) {
				refused.push(/** @type {Error} */ (e).message);
			}
		}),
	);
}

/**
 * Seals each item's words and saves them; the words are kept here once the server has them.
 * @param {string} user
 * @param {{kind: import('./words.js').Kind, id: string, value: any}[]} list
 */
export async function saveWords(user, list) {
	const kept = await keptItems(user);
	for (let start = 0; start < list.length; start += BATCH) {
		const part = list.slice(start, start + BATCH);
		const sealed = await Promise.all(
			part.map(async (i) => ({ kind: i.kind, id: i.id, sealed: await seal(i.kind, i.id, i.value) })),
		);
		const { items } = await putPrivateItems(sealed);
		// `since` stays: another device may have saved items this one has not fetched yet.
		for (const item of items) kept.items[`${item.kind}|${item.id}`] = item.sealed;
		for (const i of part) remember(i.kind, i.id, i.value);
	}
	await keepItems(user, kept);
}
