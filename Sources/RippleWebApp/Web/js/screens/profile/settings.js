// Changing settings: applied on screen at once (theme, accent, calm mode…), then saved with
// PATCH /settings, then Today is reloaded so what the server derives (week bars, the day) follows.
import * as settingsIntent from '../../core/settings.js';
import { settings, patchSettings } from '../../core/store.js';
import { reducedMotion } from '../../core/dom.js';
import { haptic, toast } from '../../components/ui.js';

/** @param {Record<string, unknown>} values */
const applyLocally = (values) => patchSettings(values);

/**
 * Saves `patch`. With `from` ({x, y}) the change is drawn as a ripple spreading from that point
 * (the theme change), where the browser has view transitions.
 * @param {Record<string, unknown>} patch
 * @param {{from?: {x: number, y: number} | null, reload?: boolean}} options
 */
export async function saveSettings(patch, { from = null, reload = true } = {}) {
	/** @type {Record<string, unknown>} */
	const before = {};
	for (const k of Object.keys(patch)) before[k] = /** @type {Record<string, unknown>} */ (settings())[k];
	rippleChange(() => applyLocally(patch), from);
	try {
		const saved = await settingsIntent.save(patch, { reload });
		haptic('success');
		return saved;
	} catch (e) {
		applyLocally(before);
		haptic('error');
		toast(e.offline ? "You're offline — settings can't be saved right now." : e.message);
		return null;
	}
}

/**
 * Runs `apply`, a change of the page's colours; with `from` ({x, y}) it is drawn as a ripple
 * spreading from that point, where the browser has view transitions.
 * @param {() => void} apply
 * @param {{x: number, y: number} | null | undefined} from
 */
export function rippleChange(apply, from) {
	if (from && document.startViewTransition && !reducedMotion()) {
		const root = document.documentElement;
		root.style.setProperty('--vt-x', `${from.x}px`);
		root.style.setProperty('--vt-y', `${from.y}px`);
		root.classList.add('theme-ripple');
		const vt = document.startViewTransition(apply);
		vt.finished.finally(() => root.classList.remove('theme-ripple'));
	} else {
		apply();
	}
}
