// The journey as a path that grows: one SVG drawn
// here, a node per roadmap stage joined by a winding stem. Completed stages are grown (filled,
// with leaves), the current one is a larger ring whose arc is this week's progress, upcoming ones
// are faint hollow dots, repeated stages a double ring, recalibrated ones a diamond, modified ones
// (the engine's `edited`) carry a small triangle — a shape per state, so colour is never the only cue. Colours come from
// the theme and accent (css/journey-path.css). Compact on Today's coach card (one link to the
// Journey screen), full on the Journey screen (each stage a link to its details).
import { h } from '../core/dom.js';
import { loadStylesheet } from '../core/stylesheet.js';
import { PHASES, weeksLabel } from './coach.js';
import { el, isGrown, node, stems } from './journey-path/shapes.js';

/**
 * What each state is called next to its stage (never shaming).
 * @type {Record<string, string>}
 */
const STATE_TEXT = {
	completed: 'Grown',
	repeated: 'Grown, with an extra week',
	recalibrated: 'Adjusted to fit you',
	upcoming: 'Still to come',
};
/**
 * What the current stage's extra mark says: taken once more, or made lighter.
 * @type {Record<string, string>}
 */
const ALSO_TEXT = { repeated: ', once more', recalibrated: ', adjusted to fit you' };

/**
 * @typedef {{week: number, weeks?: number, firstWeek?: number, title: string, phase: string, status?: string, edited?: boolean, also?: string}} PathStage
 * @typedef {{done: number, required: number, progressText?: string} | null} PathWeek
 * @typedef {{compact?: boolean, href?: (week: number) => string, journeyHref?: string, modified?: Set<number>, title?: string, currentWeek?: number}} PathOptions
 * @typedef {{x: number, y: number}} Point
 */

/**
 * The path of `stages`, with this week's progress on the current one.
 * @param {PathStage[]} stages
 * @param {PathWeek} week
 * @param {PathOptions} [opts]
 */
export function journeyPath(stages, week, opts = {}) {
	loadStylesheet('/css/journey-path.css').catch(() => {});
	// The stage being taken once more, or made lighter, is still this week's: drawn as the current
	// one, with its extra mark.
	stages = stages.map((s) =>
		s.week === opts.currentWeek && (s.status === 'repeated' || s.status === 'recalibrated')
			? { ...s, status: 'current', also: s.status }
			: s,
	);
	const modified = new Set([...(opts.modified ?? []), ...stages.filter((s) => s.edited).map((s) => s.week)]);
	opts = { ...opts, modified };
	const label = pathText(stages, week, opts.title, modified);
	return opts.compact ? compact(stages, week, opts, label) : full(stages, week, opts, label);
}

/**
 * The path in words: where the person stands, how far they have come, and the weeks they changed.
 * @param {PathStage[]} stages
 * @param {PathWeek} week
 * @param {string} [title]
 * @param {Set<number>} [modified]
 */
function pathText(stages, week, title, modified = new Set(stages.filter((s) => s.edited).map((s) => s.week))) {
	const n = stages.length;
	const grown = stages.filter((s) => isGrown(s.status)).length;
	const cur = stages.find((s) => s.status === 'current');
	const parts = [title ? `Your path to ${title}:` : 'Your path:'];
	if (cur) parts.push(`week ${cur.week} of ${n}, ${cur.title}.`);
	else parts.push(`${n} weeks.`);
	parts.push(grown === 1 ? '1 stage grown.' : `${grown} stages grown.`);
	if (cur && week?.progressText) parts.push(`This week: ${week.progressText}.`);
	const changed = [...modified].sort((a, b) => a - b);
	if (changed.length) parts.push(`Modified by you: ${changed.length === 1 ? 'week' : 'weeks'} ${changed.join(', ')}.`);
	return parts.join(' ').replace(/\.\./g, '.');
}

/**
 * The compact path on Today's coach card: one link to the Journey screen.
 * @param {PathStage[]} stages
 * @param {PathWeek} week
 * @param {PathOptions} opts
 * @param {string} label
 */
