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

const rowsOf = (list) => [...list.children].filter((li) => li.classList.contains('hrow-wrap') && !li.hidden);

/**
 * Starts dragging `item` (an li of `list`) from the pointer `start` ({x, y, id}).
 * `onDrop(ids)` gets the list's habit ids in their new order when the place changed.
 */
export function startReorder({ item, list, start, scroller, onDrop }) {
	const items = rowsOf(list);
	const from = items.indexOf(item);
	if (from < 0 || items.length < 2) return;
	dragging = true;
	const tops = items.map((li) => li.getBoundingClientRect().top);
	const height = item.getBoundingClientRect().height;
	const mids = items.map((li, i) => tops[i] + li.getBoundingClientRect().height / 2);
	const scroll0 = scroller.scrollTop;
	let to = from;
	let y = start.y;
	let raf = 0;

	item.classList.add('lifted');
	list.classList.add('reordering');
	items.forEach((li) => {
		if (li !== item) li.classList.add('shifting');
	});

	function layout() {
		const dy = y - start.y + (scroller.scrollTop - scroll0);
		item.style.transform = `translateY(${dy}px) scale(1.03)`;
		const center = mids[from] + dy;
		const next = items.filter((li, i) => li !== item && mids[i] < center).length;
		if (next !== to) {
			to = next;
			haptic('light');
		}
		items.forEach((li, j) => {
			if (li === item) return;
			let shift = 0;
			if (from < to && j > from && j <= to) shift = -height;
			if (to < from && j >= to && j < from) shift = height;
			li.style.transform = shift ? `translateY(${shift}px)` : '';
		});
	}

	function autoScroll() {
		const r = scroller.getBoundingClientRect();
		const edge = 72;
		let v = 0;
		if (y < r.top + edge + 60) v = -Math.ceil((r.top + edge + 60 - y) / 8);
		else if (y > r.bottom - edge - 64) v = Math.ceil((y - (r.bottom - edge - 64)) / 8);
		if (v) {
			scroller.scrollTop += v;
			layout();
		}
		raf = requestAnimationFrame(autoScroll);
	}
	raf = requestAnimationFrame(autoScroll);

	const move = (e) => {
		if (e.pointerId !== start.id) return;
		e.preventDefault();
		y = e.clientY;
		layout();
	};
	const up = (e) => {
		if (e && e.pointerId !== undefined && e.pointerId !== start.id) return;
		finish(e?.type === 'pointercancel' || e?.key === 'Escape');
	};
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

	function finish(cancelled) {
		cancelAnimationFrame(raf);
		removeEventListener('pointermove', move);
		removeEventListener('pointerup', up);
		removeEventListener('pointercancel', up);
		removeEventListener('keydown', key, true);
		const before = item.getBoundingClientRect().top;
		const target = cancelled ? from : to;
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
			else rest.at(-1).after(item);
		}
		settle(item, before);
		// Let the click that follows the release pass before anything re-renders.
		setTimeout(() => {
			dragging = false;
		}, 0);
		if (target !== from) {
			haptic('success');
			onDrop(rowsOf(list).map((li) => li.dataset.id));
		}
	}
}

/** Moves `item` one place up (-1) or down (+1) with the keyboard; returns true when it moved. */
export function moveBy(item, list, step, onDrop) {
	const items = rowsOf(list);
	const i = items.indexOf(item);
	const j = i + step;
	if (i < 0 || j < 0 || j >= items.length) return false;
	const before = item.getBoundingClientRect().top;
	if (step < 0) list.insertBefore(item, items[j]);
	else items[j].after(item);
	settle(item, before);
	onDrop(rowsOf(list).map((li) => li.dataset.id));
	return true;
}

/** FLIP: the row springs from where it was drawn to its new place. */
function settle(item, before) {
	if (reducedMotion()) return;
	const dy = before - item.getBoundingClientRect().top;
	if (Math.abs(dy) < 1) return;
	item.animate([{ transform: `translateY(${dy}px) scale(1.03)` }, { transform: 'none' }], {
		duration: 420,
		easing: 'cubic-bezier(0.34, 1.4, 0.64, 1)',
	});
}
