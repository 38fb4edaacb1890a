// Drag to reorder: the lifted row follows
// the pointer, the others slide to make room, the list scrolls near its edges, and on release the
// row settles with a spring. Works with mouse and touch; arrow keys on a drag handle do the same.
import { reducedMotion } from '../../core/dom.js';
import { haptic } from '../../components/ui.js';

let dragging = false;
export const isDragging = () => dragging;

// Once the list is being dragged, touch moves must not scroll the page instead (registered up front,
// non-passive, so the browser asks before scrolling).
document.addEventListener(
	'touchmove',
	(e) => {
		if (dragging && e.cancelable) e.preventDefault();
	},
	{ passive: false },
);

/**
 * The list's visible rows.
 * @param {HTMLElement} list
 * @returns {HTMLElement[]}
 */
const rowsOf = (list) =>
	/** @type {HTMLElement[]} */ ([...list.children]).filter((li) => li.classList.contains('hrow-wrap') && !li.hidden);

/**
 * The list's habit ids in their order.
 * @param {HTMLElement} list
 */
const idsOf = (list) => rowsOf(list).map((li) => /** @type {string} */ (li.dataset.id));

/**
 * A drag under way: the lifted row, the rows as they were drawn, where it came from and where it
 * would land, and the pointer.
 * @typedef {object} Drag
 * @property {HTMLElement} item
 * @property {HTMLElement} list
 * @property {HTMLElement[]} items
 * @property {HTMLElement} scroller
 * @property {{x: number, y: number, id: number}} start
 * @property {number} from
 * @property {number} to
 * @property {number} y the pointer's
 * @property {number} height the lifted row's
 * @property {number[]} mids the rows' middles when the drag began
 * @property {number} scroll0 the scroller's position when the drag began
 * @property {number} raf the auto-scroll's frame
 */

/**
 * Moves the lifted row with the pointer and slides the others to make room.
 * @param {Drag} g
 */
function layout(g) {
	const { item, items, from, height } = g;
	const dy = g.y - g.start.y + (g.scroller.scrollTop - g.scroll0);
	item.style.transform = `translateY(${dy}px) scale(1.03)`;
	const center = g.mids[from] + dy;
	const next = items.filter((li, i) => li !== item && g.mids[i] < center).length;
	if (next !== g.to) {
		g.to = next;
		haptic('light');
	}
	const to = g.to;
	items.forEach((li, j) => {
		if (li === item) return;
		let shift = 0;
		if (from < to && j > from && j <= to) shift = -height;
		if (to < from && j >= to && j < from) shift = height;
		li.style.transform = shift ? `translateY(${shift}px)` : '';
	});
}

/**
 * Scrolls the list while the pointer is near its top or bottom edge, every frame.
 * @param {Drag} g
 */
function autoScroll(g) {
	const r = g.scroller.getBoundingClientRect();
	const edge = 72;
	let v = 0;
	if (g.y < r.top + edge + 60) v = -Math.ceil((r.top + edge + 60 - g.y) / 8);
	else if (g.y > r.bottom - edge - 64) v = Math.ceil((g.y - (r.bottom - edge - 64)) / 8);
	if (v) {
		g.scroller.scrollTop += v;
		layout(g);
	}
	g.raf = requestAnimationFrame(() => autoScroll(g));
}

/**
 * Puts the row in its place (or back, when cancelled) and settles it; `onDrop(ids)` when it moved.
 * @param {Drag} g
 * @param {boolean} cancelled
 * @param {(ids: string[]) => void} onDrop
 */
