// Private mode's coach. The server cannot read a private account's goal, so it cannot plan for it:
// the goal is checked and its roadmap planned here, by the engine's planner in a module of its own
// (engine/ripple-coach.wasm: ripple_goal_check, ripple_goal_preview; the same rules, the same
// JSON), and nothing of the wizard reaches the server until the journey starts. Then every word the coach keeps (the goal, why it matters, what got in
// the way, each stage's title, habit, step, rationale and tips, the plan's summary, advice and
// safety notes, the person's own steps and reflections) goes as a token, "Private goal 1A2B3C4D"
// or "Private roadmap 9F8E7D6C", each sealed as an item whose id is the token's code.
// js/private/overlay.js puts the words back wherever an answer quotes a token, also inside a
// sentence the server composed around one ("Bridge: Private roadmap 9F8E7D6C").
import { ApiError, request, seg } from '../api/request.js';
import { firstWeekday, todayDay } from '../core/store.js';
import { loadCoachEngine } from '../engine/engine.js';
import { saveWords } from './items.js';
import { freshId, names, quotesToken } from './words.js';

/** @typedef {{kind: 'goal' | 'roadmap', id: string, value: {text: string}}} Token */
/** @typedef {{body?: any, local?: any, after?: (answer: any) => Promise<void>}} Sealed */

const STAGES = /^\/goals\/([^/]+)\/stages\/\d+$/;
const REFLECTIONS = /^\/goals\/([^/]+)\/reflections$/;
const REGENERATE = /^\/goals\/([^/]+)\/regenerate$/;

/** The HTTP status the API answers each of the engine's error codes with. */
const STATUS = { bad_request: 400, invalid: 422, validation_failed: 422 };

/** Each text tokenized on this device, by kind, to its token (one token per text). */
const tokens = { goal: new Map(), roadmap: new Map() };

/**
 * The token for `text`: the one it had, else a fresh one (its words kept at once, so the overlay
 * reads the server's answer back; saved as an item only by a write that keeps it).
 * @param {'goal' | 'roadmap'} kind @param {string} text @param {Token[]} used
 */
function tokenFor(kind, text, used) {
	let token = tokens[kind].get(text);
	if (!token) {
		do token = `Private ${kind} ${freshId().replace(/-/g, '').slice(0, 8)}`;
		while (names.has(token));
		tokens[kind].set(text, token);
		names.set(token, text);
	}
	used.push({ kind, id: token.slice(token.lastIndexOf(' ') + 1), value: { text } });
	return token;
}

/**
 * `text` as a token; an empty text stays empty.
 * @param {'goal' | 'roadmap'} kind @param {unknown} text @param {Token[]} used
 */
const hide = (kind, text, used) => (typeof text === 'string' && text.trim() !== '' ? tokenFor(kind, text, used) : text);

/**
 * A roadmap with every word of it tokenized, and the kind of goal it is left unsaid ("general").
 * @param {any} roadmap @param {Token[]} used
 */
function hiddenRoadmap(roadmap, used) {
	if (!roadmap || typeof roadmap !== 'object') return roadmap;
	const r = (/** @type {unknown} */ t) => hide('roadmap', t, used);
	return {
		...roadmap,
		domain: 'general',
		summary: r(roadmap.summary),
		advice: r(roadmap.advice),
		safety: Array.isArray(roadmap.safety) ? roadmap.safety.map(r) : roadmap.safety,
		stages: (roadmap.stages ?? []).map((/** @type {any} */ s) => ({
			...s,
			title: r(s.title),
			rationale: r(s.rationale),
			tips: Array.isArray(s.tips) ? s.tips.map(r) : s.tips,
			habit: s.habit ? { ...s.habit, name: r(s.habit.name), action: r(s.habit.action) } : s.habit,
		})),
	};
}

/**
 * A goal draft with its words tokenized.
 * @param {any} draft @param {Token[]} used
 */
function hiddenDraft(draft, used) {
	const out = { ...draft, what: hide('goal', draft.what, used), why: hide('goal', draft.why ?? '', used) };
	if (draft.pastAttempts)
		out.pastAttempts = { ...draft.pastAttempts, otherText: hide('goal', draft.pastAttempts.otherText ?? '', used) };
	if (draft.roadmap) out.roadmap = hiddenRoadmap(draft.roadmap, used);
	return out;
}

/**
 * The engine's answer for the person's today, thrown as the API's error when it is one.
 * @param {'ripple_goal_check' | 'ripple_goal_preview'} operation @param {object} input
 */
async function planned(operation, input) {
	let engine;
	try {
		engine = await loadCoachEngine();
	} catch {
		// Fetched the first time it plans (the worker keeps it after).
		throw new ApiError(0, 'offline', 'The coach needs a connection the first time it plans on this device.');
	}
	const answer = engine.call(operation, { today: todayDay(), firstWeekday: firstWeekday() || 'mon', ...input });
	if (answer?.error) {
		const { code, message, field } = answer.error;
		throw new ApiError(STATUS[/** @type {keyof typeof STATUS} */ (code)] ?? 400, code, message, field);
	}
	return answer;
}

/**
 * A write's tokens saved as sealed items before the write goes (a token already saved is saved
 * again unchanged: tokens of one text are one).
 * @param {string} user @param {Token[]} used
 */
async function saved(user, used) {
	const unique = [...new Map(used.map((t) => [`${t.kind}|${t.id}`, t])).values()];
	if (unique.length) await saveWords(user, unique);
}

/**
 * The coach's request in private mode: answered here (a check or a preview), or sent with its
 * words as tokens; null when it is not the coach's.
 * @param {string} user @param {string} method @param {string} path @param {any} body
 * @returns {Promise<Sealed | null>}
 */
