// Bottom sheets: slide up, handle bar, swipe down / backdrop / Escape to dismiss.
import { byId, h, trapFocus, inertOthers, settled } from '../core/dom.js';
import { haptic } from './ui.js';
import { loadStylesheet } from '../core/stylesheet.js';

// css/sheet.css is not on Today's first paint (js/core/app.js fetches it once Today is up); ask for it
// here too, for whatever opens before that.
loadStylesheet('/css/sheet.css');

/**
 * Opens a sheet. `canClose()` may return false or a promise of false to keep it open (e.g. "Discard changes?").
 * Returns {el, body, close(force)}.
 * @param {{label?: string, labelledBy?: string, content: Element, className?: string, canClose?: () => boolean | Promise<boolean>, onClosed?: () => void, initialFocus?: HTMLElement | null, full?: boolean}} options
 */
export function openSheet({
	label,
	labelledBy,
	content,
	className = '',
	canClose,
	onClosed,
	initialFocus,
	full = false,
}) {
	const opener = /** @type {HTMLElement | null} */ (document.activeElement);
	const scrim = h('div', { class: 'scrim' });
	const handle = h('div', { class: 'sheet-handle', 'aria-hidden': 'true' }, h('span'));
	const sheet = h(
		'div',
		{
			class: `sheet ${full ? 'sheet-full' : ''} ${className}`,
			role: 'dialog',
			'aria-modal': 'true',
			'aria-label': labelledBy ? null : label,
			'aria-labelledby': labelledBy ?? null,
			tabindex: '-1',
		},
		handle,
		content,
	);
	const layer = h('div', { class: 'sheet-layer' }, scrim, sheet);
	byId('overlay-root').append(layer);
	const undoInert = inertOthers(layer);
	const untrap = trapFocus(sheet);
	let closing = false;
	haptic('light');
	requestAnimationFrame(() => layer.classList.add('open'));
	// Focus moves into the sheet at once, so Escape closes it from its first frame (the opener is now inert,
	// and a key pressed on the body would reach no sheet); the chosen control takes focus once the slide begins.
	sheet.focus({ preventScroll: true });
	setTimeout(() => {
		const target = typeof initialFocus === 'string' ? sheet.querySelector(initialFocus) : initialFocus;
		if (!closing && document.activeElement === sheet) (target ?? sheet).focus({ preventScroll: true });
	}, 30);

	async function requestClose() {
		if (closing) return;
		if (canClose && !(await canClose())) {
			sheet.style.transform = '';
			return;
		}
		close();
	}
	async function close() {
		if (closing) return;
		closing = true;
		layer.classList.remove('open');
		layer.classList.add('closing');
		sheet.style.transform = '';
		untrap();
		undoInert();
		layer.inert = true;
		if (opener && document.contains(opener)) opener.focus({ preventScroll: true });
		onClosed?.();
		await settled(sheet, 420);
		layer.remove();
	}

	scrim.addEventListener('click', requestClose);
	layer.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
		if (e.key === 'Escape' && !e.defaultPrevented) {
			e.preventDefault();
			requestClose();
		}
	});
	dragToDismiss(sheet, [handle, ...content.querySelectorAll('.sheet-header')], requestClose);
	return { el: sheet, layer, close, requestClose };
}

/** From this width a sheet is a centred dialog (css/sheet.css), which is not dragged. */
const DIALOG = matchMedia('(min-width: 600px)');

/**
 * A sheet's handle and header drag it down; past 30% of its height it is dismissed.
 * @param {HTMLElement} sheet
 * @param {HTMLElement[]} grips
 * @param {() => unknown} onDismiss
 */
function dragToDismiss(sheet, grips, onDismiss) {
	/** @type {number | null} */
	let startY = null;
	let dy = 0;
	/** @type {number | null} */
	let id = null;
	for (const grip of grips) {
		grip.addEventListener('pointerdown', (e) => {
			if (DIALOG.matches || /** @type {Element} */ (e.target).closest('button, input, a')) return;
			startY = e.clientY;
			dy = 0;
			id = e.pointerId;
			grip.setPointerCapture(id);
			sheet.classList.add('dragging');
		});
		grip.addEventListener('pointermove', (e) => {
			if (startY == null || e.pointerId !== id) return;
			dy = Math.max(0, e.clientY - startY);
			sheet.style.transform = `translateY(${dy}px)`;
		});
		/** @param {PointerEvent} e */
		const end = (e) => {
			if (startY == null || e.pointerId !== id) return;
			startY = null;
			sheet.classList.remove('dragging');
			if (dy > sheet.offsetHeight * 0.3) onDismiss();
			else sheet.style.transform = '';
		};
		grip.addEventListener('pointerup', end);
		grip.addEventListener('pointercancel', end);
	}
}

/**
 * A sheet header: Cancel · title · action.
 * @param {{title: string, titleId: string, onCancel: () => unknown, cancelLabel?: string, action?: Node}} options
 */
export function sheetHeader({ title, titleId, onCancel, cancelLabel = 'Cancel', action }) {
	return h(
		'div',
		{ class: 'sheet-header' },
		h('button', { type: 'button', class: 'btn-plain sheet-cancel', onclick: onCancel }, cancelLabel),
		h('h2', { id: titleId, class: 'sheet-title' }, title),
		action ?? h('span', { class: 'sheet-spacer' }),
	);
}
