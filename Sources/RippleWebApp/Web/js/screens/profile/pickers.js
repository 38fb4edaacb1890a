// Choosers shared by Profile and onboarding: theme preview cards (Light / Dark / Auto) and the
// accent colour swatches. Both are radio groups with arrow-key navigation.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { roving } from '../../components/fields.js';
import { state } from '../../core/store.js';

const THEMES = [
	['light', 'Light'],
	['dark', 'Dark'],
	['auto', 'Auto'],
];

/**
 * A small picture of the app in a theme.
 * @param {string} kind
 * @returns {HTMLElement}
 */
const mini = (kind) =>
	h(
		'span',
		{ class: `theme-mini is-${kind}`, 'aria-hidden': 'true' },
		h('span', { class: 'tm-head' }),
		h('span', { class: 'tm-card' }, h('span', { class: 'tm-dot' }), h('span', { class: 'tm-line' })),
		h('span', { class: 'tm-card' }, h('span', { class: 'tm-dot is-done' }), h('span', { class: 'tm-line' })),
		h('span', { class: 'tm-bar' }),
	);

/**
 * onChange(value, {x, y}) gets the centre of the chosen card, for the ripple of the change.
 * @param {{value?: string | null, onChange: (value: string, from: {x: number, y: number}) => void, label?: string}} options
 * @returns {{el: HTMLElement, set: (v: string) => void}}
 */
export function themeCards({ value, onChange, label = 'Appearance' }) {
	const buttons = THEMES.map(([v, text]) =>
		h(
			'button',
			{ type: 'button', role: 'radio', class: 'theme-card', dataset: { value: v } },
			mini(v),
			h('span', { class: 'theme-name' }, text),
			h('span', { class: 'theme-check', html: icon('check', { size: 14, stroke: 3.2 }) }),
		),
	);
	const el = h('div', { class: 'theme-cards', role: 'radiogroup', 'aria-label': label }, buttons);
	const set = (/** @type {string | undefined} */ v) =>
		buttons.forEach((b) => {
			const on = b.dataset.value === v;
			b.setAttribute('aria-checked', String(on));
			b.tabIndex = on ? 0 : -1;
		});
	roving(el, buttons, (/** @type {HTMLElement} */ b) => {
		if (b.getAttribute('aria-checked') === 'true') return;
		set(b.dataset.value);
		const r = b.getBoundingClientRect();
		onChange(/** @type {string} */ (b.dataset.value), { x: r.left + r.width / 2, y: r.top + r.height / 2 });
	});
	set(value ?? 'auto');
	return { el, set };
}

/**
 * The accent colour swatches (the engine's accents).
 * @param {{value?: string | null, onChange: (hex: string) => void, label?: string}} options
 * @returns {{el: HTMLElement, set: (v: string | null | undefined) => void}}
 */
export function accentSwatches({ value, onChange, label = 'Accent colour' }) {
	// The accents the engine offers (GET /meta palette.accents), by the engine's names.
	const buttons = (state.meta?.palette?.accents ?? []).map(({ name, hex }) =>
		h(
			'button',
			{
				type: 'button',
				role: 'radio',
				class: 'accent-swatch',
				'aria-label': name,
				style: { '--swatch': hex },
				dataset: { hex },
			},
			h('span', { html: icon('check', { size: 16, stroke: 3 }) }),
		),
	);
	const el = h('div', { class: 'accent-swatches', role: 'radiogroup', 'aria-label': label }, buttons);
	const set = (/** @type {string | null | undefined} */ v) => {
		buttons.forEach((b) => {
			const on = /** @type {string} */ (b.dataset.hex).toLowerCase() === (v ?? '').toLowerCase();
			b.setAttribute('aria-checked', String(on));
			b.tabIndex = on ? 0 : -1;
		});
		if (buttons[0] && !buttons.some((b) => b.tabIndex === 0)) buttons[0].tabIndex = 0;
	};
	roving(el, buttons, (/** @type {HTMLElement} */ b) => {
		if (b.getAttribute('aria-checked') === 'true') return;
		set(b.dataset.hex);
		onChange(/** @type {string} */ (b.dataset.hex));
	});
	set(value);
	return { el, set };
}
