// The top of Profile: the mark and tagline, the 2×2 stats card and the
// membership card with the free tier's habit allowance.
import { h } from '../../core/dom.js';
import { icon, rippleMark } from '../../components/icons.js';
import { state, calm } from '../../core/store.js';
import { plural } from '../../core/format.js';
import { openUpgrade } from '../../core/app-links.js';
import { searchButton } from '../../components/search-button.js';

export function profileHero() {
	return h(
		'header',
		{ class: 'profile-hero' },
		h(
			'div',
			{ class: 'profile-top' },
			h('h1', { class: 'profile-eyebrow' }, 'Profile'),
			searchButton({ tone: 'light' }),
		),
		h('div', { class: 'profile-mark', html: rippleMark(60) }),
		h('p', { class: 'profile-app' }, 'Ripple'),
		h('p', { class: 'profile-tagline' }, 'Every habit creates ripples'),
	);
}

/**
 * One stat: its icon, its figure and what it counts.
 * @param {string} iconName
 * @param {string} value
 * @param {string} label
 * @param {string} tone
 * @returns {HTMLElement}
 */
const tile = (iconName, value, label, tone) =>
	h(
		'div',
		{ class: `pstat tone-${tone}` },
		h('span', { class: 'pstat-icon', html: icon(iconName, { size: 18, stroke: 2.2 }) }),
		h('span', { class: 'pstat-value' }, value),
		h('span', { class: 'pstat-label' }, label),
	);

/**
 * The 2×2 stats; `stats` is GET /stats?range=week (null while loading).
 * @param {import('../../api/types.js').Statistics | null} stats
 * @returns {HTMLElement}
 */
export function statsCard(stats) {
	const t = stats?.overview?.totals;
	const streak = stats?.overview?.streak;
	const dash = stats ? null : '—';
	const tiles = [
		// Active habits: the count the membership card's "N of 5 habits used" counts too.
		tile('list', dash ?? String(t?.active ?? 0), 'Active habits', 'primary'),
		calm()
			? tile('check', dash ?? String(t?.completions ?? 0), 'Check-ins this week', 'success')
			: tile(
					'flame',
					dash ?? plural(streak?.current ?? 0, streak?.unit === 'week' ? 'week' : 'day'),
					'Active streak',
					'warning',
				),
		tile(
			'check-circle',
			dash ?? (stats?.overview.rate?.due ? stats.overview.rate.text : '—'),
			"This week's rate",
			'success',
		),
		// Days with anything done, as Statistics' "Days active" counts them.
		tile('calendar', dash ?? plural(t?.activeDays ?? 0, 'day'), 'Days active', 'secondary'),
	];
	return h('section', { class: 'pcard pstats', 'aria-label': 'Your stats' }, tiles);
}

/** The membership card: the plan in force as the server states it (GET /meta
 * plan), habits used and the upgrade call with its shimmer. */
export function membershipCard() {
	// The plan's limits in force (GET /meta), null when unlimited; none before meta arrives.
	const plan = /** @type {Partial<import('../../api/types.js').MetaPlan>} */ (state.meta?.plan ?? {});
	const used =
		plan.activeHabits ?? ((state.habits ?? []).filter((x) => !x.archived).length || state.today?.habitCount || 0);
	const limit = plan.activeHabitLimit;
	const notice = plan.notice ? h('p', { class: 'member-notice', role: 'status' }, plan.notice) : null;
	const upgrade = (/** @type {string} */ label, trigger = 'profile') =>
		h(
			'button',
			{ type: 'button', class: 'btn btn-primary btn-block member-cta', onclick: () => openUpgrade(trigger) },
			h('span', { html: icon('sparkles', { size: 18 }) }),
			label,
		);
	if (plan.plans === 'off') {
		return unlockedCard(
			`${icon('sparkles', { size: 14, stroke: 2.4 })}<span id="member-title">Everything unlocked</span>`,
			h('p', { class: 'member-text' }, 'This server runs without plans: every feature is yours.'),
		);
	}
	if (plan.premium) return premiumCard(plan, notice, upgrade);
	const ratio = limit ? Math.min(1, used / limit) : 0;
	return h(
		'section',
		{ class: 'pcard member', 'aria-labelledby': 'member-title' },
		h(
			'div',
			{ class: 'member-top' },
			h('span', { class: 'member-badge is-free', id: 'member-title' }, 'Free Plan'),
			h('span', { class: 'member-count' }, `${used} of ${limit} habits used`),
		),
		h(
			'div',
			{
				class: 'member-bar',
				role: 'progressbar',
				'aria-label': 'Habits used',
				'aria-valuemin': '0',
				'aria-valuemax': String(limit),
				'aria-valuenow': String(Math.min(used, Number(limit))),
			},
			h('span', { style: { transform: `scaleX(${ratio})` }, class: ratio >= 1 ? 'is-full' : '' }),
		),
		notice,
		upgrade('Upgrade to Premium'),
	);
}

/**
 * The membership card of a plan with everything or more unlocked: its badge (markup with the
 * title's id), then what it says.
 * @param {string} badge
 * @param {...(Node | null)} parts
 */
function unlockedCard(badge, ...parts) {
	return h(
		'section',
		{ class: 'pcard member is-premium', 'aria-labelledby': 'member-title' },
		h('div', { class: 'member-top' }, h('span', { class: 'member-badge', html: badge })),
		...parts,
	);
}

/**
 * The membership card of a Premium or Premium+ plan.
 * @param {Partial<import('../../api/types.js').MetaPlan>} plan the plan in force (GET /meta)
 * @param {HTMLElement | null} notice
 * @param {(label: string) => HTMLElement} upgrade the upgrade button
 */
function premiumCard(plan, notice, upgrade) {
	const plus = plan.currentTier === 'premium_plus';
	return unlockedCard(
		`${glyphFor(plus)}<span id="member-title">${plus ? 'Premium+' : 'Premium'}</span>`,
		h('p', { class: 'member-text' }, plus ? 'All features unlocked' : 'Unlimited habits'),
		plus
			? null
			: h(
					'ul',
					{ class: 'member-features' },
					FEATURES.map(([i, text]) => h('li', {}, h('span', { html: icon(i, { size: 16 }) }), text)),
				),
		plus && plan.activeUntil ? h('p', { class: 'member-sub' }, `Active until ${plan.activeUntil}`) : null,
		notice,
		plus
			? h(
					'button',
					{ type: 'button', class: 'btn-plain member-manage', onclick: () => openUpgrade('profile') },
					'Manage Subscription',
				)
			: upgrade('Upgrade to Premium+'),
	);
}

const CROWN =
	'<svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d="M4 18h16M5 15 4 7l4.5 3.5L12 5l3.5 5.5L20 7l-1 8z"/></svg>';
/**
 * @param {boolean} plus
 * @returns {string} the plan's glyph, as markup
 */
const glyphFor = (plus) => (plus ? CROWN : icon('sparkles', { size: 14, stroke: 2.4 }));

const FEATURES = [
	['list', 'Unlimited habits and categories'],
	['chart', 'Monthly, yearly and all-time statistics'],
	['bulb', 'Advanced insights'],
	['bell', 'Unlimited reminders'],
];
