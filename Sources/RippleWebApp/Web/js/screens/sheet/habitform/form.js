// The habit form's element: its sections put together, and its sync, which validates the fields
// and redraws everything that depends on them.
import { h } from '../../../core/dom.js';
import { icon } from '../../../components/icons.js';
import { state } from '../../../core/store.js';
import { onColor } from '../../../core/palette.js';
import { validate } from './state.js';
import { schedulePreview, drawTwoWeeks } from './schedule-preview.js';
import { nameFields } from './name-fields.js';
import { appearance } from './appearance.js';
import { frequencyField } from './frequency-field.js';
import { measureField } from './measure-field.js';
import { reminderField } from './reminder-field.js';
import { categoryField } from './category-field.js';

/** @typedef {import('./state.js').FormContext} FormContext */

/**
 * A titled form section.
 * @param {string | null} id the title's id, or null for a section without a title
 * @param {string | null} title
 * @param {...(HTMLElement | null)} children
 */
const section = (id, title, ...children) =>
	id
		? h(
				'section',
				{ class: 'form-section', 'aria-labelledby': id },
				h('h3', { id, class: 'section-label' }, title),
				children,
			)
		: h('section', { class: 'form-section' }, children);

/**
 * The sheet's header: Cancel and the title.
 * @param {boolean} editing
 * @param {() => void} onCancel
 */
const header = (editing, onCancel) =>
	h(
		'div',
		{ class: 'sheet-header' },
		h('button', { type: 'button', class: 'btn-plain sheet-cancel', onclick: onCancel }, 'Cancel'),
		h('h2', { id: 'habit-form-title', class: 'sheet-title' }, editing ? 'Edit Habit' : 'New Habit'),
		h('span', { class: 'sheet-spacer' }),
	);

/**
 * The footer's button: Save Changes (or Create Habit). Cancel is the header's alone: one Cancel
 * on the sheet, whatever is open in it.
 * @param {boolean} editing
 */
function footer(editing) {
	return /** @type {HTMLButtonElement} */ (
		h(
			'button',
			{ type: 'submit', class: 'btn btn-primary save-btn' },
			editing
				? 'Save Changes'
				: h('span', { class: 'btn-inner' }, h('span', { html: icon('plus', { size: 20 }) }), 'Create Habit'),
		)
	);
}

/**
 * Builds the form and sets `ctx.sync`.
 * @param {FormContext} ctx
 * @param {() => void} onCancel asks the sheet to close (Cancel in the header)
 */
export function habitForm(ctx, onCancel) {
	const { f, editing } = ctx;
	const schedule = schedulePreview(ctx, () => {
		look.drawPreview(schedule.textOf);
		drawTwoWeeks(freq.preview, schedule.current());
		if (f.kind === 'times_in_days') freq.render();
	});
	const names = nameFields(ctx);
	const look = appearance(ctx);
	const freq = frequencyField(ctx, schedule.textOf);
	const measure = measureField(ctx);
	const remind = reminderField(ctx);
	const categories = categoryField(ctx);
	const generalError = h('p', { class: 'form-error', role: 'alert', hidden: true });
	const saveBtn = footer(editing);
	const appearanceRow = h(
		'div',
		{ class: 'appearance' },
		h('div', { class: 'icon-pick' }, look.iconTile, h('span', { class: 'sub-label', 'aria-hidden': 'true' }, 'Icon')),
		look.preview,
	);
	const form = h(
		'form',
		{ class: 'habit-form sheet-content', novalidate: true },
		header(editing, onCancel),
		h(
			'div',
			{ class: 'sheet-scroll' },
			section(null, null, names.nameField.el, names.descField.el),
			section('sec-appearance', 'Appearance', appearanceRow, look.colorGroup),
			section('sec-frequency', 'Frequency', freq.seg.el, freq.detail, freq.preview, freq.error),
			section(null, null, measure.numSwitch.el, measure.box),
			section(null, null, remind.remindSwitch.el, remind.box),
			section('sec-category', 'Category (optional)', categories.box),
			generalError,
		),
		h('div', { class: 'sheet-footer' }, saveBtn),
	);
	measure.fields();
	remind.time();

	ctx.sync = () => {
		const errors = { ...validate(f, ctx.habit, state.habits ?? []), ...ctx.serverErrors };
		names.sync(errors);
		measure.sync(errors);
		freq.sync(errors);
		saveBtn.disabled = ctx.saving || Object.keys(errors).length > 0;
		const oc = onColor(f.color);
		form.style.setProperty('--habit', f.color);
		form.style.setProperty('--habit-bg', oc.bg);
		form.style.setProperty('--habit-fg', oc.fg);
		look.sync();
		schedule.ask();
		look.drawPreview(schedule.textOf);
		drawTwoWeeks(freq.preview, schedule.current());
	};

	/** Draws the dynamic parts for the first time. */
	function renderAll() {
		freq.render();
		measure.render();
		remind.render();
		categories.render();
		ctx.sync();
	}

	return { form, nameInput: names.nameInput, saveBtn, generalError, renderCategories: categories.render, renderAll };
}
