// The habit detail's "Related Habits": mini cards in a row that scrolls sideways.
// First the habits whose completion goes with this one's — the engine's correlation insight over
// the year, with its number, where the plan includes it — then the other habits of its category.
// A tap opens that habit's details.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { rangeLock, state } from '../../core/store.js';
import { loadCategories, loadHabits } from '../../core/data.js';
import { openDetails } from '../../core/app-links.js';
import { onColor } from '../../core/palette.js';
import { habitStatistics } from '../../core/stats.js';

const RANGE = 'year';
const SHOWN = 8;
/** @typedef {import('../../api/types.js').Habit} Habit */
/** @typedef {{habit: Habit, reason: string, label: string}} RelatedItem */
/** @typedef {{kind: string, locked?: boolean, habitIds: string[], value?: number | null, text: string}} Insight */

/** @type {{id: string, el: HTMLElement} | null} */
let cached = null;

/**
 * The section for `habit`: the same element while that habit's details stay open. It stays
 * hidden when no habit is related.
 * @param {{id: string, categoryId?: string | null}} habit
 */
export function relatedHabitsSection(habit) {
	if (cached?.id === habit.id && cached.el.isConnected) return cached.el;
	const row = h('ul', { class: 'related-row' });
	const el = h(
		'section',
		{ class: 'block related', 'aria-labelledby': 'related-title', hidden: true },
		h('h2', { id: 'related-title', class: 'block-title' }, 'Related Habits'),
		row,
	);
	cached = { id: habit.id, el };
	load(habit, row).then(
		(n) => {
			el.hidden = n === 0;
		},
		() => {
			el.hidden = true;
		},
	);
	return el;
}

/**
 * Fills `row` with the related habits' cards; resolves with how many it shows.
 * @param {{id: string, categoryId?: string | null}} habit
 * @param {HTMLElement} row
 */
async function load(habit, row) {
	const [habits, categories, together] = await Promise.all([
		loadHabits().catch(() => state.habits ?? []),
		loadCategories().catch(() => state.categories ?? []),
		correlated(habit.id),
	]);
	const active = new Map(habits.filter((x) => !x.archived && x.id !== habit.id).map((x) => [x.id, x]));
	/** @type {RelatedItem[]} */
	const items = [];
	for (const insight of together) {
		const other = active.get(insight.habitIds.find((id) => id !== habit.id) ?? '');
		if (!other || items.some((i) => i.habit.id === other.id)) continue;
		const reason = insight.value != null ? `+${insight.value}% together` : 'Often done together';
		items.push({ habit: other, reason, label: insight.text });
	}
	const category = habit.categoryId ? categories.find((c) => c.id === habit.categoryId) : null;
	if (category) {
		for (const other of active.values()) {
			if (other.categoryId !== category.id || items.some((i) => i.habit.id === other.id)) continue;
			items.push({ habit: other, reason: category.name, label: `Also in ${category.name}` });
		}
	}
	row.replaceChildren(...items.slice(0, SHOWN).map(miniCard));
	return Math.min(items.length, SHOWN);
}

/**
 * The correlation insights about this habit, strongest first, as the statistics answer has them.
 * @param {string} habitId
 * @returns {Promise<Insight[]>}
 */
async function correlated(habitId) {
	if (rangeLock(RANGE).locked) return [];
	try {
		const res = await habitStatistics(habitId, RANGE);
		return (res.insights ?? []).filter(
			(/** @type {Insight} */ i) => i.kind === 'correlation' && !i.locked && i.habitIds?.includes(habitId),
		);
	} catch {
		return [];
	}
}

/**
 * A related habit's mini card, which opens its details.
 * @param {RelatedItem} item
 */
function miniCard({ habit, reason, label }) {
	const { bg, fg } = onColor(habit.color);
	return h(
		'li',
		{},
		h(
			'button',
			{
				type: 'button',
				class: 'related-card',
				'aria-label': `${habit.name}: ${label}`,
				onclick: () => openDetails(habit.id),
			},
			h('span', { class: 'related-icon', style: { background: bg, color: fg }, html: icon(habit.icon, { size: 22 }) }),
			h('span', { class: 'related-name' }, habit.name),
			h('span', { class: 'related-reason' }, reason),
		),
	);
}
