// The Add / Edit Habit sheet: name with live counter and inline errors,
// description, icon, colour with live preview, frequency with a visual preview, numeric target,
// reminder, category; "Discard changes?" when dismissed after an edit. Its pieces live in
// habitform/: the state, each section, the form's sync and the save.
import { state, on, todayDay, firstWeekday } from '../../core/store.js';
import { loadHabits, loadCategories, loadMeta } from '../../core/data.js';
import { openSheet } from '../../components/sheet.js';
import { confirmDialog } from '../../components/dialog.js';
import { formFields, formLimits, payload } from './habitform/state.js';
import { habitForm } from './habitform/form.js';
import { onSubmit } from './habitform/submit.js';

export { MSG } from './habitform/state.js';

/** @typedef {import('../../api/types.js').Habit} Habit */
/** @typedef {import('../../api/types.js').Meta} Meta */
/** @typedef {import('./habitform/state.js').FormContext} FormContext */

let openCount = 0;

/**
 * The form's shared state for `habit` (null: a new habit). Lengths, ranges, kinds and colours are
 * the engine's (GET /meta); none is written here.
 * @param {Habit | null} habit
 * @returns {FormContext}
 */
function formContext(habit) {
	const today = /** @type {string} */ (todayDay());
	const limits = formLimits(/** @type {Partial<Meta>} */ (state.meta ?? {}), habit?.schedule?.kind ?? 'daily');
	const editing = !!habit;
	return {
		habit,
		editing,
		today,
		firstWeekday: firstWeekday(),
		limits,
		f: formFields(habit, today, limits.palette),
		touched: { name: editing, color: editing },
		serverErrors: {},
		saving: false,
		sync: () => {},
	};
}

/**
 * Opens the sheet that creates a habit, or edits `habit`; does nothing while one is open.
 * @param {{habit?: Habit | null}} options
 */
export function openHabitForm({ habit = null } = {}) {
	if (openCount) return;
	openCount++;
	const ctx = formContext(habit);
	const { editing } = ctx;
	let initial = JSON.stringify(payload(ctx.f));
	const dirty = () => JSON.stringify(payload(ctx.f)) !== initial;
	const parts = habitForm(ctx, () => sheet.requestClose());
	const offMeta = on('meta', () => ctx.sync());
	onSubmit(ctx, parts, () => sheet.close());
	parts.renderAll();

	const sheet = openSheet({
		labelledBy: 'habit-form-title',
		content: parts.form,
		full: true,
		className: 'habit-sheet',
		initialFocus: editing ? null : parts.nameInput,
		canClose: async () => {
			if (!dirty() || ctx.saving) return true;
			return confirmDialog({
				title: 'Discard changes?',
				message: editing ? "Your changes to this habit won't be saved." : "This habit won't be created.",
				confirm: 'Discard',
				cancel: 'Keep Editing',
				destructive: true,
			});
		},
		onClosed: () => {
			openCount--;
			offMeta();
			document.getElementById('fab')?.classList.remove('is-open');
		},
	});
	if (!editing) document.getElementById('fab')?.classList.add('is-open');

	// Names for the duplicate check and the category list arrive in the background.
	loadHabits()
		.then(ctx.sync)
		.catch(() => {});
	// The next auto colour moves with every habit created or deleted: read it afresh.
	loadMeta()
		.then((/** @type {Meta | null} */ m) => {
			if (ctx.touched.color || !m?.palette?.nextAuto?.hex || dirty()) return;
			ctx.f.color = m.palette.nextAuto.hex;
			initial = JSON.stringify(payload(ctx.f));
			ctx.sync();
		})
		.catch(() => {});
	loadCategories()
		.then(() => {
			parts.renderCategories();
		})
		.catch(() => {});
}
