// Right after onboarding: the empty Today invites "Create Your First Habit" with the
// floating + highlighted, offers one-tap example habits, and a light confetti burst.
// It goes away once a habit exists.
import { h, $, reducedMotion } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { state, on, settings } from '../../core/store.js';
import { openAddHabit } from '../../core/app-links.js';
import { confetti } from '../../components/particles.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { suggestionChips } from './suggestions.js';

/** @type {HTMLElement | null} */
let current = null;

/**
 * Shows the first run's invitation on the empty Today (`celebrate`: with a light confetti burst).
 * @param {{celebrate?: boolean}} options
 */
export async function showFirstRun({ celebrate = false } = {}) {
	await Promise.all([loadStylesheet('/css/onboarding.css'), loadStylesheet('/css/sheet.css')]);
	current?.remove();
	if ((state.today?.habitCount ?? 0) > 0) return;
	const inner = $('#view-today .view-inner');
	if (!inner) return;
	const block = h(
		'section',
		{ class: 'first-run', 'aria-labelledby': 'first-run-title' },
		h(
			'div',
			{ class: 'first-run-mark', 'aria-hidden': 'true' },
			h('span'),
			h('span'),
			h('span', { html: icon('plus', { size: 28, stroke: 2.6 }) }),
		),
		h('h2', { id: 'first-run-title', class: 'first-run-title' }, 'Create Your First Habit'),
		h('p', { class: 'first-run-text' }, 'Start small — one habit is enough. Make your own, or pick one below.'),
		h(
			'button',
			{ type: 'button', class: 'btn btn-primary first-run-cta', onclick: () => openAddHabit() },
			h('span', { html: icon('plus', { size: 20 }) }),
			'Create Habit',
		),
		suggestionChips({ title: 'Popular first habits' }),
	);
	const empty = inner.querySelector('.empty-slot');
	if (empty) empty.after(block);
	else inner.prepend(block);
	current = block;
	document.body.classList.add('first-run-on');
	document.getElementById('fab')?.classList.add('fab-highlight');
	if (celebrate && settings().celebrations === 'full' && !reducedMotion())
		setTimeout(() => confetti(document.body, { count: 24, duration: 1800 }), 450);

	const off = on('today', (/** @type {import('../../api/types.js').Today | null} */ t) => {
		if ((t?.habitCount ?? 0) === 0 || !current) return;
		off();
		remove();
	});
}

/** Takes the invitation away. */
function remove() {
	current?.remove();
	current = null;
	document.body.classList.remove('first-run-on');
	document.getElementById('fab')?.classList.remove('fab-highlight');
}
