// Import from another app: the chosen file sent to the server with its progress shown, then the
// server's preview (what it found, each habit, what will not carry over; for a CSV file, its
// columns and date order to choose), then Import, which writes it in one go. Nothing is stored
// before Import; a file the server refuses shows its reason here.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet } from '../../components/sheet.js';
import { announce, haptic } from '../../components/ui.js';
import * as yourData from '../../core/your-data.js';
import { previewImport } from '../../api/imports.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { IMPORT_ACCEPT, pickFile } from './data-parts.js';
import { refusedPart, sentence, sheetParts } from './import-parts.js';
import { foundHeader, habitList, importLabel, notCarried } from './import-preview.js';
import { appliedChoices, mappingSection, remember, rememberedFor } from './import-mapping.js';

/** @typedef {import('../../api/imports.js').ImportPreview} ImportPreview */
/** @typedef {import('../../api/imports.js').ImportChoices} ImportChoices */
/** @typedef {import('../../api/request.js').ApiError} ApiError */

const COLUMN_FIELDS = ['habit', 'date', 'value', 'note', 'dates'];

/**
 * Whether the remembered choices differ from what the server applied.
 * @param {ImportChoices} kept
 * @param {ImportChoices} applied
 */
const differs = (kept, applied) =>
	Object.entries(kept).some(([k, v]) => v && applied[/** @type {keyof ImportChoices} */ (k)] !== v);

/**
 * One import's state: the file, the choices sent, the last preview, and the sheet's parts.
 * @typedef {{
 *   file: File,
 *   asked: number,
 *   importing: boolean,
 *   choices: ImportChoices,
 *   preview: ImportPreview | null,
 *   mapping: ReturnType<typeof mappingSection> | null,
 *   parts: ReturnType<typeof sheetParts>,
 *   sheet: ReturnType<typeof openSheet> | null,
 *   onImported: (answer: ImportPreview, file: File) => void,
 * }} Flow
 */

/**
 * Sets the footer's button: its words, icon and whether it can be pressed.
 * @param {Flow} f
 * @param {string} text
 * @param {string} iconName
 * @param {boolean} enabled
 */
function setButton(f, text, iconName, enabled) {
	f.parts.goText.textContent = text;
	f.parts.goIcon.innerHTML = icon(iconName, { size: 20 });
	f.parts.go.disabled = !enabled;
}

/**
 * Shows the server's preview (the CSV choices updated in place, so focus stays put).
 * @param {Flow} f
 * @param {ImportPreview} answer
 */
function show(f, answer) {
	const p = f.parts;
	f.preview = answer;
	p.upload.el.hidden = true;
	p.previewEl.hidden = false;
	p.previewEl.removeAttribute('aria-busy');
	p.busyBar.el.hidden = true;
	p.error.hidden = true;
	p.header.replaceChildren(foundHeader(answer, f.file));
	if (answer.csv) {
		f.choices = appliedChoices(answer.csv);
		f.mapping ??= mappingSection({ columns: answer.csv.columns, onChange: (c) => ask(f, c, false) });
		p.mappingSlot.replaceChildren(f.mapping.el);
		f.mapping.update(answer.csv, answer.needs);
	}
	const { summary, needs } = answer;
	const some = summary.habits + summary.checkIns > 0;
	const nothing =
		!needs && answer.habits.length && !some
			? h('p', { class: 'routine-nothing' }, 'You already have everything in this file.')
			: null;
	p.listed.replaceChildren(...[nothing, habitList(answer.habits), ...notCarried(summary)].filter((x) => x != null));
	const label = needs ? 'Import' : importLabel(summary);
	setButton(f, label, some || needs ? 'check' : 'minus', some && !needs);
	announce(`Found a ${answer.formatName} file. ${needs ? needs.message : label}`);
}

/**
 * Shows why the server refused the file, and offers another.
 * @param {Flow} f
 * @param {Error} e
 */
function refuse(f, e) {
	haptic('error');
	f.parts.upload.el.hidden = true;
	f.parts.previewEl.hidden = true;
	f.parts.refused.replaceChildren(refusedPart(e.message));
	setButton(f, 'Choose Another File', 'plus', true);
}

/**
 * A preview or import refused once the preview is up: beside the control it names, or below.
 * @param {Flow} f
 * @param {ApiError} e
 */