function compact(stages, week, opts, label) {
	const step = 30;
	const width = stages.length * step;
	const points = stages.map((_, i) => ({ x: step / 2 + i * step, y: 28 + (i % 2 ? 7 : -7) }));
	const svg = el(
		'svg',
		{
			class: 'jp-svg',
			viewBox: `0 0 ${width} 56`,
			'aria-hidden': 'true',
			focusable: 'false',
			preserveAspectRatio: 'xMidYMid meet',
		},
		stems(points, stages, true),
		...stages.map((s, i) => node(s, points[i], 7, week, !!opts.modified?.has(s.week))),
	);
	const body = [svg];
	return opts.journeyHref
		? h(
				'a',
				{ class: 'journey-path is-compact', href: opts.journeyHref, 'aria-label': `${label} See the whole path.` },
				...body,
			)
		: h('div', { class: 'journey-path is-compact', role: 'img', 'aria-label': label }, ...body);
}

/**
 * The full path on the Journey screen: each stage a row with its words (a link to its details).
 * @param {PathStage[]} stages
 * @param {PathWeek} week
 * @param {PathOptions} opts
 * @param {string} label
 */
function full(stages, week, opts, label) {
	const row = 64;
	const height = stages.length * row + 8;
	const points = stages.map((_, i) => ({ x: i % 2 ? 50 : 30, y: 36 + i * row }));
	const svg = el('svg', {
		class: 'jp-svg',
		viewBox: `0 0 340 ${height}`,
		role: 'group',
		'aria-label': label,
		preserveAspectRatio: 'xMinYMin meet',
	});
	svg.append(stems(points, stages, false));
	stages.forEach((s, i) => {
		const status = s.status ?? 'upcoming';
		const p = points[i];
		const words =
			status === 'current'
				? `This week${ALSO_TEXT[s.also ?? ''] ?? ''}${week?.progressText ? ` · ${week.progressText}` : ''}`
				: (STATE_TEXT[status] ?? STATE_TEXT.upcoming);
		const modified = !!opts.modified?.has(s.week);
		const name = `${weeksLabel(s)}, ${/** @type {Record<string, string>} */ (PHASES)[s.phase] ?? s.phase}: ${s.title}. ${words}${modified ? '. Modified' : ''}.`;
		const rowEl = el(
			'g',
			{ class: `jp-row st-${status}` },
			el('rect', { class: 'jp-hit', x: 2, y: p.y - row / 2 + 2, width: 336, height: row - 4, rx: 14 }),
			node(s, p, 11, week, modified),
			el(
				'text',
				{ class: 'jp-title', x: 86, y: p.y - 4 },
				document.createTextNode(clip(`${weeksLabel(s)} · ${s.title}`, 30)),
			),
			el(
				'text',
				{ class: 'jp-sub', x: 86, y: p.y + 15 },
				document.createTextNode(clip(`${words}${modified ? ' · modified' : ''}`, 38)),
			),
		);
		const href = opts.href?.(s.week);
		svg.append(
			href
				? el('a', { class: 'jp-link', href, 'aria-label': name }, rowEl)
				: el('g', { role: 'img', 'aria-label': name }, rowEl),
		);
	});
	return h(
		'figure',
		{ class: 'journey-path is-full' },
		svg,
		h(
			'figcaption',
			{ class: 'jp-legend' },
			legendItem('completed', 'Grown'),
			legendItem('current', 'This week'),
			legendItem('upcoming', 'To come'),
			stages.some((s) => s.status === 'repeated') ? legendItem('repeated', 'Repeated') : null,
			stages.some((s) => s.status === 'recalibrated') ? legendItem('recalibrated', 'Adjusted') : null,
			opts.modified?.size ? legendItem('modified', 'Modified') : null,
		),
	);
}

/**
 * @param {string} state
 * @param {string} text
 */
function legendItem(state, text) {
	const p = { x: 12, y: 12 };
	const mark =
		state === 'modified'
			? el(
					'svg',
					{ viewBox: '0 0 24 24', 'aria-hidden': 'true', class: 'jp-key' },
					el('path', { class: 'jp-mod', d: 'M12 5 L19 17 L5 17Z' }),
				)
			: el(
					'svg',
					{ viewBox: '0 0 24 24', 'aria-hidden': 'true', class: 'jp-key' },
					node({ week: 0, title: '', phase: '', status: state }, p, 6, { done: 1, required: 2 }, false),
				);
	return h('span', { class: 'jp-legend-item' }, mark, text);
}

/**
 * `text` cut to `n` characters with an ellipsis.
 * @param {string} text
 * @param {number} n
 */
const clip = (text, n) => (text.length > n ? `${text.slice(0, n - 1).trimEnd()}…` : text);
