// Profile → Privacy: private mode (./private-mode.js) and the app lock of this device and browser (js/lock/). Off by default. Turning it
// on sets a passcode (entered twice) and seals what the browser keeps; then the device's
// authenticator can be added, the time in the background before it locks chosen, the app locked
// at once, and the lock turned off again (with the passcode: everything is opened in place).
// Loaded on demand. The passcode never leaves the page: nothing here sends a request.
import { h } from '../../core/dom.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { field, nextId } from '../../components/fields.js';
import { announce, toast } from '../../components/ui.js';
import {
	lockConfig,
	saveConfig,
	createLock,
	keyFromPasscode,
	validPasscode,
	forgetKey,
	unlocked,
} from '../../lock/vault.js';
import { sealEverything, openEverything } from '../../lock/at-rest.js';
import { guard, lockNow } from '../../lock/guard.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { privateModeCard } from './private-mode.js';

const AFTER = [
	[0, 'Immediately'],
	[1, 'After 1 minute'],
	[5, 'After 5 minutes'],
	[15, 'After 15 minutes'],
];
const PASSCODE_RULE = 'Use 4 to 8 digits, or a phrase of at least 8 characters.';

/**
 * @param {{startPrivateMode?: boolean}} [options] `startPrivateMode`: at private mode's first step
 *   (chosen at sign-up)
 */
export function openPrivacy(options = {}) {
	if (options.startPrivateMode && document.body.classList.contains('onboarding')) {
		afterOnboarding().then(() => openPrivacy(options));
		return null;
	}
	loadStylesheet('/css/lock.css');
	const body = h('div', { class: 'sheet-body privacy-body' });
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const content = h(
		'div',
		{ class: 'sheet-content privacy-sheet' },
		sheetHeader({ title: 'Privacy', titleId: 'privacy-title', onCancel: () => sheet.close(), cancelLabel: 'Done' }),
		body,
	);
	sheet = openSheet({ labelledBy: 'privacy-title', content });
	const lock = h('div', { class: 'privacy-lock' });
	const render = () => lock.replaceChildren(...(lockConfig() && unlocked() ? lockOnView(render) : lockOffView(render)));
	render();
	body.append(lock, privateModeCard({ start: !!options.startPrivateMode }));
	return sheet;
}

/**
 * Resolves once the first run's onboarding (over the app since sign-up) has gone.
 * @returns {Promise<void>}
 */
function afterOnboarding() {
	return new Promise((resolve) => {
		const watch = new MutationObserver(() => {
			if (document.body.classList.contains('onboarding')) return;
			watch.disconnect();
			resolve();
		});
		watch.observe(document.body, { attributes: true, attributeFilter: ['class'] });
	});
}

/** @param {string} label @param {string} [autocomplete] */
function passcodeField(label, autocomplete = 'new-password') {
	const input = /** @type {HTMLInputElement} */ (h('input', { type: 'password', class: 'field-input', autocomplete }));
	return field({ label, input });
}

const explain = () =>
	h(
		'p',
		{ class: 'field-hint privacy-explain' },
		'The app lock is for this device and browser. Your passcode stays here: Ripple’s server never learns it. ',
		'While the lock is on, what this browser keeps of your habits is encrypted with it.',
	);

/** @param {() => void} render */
function lockOffView(render) {
	const status = h('p', { class: 'privacy-state' }, 'App lock is off.');
	const start = h('button', { type: 'button', class: 'btn btn-primary privacy-turn-on' }, 'Turn on app lock');
	const area = h('div', { class: 'privacy-form-area' });
	start.addEventListener('click', () => {
		start.hidden = true;
		const first = passcodeField('New passcode');
		const again = passcodeField('Enter it again');
		const save = h('button', { type: 'submit', class: 'btn btn-primary privacy-save' }, 'Turn on app lock');
		const form = h(
			'form',
			{ class: 'privacy-form', novalidate: true },
			h('p', { class: 'field-hint' }, PASSCODE_RULE),
			first.el,
			again.el,
			save,
		);
		form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
			e.preventDefault();
			first.setError('');
			again.setError('');
			if (!validPasscode(first.input.value)) {
				first.setError(PASSCODE_RULE);
				first.input.focus();
				return;
			}
			if (first.input.value !== again.input.value) {
				again.setError('The two passcodes differ.');
				again.input.focus();
				return;
			}
			save.disabled = true;
			save.textContent = 'Encrypting…';
			const passcode = first.input.value;
			await createLock(passcode, 1);
			const c = lockConfig();
			if (c) {
				c.digits = /^\d+$/.test(passcode);
				saveConfig(c);
			}
			await sealEverything();
			guard();
			announce('App lock is on');
			render();
		});
		area.replaceChildren(form);
		first.input.focus();
	});
	return [h('div', { class: 'pcard plist' }, h('div', { class: 'prow prow-stack' }, status, explain(), start, area))];
}

