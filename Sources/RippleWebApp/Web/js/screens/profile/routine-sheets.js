// Shared routines: "Share a Routine" (habits chosen with checkboxes and a name, downloaded as a
// routine file of their definitions only) and "Add a Routine" (a file's preview from the server:
// what it adds, leaves out and why, what it adds archived to fit the plan; then Add, which adds
// them and reads the habits again).
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { field, counterFor } from '../../components/fields.js';
import { announce, haptic, toast } from '../../components/ui.js';
import { state } from '../../core/store.js';
import { loadHabits } from '../../core/data.js';
import { saveFile } from '../../core/save-file.js';
import { plural } from '../../core/format.js';
import * as yourData from '../../core/your-data.js';
import { exportRoutine } from '../../api/templates.js';
import { loadStylesheet } from '../../core/stylesheet.js';

/** @typedef {import('../../api/types.js').Habit} Habit */
/** @typedef {import('../../api/types.js').ImportSummary} ImportSummary */

/**
 * One habit's checkbox row.
 * @param {Habit} habit
 * @param {() => void} onChange
 */
function habitChoice(habit, onChange) {
	const box = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', value: habit.id, onchange: onChange }));
	return h(
		'li',
		{},
		h(
			'label',
			{ class: 'routine-pick' },
			box,
			h('span', { class: 'routine-dot', style: { '--habit': habit.color }, html: icon(habit.icon, { size: 18 }) }),
			h('span', { class: 'routine-name' }, habit.name),
			habit.archived ? h('span', { class: 'routine-archived' }, 'Archived') : null,
		),
	);
}

/** Opens the sheet that shares a routine: habits chosen, a name, then the file downloaded. */
export async function openShareRoutineSheet() {
	await loadStylesheet('/css/templates.css');
	const habits = [...((await loadHabits().catch(() => state.habits)) ?? [])].sort(
		(a, b) => Number(a.archived) - Number(b.archived),
	);
	const nameMax = state.meta?.textLimits?.name ?? 50;
	const nameInput = /** @type {HTMLInputElement} */ (
		h('input', {
			type: 'text',
			class: 'field-input',
			maxlength: nameMax,
			placeholder: 'e.g., My mornings',
			autocomplete: 'off',
		})
	);
	const counter = counterFor(nameInput, nameMax).el;
	const nameField = field({
		label: 'Routine name (optional)',
		input: nameInput,
		counter: h('span', { class: 'field-tail' }, counter),
	});
	nameInput.setAttribute('aria-describedby', counter.id);
	const error = h('p', { class: 'form-error', role: 'alert', hidden: true });
	const go = /** @type {HTMLButtonElement} */ (
		h(
			'button',
			{ type: 'button', class: 'btn btn-primary save-btn', disabled: true },
			h('span', { class: 'btn-inner' }, h('span', { html: icon('share', { size: 20 }) }), 'Download Routine'),
		)
	);
	const chosen = () =>
		[.../** @type {NodeListOf<HTMLInputElement>} */ (list.querySelectorAll('input[type="checkbox"]'))]
			.filter((b) => b.checked)
			.map((b) => b.value);
	const list = h(
		'ul',
		{ class: 'routine-list', 'aria-labelledby': 'routine-habits-title' },
		habits.map((x) =>
			habitChoice(x, () => {
				go.disabled = chosen().length === 0;
			}),
		),
	);

	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const content = h(
		'div',
		{ class: 'sheet-content' },
		sheetHeader({ title: 'Share a Routine', titleId: 'routine-share-title', onCancel: () => sheet.close() }),
		h(
			'div',
			{ class: 'sheet-body' },
			h(
				'p',
				{ class: 'routine-lead' },
				'A small file of the habits you choose: names, schedules, targets and reminders. Never your check-ins or notes.',
			),
			h('h3', { class: 'field-label', id: 'routine-habits-title' }, 'Habits'),
			habits.length ? list : h('p', { class: 'routine-empty' }, 'No habits to share yet.'),
			nameField.el,
			error,
		),
		h('div', { class: 'sheet-footer' }, go),
	);
	go.addEventListener('click', async () => {
		go.disabled = true;
		error.hidden = true;
		try {
			const download = await exportRoutine({ habits: chosen(), name: nameInput.value.trim() });
			const name = download.name ?? 'ripple-routine.json';
			saveFile(download.blob, name);
			haptic('success');
			sheet.close();
			toast(`Saved ${name}`);
			announce(`Routine saved as ${name}`);
		} catch (e) {
			haptic('error');
			error.textContent = /** @type {Error} */ (e).message;
			error.hidden = false;
			go.disabled = false;
		}
	});
	sheet = openSheet({
		labelledBy: 'routine-share-title',
		content,
		full: habits.length > 5,
		className: 'routine-sheet',
	});
}

