// The habit detail's streak cards: the best streak, and the streaks' timeline (one bar per
// streak, the latest first; a bar tells its dates and length).
import { h } from '../../core/dom.js';
import { plural, shortDate } from '../../core/format.js';
import { announce } from '../../components/ui.js';
import { drawOnEntry } from '../../components/charts.js';
import { glyph } from './glyphs.js';

/** @typedef {import('./types.js').HabitStatistics} HabitStatistics */
/** @typedef {import('./types.js').StreakRun} StreakRun */

const TIMELINE_SHOWN = 8;

/** @param {NonNullable<HabitStatistics['bestStreak']>} best */
export function bestStreak(best) {
	const unit = best.unit === 'week' ? 'week' : 'day';
	return h(
		'div',
		{ class: `hs-card best-streak ${best.isCurrent ? 'is-current' : ''}` },
		h('span', { class: 'best-icon', html: glyph('trophy', { size: 30 }) }),
		h(
			'div',
			{},
			h('h3', { class: 'hs-heading' }, 'Best Streak'),
			h('p', { class: 'best-len' }, plural(best.run.length, unit)),
			h('p', { class: 'muted' }, `${shortDate(best.run.start)} – ${shortDate(best.run.end)}`),
			h('p', { class: 'best-msg' }, best.message),
		),
	);
}

/**
 * The streaks' bars, the latest first (the first eight until all are asked for).
 * @param {HabitStatistics} st
 */
export function timeline(st) {
	const runs = [...st.timeline].reverse();
	const unit = st.streak?.unit === 'week' ? 'week' : 'day';
	const box = h(
		'div',
		{ class: 'hs-card hs-timeline' },
		h('h3', { class: 'hs-heading', id: 'hs-tl-title' }, 'Streak Timeline'),
	);
	if (!runs.length) {
		box.append(h('p', { class: 'muted' }, 'Your streaks will appear here.'));
		return box;
	}
	const max = Math.max(...runs.map((r) => r.length));
	const info = h('p', { class: 'tl-info', 'aria-live': 'polite' }, 'Tap a streak for its details.');
	const list = drawOnEntry(h('ol', { class: 'tl-list', 'aria-labelledby': 'hs-tl-title' }));
	/** @param {StreakRun} r */
	const describe = (r) =>
		`${shortDate(r.start)} – ${shortDate(r.end)}: ${plural(r.length, unit)}, ${r.endedByMiss ? 'ended by a miss' : 'still running'}`;
	let showAll = false;
	const paint = () => {
		list.replaceChildren(
			...(showAll ? runs : runs.slice(0, TIMELINE_SHOWN)).map((r, i) => {
				const running = !r.endedByMiss;
				const b = h(
					'button',
					{
						type: 'button',
						class: `tl-bar ${running ? 'is-current' : ''}`,
						'aria-label': describe(r),
						style: { '--w': Math.max(0.06, r.length / max), '--a': 0.35 + 0.65 * (r.length / max), '--i': i },
					},
					h('span', { class: 'tl-fill' }),
					h('span', { class: 'tl-len', 'aria-hidden': 'true' }, String(r.length)),
				);
				b.addEventListener('click', () => {
					info.textContent = describe(r);
					announce(describe(r));
				});
				return h('li', {}, h('span', { class: 'tl-date', 'aria-hidden': 'true' }, shortDate(r.start)), b);
			}),
		);
	};
	paint();
	box.append(list, info);
	if (runs.length > TIMELINE_SHOWN) {
		const more = h('button', { type: 'button', class: 'btn btn-plain tl-more' }, `Show all ${runs.length} streaks`);
		more.addEventListener('click', () => {
			showAll = !showAll;
			more.textContent = showAll ? 'Show fewer' : `Show all ${runs.length} streaks`;
			paint();
		});
		box.append(more);
	}
	return box;
}
