// The habit's look: its icon, its colour (the engine's presets, or a custom colour on a plan that
// allows it) and a preview card drawn as Today would show the habit.
import { h } from '../../../core/dom.js';
import { icon } from '../../../components/icons.js';
import { state } from '../../../core/store.js';
import { roving } from '../../../components/fields.js';
import { num } from '../../../core/format.js';
import { haptic } from '../../../components/ui.js';
import { pickIcon } from '../../../components/iconpicker.js';
import { glyph } from '../../stats/glyphs.js';
import { iconUpload } from './icon-upload.js';
import { payload } from './state.js';

/** @typedef {import('./state.js').FormContext} FormContext */
/** @typedef {import('../../../api/types.js').NamedColor} NamedColor */

/**
 * A custom colour: the browser's colour chooser on Premium; on the free plan a premium badge
 * that opens the upgrade modal (the colour group's sync shows the one the plan allows).
 * @param {FormContext} ctx
 */
function customColor(ctx) {
	const { f, touched } = ctx;
	const customInput = /** @type {HTMLInputElement} */ (
		h('input', { type: 'color', class: 'custom-color-input', 'aria-label': 'Custom colour' })
	);
	customInput.addEventListener('input', () => {
		f.color = customInput.value.toUpperCase();
		touched.color = true;
		ctx.sync();
	});
	const customLock = h(
		'button',
		{
			type: 'button',
			class: 'custom-color-lock',
			'aria-label': 'Custom colour: Premium, see what it unlocks',
			onclick: () => {
				haptic('soft');
				import('../../upgrade/upgrade.js').then((u) => u.openUpgrade('customise')).catch(() => {});
			},
		},
		h('span', { class: 'custom-color-wheel', 'aria-hidden': 'true' }),
		h('span', { class: 'premium-badge', html: `${glyph('crown', { size: 12, stroke: 2.4 })}<span>Premium</span>` }),
	);
	const customRow = h(
		'div',
		{ class: 'custom-color' },
		h('span', { class: 'sub-label' }, 'Custom colour'),
		customInput,
		customLock,
	);
	return { customRow, customInput, customLock };
}

/**
 * The colour group: the 16 preset colours in a grid (the engine's presets begin with the 8 auto
 * colours), then a custom colour: the browser's colour chooser on Premium; on the free plan a
 * premium badge that opens the upgrade modal. Whether the plan allows it is the server's word
 * (GET /meta plan.customColors), read afresh at every sync.
 * @param {FormContext} ctx
 */
function colorGroup(ctx) {
	const { f, touched } = ctx;
	/** @type {HTMLElement[]} */
	const buttons = [];
	/** @param {NamedColor} color */
	const swatch = ({ name, hex }) => {
		const b = h(
			'button',
			{
				type: 'button',
				role: 'radio',
				class: 'swatch',
				style: { '--swatch': hex },
				'aria-label': name,
				dataset: { hex },
			},
			h('span', { html: icon('check', { size: 16, stroke: 3 }) }),
		);
		buttons.push(b);
		return b;
	};
	const presetRow = h('div', { class: 'swatches' }, ctx.limits.palette.presets.map(swatch));
	const el = h(
		'div',
		{ class: 'color-group', role: 'radiogroup', 'aria-label': 'Colour', dataset: { cols: '8' } },
		presetRow,
	);
	roving(el, buttons, (/** @type {HTMLElement} */ b) => {
		f.color = b.dataset.hex ?? '';
		touched.color = true;
		haptic('soft');
		ctx.sync();
	});
	const { customRow, customInput, customLock } = customColor(ctx);
	el.append(customRow);

	/** Checks the chosen colour's swatch (or marks the colour custom) and shows what the plan allows. */
	function sync() {
		const color = f.color.toLowerCase();
		buttons.forEach((b) => {
			const on = (b.dataset.hex ?? '').toLowerCase() === color;
			b.setAttribute('aria-checked', String(on));
			b.tabIndex = on ? 0 : -1;
		});
		if (buttons[0] && !buttons.some((b) => b.tabIndex === 0)) buttons[0].tabIndex = 0;
		const custom = !buttons.some((b) => (b.dataset.hex ?? '').toLowerCase() === color);
		customRow.classList.toggle('is-custom', custom);
		const allowed = state.meta?.plan?.customColors?.allowed === true;
		customInput.hidden = !allowed;
		customLock.hidden = allowed;
		if (/^#[0-9a-f]{6}$/i.test(f.color) && customInput.value.toLowerCase() !== color) customInput.value = color;
	}

	return { el, sync };
}

/**
 * The Appearance section's parts: the icon tile (opens the icon picker), the preview card and the
 * colour group.
 * @param {FormContext} ctx
 */
export function appearance(ctx) {
	const { f } = ctx;
	const iconTile = h('button', { type: 'button', class: 'icon-tile', 'aria-label': 'Choose icon' });
	const colors = colorGroup(ctx);
	const preview = h('div', { class: 'preview-card', 'aria-hidden': 'true' });
	iconTile.addEventListener('click', async () => {
		const chosen = await pickIcon(f.icon, f.color, { upload: iconUpload });
		if (chosen) {
			f.icon = chosen;
			ctx.sync();
		}
	});

	/** Shows the chosen icon and colour. */
	function sync() {
		if (iconTile.dataset.icon !== f.icon) {
			iconTile.dataset.icon = f.icon;
			iconTile.innerHTML = icon(f.icon, { size: 30 });
		}
		iconTile.style.setProperty('--habit', f.color);
		colors.sync();
	}

	/**
	 * Draws the preview card: the habit as Today would show it, with the schedule's words.
	 * @param {(schedule: unknown) => string | undefined} textOf
	 */
	function drawPreview(textOf) {
		const p = payload(f);
		const measure = /** @type {{kind: string, target?: number, unit?: string}} */ (p.measure);
		preview.style.setProperty('--habit', p.color);
		preview.innerHTML = '';
		preview.append(
			h('span', { class: 'card-icon', html: icon(p.icon, { size: 20 }) }),
			h(
				'span',
				{ class: 'preview-text' },
				h('span', { class: 'preview-name' }, p.name || 'Habit name'),
				h(
					'span',
					{ class: 'preview-sched' },
					textOf(p.schedule) +
						(measure.kind === 'numeric' && measure.target ? ` · ${num(measure.target)} ${measure.unit}` : ''),
				),
			),
			h(
				'span',
				{ class: 'weekbar mini' },
				[1, 1, 0, 1, 0, 0, 0].map((x) => h('span', { class: 'seg', dataset: { outcome: x ? 'done' : 'none' } })),
			),
		);
	}

	return { iconTile, preview, colorGroup: colors.el, sync, drawPreview };
}
