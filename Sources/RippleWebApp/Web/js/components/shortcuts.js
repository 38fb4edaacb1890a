// Keyboard shortcuts of medium and wide screens (from 600 px): the one table of them, which both
// the key handler below and the help sheet (js/components/shortcut-help.js) read, and the handler.
// No shortcut fires while the user types in a field, nor while a dialog other than the help sheet
// is open. What each action does is the entry's to say (js/core/app.js): the handler only finds it.

/** Where shortcuts work: the rail's and the sidebar's screens (css/shell.css). */
const WIDE = matchMedia('(min-width: 600px)');
/** How long the second key of a sequence ("g", then "t") is waited for, in milliseconds. */
const SEQUENCE_WAIT = 1500;

/**
 * A shortcut: the keys that give it (as KeyboardEvent.key names; "g t" is g, then t), what it
 * does, the help sheet's group it is listed under, the action it runs and that action's argument.
 * `repeats`: held down, it runs again (moving along a list), which an action that changes
 * something never does.
 * @typedef {{keys: string[], does: string, group: string, action: string, arg?: string, repeats?: boolean}} Shortcut
 */
/**
 * What each action does. It gets the focused element, the shortcut's argument and the key; it
 * returns false when the key is not its to take there (Enter on a button presses the button), so
 * the browser's own handling goes on.
 * @typedef {Record<string, (target: HTMLElement, arg: string | undefined, key: string) => unknown>} Actions
 */

/**
 * Every shortcut, in the order the help sheet lists them. The tabs' come from the shell's tabs,
 * in their order: 1–4, or g then the label's first letter.
 * @param {{id: string, label: string}[]} tabs
 * @returns {Shortcut[]}
 */
export function shortcutTable(tabs) {
	return [
		{ group: 'Today', keys: ['j', 'ArrowDown'], does: 'Next habit', action: 'next', repeats: true },
		{ group: 'Today', keys: ['k', 'ArrowUp'], does: 'Previous habit', action: 'previous', repeats: true },
		{ group: 'Today', keys: ['x', ' '], does: 'Check the habit in today, or undo it', action: 'toggle' },
		{ group: 'Today', keys: ['Enter', 'o'], does: "Open the habit's details", action: 'open' },
		{ group: 'Today', keys: ['e'], does: 'Edit the habit', action: 'edit' },
		{ group: 'Today', keys: ['s'], does: 'Skip the habit today, or undo the skip', action: 'skip' },
		{ group: 'Anywhere', keys: ['n'], does: 'New habit', action: 'new' },
		...tabs.map((t, i) => ({
			group: 'Anywhere',
			keys: [String(i + 1), `g ${t.label[0].toLowerCase()}`],
			does: `Go to ${t.label}`,
			action: 'tab',
			arg: t.id,
		})),
		{ group: 'Anywhere', keys: ['/'], does: 'Search habits, notes and reflections', action: 'search' },
		{ group: 'Anywhere', keys: ['?'], does: 'Show these shortcuts', action: 'help' },
	];
}

/**
 * Whether the user is typing into `el` (a field, a list box, editable text).
 * @param {EventTarget | null} el
 */
const typing = (el) =>
	el instanceof HTMLElement && (el.isContentEditable || !!el.closest('input, textarea, select, [contenteditable]'));

/**
 * Whether a dialog other than the help sheet is open: a modal, a sheet, a menu or an alert (each
 * a layer of #overlay-root while it shows), or the sign-in screen.
 * @param {Element | null} help the help sheet's layer, when it is open
 */
function otherDialogOpen(help) {
	if (document.documentElement.classList.contains('auth-open')) return true;
	const layers = [...(document.getElementById('overlay-root')?.children ?? [])];
	if (layers.some((l) => l !== help && !(/** @type {HTMLElement} */ (l).inert))) return true;
	return [...document.querySelectorAll('[aria-modal="true"]')].some((d) => !help?.contains(d) && !d.closest('[inert]'));
}

/**
 * Listens for the shortcuts of `table` on the whole page.
 * @param {Shortcut[]} table
 * @param {Actions} actions
 * @param {() => Element | null} helpLayer the help sheet's layer while it is open
 */
export function startShortcuts(table, actions, helpLayer) {
	/** @type {string | null} */
	let pending = null;
	let timer = 0;
	// The first keys of the sequences ("g" of "g t"); Space alone is a key, not a sequence.
	const sequences = new Set(
		table.flatMap((s) => s.keys.filter((k) => k.trim().includes(' ')).map((k) => k.split(' ')[0])),
	);
	const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

	document.addEventListener('keydown', (e) => {
		if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.isComposing || !WIDE.matches) return;
		if (MODIFIERS.has(e.key) || typing(e.target)) return;
		const help = helpLayer();
		if (otherDialogOpen(help)) return;
		let key = e.key;
		if (pending) {
			key = `${pending} ${key}`;
			pending = null;
			clearTimeout(timer);
		} else if (sequences.has(key) && !help) {
			pending = key;
			timer = window.setTimeout(() => {
				pending = null;
			}, SEQUENCE_WAIT);
			e.preventDefault();
			return;
		}
		const shortcut = table.find((s) => s.keys.includes(key));
		if (!shortcut || (help && shortcut.action !== 'help')) return;
		if (e.repeat && !shortcut.repeats) {
			e.preventDefault();
			return;
		}
		const target = /** @type {HTMLElement} */ (e.target instanceof HTMLElement ? e.target : document.body);
		if (actions[shortcut.action]?.(target, shortcut.arg, key) === false) return;
		e.preventDefault();
	});
	// Said on the page, for the browser tests: keys pressed before this were nobody's.
	document.documentElement.dataset.shortcuts = 'ready';
}
