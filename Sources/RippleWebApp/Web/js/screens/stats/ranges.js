// The range control: a segmented control with a sliding pill; locked ranges carry
// a premium badge and, when tapped, explain why instead of switching.
import { h } from '../../core/dom.js';
import { haptic } from '../../components/ui.js';
import { glyph } from './glyphs.js';
import { openUpgrade } from '../../core/app-links.js';

let seq = 0;

/** A range button's code (each button carries its option's). */
const codeOf = (/** @type {HTMLElement} */ b) => /** @type {string} */ (b.dataset.range);

/** @type {Record<string, number>} */
const STEPS = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * options: [{code, title}]; lockOf(code) → {locked, reason}; onChange(code) for an open range;
 * onLocked(code) → the reason (or a promise of it) when the server has not given one yet.
 * @param {{label: string, options: {code: string, title: string}[], value: string, lockOf: (code: string) => {locked: boolean, reason?: string | null}, onChange: (code: string) => unknown, onLocked?: (code: string) => unknown, className?: string}} options
 */
export function rangeControl({ label, options, value, lockOf, onChange, onLocked, className = '' }) {
	const id = `range-${++seq}`;
	let current = value;
	const { note, buttons, seg, el } = rangeView(id, label, options, className);

	const paint = () => paintRange(seg, buttons, options, current, lockOf);

	/**
	 * @param {string} code
	 * @param {{focus?: boolean}} options
	 */
	async function choose(code, { focus = false } = {}) {
		const b = buttons.find((x) => x.dataset.range === code);
		if (focus) b?.focus();
		const lock = lockOf(code);
		if (lock.locked) {
			haptic('error');
			showNote(lock.reason ?? 'This range is part of Premium.');
			if (!lock.reason && onLocked) {
				const reason = await onLocked(code);
				if (reason) showNote(/** @type {string} */ (reason));
			}
			b?.classList.remove('nudge');
			void b?.offsetWidth;
			b?.classList.add('nudge');
			return;
		}
		note.hidden = true;
		if (code === current) return;
		current = code;
		haptic('soft');
		paint();
		onChange(code);
	}

	/** @param {string} reason */
	const showNote = (reason) => showPremiumNote(note, reason);

	buttons.forEach((b) => b.addEventListener('click', () => choose(codeOf(b))));
	seg.addEventListener('keydown', (e) => {
		const i = buttons.indexOf(/** @type {HTMLElement} */ (document.activeElement));
		const step = STEPS[e.key];
		if (i < 0 || !step) return;
		e.preventDefault();
		const next = buttons[(i + step + buttons.length) % buttons.length];
		next.focus();
		if (!lockOf(codeOf(next)).locked) choose(codeOf(next));
	});
	paint();
	return {
		el,
		get value() {
			return current;
		},
		/** @param {string} code */
		set(code) {
			current = code;
			paint();
		},
		repaint: paint,
		hideNote() {
			note.hidden = true;
		},
	};
}

/**
 * The control's elements: the segmented buttons with their sliding pill, and the premium note.
 * @param {string} id
 * @param {string} label
 * @param {{code: string, title: string}[]} options
 * @param {string} className
 * @returns {{note: HTMLElement, buttons: HTMLElement[], seg: HTMLElement, el: HTMLElement}}
 */
function rangeView(id, label, options, className) {
	const thumb = h('span', { class: 'range-thumb', 'aria-hidden': 'true' });
	const note = h('p', { class: 'premium-note', id: `${id}-note`, role: 'status', hidden: true });
	const buttons = options.map((o) =>
		h(
			'button',
			{ type: 'button', role: 'radio', class: 'range-opt', dataset: { range: o.code } },
			h('span', { class: 'range-title' }, o.title),
			h('span', { class: 'premium-dot', 'aria-hidden': 'true', html: glyph('crown', { size: 12, stroke: 2.4 }) }),
		),
	);
	const seg = h(
		'div',
		{ class: 'range-seg', role: 'radiogroup', 'aria-label': label, style: { '--n': options.length } },
		thumb,
		buttons,
	);
	const el = h('div', { class: `range-control ${className}` }, seg, note);
	return { note, buttons, seg, el };
}

/**
 * Says why a range is locked, with the way to upgrade.
 * @param {HTMLElement} note
 * @param {string} reason
 */
function showPremiumNote(note, reason) {
	note.replaceChildren(
		h('span', { class: 'premium-badge', html: `${glyph('crown', { size: 14, stroke: 2.4 })}<span>Premium</span>` }),
		h('span', { class: 'premium-reason' }, reason),
		h('button', { type: 'button', class: 'btn-plain premium-upgrade', onclick: () => openUpgrade('stats') }, 'Upgrade'),
	);
	note.hidden = false;
}

/**
 * Slides the pill to `current` and marks each button checked or not, open or locked.
 * @param {HTMLElement} seg
 * @param {HTMLElement[]} buttons
 * @param {{code: string, title: string}[]} options
 * @param {string} current
 * @param {(code: string) => {locked: boolean}} lockOf
 */
function paintRange(seg, buttons, options, current, lockOf) {
	const i = Math.max(
		0,
		options.findIndex((o) => o.code === current),
	);
	seg.style.setProperty('--i', String(i));
	buttons.forEach((b, j) => {
		const { locked } = lockOf(options[j].code);
		b.classList.toggle('is-locked', locked);
		b.setAttribute('aria-checked', String(i === j));
		b.setAttribute('aria-label', locked ? `${options[j].title}, Premium` : options[j].title);
		b.tabIndex = i === j ? 0 : -1;
	});
}
