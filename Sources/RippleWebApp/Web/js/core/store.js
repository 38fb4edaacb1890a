// App state shared by the views, with change notifications. This module is the only writer of
// `state`: the other modules read it and change it through the named actions below.

const USER_KEY = 'ripple.user';

/** The account this browser last signed in as (accounts mode), remembered for offline starts. */
function rememberedUser() {
	try {
		return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
	} catch {
		return null;
	}
}

/** @type {import('./types.js').AppState} */
export const state = {
	today: null, // GET /today response
	habits: null, // all habits (active + archived), for name checks
	categories: null,
	offline: false,
	meta: null, // GET /meta: the user's calendar, the plan's limits, palettes, ranges (never guessed here)
	accounts: null, // accounts mode (GET /auth/status); null until known
	user: rememberedUser(), // the signed-in account (GET /me), or the last one when offline
};

/**
 * A listener of the store's events. any: each event carries its own detail (Today for 'today', a
 * card for 'card', meta for 'meta', a boolean for 'offline', …), which its listeners name.
 * @typedef {(detail: any) => void} Listener
 */

/** @type {Map<string, Set<Listener>>} */
const listeners = new Map();

/**
 * Calls `fn` with each `event`'s detail; returns the function that stops it.
 * @param {string} event
 * @param {Listener} fn
 */
export function on(event, fn) {
	if (!listeners.has(event)) listeners.set(event, new Set());
	listeners.get(event)?.add(fn);
	return () => listeners.get(event)?.delete(fn);
}

/**
 * @param {string} event
 * @param {unknown} [detail]
 */
export function emit(event, detail) {
	listeners.get(event)?.forEach((fn) => fn(detail));
}

export const settings = () => state.today?.settings ?? {};
// Calm mode and whether streaks show are the server's decisions (Today's flags, else meta's display).
export const calm = () => state.today?.calm ?? state.meta?.display?.calm ?? false;
export const streaksVisible = () => state.today?.streaksVisible ?? state.meta?.display?.streaksVisible ?? false;

/** @param {boolean} value */
export function setOffline(value) {
	const v = value || !navigator.onLine;
	if (v === state.offline) return;
	state.offline = v;
	emit('offline', v);
}

/** The user's today from the server (their zone and day-start hour), never the device's date. */
export const todayDay = () => state.meta?.calendar?.today ?? state.today?.day ?? null;

/**
 * The user's first weekday as the server has it (meta's calendar, else Today's settings): the
 * server's settings always carry it, so it is a weekday code once either has come.
 * @returns {string}
 */
export const firstWeekday = () => /** @type {string} */ (state.meta?.calendar?.firstWeekday ?? settings().firstWeekday);

/** @param {import('../api/types.js').Meta} meta */
export function setMeta(meta) {
	state.meta = meta;
	emit('meta', meta);
}

/**
 * Does this Today answer belong to another day, plan or calendar than the meta we hold?
 * @param {import('../api/types.js').Today | null} today
 */
export function metaIsStale(today) {
	const m = state.meta;
	if (!m || !today) return !m;
	const s = today.settings ?? {};
	const c = m.calendar ?? {};
	return (
		today.day !== c.today ||
		(s.tier != null && s.tier !== m.plan?.tier) ||
		(s.firstWeekday != null && s.firstWeekday !== c.firstWeekday) ||
		(s.timeZone != null && s.timeZone !== c.timeZone) ||
		(s.dayStartHour != null && s.dayStartHour !== c.dayStartHour)
	);
}

/**
 * A statistics range's lock as the server states it for the user's plan (GET /meta statsRanges).
 * @param {string} code
 */
export function rangeLock(code) {
	return state.meta?.statsRanges?.find((r) => r.code === code) ?? { code, locked: false, reason: null };
}

/**
 * Whether accounts are on and who is signed in; the account is remembered (its id marks the
 * outbox's writes), and forgotten in local mode or on sign-out (`user` null).
 * @param {boolean} accounts
 * @param {import('../api/types.js').User | null} user
 */
export function setSession(accounts, user) {
	state.accounts = accounts;
	state.user = user;
	try {
		if (user) localStorage.setItem(USER_KEY, JSON.stringify({ id: user.id, email: user.email }));
		else localStorage.removeItem(USER_KEY);
	} catch {
		/* private mode */
	}
	emit('session', state);
}

/** The id of the account whose writes this browser makes now (null in local mode). */
export const currentUserId = () => state.user?.id ?? null;

/** @param {import('../api/types.js').Today} today */
export function setToday(today) {
	state.today = today;
	emit('today', today);
}

/** All Today cards in display order. */
/** Today's cards, in order; a card this app predicted is `pending` until the server answers. */
export const allCards = () =>
	/** @type {import('../api/types.js').Card[]} */ (state.today?.sections.flatMap((s) => s.cards) ?? []);
/** @param {string} habitId */
export const findCard = (habitId) => allCards().find((c) => c.habit.id === habitId) ?? null;

