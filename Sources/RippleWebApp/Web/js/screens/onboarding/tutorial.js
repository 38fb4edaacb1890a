// The gesture tutorial, onboarding's third screen: a demo habit card the user must swipe right, swipe
// left, long-press and pull down, one after the other, to continue. A ghost hand shows each gesture;
// success bursts from the card. With a keyboard: the right and left arrows swipe, Enter (or Space)
// is the press, the down arrow pulls.
import { h, reducedMotion } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { burst, BRAND_COLORS } from '../../components/particles.js';
import { announce, haptic } from '../../components/ui.js';
import { cardGestures } from './tutorial-gestures.js';

const STEPS = [
	{
		id: 'swipe',
		text: 'Swipe right to complete',
		sr: 'Swipe the card to the right, or press the right arrow key.',
		key: 'ArrowRight',
	},
	{
		id: 'left',
		text: 'Swipe left for details',
		sr: 'Swipe the card to the left, or press the left arrow key.',
		key: 'ArrowLeft',
	},
	{ id: 'press', text: 'Long press for quick actions', sr: 'Press and hold the card, or press Enter.', key: 'Enter' },
	{
		id: 'pull',
		text: 'Pull down to refresh',
		sr: 'Drag the card down, or press the down arrow key.',
		key: 'ArrowDown',
	},
];

/** The tutorial's elements: the demo card on its track, the instruction and the list of steps. */
function tutorialView() {
	const instruction = h('p', { class: 'tut-instruction', 'aria-live': 'polite' });
	const srHint = h('span', { class: 'sr-only', id: 'tut-hint' });
	const checks = STEPS.map((s) =>
		h(
			'li',
			{ class: 'tut-step' },
			h('span', { class: 'tut-tick', html: icon('check', { size: 12, stroke: 3.4 }) }),
			s.text,
		),
	);
	const hand = h('span', { class: 'tut-hand', 'aria-hidden': 'true' });
	const card = h(
		'div',
		{ class: 'tut-card', tabindex: '0', role: 'button', 'aria-describedby': 'tut-hint' },
		h('span', { class: 'tut-icon', html: icon('lotus', { size: 24 }) }),
		h(
			'span',
			{ class: 'tut-main' },
			h('span', { class: 'tut-name' }, 'Meditate'),
			h('span', { class: 'tut-sched' }, 'Daily • 7:00 AM'),
		),
		h(
			'span',
			{ class: 'tut-week', 'aria-hidden': 'true' },
			Array.from({ length: 7 }, (_, i) => h('span', { class: `tut-seg${i < 3 ? ' on' : ''}` })),
		),
	);
	const track = h(
		'div',
		{ class: 'tut-track' },
		h('div', { class: 'tut-bg', 'aria-hidden': 'true', html: icon('check', { size: 28, stroke: 3 }) }),
		h('div', { class: 'tut-bg-left', 'aria-hidden': 'true', html: icon('info', { size: 28 }) }),
		card,
		hand,
	);
	const el = h('div', { class: 'tutorial' }, track, instruction, h('ul', { class: 'tut-steps' }, checks), srHint);
	return { el, instruction, srHint, checks, hand, card, track };
}

/**
 * Returns {el, done}; `onDone()` runs once every gesture was performed.
 * @param {{onDone: () => void}} options
 */
export function gestureTutorial({ onDone }) {
	let step = 0;
	const { el, instruction, srHint, checks, hand, card, track } = tutorialView();

	function show() {
		const s = STEPS[step];
		if (!s) return;
		instruction.textContent = s.text;
		srHint.textContent = s.sr;
		card.setAttribute('aria-label', `Demo habit card. ${s.text}.`);
		hand.dataset.step = s.id;
		checks.forEach((c, i) => {
			c.classList.toggle('is-done', i < step);
			c.classList.toggle('is-current', i === step);
		});
	}

	function success() {
		const r = card.getBoundingClientRect();
		if (!reducedMotion()) burst(r.left + r.width / 2, r.top + r.height / 2, BRAND_COLORS, 20);
		haptic('success');
		checks[step].classList.add('is-done');
		announce(`Nice! ${STEPS[step].text} — done.`);
		step++;
		if (step >= STEPS.length) {
			instruction.textContent = "You've got it!";
			hand.dataset.step = 'done';
			card.setAttribute('aria-label', 'Demo habit card. All gestures done.');
			onDone();
		} else {
			setTimeout(show, 350);
		}
	}

	cardGestures(card, track, { current: () => STEPS[step]?.id, success });
	card.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
		const s = STEPS[step];
		if (!s) return;
		const pressed = e.key === s.key || (s.id === 'press' && e.key === ' ');
		if (pressed) {
			e.preventDefault();
			success();
		}
	});

	show();
	return { el, done: () => step >= STEPS.length };
}
