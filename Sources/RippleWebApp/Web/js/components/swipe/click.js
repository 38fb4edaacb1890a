// Clicks on a swipeable row: the row's hit area taps (keyboard Enter/Space too); the small
// buttons do their own thing.

/**
 * @param {import('./types.js').SwipeState} s
 * @param {MouseEvent} e
 */
export function click(s, e) {
	const { view, options } = s;
	const wrap = view.el;
	const target = /** @type {Element} */ (e.target);
	const hit = target.closest(options.tap);
	if (hit && wrap.contains(hit)) {
		if (s.suppressClick) {
			s.suppressClick = false;
			return;
		}
		if (s.revealed) {
			s.ctl.reset(true);
			return;
		}
		const r = view.body.getBoundingClientRect();
		options.onTap(e.detail === 0 ? { x: r.left + 36, y: r.top + r.height / 2 } : { x: e.clientX, y: e.clientY });
		return;
	}
	const btn = /** @type {HTMLElement | null} */ (target.closest('[data-act]'));
	if (!btn || !wrap.contains(btn)) return;
	if (view.actions?.contains(btn)) s.ctl.reset(true);
	options.onAction(/** @type {string} */ (btn.dataset.act), btn);
}
