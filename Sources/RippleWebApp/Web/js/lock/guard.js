// While the app lock is on and the app is open: when the page goes to the background its content
// is covered at once (the app switcher's snapshot shows only the logo), and when it comes back
// after the chosen time (vault.js `after`, on the page's clock) it locks. A lock reloads the page:
// the data key, the screens and every answer in memory go with it, and the start shows the lock
// screen (js/core/app.js).
import { h } from '../core/dom.js';
import { loadStylesheet } from '../core/stylesheet.js';
import { lockConfig, forgetKey } from './vault.js';

let hiddenAt = 0;
let armed = false;
/** @type {HTMLElement | null} */
let cover = null;

/** Locks now: drops the key and starts again at the lock screen. */
export function lockNow() {
	forgetKey();
	document.body.classList.add('app-locked');
	document.getElementById('main')?.replaceChildren();
	document.title = 'Ripple';
	location.reload();
}

function onVisibility() {
	const c = lockConfig();
	if (!c) {
		cover?.remove();
		cover = null;
		return;
	}
	if (document.visibilityState === 'hidden') {
		hiddenAt = Date.now();
		cover ??= h(
			'div',
			{ class: 'lock-cover', 'aria-hidden': 'true' },
			h('span', { class: 'lock-cover-word' }, 'Ripple'),
		);
		document.body.append(/** @type {HTMLElement} */ (cover));
		if (c.after === 0) lockNow();
		return;
	}
	if (hiddenAt && Date.now() - hiddenAt >= c.after * 60000) {
		lockNow();
		return;
	}
	cover?.remove();
	cover = null;
}

/** Starts watching the page's visibility (once). */
export function guard() {
	if (armed) return;
	armed = true;
	loadStylesheet('/css/lock.css');
	document.addEventListener('visibilitychange', onVisibility);
}
