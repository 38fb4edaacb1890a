// A limit's meter ("at most 2 cups"): not progress toward a goal but where the day stands against
// its limit. The limit is a marker two thirds along, so staying under it reads as room left and
// going over shows past the marker.

/**
 * Draws `bar` (a track holding one fill span) as a limit meter, or as plain progress when `limit`
 * is null.
 * @param {HTMLElement} bar
 * @param {number} value the day's amount
 * @param {number} target the habit's target (its limit when `isLimit`)
 * @param {boolean} isLimit
 */
export function drawMeter(bar, value, target, isLimit) {
	const fill = /** @type {HTMLElement} */ (bar.firstElementChild);
	bar.classList.toggle('is-limit', isLimit);
	bar.classList.toggle('is-over', isLimit && value > target);
	if (!isLimit) {
		bar.style.removeProperty('--mark');
		fill.style.transform = `scaleX(${target > 0 ? Math.min(1, value / target) : 0})`;
		return;
	}
	const max = Math.max(target * 1.5, value, 1);
	bar.style.setProperty('--mark', String(target / max));
	fill.style.transform = `scaleX(${Math.min(1, value / max)})`;
}
