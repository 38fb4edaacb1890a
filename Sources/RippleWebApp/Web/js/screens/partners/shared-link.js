// The Habits tab's way to "Shared with me" (#/shared): a row below the list, shown only with an
// account (partners need accounts).
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { on, state } from '../../core/store.js';

/** @returns {HTMLElement} */
export function sharedWithMeLink() {
	const el = h(
		'a',
		{ class: 'habits-shared', href: '#/shared' },
		h('span', { class: 'habits-shared-icon', html: icon('users', { size: 20 }) }),
		h(
			'span',
			{ class: 'habits-shared-text' },
			h('span', { class: 'habits-shared-title' }, 'Shared with me'),
			h('span', { class: 'habits-shared-sub' }, 'Habits your partners share with you'),
		),
		h('span', { class: 'habits-shared-chev', html: icon('chevron-right', { size: 18, stroke: 2.4 }) }),
	);
	const paint = () => {
		el.hidden = !(state.accounts && state.user);
	};
	on('session', paint);
	paint();
	return el;
}
