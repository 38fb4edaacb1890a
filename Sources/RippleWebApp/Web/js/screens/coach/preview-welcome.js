// The welcome after a goal is created: its first week starts today.
import { h } from '../../core/dom.js';
import { bubble } from '../../components/coach.js';
import { announce } from '../../components/ui.js';

/**
 * "Welcome to your journey": the first week's step, and the way to Today and to the journey.
 * @param {HTMLElement} root
 * @param {import('../../api/coach-types.js').Goal} goal
 * @param {boolean} [secondGoal] the person chose this plan now and a second goal afterwards
 */
export function showWelcome(root, goal, secondGoal = false) {
	const s = goal.currentStage;
	root.replaceChildren(
		h(
			'div',
			{ class: 'cw-welcome' },
			h('div', { class: 'cw-welcome-mark', 'aria-hidden': 'true' }),
			h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Welcome to your journey'),
			bubble(h('p', {}, `Week ${s.week} starts today: ${s.habit.action}.`)),
			h(
				'p',
				{ class: 'cw-note' },
				'Your first step is on Today. Log it with Yes, No or Skip — every answer helps your coach.',
			),
			secondGoal
				? h(
						'p',
						{ class: 'cw-note cw-second-goal' },
						'When this roadmap is done, start a second goal from Profile → Goals to go the rest of the way.',
					)
				: null,
			h(
				'div',
				{ class: 'cw-actions' },
				h('a', { class: 'btn btn-primary btn-block', href: '#/today' }, 'Go to Today'),
				h('a', { class: 'btn btn-plain', href: `#/coach/goal/${encodeURIComponent(goal.id)}` }, 'See my journey'),
			),
		),
	);
	/** @type {HTMLElement} */ (root.querySelector('h2')).focus();
	announce('Welcome to your journey');
}
