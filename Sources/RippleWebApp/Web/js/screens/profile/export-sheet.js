// The export sheet: CSV or JSON, a date range (last week / month / year / all
// time), "Include notes", and Export, which downloads the file.
import { serverFormat, withWords } from '../../private/export.js';
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { todayDay } from '../../core/store.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { segmented, toggleSwitch, roving } from '../../components/fields.js';
import { addDays } from '../../core/format.js';
import * as api from '../../api/data.js';
import { saveFile } from '../../core/save-file.js';
import { announce, haptic, toast } from '../../components/ui.js';

const RANGES = [
	['week', 'Week', 6],
	['month', 'Month', 29],
	['year', 'Year', 364],
	['all', 'All time', null],
];

/** @typedef {{format: string, range: string, notes: boolean}} ExportChoice */

/** @returns {void} */
export function openExportSheet() {
	/** @type {ExportChoice} */
	const f = { format: 'csv', range: 'month', notes: true };
	const { formats, formatGroup } = formatCards(f);
	const range = segmented({
		label: 'Date range',
		options: RANGES.map(([v, t]) => [v, t]),
		value: f.range,
		onChange: (/** @type {string} */ v) => {
			f.range = v;
		},
	});
	const notes = toggleSwitch({
		label: 'Include notes',
		description: 'Your notes on each day',
		checked: f.notes,
		onChange: (/** @type {boolean} */ v) => {
			f.notes = v;
		},
	});
	const error = h('p', { class: 'form-error', role: 'alert', hidden: true });
	const go = h(
		'button',
		{ type: 'button', class: 'btn btn-primary save-btn' },
		h('span', { html: icon('share', { size: 20 }) }),
		'Export',
	);

	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const content = h(
		'div',
		{ class: 'sheet-content export-sheet' },
		sheetHeader({ title: 'Export Data', titleId: 'export-title', onCancel: () => sheet.close() }),
		h(
			'div',
			{ class: 'sheet-body' },
			formatGroup,
			h('div', { class: 'field' }, h('span', { class: 'field-label' }, 'Date range'), range.el),
			notes.el,
			error,
		),
		h('div', { class: 'sheet-footer' }, go),
	);

	go.addEventListener('click', () => exportFile(f, /** @type {HTMLButtonElement} */ (go), error, () => sheet.close()));
	sheet = openSheet({ labelledBy: 'export-title', content, className: 'export', initialFocus: formats[0] });
}

/**
 * The format cards, CSV or JSON: a radio group with arrow-key navigation.
 * @param {ExportChoice} f
 * @returns {{formats: HTMLElement[], formatGroup: HTMLElement}}
 */
function formatCards(f) {
	const formats = [
		['csv', 'CSV', 'For spreadsheets', 'list'],
		['json', 'JSON', 'Raw data', 'code'],
	].map(([v, title, text, ic]) =>
		h(
			'button',
			{ type: 'button', role: 'radio', class: 'format-card', dataset: { value: v } },
			h('span', { class: 'format-icon', html: icon(ic, { size: 22 }) }),
			h(
				'span',
				{ class: 'format-text' },
				h('span', { class: 'format-title' }, `Export as ${title}`),
				h('span', { class: 'format-sub' }, text),
			),
		),
	);
	const formatGroup = h('div', { class: 'format-cards', role: 'radiogroup', 'aria-label': 'Format' }, formats);
	const setFormat = (/** @type {string} */ v) =>
		formats.forEach((b) => {
			const on = b.dataset.value === v;
			b.setAttribute('aria-checked', String(on));
			b.tabIndex = on ? 0 : -1;
		});
	roving(formatGroup, formats, (/** @type {HTMLElement} */ b) => {
		f.format = b.dataset.value ?? f.format;
		setFormat(f.format);
		haptic('soft');
	});
	setFormat(f.format);
	return { formats, formatGroup };
}

/**
 * Export: the file for the choices downloaded, then the sheet closed (or the error shown in it).
 * @param {ExportChoice} f
 * @param {HTMLButtonElement} go
 * @param {HTMLElement} error
 * @param {() => void} close
 */
async function exportFile(f, go, error, close) {
	go.disabled = true;
	error.hidden = true;
	const today = todayDay();
	const back = RANGES.find(([v]) => v === f.range)?.[2];
	const params = new URLSearchParams({ format: serverFormat(f.format), notes: String(f.notes), end: String(today) });
	if (back != null) params.set('start', addDays(today, -back));
	try {
		const download = await api.exportData(/** @type {{format: string}} */ (Object.fromEntries(params)));
		const name = (download.name ?? `ripple-export-${today}.${f.format}`).replace(/\.json$/, `.${f.format}`);
		// Private mode: the words go back in on this device (the server's file holds neutral ones).
		saveFile(await withWords(download.blob, f.format, !!f.notes), name);
		haptic('success');
		close();
		toast(`Exported ${name}`);
		announce(`Exported ${name}`);
	} catch (e) {
		error.textContent = e.message;
		error.hidden = false;
		go.disabled = false;
	}
}