/**
 * Merges settings into Today's copy: on screen at once (`notify`, before the server has them), or
 * quietly (the server's answer, a reload of Today follows).
 * @param {Partial<import('../api/types.js').Settings>} values
 */
export function patchSettings(values, { notify = true } = {}) {
	const t = state.today;
	if (!t) return;
	t.settings = { ...t.settings, ...values };
	if (notify) setToday(t);
}

/**
 * Takes a habit's card out of Today at once (its delete waits behind an Undo toast).
 * @param {string} habitId
 */
export function removeCard(habitId) {
	const t = state.today;
	if (!t) return;
	let found = false;
	for (const s of t.sections) {
		const n = s.cards.length;
		s.cards = s.cards.filter((/** @type {import('../api/types.js').Card} */ c) => c.habit.id !== habitId);
		found ||= n !== s.cards.length;
	}
	if (!found) return;
	t.habitCount = Math.max(0, (t.habitCount ?? 1) - 1);
	setToday(t);
}

/**
 * Replaces one card (after a check-in answer), the summary and the perfect days' streak, without
 * a full reload.
 * @param {import('../api/types.js').Card} card
 * @param {import('../api/types.js').Today['summary']} [summary]
 * @param {boolean | null} [perfectDay]
 * @param {import('../api/types.js').Streak | null} [perfectDays]
 */
export function replaceCard(card, summary, perfectDay, perfectDays) {
	const t = state.today;
	if (!t) return;
	for (const s of t.sections) {
		const i = s.cards.findIndex((/** @type {import('../api/types.js').Card} */ c) => c.habit.id === card.habit.id);
		if (i >= 0) s.cards[i] = card;
	}
	if (summary) t.summary = summary;
	if (perfectDay != null) t.perfectDay = perfectDay;
	if (perfectDays) t.perfectDays = perfectDays;
	emit('card', card);
}

/**
 * Lays Today out as a check-in's answer says (`todayLayout`): its sections' cards in the order
 * named, the written card as answered, the others as they are, and its streak notices and lists.
 * False (nothing changed) when the layout names a card Today does not hold.
 * @param {import('../api/types.js').CheckInAnswer} answer
 */
export function arrangeToday(answer) {
	const t = state.today;
	const layout = answer.todayLayout;
	if (!t || !layout || layout.day !== t.day) return false;
	/** @type {Map<string, import('../api/types.js').Card>} */
	const cards = new Map(allCards().map((c) => [c.habit.id, c]));
	cards.set(answer.card.habit.id, answer.card);
	const ids = layout.sections.flatMap((s) => s.habitIds);
	if (!ids.every((id) => cards.has(id))) return false;
	t.sections = layout.sections.map((s) => ({
		kind: s.kind,
		title: s.title,
		cards: s.habitIds.map((id) => /** @type {import('../api/types.js').Card} */ (cards.get(id))),
	}));
	t.atRisk = layout.atRisk;
	t.graceBanner = layout.graceBanner;
	t.notDueToday = layout.notDueToday;
	t.tomorrow = layout.tomorrow;
	t.summary = answer.summary;
	t.perfectDay = answer.perfectDay;
	t.perfectDays = answer.perfectDays;
	arranging = answer.card.habit.id;
	try {
		emit('today', t);
	} finally {
		arranging = null;
	}
	return true;
}

/** @type {string | null} the habit whose check-in answer is laying Today out, during its event */
let arranging = null;
/** While a check-in's answer lays Today out ('today'), the habit written; else null. */
export const arrangedFor = () => arranging;

/**
 * The habit list (active + archived) as the server last listed it.
 * @param {import('../api/types.js').Habit[]} habits
 */
export function setHabits(habits) {
	state.habits = habits;
}

/**
 * Keeps the cached habit list in step with writes made by this client.
 * @param {import('../api/types.js').Habit} habit
 */
export function upsertHabit(habit) {
	if (!state.habits) return;
	const i = state.habits.findIndex((x) => x.id === habit.id);
	if (i >= 0) state.habits[i] = habit;
	else state.habits.push(habit);
}
/** @param {string} id */
export function dropHabit(id) {
	if (state.habits) state.habits = state.habits.filter((x) => x.id !== id);
}

/**
 * Gives the cached habits the sort order of `ids` (a drag in the Habits tab).
 * @param {string[]} ids
 */
export function setHabitOrder(ids) {
	ids.forEach((id, i) => {
		const x = state.habits?.find((y) => y.id === id);
		if (x) x.sortOrder = i;
	});
}

/**
 * The categories as the server last listed them.
 * @param {import('../api/types.js').Category[]} categories
 */
export function setCategories(categories) {
	state.categories = categories;
}

/**
 * Adds a category this client just created.
 * @param {import('../api/types.js').Category} category
 */
export function addCategory(category) {
	state.categories = [...(state.categories ?? []), category];
}

/** Forgets the habits and categories (after Clear All Data). */
export function clearHabitsAndCategories() {
	state.habits = [];
	state.categories = [];
}
