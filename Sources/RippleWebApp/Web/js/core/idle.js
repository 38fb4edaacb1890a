// The "writes idle" signal for tests and tools: <html data-writes="idle"> when no write is in
// flight, none waits in the outbox while online, and every follow-up re-render after a write has
// finished; data-writes="busy" otherwise. js/core/net.js holds it for each write (and for each read
// started while busy, which is a write's follow-up); screens hold it for their own
// follow-up timers (see `debounce`).
import { on, state } from './store.js';

let holds = 0;
let settling = 0;
let outbox = 0; // writes waiting in the outbox (js/core/outbox.js announces its size)

const root = document.documentElement;
const queued = () => outbox > 0 && !state.offline;

/** True while a write or one of its follow-ups has not finished. */
export const busy = () => holds > 0 || queued() || root.dataset.writes !== 'idle';

function update() {
	if (holds > 0 || queued()) {
		clearTimeout(settling);
		settling = 0;
		root.dataset.writes = 'busy';
		return;
	}
	if (root.dataset.writes === 'idle' || settling) return;
	// Let the callers' continuations and the re-render they start run first.
	settling = window.setTimeout(() => {
		settling = 0;
		if (holds > 0 || queued()) return;
		let done = false;
		const finish = () => {
			if (done) return;
			done = true;
			if (holds === 0 && !queued()) root.dataset.writes = 'idle';
		};
		requestAnimationFrame(() => setTimeout(finish, 0));
		setTimeout(finish, 100); // a hidden page runs no animation frames
	}, 0);
}

/** Marks the app busy until the returned function is called (calling it again does nothing). */
export function hold() {
	holds++;
	update();
	let held = true;
	return () => {
		if (!held) return;
		held = false;
		holds--;
		update();
	};
}

/**
 * Holds the signal until `work` settles; resolves (or rejects) as `work` does.
 * @template T
 * @param {Promise<T>} work
 * @returns {Promise<T>}
 */
export function track(work) {
	const release = hold();
	return work.finally(release);
}

/**
 * A debounced call that keeps the signal busy while it waits and runs, when it was scheduled
 * while busy (a re-render that follows a write). `schedule(ms?)` (re)starts the timer.
 * @param {() => unknown} fn
 * @param {number} ms
 * @param {{always?: boolean}} [options] `always`: hold even when scheduled while idle
 * @returns {((wait?: number) => void) & {cancel: () => void}} `cancel()` stops a waiting call
 */
export function debounce(fn, ms, options = {}) {
	let timer = 0;
	/** @type {null | (() => void)} */
	let release = null;
	const schedule = (wait = ms) => {
		clearTimeout(timer);
		if (!release && (options.always || busy())) release = hold();
		timer = window.setTimeout(async () => {
			const done = release;
			release = null;
			try {
				await fn();
			} finally {
				done?.();
			}
		}, wait);
	};
	schedule.cancel = () => {
		clearTimeout(timer);
		const done = release;
		release = null;
		done?.();
	};
	return schedule;
}

on('outbox', (/** @type {number} */ n) => {
	outbox = n;
	update();
});
on('offline', update);
update();
