// A partner in the partners sheet: who, since when, how many habits they share with me (and the
// way to them), each habit I share with them (the name they see, since when, until when: a tap
// edits it), Share a Habit and End Partnership.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { confirmDialog } from '../../components/dialog.js';
import { announce, haptic, toast } from '../../components/ui.js';
import { plural } from '../../core/format.js';
import { endPartnership } from '../../api/partners.js';
import { dayWords, momentWords } from './words.js';

/** @typedef {import('../../api/partners.js').Partner} Partner */
/** @typedef {import('../../api/partners.js').PartnerShare} PartnerShare */

/**
 * @param {Partner} partner
 * @param {() => Promise<void>} reload the list read again
 * @returns {HTMLElement}
 */
export function partnerCard(partner, reload) {
	const editShare = async (/** @type {PartnerShare | null} */ share) =>
		(await import('./share-sheet.js')).openShare(partner, share, reload);
	/**
	 * @param {string} text
	 * @param {string} kind
	 * @param {() => unknown} onclick
	 */
	const action = (text, kind, onclick) =>
		h(
			'button',
			{
				type: 'button',
				class: `partner-action ${kind}`,
				'aria-label': `${text} with ${partner.name}`,
				dataset: { key: `${partner.id}:${text}` },
				onclick,
			},
			text,
		);
	const theirs = partner.sharedWithMe
		? h(
				'a',
				{ class: 'partner-theirs is-link', href: '#/shared', dataset: { key: `${partner.id}:theirs` } },
				`Shares ${plural(partner.sharedWithMe, 'habit')} with you`,
				h('span', { html: icon('chevron-right', { size: 16, stroke: 2.4 }) }),
			)
		: h('p', { class: 'partner-theirs' }, 'Shares nothing with you yet');
	return h(
		'li',
		{ class: 'partner' },
		h(
			'div',
			{ class: 'partner-top' },
			h('span', { class: 'partner-avatar', 'aria-hidden': 'true' }, partner.name.slice(0, 1).toUpperCase()),
			h(
				'span',
				{ class: 'partner-who' },
				h('span', { class: 'partner-name' }, partner.name),
				h('span', { class: 'partner-since' }, `Partners since ${momentWords(partner.since)}`),
			),
		),
		theirs,
		sharesPart(partner, editShare),
		h(
			'div',
			{ class: 'partner-actions' },
			action('Share a Habit', 'is-strong', () => editShare(null)),
			action('End Partnership', 'is-danger', () => confirmEnd(partner, reload)),
		),
	);
}

/**
 * What I share with the partner, each habit a button that edits it.
 * @param {Partner} partner
 * @param {(share: PartnerShare) => unknown} edit
 */
function sharesPart(partner, edit) {
	const headingId = `partner-shares-${partner.id}`;
	const heading = h('h4', { class: 'partner-shares-title', id: headingId }, 'You share');
	if (!partner.shares.length)
		return h(
			'div',
			{ class: 'partner-shares' },
			heading,
			h('p', { class: 'partner-none' }, 'Nothing yet. Choose a habit to share.'),
		);
	return h(
		'div',
		{ class: 'partner-shares' },
		heading,
		h(
			'ul',
			{ class: 'partner-sharelist', 'aria-labelledby': headingId },
			partner.shares.map((share) =>
				h(
					'li',
					{},
					h(
						'button',
						{
							type: 'button',
							class: 'partner-share',
							dataset: { key: `${partner.id}:${share.habitId}` },
							onclick: () => edit(share),
						},
						h(
							'span',
							{ class: 'partner-share-text' },
							h('span', { class: 'partner-share-name' }, share.habitName),
							h('span', { class: 'partner-share-facts' }, shareFacts(share)),
						),
						h('span', { class: 'partner-share-edit' }, 'Edit'),
					),
				),
			),
		),
	);
}

/**
 * How a habit is shared, in words: the name they see (when not mine), since when (with the past
 * or not), until when.
 * @param {PartnerShare} share
 */
function shareFacts(share) {
	const facts = share.displayName
		? [`Seen as “${share.displayName}”`, `since ${dayWords(share.since)}`]
		: [`Since ${dayWords(share.since)}`];
	if (share.includePast) facts.push('past included');
	facts.push(share.until ? `until ${dayWords(share.until)}` : 'no end date');
	return facts.join(' · ');
}

/**
 * Ends the partnership, once confirmed: at once, both ways.
 * @param {Partner} partner
 * @param {() => Promise<void>} reload
 */
async function confirmEnd(partner, reload) {
	const ok = await confirmDialog({
		title: `End your partnership with ${partner.name}?`,
		message:
			'It ends at once for both of you: they no longer see what you share, and you no longer see what they share. Your habits and check-ins stay as they are.',
		confirm: 'End Partnership',
		destructive: true,
	});
	if (!ok) return;
	try {
		await endPartnership(partner.id);
		haptic('light');
		announce(`Your partnership with ${partner.name} has ended`);
	} catch (e) {
		toast(e.message);
	}
	await reload();
}
