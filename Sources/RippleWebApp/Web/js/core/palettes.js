// The colour theme (css/themes.css) and seasonal accents, chosen per device in Profile ›
// Appearance and kept in localStorage, so js/core/boot.js applies them before the first paint.
// Ripple is the tokens' own colours; the others set <html data-palette>.
import { todayDay } from './store.js';

/** @type {[string, string][]} the themes, by id and name */
export const PALETTES = [
	['ripple', 'Ripple'],
	['ocean', 'Ocean'],
	['forest', 'Forest'],
	['sunset', 'Sunset'],
	['slate', 'Slate'],
];
const SEASONS = [
	'winter',
	'winter',
	'spring',
	'spring',
	'spring',
	'summer',
	'summer',
	'summer',
	'autumn',
	'autumn',
	'autumn',
	'winter',
];

/**
 * @param {string} key
 * @returns {string | null}
 */
const read = (key) => {
	try {
		return localStorage.getItem(key);
	} catch {
		return null;
	}
};
/**
 * @param {string} key
 * @param {string} value
 */
const keep = (key, value) => {
	try {
		localStorage.setItem(key, value);
	} catch {
		/* private mode */
	}
};

/** The chosen theme's id (Ripple when none or an unknown one is kept). */
export const palette = () => {
	const id = read('ripple.palette');
	return PALETTES.some(([p]) => p === id) ? /** @type {string} */ (id) : 'ripple';
};
/** Whether seasonal accents are on. */
export const seasonal = () => read('ripple.seasonal') === 'on';

/**
 * Applies and keeps the colour theme `id`.
 * @param {string} id
 */
export function setPalette(id) {
	const root = document.documentElement;
	if (id === 'ripple') delete root.dataset.palette;
	else root.dataset.palette = id;
	keep('ripple.palette', id);
}

/**
 * Turns seasonal accents on or off.
 * @param {boolean} on
 */
export function setSeasonal(on) {
	keep('ripple.seasonal', on ? 'on' : 'off');
	applySeason();
}

/** Tints the decorations with the season of the app's day (the API's, never the device's clock). */
export function applySeason() {
	const root = document.documentElement;
	const day = todayDay();
	const season = day ? SEASONS[Number(day.slice(5, 7)) - 1] : read('ripple.season');
	if (day && season) keep('ripple.season', season);
	if (seasonal() && season) root.dataset.season = season;
	else delete root.dataset.season;
}
