// Copy to the clipboard, said in a toast; when the browser refuses (no permission, not a secure
// page), the text is left selected so it can be copied by hand. And a value shown in full with its
// name and a Copy button (styled by css/integrations.css, whose sheets show them).
import { h } from '../core/dom.js';
import { nextId } from './fields.js';
import { haptic, toast } from './ui.js';

/**
 * Copies `text`; `what` names it in the toast ("Secret copied"). `field`, when given, is selected
 * first, so a refused copy leaves it ready to copy by hand.
 * @param {string} text
 * @param {{what?: string, field?: HTMLElement | null}} options
 * @returns {Promise<boolean>} whether the clipboard took it
 */
export async function copyText(text, { what = 'Text', field = null } = {}) {
	if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.select();
	else if (field) getSelection()?.selectAllChildren(field);
	try {
		await navigator.clipboard.writeText(text);
		haptic('light');
		toast(`${what} copied`);
		return true;
	} catch {
		toast(`Select the ${what.toLowerCase()} and copy it`);
		return false;
	}
}

/**
 * A value shown in full (it wraps), its name above it with Copy. `set` changes the value.
 * @param {{label: string, what: string, value?: string}} options `what` names it in the toast
 */
export function copyField({ label, what, value = '' }) {
	const id = nextId('copy');
	const code = h('code', { class: 'copy-code', id }, value);
	const button = h(
		'button',
		{ type: 'button', class: 'btn-plain copy-btn', 'aria-label': `Copy ${label}`, 'aria-describedby': id },
		'Copy',
	);
	button.addEventListener('click', () => copyText(code.textContent ?? '', { what, field: code }));
	const el = h(
		'div',
		{ class: 'copy-field' },
		h('div', { class: 'copy-head' }, h('span', { class: 'field-label' }, label), button),
		code,
	);
	return {
		el,
		set: (/** @type {string} */ text) => {
			code.textContent = text;
		},
	};
}
