// The settings intent: a change saved, the store given what the server kept, and Today read again
// when what the server derives from settings (the day, week bars, calm mode's sections) may move.
// Drawing the change at once and taking it back on a refusal stay with the screen.
import { updateSettings } from '../api/settings.js';
import { patchSettings } from './store.js';
import { loadToday } from './data.js';

/** @typedef {import('../api/types.js').Settings} Settings */

/**
 * Saves `patch`; with `reload`, resolves once Today has been read again.
 * @param {Partial<Settings>} patch
 * @param {{reload?: boolean}} options
 * @returns {Promise<Settings>}
 */
export async function save(patch, { reload = true } = {}) {
	const saved = await updateSettings(patch);
	patchSettings(saved, { notify: false });
	if (reload) await loadToday().catch(() => {});
	return saved;
}
