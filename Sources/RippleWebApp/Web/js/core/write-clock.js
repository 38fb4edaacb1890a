// The time each check-in write is stamped with (its updatedAt, by which the server keeps the later
// of two writes of a day): a hybrid logical clock's physical part, as RippleCore/Private's
// HybridClock keeps it. A stamp is now, or a millisecond past the newest stamp this device has
// made or seen (another device's write, read from the changes feed or a write's answer), so a
// device whose clock runs slow still writes after what it has synced, and two taps in one
// millisecond stay in order. A stamp seen more than a day ahead of this device's clock is not
// followed (HybridClock refuses it too): one device with a wild clock cannot drag the others on.

const DAY_MS = 24 * 60 * 60 * 1000;
let newest = 0;

/**
 * The stamp of a write made at `now`.
 * @param {Date} now
 */
export function stampOf(now) {
	newest = Math.max(now.getTime(), newest + 1);
	return newest;
}

/**
 * Another write's stamp, seen here: the next write is stamped after it.
 * @param {unknown} at
 * @param {number} [now] this device's clock (ms)
 */
export function sawStamp(at, now = Date.now()) {
	if (typeof at === 'number' && Number.isFinite(at) && at <= now + DAY_MS) newest = Math.max(newest, at);
}
