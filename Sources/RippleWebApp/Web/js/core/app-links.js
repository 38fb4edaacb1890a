// Entry points shared by the shell and the screens (kept apart to avoid import cycles). The
// screens they open are named by the entry (js/core/app.js, `registerScreens`), so nothing here or
// below reaches up to js/screens/.
import { state } from './store.js';
import { loadMeta } from './data.js';

/**
 * How the entry loads the screens opened from anywhere.
 * @type {{
 *   habitForm: () => Promise<{openHabitForm: (options: object) => unknown, openFromTemplate: () => unknown}>,
 *   upgrade: () => Promise<{openUpgrade: (why?: string) => unknown}>,
 *   search: () => Promise<{openSearch: () => unknown}>,
 * } | null}
 */
let screens = null;

/** Called once by the entry, before anything is opened. */
export function registerScreens(/** @type {NonNullable<typeof screens>} */ loaders) {
	screens = loaders;
}
const loaded = () => {
	if (!screens) throw new Error('registerScreens was not called');
	return screens;
};

/** Opens the habit form: a new habit, or `habit` to edit. */
export const openHabitForm = (/** @type {object} */ options) =>
	loaded()
		.habitForm()
		.then((m) => m.openHabitForm(options));

let cameFromApp = false;

/** Opens the new-habit form, or the upgrade sheet when the server's current plan says no more. */
export async function openAddHabit() {
	// The plan's answer is read again first: the habits just created count (offline: the last copy).
	const meta = await loadMeta().catch(() => state.meta);
	if (meta?.plan?.canAddHabit?.allowed === false) return openUpgrade('habits');
	await openHabitForm({});
}

/** Opens the template gallery, then the new-habit form filled from the one chosen (or the upgrade
 * sheet when the server's current plan says no more). */
export async function openTemplates() {
	const meta = await loadMeta().catch(() => state.meta);
	if (meta?.plan?.canAddHabit?.allowed === false) return openUpgrade('habits');
	await loaded()
		.habitForm()
		.then((m) => m.openFromTemplate());
}

export const openUpgrade = (/** @type {string | undefined} */ why) =>
	loaded()
		.upgrade()
		.then((m) => m.openUpgrade(why));

/** Opens the search sheet (habits, categories, notes, reflections). */
export const openSearch = () =>
	loaded()
		.search()
		.then((m) => m.openSearch());

/**
 * Opens a habit's details (a history entry, so the browser's Back closes it), at `day`'s entry
 * when one is given.
 * @param {string} habitId
 * @param {string} [day] yyyy-MM-dd
 */
export function openDetails(habitId, day) {
	cameFromApp = true;
	location.hash = `#/habit/${encodeURIComponent(habitId)}${day ? `/${day}` : ''}`;
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
