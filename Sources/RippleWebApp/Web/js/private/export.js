// Private mode's words in an export file: the server writes a private account's rows as it keeps
// them (neutral names, no notes), so the file the person downloads has its words put back here,
// on the device, before it is saved. The server's JSON export is overlaid as any answer is
// (js/private/overlay.js); a CSV is written from that JSON by the engine (RippleWire's
// CheckInsCSV, the code the server writes every other CSV with), so no rule of the file is kept
// here.
import { loadEngine } from '../engine/engine.js';
import { overlay } from './overlay.js';
import { held } from './words.js';

/**
 * The format to ask the server for: JSON in private mode (a CSV is written from it here).
 * @param {string} format 'csv' | 'json'
 */
export const serverFormat = (format) => (held.key ? 'json' : format);

/**
 * The export with the words put back (as it came when private mode is not open here). In private
 * mode the blob is the server's JSON export (see `serverFormat`), whatever `format` was chosen.
 * @param {Blob} blob
 * @param {string} format 'csv' | 'json'
 * @param {boolean} notes whether the person asked for notes
 * @returns {Promise<Blob>}
 */
export async function withWords(blob, format, notes) {
	if (!held.key) return blob;
	const doc = overlay(JSON.parse(await blob.text()));
	if (!notes) for (const c of doc.checkIns ?? []) c.note = null;
	if (format === 'json') return new Blob([JSON.stringify(doc, null, 2)], { type: blob.type });
	const engine = await loadEngine();
	const answer = engine.exportCSV({ habits: doc.habits ?? [], checkIns: doc.checkIns ?? [], includeNotes: notes });
	if (answer.error) throw new Error(answer.error.message);
	return new Blob([answer.csv], { type: 'text/csv' });
}
