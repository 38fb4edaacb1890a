// The current and longest streak cards: the perfect-days streak, as on Today.
// Hidden in calm mode and whenever streaks are turned off (the engine then sends no streak).
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { streaksVisible } from '../../core/store.js';
import { plural } from '../../core/format.js';
import { countUp } from '../../components/charts.js';
import { glyph } from './glyphs.js';

/** @param {{overview: import('./types.js').StatsOverview}} options */
export function streakCards({ overview }) {
	const streak = overview.streak;
	if (!streak || !streaksVisible()) return null;
	const unit = streak.unit === 'week' ? 'week' : 'day';
	/**
	 * @param {string} kind
	 * @param {string} title
	 * @param {number} value
	 * @param {string} art the icon's markup
	 */
	const card = (kind, title, value, art) => {
		const num = h('span', { class: 'streak-card-num', 'aria-hidden': 'true' });
		countUp(num, value, { format: (v) => plural(v, unit) });
		return h(
			'div',
			{
				class: `streak-card streak-${kind}`,
				role: 'group',
				'aria-label': `${title}: ${plural(value, unit)} of perfect days`,
			},
			h('span', { class: 'streak-card-icon', html: art }),
			h('p', { class: 'streak-card-label', 'aria-hidden': 'true' }, title),
			h('p', { class: 'streak-card-value' }, num),
			h('p', { class: 'streak-card-sub', 'aria-hidden': 'true' }, 'perfect days'),
		);
	};
	return h(
		'section',
		{ class: 'streak-cards', 'aria-label': 'Streaks' },
		card('current', 'Current Streak', streak.current, icon('flame', { size: 32 })),
		card('longest', 'Longest Streak', streak.longest, glyph('trophy', { size: 32 })),
	);
}
