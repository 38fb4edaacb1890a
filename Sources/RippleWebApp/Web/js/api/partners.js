// The API client (js/api/): partners (accounts mode). The owner's side: invites by e-mail or by a
// one-time link, accepting or declining one received, ending a partnership, and sharing a habit
// with a partner (under another name, until a day, with its past or not). The partner's side: the
// habits shared with me, each with its 12 weeks of days and its week, as the server decides them.
// One function per OpenAPI operation, named after its operationId; all go through request(); the
// answers' shapes are the ones scripts/wire-schemas generates from Swift (wire-types.js). These
// answers are never kept: no service worker cache, no replica, no sealed copy (sw.js).
import { request, seg } from './request.js';

const NEEDS_CONNECTION = "You're offline. Partners need a connection.";

/** @typedef {import('./wire-types.js').PartnerShare} PartnerShare */
/** @typedef {import('./wire-types.js').Partner} Partner */
/** @typedef {import('./wire-types.js').PartnerInvite} PartnerInvite */
/** @typedef {import('./wire-types.js').PartnerList} PartnerList */
/** @typedef {import('./wire-types.js').PartnerInviteCreated} PartnerInviteCreated */
/** @typedef {import('./wire-types.js').SharedDay} SharedDay */
/** @typedef {import('./wire-types.js').SharedHabit} SharedHabit */
/** @typedef {import('./wire-types.js').SharedPartner} SharedPartner */

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
export function invitePartner(what) {
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
export function withdrawPartnerInvite(id) {
	return request('DELETE', `/partners/invites/${seg(id)}`, { offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/partners/join: accepts an invite link by its token; 404 when the link was used,
 * has expired, was withdrawn or is my own.
 * @param {string} token
 * @returns {Promise<Partner>}
 */
export function joinPartner(token) {
	return request('POST', '/partners/join', { body: { token }, offlineText: NEEDS_CONNECTION });
}

/**
 * DELETE /api/v1/partners/{id}: ends the partnership at once, from either side; what each shared
 * goes with it.
 * @param {string} id
 * @returns {Promise<null>}
 */
export function endPartnership(id) {
	return request('DELETE', `/partners/${seg(id)}`, { offlineText: NEEDS_CONNECTION });
}

/**
 * PUT /api/v1/partners/{id}/shares/{habitId}: shares a habit with the partner, or changes how.
 * @param {string} id
 * @param {string} habitId
 * @param {PartnerShareFields} fields
 * @returns {Promise<PartnerShare>}
 */
export function sharePartnerHabit(id, habitId, fields) {
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
export function unsharePartnerHabit(id, habitId) {
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
