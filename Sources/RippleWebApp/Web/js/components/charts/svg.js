// The charts' SVG pieces: elements, the chart's root with its text alternative, the line's path,
// gradient ids, and drawing in on entry.
import { reducedMotion } from '../../core/dom.js';

const NS = 'http://www.w3.org/2000/svg';
let gradientSeq = 0;

/** A new gradient's number (unique in the page). */
export const nextGradient = () => ++gradientSeq;

/**
 * An attribute's value (null, undefined and false leave the attribute out).
 * @typedef {string | number | boolean | null | undefined} SvgValue
 */

/**
 * An SVG element: s('path', {d: '…'}, …children).
 * @param {string} tag
 * @param {Record<string, SvgValue>} attrs
 * @param {...(Node | string | number | null | false | undefined | (Node | string | null)[])} children
 * @returns {SVGElement}
 */
export function s(tag, attrs = {}, ...children) {
	const el = document.createElementNS(NS, tag);
	for (const [k, v] of Object.entries(attrs)) if (v != null && v !== false) el.setAttribute(k, String(v));
	for (const c of children.flat())
		if (c != null && c !== false) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
	return el;
}

/**
 * The chart's <svg> with its text alternative (role="img", its label and title).
 * @param {{width: number, height: number, label: string, className?: string}} options
 */
export function svgRoot({ width, height, label, className }) {
	const svg = s('svg', {
		viewBox: `0 0 ${width} ${height}`,
		class: `chart ${className ?? ''}`,
		role: 'img',
		'aria-label': label,
		focusable: 'false',
	});
	svg.append(s('title', {}, label));
	return svg;
}

/** @type {IntersectionObserver | null} */
let observer = null;
/**
 * Adds `is-drawn` when `el` first scrolls into view (at once under reduced motion).
 * @template {Element} E
 * @param {E} el
 * @returns {E}
 */
export function drawOnEntry(el) {
	el.classList.add('chart-anim');
	if (reducedMotion() || typeof IntersectionObserver === 'undefined') {
		el.classList.add('is-drawn');
		return el;
	}
	observer ??= new IntersectionObserver(
		(entries) => {
			for (const e of entries) {
				if (!e.isIntersecting) continue;
				observer?.unobserve(e.target);
				requestAnimationFrame(() => e.target.classList.add('is-drawn'));
			}
		},
		{ threshold: 0.15 },
	);
	observer.observe(el);
	return el;
}

/** @param {number} v */
export const pct = (v) => `${Math.round(v)}%`;

/**
 * The path through `points`, lifting the pen at each gap (null).
 * @param {([number, number] | null)[]} points
 */
export function linePath(points) {
	let d = '';
	let pen = false;
	for (const p of points) {
		if (p == null) {
			pen = false;
			continue;
		}
		d += `${pen ? 'L' : 'M'}${p[0].toFixed(1)} ${p[1].toFixed(1)}`;
		pen = true;
	}
	return d;
}

/**
 * The gradient under a line: the line's colour at `opacity` at the top, fading to nothing below.
 * @param {string} id
 * @param {number} opacity
 */
export function fadeGradient(id, opacity) {
	return s(
		'defs',
		{},
		s(
			'linearGradient',
			{ id, x1: 0, y1: 0, x2: 0, y2: 1 },
			s('stop', { offset: 0, 'stop-color': 'currentColor', 'stop-opacity': opacity }),
			s('stop', { offset: 1, 'stop-color': 'currentColor', 'stop-opacity': 0 }),
		),
	);
}
