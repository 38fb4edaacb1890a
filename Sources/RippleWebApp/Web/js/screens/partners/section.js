// Profile → Partners: with an account, a row that opens the partners sheet and says what waits
// there (an invite for you, how many partners); without accounts (local mode), one calm row that
// says partners need them. Unknown until the server has said which mode it runs in.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { on, state } from '../../core/store.js';
import { plural } from '../../core/format.js';
import { listPartners } from '../../api/partners.js';

/** @typedef {import('../../api/partners.js').PartnerList} PartnerList */

const INVITING = 'Share habits with someone you trust';

/**
 * The Profile row's line under "Partners", from the list.
 * @param {PartnerList} list
 */
function summary({ partners, invites }) {
	const waiting = invites.filter((i) => i.direction === 'received').length;
	if (waiting) return waiting === 1 ? 'An invite is waiting for you' : `${waiting} invites are waiting for you`;
	return partners.length ? plural(partners.length, 'partner') : INVITING;
}

/** The section; `refresh()` reads the partners again (the Profile tab shown). */
export function partnersSection() {
	const sub = h('span', { class: 'drow-sub' }, INVITING);
	const open = h(
		'button',
		{ type: 'button', class: 'drow partners-open' },
		h('span', { class: 'drow-icon', html: icon('users', { size: 20 }) }),
		h('span', { class: 'drow-text' }, h('span', { class: 'drow-title' }, 'Partners'), sub),
		h('span', { class: 'drow-chev', html: icon('chevron-right', { size: 18, stroke: 2.4 }) }),
	);
	const local = h(
		'div',
		{ class: 'drow partners-local' },
		h('span', { class: 'drow-icon', html: icon('users', { size: 20 }) }),
		h(
			'span',
			{ class: 'drow-text' },
			h('span', { class: 'drow-title' }, 'Partners'),
			h(
				'span',
				{ class: 'drow-sub' },
				'Partners need accounts. Start Ripple with ',
				h('code', {}, 'ripple serve --accounts'),
				' to share habits with someone.',
			),
		),
	);
	const el = h(
		'section',
		{ class: 'psection partners', 'aria-labelledby': 'partners-title', hidden: true },
		h('h2', { class: 'psection-title', id: 'partners-title' }, 'Partners'),
		h('div', { class: 'pcard dlist' }, open, local),
	);
	open.addEventListener('click', async () => (await import('./sheet.js')).openPartners({ onChange: show }));
	/** @param {PartnerList} list */
	function show(list) {
		sub.textContent = summary(list);
	}
	const signedIn = () => state.accounts === true && !!state.user;
	function paint() {
		el.hidden = state.accounts == null || (state.accounts && !state.user);
		open.hidden = !signedIn();
		local.hidden = state.accounts !== false;
	}
	async function refresh() {
		if (!signedIn()) return;
		try {
			show(await listPartners());
		} catch {
			sub.textContent = INVITING; // offline, or the server says no: the sheet says why
		}
	}
	on('session', () => {
		paint();
		refresh();
	});
	paint();
	refresh();
	return { el, refresh };
}
