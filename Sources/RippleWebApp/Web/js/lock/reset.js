// A forgotten app lock. The lock and everything sealed under it go; the app then fills its replica
// again from the server, which always had the data. Three ways, none of which needs the passcode:
// - accounts mode: sign out and sign in again (the password proves the person);
// - the device's authenticator, when one was added, proves the person;
// - local mode: `ripple lock reset` on the machine that runs Ripple sets a reset time on the
//   server (GET /api/v1/app-lock), which the app reads at start before the lock screen (it holds
//   no personal data) and, when newer than the lock, drops the lock.
import { h } from '../core/dom.js';
import { lockConfig } from './vault.js';
import { wipe } from './at-rest.js';

/** Whether the server asks for the lock to be dropped (set after it was turned on); drops it then. */
export async function resetAsked() {
	const c = lockConfig();
	if (!c) return false;
	try {
		const { resetAt } = await (await import('../api/lock.js')).getAppLock();
		if (typeof resetAt !== 'number' || resetAt <= c.since) return false;
	} catch {
		return false; // offline, or a server without it: the lock stays
	}
	await wipe();
	return true;
}

/**
 * The ways back in, shown in `into` under the lock screen.
 * @param {HTMLElement} into
 */
export async function showForgot(into) {
	let accounts = false;
	try {
		accounts = !!(await (await import('../api/accounts.js')).authStatus()).accounts;
	} catch {
		/* offline: local steps shown */
	}
	const status = h('p', { class: 'lock-status', role: 'status' });
	const parts = [h('h2', { class: 'lock-help-title' }, 'Reset the app lock')];
	const device = lockConfig()?.device;
	if (device) {
		parts.push(
			h(
				'button',
				{
					type: 'button',
					class: 'btn btn-secondary lock-reset-device',
					onclick: async () => {
						if (await (await import('./authenticator.js')).proveAuthenticator()) await restart();
						else status.textContent = 'Face ID / device did not confirm it is you.';
					},
				},
				'Reset with Face ID / device',
			),
		);
	}
	if (accounts) {
		parts.push(
			h(
				'p',
				{},
				'Sign in again to reset the lock. This browser’s copy of your habits is erased and downloaded again from your account.',
			),
			h(
				'button',
				{
					type: 'button',
					class: 'btn btn-primary lock-sign-in',
					onclick: async () => {
						try {
							await (await import('../api/accounts.js')).signOut();
						} catch {
							/* offline or signed out already */
						}
						await restart();
					},
				},
				'Sign out and sign in again',
			),
		);
	} else {
		parts.push(
			h(
				'p',
				{},
				'On the computer that runs Ripple, run ',
				h('code', {}, 'ripple lock reset'),
				', then open Ripple again. This browser’s copy of your habits is erased and downloaded again from Ripple.',
			),
		);
	}
	parts.push(status);
	into.replaceChildren(...parts);
}

async function restart() {
	await wipe();
	location.reload();
}
