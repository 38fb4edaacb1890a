// The few extra 24×24 stroke glyphs the statistics screens need, drawn like js/components/icons.js.

/** @type {Record<string, string>} */
const P = {
	trophy:
		'<path d="M8 4h8v5a4 4 0 0 1-8 0V4zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M9.5 17h5v3h-5z"/>',
	filter: '<path d="M4 6h16M7 12h10M10 18h4"/>',
	sort: '<path d="M8 5v14M4.5 8.5 8 5l3.5 3.5M16 19V5M12.5 15.5 16 19l3.5-3.5"/>',
	crown: '<path d="M4 18h16M5 15 4 7l4.5 3.5L12 5l3.5 5.5L20 7l-1 8z"/>',
	lock: '<rect x="5" y="11" width="14" height="9" rx="2"/><path d="M8 11V8a4 4 0 0 1 8 0v3"/>',
	grid: '<rect x="4" y="4" width="6" height="6" rx="1.5"/><rect x="14" y="4" width="6" height="6" rx="1.5"/><rect x="4" y="14" width="6" height="6" rx="1.5"/><rect x="14" y="14" width="6" height="6" rx="1.5"/>',
	'trend-up': '<path d="M4 17l6-6 4 4 6-7M15 8h5v5"/>',
	'trend-down': '<path d="M4 7l6 6 4-4 6 7M15 16h5v-5"/>',
	'trend-flat': '<path d="M4 12h15M15 8l4 4-4 4"/>',
};

/**
 * A glyph's markup.
 * @param {string} name
 * @param {{size?: number, stroke?: number}} options
 */
export function glyph(name, { size = 20, stroke = 2 } = {}) {
	return `<svg aria-hidden="true" focusable="false" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${P[name] ?? ''}</svg>`;
}
