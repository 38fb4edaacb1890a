// Backups protected by a passphrase: the server writes an age file any age tool opens
// (`age -d`), and restores one with its passphrase. A lost passphrase cannot be recovered.
import { h } from '../../core/dom.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { field } from '../../components/fields.js';
import { backupEncrypted } from '../../api/data.js';
import * as yourData from '../../core/your-data.js';
import { saveFile } from '../../core/save-file.js';
import { announce, haptic, toast } from '../../components/ui.js';

const MINIMUM = 8;

/**
 * @param {string} autocomplete
 * @returns {HTMLInputElement}
 */
const passphraseInput = (autocomplete) =>
	/** @type {HTMLInputElement} */ (
		h('input', { class: 'field-input', type: 'password', autocomplete, spellcheck: 'false' })
	);

/**
 * A sheet with passphrase fields whose submit runs `action`; its errors show in the sheet.
 * @param {{title: string, titleId: string, intro: string, confirm: boolean, button: string, action: (passphrase: string) => Promise<void>}} options
 * @returns {ReturnType<typeof openSheet>}
 */
function passphraseSheet({ title, titleId, intro, confirm, button, action }) {
	const passphrase = field({
		label: 'Passphrase',
		hint: confirm ? `At least ${MINIMUM} characters. It cannot be recovered if you lose it.` : undefined,
		input: passphraseInput(confirm ? 'new-password' : 'current-password'),
	});
	const again = confirm ? field({ label: 'Confirm passphrase', input: passphraseInput('new-password') }) : null;
	const error = h('p', { class: 'form-error', role: 'alert', hidden: true });
	const submit = h('button', { type: 'submit', class: 'btn btn-primary save-btn' }, button);
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const form = h(
		'form',
		{ class: 'sheet-content passphrase-sheet', novalidate: true },
		sheetHeader({ title, titleId, onCancel: () => sheet.close() }),
		h('div', { class: 'sheet-body' }, h('p', { class: 'field-hint' }, intro), passphrase.el, again?.el ?? null, error),
		h('div', { class: 'sheet-footer' }, submit),
	);

	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		passphrase.setError(null);
		again?.setError(null);
		error.hidden = true;
		const value = passphrase.input.value;
		if (confirm && value.length < MINIMUM) {
			passphrase.setError(`The passphrase must be at least ${MINIMUM} characters long.`);
			return;
		}
		if (!value) {
			passphrase.setError('Enter the passphrase.');
			return;
		}
		if (again && again.input.value !== value) {
			again.setError('The passphrases differ.');
			return;
		}
		submit.disabled = true;
		submit.setAttribute('aria-busy', 'true');
		try {
			await action(value);
			sheet.close();
		} catch (err) {
			haptic('error');
			if (err.field === 'passphrase') passphrase.setError(err.message);
			else {
				error.textContent = `${err.message}. Nothing was changed.`;
				error.hidden = false;
			}
		} finally {
			submit.disabled = false;
			submit.removeAttribute('aria-busy');
		}
	});
	sheet = openSheet({ labelledBy: titleId, content: form, initialFocus: passphrase.input });
	return sheet;
}

/**
 * Asks for a passphrase twice and downloads the protected backup.
 * @param {{onSaved?: () => void}} options
 * @returns {ReturnType<typeof openSheet>}
 */
export function openProtectedBackupSheet({ onSaved }) {
	return passphraseSheet({
		title: 'Protected Backup',
		titleId: 'protected-backup-title',
		confirm: true,
		button: 'Download Backup',
		intro:
			'Your backup is encrypted with this passphrase (an .age file, which any age tool opens). Without it, nobody can read the backup, not even you.',
		action: async (/** @type {string} */ passphrase) => {
			const { blob, name } = await backupEncrypted(passphrase);
			saveFile(blob, name ?? 'ripple-backup.age');
			haptic('success');
			toast('Protected backup saved');
			announce('Protected backup saved');
			onSaved?.();
		},
	});
}

/**
 * Whether a picked file is an age file (it starts with the age header).
 * @param {File} file
 * @returns {Promise<boolean>}
 */
export async function isAgeFile(file) {
	const start = await file.slice(0, 19).text();
	return start === 'age-encryption.org/';
}

/**
 * @param {File} file
 * @returns {Promise<string>} the file's bytes in base64
 */
const base64 = (file) =>
	new Promise((resolve, reject) => {
		const reader = new FileReader();
		reader.onload = () => resolve(String(reader.result).split(',', 2)[1] ?? '');
		reader.onerror = () => reject(reader.error);
		reader.readAsDataURL(file);
	});

/**
 * Asks for the passphrase of a protected backup and restores it; resolves with the summary.
 * @param {File} file
 * @param {(summary: import('../../api/types.js').ImportSummary) => Promise<void> | void} onRestored
 * @returns {ReturnType<typeof openSheet>}
 */
export function openProtectedRestoreSheet(file, onRestored) {
	return passphraseSheet({
		title: 'Protected Backup',
		titleId: 'protected-restore-title',
		confirm: false,
		button: 'Restore',
		intro: `${file.name} is protected by a passphrase. Enter it to restore.`,
		action: async (/** @type {string} */ passphrase) => {
			const summary = await yourData.restoreEncrypted({ passphrase, backup: await base64(file) });
			await onRestored(summary);
		},
	});
}
