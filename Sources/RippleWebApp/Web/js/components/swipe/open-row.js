// The one row whose swipe actions show: a press anywhere else closes it.

/** @type {import('./types.js').SwipeControl | null} */
let openRow = null;

/**
 * Closes the row whose swipe actions are showing (all but `except`).
 * @param {import('./types.js').SwipeControl} [except]
 */
export function closeSwipe(except) {
	if (openRow && openRow !== except) openRow.reset();
}
export const swipeOpen = () => openRow != null;

/** @param {import('./types.js').SwipeControl | null} ctl */
export function setOpenRow(ctl) {
	openRow = ctl;
}
export const isOpenRow = (/** @type {import('./types.js').SwipeControl} */ ctl) => openRow === ctl;

document.addEventListener(
	'pointerdown',
	(e) => {
		if (openRow && !openRow.wrap.contains(/** @type {Node} */ (e.target))) openRow.reset();
	},
	true,
);