/** @typedef {import('../../lock/vault.js').LockConfig} LockConfig */

/** @param {() => void} render */
function lockOnView(render) {
	const c = /** @type {LockConfig} */ (lockConfig());
	const { afterId, after } = afterSelect(c);
	const area = h('div', { class: 'privacy-form-area' });
	const device = deviceRow(c, area, render);
	const off = offButton(area, render);
	return [
		h(
			'div',
			{ class: 'pcard plist' },
			h('div', { class: 'prow prow-stack' }, h('p', { class: 'privacy-state' }, 'App lock is on.'), explain()),
			device,
			h('div', { class: 'prow' }, h('label', { class: 'prow-label', for: afterId }, 'Lock after'), after),
			h(
				'div',
				{ class: 'prow' },
				h(
					'button',
					{ type: 'button', class: 'btn btn-secondary privacy-lock-now', onclick: () => lockNow() },
					'Lock now',
				),
			),
		),
		area,
		h('div', { class: 'privacy-off' }, off),
	];
}

/**
 * The time in the background before the app locks.
 * @param {LockConfig} c
 * @returns {{afterId: string, after: HTMLSelectElement}}
 */
function afterSelect(c) {
	const afterId = nextId('lock-after');
	const after = /** @type {HTMLSelectElement} */ (
		h(
			'select',
			{ id: afterId, class: 'field-input prow-select' },
			AFTER.map(([v, text]) => h('option', { value: String(v) }, text)),
		)
	);
	after.value = String(c.after);
	after.addEventListener('change', () => {
		const now = lockConfig();
		if (now) {
			now.after = Number(after.value);
			saveConfig(now);
			announce('Saved');
		}
	});
	return { afterId, after };
}

/**
 * Asks the passcode in `area`, then runs `then` with the extractable data key. A `destructive`
 * action's button is the danger one, never the positive gradient.
 * @param {HTMLElement} area
 * @param {string} action the button's words
 * @param {(key: CryptoKey) => Promise<void>} then
 * @param {boolean} [destructive]
 */
function withPasscode(area, action, then, destructive = false) {
	const code = passcodeField('Passcode', 'current-password');
	const go = h(
		'button',
		{ type: 'submit', class: `btn ${destructive ? 'btn-danger' : 'btn-primary'} privacy-confirm` },
		action,
	);
	const form = h('form', { class: 'privacy-form', novalidate: true }, code.el, go);
	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		go.disabled = true;
		const key = await keyFromPasscode(code.input.value, true);
		go.disabled = false;
		if (!key) {
			code.setError('Wrong passcode.');
			code.input.focus();
			return;
		}
		await then(key);
	});
	area.replaceChildren(form);
	code.input.focus();
}

/**
 * Face ID / device unlock: Remove when it is on, else the button that adds it (after the passcode).
 * @param {LockConfig} c
 * @param {HTMLElement} area
 * @param {() => void} render
 * @returns {HTMLElement}
 */
function deviceRow(c, area, render) {
	return c.device
		? h(
				'div',
				{ class: 'prow' },
				h('span', { class: 'prow-label' }, 'Face ID / device unlock is on'),
				h(
					'button',
					{
						type: 'button',
						class: 'btn-plain privacy-device-remove',
						onclick: async () => {
							await (await import('../../lock/authenticator.js')).removeAuthenticator();
							announce('Face ID / device unlock removed');
							render();
						},
					},
					'Remove',
				),
			)
		: h(
				'div',
				{ class: 'prow' },
				h(
					'button',
					{
						type: 'button',
						class: 'btn btn-secondary privacy-device',
						onclick: () =>
							withPasscode(area, 'Add Face ID / device', async (key) => {
								try {
									await (await import('../../lock/authenticator.js')).addAuthenticator(key);
									announce('Face ID / device unlock is on');
									render();
								} catch (err) {
									toast(
										err?.name === 'NotAllowedError'
											? 'Face ID / device unlock was not added.'
											: 'This device cannot add Face ID / device unlock here.',
									);
								}
							}),
					},
					'Use Face ID / Touch ID / device unlock',
				),
			);
}

/**
 * Turn off app lock (after the passcode): everything opened in place, the authenticator removed.
 * Once the passcode is asked for, its form's button is the one "Turn off app lock" on the screen.
 * @param {HTMLElement} area
 * @param {() => void} render
 * @returns {HTMLElement}
 */
function offButton(area, render) {
	const off = h(
		'button',
		{
			type: 'button',
			class: 'btn-plain btn-danger-text privacy-turn-off',
			onclick: () => {
				off.hidden = true;
				withPasscode(
					area,
					'Turn off app lock',
					async () => {
						saveConfig(null); // from here on nothing new is sealed
						await openEverything();
						await (await import('../../lock/authenticator.js')).removeAuthenticator();
						forgetKey();
						announce('App lock is off');
						render();
					},
					true,
				);
			},
		},
		'Turn off app lock',
	);
	return off;
}
