// The onboarding's first three screens: welcome (start with a coached goal or track your own
// habits), the core idea (tap the drop to make ripples) and the gesture tutorial.
import { h, reducedMotion } from '../../core/dom.js';
import { icon, rippleMark } from '../../components/icons.js';
import { burst } from '../../components/particles.js';
import { haptic } from '../../components/ui.js';
import { token } from '../../core/css-values.js';
import { gestureTutorial } from './tutorial.js';

/** @typedef {import('./flow.js').OnboardingFlow} OnboardingFlow */

const RIPPLE_COLORS = [1, 2, 3, 4, 5].map((i) => token(`--onb-ripple-${i}`));

/**
 * Screen 1: welcome.
 * @param {OnboardingFlow} flow
 */
export function welcome(flow) {
	return h(
		'section',
		{ class: 'onb-screen onb-welcome' },
		h('div', { class: 'onb-logo', html: rippleMark(96) }),
		h('h2', { id: 'onb-title', class: 'onb-title', tabindex: '-1' }, 'Welcome to Ripple'),
		h('p', { class: 'onb-text' }, 'Build better habits, one ripple at a time'),
		// Start with a coached goal (the wizard) or track your own habits (as before).
		h(
			'div',
			{ class: 'onb-choice' },
			h(
				'button',
				{ type: 'button', class: 'btn onb-cta', onclick: () => flow.finish(false, '#/coach/new') },
				'Start with a goal',
			),
			h('button', { type: 'button', class: 'btn onb-cta onb-cta-alt', onclick: flow.next }, 'Track my own habits'),
		),
		h('span', { class: 'onb-hint', 'aria-hidden': 'true', html: icon('chevron-down', { size: 22, stroke: 2.4 }) }),
	);
}

/**
 * Screen 2: every habit creates ripples (tap the icon).
 * @param {OnboardingFlow} flow
 */
export function idea(flow) {
	const drop = h('button', {
		type: 'button',
		class: 'onb-drop',
		'aria-label': 'Tap to make a ripple',
		html: icon('water', { size: 34 }),
	});
	const pond = h('div', { class: 'onb-pond' }, drop);
	let n = 0;
	drop.addEventListener('click', () => {
		haptic('light');
		const color = RIPPLE_COLORS[n++ % RIPPLE_COLORS.length];
		const ring = h('span', { class: 'onb-ring', style: { '--ring': color } });
		pond.append(ring);
		ring.addEventListener('animationend', () => ring.remove());
		if (reducedMotion()) setTimeout(() => ring.remove(), 300);
		const r = drop.getBoundingClientRect();
		burst(r.left + r.width / 2, r.top + r.height / 2, RIPPLE_COLORS, 16);
	});
	return h(
		'section',
		{ class: 'onb-screen onb-idea' },
		pond,
		h(
			'div',
			{ class: 'onb-copy' },
			h('h2', { id: 'onb-title', class: 'onb-title', tabindex: '-1' }, 'Every Habit Creates Ripples'),
			h(
				'p',
				{ class: 'onb-text' },
				'Small, consistent actions compound into meaningful change. Track your habits and watch your progress grow.',
			),
			h('button', { type: 'button', class: 'btn onb-cta', onclick: flow.next }, 'Continue'),
		),
	);
}

/**
 * Screen 3: the gesture tutorial; Continue once every gesture was performed.
 * @param {OnboardingFlow} flow
 */
export function gestures(flow) {
	const cont = /** @type {HTMLButtonElement} */ (
		h(
			'button',
			{ type: 'button', class: 'btn onb-cta', disabled: !flow.tutorialDone, onclick: flow.next },
			flow.tutorialDone ? 'Continue' : 'Try all four gestures',
		)
	);
	const tut = gestureTutorial({
		onDone: () => {
			flow.tutorialDone = true;
			cont.disabled = false;
			cont.textContent = 'Continue';
			setTimeout(() => cont.focus({ preventScroll: true }), 50);
		},
	});
	return h(
		'section',
		{ class: 'onb-screen onb-gestures' },
		h(
			'div',
			{ class: 'onb-copy' },
			h('h2', { id: 'onb-title', class: 'onb-title', tabindex: '-1' }, 'Master the Gestures'),
			h('p', { class: 'onb-text' }, 'Try them on this card. Tapping a card works too.'),
		),
		tut.el,
		cont,
	);
}
