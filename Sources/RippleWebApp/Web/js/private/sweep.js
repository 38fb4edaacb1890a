// Private mode's words moved across in bulk. Turning on (and after a template, an import or the
// coach made habits from the server's own words) seals every word the server still holds in plain
// and puts neutral ones in their place; turning off opens every sealed word and writes it back in
// plain. Each step is a request of the API that can be made again: cut short, the next run
// carries on from what the server holds.
import { putPrivateDays } from '../api/private.js';
import { request, seg } from '../api/request.js';
import { sawStamp, stampOf } from '../core/write-clock.js';
import { openGoals, sealGoals } from './coach.js';
import { saveWords } from './items.js';
import { isNeutral, neutralName, freshId, quotesToken, words } from './words.js';

/** Each request of a sweep goes as it is: private mode neither seals nor overlays it. */
const PLAIN = { plain: true };

/** The server's habits and categories, as it holds them. */
async function held() {
	const [{ habits }, { categories }] = await Promise.all([
		request('GET', '/habits', { query: { status: 'all' }, ...PLAIN }),
		request('GET', '/categories', PLAIN),
	]);
	return { habits: /** @type {any[]} */ (habits), categories: /** @type {any[]} */ (categories) };
}

/** Every check-in the server keeps (the backup's), with its note and mood. */
async function checkIns() {
	const { blob } = await request('GET', '/backup', { as: 'file', ...PLAIN });
	return /** @type {any[]} */ (JSON.parse(await blob.text()).checkIns ?? []);
}

/**
 * The stamp of a sweep's write over the check-in `c`: after its own (a device whose clock runs
 * slow would otherwise lose to the words it replaces, and leave them on the server).
 * @param {{updatedAt?: number}} c
 */
function stampOver(c) {
	sawStamp(c.updatedAt);
	return stampOf(new Date());
}

/**
 * Seals what the server holds in plain words: goals' words (js/private/coach.js), habits' names
 * and descriptions and categories' names, then (with `notes`) every day's note and mood.
 * @param {string} user
 * @param {{notes?: boolean, progress?: (done: number, total: number) => void}} [options]
 */
export async function sealPlain(user, options = {}) {
	const { notes = false, progress } = options;
	// Goals first: a goal's habit takes its stage's token, and is then no longer plain.
	await sealGoals(user);
	const { habits, categories } = await held();
	const plainHabits = habits.filter((h) => !isNeutral(h.name) && !quotesToken(h.name));
	const plainCategories = categories.filter((c) => !isNeutral(c.name));
	const days = notes ? (await checkIns()).filter((c) => c.note || c.mood) : [];
	const total = plainHabits.length + plainCategories.length + days.length;
	let done = 0;
	const step = () => progress?.(++done, total);
	await saveWords(user, [
		...plainHabits.map((h) => ({
			kind: /** @type {const} */ ('habit'),
			id: h.id,
			value: { name: h.name, description: h.description ?? '' },
		})),
		...plainCategories.map((c) => ({
			kind: /** @type {const} */ ('category'),
			id: c.id,
			value: { name: c.name, neutral: neutralName('category', freshId()) },
		})),
		...days.map((c) => ({
			kind: /** @type {const} */ ('day'),
			id: `${c.habitId}/${c.day}`,
			value: { note: c.note ?? null, mood: c.mood ?? null, at: c.updatedAt },
		})),
	]);
	for (const h of plainHabits) {
		await request('PATCH', `/habits/${seg(h.id)}`, {
			body: { name: neutralName('habit', h.id), description: '' },
			...PLAIN,
		});
		step();
	}
	for (const c of plainCategories) {
		await request('PATCH', `/categories/${seg(c.id)}`, { body: { name: words.category.get(c.id)?.neutral }, ...PLAIN });
		step();
	}
	await inBatches(
		days.map((c) => ({ habitId: c.habitId, day: c.day, note: null, mood: null, updatedAt: stampOver(c) })),
		step,
	);
}

/**
 * Writes days' note and mood, `BATCH` a request (PUT /private/days), so a year of notes fits the
 * per-user rate limit; `step` is told of each day written.
 * @param {{habitId: string, day: string, note: string | null, mood: string | null, updatedAt: number}[]} days
 * @param {() => void} step
 */
async function inBatches(days, step) {
	for (let i = 0; i < days.length; i += BATCH) {
		const batch = days.slice(i, i + BATCH);
		await putPrivateDays(batch);
		batch.forEach(step);
	}
}

/** The most days PUT /private/days takes at once. */
const BATCH = 200;

/**
 * Writes every sealed word back in plain (turning off): goals' words, habits, categories, then
 * each day's note and mood onto its check-in.
 * @param {{progress?: (done: number, total: number) => void}} [options]
 */
export async function openPlain(options = {}) {
	const { progress } = options;
	await openGoals();
	const { habits, categories } = await held();
	const byDay = new Map((await checkIns()).map((c) => [`${c.habitId}/${c.day}`, c]));
	const namedHabits = habits.filter((h) => words.habit.has(h.id) && isNeutral(h.name));
	const namedCategories = categories.filter((c) => words.category.has(c.id) && isNeutral(c.name));
	const days = [...words.day].filter(([id, w]) => byDay.has(id) && (w.note || w.mood));
	const total = namedHabits.length + namedCategories.length + days.length;
	let done = 0;
	const step = () => progress?.(++done, total);
	for (const h of namedHabits) {
		const w = /** @type {{name: string, description?: string}} */ (words.habit.get(h.id));
		await request('PATCH', `/habits/${seg(h.id)}`, {
			body: { name: w.name, description: w.description ?? '' },
			...PLAIN,
		});
		step();
	}
	for (const c of namedCategories) {
		await request('PATCH', `/categories/${seg(c.id)}`, { body: { name: words.category.get(c.id)?.name }, ...PLAIN });
		step();
	}
	await inBatches(
		days.map(([id, w]) => {
			const c = byDay.get(id);
			return { habitId: c.habitId, day: c.day, note: w.note ?? null, mood: w.mood ?? null, updatedAt: stampOver(c) };
		}),
		step,
	);
}
