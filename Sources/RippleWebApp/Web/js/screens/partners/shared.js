// "Shared with me" (#/shared), one layer over the Habits tab (beside the sidebar on wide screens):
// each partner's habits shared with me, exactly as GET /shared answers, each with its 12 weeks and
// its week. It needs a connection and keeps no copy: read each time it opens or the connection
// returns, and cleared when the connection goes.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { announce } from '../../components/ui.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { on, state } from '../../core/store.js';
import { modalBesideSidebar } from '../../core/wide.js';
import { listShared } from '../../api/partners.js';
import { SHARED_STATES, sharedHabitCard } from './shared-grid.js';

/** @typedef {import('../../api/partners.js').SharedPartner} SharedPartner */

const OFFLINE =
	'You’re offline. Shared habits need a connection: Ripple keeps no copy of them on this device. They come back when you’re online.';

/** @type {{close: () => void} | null} */
let open = null;

/**
 * Shows the view (its habits follow when the server answers).
 * @returns {Promise<{close: () => void}>}
 */
export async function openShared() {
	await loadStylesheet('/css/partners.css');
	if (open) return open;
	const body = h('div', { class: 'shared-body', 'aria-busy': 'true' });
	const title = h('h1', { class: 'shared-title', id: 'shared-title', tabindex: '-1' }, 'Shared with me');
	const back = h(
		'a',
		{ class: 'shared-back', href: '#/habits' },
		h('span', { html: icon('chevron-left', { size: 22, stroke: 2.4 }) }),
		h('span', { class: 'sr-only' }, 'Back to '),
		'Habits',
	);
	const el = h(
		'div',
		{ class: 'shared', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'shared-title' },
		h(
			'div',
			{ class: 'shared-scroll' },
			h(
				'header',
				{ class: 'shared-head' },
				back,
				title,
				h('p', { class: 'shared-lead' }, 'The habits your partners chose to share with you, as their days stand.'),
			),
			body,
		),
	);
	const opener = /** @type {HTMLElement | null} */ (document.activeElement);
	document.getElementById('detail-root')?.append(el);
	document.body.classList.add('shared-open');
	const release = modalBesideSidebar(el);
	el.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
		if (e.key === 'Escape' && !e.defaultPrevented) {
			e.preventDefault();
			location.hash = '#/habits';
		}
	});
	let reads = 0;
	const load = async () => {
		const my = ++reads;
		body.setAttribute('aria-busy', 'true');
		try {
			const { partners } = await listShared();
			if (my === reads && open) body.replaceChildren(...sharedView(partners));
		} catch (e) {
			if (my === reads && open) body.replaceChildren(notice(e.offline ? OFFLINE : e.message, load));
		}
		body.removeAttribute('aria-busy');
	};
	const stop = on('offline', (/** @type {boolean} */ offline) => {
		if (offline) {
			reads++;
			body.replaceChildren(notice(OFFLINE, load));
			announce('Offline: shared habits are hidden until you’re back online');
		} else load();
	});
	const close = () => {
		if (!open) return;
		open = null;
		removeEventListener('hashchange', leave);
		stop();
		release();
		el.remove();
		document.body.classList.remove('shared-open');
		(opener?.isConnected && opener !== document.body ? opener : document.getElementById('main'))?.focus({
			preventScroll: true,
		});
	};
	// Another route was chosen: the view goes (the app's router opens it, and leaves it to close).
	const leave = () => {
		if (location.hash !== '#/shared') close();
	};
	addEventListener('hashchange', leave);
	open = { close };
	document.title = 'Shared with me · Ripple';
	title.focus({ preventScroll: true });
	if (state.offline) body.replaceChildren(notice(OFFLINE, load));
	load();
	return open;
}

/**
 * A sentence in place of the habits (offline, or the server's refusal), with Try Again.
 * @param {string} text
 * @param {() => unknown} retry
 */
function notice(text, retry) {
	return h(
		'div',
		{ class: 'shared-notice', role: 'status' },
		h('p', {}, text),
		h('button', { type: 'button', class: 'btn btn-secondary', onclick: retry }, 'Try Again'),
	);
}

/**
 * Each partner with their habits, then the symbols' legend; or the calm empty state.
 * @param {SharedPartner[]} partners
 * @returns {HTMLElement[]}
 */
function sharedView(partners) {
	if (!partners.length) return [emptyState()];
	const sections = partners.map((p) => {
		const id = `shared-from-${p.id}`;
		return h(
			'section',
			{ class: 'shared-partner', 'aria-labelledby': id },
			h('h2', { class: 'shared-partner-name', id }, p.name),
			p.habits.length
				? h(
						'div',
						{ class: 'shared-habits' },
						p.habits.map((x) => sharedHabitCard(x, p.name)),
					)
				: h('p', { class: 'shared-none' }, 'Nothing shared with you yet.'),
		);
	});
	const any = partners.some((p) => p.habits.length);
	return any ? [...sections, legend()] : sections;
}

/** The symbols, named once below the grids. */
function legend() {
	const shown = /** @type {const} */ (['done', 'skipped', 'missed', 'notDue', 'pending', 'hidden']);
	return h(
		'ul',
		{ class: 'shared-legend', 'aria-label': 'Legend' },
		shown.map((s) =>
			h(
				'li',
				{},
				h('span', { 'aria-hidden': 'true' }, h('span', { class: `sym sym-${SHARED_STATES[s].key}` })),
				s === 'pending' ? 'To do today' : SHARED_STATES[s].words.replace(/^./, (c) => c.toUpperCase()),
			),
		),
	);
}

/** No partner shares anything with me (or I have no partner yet). */
function emptyState() {
	const partners = h('button', { type: 'button', class: 'btn btn-secondary' }, 'Partners');
	partners.addEventListener('click', async () => (await import('./sheet.js')).openPartners());
	return h(
		'div',
		{ class: 'shared-empty' },
		h('span', { class: 'shared-empty-icon', html: icon('users', { size: 32 }) }),
		h('h2', { class: 'shared-empty-title' }, 'Nothing shared with you yet'),
		h(
			'p',
			{ class: 'shared-empty-text' },
			'When a partner shares a habit with you, its last 12 weeks appear here. Invite someone, or find your invites, in Partners.',
		),
		partners,
	);
}
