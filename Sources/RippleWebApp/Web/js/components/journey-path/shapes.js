// The journey path's SVG shapes: a stage's node (its shape says its state), the stems between
// nodes with their leaves, and the element helper they are drawn with.

const NS = 'http://www.w3.org/2000/svg';

/** @typedef {import('../journey-path.js').PathStage} PathStage */
/** @typedef {import('../journey-path.js').PathWeek} PathWeek */
/** @typedef {import('../journey-path.js').Point} Point */

/** @param {string | undefined} status */
export const isGrown = (status) => status === 'completed' || status === 'repeated';

/**
 * Whether this week's arc can be drawn (the engine's numbers, never a guess).
 * @param {PathWeek} week
 */
const fraction = (week) => (week && week.required > 0 ? Math.max(0, Math.min(1, week.done / week.required)) : 0);

/**
 * An SVG element: el('path', {d: '…'}, …children) (a null attribute or child is left out).
 * @param {string} tag
 * @param {Record<string, string | number | null | undefined>} attrs
 * @param {...(Node | null | undefined)} children
 */
export function el(tag, attrs = {}, ...children) {
	const node = document.createElementNS(NS, tag);
	for (const [k, v] of Object.entries(attrs)) if (v != null) node.setAttribute(k, String(v));
	for (const c of children) if (c) node.append(c);
	return node;
}

/**
 * The stem from one node to the next, curving like a plant's.
 * @param {Point} a
 * @param {Point} b
 */
const stem = (a, b) => `M${a.x} ${a.y} C${a.x} ${(a.y + b.y) / 2} ${b.x} ${(a.y + b.y) / 2} ${b.x} ${b.y}`;
/**
 * @param {Point} a
 * @param {Point} b
 */
const stemAcross = (a, b) => `M${a.x} ${a.y} C${(a.x + b.x) / 2} ${a.y} ${(a.x + b.x) / 2} ${b.y} ${b.x} ${b.y}`;

/**
 * A leaf at `p`, turned by `deg`.
 * @param {Point} p
 * @param {number} deg
 * @param {number} size
 */
const leaf = (p, deg, size) =>
	el('path', {
		class: 'jp-leaf',
		d: `M0 0 C${size * 0.3} ${-size * 0.4} ${size * 0.8} ${-size * 0.4} ${size} 0 C${size * 0.8} ${size * 0.4} ${size * 0.3} ${size * 0.4} 0 0Z`,
		transform: `translate(${p.x} ${p.y}) rotate(${deg})`,
	});

/**
 * A stage's node: its shape says its state.
 * @param {PathStage} s
 * @param {{x: number, y: number}} p
 * @param {number} r the node's size
 * @param {PathWeek} week
 * @param {boolean} modified
 */
export function node(s, p, r, week, modified) {
	const status = s.status ?? 'upcoming';
	const g = el('g', { class: `jp-node st-${status}`, 'data-week': s.week, 'data-state': status });
	if (status === 'current') {
		const big = r * 1.45;
		const len = 2 * Math.PI * big;
		g.append(
			el('circle', { class: 'jp-halo', cx: p.x, cy: p.y, r: big + r * 0.55 }),
			el('circle', { class: 'jp-track', cx: p.x, cy: p.y, r: big }),
			el('circle', {
				class: 'jp-arc',
				cx: p.x,
				cy: p.y,
				r: big,
				'stroke-dasharray': `${len * fraction(week)} ${len}`,
				transform: `rotate(-90 ${p.x} ${p.y})`,
			}),
			el('circle', { class: 'jp-seed', cx: p.x, cy: p.y, r: r * 0.55 }),
		);
		if (s.also === 'repeated') g.append(el('circle', { class: 'jp-ring', cx: p.x, cy: p.y, r: big + r * 0.9 }));
	} else if (status === 'recalibrated') {
		const d = r * 1.15;
		g.append(
			el('path', {
				class: 'jp-fill',
				d: `M${p.x} ${p.y - d} L${p.x + d} ${p.y} L${p.x} ${p.y + d} L${p.x - d} ${p.y}Z`,
			}),
		);
	} else if (isGrown(status)) {
		if (status === 'repeated') g.append(el('circle', { class: 'jp-ring', cx: p.x, cy: p.y, r: r * 1.4 }));
		g.append(
			el('circle', { class: 'jp-fill', cx: p.x, cy: p.y, r }),
			el('path', {
				class: 'jp-check',
				d: `M${p.x - r * 0.45} ${p.y} l${r * 0.3} ${r * 0.32} l${r * 0.6} ${-r * 0.62}`,
			}),
		);
	} else {
		g.append(el('circle', { class: 'jp-bud', cx: p.x, cy: p.y, r: r * 0.7 }));
	}
	if (modified) {
		const t = r * 0.7;
		const x = p.x + r * 1.1;
		const y = p.y - r * 1.1;
		g.append(el('path', { class: 'jp-mod', d: `M${x} ${y - t} L${x + t} ${y + t * 0.7} L${x - t} ${y + t * 0.7}Z` }));
	}
	return g;
}

/**
 * Where stems lead: grown up to the current stage, faint after it.
 * @param {Point[]} points
 * @param {PathStage[]} stages
 * @param {boolean} across the compact path runs across, the full one down
 */
export function stems(points, stages, across) {
	const g = el('g', { class: 'jp-stems' });
	const cur = stages.findIndex((s) => s.status === 'current');
	for (let i = 1; i < points.length; i++) {
		const grown = isGrown(stages[i - 1].status) || stages[i - 1].status === 'recalibrated';
		const newest = grown && i === cur;
		const d = (across ? stemAcross : stem)(points[i - 1], points[i]);
		g.append(
			el('path', {
				class: `jp-stem${grown ? ' is-grown' : ''}${newest ? ' is-newest' : ''}`,
				d,
				pathLength: newest ? 1 : null,
			}),
		);
		if (grown) {
			const mid = { x: (points[i - 1].x + points[i].x) / 2, y: (points[i - 1].y + points[i].y) / 2 };
			g.append(leaf(mid, across ? (i % 2 ? -60 : -120) : i % 2 ? -30 : 210, across ? 9 : 16));
		}
	}
	return g;
}