export async function sealCoach(user, method, path, body) {
	if (method !== 'POST' && method !== 'PATCH') return null;
	if (path === '/goals/check') return { local: await planned('ripple_goal_check', { draft: body }) };
	if (path === '/goals/preview') return { local: await planned('ripple_goal_preview', { draft: body }) };
	/** @type {Token[]} */
	const used = [];
	if (path === '/goals') {
		const draft = body?.roadmap
			? body
			: { ...body, roadmap: (await planned('ripple_goal_preview', { draft: body })).roadmap };
		const out = hiddenDraft(draft, used);
		await saved(user, used);
		return { body: out };
	}
	if (path === '/goals/preview/edits' || path === '/goals/preview/order') {
		const out = { ...body, roadmap: hiddenRoadmap(body?.roadmap, used) };
		if (Array.isArray(body?.edits))
			out.edits = body.edits.map((/** @type {any} */ e) => ({ ...e, action: hide('roadmap', e?.action, used) }));
		return { body: out };
	}
	if (method === 'PATCH' && STAGES.test(path)) {
		const out = { ...body, name: hide('roadmap', body?.name, used), action: hide('roadmap', body?.action, used) };
		await saved(user, used);
		return { body: out };
	}
	if (REFLECTIONS.test(path)) {
		const out = { ...body, worked: hide('roadmap', body?.worked, used), hard: hide('roadmap', body?.hard, used) };
		await saved(user, used);
		return { body: out };
	}
	const m = REGENERATE.exec(path);
	if (m) {
		// The goal's own words (opened by the overlay) planned again: the alternative after this one.
		const goal = await request('GET', `/goals/${seg(decodeURIComponent(m[1]))}`);
		const { what, why, timelineWeeks, targetDay, pastAttempts, baseline } = goal.state.goal;
		const draft = { what, why, timelineWeeks, targetDay, pastAttempts, baseline };
		const roadmap = goal.state.roadmaps.at(-1);
		const next = await planned('ripple_goal_preview', { draft, after: roadmap?.variant ?? 'standard' });
		const out = { roadmap: hiddenRoadmap(next.roadmap, used) };
		await saved(user, used);
		return { body: out };
	}
	return null;
}

/** Each request of a sweep goes as it is: private mode neither seals nor overlays it. */
const PLAIN = { plain: true };
/** The most swaps one PUT /goals/{id}/words takes. */
const SWAPS = 500;
const TOKEN = /Private (?:goal|roadmap) [0-9A-Za-z]{1,8}/g;

/**
 * Every word of a goal the coach keeps, with the kind of item its token is (the fields PUT
 * /goals/{id}/words swaps): the goal's own, each roadmap's, the spans' stage habits', the
 * reflections'.
 * @param {any} goal @param {any[]} reflections
 * @returns {[string, 'goal' | 'roadmap'][]}
 */
function goalTexts(goal, reflections) {
	const { goal: g, roadmaps = [], spans = [] } = /** @type {any} */ (goal.state ?? {});
	/** @type {[unknown, 'goal' | 'roadmap'][]} */
	const all = [
		[g?.what, 'goal'],
		[g?.why, 'goal'],
		[g?.pastAttempts?.otherText, 'goal'],
	];
	const habit = (/** @type {any} */ x) => all.push([x?.name, 'roadmap'], [x?.action, 'roadmap']);
	for (const r of roadmaps) {
		all.push(
			[r.summary, 'roadmap'],
			[r.advice, 'roadmap'],
			...(r.safety ?? []).map((/** @type {unknown} */ t) => [t, 'roadmap']),
		);
		for (const s of r.stages ?? []) {
			all.push(
				[s.title, 'roadmap'],
				[s.rationale, 'roadmap'],
				...(s.tips ?? []).map((/** @type {unknown} */ t) => [t, 'roadmap']),
			);
			habit(s.habit);
		}
	}
	for (const span of spans) habit(span.habit);
	for (const x of reflections) all.push([x.worked, 'roadmap'], [x.hard, 'roadmap']);
	return /** @type {[string, 'goal' | 'roadmap'][]} */ (
		all.filter(([t]) => typeof t === 'string' && t.trim() !== '' && !quotesToken(t))
	);
}

/**
 * Swaps words throughout each of the account's goals, `pairs` a goal's words and reflections.
 * @param {(goal: any, reflections: any[]) => Promise<{from: string, to: string}[]>} pairs
 */
async function swapInGoals(pairs) {
	const { goals } = await request('GET', '/goals', PLAIN);
	for (const goal of goals) {
		const { reflections } = await request('GET', `/goals/${seg(goal.id)}/reflections`, PLAIN);
		const words = await pairs(goal, reflections);
		for (let i = 0; i < words.length; i += SWAPS)
			await request('PUT', `/goals/${seg(goal.id)}/words`, { body: { words: words.slice(i, i + SWAPS) }, ...PLAIN });
	}
}

/**
 * Turning on: every goal's words the server holds in plain (a goal set before private mode) are
 * sealed as tokens' items, then swapped for the tokens on the server.
 * @param {string} user
 */
export function sealGoals(user) {
	return swapInGoals(async (goal, reflections) => {
		/** @type {Token[]} */
		const used = [];
		const unique = new Map(goalTexts(goal, reflections));
		const words = [...unique].map(([from, kind]) => ({ from, to: tokenFor(kind, from, used) }));
		await saved(user, used);
		return words;
	});
}

/** Turning off: every token a goal quotes is swapped for its words on the server. */
export function openGoals() {
	return swapInGoals(async (goal, reflections) => {
		const found = new Set(JSON.stringify([goal, reflections]).match(TOKEN) ?? []);
		return [...found].filter((t) => names.has(t)).map((t) => ({ from: t, to: String(names.get(t)) }));
	});
}
