// A partner's invite link (`/#/partners/join/<token>`), kept in this tab's sessionStorage from the
// moment the page opens at it until it has been used: signing in or signing up on the way does not
// lose it. Whether the sign-in screen came first is kept with it (the join then needs no second
// yes). Nothing here talks to the server.

const KEY = 'ripple.partnerLink';
const LINK = /^#\/partners\/join\/([^/?#]+)$/;

/**
 * A kept link: its token, and whether someone signed in (or up) to follow it.
 * @typedef {{token: string, viaSignIn: boolean}} PartnerLink
 */

/** @returns {PartnerLink | null} */
export function keptPartnerLink() {
	try {
		const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
		return typeof kept?.token === 'string' ? kept : null;
	} catch {
		return null;
	}
}

/** @param {PartnerLink | null} link */
function write(link) {
	try {
		if (link) sessionStorage.setItem(KEY, JSON.stringify(link));
		else sessionStorage.removeItem(KEY);
	} catch {
		/* storage blocked: the link is followed from the address alone */
	}
}

/**
 * Keeps the token when `hash` is an invite link; answers whether it was one. The same link kept
 * again keeps what it knew of the sign-in.
 * @param {string} hash
 * @returns {boolean}
 */
export function keepPartnerLink(hash) {
	const m = LINK.exec(hash);
	if (!m) return false;
	const token = decodeURIComponent(m[1]);
	const kept = keptPartnerLink();
	write({ token, viaSignIn: kept?.token === token ? kept.viaSignIn : false });
	return true;
}

/** The sign-in screen is shown while a link waits: once signed in, the link is followed at once. */
export function partnerLinkNeedsSignIn() {
	const kept = keptPartnerLink();
	if (kept) write({ ...kept, viaSignIn: true });
	return !!kept;
}

/** The link has been followed (or turned down): it is forgotten. */
export function forgetPartnerLink() {
	write(null);
}