/**
 * A titled list of the preview (added, archived or left out).
 * @param {string} kind
 * @param {string} title
 * @param {string[]} lines
 * @param {string} iconName
 */
function previewGroup(kind, title, lines, iconName) {
	if (!lines.length) return null;
	const id = `routine-${kind}-title`;
	return h(
		'section',
		{ class: `routine-group is-${kind}`, 'aria-labelledby': id },
		h('h3', { class: 'routine-group-title', id }, title),
		h(
			'ul',
			{ class: 'routine-lines' },
			lines.map((line) =>
				h(
					'li',
					{},
					h('span', { class: 'routine-line-icon', html: icon(iconName, { size: 18, stroke: 2.4 }) }),
					h('span', {}, line),
				),
			),
		),
	);
}

/**
 * The routine's own name, read from the file for the sheet's lead (the server judged the file).
 * @param {string} text
 * @returns {string | null}
 */
function routineName(text) {
	try {
		const name = JSON.parse(text)?.name;
		return typeof name === 'string' && name.trim() ? name.trim() : null;
	} catch {
		return null;
	}
}

/**
 * Opens the sheet that shows what adding the routine file will do (the server's preview), with Add.
 * @param {{file: File, text: string, preview: ImportSummary, onAdded: (summary: ImportSummary) => void}} options
 */
export async function openAddRoutineSheet({ file, text, preview, onAdded }) {
	await loadStylesheet('/css/templates.css');
	const archived = new Set(preview.archived ?? []);
	const added = preview.names.filter((n) => !archived.has(n));
	const name = routineName(text);
	const error = h('p', { class: 'form-error', role: 'alert', hidden: true });
	const count = preview.names.length;
	const go = /** @type {HTMLButtonElement} */ (
		h(
			'button',
			{ type: 'button', class: 'btn btn-primary save-btn', disabled: count === 0 },
			h(
				'span',
				{ class: 'btn-inner' },
				h('span', { html: icon('plus', { size: 20 }) }),
				count ? `Add ${plural(count, 'Habit')}` : 'Nothing to Add',
			),
		)
	);
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const content = h(
		'div',
		{ class: 'sheet-content' },
		sheetHeader({ title: 'Add a Routine', titleId: 'routine-add-title', onCancel: () => sheet.close() }),
		h(
			'div',
			{ class: 'sheet-body routine-preview' },
			h('p', { class: 'routine-lead' }, name ? `“${name}”, from ${file.name}.` : `From ${file.name}.`),
			count ? null : h('p', { class: 'routine-nothing' }, 'You already have every habit in this routine.'),
			previewGroup('added', 'Will be added', added, 'check'),
			previewGroup('archived', 'Added archived, to fit the free plan', [...archived], 'archive'),
			previewGroup('skipped', 'Left out', preview.skipped ?? [], 'minus'),
			error,
		),
		h('div', { class: 'sheet-footer' }, go),
	);
	go.addEventListener('click', async () => {
		go.disabled = true;
		error.hidden = true;
		try {
			const summary = await yourData.importRoutine(text);
			haptic('success');
			sheet.close();
			onAdded(summary);
		} catch (e) {
			haptic('error');
			error.textContent = `${/** @type {Error} */ (e).message}. Nothing was changed.`;
			error.hidden = false;
			go.disabled = false;
		}
	});
	sheet = openSheet({ labelledBy: 'routine-add-title', content, className: 'routine-sheet', initialFocus: go });
	announce(count ? `${plural(count, 'habit')} will be added` : 'Nothing new to add');
}
