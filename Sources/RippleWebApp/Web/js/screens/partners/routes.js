// The app's routes for partners, loaded only when one is followed, so Today's first load carries
// none of them: an invite link (#/partners/join/<token>: kept, then followed over Profile once the
// app has started, signing in on the way if need be) and Shared with me (#/shared, over the
// Habits tab; it closes itself when the route moves on).
import { hasStarted } from '../../core/startup.js';
import { keepPartnerLink } from '../../core/partner-link.js';
import { followPartnerLink } from './join.js';
import { openShared } from './shared.js';

/**
 * @param {string} hash the route: '#/shared' or '#/partners/join/<token>'
 * @param {(id: string) => Promise<void>} showTab
 */
export async function partnerRoute(hash, showTab) {
	if (hash === '#/shared') {
		await showTab('habits');
		await openShared();
		return;
	}
	if (!keepPartnerLink(hash)) return location.replace('#/today');
	location.replace('#/profile');
	if (hasStarted()) followPartnerLink();
	else addEventListener('ripple:ready', () => followPartnerLink(), { once: true });
}
