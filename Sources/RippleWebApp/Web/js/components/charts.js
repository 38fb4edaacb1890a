// Ripple's own small SVG charts: sparkline, line chart, bars, ring and heatmap cells.
// Each chart carries a text alternative (role="img" + aria-label), draws in when it first enters the
// viewport, and is static under prefers-reduced-motion.
import { h, reducedMotion } from '../core/dom.js';
import { s, svgRoot, drawOnEntry, pct, linePath, nextGradient, fadeGradient } from './charts/svg.js';

export { drawOnEntry } from './charts/svg.js';
export { lineChart } from './charts/line-chart.js';

/**
 * Counts `el`'s text from 0 up to `to` (800 ms ease-out), once it is on screen.
 * @template {HTMLElement} E
 * @param {E} el
 * @param {number} to
 * @param {{duration?: number, format?: (v: number) => string}} options
 * @returns {E}
 */
export function countUp(el, to, { duration = 800, format = (v) => String(v) } = {}) {
	el.textContent = format(to);
	if (reducedMotion() || !to) return el;
	el.textContent = format(0);
	const run = () => {
		const t0 = performance.now();
		/** @param {number} now */
		const step = (now) => {
			const t = Math.min(1, (now - t0) / duration);
			const eased = 1 - (1 - t) ** 3;
			el.textContent = format(Math.round(to * eased));
			if (t < 1) requestAnimationFrame(step);
		};
		requestAnimationFrame(step);
	};
	if (typeof IntersectionObserver === 'undefined') {
		run();
		return el;
	}
	const io = new IntersectionObserver((entries) => {
		if (entries.some((e) => e.isIntersecting)) {
			io.disconnect();
			run();
		}
	});
	io.observe(el);
	return el;
}

/**
 * Averages a long series into at most `max` points (nulls are gaps and are skipped).
 * @param {(number | null)[]} values
 * @returns {(number | null)[]}
 */
function downsample(values, max = 60) {
	if (values.length <= max) return values;
	const size = Math.ceil(values.length / max);
	const out = [];
	for (let i = 0; i < values.length; i += size) {
		const part = /** @type {number[]} */ (values.slice(i, i + size).filter((v) => v != null));
		out.push(part.length ? part.reduce((a, b) => a + b, 0) / part.length : null);
	}
	return out;
}

/**
 * A sparkline of 0–100 values (null = nothing due that day) with a gradient fill that draws in. It
 * stretches to its box's width; the line and the end dot keep their thickness and shape.
 * @param {{values: (number | null)[], label: string, width?: number, height?: number, className?: string}} options
 */
export function sparkline({ values, label, width = 300, height = 64, className = '' }) {
	const svg = svgRoot({ width, height, label, className: `spark ${className}` });
	svg.setAttribute('preserveAspectRatio', 'none');
	const series = downsample(values);
	const known = /** @type {number[]} */ (series.filter((v) => v != null));
	if (known.length === 0) return drawOnEntry(svg);
	const pad = 4;
	const n = series.length;
	/** @param {number} i */
	const x = (i) => (n === 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (n - 1));
	/** @param {number} v */
	const y = (v) => height - pad - (v / 100) * (height - 2 * pad);
	const pts = series.map((v, i) => (v == null ? null : /** @type {[number, number]} */ ([x(i), y(v)])));
	const id = `spark-g-${nextGradient()}`;
	const line = known.length === 1 ? `M${pad} ${y(known[0])}L${width - pad} ${y(known[0])}` : linePath(pts);
	const solid = /** @type {[number, number][]} */ (pts.filter(Boolean));
	const last = /** @type {[number, number]} */ (solid.at(-1));
	const area =
		known.length === 1
			? `${line}L${width - pad} ${height}L${pad} ${height}Z`
			: `M${solid[0][0]} ${height}${solid.map((p) => `L${p[0].toFixed(1)} ${p[1].toFixed(1)}`).join('')}L${last[0]} ${height}Z`;
	svg.append(
		fadeGradient(id, 0.35),
		s('path', { d: area, fill: `url(#${id})`, class: 'spark-area' }),
		s('path', { d: line, class: 'spark-line', pathLength: 1, 'vector-effect': 'non-scaling-stroke' }),
		// Never null: a series with a known value has a last point.
		/** @type {SVGElement} */ (
			solid.length
				? s('path', {
						d: `M${last[0]} ${last[1]}h0`,
						class: 'spark-dot',
						stroke: 'currentColor',
						'stroke-width': 7,
						'stroke-linecap': 'round',
						'vector-effect': 'non-scaling-stroke',
					})
				: null
		),
	);
	return drawOnEntry(svg);
}

/**
 * Bars of 0–100 values: [{label, value, text}]. Vertical bars (columns) or horizontal rows; the
 * `highlight` index is drawn in the accent colour, the others in a calm neutral.
 * @param {{items: {label: string, value: number, text?: string, short?: string}[], label: string, vertical?: boolean, highlight?: number, width?: number, height?: number}} options
 */
