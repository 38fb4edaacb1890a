// The streak history sheet, opened from Today's streak
// badge: current and longest streaks of perfect days and of each time-of-day section, a month
// calendar coloured by which sections were complete, with a legend and the month's statistics.
// Every number and every day's state comes from /streaks/current and /streaks/history?month=.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { loadStylesheet } from '../../core/stylesheet.js';
// The engine's answers when the server is out of reach.
import { currentStreaks, streakMonth } from '../../core/stats.js';
import { state } from '../../core/store.js';
import { toast } from '../../components/ui.js';
import { monthView } from './streak-month.js';

/** @typedef {import('../../api/types.js').Streak} Streak */
/**
 * GET /streaks/current: the perfect days' streak and each time-of-day section's.
 * @typedef {{perfectDays: Streak, sections: (Streak & {section: string, title: string})[]}} CurrentStreaks
 */

/** @type {Record<string, string>} */
const SECTION_ICONS = { morning: 'sun', afternoon: 'coffee', evening: 'moon', anytime: 'clock' };

/** Opens the sheet on the month of the user's today. */
export async function openStreakHistory() {
	const today = state.today?.day;
	if (!today) return null;
	/** @type {CurrentStreaks} */
	let current;
	/** @type {import('./streak-month.js').StreakMonth} */
	let first;
	try {
		[current, first] = await Promise.all([
			currentStreaks(),
			streakMonth(today.slice(0, 7)),
			loadStylesheet('/css/streak-history.css'),
			loadStylesheet('/css/sheet.css'),
		]);
	} catch (e) {
		toast(e.message);
		return null;
	}
	const calendar = h('section', { class: 'sh-month', 'aria-labelledby': 'sh-month-title' });
	const content = h(
		'div',
		{ class: 'sheet-content streak-history' },
		sheetHeader({
			title: 'Streak History',
			titleId: 'streak-history-title',
			cancelLabel: 'Close',
			onCancel: () => sheet.close(),
		}),
		h('div', { class: 'sheet-body' }, streaksList(current), calendar),
	);
	const sheet = openSheet({ labelledBy: 'streak-history-title', content, className: 'sh-sheet' });
	monthView(calendar, first);
	return sheet;
}

/** @param {CurrentStreaks} current */
function streaksList(current) {
	const rows = [
		{ key: 'perfect', icon: 'flame', title: 'Perfect Days', streak: current.perfectDays },
		...current.sections.map((s) => ({ key: s.section, icon: SECTION_ICONS[s.section], title: s.title, streak: s })),
	];
	// The grace indicator: the streaks still open today share one grace window, said once
	// under the heading; each of them is marked "today to go".
	const open = rows.filter((r) => r.streak.atRisk && r.streak.hoursLeft != null);
	const grace = open.length ? h('p', { class: 'sh-grace' }, `Grace: ${open[0].streak.hoursLeft}h left today`) : null;
	return h(
		'section',
		{ class: 'sh-streaks', 'aria-labelledby': 'sh-streaks-title' },
		h('h3', { id: 'sh-streaks-title', class: 'sh-heading' }, 'Current Streaks'),
		grace,
		h(
			'ul',
			{ class: 'sh-streak-list' },
			rows.map((r) =>
				h(
					'li',
					{ class: `sh-streak is-${r.key}`, dataset: { section: r.key } },
					h('span', { class: 'sh-streak-icon', 'aria-hidden': 'true', html: icon(r.icon, { size: 18 }) }),
					h(
						'span',
						{ class: 'sh-streak-label' },
						h('span', { class: 'sh-streak-name' }, r.title),
						open.includes(r) ? h('span', { class: 'sh-open' }, 'Today to go') : null,
					),
					h(
						'span',
						{ class: 'sh-streak-current' },
						h('span', { class: 'sh-num' }, String(r.streak.current)),
						h('span', { class: 'sr-only' }, r.streak.current === 1 ? ' day' : ' days'),
					),
					h('span', { class: 'sh-streak-longest' }, `Longest ${r.streak.longest}`),
				),
			),
		),
	);
}
