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
const FORGOT_AFTER = 10;

/** @param {number} s */
const wait = (s) => (s >= 60 ? `${Math.ceil(s / 60)} min` : `${s} s`);
/**
 * The lock screen's parts, the countdown's ticker and how the wait for the unlock ends.
 * @typedef {{
 *   input: HTMLInputElement,
 *   submit: HTMLButtonElement,
 *   status: HTMLElement,
 *   forgot: HTMLElement,
 *   form: HTMLElement,
 *   screen: HTMLElement,
 *   ticker: ReturnType<typeof setInterval> | 0,
 *   resolve: () => void,
 * }} LockScreen
 */

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
	return new Promise((resolve) => {
		const l = lockParts(config, resolve);
		main.replaceChildren(l.screen);
		l.input.focus();
		l.form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
			e.preventDefault();
			await submitPasscode(l);
		});
		render(l);
	});
}

/**
 * The screen: the logo, the title, the passcode form, the status line, the device unlock (when
 * added) and "Forgot passcode?" (shown after ten wrong passcodes).
 * @param {import('./vault.js').LockConfig | null} config
 * @param {() => void} resolve
 * @returns {LockScreen}
 */
function lockParts(config, resolve) {
	const digits = !!config?.digits;
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
				{ type: 'button', class: 'btn btn-secondary lock-device', onclick: () => byDevice(l) },
				'Unlock with Face ID / device',
			)
		: null;
	const forgot = h(
		'button',
		{ type: 'button', class: 'btn-plain lock-forgot', hidden: true, onclick: () => openForgot(l) },
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
	/** @type {LockScreen} */
	const l = { input, submit, status, forgot, form, screen, ticker: 0, resolve };
	return l;
}

/**
 * The wait after wrong passcodes, counted down each second; the form back when it is over.
 * @param {LockScreen} l
 */
function render(l) {
	const { input, submit, status, forgot } = l;
	const c = lockConfig();
	if (!c) return;
	const left = Math.ceil((c.waitUntil - Date.now()) / 1000);
	const waiting = left > 0;
	input.disabled = waiting;
	submit.disabled = waiting;
	forgot.hidden = c.failures < FORGOT_AFTER;
	if (waiting) status.textContent = `Too many tries. Try again in ${wait(left)}.`;
	if (!waiting && l.ticker) {
		clearInterval(l.ticker);
		l.ticker = 0;
		status.textContent = c.failures ? 'Wrong passcode. Try again.' : '';
		input.focus();
	}
	if (waiting && !l.ticker) l.ticker = setInterval(() => render(l), 1000);
}

/**
 * Unlocked: the key held, the screen gone.
 * @param {LockScreen} l
 * @param {CryptoKey} key
 */
function done(l, key) {
	hold(key);
	succeeded();
	clearInterval(l.ticker);
	l.screen.remove();
	document.body.classList.remove('app-locked');
	l.resolve();
}

/**
 * The passcode tried: unlocked, or one more wrong passcode (and maybe a wait).
 * @param {LockScreen} l
 */
async function submitPasscode(l) {
	const { input, submit, status } = l;
	const c = lockConfig();
	if (!c || c.waitUntil > Date.now() || !input.value) return;
	submit.disabled = true;
	input.readOnly = true;
	status.textContent = 'Checking…';
	const key = await keyFromPasscode(input.value);
	input.value = '';
	input.readOnly = false;
	if (key) return done(l, key);
	const after = failed();
	submit.disabled = false;
	status.textContent = 'Wrong passcode. Try again.';
	input.setAttribute('aria-invalid', 'true');
	render(l);
	if (!after || after.waitUntil <= Date.now()) input.focus();
}

/**
 * Unlock with the device's authenticator.
 * @param {LockScreen} l
 */
async function byDevice(l) {
	l.status.textContent = '';
	const key = await (await import('./authenticator.js')).keyFromAuthenticator();
	if (key) done(l, key);
	else l.status.textContent = 'Face ID / device did not unlock Ripple. Use your passcode.';
}

/**
 * "Forgot passcode?": the reset, in the screen's help area.
 * @param {LockScreen} l
 */
async function openForgot(l) {
	const help = /** @type {HTMLElement} */ (l.screen.querySelector('.lock-help'));
	(await import('./reset.js')).showForgot(help);
}
