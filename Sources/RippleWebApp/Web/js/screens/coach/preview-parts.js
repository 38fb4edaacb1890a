// Pieces of the roadmap preview: the honest finish line (when the planner says the timeline does
// not reach the target, its advice and the person's choice), two roadmaps side by side after
// "Try a different roadmap" (what differs, in the API's words and numbers), and the "Modified"
// mark on a stage the person edited.
import { h } from '../../core/dom.js';
import { longDate } from '../../core/format.js';

/** The planner's longest ordinary roadmap, in weeks. */
const LONGEST = 12;

/**
 * The finish line, honest: the planner's advice, then a longer timeline or this plan now and a
 * second goal afterwards.
 * @param {import('../../api/types.js').Roadmap} roadmap
 * @param {{longer: (weeks: number) => void, later: () => void}} on
 */
export function finishChoice(roadmap, on) {
	const weeks = roadmap.weeks ?? roadmap.stages.length;
	// The weeks the planner says reach the target, else the longest usual roadmap.
	const longer = roadmap.suggestedWeeks ?? (weeks < LONGEST ? LONGEST : null);
	return h(
		'section',
		{ class: 'cw-honest', 'aria-labelledby': 'cw-honest-title' },
		h('h3', { id: 'cw-honest-title' }, 'About your finish line'),
		roadmap.advice ? h('p', { class: 'cw-advice' }, roadmap.advice) : null,
		h(
			'div',
			{ class: 'cw-honest-choices' },
			longer && longer > weeks
				? h(
						'button',
						{ type: 'button', class: 'btn btn-secondary', onclick: () => on.longer(longer) },
						`Give it more time: ${longer} weeks`,
					)
				: null,
			h(
				'button',
				{ type: 'button', class: 'btn btn-secondary', onclick: on.later },
				'Start this plan, and a second goal afterwards',
			),
		),
	);
}

/**
 * What a roadmap is, in a few comparable lines.
 * @param {import('../../api/coach-types.js').RoadmapPreview} answer
 * @returns {[string, string][]}
 */
function facts(answer) {
	const stages = answer.roadmap.stages;
	const first = stages[0];
	const last = stages.at(-1);
	return [
		['Weeks', String(answer.roadmap.weeks ?? stages.length)],
		['Finish', answer.endDay ? longDate(answer.endDay) : '—'],
		['Week 1', first ? `${first.title} · ${first.criterion} of 7 days` : '—'],
		['Last week', last ? `${last.title} · ${last.criterion} of 7 days` : '—'],
	];
}

/**
 * @param {import('../../api/coach-types.js').RoadmapPreview} answer
 * @param {string} fallback
 * @returns {string} what the roadmap is called in the comparison
 */
const label = (answer, fallback) => answer.variantLabel || answer.roadmap.summary || fallback;

/**
 * The roadmap before and the one now, side by side; the lines that differ are marked in words.
 * @param {import('../../api/types.js').RoadmapPreview} before
 * @param {import('../../api/types.js').RoadmapPreview} now
 */
export function compareRoadmaps(before, now) {
	const a = facts(before);
	const b = facts(now);
	const labels = [label(before, 'Your first roadmap'), label(now, 'This roadmap')];
	const named = labels[0] !== labels[1];
	/**
	 * @param {string} title
	 * @param {string} name
	 * @param {[string, string][]} rows
	 * @param {[string, string][]} other
	 * @param {string} cls
	 */
	const column = (title, name, rows, other, cls) =>
		h(
			'div',
			{ class: `cw-compare-col ${cls}` },
			h('h4', { class: 'cw-compare-title' }, title, named ? h('span', { class: 'cw-compare-label' }, name) : null),
			h(
				'dl',
				{},
				rows.map(([k, v], i) => {
					const differs = v !== other[i][1];
					return h(
						'div',
						{ class: `cw-compare-row${differs ? ' is-diff' : ''}` },
						h('dt', {}, k, differs ? h('span', { class: 'cw-compare-diff' }, ' · differs') : null),
						h('dd', {}, v),
					);
				}),
			),
		);
	return h(
		'section',
		{ class: 'cw-compare', 'aria-labelledby': 'cw-compare-title' },
		h('h3', { id: 'cw-compare-title' }, 'What differs'),
		h(
			'div',
			{ class: 'cw-compare-cols' },
			column('Before', labels[0], a, b, 'is-before'),
			column('Now', labels[1], b, a, 'is-now'),
		),
	);
}

/**
 * Marks a stage card the person edited as "Modified" (a word and a shape, not colour alone).
 * @param {HTMLElement} card
 * @returns {HTMLElement}
 */
export function markModified(card) {
	card.classList.add('is-modified');
	card
		.querySelector('summary')
		?.append(
			h(
				'span',
				{ class: 'cw-chip st-modified' },
				h('span', { class: 'cw-mod-mark', 'aria-hidden': 'true' }, '▲ '),
				'Modified',
			),
		);
	return card;
}

/**
 * The first sentence of a rationale, for the stage's one line.
 * @param {string | undefined} text
 * @returns {string}
 */
const firstSentence = (text) => (text ?? '').split(/(?<=[.!?])\s/)[0];

/**
 * A stage's head in the preview: its dose and days and a one-line rationale under its title, so
 * the timeline reads without opening every stage (the details stay one tap away).
 * @param {HTMLElement} card
 * @param {import('../../api/types.js').Stage} stage
 */
export function summarise(card, stage) {
	// A stage in the person's own words asks what they wrote: its dose only keeps its place.
	const dose = stage.dose && !stage.ownAction ? (stage.dose.text ?? `${stage.dose.amount} ${stage.dose.unit}`) : null;
	const days = `${stage.criterion} of 7 days`;
	card
		.querySelector('.cw-stage-titles')
		?.append(
			h('span', { class: 'cw-stage-dose' }, dose ? `${dose} · ${days}` : days),
			stage.rationale ? h('span', { class: 'cw-stage-line' }, firstSentence(stage.rationale)) : null,
		);
	return card;
}
