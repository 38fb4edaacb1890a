// The engine in the browser: RippleCore compiled to WebAssembly (scripts/build-wasm), answering
// in the JSON the server sends for the same data. No rule lives here: this module moves JSON in
// and out of the module's memory and nothing else. Load it after first paint (loadEngine());
// Today's first render never waits on it.
import { engineModuleBytes } from '../api/engine.js';

/**
 * @typedef {object} EngineMoment Where "now" is: `unixSeconds` with the zone's `utcOffsetSeconds`
 *   (the engine applies the day-start hour), or a pinned `day` and `minuteOfDay`.
 * @property {number} [unixSeconds]
 * @property {number} [utcOffsetSeconds]
 * @property {string} [day]
 * @property {number} [minuteOfDay]
 */

/**
 * @typedef {object} EngineInput
 * @property {object[]} [habits] HabitDTO, as GET /habits returns them; left out (with checkIns,
 *   settings and tombstones): the replica the module holds (Engine#hold).
 * @property {object[]} [checkIns] CheckInDTO.
 * @property {object} [settings] SettingsDTO.
 * @property {EngineMoment} moment
 * @property {object[]} [tombstones] Cleared days: {habitId, day, updatedAt}.
 * @property {object} [write] The check-in write (ripple_check_in): PUT body + habitId, day, or
 *   `clear: true`.
 */

/** @type {Promise<Engine> | null} */
let loading = null;
/** @type {Promise<Engine> | null} */
let loadingCoach = null;

/** One instantiated engine module. */
export class Engine {
	/** @param {WebAssembly.Instance} instance */
	constructor(instance) {
		this.exports = /** @type {Record<string, Function> & {memory: WebAssembly.Memory}} */ (
			/** @type {unknown} */ (instance.exports)
		);
		/**
		 * The replica the module holds (ripple_replica_hold), by identity.
		 * @type {object | null}
		 */
		this.held = null;
	}

	/**
	 * Hands `replica` to the module once, so later calls leave out habits, check-ins, cleared days
	 * and settings (they stay inside the module: no JSON of the whole history per call). A replica
	 * the module already holds is not sent again.
	 * @param {{habits: object[], checkIns: object[], tombstones: object[], settings: object}} replica
	 */
	hold(replica) {
		if (this.held === replica) return;
		const { habits, checkIns, tombstones, settings } = replica;
		const answer = this.call('ripple_replica_hold', { habits, checkIns, tombstones, settings });
		if (answer.error) throw new Error(answer.error.message);
		this.held = replica;
	}

	/**
	 * `replica` is what the module holds now: the held one with a check-in answer applied, which
	 * ripple_check_in applied inside the module too (js/engine/replica.js withAnswer).
	 * @param {object} replica
	 */
	adopt(replica) {
		this.held = replica;
	}

	/**
	 * Calls one of the module's operations with a JSON document and parses its answer.
	 * @param {string} name e.g. 'ripple_today'
	 * @param {object} input
	 * @returns {any} the operation's JSON answer; any, since each caller's JSDoc names its shape
	 */
	call(name, input) {
		const e = this.exports;
		if (typeof e[name] !== 'function') throw new Error(`engine: no operation ${name}`);
		const bytes = new TextEncoder().encode(JSON.stringify(input));
		const at = e.ripple_alloc(bytes.length);
		new Uint8Array(e.memory.buffer, at, bytes.length).set(bytes);
		const answer = e[name](at, bytes.length);
		e.ripple_free(at);
		const length = new DataView(e.memory.buffer).getUint32(answer, true);
		const text = new TextDecoder().decode(new Uint8Array(e.memory.buffer, answer + 4, length));
		e.ripple_free(answer);
		return JSON.parse(text);
	}

	/**
	 * GET /today's answer.
	 * @param {EngineInput} input
	 */
	today(input) {
		return this.call('ripple_today', input);
	}

	/**
	 * A check-in write's answer (PUT/DELETE …/checkins/{day}).
	 * @param {EngineInput} input
	 */
	checkIn(input) {
		return this.call('ripple_check_in', input);
	}

	/**
	 * GET /streaks/current's answer.
	 * @param {EngineInput} input
	 */
	streaks(input) {
		return this.call('ripple_streaks', input);
	}

	/**
	 * GET /stats?range=: the replica with `range`.
	 * @param {EngineInput & {range?: string}} input
	 */
	statistics(input) {
		return this.call('ripple_statistics', input);
	}

	/**
	 * GET /habits/{id}/stats?range=.
	 * @param {EngineInput & {habitId: string, range?: string}} input
	 */
	habitStatistics(input) {
		return this.call('ripple_habit_statistics', input);
	}

	/**
	 * GET /insights?range=.
	 * @param {EngineInput & {range?: string}} input
	 */
	insights(input) {
		return this.call('ripple_insights', input);
	}

	/** GET /streaks/history with `start` and `end`, or a `month` (yyyy-MM).
	 * @param {EngineInput & {start?: string, end?: string, month?: string}} input */
	streakHistory(input) {
		return this.call('ripple_streak_history', input);
	}

	/** GET /habits/{id}/history (the habit detail's days and summary).
	 * @param {EngineInput & {habitId: string, start?: string, end?: string}} input */
	habitHistory(input) {
		return this.call('ripple_habit_history', input);
	}

