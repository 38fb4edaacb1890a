// The engine in the app (js/engine/offline.js) as the rest of core asks it: loaded after Today's
// first paint (js/core/app.js), never before it. Until it is there, it has no answer.
/** @type {typeof import('../engine/offline.js') | null} */
let engine = null;

/** Loads the engine module (once). */
function loadEngine() {
	return import('../engine/offline.js').then((m) => {
		engine = m;
		return m;
	});
}

/** Loads the engine and brings its replica up to the server's. */
export const warmEngine = () => loadEngine().then((m) => m.warm());

/** Today as the engine works it out from the local replica, or null (no replica, or no engine). */
export const offlineToday = () =>
	loadEngine().then(
		(m) => m.offlineToday(),
		() => null,
	);

/**
 * The engine's answer to writing (habit, day) := entry, for when the server's never comes (the
 * write waits in the outbox); null while the engine is not loaded.
 * @param {string} habitId
 * @param {string} day
 * @param {object | null} entry
 * @returns {Promise<import('../api/types.js').CheckInAnswer | null> | null}
 */
export const engineAnswer = (habitId, day, entry) => engine?.answer(habitId, day, entry) ?? null;

/**
 * The engine's words for each schedule (as a habit carries it), e.g. "3 times a week", in the order
 * given; null when the engine module cannot be loaded. Nothing of the user's is read.
 * @param {object[]} schedules
 * @param {string} firstWeekday
 * @returns {Promise<(string | null)[] | null>}
 */
export const scheduleWords = (schedules, firstWeekday) =>
	import('../engine/engine.js')
		.then((m) => m.loadEngine())
		.then((e) =>
			schedules.map((schedule) => {
				const answer = e.scheduleText({ schedule, firstWeekday });
				return typeof answer?.text === 'string' ? answer.text : null;
			}),
		)
		.catch(() => null);
