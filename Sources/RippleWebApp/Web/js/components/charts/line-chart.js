// The line chart: a 0–100% axis, a gradient area, ticks, and a marker that pointer and arrow keys
// move over the points.
import { s, svgRoot, drawOnEntry, pct, linePath, nextGradient, fadeGradient } from './svg.js';

/**
 * A point: its tick's label, its value (0–1) and what the caller keeps with it (its day).
 * @typedef {{label: string, value: number} & Record<string, any>} ChartPoint
 */

/**
 * A line chart of points [{day, label, value (0–1)}] on a 0–100% axis. Pointer or arrow keys move a
 * marker and `onPick(point)` reports the point (for a readout of its date and value).
 * @param {{points: ChartPoint[], label: string, width?: number, height?: number, onPick?: (point: ChartPoint) => void}} options
 */
export function lineChart({ points, label, width = 320, height = 150, onPick }) {
	const svg = svgRoot({ width, height, label, className: 'line-chart' });
	const left = 30,
		right = 8,
		top = 8,
		bottom = 22;
	const n = points.length;
	/** @param {number} i */
	const x = (i) => (n <= 1 ? (left + width - right) / 2 : left + (i * (width - left - right)) / (n - 1));
	/** @param {number} v */
	const y = (v) => top + (1 - v) * (height - top - bottom);
	const grid = [0, 0.5, 1].map((v) =>
		s(
			'g',
			{ class: 'chart-grid' },
			s('line', { x1: left, x2: width - right, y1: y(v), y2: y(v) }),
			s('text', { x: left - 6, y: y(v) + 4, 'text-anchor': 'end' }, pct(v * 100)),
		),
	);
	svg.append(...grid);
	if (n === 0) return drawOnEntry(svg);
	const pts = points.map((p, i) => /** @type {[number, number]} */ ([x(i), y(Math.max(0, Math.min(1, p.value)))]));
	const id = `line-g-${nextGradient()}`;
	const d = n === 1 ? `M${left} ${pts[0][1]}L${width - right} ${pts[0][1]}` : linePath(pts);
	const area = `${d}L${n === 1 ? width - right : pts[n - 1][0]} ${y(0)}L${n === 1 ? left : pts[0][0]} ${y(0)}Z`;
	const ticks = n > 1 ? [0, Math.floor((n - 1) / 2), n - 1] : [0];
	const marker = s(
		'g',
		{ class: 'chart-marker', visibility: 'hidden' },
		s('line', { y1: top, y2: y(0) }),
		s('circle', { r: 5 }),
	);
	svg.append(
		fadeGradient(id, 0.28),
		s('path', { d: area, fill: `url(#${id})`, class: 'spark-area' }),
		s('path', { d, class: 'spark-line', pathLength: 1 }),
		...ticks.map((i) =>
			s(
				'text',
				{
					class: 'chart-tick',
					x: n === 1 ? (left + width - right) / 2 : pts[i][0],
					y: height - 6,
					'text-anchor': i === 0 && n > 1 ? 'start' : i === n - 1 && n > 1 ? 'end' : 'middle',
				},
				points[i].label,
			),
		),
		marker,
	);
	if (onPick) pickable(svg, marker, points, pts, { width, left, right }, onPick);
	return drawOnEntry(svg);
}

/**
 * Pointer and arrow keys move the marker over the points; `onPick(point)` reports the one picked.
 * @param {SVGElement} svg
 * @param {SVGElement} marker
 * @param {ChartPoint[]} points
 * @param {[number, number][]} pts the points' places
 * @param {{width: number, left: number, right: number}} box the chart's width and side margins
 * @param {(point: ChartPoint) => void} onPick
 */
function pickable(svg, marker, points, pts, { width, left, right }, onPick) {
	const n = points.length;
	svg.setAttribute('tabindex', '0');
	let at = n - 1;
	/** @param {number} i */
	const pick = (i) => {
		at = Math.max(0, Math.min(n - 1, i));
		marker.setAttribute('visibility', 'visible');
		marker.setAttribute('transform', `translate(${pts[at][0]} 0)`);
		/** @type {SVGElement} */ (marker.querySelector('circle')).setAttribute('cy', String(pts[at][1]));
		onPick(points[at]);
	};
	/** @param {PointerEvent} e */
	const nearest = (e) => {
		const r = svg.getBoundingClientRect();
		const vx = ((e.clientX - r.left) / r.width) * width;
		return n <= 1 ? 0 : Math.round(((vx - left) / (width - left - right)) * (n - 1));
	};
	svg.addEventListener('pointermove', (e) => {
		if (e.pointerType === 'mouse' || e.buttons) pick(nearest(e));
	});
	svg.addEventListener('pointerdown', (e) => pick(nearest(e)));
	svg.addEventListener('keydown', (e) => {
		const step = /** @type {Record<string, number>} */ ({ ArrowLeft: -1, ArrowRight: 1, Home: -n, End: n })[e.key];
		if (step == null) return;
		e.preventDefault();
		pick(at + step);
	});
	svg.addEventListener('focus', () => pick(at));
}
