// Profile → Integrations: Ripple in other tools. Access Tokens (accounts mode), the one-request
// Check-in URL, and Webhooks with how many there are. A part whose route the server does not
// answer in this mode (404, or 401 without an account) is left out; each sheet loads on demand.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { on, state } from '../../core/store.js';
import { plural } from '../../core/format.js';
import { listWebhooks } from '../../api/webhooks.js';

/** @typedef {import('../../api/webhooks.js').WebhookList} WebhookList */

// A lightning bolt and a link, drawn like the icons of js/components/icons.js (kept here: that
// file is on Today's first paint).
const BOLT_ICON =
	'<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M13 2 4 14h7l-1 8 9-12h-7z"/></svg>';
const LINK_ICON =
	'<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7"/><path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7"/></svg>';

/**
 * A row that opens a sheet: an icon, a title, a line under it and a chevron.
 * @param {{svg: string, title: string, sub: string, className: string, onClick: () => unknown}} options
 * @returns {{el: HTMLElement, sub: HTMLElement}}
 */
function openRow({ svg, title, sub, className, onClick }) {
	const line = h('span', { class: 'drow-sub' }, sub);
	const el = h(
		'button',
		{ type: 'button', class: `drow ${className}`, onclick: onClick },
		h('span', { class: 'drow-icon', html: svg }),
		h('span', { class: 'drow-text' }, h('span', { class: 'drow-title' }, title), line),
		h('span', { class: 'drow-chev', html: icon('chevron-right', { size: 18, stroke: 2.4 }) }),
	);
	return { el, sub: line };
}

/** The section; `refresh()` reads the webhooks again (the Profile tab shown). */
export function integrationsSection() {
	const tokens = openRow({
		svg: icon('code', { size: 20 }),
		title: 'Access Tokens',
		sub: 'For scripts, Shortcuts and check-in tags',
		className: 'int-tokens',
		onClick: async () => (await import('./tokens-sheet.js')).openTokensSheet(),
	});
	const checkin = openRow({
		svg: LINK_ICON,
		title: 'Check-in URL',
		sub: 'Check a habit in with one request',
		className: 'int-checkin',
		onClick: async () => (await import('./checkin-url-sheet.js')).openCheckInUrl(),
	});
	const hooks = openRow({
		svg: BOLT_ICON,
		title: 'Webhooks',
		sub: 'Tell other apps when you check in',
		className: 'int-webhooks',
		onClick: async () => (await import('./webhooks-sheet.js')).openWebhooks(count),
	});
	hooks.el.hidden = true; // until the server says it has webhooks here
	const el = h(
		'section',
		{ class: 'psection integrations', 'aria-labelledby': 'integrations-title' },
		h('h2', { class: 'psection-title', id: 'integrations-title' }, 'Integrations'),
		h('div', { class: 'pcard dlist' }, tokens.el, checkin.el, hooks.el),
	);
	const showTokens = () => {
		tokens.el.hidden = !state.accounts || !state.user;
	};
	/** @param {WebhookList} list */
	function count({ webhooks }) {
		hooks.el.hidden = false;
		const off = webhooks.filter((w) => !w.enabled).length;
		hooks.sub.textContent = webhooks.length
			? `${plural(webhooks.length, 'webhook')}${off ? ` · ${off} disabled` : ''}`
			: 'Tell other apps when you check in';
	}
	async function refresh() {
		try {
			count(await listWebhooks());
		} catch (e) {
			if (e.status === 404 || e.status === 401 || e.status === 403) hooks.el.hidden = true;
		}
	}
	// With accounts, the webhooks are read once someone is signed in.
	const signedIn = () => !state.accounts || !!state.user;
	on('session', () => {
		showTokens();
		if (signedIn()) refresh();
	});
	showTokens();
	if (signedIn()) refresh();
	return { el, refresh };
}
