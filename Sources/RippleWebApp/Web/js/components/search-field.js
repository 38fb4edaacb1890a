// A search field that asks as the user types: after a short pause, one request at a time (a newer
// query cancels the one in flight, through its AbortSignal), never on the keystroke itself. Used
// by the search sheet and a habit's notes.
import { h } from '../core/dom.js';
import { icon } from './icons.js';

/** How long typing must pause before a search is sent, in milliseconds. */
const PAUSE = 200;

/**
 * @param {{label: string, placeholder: string, onQuery: (q: string, signal: AbortSignal) => unknown}} options
 *   onQuery gets the trimmed text ('' when cleared, at once) and the request's signal
 */
export function searchField({ label, placeholder, onQuery }) {
	const input = /** @type {HTMLInputElement} */ (
		h('input', {
			type: 'search',
			class: 'sfield-input',
			placeholder,
			'aria-label': label,
			autocomplete: 'off',
			autocapitalize: 'off',
			spellcheck: false,
			enterkeyhint: 'search',
		})
	);
	const clear = h('button', {
		type: 'button',
		class: 'sfield-clear',
		'aria-label': 'Clear search',
		hidden: true,
		html: icon('close', { size: 14, stroke: 2.8 }),
	});
	/** @type {AbortController | null} */
	let inFlight = null;
	let timer = 0;
	const ask = () => {
		inFlight?.abort();
		inFlight = new AbortController();
		onQuery(input.value.trim(), inFlight.signal);
	};
	const changed = () => {
		clear.hidden = !input.value;
		clearTimeout(timer);
		if (!input.value.trim()) ask();
		else timer = window.setTimeout(ask, PAUSE);
	};
	input.addEventListener('input', changed);
	input.addEventListener('keydown', (e) => {
		if (e.key === 'Escape' && input.value) {
			e.preventDefault();
			input.value = '';
			changed();
		}
	});
	clear.addEventListener('click', () => {
		input.value = '';
		changed();
		input.focus();
	});
	const el = h(
		'div',
		{ class: 'sfield', role: 'search' },
		h('span', { class: 'sfield-icon', html: icon('search', { size: 18 }) }),
		input,
		clear,
	);
	return { el, input, again: ask };
}
