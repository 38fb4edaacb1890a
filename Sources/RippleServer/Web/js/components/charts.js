// Ripple's own small SVG charts: sparkline, line chart, bars, ring and heatmap cells.
// Each chart carries a text alternative (role="img" + aria-label), draws in when it first enters the
// viewport, and is static under prefers-reduced-motion.
import { h, reducedMotion } from '../core/dom.js';

const NS = 'http://www.w3.org/2000/svg';
let gradientSeq = 0;

/** An SVG element: s('path', {d: '…'}, …children). */
export function s(tag, attrs = {}, ...children) {
	const el = document.createElementNS(NS, tag);
	for (const [k, v] of Object.entries(attrs)) if (v != null && v !== false) el.setAttribute(k, v);
	for (const c of children.flat())
		if (c != null && c !== false) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
	return el;
}

function svgRoot({ width, height, label, className }) {
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

let observer = null;
/** Adds `is-drawn` when `el` first scrolls into view (at once under reduced motion). */
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
				observer.unobserve(e.target);
				requestAnimationFrame(() => e.target.classList.add('is-drawn'));
			}
		},
		{ threshold: 0.15 },
	);
	observer.observe(el);
	return el;
}

/** Counts `el`'s text from 0 up to `to` (800 ms ease-out), once it is on screen. */
export function countUp(el, to, { duration = 800, format = (v) => String(v) } = {}) {
	el.textContent = format(to);
	if (reducedMotion() || !to) return el;
	el.textContent = format(0);
	const run = () => {
		const t0 = performance.now();
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

const pct = (v) => `${Math.round(v)}%`;

/** Averages a long series into at most `max` points (nulls are gaps and are skipped). */
export function downsample(values, max = 60) {
	if (values.length <= max) return values;
	const size = Math.ceil(values.length / max);
	const out = [];
	for (let i = 0; i < values.length; i += size) {
		const part = values.slice(i, i + size).filter((v) => v != null);
		out.push(part.length ? part.reduce((a, b) => a + b, 0) / part.length : null);
	}
	return out;
}

function linePath(points) {
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
 * A sparkline of 0–100 values (null = nothing due that day) with a gradient fill that draws in. It
 * stretches to its box's width; the line and the end dot keep their thickness and shape.
 */
export function sparkline({ values, label, width = 300, height = 64, className = '' }) {
	const svg = svgRoot({ width, height, label, className: `spark ${className}` });
	svg.setAttribute('preserveAspectRatio', 'none');
	const series = downsample(values);
	const known = series.filter((v) => v != null);
	if (known.length === 0) return drawOnEntry(svg);
	const pad = 4;
	const n = series.length;
	const x = (i) => (n === 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (n - 1));
	const y = (v) => height - pad - (v / 100) * (height - 2 * pad);
	const pts = series.map((v, i) => (v == null ? null : [x(i), y(v)]));
	const id = `spark-g-${++gradientSeq}`;
	const line = known.length === 1 ? `M${pad} ${y(known[0])}L${width - pad} ${y(known[0])}` : linePath(pts);
	const solid = pts.filter(Boolean);
	const area =
		known.length === 1
			? `${line}L${width - pad} ${height}L${pad} ${height}Z`
			: `M${solid[0][0]} ${height}${solid.map((p) => `L${p[0].toFixed(1)} ${p[1].toFixed(1)}`).join('')}L${solid.at(-1)[0]} ${height}Z`;
	svg.append(
		s(
			'defs',
			{},
			s(
				'linearGradient',
				{ id, x1: 0, y1: 0, x2: 0, y2: 1 },
				s('stop', { offset: 0, 'stop-color': 'currentColor', 'stop-opacity': 0.35 }),
				s('stop', { offset: 1, 'stop-color': 'currentColor', 'stop-opacity': 0 }),
			),
		),
		s('path', { d: area, fill: `url(#${id})`, class: 'spark-area' }),
		s('path', { d: line, class: 'spark-line', pathLength: 1, 'vector-effect': 'non-scaling-stroke' }),
		solid.length
			? s('path', {
					d: `M${solid.at(-1)[0]} ${solid.at(-1)[1]}h0`,
					class: 'spark-dot',
					stroke: 'currentColor',
					'stroke-width': 7,
					'stroke-linecap': 'round',
					'vector-effect': 'non-scaling-stroke',
				})
			: null,
	);
	return drawOnEntry(svg);
}

/**
 * A line chart of points [{day, label, value (0–1)}] on a 0–100% axis. Pointer or arrow keys move a
 * marker and `onPick(point)` reports the point (for a readout of its date and value).
 */
export function lineChart({ points, label, width = 320, height = 150, onPick }) {
	const svg = svgRoot({ width, height, label, className: 'line-chart' });
	const left = 30,
		right = 8,
		top = 8,
		bottom = 22;
	const n = points.length;
	const x = (i) => (n <= 1 ? (left + width - right) / 2 : left + (i * (width - left - right)) / (n - 1));
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
	const pts = points.map((p, i) => [x(i), y(Math.max(0, Math.min(1, p.value)))]);
	const id = `line-g-${++gradientSeq}`;
	const d = n === 1 ? `M${left} ${pts[0][1]}L${width - right} ${pts[0][1]}` : linePath(pts);
	const area = `${d}L${n === 1 ? width - right : pts.at(-1)[0]} ${y(0)}L${n === 1 ? left : pts[0][0]} ${y(0)}Z`;
	const ticks = n > 1 ? [0, Math.floor((n - 1) / 2), n - 1] : [0];
	const marker = s(
		'g',
		{ class: 'chart-marker', visibility: 'hidden' },
		s('line', { y1: top, y2: y(0) }),
		s('circle', { r: 5 }),
	);
	svg.append(
		s(
			'defs',
			{},
			s(
				'linearGradient',
				{ id, x1: 0, y1: 0, x2: 0, y2: 1 },
				s('stop', { offset: 0, 'stop-color': 'currentColor', 'stop-opacity': 0.28 }),
				s('stop', { offset: 1, 'stop-color': 'currentColor', 'stop-opacity': 0 }),
			),
		),
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
	if (onPick) {
		svg.setAttribute('tabindex', '0');
		let at = n - 1;
		const pick = (i) => {
			at = Math.max(0, Math.min(n - 1, i));
			marker.setAttribute('visibility', 'visible');
			marker.setAttribute('transform', `translate(${pts[at][0]} 0)`);
			marker.querySelector('circle').setAttribute('cy', pts[at][1]);
			onPick(points[at]);
		};
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
			const step = { ArrowLeft: -1, ArrowRight: 1, Home: -n, End: n }[e.key];
			if (step == null) return;
			e.preventDefault();
			pick(at + step);
		});
		svg.addEventListener('focus', () => pick(at));
	}
	return drawOnEntry(svg);
}

/**
 * Bars of 0–100 values: [{label, value, text}]. Vertical bars (columns) or horizontal rows; the
 * `highlight` index is drawn in the accent colour, the others in a calm neutral.
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

/** A progress ring (0–1) with text in the middle. */
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
		text != null
			? s(
					'text',
					{ class: 'ring-label', x: size / 2, y: size / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central' },
					text,
				)
			: null,
	);
	return drawOnEntry(svg);
}

/**
 * Heatmap cells: [{state, title, level}] in rows of `columns` (filled column by column when
 * `byColumn`). `state` becomes the cell's class (completed, partial, missed, skipped, future, …).
 */
export function heatCells({ cells, columns = 7, size = 10, gap = 3, label, byColumn = false, className = '' }) {
	const rows = Math.ceil(cells.length / columns);
	const [w, hgt] = byColumn
		? [Math.ceil(cells.length / rows) * (size + gap) - gap, rows * (size + gap) - gap]
		: [columns * (size + gap) - gap, rows * (size + gap) - gap];
	const svg = svgRoot({ width: Math.max(w, size), height: Math.max(hgt, size), label, className: `heat ${className}` });
	svg.setAttribute('width', Math.max(w, size));
	svg.setAttribute('height', Math.max(hgt, size));
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
