// Whether this device knows an account to be private: a flag in localStorage, read before the
// first request (js/core/startup.js) so an account that is not private waits for nothing. Kept
// apart from js/private/device.js, so Today's first paint carries only this.
// A kit scanned into this page's address is taken before anything reads it (js/private/kit-link.js).
import './kit-link.js';

const FLAG = 'ripple.private.';

/** Whether this device knows `user`'s account to be private. */
export function flagged(/** @type {string | null} */ user) {
	try {
		return user != null && localStorage.getItem(FLAG + user) === '1';
	} catch {
		return false;
	}
}

/** @param {string} user @param {boolean} on */
export function setFlag(user, on) {
	try {
		if (on) localStorage.setItem(FLAG + user, '1');
		else localStorage.removeItem(FLAG + user);
	} catch {
		/* storage blocked: asked of the server each start */
	}
}
