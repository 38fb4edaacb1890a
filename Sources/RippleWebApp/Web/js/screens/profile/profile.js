// The Profile tab: the mark and tagline, stats, membership, preferences,
// celebrations and feedback, widgets, partners, integrations, your data, the account (accounts mode), About
// and, once unlocked, the developer options.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { on, state } from '../../core/store.js';
import { openUpgrade } from '../../core/app-links.js';
import { loadHabits } from '../../core/data.js';
import { statistics } from '../../core/stats.js';
import { openAPI } from '../../api/meta.js';
import { debounce } from '../../core/idle.js';
import { styled } from '../../core/stylesheet.js';
import { profileHero, statsCard, membershipCard } from './summary.js';
import { preferencesSection } from './preferences.js';
import { dataSection } from './data.js';
import { healthSection } from './health.js';
import { accountSection } from './account.js';
import { goalsSection } from '../coach/goals-section.js';
import { aboutSection } from './about.js';
import { integrationsSection } from './integrations.js';
import { partnersSection } from '../partners/section.js';

/** Profile → Notifications: a row that loads its sheet on demand. */
function notificationsSection() {
	const open = h(
		'button',
		{ type: 'button', class: 'drow notif-open' },
		h('span', { class: 'drow-icon', html: icon('bell', { size: 20 }) }),
		h(
			'span',
			{ class: 'drow-text' },
			h('span', { class: 'drow-title' }, 'Notifications'),
			h('span', { class: 'drow-sub' }, 'Reminders, streaks, milestones, calendar'),
		),
		h('span', { class: 'drow-chev', html: icon('chevron-right', { size: 18, stroke: 2.4 }) }),
	);
	open.addEventListener('click', async () => (await import('./notifications.js')).openNotificationsSheet());
	return h(
		'section',
		{ class: 'psection', 'aria-labelledby': 'notif-section-title' },
		h('h2', { class: 'psection-title', id: 'notif-section-title' }, 'Notifications'),
		h('div', { class: 'pcard dlist' }, open),
	);
}

// A padlock, drawn like the icons of js/components/icons.js (kept here: that file is on Today's
// first paint).
const LOCK_ICON =
	'<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>';

/** Profile → Privacy: the app lock, a row that loads its screen on demand. */
function privacySection() {
	const open = h(
		'button',
		{ type: 'button', class: 'drow privacy-open' },
		h('span', { class: 'drow-icon', html: LOCK_ICON }),
		h(
			'span',
			{ class: 'drow-text' },
			h('span', { class: 'drow-title' }, 'Privacy'),
			h('span', { class: 'drow-sub' }, 'App lock and encryption on this device'),
		),
		h('span', { class: 'drow-chev', html: icon('chevron-right', { size: 18, stroke: 2.4 }) }),
	);
	open.addEventListener('click', async () => (await import('./privacy.js')).openPrivacy());
	return h(
		'section',
		{ class: 'psection', 'aria-labelledby': 'privacy-section-title' },
		h('h2', { class: 'psection-title', id: 'privacy-section-title' }, 'Privacy'),
		h('div', { class: 'pcard dlist' }, open),
	);
}

/**
 * @param {HTMLElement} root the tab's view
 * @returns {{load: () => Promise<void>}}
 */
