// Profile's Account section (accounts mode only): the email signed in,
// Change Password, Access Tokens (for scripts, widgets and Shortcuts), Sign Out, and Delete Account
// behind the export offer and two confirmations (js/screens/profile/delete-account.js).
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { on, state } from '../../core/store.js';
import { signOutHere } from '../auth/gate.js';
import { confirmDialog } from '../../components/dialog.js';
import { announce, toast } from '../../components/ui.js';

/**
 * A row of the account section: an icon, a title, a line under it and a chevron.
 * @param {{iconName: string, title: string, sub?: string | null, onClick: (b: HTMLElement) => void, tone?: string}} options
 * @returns {HTMLElement}
 */
function actionRow({ iconName, title, sub, onClick, tone = '' }) {
	const b = h(
		'button',
		{ type: 'button', class: `drow ${tone}` },
		h('span', { class: 'drow-icon', html: icon(iconName, { size: 20 }) }),
		h(
			'span',
			{ class: 'drow-text' },
			h('span', { class: 'drow-title' }, title),
			sub ? h('span', { class: 'drow-sub' }, sub) : null,
		),
		h('span', { class: 'drow-chev', html: icon('chevron-right', { size: 18, stroke: 2.4 }) }),
	);
	b.addEventListener('click', () => onClick(b));
	return b;
}

/** The section; empty (and hidden) in local mode, filled once the account is known. */
export function accountSection() {
	const el = h('section', { class: 'psection account-section', 'aria-labelledby': 'account-title', hidden: true });

	function render() {
		const user = state.user;
		el.hidden = !state.accounts || !user;
		if (el.hidden || !user) {
			el.replaceChildren();
			return;
		}
		el.replaceChildren(
			h('h2', { class: 'psection-title', id: 'account-title' }, 'Account'),
			h(
				'div',
				{ class: 'pcard plist' },
				h(
					'div',
					{ class: 'prow' },
					h('span', { class: 'prow-label' }, 'Email'),
					h('span', { class: 'prow-value account-email' }, user.email),
				),
			),
			h(
				'div',
				{ class: 'pcard dlist' },
				actionRow({
					iconName: 'edit',
					title: 'Change Password',
					sub: 'Other devices are signed out',
					onClick: async () => (await import('./password-sheet.js')).openPasswordSheet(),
				}),
				actionRow({
					iconName: 'code',
					title: 'Access Tokens',
					sub: 'For scripts, widgets and Shortcuts',
					onClick: async () => (await import('./tokens-sheet.js')).openTokensSheet(),
				}),
				actionRow({ iconName: 'person', title: 'Sign Out', sub: null, onClick: signOut }),
			),
			h(
				'div',
				{ class: 'pcard dlist danger-zone' },
				actionRow({
					iconName: 'trash',
					title: 'Delete Account',
					sub: null,
					tone: 'is-danger',
					onClick: async () => (await import('./delete-account.js')).deleteAccount(),
				}),
			),
		);
	}

	async function signOut() {
		const ok = await confirmDialog({
			title: 'Sign out?',
			message: `You can sign in again as ${state.user?.email ?? 'you'} any time.`,
			confirm: 'Sign Out',
		});
		if (!ok) return;
		try {
			await signOutHere();
			announce('Signed out');
			location.replace('/');
		} catch (e) {
			toast(e.message);
		}
	}

	on('session', render);
	render();
	return { el };
}
