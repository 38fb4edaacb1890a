// A recovery kit scanned with a phone's camera: the kit's QR code holds this app's address with
// the kit in its fragment ("#kit=FR0S-…"), which a browser never sends to a server. The kit is
// taken as the page loads and the address put back without it (replacing the history entry, so
// none keeps it); it waits in this tab's session storage, through the sign-in's reload, until the
// unlock screen takes it (js/private/unlock-screen.js), and goes when the tab closes.
const KEY = 'ripple.private.scannedKit';

if (location.hash.startsWith('#kit=')) {
	try {
		sessionStorage.setItem(KEY, decodeURIComponent(location.hash.slice(5)));
	} catch {
		/* a malformed address, or storage blocked: the kit is typed instead */
	}
	history.replaceState(history.state, '', location.pathname + location.search);
}

/** The kit this tab was opened with, once (null after, or when it was not). */
export function takeScannedKit() {
	try {
		const kit = sessionStorage.getItem(KEY);
		sessionStorage.removeItem(KEY);
		return kit;
	} catch {
		return null;
	}
}

/** The address a kit's QR code holds: this app's, with the kit in its fragment. */
export const kitLink = (/** @type {string} */ kit) => `${location.origin}/#kit=${kit}`;
