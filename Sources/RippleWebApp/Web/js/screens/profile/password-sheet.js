// Change Password: the current password and a new one; the server ends the account's
// other sessions, refresh tokens and access tokens (said before the change), this one stays
// signed in.
import { h } from '../../core/dom.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { field } from '../../components/fields.js';
import { changePassword } from '../../api/accounts.js';
import { announce, haptic, toast } from '../../components/ui.js';

export function openPasswordSheet() {
	const current = field({
		label: 'Current password',
		input: h('input', { class: 'field-input', type: 'password', autocomplete: 'current-password' }),
	});
	const next = field({
		label: 'New password',
		hint: 'At least 8 characters; not a common password.',
		input: h('input', { class: 'field-input', type: 'password', autocomplete: 'new-password' }),
	});
	const error = h('p', { class: 'form-error', role: 'alert', hidden: true });
	const save = h('button', { type: 'submit', class: 'btn btn-primary save-btn' }, 'Change Password');
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const form = h(
		'form',
		{ class: 'sheet-content password-sheet', novalidate: true },
		sheetHeader({ title: 'Change Password', titleId: 'password-title', onCancel: () => sheet.close() }),
		h(
			'div',
			{ class: 'sheet-body' },
			h(
				'p',
				{ class: 'field-hint password-effect' },
				'Changing your password signs out your other devices and revokes your access tokens (widget links and scripts need a new one).',
			),
			current.el,
			next.el,
			error,
		),
		h('div', { class: 'sheet-footer' }, save),
	);

	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		current.setError(null);
		next.setError(null);
		error.hidden = true;
		if (!current.input.value) {
			current.setError('Enter your current password.');
			return;
		}
		if (!next.input.value) {
			next.setError('Enter a new password.');
			return;
		}
		save.disabled = true;
		try {
			await changePassword({ currentPassword: current.input.value, newPassword: next.input.value });
			haptic('success');
			sheet.close();
			toast('Password changed');
			announce('Password changed. Other devices were signed out and access tokens revoked.');
		} catch (err) {
			save.disabled = false;
			haptic('error');
			const target =
				err.field === 'newPassword'
					? next
					: err.field === 'currentPassword' || err.code === 'wrong_password'
						? current
						: null;
			if (target) target.setError(err.message);
			else {
				error.textContent = err.message;
				error.hidden = false;
			}
		}
	});

	sheet = openSheet({ labelledBy: 'password-title', content: form, initialFocus: current.input });
	return sheet;
}
