// Centered alert dialogs (iOS style): confirmations such as "Delete Habit?" and "Discard changes?".
import { byId, h, trapFocus, inertOthers, settled } from '../core/dom.js';
import { loadStylesheet } from '../core/stylesheet.js';

// css/sheet.css is not on Today's first paint (js/core/app.js fetches it once Today is up); ask for it
// here too, for whatever opens before that.
loadStylesheet('/css/sheet.css');

let seq = 0;
/**
 * Resolves true when the user confirms. The cancel button is the default (focused) one.
 * @param {{title: string, message?: string | null, confirm?: string, cancel?: string, destructive?: boolean}} options
 * @returns {Promise<boolean>}
 */
export function confirmDialog({ title, message, confirm = 'OK', cancel = 'Cancel', destructive = false }) {
	return new Promise((resolve) => {
		const opener = /** @type {HTMLElement | null} */ (document.activeElement);
		const id = `dlg-${++seq}`;
		const cancelBtn = h('button', { type: 'button', class: 'alert-btn' }, cancel);
		const okBtn = h(
			'button',
			{ type: 'button', class: `alert-btn ${destructive ? 'is-destructive' : 'is-strong'}` },
			confirm,
		);
		const box = h(
			'div',
			{
				class: 'alert',
				role: 'alertdialog',
				'aria-modal': 'true',
				'aria-labelledby': `${id}-t`,
				'aria-describedby': message ? `${id}-m` : null,
			},
			h(
				'div',
				{ class: 'alert-text' },
				h('h2', { id: `${id}-t`, class: 'alert-title' }, title),
				message ? h('p', { id: `${id}-m`, class: 'alert-message' }, message) : null,
			),
			h('div', { class: 'alert-actions' }, cancelBtn, okBtn),
		);
		const layer = h('div', { class: 'alert-layer' }, h('div', { class: 'scrim' }), box);
		byId('overlay-root').append(layer);
		const undoInert = inertOthers(layer);
		const untrap = trapFocus(box);
		requestAnimationFrame(() => layer.classList.add('open'));
		cancelBtn.focus();
		/** @param {boolean} value */
		const done = async (value) => {
			layer.classList.remove('open');
			untrap();
			undoInert();
			layer.inert = true;
			if (opener && document.contains(opener)) opener.focus({ preventScroll: true });
			resolve(value);
			await settled(box, 250);
			layer.remove();
		};
		cancelBtn.addEventListener('click', () => done(false));
		okBtn.addEventListener('click', () => done(true));
		layer.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
			if (e.key === 'Escape') {
				e.preventDefault();
				e.stopPropagation();
				done(false);
			}
		});
	});
}