export function bars({ items, label, vertical = true, highlight = -1, width = 300, height = 120 }) {
	if (!vertical) {
		const el = h(
			'div',
			{ class: 'hbars chart-anim', role: 'img', 'aria-label': label },
			items.map((it, i) =>
				h(
					'div',
					{ class: `hbar ${i === highlight ? 'is-high' : ''}`, 'aria-hidden': 'true' },
					h('span', { class: 'hbar-label' }, it.label),
					h(
						'span',
						{ class: 'hbar-track' },
						h('span', { class: 'hbar-fill', style: { '--v': Math.max(0, Math.min(100, it.value)) / 100, '--i': i } }),
					),
					h('span', { class: 'hbar-value' }, it.text ?? pct(it.value)),
				),
			),
		);
		return drawOnEntry(el);
	}
	const svg = svgRoot({ width, height, label, className: 'vbars' });
	const top = 18,
		bottom = 20;
	const slot = width / Math.max(1, items.length);
	const bw = Math.min(36, slot * 0.62);
	const span = height - top - bottom;
	items.forEach((it, i) => {
		const v = Math.max(0, Math.min(100, it.value)) / 100;
		const cx = slot * i + slot / 2;
		const bh = Math.max(v > 0 ? 3 : 0, v * span);
		svg.append(
			s(
				'g',
				{ class: `vbar ${i === highlight ? 'is-high' : ''}`, style: `--i:${i}` },
				s('rect', { class: 'vbar-track', x: cx - bw / 2, y: top, width: bw, height: span, rx: Math.min(6, bw / 3) }),
				s('rect', {
					class: 'vbar-fill',
					x: cx - bw / 2,
					y: top + span - bh,
					width: bw,
					height: bh,
					rx: Math.min(6, bw / 3),
					style: `transform-origin: ${cx}px ${top + span}px`,
				}),
				s(
					'text',
					{ class: 'vbar-value', x: cx, y: top + span - bh - 5, 'text-anchor': 'middle' },
					it.text ?? pct(it.value),
				),
				s('text', { class: 'vbar-label', x: cx, y: height - 5, 'text-anchor': 'middle' }, it.short ?? it.label),
			),
		);
	});
	return drawOnEntry(svg);
}

/**
 * A progress ring (0–1) with text in the middle.
 * @param {{value: number, size?: number, stroke?: number, label: string, text?: string | null, className?: string}} options
 */
export function ring({ value, size = 96, stroke = 9, label, text, className = '' }) {
	const r = (size - stroke) / 2;
	const svg = svgRoot({ width: size, height: size, label, className: `ring-chart ${className}` });
	svg.append(
		s('circle', { class: 'ring-track', cx: size / 2, cy: size / 2, r, 'stroke-width': stroke }),
		s('circle', {
			class: 'ring-value',
			cx: size / 2,
			cy: size / 2,
			r,
			'stroke-width': stroke,
			pathLength: 1,
			style: `--v:${Math.max(0, Math.min(1, value))}`,
			transform: `rotate(-90 ${size / 2} ${size / 2})`,
		}),
		// Without text, the null is appended as the DOM does (every ring so far has text).
		/** @type {SVGElement} */ (
			text != null
				? s(
						'text',
						{ class: 'ring-label', x: size / 2, y: size / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central' },
						text,
					)
				: null
		),
	);
	return drawOnEntry(svg);
}

/**
 * Heatmap cells: [{state, title, level}] in rows of `columns` (filled column by column when
 * `byColumn`). `state` becomes the cell's class (completed, partial, missed, skipped, future, …).
 * @param {{cells: {state: string, title?: string | null, level?: number | null}[], columns?: number, size?: number, gap?: number, label: string, byColumn?: boolean, className?: string}} options
 */
export function heatCells({ cells, columns = 7, size = 10, gap = 3, label, byColumn = false, className = '' }) {
	const rows = Math.ceil(cells.length / columns);
	const [w, hgt] = byColumn
		? [Math.ceil(cells.length / rows) * (size + gap) - gap, rows * (size + gap) - gap]
		: [columns * (size + gap) - gap, rows * (size + gap) - gap];
	const svg = svgRoot({ width: Math.max(w, size), height: Math.max(hgt, size), label, className: `heat ${className}` });
	svg.setAttribute('width', String(Math.max(w, size)));
	svg.setAttribute('height', String(Math.max(hgt, size)));
	cells.forEach((c, i) => {
		const col = byColumn ? Math.floor(i / rows) : i % columns;
		const row = byColumn ? i % rows : Math.floor(i / columns);
		const rect = s('rect', {
			class: `heat-cell h-${c.state}`,
			x: col * (size + gap),
			y: row * (size + gap),
			width: size,
			height: size,
			rx: 2.5,
			style: `--i:${i}${c.level != null ? `;--level:${c.level}` : ''}`,
		});
		if (c.title) rect.append(s('title', {}, c.title));
		svg.append(rect);
	});
	return drawOnEntry(svg);
}
