// "Need a break" (maintenance or vacation). A vacation asks for the day the user
// comes back (the API checks it: after today, within a year, and says so when not).
import { h } from '../../core/dom.js';

/**
 * The two pause choices; `onPause(mode, resumeDay?)` makes the move.
 * @param {(mode: string, resumeDay?: string) => void} onPause
 */
export function breakOptions(onPause) {
	const date = h('input', { type: 'date', id: 'cw-resume', class: 'cw-resume' });
	const vacation = h(
		'form',
		{ class: 'cw-editform', hidden: true },
		h('label', { for: 'cw-resume' }, 'When would you like to come back?'),
		date,
		h('button', { type: 'submit', class: 'btn btn-primary' }, 'Start my vacation'),
	);
	vacation.addEventListener('submit', (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		onPause('vacation', /** @type {HTMLInputElement} */ (date).value || undefined);
	});
	return h(
		'div',
		{ class: 'cw-options' },
		h(
			'button',
			{ type: 'button', class: 'cw-option', onclick: () => onPause('maintenance') },
			h('span', { class: 'cw-option-label' }, 'Maintenance mode'),
			h('span', { class: 'cw-option-detail' }, 'Keep your current habit going without moving on.'),
		),
		h(
			'button',
			{
				type: 'button',
				class: 'cw-option',
				'aria-expanded': 'false',
				onclick: (/** @type {MouseEvent} */ e) => {
					vacation.hidden = false;
					/** @type {HTMLElement} */ (e.currentTarget).setAttribute('aria-expanded', 'true');
					date.focus();
				},
			},
			h('span', { class: 'cw-option-label' }, 'Vacation mode'),
			h('span', { class: 'cw-option-detail' }, 'Set everything aside until the day you come back.'),
		),
		vacation,
	);
}
