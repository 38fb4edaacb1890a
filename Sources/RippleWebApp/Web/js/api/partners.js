// The API client (js/api/): partners (accounts mode). The owner's side: invites by e-mail or by a
// one-time link, accepting or declining one received, ending a partnership, and sharing a habit
// with a partner (under another name, until a day, with its past or not). The partner's side: the
// habits shared with me, each with its 12 weeks of days and its week, as the server decides them.
// One function per OpenAPI operation, named after its operationId; all go through request(). These
// answers are never kept: no service worker cache, no replica, no sealed copy (sw.js).
import { request, seg } from './request.js';

const NEEDS_CONNECTION = "You're offline. Partners need a connection.";

// — Written by hand until scripts/wire-schemas generates them in wire-types.js: then these
// typedefs become imports from there, as js/api/webhooks.js has them.

/**
 * A habit I share with a partner: my name for it, the name they see (null: mine), the first day
 * they see (unless `includePast`), the last day of the grant (null: until I stop).
 * @typedef {{
 *   habitId: string,
 *   habitName: string,
 *   displayName: string | null,
 *   since: string,
 *   until: string | null,
 *   includePast: boolean,
 *   createdAt: number,
 * }} PartnerShare
 */

/**
 * A partnership, seen from my side: the other side's e-mail as the invite showed it, when it was
 * accepted, what I share with them and how many habits they share with me.
 * @typedef {{
 *   id: string,
 *   name: string,
 *   since: number,
 *   shares: PartnerShare[],
 *   sharedWithMe: number,
 * }} Partner
 */

/**
 * An invite waiting: one I sent (by e-mail, or a link: `email` null) or one I received.
 * @typedef {{
 *   id: string,
 *   direction: 'sent' | 'received',
 *   kind: 'email' | 'link',
 *   email: string | null,
 *   createdAt: number,
 *   expiresAt: number,
 * }} PartnerInvite
 */

/** @typedef {{partners: Partner[], invites: PartnerInvite[]}} PartnerList */

/**
 * A new invite; a link's token and path are in this answer only.
 * @typedef {{invite: PartnerInvite, link: {token: string, path: string} | null}} PartnerInviteCreated
 */

/**
 * One day of a shared habit, in the server's words.
 * @typedef {{day: string, state: 'done' | 'skipped' | 'missed' | 'notDue' | 'pending' | 'upcoming' | 'hidden'}} SharedDay
 */

/**
 * A habit a partner shares with me: the name they chose, its schedule in words, their today and
 * first weekday, 84 days (12 whole weeks, oldest first) and this week's count.
 * @typedef {{
 *   id: string,
 *   name: string,
 *   scheduleText: string,
 *   today: string,
 *   firstWeekday: number,
 *   days: SharedDay[],
 *   week: {done: number, target: number, text: string},
 * }} SharedHabit
 */

/** @typedef {{id: string, name: string, habits: SharedHabit[]}} SharedPartner */

/**
 * What `PUT /partners/{id}/shares/{habitId}` sets.
 * @typedef {{displayName: string | null, until: string | null, includePast: boolean}} PartnerShareFields
 */

// — The owner's side

/**
 * GET /api/v1/partners: my partners (with what I share with each) and the invites waiting.
 * @returns {Promise<PartnerList>}
 */
export function listPartners() {
	return request('GET', '/partners', { offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/partners/invites: invites an account by e-mail, or makes a one-time link (7 days).
 * An unknown address answers as a known one does; refused (422) naming `email`, or (409) at the
 * limit of invites waiting.
 * @param {{email: string} | {link: true}} what
 * @returns {Promise<PartnerInviteCreated>}
 */
export function createPartnerInvite(what) {
	return request('POST', '/partners/invites', { body: what, offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/partners/invites/{id}/accept: accepts an invite I received.
 * @param {string} id
 * @returns {Promise<Partner>}
 */
export function acceptPartnerInvite(id) {
	return request('POST', `/partners/invites/${seg(id)}/accept`, { offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/partners/invites/{id}/decline: declines an invite I received.
 * @param {string} id
 * @returns {Promise<null>}
 */
export function declinePartnerInvite(id) {
	return request('POST', `/partners/invites/${seg(id)}/decline`, { offlineText: NEEDS_CONNECTION });
}

/**
 * DELETE /api/v1/partners/invites/{id}: withdraws an invite I sent (a link stops working).
 * @param {string} id
 * @returns {Promise<null>}
 */
export function deletePartnerInvite(id) {
	return request('DELETE', `/partners/invites/${seg(id)}`, { offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/partners/join: accepts an invite link by its token; 404 when the link was used,
 * has expired, was withdrawn or is my own.
 * @param {string} token
 * @returns {Promise<Partner>}
 */
export function joinPartnership(token) {
	return request('POST', '/partners/join', { body: { token }, offlineText: NEEDS_CONNECTION });
}

/**
 * DELETE /api/v1/partners/{id}: ends the partnership at once, from either side; what each shared
 * goes with it.
 * @param {string} id
 * @returns {Promise<null>}
 */
export function deletePartnership(id) {
	return request('DELETE', `/partners/${seg(id)}`, { offlineText: NEEDS_CONNECTION });
}

/**
 * PUT /api/v1/partners/{id}/shares/{habitId}: shares a habit with the partner, or changes how.
 * @param {string} id
 * @param {string} habitId
 * @param {PartnerShareFields} fields
 * @returns {Promise<PartnerShare>}
 */
export function putPartnerShare(id, habitId, fields) {
	return request('PUT', `/partners/${seg(id)}/shares/${seg(habitId)}`, {
		body: fields,
		offlineText: NEEDS_CONNECTION,
	});
}

/**
 * DELETE /api/v1/partners/{id}/shares/{habitId}: stops sharing the habit with the partner.
 * @param {string} id
 * @param {string} habitId
 * @returns {Promise<null>}
 */
export function deletePartnerShare(id, habitId) {
	return request('DELETE', `/partners/${seg(id)}/shares/${seg(habitId)}`, { offlineText: NEEDS_CONNECTION });
}

// — The partner's side

/**
 * GET /api/v1/shared: each partner's habits shared with me, with their days.
 * @returns {Promise<{partners: SharedPartner[]}>}
 */
export function listShared() {
	return request('GET', '/shared', { offlineText: NEEDS_CONNECTION });
}

/**
 * GET /api/v1/shared/{partnershipId}/habits/{habitId}: one habit shared with me; 404, as an
 * unknown habit, when it is not (or no longer) shared.
 * @param {string} partnershipId
 * @param {string} habitId
 * @returns {Promise<SharedHabit>}
 */
export function getSharedHabit(partnershipId, habitId) {
	return request('GET', `/shared/${seg(partnershipId)}/habits/${seg(habitId)}`, { offlineText: NEEDS_CONNECTION });
}
