// The habit's name (live counter, clear button, inline errors) and its optional description.
import { h } from '../../../core/dom.js';
import { icon } from '../../../components/icons.js';
import { field, counterFor } from '../../../components/fields.js';

/** @typedef {import('./state.js').FormContext} FormContext */

/**
 * The optional description, with its counter.
 * @param {FormContext} ctx
 */
function descriptionField(ctx) {
	const text = ctx.limits.text;
	const descInput = /** @type {HTMLTextAreaElement} */ (
		h('textarea', {
			class: 'field-input',
			maxlength: text.description,
			rows: '2',
			placeholder: 'Why is this habit important?',
			value: ctx.f.description,
		})
	);
	const descCount = counterFor(descInput, text.description);
	const descField = field({ label: 'Description (optional)', input: descInput, counter: descCount.el });
	descInput.addEventListener('input', () => {
		ctx.f.description = descInput.value;
		ctx.sync();
	});
	return descField;
}

/**
 * The name and description fields, wired to the form's fields.
 * @param {FormContext} ctx
 */
export function nameFields(ctx) {
	const { f, touched } = ctx;
	const text = ctx.limits.text;
	const nameInput = /** @type {HTMLInputElement} */ (
		h('input', {
			type: 'text',
			class: 'field-input name-input',
			maxlength: text.name,
			placeholder: 'e.g., Morning meditation',
			autocomplete: 'off',
			enterkeyhint: 'done',
			'aria-required': 'true',
			value: f.name,
		})
	);
	const nameCount = counterFor(nameInput, text.name);
	const clearBtn = h('button', {
		type: 'button',
		class: 'field-clear',
		'aria-label': 'Clear name',
		html: icon('close', { size: 16, stroke: 2.6 }),
	});
	const nameField = field({
		label: 'Habit name',
		input: nameInput,
		counter: h('span', { class: 'field-tail' }, clearBtn, nameCount.el),
	});
	nameInput.setAttribute('aria-describedby', nameCount.el.id);
	const descField = descriptionField(ctx);

	nameInput.addEventListener('input', () => {
		f.name = nameInput.value;
		touched.name = true;
		delete ctx.serverErrors.name;
		ctx.sync();
	});
	nameInput.addEventListener('blur', () => {
		if (f.name !== '' || touched.name) {
			touched.name = true;
			ctx.sync();
		}
	});
	clearBtn.addEventListener('click', () => {
		nameInput.value = '';
		f.name = '';
		touched.name = true;
		nameCount.update();
		ctx.sync();
		nameInput.focus();
	});

	/**
	 * Shows the name's error once touched, and the clear button while there is a name.
	 * @param {Record<string, string>} errors
	 */
	function sync(errors) {
		nameField.setError(touched.name ? errors.name : null);
		clearBtn.hidden = !f.name;
	}

	return { nameInput, nameField, descField, sync };
}