function drop(g, cancelled, onDrop) {
	const { item, list, items, from } = g;
	const before = item.getBoundingClientRect().top;
	const target = cancelled ? from : g.to;
	items.forEach((li) => {
		li.style.transform = '';
		li.classList.remove('shifting');
	});
	item.classList.remove('lifted');
	list.classList.remove('reordering');
	if (target !== from) {
		const rest = items.filter((li) => li !== item);
		const anchor = rest[target] ?? null;
		if (anchor) list.insertBefore(item, anchor);
		else rest.at(-1)?.after(item);
	}
	settle(item, before);
	// Let the click that follows the release pass before anything re-renders.
	setTimeout(() => {
		dragging = false;
	}, 0);
	if (target !== from) {
		haptic('success');
		onDrop(idsOf(list));
	}
}

/**
 * Starts dragging `item` (an li of `list`) from the pointer `start` ({x, y, id}).
 * `onDrop(ids)` gets the list's habit ids in their new order when the place changed.
 * @param {{item: HTMLElement, list: HTMLElement, start: {x: number, y: number, id: number}, scroller: HTMLElement, onDrop: (ids: string[]) => void}} options
 */
export function startReorder({ item, list, start, scroller, onDrop }) {
	const items = rowsOf(list);
	const from = items.indexOf(item);
	if (from < 0 || items.length < 2) return;
	dragging = true;
	const tops = items.map((li) => li.getBoundingClientRect().top);
	/** @type {Drag} */
	const g = {
		item,
		list,
		items,
		scroller,
		start,
		from,
		to: from,
		y: start.y,
		height: item.getBoundingClientRect().height,
		mids: items.map((li, i) => tops[i] + li.getBoundingClientRect().height / 2),
		scroll0: scroller.scrollTop,
		raf: 0,
	};
	item.classList.add('lifted');
	list.classList.add('reordering');
	items.forEach((li) => {
		if (li !== item) li.classList.add('shifting');
	});
	g.raf = requestAnimationFrame(() => autoScroll(g));

	/** @param {PointerEvent} e */
	const move = (e) => {
		if (e.pointerId !== start.id) return;
		e.preventDefault();
		g.y = e.clientY;
		layout(g);
	};
	/** @param {Event & {pointerId?: number, key?: string}} e */
	const up = (e) => {
		if (e && e.pointerId !== undefined && e.pointerId !== start.id) return;
		cancelAnimationFrame(g.raf);
		removeEventListener('pointermove', move);
		removeEventListener('pointerup', up);
		removeEventListener('pointercancel', up);
		removeEventListener('keydown', key, true);
		drop(g, e?.type === 'pointercancel' || e?.key === 'Escape', onDrop);
	};
	/** @param {KeyboardEvent} e */
	const key = (e) => {
		if (e.key === 'Escape') {
			e.preventDefault();
			up(e);
		}
	};
	addEventListener('pointermove', move, { passive: false });
	addEventListener('pointerup', up);
	addEventListener('pointercancel', up);
	addEventListener('keydown', key, true);
}

/**
 * Moves `item` one place up (-1) or down (+1) with the keyboard; returns true when it moved.
 * @param {HTMLElement} item
 * @param {HTMLElement} list
 * @param {number} step
 * @param {(ids: string[]) => void} onDrop
 */
export function moveBy(item, list, step, onDrop) {
	const items = rowsOf(list);
	const i = items.indexOf(item);
	const j = i + step;
	if (i < 0 || j < 0 || j >= items.length) return false;
	const before = item.getBoundingClientRect().top;
	if (step < 0) list.insertBefore(item, items[j]);
	else items[j].after(item);
	settle(item, before);
	onDrop(idsOf(list));
	return true;
}

/**
 * FLIP: the row springs from where it was drawn to its new place.
 * @param {HTMLElement} item
 * @param {number} before where it was drawn (its top)
 */
function settle(item, before) {
	if (reducedMotion()) return;
	const dy = before - item.getBoundingClientRect().top;
	if (Math.abs(dy) < 1) return;
	item.animate([{ transform: `translateY(${dy}px) scale(1.03)` }, { transform: 'none' }], {
		duration: 420,
		easing: 'cubic-bezier(0.34, 1.4, 0.64, 1)',
	});
}
