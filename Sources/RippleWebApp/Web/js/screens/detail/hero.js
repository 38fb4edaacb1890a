// The detail's hero: the habit's colours, icon, name, schedule and three quick statistics (the
// current streak or the strength, this month's rate, completions).
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { findCard, streaksVisible } from '../../core/store.js';
import { onColor, onColorDark } from '../../core/palette.js';
import { token } from '../../core/css-values.js';

/** @typedef {import('./state.js').DetailState} DetailState */
/** @typedef {import('../../api/types.js').Habit} Habit */

/**
 * The quick statistics as [value, label, key].
 * @param {Habit} habit
 * @param {import('./state.js').HistorySummary | undefined} sum the history's summary
 * @returns {[string | number, string, string][]}
 */
function quickStats(habit, sum) {
	// The server's words for this month's rate ("77%", "No days due") and the streak's unit.
	const rate = sum ? (sum.monthRateText ?? `${Math.round(sum.monthRate * 100)}%`) : null;
	const unit = sum?.streakUnit ?? habit.streakUnit ?? findCard(habit.id)?.streak?.unit;
	return [
		streaksVisible()
			? [sum?.currentStreak ?? '–', sum?.streakLabel ?? (unit ? `${unit} streak` : 'streak'), 'current']
			: [sum ? `${Math.round((sum.strength ?? 0) * 100)}%` : '–', 'strength', 'strength'],
		[rate ?? '–', 'this month', 'rate'],
		[sum?.totalCompletions ?? '–', 'completions', 'total'],
	];
}

/**
 * Paints the screen in the habit's colours and draws the hero's text.
 * @param {DetailState} d
 * @param {Habit} habit
 * @param {HTMLElement} heroMain
 */
export function drawHero(d, habit, heroMain) {
	// On a dark screen the hero is the habit's colour deepened, not a pastel block.
	const dark = document.documentElement.dataset.scheme === 'dark';
	const { bg, bg2, fg, panel } = dark ? onColorDark(habit.color, token('--bg')) : onColor(habit.color);
	d.screen.style.setProperty('--hero-panel', panel);
	d.screen.style.setProperty('--hero-bg', bg);
	d.screen.style.setProperty('--hero-bg2', bg2);
	d.screen.style.setProperty('--hero-fg', fg);
	d.screen.style.setProperty('--habit', habit.color);
	const stats = quickStats(habit, d.history?.summary);
	heroMain.replaceChildren(
		h('div', { class: 'hero-icon', html: icon(habit.icon, { size: 40 }) }),
		h('h1', { id: 'detail-title', class: 'hero-name' }, habit.name),
		h('p', { class: 'hero-sched' }, habit.scheduleText + (habit.archived ? ' · Archived' : '')),
		h(
			'dl',
			{ class: 'quick-stats' },
			stats.map(([v, label, k]) => h('div', { class: `qs qs-${k}` }, h('dt', {}, label), h('dd', {}, String(v)))),
		),
	);
}
