// The wide layout (1024 px and up: a sidebar, and screens beside their list), and what follows it
// as the window is resized or turned.

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
