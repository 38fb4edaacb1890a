// A popover menu anchored to a button: role="menu", arrow keys, Escape, outside tap closes.
import { byId, h } from '../core/dom.js';
import { icon } from './icons.js';
import { loadStylesheet } from '../core/stylesheet.js';

// css/sheet.css is not on Today's first paint (js/core/app.js fetches it once Today is up); ask for it
// here too, for whatever opens before that.
loadStylesheet('/css/sheet.css');

/** @type {{close: (restoreFocus: boolean) => void} | null} The menu open now. */
let current = null;

/**
 * items: [{label, icon, onSelect, danger, hint}]; `above` places the menu over the anchor when it
 * fits (the long-press quick actions); `className` styles a kind of menu;
 * `onClose()` runs when it closes.
 * @param {HTMLElement} anchor
 * @param {{label: string, icon?: string, onSelect: () => unknown, danger?: boolean, hint?: string}[]} items
 * @param {{label?: string, above?: boolean, className?: string, onClose?: () => void}} options
 */
export function openMenu(anchor, items, { label, above = false, className = '', onClose } = {}) {
	current?.close(false);
	const buttons = items.map((it, i) =>
		h(
			'button',
			{
				type: 'button',
				role: 'menuitem',
				class: `menu-item ${it.danger ? 'is-danger' : ''}`,
				style: { '--i': i },
				tabindex: '-1',
				onclick: () => {
					close(true);
					it.onSelect();
				},
			},
			it.icon ? h('span', { class: 'menu-icon', html: icon(it.icon, { size: 20 }) }) : null,
			h('span', { class: 'menu-label' }, it.label),
		),
	);
	const menu = h('div', { class: `menu ${className}`.trim(), role: 'menu', 'aria-label': label ?? null }, buttons);
	// A scrim dims the screen behind the menu; a tap on it closes the menu (the outside tap below).
	const layer = h('div', { class: 'menu-layer' }, h('div', { class: 'menu-scrim', 'aria-hidden': 'true' }), menu);
	byId('overlay-root').append(layer);
	anchor.setAttribute('aria-expanded', 'true');

	placeMenu(menu, anchor, above);
	requestAnimationFrame(() => layer.classList.add('open'));
	buttons[0]?.focus();

	const onKey = menuKeys(buttons, () => close(true));
	/** @param {PointerEvent} e */
	const onDown = (e) => {
		if (!menu.contains(e.target)) {
			e.preventDefault();
			close(true);
		}
	};
	layer.addEventListener('keydown', onKey);
	setTimeout(() => document.addEventListener('pointerdown', onDown, true), 0);

	/** @param {boolean} restoreFocus */
	function close(restoreFocus) {
		if (current !== handle) return;
		current = null;
		onClose?.();
		document.removeEventListener('pointerdown', onDown, true);
		anchor.setAttribute('aria-expanded', 'false');
		// While it fades out, the menu is gone for taps, focus and assistive technology: a menu
		// opened meanwhile is the only one.
		layer.inert = true;
		layer.setAttribute('aria-hidden', 'true');
		layer.classList.remove('open');
		setTimeout(() => layer.remove(), 160);
		if (restoreFocus && document.contains(anchor)) anchor.focus({ preventScroll: true });
	}
	const handle = { close };
	current = handle;
	return handle;
}

/**
 * Places the menu by its anchor: below it when it fits (or above it, when asked and it fits there),
 * kept on screen, growing from the anchor.
 * @param {HTMLElement} menu
 * @param {Element} anchor
 * @param {boolean} above
 */
function placeMenu(menu, anchor, above) {
	const r = anchor.getBoundingClientRect();
	const mh = menu.offsetHeight;
	const mw = menu.offsetWidth;
	const fitsBelow = r.bottom + 8 + mh < innerHeight - 80;
	const below = above ? r.top - 8 - mh < 8 && fitsBelow : fitsBelow;
	const top = below ? r.bottom + 8 : Math.max(8, r.top - 8 - mh);
	const left = Math.min(Math.max(8, r.right - mw), innerWidth - mw - 8);
	Object.assign(menu.style, {
		top: `${top}px`,
		left: `${left}px`,
		transformOrigin: `${r.right - left - r.width / 2}px ${below ? 0 : mh}px`,
	});
}

/**
 * The menu's keys: arrows, Home and End move between its items; Escape and Tab close it.
 * @param {HTMLElement[]} buttons
 * @param {() => void} close
 * @returns {(e: KeyboardEvent) => void}
 */
function menuKeys(buttons, close) {
	return (e) => {
		const i = buttons.indexOf(/** @type {HTMLElement} */ (document.activeElement));
		if (e.key === 'ArrowDown') {
			e.preventDefault();
			buttons[(i + 1) % buttons.length].focus();
		} else if (e.key === 'ArrowUp') {
			e.preventDefault();
			buttons[(i - 1 + buttons.length) % buttons.length].focus();
		} else if (e.key === 'Home') {
			e.preventDefault();
			buttons[0].focus();
		} else if (e.key === 'End') {
			e.preventDefault();
			buttons[buttons.length - 1].focus();
		} else if (e.key === 'Escape' || e.key === 'Tab') {
			e.preventDefault();
			close();
		}
	};
}

export const closeMenus = () => current?.close(false);
export const menuOpen = () => current != null;
