// An invite waiting, in the partners sheet: one received (who invited me, until when; Decline or
// Accept) or one sent (to whom, or a link; until when; Withdraw).
import { h } from '../../core/dom.js';
import { confirmDialog } from '../../components/dialog.js';
import { announce, haptic, toast } from '../../components/ui.js';
import { acceptPartnerInvite, declinePartnerInvite, withdrawPartnerInvite } from '../../api/partners.js';
import { momentWords } from './words.js';

/** @typedef {import('../../api/partners.js').PartnerInvite} PartnerInvite */

/**
 * @param {PartnerInvite} invite
 * @param {() => Promise<void>} reload the list read again
 * @returns {HTMLElement}
 */
export function inviteRow(invite, reload) {
	const received = invite.direction === 'received';
	const who = invite.email ?? 'Someone';
	const title = received ? `${who} invited you` : invite.kind === 'link' ? 'Invite link' : `Invited ${who}`;
	const facts = received
		? `Open until ${momentWords(invite.expiresAt)}`
		: `${invite.kind === 'link' ? 'Made' : 'Sent'} ${momentWords(invite.createdAt)} · open until ${momentWords(invite.expiresAt)}`;
	/**
	 * @param {string} text
	 * @param {string} label
	 * @param {string} kind
	 * @param {() => unknown} onclick
	 */
	const action = (text, label, kind, onclick) =>
		h(
			'button',
			{
				type: 'button',
				class: `partner-action ${kind}`,
				'aria-label': label,
				dataset: { key: `${invite.id}:${text}` },
				onclick,
			},
			text,
		);
	const actions = received
		? [
				action('Decline', `Decline ${who}’s invite`, 'is-quiet', () => decline(invite, who, reload)),
				action('Accept', `Accept ${who}’s invite`, 'is-strong', () => accept(invite, reload)),
			]
		: [
				action(
					'Withdraw',
					invite.kind === 'link' ? 'Withdraw the invite link' : `Withdraw the invite to ${who}`,
					'is-quiet',
					() => withdraw(invite, reload),
				),
			];
	return h(
		'li',
		{ class: `partner-inviterow${received ? ' is-received' : ''}` },
		h(
			'span',
			{ class: 'partner-inviterow-text' },
			h('span', { class: 'partner-inviterow-title' }, title),
			h('span', { class: 'partner-inviterow-facts' }, facts),
		),
		h('span', { class: 'partner-inviterow-actions' }, actions),
	);
}

/**
 * @param {PartnerInvite} invite
 * @param {() => Promise<void>} reload
 */
async function accept(invite, reload) {
	try {
		const partner = await acceptPartnerInvite(invite.id);
		haptic('success');
		announce(`You and ${partner.name} are partners now`);
	} catch (e) {
		toast(e.message);
	}
	await reload();
}

/**
 * @param {PartnerInvite} invite
 * @param {string} who
 * @param {() => Promise<void>} reload
 */
async function decline(invite, who, reload) {
	const ok = await confirmDialog({
		title: `Decline ${who}’s invite?`,
		message: 'The invite goes away. They can send you another one later.',
		confirm: 'Decline',
	});
	if (!ok) return;
	try {
		await declinePartnerInvite(invite.id);
		announce(`Declined ${who}’s invite`);
	} catch (e) {
		toast(e.message);
	}
	await reload();
}

/**
 * @param {PartnerInvite} invite
 * @param {() => Promise<void>} reload
 */
async function withdraw(invite, reload) {
	try {
		await withdrawPartnerInvite(invite.id);
		announce(invite.kind === 'link' ? 'The invite link no longer works' : `Withdrew the invite to ${invite.email}`);
	} catch (e) {
		toast(e.message);
	}
	await reload();
}