function refusedChoice(f, e) {
	const p = f.parts;
	haptic('error');
	p.previewEl.removeAttribute('aria-busy');
	p.busyBar.el.hidden = true;
	const csv = f.preview?.csv;
	if (csv && f.mapping && e.field && COLUMN_FIELDS.includes(e.field))
		f.mapping.update(csv, { field: e.field, message: e.message });
	else {
		p.error.textContent = `${sentence(e.message)} Nothing was changed.`;
		p.error.hidden = false;
	}
}

/**
 * Asks the server for the preview with `next` choices (`first`: the file's first answer, which
 * may bring the remembered mapping in).
 * @param {Flow} f
 * @param {ImportChoices} next
 * @param {boolean} first
 * @returns {Promise<void>}
 */
async function ask(f, next, first) {
	const mine = ++f.asked;
	const p = f.parts;
	f.choices = next;
	p.go.disabled = true;
	const progress = f.preview ? p.busyBar : p.bar;
	if (f.preview) {
		p.previewEl.setAttribute('aria-busy', 'true');
		p.busyBar.el.hidden = false;
	}
	const onUpload = (/** @type {number} */ sent, /** @type {number} */ total) => {
		if (mine !== f.asked) return;
		if (sent < total) progress.sent(sent, total);
		else progress.reading();
	};
	try {
		const answer = await previewImport(f.file, f.choices, onUpload);
		if (mine !== f.asked) return;
		const kept = first && answer.csv ? rememberedFor(answer.csv) : null;
		if (kept && answer.csv && differs(kept, appliedChoices(answer.csv))) return ask(f, kept, false);
		show(f, answer);
	} catch (e) {
		if (mine !== f.asked) return;
		if (!f.preview) refuse(f, /** @type {Error} */ (e));
		else refusedChoice(f, /** @type {ApiError} */ (e));
	}
}

/**
 * Import: the file written with the choices made, then the sheet closed.
 * @param {Flow} f
 */
async function runImport(f) {
	const p = f.parts;
	f.importing = true;
	p.go.disabled = true;
	p.error.hidden = true;
	p.importBar.el.hidden = false;
	p.importBar.sent(0, 1);
	p.goText.textContent = 'Importing…';
	try {
		const answer = await yourData.importFile(f.file, f.choices, (sent, total) =>
			sent < total ? p.importBar.sent(sent, total) : p.importBar.reading(),
		);
		if (answer.csv) remember(answer.csv);
		haptic('success');
		f.importing = false;
		f.sheet?.close();
		f.onImported(answer, f.file);
	} catch (e) {
		const refusal = /** @type {ApiError} */ (e);
		f.importing = false;
		p.importBar.el.hidden = true;
		if (f.preview) show(f, f.preview);
		refusedChoice(f, refusal);
		if (refusal.field && COLUMN_FIELDS.includes(refusal.field)) p.go.disabled = true;
	}
}

/**
 * Another file, after a refused one: the sheet starts over with it.
 * @param {Flow} f
 */
async function chooseAgain(f) {
	const next = await pickFile(IMPORT_ACCEPT);
	if (!next) return;
	f.file = next;
	f.preview = null;
	f.mapping = null;
	f.parts.mappingSlot.replaceChildren();
	f.parts.refused.replaceChildren();
	f.parts.upload.show(next);
	f.parts.upload.el.hidden = false;
	setButton(f, 'Import', 'check', false);
	ask(f, {}, true);
}

/**
 * Opens the import sheet for `file`: its preview, then Import.
 * @param {{file: File, onImported: (answer: ImportPreview, file: File) => void}} options
 */
export async function openImportSheet({ file, onImported }) {
	await Promise.all([loadStylesheet('/css/templates.css'), loadStylesheet('/css/imports.css')]);
	const parts = sheetParts(() => f.sheet?.close());
	/** @type {Flow} */
	const f = {
		file,
		asked: 0,
		importing: false,
		choices: {},
		preview: null,
		mapping: null,
		parts,
		sheet: null,
		onImported,
	};
	parts.go.addEventListener('click', () => (f.preview ? runImport(f) : chooseAgain(f)));
	parts.upload.show(file);
	f.sheet = openSheet({
		labelledBy: 'import-title',
		content: parts.content,
		className: 'routine-sheet import-sheet',
		canClose: () => !f.importing,
		onClosed: () => {
			f.asked++;
		},
	});
	ask(f, {}, true);
}
