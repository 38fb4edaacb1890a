// The help sheet of the keyboard shortcuts (?): every shortcut of the table the key handler uses
// (js/components/shortcuts.js), by group. Escape, Close or ? again closes it, and focus goes back to
// where it was.
import { h } from '../core/dom.js';
import { openSheet, sheetHeader } from './sheet.js';

/** @typedef {import('./shortcuts.js').Shortcut} Shortcut */

/** How a key is written on the sheet. */
/** @type {Record<string, string>} */
const KEY_NAMES = { ' ': 'Space', ArrowDown: '↓', ArrowUp: '↑' };
/** How a key is read aloud, where its sign is not a word. */
/** @type {Record<string, string>} */
const KEY_WORDS = { ArrowDown: 'Down arrow', ArrowUp: 'Up arrow', '?': 'Question mark', '/': 'Slash' };

/** @type {{layer: HTMLElement, close: () => unknown} | null} */
let open = null;

/** The open help sheet's layer, or null. */
export const helpLayer = () => open?.layer ?? null;

/**
 * One way to give a shortcut: a key, or a sequence of keys ("g t": g, then t).
 * @param {string} keys
 */
function keyCombo(keys) {
	const parts = keys === ' ' ? [' '] : keys.split(' ');
	const kbds = parts.map((k) =>
		KEY_WORDS[k]
			? h(
					'kbd',
					{ class: 'kbd' },
					h('span', { 'aria-hidden': 'true' }, KEY_NAMES[k] ?? k),
					h('span', { class: 'sr-only' }, KEY_WORDS[k]),
				)
			: h('kbd', { class: 'kbd' }, KEY_NAMES[k] ?? k),
	);
	return h(
		'span',
		{ class: 'kbd-combo' },
		kbds.flatMap((k, i) => (i ? [h('span', { class: 'kbd-then' }, ' then '), k] : [k])),
	);
}

/**
 * The rows of one group: each shortcut's keys, then what it does.
 * @param {string} group
 * @param {Shortcut[]} shortcuts
 */
function groupList(group, shortcuts) {
	const id = `shortcuts-${group.toLowerCase()}`;
	return h(
		'section',
		{ class: 'shortcut-group', 'aria-labelledby': id },
		h('h3', { id, class: 'sub-label' }, group),
		h(
			'dl',
			{ class: 'shortcut-list' },
			shortcuts.map((s) =>
				h(
					'div',
					{ class: 'shortcut-row' },
					h(
						'dt',
						{},
						s.keys.flatMap((k, i) => (i ? [h('span', { class: 'kbd-or' }, ' or '), keyCombo(k)] : [keyCombo(k)])),
					),
					h('dd', {}, s.does),
				),
			),
		),
	);
}

/**
 * Opens the help sheet, or closes it when it is open.
 * @param {Shortcut[]} table
 */
export function toggleShortcutHelp(table) {
	if (open) {
		open.close();
		return;
	}
	const groups = [...new Set(table.map((s) => s.group))];
	const content = h(
		'div',
		{ class: 'sheet-content' },
		sheetHeader({
			title: 'Keyboard shortcuts',
			titleId: 'shortcuts-title',
			onCancel: () => sheet.close(),
			cancelLabel: 'Close',
		}),
		h(
			'div',
			// Focusable, so the keyboard scrolls the list where it is taller than the window.
			{ class: 'sheet-scroll shortcut-help', tabindex: '0', role: 'region', 'aria-labelledby': 'shortcuts-title' },
			groups.map((g) =>
				groupList(
					g,
					table.filter((s) => s.group === g),
				),
			),
		),
	);
	const sheet = openSheet({
		labelledBy: 'shortcuts-title',
		content,
		className: 'shortcut-sheet',
		onClosed: () => {
			open = null;
		},
	});
	open = { layer: sheet.layer, close: sheet.close };
}
