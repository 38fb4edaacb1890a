// The Add / Edit Habit sheet: name with live counter and inline errors,
// description, icon, colour with live preview, frequency with a visual preview, numeric target,
// reminder, category; "Discard changes?" when dismissed after an edit. A new habit can start from a
// template (template-gallery.js), which fills the form afresh; nothing is stored until it is
// saved. Its pieces live in habitform/: the state, each section, the form's sync and the save.
import { state, on, todayDay, firstWeekday } from '../../core/store.js';
import { loadHabits, loadCategories, loadMeta } from '../../core/data.js';
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet } from '../../components/sheet.js';
import { announce, toast } from '../../components/ui.js';
import { confirmDialog } from '../../components/dialog.js';
import { formFields, formLimits, payload } from './habitform/state.js';
import { habitForm } from './habitform/form.js';
import { onSubmit } from './habitform/submit.js';

export { MSG } from './habitform/state.js';

/** @typedef {import('../../api/types.js').Habit} Habit */
/** @typedef {import('../../api/types.js').Meta} Meta */
/** @typedef {import('./habitform/state.js').FormContext} FormContext */
/** @typedef {import('../../api/wire-types.js').HabitTemplate} HabitTemplate */

let openCount = 0;

/**
 * The form's shared state for `habit` (null: a new habit), or a new habit filled from `template`.
 * Lengths, ranges, kinds and colours are the engine's (GET /meta); none is written here.
 * @param {Habit | null} habit
 * @param {HabitTemplate | null} [template]
 * @returns {FormContext}
 */
function formContext(habit, template = null) {
	const today = /** @type {string} */ (todayDay());
	const from = habit ?? template;
	const limits = formLimits(/** @type {Partial<Meta>} */ (state.meta ?? {}), from?.schedule?.kind ?? 'daily');
	const editing = !!habit;
	// A template holds what a habit's definition holds (no id, category or dates): the same fields.
	const f = formFields(/** @type {Habit | null} */ (from), today, limits.palette);
	return {
		habit,
		editing,
		today,
		firstWeekday: firstWeekday(),
		limits,
		f,
		touched: { name: !!from, color: !!from },
		serverErrors: {},
		saving: false,
		sync: () => {},
	};
}

/**
 * The "Start from a template" entry at the top of a new habit's form.
 * @param {HabitTemplate | null} template the template the form was filled from, if any
 * @param {() => void} onClick
 */
const templateEntry = (template, onClick) =>
	h(
		'button',
		{ type: 'button', class: 'tpl-entry', onclick: onClick },
		h('span', { class: 'tpl-entry-icon', html: icon('sparkles', { size: 20 }) }),
		h(
			'span',
			{ class: 'tpl-entry-text' },
			h('span', { class: 'tpl-entry-title' }, template ? 'Choose another template' : 'Start from a template'),
			h(
				'span',
				{ class: 'tpl-entry-sub' },
				template ? `Filled from “${template.name}”` : 'Ready-made habits, each with a schedule',
			),
		),
		h('span', { class: 'tpl-entry-chev', html: icon('chevron-right', { size: 18, stroke: 2.4 }) }),
	);

/**
 * The "Start from a template" tap: opens the gallery, then hands the template chosen to `fill`. A
 * second tap while the gallery is open or on its way does nothing.
 * @param {(template: HabitTemplate) => void} fill
 * @returns {() => Promise<void>}
 */
function templateChooser(fill) {
	let picking = false;
	return async () => {
		if (picking) return;
		picking = true;
		/** @type {HabitTemplate | null} */
		let chosen = null;
		try {
			chosen = await (await import('./template-gallery.js')).pickTemplate();
		} catch {
			// The gallery's code could not be fetched (offline before it was kept): say so, and the
			// next tap asks again.
			toast("Templates couldn't open. Check your connection and try again.");
		} finally {
			picking = false;
		}
		if (chosen) fill(chosen);
	};
}

/**
 * Opens the sheet that creates a habit (filled from `template` when given), or edits `habit`;
 * does nothing while one is open.
 * @param {{habit?: Habit | null, template?: HabitTemplate | null}} options
 */
export function openHabitForm({ habit = null, template = null } = {}) {
	if (openCount) return;
	openCount++;
	const editing = !!habit;
	// What the form held when opened empty: a form filled from a template has changes to discard.
	let initial = JSON.stringify(payload(formContext(habit).f));
	const host = h('div', { class: 'sheet-content habit-form-host' });
	const dirty = () => JSON.stringify(payload(ctx.f)) !== initial;

	/**
	 * Builds the form (filled from `tpl` when given) into the sheet, in place of the one shown.
	 * @param {HabitTemplate | null} tpl
	 */
	function build(tpl) {
		const c = formContext(habit, tpl);
		const p = habitForm(c, () => sheet.requestClose());
		if (!editing) p.form.querySelector('.sheet-scroll')?.prepend(templateEntry(tpl, chooseTemplate));
		onSubmit(c, p, () => sheet.close());
		p.renderAll();
		// The header shown stays (the sheet's drag-to-dismiss holds it), so only the fields are new.
		const shown = host.querySelector('.sheet-header');
		if (shown) p.form.querySelector('.sheet-header')?.replaceWith(shown);
		host.replaceChildren(p.form);
		return { ctx: c, parts: p };
	}

	const chooseTemplate = templateChooser((chosen) => {
		if (ctx.saving) return;
		({ ctx, parts } = build(chosen));
		loadHabits()
			.then(ctx.sync)
			.catch(() => {});
		/** @type {HTMLElement | null} */ (host.querySelector('.tpl-entry'))?.focus({ preventScroll: true });
		announce(`${chosen.name} filled in. Review it, then create the habit.`);
	});

	let { ctx, parts } = build(template);
	const offMeta = on('meta', () => ctx.sync());

	const sheet = openSheet({
		labelledBy: 'habit-form-title',
		content: host,
		full: true,
		className: 'habit-sheet',
		initialFocus: editing || template ? null : parts.nameInput,
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

/** Opens the template gallery, then the new-habit form filled from the template chosen. */
export async function openFromTemplate() {
	const chosen = await (await import('./template-gallery.js')).pickTemplate();
	if (chosen) openHabitForm({ template: chosen });
}
