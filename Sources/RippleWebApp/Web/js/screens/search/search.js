// Search, from every tab (its header's button, or /): a sheet (a centred dialog on wide screens)
// with one field. Typing asks the server after a short pause (the engine from the local replica
// when the server is out of reach), and shows what matched under Habits, Categories, Notes and
// Reflections, each match marked where the server says it lies. A habit opens its details, a
// note its habit's details at that day, a category the Habits tab filtered by it, a reflection
// its goal. The arrow keys move between the field and the results.
import { h } from '../../core/dom.js';
import { search } from '../../core/search.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { searchField } from '../../components/search-field.js';
import { icon } from '../../components/icons.js';
import { plural } from '../../core/format.js';
import { resultGroups } from './results.js';

/** @typedef {import('../../api/wire-types.js').SearchResults} SearchResults */

/**
 * The open sheet's field, or null.
 * @type {HTMLInputElement | null}
 */
let open = null;

/** What the sheet shows before anything is typed. */
const hint = () =>
	h(
		'div',
		{ class: 'search-empty' },
		h('span', { class: 'search-empty-icon', html: icon('search', { size: 32 }) }),
		h('p', { class: 'search-empty-title' }, 'Find anything'),
		h('p', { class: 'search-empty-text' }, 'Habits, categories, the notes you wrote and your reflections.'),
	);

/**
 * Nothing matched.
 * @param {string} q
 */
const nothing = (q) =>
	h(
		'div',
		{ class: 'search-empty is-none' },
		h('span', { class: 'search-empty-icon', html: icon('search', { size: 32 }) }),
		h('p', { class: 'search-empty-title' }, `No results for “${q}”`),
		h('p', { class: 'search-empty-text' }, 'Try fewer words, or the start of a word.'),
	);

/**
 * How many results there are, of every kind.
 * @param {SearchResults} r
 */
const count = (r) => r.habits.length + r.categories.length + r.notes.length + r.reflections.length;

/** Opens the search sheet (or brings focus back to its field when it is open). */
export function openSearch() {
	loadStylesheet('/css/search.css');
	if (open) {
		open.focus();
		return;
	}
	const results = h('div', { class: 'search-results', dataset: { state: 'empty' } }, hint());
	const status = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
	/**
	 * @param {string} q
	 * @param {AbortSignal} signal
	 */
	const onQuery = async (q, signal) => {
		if (!q) {
			results.dataset.state = 'empty';
			results.removeAttribute('aria-busy');
			results.replaceChildren(hint());
			status.textContent = '';
			return;
		}
		results.setAttribute('aria-busy', 'true');
		try {
			const r = await search(q, { signal });
			if (signal.aborted) return;
			const n = count(r);
			results.dataset.state = n ? 'results' : 'none';
			results.dataset.query = q;
			results.replaceChildren(...(n ? resultGroups(r, go) : [nothing(q)]));
			status.textContent = n ? `${plural(n, 'result')} for ${q}` : `No results for ${q}`;
		} catch (e) {
			if (signal.aborted || e?.name === 'AbortError') return;
			results.dataset.state = 'error';
			results.replaceChildren(h('p', { class: 'search-error', role: 'alert' }, e.message));
		} finally {
			if (!signal.aborted) results.removeAttribute('aria-busy');
		}
	};
	const field = searchField({ label: 'Search', placeholder: 'Habits, notes, reflections', onQuery });
	/** @param {() => void} where */
	const go = (where) => {
		sheet.close();
		where();
	};
	const content = h(
		'div',
		{ class: 'sheet-content search-content' },
		sheetHeader({ title: 'Search', titleId: 'search-title', onCancel: () => sheet.close(), cancelLabel: 'Close' }),
		h('div', { class: 'search-top' }, field.el),
		h('div', { class: 'sheet-scroll search-scroll' }, results, status),
	);
	const sheet = openSheet({
		labelledBy: 'search-title',
		content,
		full: true,
		className: 'search-sheet',
		initialFocus: field.input,
		onClosed: () => {
			open = null;
		},
	});
	open = field.input;
	arrowKeys(field.input, results);
}

/**
 * The arrow keys move from the field through the results and back (Enter in the field goes to the
 * first result), as a list of suggestions does.
 * @param {HTMLInputElement} input
 * @param {HTMLElement} results
 */
function arrowKeys(input, results) {
	const rows = () => /** @type {HTMLElement[]} */ ([...results.querySelectorAll('.sres')]);
	input.addEventListener('keydown', (e) => {
		const first = rows()[0];
		if (!first || !(e.key === 'ArrowDown' || e.key === 'Enter')) return;
		e.preventDefault();
		first.focus();
	});
	results.addEventListener('keydown', (e) => {
		const all = rows();
		const i = all.indexOf(/** @type {HTMLElement} */ (document.activeElement));
		const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
		if (i < 0 || !step) return;
		e.preventDefault();
		const next = all[i + step];
		if (next) next.focus();
		else if (step < 0) input.focus();
	});
}
