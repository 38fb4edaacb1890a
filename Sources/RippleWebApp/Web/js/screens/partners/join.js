// Following a partner's invite link (kept by js/core/partner-link.js): signed in already, the app
// asks first; signed in (or up) to follow it, it joins at once. Then the partners sheet shows the
// new partner, or the server's word when the link was used, has expired or was withdrawn. Offline,
// the link stays kept for the next start in this tab.
import { authStatus } from '../../api/accounts.js';
import { joinPartner } from '../../api/partners.js';
import { confirmDialog } from '../../components/dialog.js';
import { announce, haptic, toast } from '../../components/ui.js';
import { forgetPartnerLink, keptPartnerLink } from '../../core/partner-link.js';

/** Resolves once onboarding (a new account's first start) is no longer on screen. */
function afterOnboarding() {
	const body = document.body;
	if (!body.classList.contains('onboarding')) return Promise.resolve();
	return new Promise((resolve) => {
		const watch = new MutationObserver(() => {
			if (body.classList.contains('onboarding')) return;
			watch.disconnect();
			resolve(undefined);
		});
		watch.observe(body, { attributes: true, attributeFilter: ['class'] });
	});
}

/** @type {Promise<void> | null} */
let following = null;

/** Follows the kept link, if there is one (once, however many times the app asks). */
export function followPartnerLink() {
	following ??= follow().finally(() => {
		following = null;
	});
	return following;
}

async function follow() {
	const link = keptPartnerLink();
	if (!link) return;
	const status = await authStatus().catch(() => null);
	if (status && !status.accounts) {
		forgetPartnerLink();
		toast('This invite needs a Ripple server with accounts.');
		return;
	}
	await afterOnboarding();
	if (!link.viaSignIn) {
		const yes = await confirmDialog({
			title: 'Become partners?',
			message:
				'Someone invited you to be their accountability partner. Neither of you sees anything until one of you shares a habit, and either of you can end it at any time.',
			confirm: 'Accept',
			cancel: 'Not Now',
		});
		if (!yes) {
			forgetPartnerLink();
			return;
		}
	}
	/** @type {{text: string, failed?: boolean}} */
	let notice;
	try {
		const partner = await joinPartner(link.token);
		haptic('success');
		notice = { text: `You and ${partner.name} are partners now. Nothing is shared until one of you chooses a habit.` };
	} catch (e) {
		if (e.offline) {
			toast(e.message);
			return;
		}
		notice = { text: e.message, failed: true };
	}
	forgetPartnerLink();
	announce(notice.text);
	(await import('./sheet.js')).openPartners({ notice });
}