export function mount(root) {
	styled(root, '/css/profile.css');
	root.classList.add('profile-view');
	/** @type {import('../../api/types.js').Statistics | null} */
	let stats = null;
	const statsSlot = h('div', { class: 'pslot' });
	const memberSlot = h('div', { class: 'pslot' });
	const prefsSlot = h('div');
	const goals = goalsSection();
	const integrations = integrationsSection();
	const partners = partnersSection();
	const data = dataSection({
		onCleared: async () => {
			location.hash = '#/today';
			const { showOnboarding } = await import('../onboarding/onboarding.js');
			showOnboarding();
		},
	});

	root.append(profilePage({ statsSlot, memberSlot, goals, prefsSlot, partners, integrations, data }));

	function renderSummary() {
		statsSlot.replaceChildren(statsCard(stats));
		memberSlot.replaceChildren(membershipCard());
	}
	function renderPrefs() {
		const focused = prefsSlot.contains(document.activeElement) ? document.activeElement : null;
		if (focused) return; // never rebuild the control being used
		prefsSlot.replaceChildren(preferencesSection().el);
	}

	async function load() {
		const [s] = await Promise.all([statistics('week').catch(() => null), loadHabits(true).catch(() => null)]);
		stats = s;
		renderSummary();
	}

	// Settings and data change elsewhere (or here): the summary reloads when visible, controls follow.
	let stale = false;
	const followToday = debounce(() => {
		renderPrefs();
		if (!root.hidden && stale) {
			stale = false;
			return load();
		}
		renderSummary();
	}, 200);
	on('today', () => {
		stale = true;
		followToday();
	});
	on('meta', () => memberSlot.replaceChildren(membershipCard())); // the plan changed (a licence)
	new MutationObserver(() => {
		if (!root.hidden) {
			data.refresh();
			goals.refresh();
			integrations.refresh();
			partners.refresh();
			if (stale) {
				stale = false;
				load();
			}
		}
	}).observe(root, { attributes: true, attributeFilter: ['hidden'] });

	renderSummary();
	renderPrefs();
	load();
	return { load };
}

/**
 * The `info.version` of the OpenAPI document (YAML): the `version` key of the top-level `info`
 * mapping, not the first `version:` anywhere in the text.
 * @param {string} doc
 * @returns {string | null}
 */
export function infoVersion(doc) {
	let inInfo = false;
	let indent = -1;
	for (const line of doc.split(/\r?\n/)) {
		if (/^\s*(#|$)/.test(line)) continue;
		const depth = line.length - line.trimStart().length;
		if (depth === 0) {
			inInfo = /^info:\s*(#.*)?$/.test(line);
			indent = -1;
			continue;
		}
		if (!inInfo) continue;
		if (indent < 0) indent = depth;
		if (depth !== indent) continue;
		const m = /^\s*version:\s*(?:"([^"]*)"|'([^']*)'|([^\s#]+))/.exec(line);
		if (m) return m[1] ?? m[2] ?? m[3];
	}
	return null;
}

/**
 * The tab's page: the hero, then the sections in order (the summary's and preferences' slots are
 * filled by mount).
 * @param {{statsSlot: HTMLElement, memberSlot: HTMLElement, goals: {el: HTMLElement}, prefsSlot: HTMLElement, partners: {el: HTMLElement}, integrations: {el: HTMLElement}, data: {el: HTMLElement}}} parts
 * @returns {HTMLElement}
 */
function profilePage({ statsSlot, memberSlot, goals, prefsSlot, partners, integrations, data }) {
	return h(
		'div',
		{ class: 'view-inner profile-inner' },
		profileHero(),
		h(
			'div',
			{ class: 'profile-body' },
			statsSlot,
			memberSlot,
			goals.el,
			prefsSlot,
			notificationsSection(),
			privacySection(),
			widgetsSection(),
			partners.el,
			integrations.el,
			healthSection().el,
			data.el,
			accountSection().el,
			aboutSection({ apiVersion: openAPI().then(infoVersion) }).el,
			h('p', { class: 'profile-foot' }, 'Ripple · every habit creates ripples'),
		),
	);
}

/** @returns {HTMLElement} Profile → Widgets: a row that opens the widgets (Premium) */
function widgetsSection() {
	return h(
		'section',
		{ class: 'psection', 'aria-labelledby': 'widgets-title-row' },
		h('h2', { class: 'psection-title', id: 'widgets-title-row' }, 'Widgets'),
		h(
			'div',
			{ class: 'pcard plist' },
			h(
				'button',
				{ type: 'button', class: 'prow prow-link prow-button', onclick: openWidgetScreen },
				h('span', { class: 'prow-label' }, 'Home screen widgets'),
				h('span', { class: 'prow-value' }, state.meta?.plan?.premium ? 'Small, medium, large' : 'Premium'),
			),
		),
	);
}

/** Widgets are Premium: the plan, as the server states it, decides what opens. */
function openWidgetScreen() {
	if (!state.meta?.plan?.premium) return openUpgrade('widgets');
	return import('./widgets.js').then((m) => m.openWidgets());
}
