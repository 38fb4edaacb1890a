// Reordering stages within a phase in the roadmap preview: a drag handle per stage (pointer
// drags, which also serve touch) and "Move earlier" / "Move later" buttons as the keyboard and
// screen-reader way. Where a stage may go is the planner's (POST /goals/preview/order); a refused
// order is told in the API's words by the caller.
import { h } from '../../core/dom.js';

/**
 * The controls under a stage: the handle and the two buttons (each shown only where the stage
 * has a neighbour of its own phase on that side).
 * @param {import('../../api/types.js').Stage} stage
 * @param {{earlier: boolean, later: boolean}} can
 * @param {(week: number, to: number) => void} onMove
 */
export function orderControls(stage, can, onMove) {
	if (!can.earlier && !can.later) return null;
	return h(
		'div',
		{ class: 'cw-order', dataset: { week: String(stage.week) } },
		h(
			'button',
			{
				type: 'button',
				class: 'cw-drag',
				'aria-label': `Drag to reorder week ${stage.week}`,
				title: 'Drag to reorder',
			},
			h('span', { 'aria-hidden': 'true' }, '⋮⋮'),
		),
		can.earlier
			? h(
					'button',
					{
						type: 'button',
						class: 'btn btn-plain cw-move',
						'aria-label': `Move week ${stage.week} earlier`,
						onclick: () => onMove(stage.week, stage.week - 1),
					},
					'Move earlier',
				)
			: null,
		can.later
			? h(
					'button',
					{
						type: 'button',
						class: 'btn btn-plain cw-move',
						'aria-label': `Move week ${stage.week} later`,
						onclick: () => onMove(stage.week, stage.week + 1),
					},
					'Move later',
				)
			: null,
	);
}

/**
 * Drags by the handles of `timeline`: the stage follows the pointer within its phase's list and
 * lands on the week under the pointer when released.
 * @param {HTMLElement} timeline
 * @param {(week: number, to: number) => void} onMove
 */
export function enableDrag(timeline, onMove) {
	timeline.addEventListener('pointerdown', (e) => {
		const handle = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (e.target).closest('.cw-drag'));
		const item = /** @type {HTMLElement | null} */ (handle?.closest('li'));
		const list = item?.parentElement;
		if (!handle || !item || !list || e.button !== 0) return;
		e.preventDefault();
		handle.setPointerCapture(e.pointerId);
		const startY = e.clientY;
		const week = Number(item.dataset.week);
		item.classList.add('is-dragging');
		/** The week of the stage under `y` in the same phase, or the dragged one's own. */
		const weekAt = (/** @type {number} */ y) => {
			for (const li of /** @type {HTMLElement[]} */ ([...list.children])) {
				if (li === item) continue;
				const r = li.getBoundingClientRect();
				if (y >= r.top && y <= r.bottom) return Number(li.dataset.week);
			}
			return week;
		};
		const move = (/** @type {PointerEvent} */ ev) => {
			item.style.transform = `translateY(${ev.clientY - startY}px)`;
			const over = weekAt(ev.clientY);
			for (const li of /** @type {HTMLElement[]} */ ([...list.children]))
				li.classList.toggle('is-drop', li !== item && Number(li.dataset.week) === over);
		};
		const end = (/** @type {PointerEvent} */ ev) => {
			handle.removeEventListener('pointermove', move);
			handle.removeEventListener('pointerup', end);
			handle.removeEventListener('pointercancel', end);
			item.classList.remove('is-dragging');
			item.style.transform = '';
			for (const li of list.children) li.classList.remove('is-drop');
			const to = ev.type === 'pointerup' ? weekAt(ev.clientY) : week;
			if (to !== week) onMove(week, to);
		};
		handle.addEventListener('pointermove', move);
		handle.addEventListener('pointerup', end);
		handle.addEventListener('pointercancel', end);
	});
}

/**
 * Where each week goes when the stage of `week` moves to `to` (the ones between shift by one).
 * @param {number} w
 * @param {number} week
 * @param {number} to
 */
export function weekAfterMove(w, week, to) {
	if (w === week) return to;
	if (week < to && w > week && w <= to) return w - 1;
	if (to < week && w >= to && w < week) return w + 1;
	return w;
}
