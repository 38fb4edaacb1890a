// Today's empty states: no habits yet, nothing due today, and (in calm mode) all done.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { calm } from '../../core/store.js';
import { openAddHabit } from '../../core/app-links.js';

/** @typedef {import('../../api/types.js').Today} Today */

/**
 * @param {HTMLElement} el
 * @param {Today} t
 */
export function renderEmpty(el, t) {
	const cards = t.sections.flatMap((s) => s.cards);
	el.replaceChildren();
	if (t.habitCount === 0 || (!cards.length && !t.habitCount)) {
		el.append(
			calm()
				? emptyState(
						'seed',
						'You have no active habits.',
						'Add one to start tracking — one small step is enough.',
						'Add Habit',
						() => openAddHabit(),
					)
				: emptyState(
						'rocket',
						'Start Your Journey',
						'Create your first habit and watch your progress grow',
						'Create Habit',
						() => openAddHabit(),
						'plus',
					),
		);
	} else if (!cards.length) {
		el.append(
			calm()
				? emptyState('rest', 'Nothing scheduled today.', 'See you tomorrow.', null)
				: emptyState(
						'rest',
						'All Done for Today!',
						'Enjoy your free time or create new habits',
						'Browse All Habits',
						() => {
							location.hash = '#/habits';
						},
					),
		);
	} else if (calm() && !t.sections.some((s) => s.kind === 'todo' && s.cards.length)) {
		el.append(
			h(
				'div',
				{ class: 'calm-done', role: 'status' },
				h('span', { html: icon('check-circle', { size: 22 }) }),
				h(
					'div',
					{},
					h('p', { class: 'calm-done-title' }, 'All habits completed for today.'),
					h('p', {}, 'Well done. See you tomorrow.'),
				),
			),
		);
	}
}

// The empty states' drawings load with the empty state (they are not part of Today's first load).
/** @param {'seed' | 'rocket' | 'rest'} art */
function emptyArt(art) {
	const el = h('div', { class: `empty-art art-${art}` });
	import('./empty-art.js')
		.then((m) => {
			el.innerHTML = m.ART[art];
		})
		.catch(() => {});
	return el;
}

/**
 * @param {'seed' | 'rocket' | 'rest'} art
 * @param {string} title
 * @param {string} text
 * @param {string | null} cta the button's words (none without)
 * @param {() => void} [onCta]
 * @param {string} [ctaIcon]
 */
function emptyState(art, title, text, cta, onCta, ctaIcon) {
	return h(
		'div',
		{ class: 'empty' },
		emptyArt(art),
		h('h2', { class: 'empty-title' }, title),
		h('p', { class: 'empty-text' }, text),
		cta
			? h(
					'button',
					{ type: 'button', class: 'btn btn-primary empty-cta', onclick: onCta },
					ctaIcon ? h('span', { html: icon(ctaIcon, { size: 20 }) }) : null,
					cta,
				)
			: null,
	);
}
