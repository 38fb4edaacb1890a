// Delete Account: first the offer to download everything,
// then "Are you sure?" with the password; the server removes every row of the account
// in one transaction, and this browser forgets it and shows the sign-in screen.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { field } from '../../components/fields.js';
import { backup } from '../../api/data.js';
import { deleteMe } from '../../api/accounts.js';
import { forgetAccount } from '../auth/gate.js';
import { saveFile } from '../../core/save-file.js';
import { announce, haptic, toast } from '../../components/ui.js';

/**
 * The sheet's parts each step draws into, and how it closes.
 * @typedef {{title: HTMLElement, body: HTMLElement, footer: HTMLElement, close: () => void}} DeleteSheet
 */

/** @returns {ReturnType<typeof openSheet>} */
export function deleteAccount() {
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const body = h('div', { class: 'sheet-body delete-account' });
	const footer = h('div', { class: 'sheet-footer two' });
	const title = h('h2', { id: 'delete-title', class: 'sheet-title' }, 'Delete Account?');
	const header = sheetHeader({ title: 'Delete Account?', titleId: 'delete-title', onCancel: () => sheet.close() });
	/** @type {HTMLElement} */ (header.querySelector('.sheet-title')).replaceWith(title);
	const content = h('div', { class: 'sheet-content' }, header, body, footer);
	offer({ title, body, footer, close: () => sheet.close() });
	sheet = openSheet({ labelledBy: 'delete-title', content });
	return sheet;
}

// Step 1: the export offer.
/**
 * @param {DeleteSheet} d
 */
function offer(d) {
	const download = h(
		'button',
		{ type: 'button', class: 'btn btn-secondary btn-block' },
		h('span', { html: icon('archive', { size: 20 }) }),
		'Download My Data',
	);
	const status = h('p', { class: 'field-hint', role: 'status' });
	download.addEventListener('click', async () => {
		download.disabled = true;
		try {
			const { blob, name } = await backup();
			saveFile(blob, name ?? 'ripple-backup.json');
			status.textContent = 'Downloaded. Keep the file to restore your habits on any Ripple server.';
			announce('Backup downloaded');
		} catch (e) {
			status.textContent = e.message;
		} finally {
			download.disabled = false;
		}
	});
	const cancel = h('button', { type: 'button', class: 'btn btn-secondary cancel-btn' }, 'Not Now');
	const next = h('button', { type: 'button', class: 'btn btn-danger save-btn' }, 'Continue');
	cancel.addEventListener('click', () => d.close());
	next.addEventListener('click', () => confirmStep(d));
	d.title.textContent = 'Delete Account?';
	d.body.replaceChildren(
		h(
			'p',
			{},
			'Your account, every habit, check-in, note and setting will be deleted from this server. This cannot be undone.',
		),
		h('p', { class: 'delete-account-offer' }, 'Before you go, download a copy of your data.'),
		download,
		status,
	);
	d.footer.replaceChildren(cancel, next);
}

// Step 2: are you sure, with the password.
/**
 * @param {DeleteSheet} d
 */
function confirmStep(d) {
	const password = field({
		label: 'Password',
		input: h('input', { class: 'field-input', type: 'password', autocomplete: 'current-password' }),
	});
	const back = h('button', { type: 'button', class: 'btn btn-secondary cancel-btn' }, 'Back');
	const go = h('button', { type: 'submit', class: 'btn btn-danger save-btn' }, 'Delete Forever');
	back.addEventListener('click', () => offer(d));
	const form = h(
		'form',
		{ class: 'delete-account-form', novalidate: true },
		h('p', {}, 'Enter your password to delete your account and all of its data.'),
		password.el,
	);
	go.setAttribute('form', 'delete-account-form');
	form.id = 'delete-account-form';
	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		password.setError(null);
		if (!password.input.value) {
			password.setError('Enter your password.');
			return;
		}
		go.disabled = true;
		try {
			await deleteMe(password.input.value);
			haptic('heavy');
			await forgetAccount();
			announce('Account deleted');
			toast('Account deleted');
			location.replace('/');
		} catch (err) {
			go.disabled = false;
			haptic('error');
			password.setError(err.message);
			password.input.focus();
		}
	});
	d.title.textContent = 'Are you sure?';
	d.body.replaceChildren(form);
	d.footer.replaceChildren(back, go);
	password.input.focus();
}
