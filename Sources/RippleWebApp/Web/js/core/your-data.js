// The intents that replace what the server holds at once: a restore (plain or passphrase-protected),
// an import from another app, a shared routine added, clearing everything. Each ends with Today, the habits and
// the categories read again, so every screen shows what is stored now.
import * as data from '../api/data.js';
import * as imports from '../api/imports.js';
import { importRoutine as addRoutine } from '../api/templates.js';
import { updateSettings } from '../api/settings.js';
import { clearHabitsAndCategories } from './store.js';
import { loadToday, loadHabits, loadCategories } from './data.js';

/** @typedef {import('../api/types.js').ImportSummary} ImportSummary */
/** @typedef {import('../api/imports.js').ImportPreview} ImportPreview */
/** @typedef {import('../api/imports.js').ImportChoices} ImportChoices */
/** @typedef {import('../api/imports.js').UploadProgress} UploadProgress */

/** Today, the habits and the categories read again after the data changed. */
async function reloadAll() {
	await Promise.all([
		loadToday().catch(() => {}),
		loadHabits(true).catch(() => {}),
		loadCategories(true).catch(() => {}),
	]);
}

/**
 * Restores a Ripple backup (its JSON text) in place of everything stored.
 * @param {string} text
 * @returns {Promise<ImportSummary>}
 */
export async function restore(text) {
	const summary = await data.restore(text);
	await reloadAll();
	return summary;
}

/**
 * Restores a passphrase-protected backup (an age file, base64).
 * @param {{passphrase: string, backup: string}} body
 * @returns {Promise<ImportSummary>}
 */
export async function restoreEncrypted(body) {
	const summary = await data.restoreEncrypted(body);
	await reloadAll();
	return summary;
}

/**
 * Imports another app's export (or any CSV) beside what is stored, with the choices its preview
 * asked for.
 * @param {Blob} file
 * @param {ImportChoices} choices
 * @param {UploadProgress} [onUpload]
 * @returns {Promise<ImportPreview>}
 */
export async function importFile(file, choices, onUpload) {
	const answer = await imports.importFile(file, choices, onUpload);
	await reloadAll();
	return answer;
}

/**
 * Adds a shared routine's new habits (the file's text, judged by the server) beside what is stored.
 * @param {string} text
 * @returns {Promise<ImportSummary>}
 */
export async function importRoutine(text) {
	const summary = await addRoutine(text);
	await reloadAll();
	return summary;
}

/**
 * Deletes everything stored, and this device's copies (`localKeys`), then starts over in this
 * device's time zone.
 * @param {string[]} localKeys
 */
export async function clearAll(localKeys) {
	await data.clearAllData();
	for (const k of localKeys) {
		try {
			localStorage.removeItem(k);
		} catch {
			/* private mode */
		}
	}
	clearHabitsAndCategories();
	const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
	if (tz) await updateSettings({ timeZone: tz }).catch(() => {});
	await reloadAll();
}
