// Loading and refreshing shared data.
import { today as fetchToday } from '../api/today.js';
import { listHabits } from '../api/habits.js';
import { listCategories } from '../api/categories.js';
import { meta as fetchMeta } from '../api/meta.js';
import { state, setToday, emit, setHabits, setCategories, on, setMeta, metaIsStale, arrangeToday } from './store.js';
import { track } from './idle.js';

const CACHE_KEY = 'ripple.today';
const META_KEY = 'ripple.meta';

let writeGen = 0;

/** The app lock is on (js/lock/); then no plain copy is kept. */
export const lockSet = () => {
	try {
		return !!localStorage['ripple.lock'];
	} catch {
		return false;
	}
};
/**
 * Keeps a copy of an answer for offline starts (not under the app lock).
 * @param {string} k
 * @param {unknown} v
 */
const keep = (k, v) => {
	if (!lockSet())
		try {
			localStorage.setItem(k, JSON.stringify(v));
		} catch {
			/* storage full or denied */
		}
};

/** Loads Today; a soft reload is dropped when a check-in was written meanwhile (it would be stale). */
export async function loadToday({ soft = false } = {}) {
	const gen = writeGen;
	const today = await fetchToday();
	if (soft && (gen !== writeGen || pendingWrites > 0)) return state.today;
	setToday(today);
	keep(CACHE_KEY, today);
	return today;
}

/** The last Today seen, for an instant first paint while the network answers (or when offline). */
export function cachedToday() {
	try {
		return JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null');
	} catch {
		return null;
	}
}

/** @type {Promise<import('../api/types.js').Meta> | null} */
let metaRequest = null;
let dayTimer = 0;

/**
 * Loads GET /meta into the store (offline: the last copy). Called at boot, and again whenever a
 * Today answer shows another day, plan or calendar than the meta held (see below).
 */
export function loadMeta() {
	metaRequest ??= (async () => {
		try {
			const meta = await fetchMeta();
			setMeta(meta);
			keep(META_KEY, meta);
			armDayTimer(meta);
			return meta;
		} catch (e) {
			let cached = null;
			try {
				cached = JSON.parse(localStorage.getItem(META_KEY) ?? 'null');
			} catch {
				/* none */
			}
			if (!cached || state.meta) throw e;
			setMeta(cached);
			return cached;
		} finally {
			metaRequest = null;
		}
	})();
	return metaRequest;
}

on('today', (t) => {
	if (!metaRequest && metaIsStale(t)) loadMeta().catch(() => {});
});
// A meta that has moved on to a new day (or plan) brings Today along.
on('meta', (m) => {
	const day = m?.calendar?.today;
	if (day && state.today && day !== state.today.day) loadToday({ soft: true }).catch(() => {});
});

/** When the user's day ends (by the server's minutes into it), meta is read again, and Today with it. */
/** @param {import('../api/types.js').Meta} meta */
function armDayTimer(meta) {
	clearTimeout(dayTimer);
	const left = 1440 - (meta.calendar?.minutesIntoDay ?? 0);
	dayTimer = setTimeout(() => loadMeta().catch(() => {}), left * 60000 + 1000);
}
// Back from the background (a phone left overnight): the server says which day it is now.
document.addEventListener('visibilitychange', () => {
	if (document.visibilityState === 'visible') loadMeta().catch(() => {});
});

let pendingWrites = 0;
/** The write lanes (js/core/checkin.js) of the burst under way, and the last answer among them. */
let burstLanes = 0;
/** @type {import('../api/types.js').CheckInAnswer | null} */
let burstAnswer = null;
export const writeStarted = () => {
	pendingWrites++;
	burstLanes++;
	writeGen++;
};
/**
 * A lane of check-in writes has settled with its last answer (null: queued offline, or failed).
 * A check-in's answer brings its card, the summary, the perfect days and Today's layout after it
 * (js/core/checkin.js): when a burst of writes was one lane (taps on one card, each sent after the
 * last was answered), its last answer was worked out after every write of it and lays Today out,
 * with no read. Writes to several cards at once may be answered out of order, so that burst ends
 * with one read of Today instead. js/screens/today/today.js draws again only the cards that change.
 * @param {import('../api/types.js').CheckInAnswer | null} answer
 */
export const writeEnded = (answer) => {
	pendingWrites = Math.max(0, pendingWrites - 1);
	burstAnswer = answer;
	if (pendingWrites > 0) return;
	const [lanes, last] = [burstLanes, burstAnswer];
	burstLanes = 0;
	burstAnswer = null;
	if (lanes === 1 && last && arrangeToday(last)) keep(CACHE_KEY, state.today);
	else track(loadToday({ soft: true })).catch(() => {});
};

export async function loadHabits(force = false) {
	if (state.habits && !force) return state.habits;
	const { habits } = await listHabits('all');
	setHabits(habits);
	return habits;
}

export async function loadCategories(force = false) {
	if (state.categories && !force) return state.categories;
	const { categories } = await listCategories();
	setCategories(categories);
	emit('categories', categories);
	return categories;
}
