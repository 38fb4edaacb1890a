// "Create New Category" inside the habit sheet: a name, an icon (optional, from
// the icon picker) and a colour, with a colour no other category has suggested so new categories
// tell apart.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { pickIcon } from '../../components/iconpicker.js';
import { field, roving } from '../../components/fields.js';
import { state } from '../../core/store.js';
import { haptic } from '../../components/ui.js';

/** The engine's preset colours (GET /meta palette.presets). */
const presets = () => state.meta?.palette?.presets ?? [];

/**
 * The first preset colour the fewest categories use (unused ones first, in the presets' order).
 * @param {import('../../api/types.js').Category[]} categories
 */
export function freshCategoryColor(categories) {
	const uses = new Map();
	for (const c of categories) uses.set(c.color?.toUpperCase(), (uses.get(c.color?.toUpperCase()) ?? 0) + 1);
	let best = presets()[0]?.hex ?? '';
	for (const { hex } of presets())
		if ((uses.get(hex.toUpperCase()) ?? 0) < (uses.get(best.toUpperCase()) ?? 0)) best = hex;
	return best;
}

/**
 * The icon choice of a new category: a small tile in the category's colour that opens the icon
 * picker, and a "None" button once an icon is chosen. `draft.icon` is null when none is chosen.
 * @param {{icon: string|null, color: string}} draft
 * @returns {{el: HTMLElement, recolor: () => void}}
 */
function categoryIconChoice(draft) {
	const tile = h('button', { type: 'button', class: 'cat-icon-tile' });
	const clear = h('button', { type: 'button', class: 'btn btn-plain cat-icon-clear' }, 'No icon');
	const show = () => {
		tile.style.setProperty('--cat', draft.color);
		tile.innerHTML = icon(draft.icon ?? 'plus', { size: draft.icon ? 22 : 18, stroke: draft.icon ? 2 : 2.4 });
		tile.classList.toggle('is-empty', !draft.icon);
		tile.setAttribute(
			'aria-label',
			draft.icon ? `Category icon: ${draft.icon.replace('-', ' ')}` : 'Category icon: none, choose one',
		);
		clear.hidden = !draft.icon;
	};
	tile.addEventListener('click', async () => {
		const chosen = await pickIcon(draft.icon, draft.color);
		if (chosen) {
			draft.icon = chosen;
			haptic('soft');
			show();
		}
		tile.focus();
	});
	clear.addEventListener('click', () => {
		draft.icon = null;
		show();
		tile.focus();
	});
	show();
	return { el: h('div', { class: 'cat-icon-row' }, tile, clear), recolor: show };
}

/** Names a new category's field suggests, the first one no category has yet. */
const SUGGESTED = ['Health', 'Fitness', 'Mind', 'Learning', 'Work', 'Home', 'Social', 'Creative'];

/** "e.g., Mind" when a Health category exists: never a name that is taken. */
function suggestedName(/** @type {{name: string}[]} */ categories) {
	const taken = new Set(categories.map((c) => c.name.trim().toLowerCase()));
	const free = SUGGESTED.find((name) => !taken.has(name.toLowerCase()));
	return free ? `e.g., ${free}` : 'Category name';
}

/**
 * The name field, icon choice and colour swatches of a new category. `draft` ({name, icon,
 * color}) keeps what was typed and picked across re-renders of the sheet.
 * @param {{draft: {name: string, icon: string|null, color: string}, error?: string}} options
 */
export function newCategoryFields({ draft, error }) {
	const input = h('input', {
		type: 'text',
		class: 'field-input',
		maxlength: state.meta?.textLimits?.categoryName,
		placeholder: suggestedName(state.categories ?? []),
		autocomplete: 'off',
		value: draft.name,
	});
	input.addEventListener('input', () => {
		draft.name = input.value;
	});
	const name = field({ label: 'New category name', input, error });
	const buttons = presets().map(({ name: label, hex }) =>
		h(
			'button',
			{
				type: 'button',
				role: 'radio',
				class: 'swatch',
				style: { '--swatch': hex },
				'aria-label': label,
				dataset: { hex },
			},
			h('span', { html: icon('check', { size: 16, stroke: 3 }) }),
		),
	);
	const group = h(
		'div',
		{ class: 'swatches cat-swatches', role: 'radiogroup', 'aria-label': 'Category colour', dataset: { cols: '8' } },
		buttons,
	);
	const mark = () =>
		buttons.forEach((b) => {
			const on = b.dataset.hex.toUpperCase() === draft.color.toUpperCase();
			b.setAttribute('aria-checked', String(on));
			b.tabIndex = on ? 0 : -1;
		});
	const iconChoice = categoryIconChoice(draft);
	roving(group, buttons, (/** @type {HTMLElement} */ b) => {
		draft.color = b.dataset.hex ?? '';
		haptic('soft');
		mark();
		iconChoice.recolor();
	});
	mark();
	const el = h(
		'div',
		{ class: 'cat-fields' },
		name.el,
		h('p', { class: 'sub-label', 'aria-hidden': 'true' }, 'Icon'),
		iconChoice.el,
		h('p', { class: 'sub-label', 'aria-hidden': 'true' }, 'Colour'),
		group,
	);
	return { el, input, setError: name.setError };
}
