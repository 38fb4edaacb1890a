// The offline banner above the tabs' views, shown while the store says the app is offline.
import { h } from '../core/dom.js';
import { on } from '../core/store.js';
import { icon } from './icons.js';

/**
 * Builds the banner, puts it before `main` and keeps it in step with the store.
 * @param {HTMLElement} main
 */
export function mountOfflineBanner(main) {
	const banner = h(
		'div',
		{ class: 'offline-banner', role: 'status', hidden: true },
		h('span', { html: icon('cloud-off', { size: 16 }) }),
		h('span', {}, "You're offline — showing your last saved data"),
	);
	document.body.insertBefore(banner, main);
	on('offline', (/** @type {boolean} */ off) => {
		banner.hidden = !off;
	});
	return banner;
}
