// The tab switcher with previews: a long press on a tab (or its context-menu key)
// shows every tab as a small live picture of its screen; choosing one opens it. Escape or a tap
// outside closes it.
import { byId, h, trapFocus, inertOthers, settled } from '../core/dom.js';
import { icon } from './icons.js';
import { haptic } from './ui.js';

/** @type {{close: () => void} | null} The switcher showing now. */
let open = null;

/**
 * @param {{tabs: {id: string, label: string, icon: string}[], current: string | null, pressed: string, onPick: (id: string) => void}} options
 */
export function openTabSwitcher({ tabs, current, pressed, onPick }) {
	if (open) return open;
	const opener = /** @type {HTMLElement | null} */ (document.activeElement);
	const tiles = tabs.map((t) => {
		const tile = h(
			'button',
			{
				type: 'button',
				class: `tab-preview${t.id === current ? ' is-current' : ''}`,
				'aria-label': t.id === current ? `${t.label} (current)` : t.label,
				dataset: { tab: t.id },
			},
			h('span', { class: 'tab-preview-frame', 'aria-hidden': 'true' }, picture(t)),
			h('span', { class: 'tab-preview-label', 'aria-hidden': 'true' }, t.label),
		);
		tile.addEventListener('click', () => {
			close();
			onPick(t.id);
		});
		return tile;
	});
	const box = h(
		'div',
		{ class: 'tab-switcher', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Tab previews' },
		tiles,
	);
	const layer = h('div', { class: 'tab-switcher-layer' }, h('div', { class: 'scrim' }), box);
	byId('overlay-root').append(layer);
	const undoInert = inertOthers(layer);
	const untrap = trapFocus(box);
	haptic('heavy');
	requestAnimationFrame(() => layer.classList.add('open'));
	(tiles.find((t) => t.dataset.tab === pressed) ?? tiles[0]).focus({ preventScroll: true });

	let closed = false;
	async function close() {
		if (closed) return;
		closed = true;
		open = null;
		untrap();
		undoInert();
		layer.classList.remove('open');
		layer.inert = true;
		if (opener && document.contains(opener)) opener.focus({ preventScroll: true });
		await settled(box, 250);
		layer.remove();
	}
	layer.querySelector('.scrim').addEventListener('click', close);
	layer.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
		if (e.key === 'Escape') {
			e.preventDefault();
			close();
			return;
		}
		const i = tiles.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
		if (i < 0) return;
		if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
			e.preventDefault();
			tiles[(i + (e.key === 'ArrowRight' ? 1 : tiles.length - 1)) % tiles.length].focus();
		}
	});
	open = { close };
	return open;
}

/**
 * A still copy of the tab's screen as it is now, or its icon when it was never opened.
 * @param {{id: string, icon: string}} tab
 */
function picture(tab) {
	const view = document.getElementById(`view-${tab.id}`);
	if (!view) return h('span', { class: 'tab-preview-icon', html: icon(tab.icon, { size: 28 }) });
	const copy = /** @type {HTMLElement} */ (view.cloneNode(true));
	copy.removeAttribute('id');
	copy.hidden = false;
	copy.inert = true;
	copy.className = 'tab-preview-copy';
	copy.querySelectorAll('[id]').forEach((n) => n.removeAttribute('id'));
	copy.querySelectorAll('canvas, video, iframe').forEach((n) => n.remove());
	copy.style.visibility = '';
	return copy;
}
