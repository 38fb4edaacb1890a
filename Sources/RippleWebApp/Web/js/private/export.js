// Private mode's words in an export file: the server writes a private account's rows as it keeps
// them (neutral names, no notes), so the file the person downloads has its words put back here,
// on the device, before it is saved. JSON is overlaid as any answer is (js/private/overlay.js);
// CSV ("Habit Name","Date","Status","Value","Note") is read and written again as RFC 4180, with
// the same guard against spreadsheet formulas the server's CSVText applies.
import { overlay } from './overlay.js';
import { held, names, neutralName, words } from './words.js';

/**
 * The export with the words put back (as it came when private mode is not open here).
 * @param {Blob} blob
 * @param {string} format 'csv' | 'json'
 * @param {boolean} notes whether the person asked for notes
 * @returns {Promise<Blob>}
 */
export async function withWords(blob, format, notes) {
	if (!held.key) return blob;
	const text = await blob.text();
	if (format === 'json') {
		const doc = overlay(JSON.parse(text));
		if (!notes) for (const c of doc.checkIns ?? []) c.note = null;
		return new Blob([JSON.stringify(doc, null, 2)], { type: blob.type });
	}
	const ids = new Map([...words.habit.keys()].map((id) => [neutralName('habit', id), id]));
	const rows = records(text).map((row, i) => {
		if (i === 0 || row.length < 5) return row;
		const id = ids.get(row[0]);
		const out = [...row];
		out[0] = names.get(row[0]) ?? row[0];
		if (notes && id) out[4] = words.day.get(`${id}/${row[1]}`)?.note ?? row[4];
		return out;
	});
	return new Blob([rows.map((r) => `${r.map(field).join(',')}\r\n`).join('')], { type: blob.type });
}

/**
 * A field as the server writes one: a formula's first character guarded by a `'`, quoted when it
 * holds a comma, a quote or a line break.
 * @param {string} text
 */
function field(text) {
	const guarded = /^[=+\-@\t\r]/.test(text) && !text.startsWith("'") ? `'${text}` : text;
	return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/**
 * RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks.
 * @param {string} text
 * @returns {string[][]}
 */
function records(text) {
	/** @type {string[][]} */
	const out = [];
	/** @type {string[]} */
	let record = [];
	let value = '';
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const c = text[i];
		if (quoted) {
			if (c === '"' && text[i + 1] === '"') {
				value += '"';
				i++;
			} else if (c === '"') quoted = false;
			else value += c;
		} else if (c === '"') quoted = true;
		else if (c === ',') {
			record.push(value);
			value = '';
		} else if (c === '\n' || c === '\r') {
			if (c === '\r' && text[i + 1] === '\n') i++;
			record.push(value);
			out.push(record);
			record = [];
			value = '';
		} else value += c;
	}
	if (value || record.length) out.push([...record, value]);
	return out;
}
