// The + and the tab bar hide while the user scrolls down and come back on the way up or near the
// top. Direction is judged over a whole movement, not per scroll event, so the slow small steps of
// a finger count as much as a mouse wheel's jumps. Only the user's own scrolling hides them, not a
// scroll the page makes (a focused card brought into view).

const SCROLL_KEYS = new Set(['ArrowDown', 'PageDown', 'End', ' ']);

/**
 * Watches a tab's view scroll and shows or hides the chrome.
 * @param {HTMLElement} el the view
 * @param {(show: boolean) => void} showChrome
 */
export function watchScroll(el, showChrome) {
	let last = 0;
	let turn = 0; // where the current direction of movement began
	let dir = 0;
	let inputAt = -Infinity;
	const input = () => {
		inputAt = performance.now();
	};
	el.addEventListener('wheel', input, { passive: true });
	el.addEventListener('touchmove', input, { passive: true });
	el.addEventListener('keydown', (e) => {
		if (SCROLL_KEYS.has(e.key)) input();
	});
	el.addEventListener(
		'scroll',
		() => {
			if (el.hidden) return;
			const y = el.scrollTop;
			const d = y - last;
			if (d > 0 && dir <= 0) {
				dir = 1;
				turn = last;
			} else if (d < 0 && dir >= 0) {
				dir = -1;
				turn = last;
			}
			const byUser = performance.now() - inputAt < 600;
			if (y < 40) showChrome(true);
			else if (dir > 0 && byUser && y - turn > 24 && y > 80) showChrome(false);
			else if (dir < 0 && turn - y > 24) showChrome(true);
			last = y;
		},
		{ passive: true },
	);
}
