// The unlock screen of private mode: all the app shows on a device that has no account key yet
// (another device, or this one after private mode was turned on elsewhere). The passphrase, or
// the recovery kit instead; a wrong one is refused by name and nothing else changes. The key
// derived here never leaves the page; the keyring comes from the server, which cannot open it.
import { h } from '../core/dom.js';
import { loadStylesheet } from '../core/stylesheet.js';
import { accountKeyFromPassphrase, accountKeyFromRecovery } from './keys.js';
import { takeScannedKit } from './kit-link.js';

const LOGO =
	'<svg viewBox="0 0 96 96" fill="none" aria-hidden="true"><rect x="24" y="42" width="48" height="36" rx="8" fill="currentColor"/><path d="M34 42V32a14 14 0 0 1 28 0v10" stroke="currentColor" stroke-width="7" fill="none"/></svg>';

/**
 * Shows the unlock screen in #main until the passphrase or the kit opens `keyring`.
 * @param {import('./keys.js').Keyring} keyring
 * @returns {Promise<CryptoKey>} the account key
 */
export async function showUnlock(keyring) {
	document.getElementById('splash')?.remove();
	document.body.classList.add('app-locked');
	await loadStylesheet('/css/lock.css');
	const main = /** @type {HTMLElement} */ (document.getElementById('main'));
	const before = [...main.childNodes];
	return new Promise((resolve) => {
		let byKit = false;
		const label = h('label', { class: 'lock-label', for: 'private-secret' }, 'Passphrase');
		const input = /** @type {HTMLInputElement} */ (
			h('input', {
				type: 'password',
				id: 'private-secret',
				class: 'field-input lock-input private-input',
				autocomplete: 'current-password',
				spellcheck: 'false',
				'aria-describedby': 'private-status',
			})
		);
		const submit = /** @type {HTMLButtonElement} */ (
			h('button', { type: 'submit', class: 'btn btn-primary lock-submit' }, 'Unlock')
		);
		const status = h('p', { class: 'lock-status', id: 'private-status', role: 'status', 'aria-live': 'polite' });
		const other = h(
			'button',
			{ type: 'button', class: 'btn-plain lock-forgot private-other' },
			'Use the recovery kit instead',
		);
		const form = h('form', { class: 'lock-form', novalidate: true }, label, input, submit);
		const screen = h(
			'section',
			{ class: 'lock-screen private-unlock', 'aria-labelledby': 'private-title' },
			h('div', { class: 'lock-logo', html: LOGO }),
			h('h1', { id: 'private-title', class: 'lock-title' }, 'Private mode is on'),
			h(
				'p',
				{ class: 'lock-help private-why' },
				'Your habits are encrypted on your devices; the server cannot read them. Enter your private-mode passphrase to open them on this device.',
			),
			form,
			status,
			other,
		);
		other.addEventListener('click', () => {
			byKit = !byKit;
			label.textContent = byKit ? 'Recovery kit' : 'Passphrase';
			input.type = byKit ? 'text' : 'password';
			input.autocomplete = byKit ? 'off' : 'current-password';
			input.placeholder = byKit ? 'XXXX-XXXX-…' : '';
			other.textContent = byKit ? 'Use the passphrase instead' : 'Use the recovery kit instead';
			input.value = '';
			status.textContent = '';
			input.removeAttribute('aria-invalid');
			input.focus();
		});
		form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
			e.preventDefault();
			if (!input.value.trim()) {
				status.textContent = byKit ? 'Enter the recovery kit.' : 'Enter the passphrase.';
				input.setAttribute('aria-invalid', 'true');
				return;
			}
			submit.disabled = true;
			submit.textContent = 'Unlocking…';
			status.textContent = '';
			try {
				const key = byKit
					? await accountKeyFromRecovery(keyring, input.value)
					: await accountKeyFromPassphrase(keyring, input.value);
				document.body.classList.remove('app-locked');
				main.replaceChildren(...before);
				resolve(key);
			} catch (err) {
				status.textContent = /** @type {Error} */ (err).message;
				input.setAttribute('aria-invalid', 'true');
				input.select();
				submit.disabled = false;
				submit.textContent = 'Unlock';
			}
		});
		main.replaceChildren(screen);
		// Opened from the kit's QR code: the kit is filled in, and unlocking is one tap.
		const scanned = takeScannedKit();
		if (scanned) {
			other.click();
			input.value = scanned;
			status.textContent = 'Your recovery kit, from its QR code, is filled in. Unlock to open your words.';
			submit.focus();
		} else input.focus();
	});
}
