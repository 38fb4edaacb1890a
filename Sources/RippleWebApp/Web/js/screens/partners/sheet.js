// Profile → Partners: everything shared, in one place. Invite a Partner (by e-mail or a one-time
// link), the invites waiting (received: Accept or Decline; sent: Withdraw), and each partner with
// the habits shared with them (the name they see, since when, until when), Share a Habit and End
// Partnership. What the server answers is shown as it is; each change reads the list again.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { listPartners } from '../../api/partners.js';
import { inviteRow } from './invites.js';
import { partnerCard } from './partner-card.js';

/** @typedef {import('../../api/partners.js').PartnerList} PartnerList */
/** @typedef {import('../../api/partners.js').Partner} Partner */

/**
 * What the sheet opens with: who hears the list each time it is read (the Profile row), and a
 * word at the top (an invite link just followed: the new partner, or why not).
 * @typedef {{onChange?: (list: PartnerList) => void, notice?: {text: string, failed?: boolean} | null}} PartnersOptions
 */

/**
 * Opens the sheet.
 * @param {PartnersOptions} [options]
 * @returns {Promise<ReturnType<typeof openSheet>>}
 */
export async function openPartners(options = {}) {
	const { onChange, notice = null } = options;
	await loadStylesheet('/css/partners.css');
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const parts = sheetParts(notice);
	const load = async () => {
		try {
			const list = await listPartners();
			render(parts, list, load);
			onChange?.(list);
		} catch (e) {
			parts.status.hidden = false;
			parts.status.textContent = e.message;
		}
	};
	parts.invite.addEventListener('click', async () => (await import('./invite-sheet.js')).openInvite(load));
	const content = h(
		'div',
		{ class: 'sheet-content partners-sheet' },
		sheetHeader({
			title: 'Partners',
			titleId: 'partners-sheet-title',
			onCancel: () => sheet.close(),
			cancelLabel: 'Done',
		}),
		parts.body,
	);
	sheet = openSheet({ labelledBy: 'partners-sheet-title', content, full: true });
	await load();
	return sheet;
}

/**
 * The sheet's body: the notice, the lead, Invite a Partner, the invites and the partners.
 * @param {PartnersOptions['notice']} notice
 */
function sheetParts(notice) {
	const invite = h('button', { type: 'button', class: 'btn btn-primary btn-block partner-invite' });
	invite.innerHTML = icon('plus', { size: 20 });
	invite.append('Invite a Partner');
	const status = h('p', { class: 'partner-empty', role: 'status' }, 'Loading…');
	const invites = h('ul', { class: 'partner-invites', 'aria-labelledby': 'partner-invites-title' });
	const invitesPart = h(
		'div',
		{ class: 'partner-part', hidden: true },
		h('h3', { class: 'partner-heading', id: 'partner-invites-title' }, 'Invites'),
		invites,
	);
	const partners = h('ul', { class: 'partner-list', 'aria-labelledby': 'partner-list-title' });
	const partnersPart = h(
		'div',
		{ class: 'partner-part', hidden: true },
		h('h3', { class: 'partner-heading', id: 'partner-list-title' }, 'Your partners'),
		partners,
	);
	const body = h(
		'div',
		{ class: 'sheet-body' },
		notice
			? h(
					'p',
					{ class: `partner-notice${notice.failed ? ' is-failed' : ''}`, role: notice.failed ? 'alert' : 'status' },
					notice.text,
				)
			: null,
		h(
			'p',
			{ class: 'partner-lead' },
			'A partner sees only the habits you share with them, one by one: the days done, skipped or missed, never values, notes or moods. Either of you can end it at any time.',
		),
		invite,
		status,
		invitesPart,
		partnersPart,
	);
	return { body, invite, status, invites, invitesPart, partners, partnersPart };
}

/**
 * Draws the list, keeping the focus on the control in use (or on Invite a Partner when its row
 * is gone).
 * @param {ReturnType<typeof sheetParts>} parts
 * @param {PartnerList} list
 * @param {() => Promise<void>} reload
 */
function render(parts, { partners, invites }, reload) {
	const active = /** @type {HTMLElement | null} */ (document.activeElement);
	const key = active && parts.body.contains(active) ? active.dataset.key : null;
	// Received invites first: they wait for an answer.
	const ordered = [
		...invites.filter((i) => i.direction === 'received'),
		...invites.filter((i) => i.direction === 'sent'),
	];
	parts.invites.replaceChildren(...ordered.map((i) => inviteRow(i, reload)));
	parts.invitesPart.hidden = invites.length === 0;
	parts.partners.replaceChildren(...partners.map((p) => partnerCard(p, reload)));
	parts.partnersPart.hidden = partners.length === 0;
	parts.status.hidden = partners.length + invites.length > 0;
	parts.status.textContent = 'No partners yet. Invite someone you trust: nothing is shared until you choose a habit.';
	if (key) (parts.body.querySelector(`[data-key="${CSS.escape(key)}"]`) ?? parts.invite).focus({ preventScroll: true });
}
