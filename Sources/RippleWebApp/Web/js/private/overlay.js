// Private mode's words laid over an answer, in place: a habit or category whose name is its
// neutral one gets its words back (by id), a day's entry its note and mood (by habit and day,
// learnt from the path and from the objects around it), and a neutral name inside a sentence the
// engine composed ("Private habit 6F1C2A3B completed") the habit's name. The answer's shape is left
// as the API document has it; nothing is decided here.
import { isNeutral, names, quotesToken, words } from './words.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const NEUTRAL = /Private (?:habit|category|goal|roadmap) [0-9A-Za-z]{1,8}/g;

/** @typedef {{habitId: string | null, day: string | null}} Where */

/**
 * The habit and day a path names: /habits/{id}/…, /habits/{id}/checkins/{day}.
 * @param {string} path
 * @returns {Where}
 */
function fromPath(path) {
	const m = /^\/habits\/([^/?]+)(?:\/checkins\/(\d{4}-\d{2}-\d{2}))?/.exec(path);
	return { habitId: m ? decodeURIComponent(m[1]) : null, day: m?.[2] ?? null };
}

/** Set while an answer from the server is walked: told when a habit ('habit') or a day ('day')
 * there has plain words. */
let onPlain = /** @type {((kind: 'habit' | 'day') => void) | null} */ (null);

/**
 * @template T
 * @param {T} answer
 * @param {string} [path] the request's, relative to /api/v1
 * @param {{onPlain?: (kind: 'habit' | 'day') => void}} [options] `onPlain`: told (once a kind)
 *   when the answer holds a habit, or a day's note or mood, that the server keeps in plain (made
 *   by a template, an import or the coach)
 * @returns {T}
 */
export function overlay(answer, path = '', options = {}) {
	if (!answer || typeof answer !== 'object') return answer;
	const told = new Set();
	onPlain = options.onPlain
		? (kind) => {
				if (!told.has(kind)) options.onPlain?.(kind);
				told.add(kind);
			}
		: null;
	try {
		walk(/** @type {any} */ (answer), fromPath(path));
	} finally {
		onPlain = null;
	}
	return answer;
}

/** A sentence with each neutral name it quotes replaced by the words'. */
const sentence = (/** @type {string} */ s) =>
	s.includes('Private ') ? s.replace(NEUTRAL, (t) => names.get(t) ?? t) : s;

/**
 * @param {any} v an object or array of the answer
 * @param {Where} where
 */
function walk(v, where) {
	if (Array.isArray(v)) {
		for (let i = 0; i < v.length; i++) {
			if (typeof v[i] === 'string') v[i] = sentence(v[i]);
			else if (v[i] && typeof v[i] === 'object') walk(v[i], where);
		}
		return;
	}
	/** @type {Where} */
	const here = { ...where };
	if (typeof v.habitId === 'string') here.habitId = v.habitId;
	if (typeof v.habit?.id === 'string') here.habitId = v.habit.id;
	if (typeof v.day === 'string' && DAY.test(v.day)) here.day = v.day;
	if (typeof v.id === 'string') named(v);
	if (here.habitId && here.day && ('state' in v || 'outcome' in v || 'note' in v || 'mood' in v))
		dayWords(v, `${here.habitId}/${here.day}`);
	for (const k of Object.keys(v)) {
		const x = v[k];
		if (typeof x === 'string') v[k] = sentence(x);
		else if (x && typeof x === 'object') walk(x, here);
	}
}

/**
 * A habit's or category's words, when it carries its neutral name.
 * @param {any} v
 */
function named(v) {
	if (typeof v.name !== 'string') return;
	const neutral = isNeutral(v.name);
	if (!neutral && !quotesToken(v.name) && 'schedule' in v) onPlain?.('habit');
	const w = words.habit.get(v.id) ?? words.category.get(v.id);
	if (!w || !neutral) return;
	v.name = w.name;
	if (w.description || 'description' in v) v.description = w.description ?? '';
}

/**
 * A day's note and mood.
 * @param {any} v
 * @param {string} id
 */
function dayWords(v, id) {
	// The server keeps no note nor mood of a private account: one here was written in plain.
	if ((typeof v.note === 'string' && v.note !== '') || (typeof v.mood === 'string' && v.mood !== '')) onPlain?.('day');
	const w = words.day.get(id);
	if (!w) return;
	if (w.note) v.note = w.note;
	if (w.mood) v.mood = w.mood;
}
