// The top of Profile (spec 000 §6.6.1–6.6.2): the mark and tagline, the 2×2 stats card and the
// membership card with the free tier's habit allowance.
import { h } from '../../core/dom.js';
import { icon, rippleMark } from '../../components/icons.js';
import { state, settings, calm } from '../../core/store.js';
import { plural } from '../../core/format.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';

export function profileHero() {
  return h('header', { class: 'profile-hero' },
    h('h1', { class: 'profile-eyebrow' }, 'Profile'),
    h('div', { class: 'profile-mark', html: rippleMark(60) }),
    h('p', { class: 'profile-app' }, 'Ripple'),
    h('p', { class: 'profile-tagline' }, 'Every habit creates ripples'));
}

const tile = (iconName, value, label, tone) => h('div', { class: `pstat tone-${tone}` },
  h('span', { class: 'pstat-icon', html: icon(iconName, { size: 18, stroke: 2.2 }) }),
  h('span', { class: 'pstat-value' }, value),
  h('span', { class: 'pstat-label' }, label));

/** The 2×2 stats; `stats` is GET /stats?range=week (null while loading). */
export function statsCard(stats) {
  const t = stats?.overview?.totals ?? {};
  const streak = stats?.overview?.streak;
  const dash = stats ? null : '—';
  const tiles = [
    tile('list', dash ?? String(t.habits ?? 0), 'Total habits', 'primary'),
    calm()
      ? tile('check', dash ?? String(t.completions ?? 0), 'Check-ins this week', 'success')
      : tile('flame', dash ?? plural(streak?.current ?? 0, streak?.unit === 'week' ? 'week' : 'day'), 'Active streak', 'warning'),
    tile('check-circle', dash ?? (stats.overview.rate?.text ?? '0%'), 'Completion rate', 'success'),
    tile('calendar', dash ?? plural(t.daysSinceFirstHabit ?? 0, 'day'), 'Days active', 'secondary'),
  ];
  return h('section', { class: 'pcard pstats', 'aria-label': 'Your stats' }, tiles);
}

/** The membership card: tier, habits used and the upgrade call. */
export function membershipCard() {
  const tier = settings().tier ?? 'free';
  const plan = state.meta?.plan ?? {}; // the plan's limits in force (GET /meta), null when unlimited
  const used = (state.habits ?? []).filter((x) => !x.archived).length || state.today?.habitCount || 0;
  const limit = plan.activeHabitLimit;
  if (plan.premium) {
    const plus = tier === 'premium_plus';
    return h('section', { class: 'pcard member is-premium', 'aria-labelledby': 'member-title' },
      h('div', { class: 'member-top' },
        h('span', { class: 'member-badge', html: `${icon(plus ? 'star' : 'sparkles', { size: 14, stroke: 2.4 })}<span id="member-title">${plus ? 'Premium+' : 'Premium'}</span>` })),
      h('p', { class: 'member-text' }, plus ? 'All features unlocked' : 'Unlimited habits, categories and statistics'),
      settings().tierExpires ? h('p', { class: 'member-sub' }, `Active until ${settings().tierExpires}`) : null);
  }
  const ratio = Math.min(1, used / limit);
  return h('section', { class: 'pcard member', 'aria-labelledby': 'member-title' },
    h('div', { class: 'member-top' },
      h('span', { class: 'member-badge is-free', id: 'member-title' }, 'Free Plan'),
      h('span', { class: 'member-count' }, `${used} of ${limit} habits used`)),
    h('div', { class: 'member-bar', role: 'progressbar', 'aria-label': 'Habits used', 'aria-valuemin': '0', 'aria-valuemax': String(limit), 'aria-valuenow': String(Math.min(used, limit)) },
      h('span', { style: { transform: `scaleX(${ratio})` }, class: ratio >= 1 ? 'is-full' : '' })),
    h('button', { type: 'button', class: 'btn btn-primary btn-block member-cta', onclick: openPremium },
      h('span', { html: icon('sparkles', { size: 18 }) }), 'Upgrade to Premium'));
}

const FEATURES = [
  ['list', 'Unlimited habits and categories'],
  ['chart', 'Monthly, yearly and all-time statistics'],
  ['bulb', 'Advanced insights'],
  ['bell', 'Unlimited reminders'],
];

function openPremium() {
  let sheet;
  const content = h('div', { class: 'sheet-content premium-sheet' },
    sheetHeader({ title: 'Ripple Premium', titleId: 'premium-title', onCancel: () => sheet.close(), cancelLabel: 'Close' }),
    h('div', { class: 'sheet-body' },
      h('ul', { class: 'premium-list' }, FEATURES.map(([i, text]) => h('li', {}, h('span', { html: icon(i, { size: 20 }) }), text))),
      h('p', { class: 'premium-note' }, 'Purchases are not available in the web app yet. Everything you track on the free plan carries over.')));
  sheet = openSheet({ labelledBy: 'premium-title', content, className: 'premium' });
}
