// The day-detail sheet of the calendar heatmap: every habit on that day with its
// status, and how many were completed.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { longDate } from '../../core/format.js';
import { onColor } from '../../core/palette.js';
import { toast } from '../../components/ui.js';
import * as api from '../../core/stats.js';
import { cellKey, symbol, stateTitle } from './outcome.js';

/** @param {{day: string}} options */
export async function openDaySheet({ day }) {
	/** @type {import('./matrix-grid.js').MatrixChunk} */
	let matrix;
	try {
		matrix = await api.historyMatrix(day, day);
	} catch (e) {
		toast(e.message);
		return null;
	}
	const rows = matrix.habits
		.map((r) => ({ habit: r.habit, cell: r.cells[0] }))
		.filter((r) => r.cell && !r.cell.beforeStart);
	const counted = rows.filter((r) => ['done', 'partial', 'missed', 'todo'].includes(cellKey(r.cell)));
	const done = rows.filter((r) => cellKey(r.cell) === 'done').length;
	const summary = rows.length ? `${done} of ${counted.length} completed` : 'No habits were tracked on this day.';
	const content = h(
		'div',
		{ class: 'sheet-content day-sheet' },
		sheetHeader({
			title: longDate(day),
			titleId: 'day-sheet-title',
			cancelLabel: 'Close',
			onCancel: () => sheet.close(),
		}),
		h(
			'div',
			{ class: 'sheet-body' },
			h('p', { class: 'day-summary' }, summary),
			rows.length
				? h(
						'ul',
						{ class: 'day-list' },
						rows.map(({ habit, cell }) => {
							const key = cellKey(cell);
							const { bg, fg } = onColor(habit.color);
							return h(
								'li',
								{ class: `day-row is-${key}`, style: { '--habit': habit.color, '--habit-bg': bg, '--habit-fg': fg } },
								h('span', { class: 'day-icon', 'aria-hidden': 'true', html: icon(habit.icon, { size: 20 }) }),
								h('span', { class: 'day-name' }, habit.name),
								h('span', { class: 'day-status' }, h('span', { html: symbol(key) }), stateTitle(key)),
							);
						}),
					)
				: null,
		),
	);
	const sheet = openSheet({ labelledBy: 'day-sheet-title', content, className: 'compact' });
	return sheet;
}
