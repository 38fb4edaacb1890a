// Saving the habit form: shows every error first (and shakes the first bad field), else creates
// or updates the habit, then closes the sheet; a refusal shows under its field or the form.
import * as habits from '../../../core/habits.js';
import { announce, toast, haptic } from '../../../components/ui.js';
import { payload, uuid } from './state.js';

/** @typedef {import('./state.js').FormContext} FormContext */

/**
 * Shakes and focuses the first field with an error.
 * @param {HTMLElement} form
 */
function showInvalid(form) {
	haptic('error');
	const bad = /** @type {HTMLElement | null} */ (form.querySelector('[aria-invalid="true"]'));
	bad?.closest('.field')?.classList.add('shake');
	setTimeout(() => bad?.closest('.field')?.classList.remove('shake'), 400);
	bad?.focus();
}

/**
 * Shows the server's refusal: under the name when it is about the name, else under the form
 * (and the upgrade modal when the plan's limit refused it).
 * @param {FormContext} ctx
 * @param {{field?: string, message: string, code?: string}} err
 * @param {{nameInput: HTMLElement, generalError: HTMLElement}} parts
 */
function showRefusal(ctx, err, { nameInput, generalError }) {
	if (err.field === 'name') {
		ctx.serverErrors.name = err.message;
		ctx.touched.name = true;
		ctx.sync();
		nameInput.focus();
	} else {
		generalError.textContent = err.message;
		generalError.hidden = false;
		ctx.sync();
		if (err.code === 'needs_premium')
			import('../../upgrade/upgrade.js').then((m) => m.openUpgrade('habits')).catch(() => {});
	}
}

/**
 * Saves the form on submit.
 * @param {FormContext} ctx
 * @param {{form: HTMLElement, saveBtn: HTMLButtonElement, nameInput: HTMLElement, generalError: HTMLElement}} parts
 * @param {() => void} close closes the sheet once saved
 */
export function onSubmit(ctx, parts, close) {
	const { form, saveBtn, generalError } = parts;
	const { editing, habit } = ctx;
	form.addEventListener('submit', async (e) => {
		e.preventDefault();
		ctx.touched.name = true;
		ctx.touched.target = true;
		ctx.serverErrors = {};
		ctx.sync();
		if (saveBtn.disabled) {
			showInvalid(form);
			return;
		}
		ctx.saving = true;
		ctx.sync();
		generalError.hidden = true;
		try {
			const body = payload(ctx.f);
			const saved =
				editing && habit ? await habits.update(habit.id, body) : await habits.create({ id: uuid(), ...body });
			haptic('success');
			close();
			toast(editing ? 'Changes saved!' : 'Habit created!');
			announce(editing ? `${saved.name} saved` : `${saved.name} created`);
		} catch (err) {
			ctx.saving = false;
			haptic('error');
			showRefusal(ctx, err, parts);
		}
	});
}
