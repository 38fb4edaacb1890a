// What the app shows when it cannot start: no server and no Today kept on this device.
import { h } from '../core/dom.js';
import { styled } from '../core/stylesheet.js';
import { icon } from './icons.js';

/**
 * Replaces `main` with "Can't reach Ripple" and a Try again button (which reloads the page).
 * @param {HTMLElement} main
 * @param {{offline?: boolean, message: string}} e the start's error
 */
export function showStartError(main, e) {
	const retry = h('button', { type: 'button', class: 'btn btn-primary' }, 'Try again');
	const el = h(
		'div',
		{ class: 'soon', role: 'alert' },
		h(
			'div',
			{ class: 'soon-inner' },
			h('div', { class: 'soon-mark', html: icon('cloud-off', { size: 40 }) }),
			h('h1', {}, "Can't reach Ripple"),
			h('p', {}, e.offline ? 'Check your connection and try again.' : e.message),
			retry,
		),
	);
	styled(el, '/css/soon.css');
	main.replaceChildren(el);
	retry.addEventListener('click', () => location.reload());
}
