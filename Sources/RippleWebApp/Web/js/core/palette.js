// Colour arithmetic for drawing a habit's colour legibly. The colours themselves (the 8 auto
// colours and the 16 presets) come from the engine: GET /meta palette.

// A new habit's colour is the engine's too: GET /meta palette.nextAuto.

/**
 * @param {string} hex
 * @returns {number[]}
 */
const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
/** @param {string} hex */
const lum = (hex) => {
	const [r, g, b] = rgb(hex).map((c) => {
		const s = c / 255;
		return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
	});
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/**
 * The contrast ratio of two colours (1 to 21).
 * @param {string} a
 * @param {string} b
 */
export const contrast = (a, b) => {
	const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
	return (x + 0.05) / (y + 0.05);
};
/**
 * `hex` moved by `t` (0…1) towards `to`.
 * @param {string} hex
 * @param {string} to
 * @param {number} t
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
 * A background built from a habit colour with a text colour that keeps ≥ 4.5:1 on it:
 * dark text on light colours, white on dark ones, shading the colour when neither reaches 4.5.
 * @param {string} hex
 */
export function onColor(hex) {
	if (!/^#[0-9a-f]{6}$/i.test(hex ?? '')) hex = '#6366F1';
	const dark = '#0F172A';
	const light = '#FFFFFF';
	const useDark = contrast(hex, dark) >= contrast(hex, light);
	let bg = hex;
	const fg = useDark ? dark : light;
	for (let t = 0.08; contrast(bg, fg) < 4.6 && t < 0.9; t += 0.08) bg = mix(hex, useDark ? '#FFFFFF' : '#000000', t);
	return {
		bg,
		fg,
		bg2: mix(bg, useDark ? '#FFFFFF' : '#000000', 0.14),
		panel: mix(bg, useDark ? '#FFFFFF' : '#000000', useDark ? 0.3 : 0.16),
	};
}

/**
 * `onColor` for a dark screen: the habit colour deepened toward the page's own background (`base`,
 * css/tokens.css --bg), so a pastel is a tinted panel rather than a glaring block, with white text
 * kept ≥ 4.5:1.
 * @param {string} hex
 * @param {string} base
 */
export function onColorDark(hex, base) {
	if (!/^#[0-9a-f]{6}$/i.test(hex ?? '')) hex = '#6366F1';
	if (!/^#[0-9a-f]{6}$/i.test(base ?? '')) base = '#0F172A';
	const fg = '#FFFFFF';
	let t = 0.55;
	let bg = mix(hex, base, t);
	for (; contrast(bg, fg) < 4.6 && t < 0.95; t += 0.05) bg = mix(hex, base, t);
	return { bg, fg, bg2: mix(bg, base, 0.3), panel: mix(bg, fg, 0.12) };
}
