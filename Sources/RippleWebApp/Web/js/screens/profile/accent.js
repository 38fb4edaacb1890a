// The accent colour (settings.accent): the theme's primary colours rebuilt from one hue, each text
// and fill colour shaded until it keeps ≥ 4.5:1 where it is used. Indigo is the tokens' own default.
import { contrast } from '../../core/palette.js';
import { token } from '../../core/css-values.js';

export const DEFAULT_ACCENT = token('--accent-indigo');
const BLACK = token('--black');
const WHITE = token('--white');

/**
 * @param {string} hex
 * @returns {number[]} its red, green and blue
 */
const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
/**
 * @param {string} hex
 * @param {string} to
 * @param {number} t how far toward `to`, 0 to 1
 * @returns {string}
 */
const mix = (hex, to, t) =>
	`#${rgb(hex)
		.map((c, i) =>
			Math.round(c + (rgb(to)[i] - c) * t)
				.toString(16)
				.padStart(2, '0'),
		)
		.join('')}`;
/**
 * Moves `hex` toward `to` until it reaches `ratio` against every colour of `on`.
 * @param {string} hex
 * @param {string} to
 * @param {string[]} on
 * @param {number} [ratio]
 * @returns {string}
 */
function until(hex, to, on, ratio = 4.6) {
	let c = hex;
	for (let t = 0.06; on.some((b) => contrast(c, b) < ratio) && t < 1; t += 0.06) c = mix(hex, to, t);
	return c;
}

/**
 * The accent's custom properties for the light and dark schemes, as a style sheet.
 * @param {string} hex
 * @returns {string}
 */
function vars(hex) {
	const strong = until(hex, BLACK, [WHITE, token('--accent-light-bg')]);
	const light = {
		'--primary': hex,
		'--primary-strong': strong,
		'--primary-text': strong,
		'--focus': strong,
		'--cta-1': strong,
		'--head-1': mix(strong, BLACK, 0.25),
		'--head-2': strong,
	};
	const text = until(hex, WHITE, [token('--accent-dark-surface'), token('--accent-dark-elevated')]);
	const dark = {
		'--primary': until(hex, WHITE, [token('--accent-dark-text')], 5),
		'--primary-strong': hex,
		'--primary-text': text,
		'--focus': text,
		'--cta-1': strong,
		'--head-1': mix(strong, BLACK, 0.5),
		'--head-2': mix(strong, BLACK, 0.3),
	};
	const css = (/** @type {Record<string, string>} */ o) =>
		Object.entries(o)
			.map(([k, v]) => `${k}:${v}`)
			.join(';');
	return `:root{${css(light)}}:root[data-scheme="dark"]{${css(dark)}}`;
}

/**
 * Applies `hex` as the accent (or the default when it is absent or not a colour).
 * @param {string | null | undefined} hex
 */
export function applyAccent(hex) {
	let el = document.getElementById('accent-style');
	if (!hex || !/^#[0-9a-f]{6}$/i.test(hex) || hex.toLowerCase() === DEFAULT_ACCENT.toLowerCase()) {
		el?.remove();
		return;
	}
	if (!el) {
		el = document.createElement('style');
		el.id = 'accent-style';
		document.head.append(el);
	}
	const css = vars(hex);
	if (el.textContent !== css) el.textContent = css;
}
