// The habit's category: a chip per category (and None), and a small inline form that creates a
// new category and chooses it.
import { h } from '../../../core/dom.js';
import { icon } from '../../../components/icons.js';
import * as habits from '../../../core/habits.js';
import { state } from '../../../core/store.js';
import { loadMeta } from '../../../core/data.js';
import { openUpgrade } from '../../../core/app-links.js';
import { announce, haptic } from '../../../components/ui.js';
import { newCategoryFields, freshCategoryColor } from '../categoryform.js';

/** @typedef {import('./state.js').FormContext} FormContext */

/**
 * A category being added: whether the inline form shows, its error, and what was typed and picked;
 * `limit`, the plan's reason when no category can be added (shown instead of the form).
 * @typedef {{adding: boolean, error: string, limit: string | null, draft: {name: string, icon: string | null, color: string}}} Adder
 */

/** The plan's reason when it allows no new category (GET /meta, the engine's TierLimits), else null. */
const categoryLimit = () => {
	const check = state.meta?.plan?.canAddCategory;
	return check?.allowed === false ? (check.reason ?? 'Your plan includes no more categories.') : null;
};

/**
 * The plan's limit, in place of the new category's fields: why, and what to do about it.
 * @param {Adder} adder
 * @param {() => void} render
 */
function limitNote(adder, render) {
	return h(
		'div',
		{ class: 'cat-limit', role: 'status' },
		h('p', { class: 'field-hint' }, adder.limit),
		h(
			'div',
			{ class: 'cat-new-actions' },
			h(
				'button',
				{ type: 'button', class: 'btn btn-secondary', onclick: () => openUpgrade('categories') },
				'See Premium',
			),
			h(
				'button',
				{
					type: 'button',
					class: 'btn btn-plain',
					onclick: () => {
						adder.limit = null;
						render();
					},
				},
				'Not now',
			),
		),
	);
}

/**
 * The new category's fields, Create and Close (the sheet's own Cancel stays the only one); Create
 * makes the category and chooses it.
 * @param {FormContext} ctx
 * @param {Adder} adder
 * @param {() => void} render redraws the category box
 */
function newCategory(ctx, adder, render) {
	const create = /** @type {HTMLButtonElement} */ (
		h('button', { type: 'button', class: 'btn btn-secondary' }, 'Create')
	);
	const cf = newCategoryFields({ draft: adder.draft, error: adder.error });
	const { input } = cf;
	const submit = async () => {
		const name = input.value.trim();
		if (!name) {
			adder.error = 'Please enter a category name';
			cf.setError(adder.error);
			return;
		}
		create.disabled = true;
		try {
			const c = await habits.createCategory({ name, color: adder.draft.color, icon: adder.draft.icon });
			ctx.f.categoryId = c.id;
			adder.adding = false;
			adder.error = '';
			announce(`Category ${c.name} created`);
			render();
			ctx.sync();
		} catch (e) {
			adder.error = e.message;
			cf.setError(e.message);
			create.disabled = false;
		}
	};
	input.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
		if (e.key === 'Enter') {
			e.preventDefault();
			submit();
		}
	});
	create.addEventListener('click', submit);
	const cancel = () => {
		adder.adding = false;
		adder.error = '';
		render();
	};
	return h(
		'div',
		{ class: 'cat-new' },
		cf.el,
		h(
			'div',
			{ class: 'cat-new-actions' },
			create,
			h('button', { type: 'button', class: 'btn btn-plain', onclick: cancel }, 'Close'),
		),
	);
}

/**
 * The category section's box, drawn afresh by `render` (after a choice, and when the categories arrive).
 * @param {FormContext} ctx
 */
export function categoryField(ctx) {
	const { f } = ctx;
	const box = h('div', { class: 'cat-box' });
	/** @type {Adder} */
	const adder = { adding: false, error: '', limit: null, draft: { name: '', icon: null, color: '' } };

	/**
	 * A category's chip (null: None).
	 * @param {string | null} id
	 * @param {string} name
	 * @param {string} [color]
	 */
	const chip = (id, name, color) =>
		h(
			'button',
			{
				type: 'button',
				class: 'chip',
				'aria-pressed': String(f.categoryId === id),
				style: color ? { '--chip': color } : null,
				onclick: () => {
					f.categoryId = id;
					haptic('soft');
					render();
					ctx.sync();
				},
			},
			color ? h('span', { class: 'chip-dot' }) : null,
			name,
		);

	// The plan's limit shows before anything is named or coloured: the chip says so, and a tap
	// explains it instead of opening the form.
	const addChip = () => {
		const limit = categoryLimit();
		return h(
			'button',
			{
				type: 'button',
				class: `chip chip-add ${limit ? 'is-limited' : ''}`,
				'aria-label': limit ? `New category: ${limit}` : null,
				onclick: async () => {
					// The plan's answer is read again first: categories made meanwhile count.
					await loadMeta().catch(() => null);
					adder.limit = categoryLimit();
					if (!adder.limit) {
						adder.adding = true;
						adder.draft = { name: '', icon: null, color: freshCategoryColor(state.categories ?? []) };
					}
					render();
					(box.querySelector('.cat-limit button') ?? box.querySelector('input'))?.focus();
				},
			},
			h('span', { html: icon(limit ? 'info' : 'plus', { size: 16 }) }),
			'New category',
		);
	};

	/** Draws the chips (and the new category's form while one is being added). */
	function render() {
		const cats = state.categories ?? [];
		box.replaceChildren();
		const chips = h(
			'div',
			{ class: 'chips' },
			chip(null, 'None'),
			cats.map((c) => chip(c.id, c.name, c.color)),
		);
		if (!adder.adding) chips.append(addChip());
		box.append(chips);
		if (adder.limit) box.append(limitNote(adder, render));
		else if (adder.adding) box.append(newCategory(ctx, adder, render));
	}

	return { box, render };
}
