// The upgrade modal's answers: welcome to the plan the server now has, or what went wrong with
// "Try again" and "Restore Previous Purchase".
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';

/** @typedef {import('../../api/types.js').LicenceStatus} LicenceStatus */

/**
 * "Welcome to Premium!" and, for a plan that ends, until when.
 * @param {string} name the plan's name
 * @param {Partial<LicenceStatus>} status the server's answer
 * @param {() => void} onStart closes the modal
 */
export const successView = (name, status, onStart) =>
	h(
		'div',
		{ class: 'up-success' },
		h('span', { class: 'up-check', html: icon('check', { size: 44, stroke: 3 }) }),
		h('h3', { class: 'up-result-title' }, `Welcome to ${name}!`),
		h(
			'p',
			{ class: 'up-result-text' },
			status.activeUntil ? `Active until ${status.activeUntil}. Everything is unlocked.` : 'Everything is unlocked.',
		),
		h('button', { type: 'button', class: 'btn btn-primary btn-block up-start', onclick: onStart }, 'Get Started'),
	);

/**
 * What went wrong, with "Try again" and "Restore Previous Purchase".
 * @param {string} message
 * @param {() => void} onBack back to the plans and the licence field
 * @param {() => void} onRestore
 */
export const failureView = (message, onBack, onRestore) =>
	h(
		'div',
		{ class: 'up-failure' },
		h('span', { class: 'up-error-icon', html: icon('warning', { size: 40 }) }),
		h('h3', { class: 'up-result-title' }, 'That did not work'),
		h('p', { class: 'up-result-text up-error' }, message),
		h('button', { type: 'button', class: 'btn btn-primary btn-block up-retry', onclick: onBack }, 'Try again'),
		h(
			'button',
			{
				type: 'button',
				class: 'btn-plain up-restore-again',
				onclick: () => {
					onBack();
					onRestore();
				},
			},
			'Restore Previous Purchase',
		),
	);
