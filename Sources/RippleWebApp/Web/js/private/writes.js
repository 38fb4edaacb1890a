// Private mode's writes: the words a request would send (a habit's name and description, a
// category's name, a day's note and mood) are sealed and saved as items first, and the request
// goes with neutral words in their place; the coach's requests are planned here or tokenized by
// js/private/coach.js. What the server makes from its own words (a template, an import) is sealed
// afterwards by js/private/sweep.js.
import { sealCoach } from './coach.js';
import { refreshItems, saveWords } from './items.js';
import { freshId, neutralName, words } from './words.js';

/** @typedef {{body?: any, local?: any, after?: (answer: any) => Promise<void>}} Sealed `local`:
 * the answer, worked out on this device; nothing is sent */

const HABIT = /^\/habits\/([^/]+)$/;
const CATEGORY = /^\/categories\/([^/]+)$/;
const DAY = /^\/habits\/([^/]+)\/checkins\/(\d{4}-\d{2}-\d{2})$/;

/** @param {any} body @param {string} key */
const has = (body, key) => body != null && typeof body === 'object' && key in body;

/**
 * The request to send instead, with the words sealed and saved.
 * @param {string} user
 * @param {string} method
 * @param {string} path
 * @param {any} body
 * @returns {Promise<Sealed>}
 */
export async function sealWrite(user, method, path, body) {
	if (path.startsWith('/goals')) return (await sealCoach(user, method, path, body)) ?? { body };
	const named = has(body, 'name') || has(body, 'description');
	if (method === 'POST' && path === '/habits' && named) {
		const id = typeof body.id === 'string' ? body.id : freshId();
		const value = { name: String(body.name ?? ''), description: String(body.description ?? '') };
		await saveWords(user, [{ kind: 'habit', id, value }]);
		return { body: { ...body, id, name: neutralName('habit', id), description: '' } };
	}
	let m = HABIT.exec(path);
	if (method === 'PATCH' && m && named) {
		const id = decodeURIComponent(m[1]);
		const before = words.habit.get(id);
		const value = {
			name: String(body.name ?? before?.name ?? ''),
			description: String(body.description ?? before?.description ?? ''),
		};
		await saveWords(user, [{ kind: 'habit', id, value }]);
		const out = { ...body };
		if (has(body, 'name')) out.name = neutralName('habit', id);
		if (has(body, 'description')) out.description = '';
		return { body: out };
	}
	if (method === 'POST' && path === '/categories' && has(body, 'name')) {
		const neutral = neutralName('category', freshId());
		const name = String(body.name);
		return {
			body: { ...body, name: neutral },
			after: async (answer) => {
				if (typeof answer?.id === 'string')
					await saveWords(user, [{ kind: 'category', id: answer.id, value: { name, neutral } }]);
			},
		};
	}
	m = CATEGORY.exec(path);
	if (method === 'PATCH' && m && has(body, 'name')) {
		const id = decodeURIComponent(m[1]);
		const neutral = words.category.get(id)?.neutral ?? neutralName('category', freshId());
		await saveWords(user, [{ kind: 'category', id, value: { name: String(body.name), neutral } }]);
		return { body: { ...body, name: neutral } };
	}
	m = DAY.exec(path);
	if (method === 'PUT' && m && (has(body, 'note') || has(body, 'mood'))) {
		const id = `${decodeURIComponent(m[1])}/${m[2]}`;
		// A day is one register, last writer wins by the write's stamp (its updatedAt, as the server
		// orders the day's check-in): words another device saved later than this write stay.
		const at = typeof body.updatedAt === 'number' ? body.updatedAt : Date.now();
		await refreshItems(user);
		const before = words.day.get(id);
		const value = {
			note: has(body, 'note') ? body.note || null : (before?.note ?? null),
			mood: has(body, 'mood') ? body.mood || null : (before?.mood ?? null),
			at,
		};
		if (!(typeof before?.at === 'number' && before.at > at)) await saveWords(user, [{ kind: 'day', id, value }]);
		const out = { ...body };
		if (has(body, 'note')) out.note = null;
		if (has(body, 'mood')) out.mood = null;
		return { body: out };
	}
	return { body };
}
