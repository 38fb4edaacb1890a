// The wide layout (1024 px and up: a sidebar, and screens beside their list), and what follows it
// as the window is resized or turned.
import { inertOthers, trapFocus } from './dom.js';

/** From here up the layout is wide. */
const WIDE = matchMedia('(min-width: 1024px)');

/**
 * Applies `apply(wide)` now and again each time the width crosses WIDE, letting go of the last
 * application first; returns what lets go of it for good.
 * @param {(wide: boolean) => () => void} apply what to do at a width; returns its undoing
 * @returns {() => void}
 */
export function followingWidth(apply) {
	let release = apply(WIDE.matches);
	const follow = () => {
		release();
		release = apply(WIDE.matches);
	};
	WIDE.addEventListener('change', follow);
	return () => {
		WIDE.removeEventListener('change', follow);
		release();
	};
}

/**
 * Keeps a layer over a tab modal (focus held in it, the rest of the page inert) below WIDE; from
 * WIDE it sits beside the sidebar, which stays in use while the screens under the layer stay
 * inert, as the window is resized or turned. The coach and Shared with me are such layers.
 * Returns what lets go of it.
 * @param {HTMLElement} el
 * @returns {() => void}
 */
export function modalBesideSidebar(el) {
	return followingWidth((wide) => {
		el.setAttribute('aria-modal', String(!wide));
		const untrap = wide ? () => {} : trapFocus(el);
		const undoInert = inertOthers(document.getElementById('detail-root') ?? el, wide ? ['.tabbar'] : []);
		return () => {
			untrap();
			undoInert();
		};
	});
}
