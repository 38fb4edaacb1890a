// All of a habit's notes: newest first, searched as the user types (the server matches; the
// engine from the local replica when the server is out of reach) and narrowed by mood. A note
// opens its day's entry.
import { h } from '../../core/dom.js';
import { habitNotes } from '../../core/search.js';
import { dayInWords, plural } from '../../core/format.js';
import { todayDay } from '../../core/store.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { searchField } from '../../components/search-field.js';
import { marked } from '../../components/marks.js';
import { MOODS } from '../../components/entry.js';
import { moodMark } from '../search/results.js';

/** @typedef {import('../../api/types.js').Habit} Habit */
/** @typedef {import('../../api/wire-types.js').HabitNotes} HabitNotes */

/**
 * The mood chips: All, then each mood with how many notes carry it.
 * @param {string | null} chosen
 * @param {HabitNotes['moods']} counts
 * @param {(mood: string | null) => void} choose
 */
function moodChips(chosen, counts, choose) {
	/** @type {[string | null, string, string][]} */
	const all = [
		[null, '', 'All'],
		...MOODS.map(([code, emoji, label]) => /** @type {[string | null, string, string]} */ ([code, emoji, label])),
	];
	return all.map(([code, emoji, label]) => {
		const n = code ? (counts.find((c) => c.mood === code)?.count ?? 0) : null;
		return h(
			'button',
			{
				type: 'button',
				class: 'chip nchip',
				'aria-pressed': String(chosen === code),
				dataset: { mood: code ?? 'all' },
				onclick: () => choose(code),
			},
			emoji ? h('span', { 'aria-hidden': 'true' }, emoji) : null,
			label,
			n != null ? h('span', { class: 'nchip-count' }, String(n)) : null,
		);
	});
}

/**
 * Opens the notes of `habit`; `openDay` opens a day's entry.
 * @param {Habit} habit
 * @param {(day: string) => unknown} openDay
 */
export function openNotesSheet(habit, openDay) {
	loadStylesheet('/css/search.css');
	/** @type {string | null} */
	let mood = null;
	let query = '';
	const chips = h('div', { class: 'nchips', role: 'group', 'aria-label': 'Filter by mood' });
	const list = h('div', { class: 'notes-results' });
	const status = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
	/** @type {HabitNotes['moods']} */
	let counts = [];
	const paintChips = () =>
		chips.replaceChildren(
			...moodChips(mood, counts, (m) => {
				mood = m;
				field.again();
			}),
		);
	/**
	 * @param {string} q
	 * @param {AbortSignal} signal
	 */
	const onQuery = async (q, signal) => {
		query = q;
		list.setAttribute('aria-busy', 'true');
		try {
			const r = await habitNotes(habit.id, { q: query || undefined, mood, signal });
			if (signal.aborted) return;
			counts = r.moods ?? [];
			paintChips();
			list.replaceChildren(notesOf(r, query, mood));
			status.textContent = r.notes.length ? plural(r.notes.length, 'note') : 'No notes';
		} catch (e) {
			if (signal.aborted || e?.name === 'AbortError') return;
			list.replaceChildren(h('p', { class: 'search-error', role: 'alert' }, e.message));
		} finally {
			if (!signal.aborted) list.removeAttribute('aria-busy');
		}
	};
	/**
	 * @param {HabitNotes} r
	 * @param {string} q
	 * @param {string | null} m
	 */
	const notesOf = (r, q, m) => {
		if (!r.notes.length)
			return h(
				'p',
				{ class: 'search-empty-text notes-none' },
				q
					? `No notes match “${q}”${m ? ' with this mood' : ''}.`
					: m
						? 'No notes with this mood.'
						: 'Notes you add to a day appear here.',
			);
		return h(
			'ul',
			{ class: 'sgroup-list', role: 'list' },
			r.notes.map((n) =>
				h(
					'li',
					{},
					h(
						'button',
						{
							type: 'button',
							class: 'sres sres-note nres',
							dataset: { day: n.day },
							onclick: () => {
								sheet.close();
								openDay(n.day);
							},
						},
						h('span', { class: 'nres-day' }, dayInWords(n.day, todayDay())),
						h('span', { class: 'sres-text is-note' }, marked(n.note, n.marks)),
						moodMark(n.mood),
					),
				),
			),
		);
	};
	const field = searchField({ label: `Search ${habit.name}'s notes`, placeholder: 'Search notes', onQuery });
	const content = h(
		'div',
		{ class: 'sheet-content search-content', style: { '--habit': habit.color } },
		sheetHeader({ title: 'All Notes', titleId: 'notes-title', onCancel: () => sheet.close(), cancelLabel: 'Close' }),
		h('div', { class: 'search-top' }, h('p', { class: 'notes-habit' }, habit.name), field.el, chips),
		h('div', { class: 'sheet-scroll search-scroll' }, list, status),
	);
	const sheet = openSheet({ labelledBy: 'notes-title', content, full: true, className: 'search-sheet notes-sheet' });
	paintChips();
	field.again();
}
