// The consistency matrix: dates descending across, habit names sticky on the left,
// one symbol per habit-day (a grid: one tab stop, arrow keys between cells). Tap (or Enter) on a cell
// tells its status in a popover; a long-press (or Enter) on a date tells "4 of 7 completed".
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { weekdayOf, WEEKDAY_SHORT } from '../../core/format.js';
import { haptic } from '../../components/ui.js';
import { cellKey, symbol, STATUS } from './outcome.js';

// Formatters made once: building an Intl.DateTimeFormat per cell would dominate the render.
const MONTH = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDate = (day) => SHORT.format(new Date(`${day}T00:00:00Z`));
const longDate = (day) => LONG.format(new Date(`${day}T00:00:00Z`));
const esc = (t) =>
	String(t).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * A matrix view; `append(matrix, dayTotals)` adds a chunk of older days (the API's {days, habits})
 * with the /streaks/history days of that chunk.
 */
export function matrixView({ onNearEnd }) {
	const table = h('table', { class: 'matrix', role: 'grid', 'aria-readonly': 'true' });
	const scroller = h('div', { class: 'matrix-scroll', tabindex: '-1' }, table);
	const pop = h('div', { class: 'matrix-pop', role: 'tooltip', id: 'matrix-pop', hidden: true });
	const el = h('div', { class: 'matrix-wrap' }, scroller, pop);
	let rows = []; // [{habit, tr}]
	let days = []; // all day strings shown, descending
	const cells = new Map(); // `${row}:${col}` → cell data
	let headRow = null;
	let focusAt = [0, 0];
	const totals = new Map(); // day → {done, due} from GET /streaks/history

	function reset(matrix, dayTotals) {
		rows = [];
		days = [];
		cells.clear();
		totals.clear();
		hidePop();
		const caption = h('caption', { class: 'sr-only' }, 'Habit history: one row per habit, most recent day first');
		headRow = h('tr', {}, h('th', { class: 'mx-corner', scope: 'col' }, h('span', { class: 'sr-only' }, 'Habit')));
		const tbody = h('tbody');
		for (const r of matrix.habits) {
			const th = h(
				'th',
				{ scope: 'row', class: 'mx-habit', title: r.habit.name, style: { '--habit': r.habit.color } },
				h(
					'span',
					{ class: 'mx-habit-in' },
					h('span', { class: 'mx-habit-icon', 'aria-hidden': 'true', html: icon(r.habit.icon, { size: 16 }) }),
					h('span', { class: 'mx-habit-name' }, r.habit.name),
				),
			);
			const tr = h('tr', {}, th);
			rows.push({ habit: r.habit, tr });
			tbody.append(tr);
		}
		table.replaceChildren(caption, h('thead', {}, headRow), tbody);
		scroller.scrollLeft = 0;
		append(matrix, dayTotals);
	}

	function append(matrix, dayTotals = []) {
		for (const t of dayTotals) totals.set(t.day, t);
		const start = days.length;
		const byId = new Map(matrix.habits.map((r) => [r.habit.id, r.cells]));
		let headHtml = '';
		matrix.days.forEach((day, j) => {
			const col = start + j;
			const first = col === 0 || day.slice(5, 7) !== (matrix.days[j - 1] ?? days.at(-1))?.slice(5, 7);
			const isToday = rows.some((r) => byId.get(r.habit.id)?.[j]?.isToday);
			headHtml +=
				`<th scope="col" class="mx-day${isToday ? ' is-today' : ''}"><button type="button" class="mh" tabindex="-1" data-col="${col}" aria-label="${esc(`${longDate(day)}, show summary`)}">` +
				`<span class="mh-month"${first ? '' : ' aria-hidden="true"'}>${first ? esc(MONTH.format(new Date(`${day}T00:00:00Z`))) : ''}</span>` +
				`<span class="mh-wd">${WEEKDAY_SHORT[weekdayOf(day)]}</span><span class="mh-d">${Number(day.slice(8))}</span></button></th>`;
		});
		headRow.insertAdjacentHTML('beforeend', headHtml);
		const dayText = matrix.days.map(shortDate);
		rows.forEach((r, i) => {
			const list = byId.get(r.habit.id) ?? [];
			const name = esc(r.habit.name);
			let html = '';
			matrix.days.forEach((day, j) => {
				const c = list[j] ?? { day, outcome: 'none', due: false, beforeStart: true, isToday: false };
				const key = cellKey(c);
				const col = start + j;
				cells.set(`${i}:${col}`, { ...c, key });
				html += `<td class="mc k-${key}" tabindex="-1" data-row="${i}" data-col="${col}" aria-label="${name}, ${dayText[j]}: ${STATUS[key]}">${symbol(key)}</td>`;
			});
			r.tr.insertAdjacentHTML('beforeend', html);
		});
		days.push(...matrix.days);
		if (start === 0) setFocus(0, 0, false);
	}

	// — Roving focus over the cells (row −1 = the date headers).
	function button(row, col) {
		return row < 0
			? headRow.querySelector(`.mh[data-col="${col}"]`)
			: rows[row]?.tr.querySelector(`.mc[data-col="${col}"]`);
	}
	function setFocus(row, col, move = true) {
		const prev = button(...focusAt);
		if (prev) prev.tabIndex = -1;
		focusAt = [row, col];
		const b = button(row, col);
		if (!b) return;
		b.tabIndex = 0;
		if (move) b.focus();
	}
	table.addEventListener('keydown', (e) => {
		const b = e.target.closest('.mc, .mh');
		if (!b) return;
		if (e.key === 'Escape' && !pop.hidden) {
			e.preventDefault();
			e.stopPropagation();
			hidePop();
			return;
		}
		if ((e.key === 'Enter' || e.key === ' ') && b.matches('.mc')) {
			e.preventDefault();
			showCell(b);
			return;
		}
		const [dr, dc] = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] }[e.key] ?? [];
		if (dr == null && e.key !== 'Home' && e.key !== 'End') return;
		e.preventDefault();
		const row = Number(b.dataset.row ?? -1);
		const col = Number(b.dataset.col);
		let nr = row + (dr ?? 0);
		let nc = e.key === 'Home' ? 0 : e.key === 'End' ? days.length - 1 : col + (dc ?? 0);
		nr = Math.max(-1, Math.min(rows.length - 1, nr));
		nc = Math.max(0, Math.min(days.length - 1, nc));
		hidePop();
		setFocus(nr, nc);
		if (nc >= days.length - 3) onNearEnd?.();
	});

	// — Popovers
	function showPop(anchor, title, sub) {
		pop.replaceChildren(h('strong', {}, title), h('span', {}, sub));
		pop.hidden = false;
		const wr = el.getBoundingClientRect();
		const r = anchor.getBoundingClientRect();
		const pw = pop.offsetWidth;
		const ph = pop.offsetHeight;
		const left = Math.min(Math.max(4, r.left - wr.left + r.width / 2 - pw / 2), wr.width - pw - 4);
		const above = r.top - wr.top - ph - 8;
		pop.style.left = `${left}px`;
		pop.style.top = `${above >= 0 ? above : r.bottom - wr.top + 8}px`;
		pop.classList.toggle('below', above < 0);
		pop.style.setProperty('--arrow', `${r.left - wr.left + r.width / 2 - left}px`);
		anchor.setAttribute('aria-describedby', 'matrix-pop');
		pop.dataset.for = `${anchor.dataset.row ?? 'h'}:${anchor.dataset.col}`;
	}
	function hidePop() {
		if (pop.hidden) return;
		pop.hidden = true;
		table.querySelector('[aria-describedby="matrix-pop"]')?.removeAttribute('aria-describedby');
	}
	function showCell(b) {
		const row = Number(b.dataset.row);
		const col = Number(b.dataset.col);
		const c = cells.get(`${row}:${col}`);
		if (!c) return;
		setFocus(row, col, false);
		showPop(b, STATUS[c.key], `${rows[row].habit.name} · ${shortDate(days[col])}`);
	}
	/** "4 of 7 completed" for a date, as the server counts that day (done of due). */
	function daySummary(col) {
		const t = totals.get(days[col]);
		return t?.due ? `${t.done} of ${t.due} completed` : 'Nothing was due';
	}
	function showDay(b) {
		const col = Number(b.dataset.col);
		setFocus(-1, col, false);
		showPop(b, daySummary(col), longDate(days[col]));
	}

	let press = null;
	table.addEventListener('pointerdown', (e) => {
		const b = e.target.closest('.mh');
		if (!b) return;
		press = { b, x: e.clientX, y: e.clientY, fired: false, timer: 0 };
		press.timer = setTimeout(() => {
			if (!press) return;
			press.fired = true;
			haptic('light');
			b.classList.add('is-held');
			showDay(b);
		}, 450);
	});
	const cancelPress = () => {
		if (press) {
			clearTimeout(press.timer);
			press.b.classList.remove('is-held');
		}
	};
	table.addEventListener('pointermove', (e) => {
		if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 8) {
			cancelPress();
			press = null;
		}
	});
	table.addEventListener('pointerup', () => {
		cancelPress();
	});
	table.addEventListener('pointercancel', () => {
		cancelPress();
		press = null;
	});
	table.addEventListener('contextmenu', (e) => {
		if (e.target.closest('.mh')) e.preventDefault();
	});
	table.addEventListener('click', (e) => {
		const cell = e.target.closest('.mc');
		if (cell) {
			e.stopPropagation();
			return showCell(cell);
		}
		const head = e.target.closest('.mh');
		if (!head) return;
		e.stopPropagation();
		const held = press?.fired && press.b === head;
		press = null;
		if (!held) showDay(head);
	});
	document.addEventListener('click', (e) => {
		if (!pop.hidden && !pop.contains(e.target)) hidePop();
	});
	const nearEnd = () => scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 160;
	scroller.addEventListener(
		'scroll',
		() => {
			hidePop();
			if (nearEnd()) onNearEnd?.();
		},
		{ passive: true },
	);

	return {
		el,
		reset,
		append,
		get dayCount() {
			return days.length;
		},
		get lastDay() {
			return days.at(-1);
		},
		/** True when the columns do not fill the visible width, or the user already scrolled to the end. */
		get wantsMore() {
			return scroller.scrollWidth <= scroller.clientWidth + 40 || nearEnd();
		},
	};
}
