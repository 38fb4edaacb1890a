// The lock screen: all the app shows while the app lock is on and the data key is not held (at
// every start, and after a lock). The logo, "Ripple is locked", the passcode field and, when the
// device's authenticator was added, "Unlock with Face ID / device". Wrong passcodes wait longer
// and longer (vault.js delayAfter), counted down on the page's clock; after ten, "Forgot
// passcode?" resets the lock (reset.js). Nothing of a person's habits is read before the unlock.
import { h } from '../core/dom.js';
import { loadStylesheet } from '../core/stylesheet.js';
import { lockConfig, keyFromPasscode, hold, failed, succeeded } from './vault.js';

const LOGO =
	'<svg viewBox="0 0 96 96" fill="none" aria-hidden="true"><circle cx="48" cy="48" r="10" fill="currentColor"/><circle cx="48" cy="48" r="23" stroke="currentColor" stroke-width="6" opacity=".75"/><circle cx="48" cy="48" r="37" stroke="currentColor" stroke-width="6" opacity=".45"/></svg>';
export const FORGOT_AFTER = 10;

/** @param {number} s */
const wait = (s) => (s >= 60 ? `${Math.ceil(s / 60)} min` : `${s} s`);

/**
 * Shows the lock screen in `main` until the person unlocks; resolves then (the key held).
 * @returns {Promise<void>}
 */
export async function showLockScreen() {
	document.title = 'Ripple';
	document.body.classList.add('app-locked');
	await loadStylesheet('/css/lock.css');
	const main = /** @type {HTMLElement} */ (document.getElementById('main'));
	const config = lockConfig();
	const digits = !!config?.digits;
	return new Promise((resolve) => {
		const input = /** @type {HTMLInputElement} */ (
			h('input', {
				type: 'password',
				id: 'lock-passcode',
				class: 'field-input lock-input',
				autocomplete: 'off',
				inputmode: digits ? 'numeric' : 'text',
				'aria-describedby': 'lock-status',
				enterkeyhint: 'done',
			})
		);
		const submit = /** @type {HTMLButtonElement} */ (
			h('button', { type: 'submit', class: 'btn btn-primary lock-submit' }, 'Unlock')
		);
		const status = h('p', { class: 'lock-status', id: 'lock-status', role: 'status', 'aria-live': 'polite' });
		const device = config?.device
			? h(
					'button',
					{ type: 'button', class: 'btn btn-secondary lock-device', onclick: () => byDevice() },
					'Unlock with Face ID / device',
				)
			: null;
		const forgot = h(
			'button',
			{ type: 'button', class: 'btn-plain lock-forgot', hidden: true, onclick: () => openForgot() },
			'Forgot passcode?',
		);
		const form = h(
			'form',
			{ class: 'lock-form', novalidate: true },
			h('label', { class: 'lock-label', for: 'lock-passcode' }, 'Passcode'),
			input,
			submit,
		);
		const screen = h(
			'section',
			{ class: 'lock-screen', 'aria-labelledby': 'lock-title' },
			h('div', { class: 'lock-logo', html: LOGO }),
			h('h1', { id: 'lock-title', class: 'lock-title' }, 'Ripple is locked'),
			form,
			status,
			device,
			forgot,
			h('div', { class: 'lock-help' }),
		);
		main.replaceChildren(screen);
		input.focus();

		/** @type {ReturnType<typeof setInterval> | 0} */
		let ticker = 0;
		function render() {
			const c = lockConfig();
			if (!c) return;
			const left = Math.ceil((c.waitUntil - Date.now()) / 1000);
			const waiting = left > 0;
			input.disabled = waiting;
			submit.disabled = waiting;
			forgot.hidden = c.failures < FORGOT_AFTER;
			if (waiting) status.textContent = `Too many tries. Try again in ${wait(left)}.`;
			if (!waiting && ticker) {
				clearInterval(ticker);
				ticker = 0;
				status.textContent = c.failures ? 'Wrong passcode. Try again.' : '';
				input.focus();
			}
			if (waiting && !ticker) ticker = setInterval(render, 1000);
		}

		function done(/** @type {CryptoKey} */ key) {
			hold(key);
			succeeded();
			clearInterval(ticker);
			screen.remove();
			document.body.classList.remove('app-locked');
			resolve();
		}

		form.addEventListener('submit', async (e) => {
			e.preventDefault();
			const c = lockConfig();
			if (!c || c.waitUntil > Date.now() || !input.value) return;
			submit.disabled = true;
			input.readOnly = true;
			status.textContent = 'Checking…';
			const key = await keyFromPasscode(input.value);
			input.value = '';
			input.readOnly = false;
			if (key) return done(key);
			const after = failed();
			submit.disabled = false;
			status.textContent = 'Wrong passcode. Try again.';
			input.setAttribute('aria-invalid', 'true');
			render();
			if (!after || after.waitUntil <= Date.now()) input.focus();
		});

		async function byDevice() {
			status.textContent = '';
			const key = await (await import('./authenticator.js')).keyFromAuthenticator();
			if (key) done(key);
			else status.textContent = 'Face ID / device did not unlock Ripple. Use your passcode.';
		}

		async function openForgot() {
			const help = /** @type {HTMLElement} */ (screen.querySelector('.lock-help'));
			(await import('./reset.js')).showForgot(help);
		}

		render();
	});
}
