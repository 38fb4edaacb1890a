// Entry points shared by the shell and the screens (kept apart to avoid import cycles).
import { state } from './store.js';
import { loadMeta } from './data.js';

let cameFromApp = false;

/** Opens the new-habit form, or the upgrade sheet when the server's current plan says no more. */
export async function openAddHabit() {
	// The plan's answer is read again first: the habits just created count (offline: the last copy).
	const meta = await loadMeta().catch(() => state.meta);
	if (meta?.plan?.canAddHabit?.allowed === false) return openUpgrade('habits');
	const { openHabitForm } = await import('../screens/sheet/habitform.js');
	openHabitForm({});
}

export const openUpgrade = (why) => import('../screens/upgrade/upgrade.js').then((m) => m.openUpgrade(why));

/** Opens a habit's details (a history entry, so the browser's Back closes it). */
export function openDetails(habitId) {
	cameFromApp = true;
	location.hash = `#/habit/${encodeURIComponent(habitId)}`;
}

/** Leaves the details: back in history when we pushed it, else to the given tab. */
export function leaveDetails(tab = 'today') {
	if (cameFromApp) {
		cameFromApp = false;
		history.back();
	} else {
		location.replace(`#/${tab}`);
	}
}

export function resetNav() {
	cameFromApp = false;
}
