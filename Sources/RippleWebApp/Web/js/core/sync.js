// Offline check-ins, replayed: queued writes are drawn over Today (also after a reload while
// offline), a small "Offline — N changes will sync" indicator shows, and when the server answers
// again the outbox is sent in order. Each write carries the time it was made, so the server's
// last-write-wins keeps a newer write over an older queued one; 4xx answers (a deleted habit) drop it.
import * as api from '../api/checkins.js';
import { track } from './idle.js';
import { state, on, emit, replaceCard, currentUserId } from './store.js';
import { loadToday } from './data.js';
import { predictCard } from './checkin.js';
import { loadOutbox, reloadOutbox, pending, pendingCount, remove } from './outbox.js';
import { plural } from './format.js';

// — Queued writes drawn over Today: after every load of Today (a cached copy offline, or a server
// answer that has not seen them yet), each waiting write is applied to its card.
on('today', (t) => overlay(t));

/** @param {import('../api/types.js').Today | null} t */
function overlay(t) {
	if (!t?.sections) return;
	for (const it of pending()) {
		if (it.day !== t.day) continue;
		const card = t.sections
			.flatMap((/** @type {Record<string, any>} */ s) => s.cards)
			.find((/** @type {import('../api/types.js').Card} */ c) => c.habit.id === it.habitId);
		if (!card) continue;
		const after = predictCard(card, it.entry ? it.entry.state : 'none', it.entry?.value ?? null);
		if (it.entry)
			after.today = {
				...after.today,
				note: it.entry.note ?? after.today.note,
				mood: /** @type {import('../api/types.js').Card['today']['mood']} */ (it.entry.mood ?? after.today.mood),
			};
		replaceCard(after);
	}
}

// — Replay.
let flushing = false;
let retryTimer = 0;
let attempt = 0;

/** Sends the outbox in order; stops at the first network failure and tries again later. */
export function flush() {
	if (flushing) return Promise.resolve();
	return track(send()); // a replay and the reload after it are writes for the "writes idle" signal
}

async function send() {
	flushing = true;
	clearTimeout(retryTimer);
	retryTimer = 0;
	let sent = 0;
	let dropped = 0;
	let blocked = false;
	let stopped = false;
	try {
		await loadOutbox();
		for (const it of pending()) {
			try {
				const at = { updatedAt: it.updatedAt, loggedMinute: it.loggedMinute };
				// "+1" taps add to what the server holds, so another device's count while both were offline stays.
				if (it.tap) await api.tapCheckIn(it.habitId, it.day, it.tap, at);
				else if (it.entry) await api.putCheckIn(it.habitId, it.day, it.entry, at);
				else await api.deleteCheckIn(it.habitId, it.day, at);
				sent++;
			} catch (e) {
				if (e.unauthenticated) {
					stopped = true;
					break;
				} // kept for after sign-in (js/screens/auth/gate.js)
				if (e.offline || e.status >= 500) {
					blocked = true;
					break;
				}
				dropped++; // the server refuses it for good (a deleted habit, a day out of range)
			}
			await remove(it);
		}
	} finally {
		flushing = false;
	}
	if (stopped) return;
	if (blocked) {
		schedule();
		return;
	}
	attempt = 0;
	if (sent || dropped) {
		await loadToday().catch(() => {});
		const text = dropped
			? `Synced ${plural(sent, 'change')}; ${plural(dropped, 'change')} could not be applied`
			: `Synced ${plural(sent, 'offline change')}`;
		emit('synced', { text, dropped }); // js/core/app.js tells the user
	}
	if (pendingCount()) schedule(300);
}

/** @param {number} [ms] */
function schedule(ms) {
	clearTimeout(retryTimer);
	const wait = ms ?? Math.min(15000, 2000 * 1.5 ** attempt++);
	retryTimer = setTimeout(flush, wait);
}

addEventListener('online', () => {
	if (pendingCount()) flush();
});
document.addEventListener('visibilitychange', () => {
	if (document.visibilityState === 'visible' && pendingCount()) flush();
});
// A request got through (the connection is back): send what waits.
on('offline', (off) => {
	if (!off && pendingCount() && !flushing) schedule(200);
});

// A notification's Complete / Skip (sw.js) wrote a check-in, or queued it in the outbox offline:
// read the outbox again and reload Today. The worker has no localStorage, so it is told whose
// writes it makes (null in local mode).
const worker = navigator.serviceWorker;
const tellWorker = () => worker?.controller?.postMessage({ type: 'account', userId: currentUserId() });
worker?.addEventListener('message', (e) => {
	if (e.data?.type === 'checkin-written')
		track(
			reloadOutbox()
				.then(() => loadToday())
				.catch(() => {}),
		);
});
worker?.addEventListener('controllerchange', tellWorker);
on('session', tellWorker);
tellWorker();

let started = false;
/**
 * Loads the stored outbox, redraws Today with it, and starts replaying; `banner` shows the state.
 * @param {HTMLElement} banner
 */
export function startSync(banner) {
	const text = /** @type {Element} */ (banner.lastElementChild);
	const render = () => {
		const n = pendingCount();
		banner.hidden = !state.offline && !n;
		banner.classList.toggle('has-pending', n > 0);
		text.textContent = n
			? state.offline
				? `Offline — ${plural(n, 'change')} will sync`
				: `Syncing ${plural(n, 'change')}…`
			: "You're offline — showing your last saved data";
	};
	on('offline', render);
	on('outbox', (n) => {
		render();
		if (n && !flushing && !retryTimer) schedule();
	});
	render();
	if (started) return;
	started = true;
	loadOutbox().then(() => {
		if (!pendingCount()) return;
		overlay(state.today); // draw the queued writes
		schedule(500);
	});
}
