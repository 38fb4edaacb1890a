// Today's collapsed "Not due today" section, opened and closed in place (it stays as left
// while the app runs).
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openDetails } from '../../components/card-actions.js';

/**
 * A habit without a card today, as the server lists it (with when it is next due).
 * @typedef {{id: string, name: string, color: string, icon: string, scheduleText: string, nextDueText?: string | null}} NotDueHabit
 */

let restOpen = false;

/**
 * The collapsed "Not due today" section: active habits without a card today, as the
 * server lists them (`notDueToday`, with when each is next due), and tomorrow's habits
 * (`tomorrow`). Which habit is due is never decided here.
 * @param {HTMLElement} el
 * @param {import('../../api/types.js').Today} t
 */
export function renderNotDue(el, t) {
	/** @type {NotDueHabit[]} */
	const rows = t.notDueToday ?? [];
	/** @type {{name: string}[]} */
	const tomorrow = t.tomorrow?.habits ?? [];
	if (!rows.length) {
		el.replaceChildren();
		return;
	}
	const id = 'sec-not-due';
	const listId = 'not-due-list';
	const toggle = h(
		'button',
		{ type: 'button', class: 'rest-head', 'aria-expanded': String(restOpen), 'aria-controls': listId },
		h('span', { id, class: 'rest-title' }, 'Not due today'),
		h('span', { class: 'rest-count' }, String(rows.length)),
		h('span', { class: 'rest-chev', html: icon('chevron-down', { size: 18, stroke: 2.4 }) }),
	);
	const list = h(
		'ul',
		{ class: 'rest-list', id: listId, role: 'list', hidden: !restOpen },
		rows.map((x) =>
			h(
				'li',
				{},
				h(
					'button',
					{ type: 'button', class: 'rest-row', style: { '--habit': x.color }, onclick: () => openDetails(x.id) },
					h('span', { class: 'rest-icon', html: icon(x.icon, { size: 20 }) }),
					h(
						'span',
						{ class: 'rest-main' },
						h('span', { class: 'rest-name' }, x.name),
						h('span', { class: 'rest-sched' }, x.scheduleText),
					),
					x.nextDueText ? h('span', { class: 'rest-next' }, x.nextDueText) : null,
					h('span', {
						class: 'rest-chev',
						'aria-hidden': 'true',
						html: icon('chevron-right', { size: 16, stroke: 2.4 }),
					}),
				),
			),
		),
	);
	const preview = tomorrow.length
		? h(
				'p',
				{ class: 'rest-tomorrow', hidden: !restOpen },
				h('span', { class: 'rest-tomorrow-label' }, 'Tomorrow'),
				` ${tomorrow.map((x) => x.name).join(' · ')}`,
			)
		: null;
	toggle.addEventListener('click', () => {
		restOpen = !restOpen;
		toggle.setAttribute('aria-expanded', String(restOpen));
		list.hidden = !restOpen;
		if (preview) preview.hidden = !restOpen;
	});
	el.replaceChildren(
		h('section', { class: 'today-section sec-not-due', 'aria-labelledby': id }, toggle, list, preview),
	);
}
