// Profile → Goals: active, paused and completed goals, a draft the
// user saved for later, and "Start a new goal".
import { h } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import { icon } from '../../components/icons.js';
import { weeksLabel } from '../../components/coach.js';
import { loadDraft } from './draft.js';

const GROUPS = [
	['active', 'Active'],
	['paused', 'Paused'],
	['completed', 'Completed'],
];

/** The Goals section; `refresh()` reloads it. */
export function goalsSection() {
	const body = h('div', { class: 'pcard plist' });
	const el = h(
		'section',
		{ class: 'psection', 'aria-labelledby': 'goals-title' },
		h('h2', { class: 'psection-title', id: 'goals-title' }, 'Goals'),
		body,
	);
	async function refresh() {
		const list = await api.listGoals().catch(() => null);
		const draft = loadDraft();
		const rows = [];
		for (const [status, label] of GROUPS) {
			const goals = (list?.goals ?? []).filter((g) => g.status === status);
			if (!goals.length) continue;
			rows.push(h('p', { class: 'goals-group' }, label));
			for (const g of goals) {
				rows.push(
					h(
						'a',
						{ class: 'prow prow-link', href: `#/coach/goal/${encodeURIComponent(g.id)}` },
						h('span', { class: 'prow-label' }, g.title),
						h('span', { class: 'prow-value' }, status === 'completed' ? 'Done' : weeksLabel(g.currentStage)),
					),
				);
			}
		}
		if (draft?.what)
			rows.push(
				h(
					'a',
					{ class: 'prow prow-link', href: '#/coach/new' },
					h('span', { class: 'prow-label' }, 'Continue your draft goal'),
					h('span', { class: 'prow-value' }, draft.what),
				),
			);
		rows.push(
			h(
				'a',
				{ class: 'prow prow-link goals-new', href: '#/coach/new' },
				h(
					'span',
					{ class: 'prow-label' },
					h('span', { html: icon('plus', { size: 18 }), 'aria-hidden': 'true' }),
					' Start a new goal',
				),
			),
		);
		body.replaceChildren(...rows);
	}
	refresh();
	return { el, refresh };
}
