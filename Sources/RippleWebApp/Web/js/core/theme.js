// The theme (settings.theme: light / dark / auto), remembered for the next first paint; the
// colour theme and seasonal accents are the device's own (js/core/palettes.js).
// `data-theme` holds the choice (absent for Auto); `data-scheme` the colours in use, which is
// what the style sheets follow, so each dark rule is written once.
import { $ } from './dom.js';
import { settings } from './store.js';
import { token } from './css-values.js';
import { applySeason } from './palettes.js';

/**
 * Applies the settings' theme and accent to the page.
 * @param {(accent: string | undefined) => unknown} applyAccent draws a chosen accent (the entry loads
 *   the profile's accent module for it, so only a changed accent costs a module)
 */
export function applyTheme(applyAccent) {
	const theme = settings().theme ?? 'auto';
	const root = document.documentElement;
	if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
	else delete root.dataset.theme;
	const dark = theme === 'dark' || (theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
	root.dataset.scheme = dark ? 'dark' : 'light';
	applySeason();
	const accent = settings().accent;
	if (
		(accent && accent.toLowerCase() !== token('--accent-indigo').toLowerCase()) ||
		document.getElementById('accent-style')
	)
		applyAccent(accent);
	try {
		localStorage.setItem('ripple.theme', theme);
	} catch {
		/* private mode */
	}
	/** @type {Element} */ ($('meta[name="theme-color"]')).setAttribute('content', token('--theme-color'));
}
