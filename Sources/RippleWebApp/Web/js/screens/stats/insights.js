// Insight cards. The engine writes the words (neutral in
// calm mode); this draws each card's chart. Locked cards show the premium badge and their reason.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { onColor } from '../../core/palette.js';
import { bars, drawOnEntry } from '../../components/charts.js';
import { glyph } from './glyphs.js';
import { openUpgrade } from '../../core/app-links.js';
import { WEEKDAYS, WEEKDAY_LONG, WEEKDAY_SHORT } from '../../core/format.js';

/** @typedef {import('./types.js').Insight} Insight */
/** @typedef {import('../../api/types.js').Habit} Habit */

/** @type {Record<string, string>} */
const KIND_ICON = {
	overallConsistency: 'target',
	byHabit: 'list',
	mostConsistent: 'star',
	roomForGrowth: 'plant',
	dayOfWeek: 'calendar',
	weekComparison: 'chart',
	timeOfDay: 'clock',
	correlation: 'users',
	streakPrediction: 'flame',
};
// The day-of-week bars are labelled with the weekday's long name; the chart shows its short one.
/** @type {Record<string, string>} */
const SHORT_DAY = Object.fromEntries(
	WEEKDAYS.map((d) => {
		const w = /** @type {keyof typeof WEEKDAY_LONG} */ (d);
		return [WEEKDAY_LONG[w], WEEKDAY_SHORT[w]];
	}),
);

let seq = 0;

/**
 * The insights section: the title, the cards the plan includes, then the locked ones under a
 * Premium heading of their own (the badge never sits over free cards).
 */
/** @param {{insights: Insight[], emptyText?: string, habitsById?: Map<string, import('../../api/types.js').Habit>, title?: string, headingLevel?: string}} options */
export function insightsSection({
	insights,
	emptyText,
	habitsById = new Map(),
	title = 'Insights',
	headingLevel = 'h2',
}) {
	const id = `ins-title-${++seq}`;
	const shown = insights.filter((i) => i.locked || i.kind !== 'byHabit' || i.bars.length > 1);
	const open = shown.filter((i) => !i.locked);
	const locked = shown.filter((i) => i.locked);
	return h(
		'section',
		{ class: 'insights', 'aria-labelledby': id },
		h(
			'div',
			{ class: 'section-head' },
			h(
				headingLevel,
				{ id, class: 'section-heading insights-heading' },
				h('span', { class: 'spark-icon', html: icon('sparkles', { size: 20 }) }),
				title,
			),
		),
		emptyText && !open.length ? h('p', { class: 'insight-empty' }, emptyText) : null,
		open.length
			? h(
					'div',
					{ class: 'insight-list' },
					open.map((ins, i) => insightCard(ins, i, habitsById)),
				)
			: null,
		locked.length
			? h(
					'div',
					{ class: 'insights-locked' },
					h('p', { class: 'insights-locked-head' }, premiumBadge(), 'More insights with Premium'),
					h(
						'div',
						{ class: 'insight-list' },
						locked.map((ins, i) => insightCard(ins, open.length + i, habitsById)),
					),
				)
			: null,
	);
}

/**
 * The premium badge; tapping it opens the upgrade modal.
 * @param {string} [text]
 */
function premiumBadge(text = 'Premium') {
	return h('button', {
		type: 'button',
		class: 'premium-badge',
		'aria-label': `${text}: see what it unlocks`,
		html: `${glyph('crown', { size: 14, stroke: 2.4 })}<span>${text}</span>`,
		onclick: () => openUpgrade('insights'),
	});
}

/**
 * @param {Insight} ins
 * @param {number} i its place (the cards come in one after another)
 * @param {Map<string, Habit>} habitsById
 */
function insightCard(ins, i, habitsById) {
	const head = h(
		'div',
		{ class: 'insight-head' },
		h('span', { class: 'insight-icon', html: icon(KIND_ICON[ins.kind] ?? 'sparkles', { size: 18 }) }),
		h('h3', { class: 'insight-title' }, ins.title),
		ins.locked ? premiumBadge() : null,
	);
	if (ins.locked) {
		return h(
			'article',
			{ class: 'insight-card is-locked', dataset: { kind: ins.kind }, style: { '--i': i } },
			head,
			h(
				'div',
				{ class: 'locked-art', 'aria-hidden': 'true' },
				[0.55, 0.8, 0.4, 0.95, 0.65].map((v) => h('span', { style: { '--v': v } })),
			),
			h('p', { class: 'insight-text locked-reason' }, h('span', { html: glyph('lock', { size: 16 }) }), ins.text),
		);
	}
	return h(
		'article',
		{ class: 'insight-card', dataset: { kind: ins.kind }, style: { '--i': i } },
		head,
		...body(ins, habitsById),
	);
}

/**
 * The card's words and chart, by kind.
 * @param {Insight} ins
 * @param {Map<string, Habit>} habitsById
 */
function body(ins, habitsById) {
	const text = h('p', { class: 'insight-text' }, ins.text);
	const detail = ins.detail ? h('p', { class: 'insight-detail' }, ins.detail) : null;
	const chips = /** @type {Habit[]} */ (ins.habitIds.map((id) => habitsById.get(id)).filter(Boolean));
	switch (ins.kind) {
		case 'overallConsistency':
			return [h('p', { class: 'insight-big' }, `${ins.value ?? 0}%`), text, detail];
		case 'byHabit':
			return [
				text,
				bars({
					vertical: false,
					items: ins.bars.map((b) => ({ label: b.label, value: b.percent })),
					label: `${ins.title}: ${ins.bars.map((b) => `${b.label} ${b.percent}%`).join(', ')}`,
				}),
			];
		case 'dayOfWeek':
		case 'timeOfDay': {
			const max = ins.bars.reduce((m, b, i) => (b.percent > ins.bars[m].percent ? i : m), 0);
			const items = ins.bars.map((b) => ({ label: b.label, short: SHORT_DAY[b.label] ?? b.label, value: b.percent }));
			return [
				text,
				detail,
				bars({
					items,
					highlight: ins.bars.length ? max : -1,
					label: `${ins.title}: ${ins.bars.map((b) => `${b.label} ${b.percent}%`).join(', ')}`,
					height: 124,
				}),
			];
		}
		case 'weekComparison':
			return [
				text,
				detail,
				bars({
					vertical: false,
					highlight: 0,
					items: ins.bars.map((b) => ({ label: b.label, value: b.percent, text: `${b.count}/${b.total}` })),
					label: ins.bars.map((b) => `${b.label}: ${b.count} of ${b.total}, ${b.percent}%`).join('; '),
				}),
			];
		case 'streakPrediction': {
			const p = Math.max(0, Math.min(1, ins.progress ?? 0));
			return [
				text,
				drawOnEntry(
					h(
						'div',
						{
							class: 'predict-bar',
							role: 'progressbar',
							'aria-label': 'Progress toward the predicted streak',
							'aria-valuemin': '0',
							'aria-valuemax': '100',
							'aria-valuenow': String(Math.round(p * 100)),
						},
						h('span', { style: { '--v': p } }),
					),
				),
				detail,
			];
		}
		default:
			return [text, detail, chips.length ? h('div', { class: 'insight-chips' }, chips.map(chip)) : null];
	}
}

/** @param {Habit} habit */
function chip(habit) {
	const { bg, fg } = onColor(habit.color);
	return h(
		'span',
		{ class: 'habit-chip', style: { '--habit-bg': bg, '--habit-fg': fg } },
		h('span', { class: 'habit-chip-icon', html: icon(habit.icon, { size: 14 }) }),
		habit.name,
	);
}
