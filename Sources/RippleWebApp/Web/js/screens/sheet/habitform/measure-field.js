// What the habit measures: done or not, or a value with a target (at least / at most) and a unit.
import { h } from '../../../core/dom.js';
import { field, segmented, toggleSwitch } from '../../../components/fields.js';

/** @typedef {import('./state.js').FormContext} FormContext */

/**
 * The target kind, target and unit fields shown while the habit tracks a value.
 * @param {FormContext} ctx
 */
function targetFields(ctx) {
	const { f, touched } = ctx;
	const targetInput = /** @type {HTMLInputElement} */ (
		h('input', {
			type: 'number',
			class: 'field-input',
			inputmode: 'decimal',
			min: '0',
			step: 'any',
			placeholder: '8',
			value: f.target,
		})
	);
	const unitInput = /** @type {HTMLInputElement} */ (
		h('input', {
			type: 'text',
			class: 'field-input',
			maxlength: ctx.limits.text.unit,
			placeholder: 'glasses',
			value: f.unit,
		})
	);
	const targetField = field({ label: 'Target', input: targetInput });
	const unitField = field({ label: 'Unit', input: unitInput });
	targetInput.addEventListener('input', () => {
		f.target = targetInput.value;
		touched.target = true;
		ctx.sync();
	});
	unitInput.addEventListener('input', () => {
		f.unit = unitInput.value;
		ctx.sync();
	});
	const kindSeg = segmented({
		label: 'Target kind',
		options: (ctx.limits.meta.targetKinds ?? []).map((k) => [k.code, k.title]),
		value: f.targetKind ?? '', // none chosen until the measure is numeric
		onChange: (/** @type {string} */ v) => {
			f.targetKind = v;
			ctx.sync();
		},
	});
	// A limit of none ("at most 0") makes a quit habit; the engine accepts 0 for limits only.
	const noneBtn = h(
		'button',
		{
			type: 'button',
			class: 'chip target-none',
			'aria-pressed': 'false',
			onclick: () => {
				f.target = '0';
				targetInput.value = '0';
				touched.target = true;
				ctx.sync();
			},
		},
		'None (quit it)',
	);
	return { targetField, unitField, kindSeg, noneBtn };
}

/**
 * The measure section's parts: the switch and the box its fields appear in.
 * @param {FormContext} ctx
 */
export function measureField(ctx) {
	const { f, touched } = ctx;
	const box = h('div', { class: 'measure-box' });
	const numSwitch = toggleSwitch({
		label: 'Track a specific value',
		description: 'e.g. 8 glasses, 30 minutes',
		checked: f.numeric,
		onChange: (/** @type {boolean} */ v) => {
			f.numeric = v;
			render();
			ctx.sync();
		},
	});
	/** @type {ReturnType<typeof targetFields> | null} */
	let parts = null;
	/** The target's fields, made once the form's other fields are. */
	const fields = () => {
		parts ??= targetFields(ctx);
		return parts;
	};

	/** Shows the target's fields while the habit tracks a value. */
	function render() {
		box.replaceChildren();
		if (!f.numeric) return;
		const { kindSeg, targetField, unitField, noneBtn } = fields();
		box.append(kindSeg.el, h('div', { class: 'two-col' }, targetField.el, unitField.el), noneBtn);
	}

	/**
	 * Shows the target's error once touched, and the "None" chip for limits.
	 * @param {Record<string, string>} errors
	 */
	function sync(errors) {
		const { targetField, noneBtn } = fields();
		targetField.setError(touched.target ? errors.target : null);
		noneBtn.hidden = f.targetKind !== 'at_most';
		noneBtn.setAttribute(
			'aria-pressed',
			String(f.targetKind === 'at_most' && String(f.target).trim() !== '' && Number(f.target) === 0),
		);
	}

	return { numSwitch, box, fields, render, sync };
}
