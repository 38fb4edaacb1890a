// Profile › Appearance › Colour theme: the colour themes (css/themes.css) as preview cards in a
// radio group, and the Seasonal accents switch. Both are the device's own (js/core/palettes.js),
// applied at once without a reload.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { roving, toggleSwitch } from '../../components/fields.js';
import { PALETTES, palette, seasonal, setPalette, setSeasonal } from '../../core/palettes.js';
import { applyTheme } from '../../core/theme.js';
import { applyAccent } from './accent.js';
import { rippleChange } from './settings.js';

/**
 * A small picture of the app in colour theme `id`: its header, a card and the page.
 * @param {string} id
 */
const mini = (id) =>
	h(
		'span',
		{ class: 'pal-mini', dataset: { palette: id }, 'aria-hidden': 'true' },
		h('span', { class: 'pal-head' }),
		h('span', { class: 'pal-card' }, h('span', { class: 'pal-dot' }), h('span', { class: 'pal-line' })),
	);

/** @returns {{el: HTMLElement, set: (id: string) => void}} */
export function paletteCards() {
	const buttons = PALETTES.map(([id, name]) =>
		h(
			'button',
			{ type: 'button', role: 'radio', class: 'pal-option', dataset: { value: id } },
			mini(id),
			h('span', { class: 'pal-name' }, name),
			h('span', { class: 'theme-check', html: icon('check', { size: 14, stroke: 3.2 }) }),
		),
	);
	const el = h('div', { class: 'pal-options', role: 'radiogroup', 'aria-label': 'Colour theme' }, buttons);
	const set = (/** @type {string} */ id) =>
		buttons.forEach((b) => {
			const on = b.dataset.value === id;
			b.setAttribute('aria-checked', String(on));
			b.tabIndex = on ? 0 : -1;
		});
	roving(el, buttons, (/** @type {HTMLElement} */ b) => {
		if (b.getAttribute('aria-checked') === 'true') return;
		const id = /** @type {string} */ (b.dataset.value);
		set(id);
		const r = b.getBoundingClientRect();
		rippleChange(
			() => {
				setPalette(id);
				applyTheme(applyAccent);
			},
			{ x: r.left + r.width / 2, y: r.top + r.height / 2 },
		);
	});
	set(palette());
	return { el, set };
}

/** The Seasonal accents switch. */
export function seasonalSwitch() {
	return toggleSwitch({
		label: 'Seasonal accents',
		description: 'Decorations take the colours of the season',
		checked: seasonal(),
		onChange: (/** @type {boolean} */ on) => setSeasonal(on),
	});
}