	/** GET /history (the consistency matrix, days descending).
	 * @param {EngineInput & {start?: string, end?: string}} input */
	historyMatrix(input) {
		return this.call('ripple_history_matrix', input);
	}

	/** GET /search (its reflections always empty: the coach's are not in the replica).
	 * @param {EngineInput & {q: string, limit?: number}} input */
	search(input) {
		return this.call('ripple_search', input);
	}

	/** GET /habits/{id}/notes.
	 * @param {EngineInput & {habitId: string, q?: string, mood?: string}} input */
	habitNotes(input) {
		return this.call('ripple_habit_notes', input);
	}

	/** @param {{schedule: object, firstWeekday?: string}} input */
	scheduleText(input) {
		return this.call('ripple_schedule_text', input);
	}

	/** @param {{habit: object, others?: object[]}} input */
	validateHabit(input) {
		return this.call('ripple_validate_habit', input);
	}

	/** @param {{checkIn: object, measure: object, today?: string}} input */
	validateCheckIn(input) {
		return this.call('ripple_validate_check_in', input);
	}

	/** The CSV export of `habits` and `checkIns` (an export's JSON), as the server writes one.
	 * @param {{habits: object[], checkIns: object[], includeNotes?: boolean}} input */
	exportCSV(input) {
		return this.call('ripple_export_csv', input);
	}
}

/**
 * The few WASI calls wasi-libc links in: writes go to the console (the runtime's fatal-error
 * text), random bytes seed hashing.
 * @param {() => WebAssembly.Memory} memory
 */
function wasiImports(memory) {
	return {
		fd_write(
			/** @type {number} */ _fd,
			/** @type {number} */ iovs,
			/** @type {number} */ count,
			/** @type {number} */ written,
		) {
			const view = new DataView(memory().buffer);
			let text = '';
			let total = 0;
			for (let i = 0; i < count; i += 1) {
				const at = view.getUint32(iovs + 8 * i, true);
				const length = view.getUint32(iovs + 8 * i + 4, true);
				text += new TextDecoder().decode(new Uint8Array(memory().buffer, at, length));
				total += length;
			}
			if (text.trim()) console.error(`ripple engine: ${text}`);
			view.setUint32(written, total, true);
			return 0;
		},
		fd_close: () => 0,
		fd_seek: () => 0,
		random_get(/** @type {number} */ at, /** @type {number} */ length) {
			crypto.getRandomValues(new Uint8Array(memory().buffer, at, length));
			return 0;
		},
	};
}

/**
 * Instantiates the engine from its bytes.
 * @param {ArrayBuffer} bytes
 * @returns {Promise<Engine>}
 */
export async function instantiateEngine(bytes) {
	/** @type {WebAssembly.Memory | null} */
	let memory = null;
	const imports = { wasi_snapshot_preview1: wasiImports(() => /** @type {WebAssembly.Memory} */ (memory)) };
	const { instance } = await WebAssembly.instantiate(bytes, imports);
	memory = /** @type {WebAssembly.Memory} */ (instance.exports.memory);
	return new Engine(instance);
}

/**
 * The engine, loaded once (later calls share the first load; a failed load can be retried).
 * @returns {Promise<Engine>}
 */
export function loadEngine() {
	if (!loading) {
		loading = engineModuleBytes().then(instantiateEngine);
		loading.catch(() => {
			loading = null;
		});
	}
	return loading;
}

/**
 * The coach's module (engine/ripple-coach.wasm: the planner's ripple_goal_check and
 * ripple_goal_preview), loaded once, only by a device that plans a private account's goal.
 * @returns {Promise<Engine>}
 */
export function loadCoachEngine() {
	if (!loadingCoach) {
		loadingCoach = engineModuleBytes('coach').then(instantiateEngine);
		loadingCoach.catch(() => {
			loadingCoach = null;
		});
	}
	return loadingCoach;
}

/**
 * The seconds `zone` is ahead of UTC at `millis` (Intl; no rule, the zone database's answer).
 * @param {string} zone IANA zone, e.g. 'Europe/Berlin'
 * @param {number} millis
 */
export function utcOffsetSeconds(zone, millis) {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone: zone,
		hourCycle: 'h23',
		year: 'numeric',
		month: 'numeric',
		day: 'numeric',
		hour: 'numeric',
		minute: 'numeric',
		second: 'numeric',
	}).formatToParts(new Date(millis));
	/** @param {string} type */
	const part = (type) => Number(parts.find((p) => p.type === type)?.value ?? 0);
	const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
	return Math.round((local - Math.floor(millis / 1000) * 1000) / 1000);
}

/**
 * "Now" for the engine in the user's zone.
 * @param {{timeZone?: string}} settings
 * @param {number} [millis]
 * @returns {EngineMoment}
 */
export function momentNow(settings, millis = Date.now()) {
	let offset = 0;
	try {
		offset = utcOffsetSeconds(settings.timeZone || 'UTC', millis);
	} catch {
		offset = -new Date(millis).getTimezoneOffset() * 60;
	}
	return { unixSeconds: Math.floor(millis / 1000), utcOffsetSeconds: offset };
}
