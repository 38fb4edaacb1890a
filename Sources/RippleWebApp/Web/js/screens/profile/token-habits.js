// The tokens sheet's choice for a check-in-only token: every habit, or only the habits ticked in a
// list of the user's habits; and a token's habits named in the list of tokens.
import { h } from '../../core/dom.js';
import { state } from '../../core/store.js';
import { loadHabits } from '../../core/data.js';
import { nextId, segmented } from '../../components/fields.js';
import { plural } from '../../core/format.js';

/**
 * The choice, hidden until shown (the scope "Check-ins only"); `preset`, habits chosen to begin
 * with. `chosen()` is null for every habit, else the ids ticked (perhaps none: the server says
 * what it makes of that).
 * @param {string[] | null} [preset]
 */
export function habitsChoice(preset = null) {
	const errId = nextId('token-habits-err');
	const error = h('p', { class: 'field-error', id: errId, hidden: true });
	let some = !!preset;
	const list = h('ul', { class: 'token-picks', 'aria-label': 'Habits to choose', hidden: !some });
	const mode = segmented({
		label: 'Which habits',
		options: [
			['all', 'All habits'],
			['some', 'Chosen habits'],
		],
		value: some ? 'some' : 'all',
		onChange: (/** @type {string} */ v) => {
			some = v === 'some';
			list.hidden = !some;
		},
	});
	const el = h(
		'div',
		{ class: 'field token-habits', hidden: !some },
		h('span', { class: 'field-label', 'aria-hidden': 'true' }, 'Which habits'),
		mode.el,
		list,
		error,
	);
	const fill = (/** @type {import('../../api/types.js').Habit[]} */ habits) =>
		list.replaceChildren(
			...habits
				.filter((x) => !x.archived)
				.map((x) =>
					h(
						'li',
						{},
						h(
							'label',
							{ class: 'token-pick' },
							h('input', { type: 'checkbox', value: x.id, checked: preset?.includes(x.id) }),
							h('span', { class: 'token-pick-name' }, x.name),
						),
					),
				),
		);
	loadHabits()
		.then(fill)
		.catch(() => fill(state.habits ?? []));
	return {
		el,
		/** @param {boolean} shown */
		show: (shown) => {
			el.hidden = !shown;
		},
		/** @returns {string[] | null} */
		chosen: () =>
			el.hidden || !some
				? null
				: [.../** @type {NodeListOf<HTMLInputElement>} */ (list.querySelectorAll('input:checked'))].map((b) => b.value),
		/** @param {string | null} msg */
		setError: (msg) => {
			error.hidden = !msg;
			error.textContent = msg ?? '';
			for (const part of [mode.el, list]) {
				if (msg) part.setAttribute('aria-describedby', errId);
				else part.removeAttribute('aria-describedby');
			}
		},
	};
}

/**
 * A limited token's habits by name ("Flossing, Water · "); nothing for every habit. A habit no
 * longer known here is left out.
 * @param {string[] | null | undefined} ids
 * @returns {string}
 */
export function habitsInWords(ids) {
	if (!ids) return '';
	const names = ids.map((id) => state.habits?.find((x) => x.id === id)?.name).filter(Boolean);
	return names.length ? `${names.join(', ')} · ` : ids.length ? `${plural(ids.length, 'habit')} · ` : 'No habits · ';
}
