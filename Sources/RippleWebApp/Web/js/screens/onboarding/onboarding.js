// Onboarding: welcome, the core idea, a gesture tutorial the
// user performs, theme and accent, and a last screen with haptics and the free plan; "Skip" on every
// screen. Shown once (settings.onboardingDone), again only after Clear All Data. The screens live in
// intro-screens.js and setup-screens.js; flow.js names what they share.
import * as settingsIntent from '../../core/settings.js';
import { byId, h, $, inertOthers, trapFocus, reducedMotion } from '../../core/dom.js';
import { state } from '../../core/store.js';
import { announce, haptic } from '../../components/ui.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { showFirstRun } from './first-run.js';
import { welcome, idea, gestures } from './intro-screens.js';
import { vibe, finalSetup } from './setup-screens.js';

/** @typedef {import('./flow.js').OnboardingFlow} OnboardingFlow */

const SCREENS = [welcome, idea, gestures, vibe, finalSetup];
/** @type {HTMLElement | null} */
let open = null;

/** The onboarding layer: Skip, the stage a screen shows in, and the step dots. */
function onboardingLayer() {
	const skip = h('button', { type: 'button', class: 'onb-skip' }, 'Skip');
	const stage = h('div', { class: 'onb-stage' });
	const dots = h(
		'div',
		{ class: 'onb-dots', role: 'img' },
		[0, 1, 2, 3].map(() => h('span')),
	);
	const layer = h(
		'div',
		{ class: 'onb', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'onb-title', tabindex: '-1' },
		h('div', { class: 'onb-bg', 'aria-hidden': 'true' }),
		skip,
		stage,
		dots,
	);
	return { skip, stage, dots, layer };
}

/**
 * Swipe left / right between screens (not on the demo card or the pickers); not past the
 * tutorial before it is done.
 * @param {HTMLElement} stage
 * @param {OnboardingFlow} flow
 */
function swipeBetweenScreens(stage, flow) {
	/** @type {{x: number, y: number} | null} */
	let sx = null;
	stage.addEventListener('pointerdown', (e) => {
		sx = /** @type {Element} */ (e.target).closest('.tut-card, .theme-cards, .accent-swatches, button, input')
			? null
			: { x: e.clientX, y: e.clientY };
	});
	stage.addEventListener('pointerup', (e) => {
		if (!sx) return;
		const dx = e.clientX - sx.x;
		const dy = e.clientY - sx.y;
		sx = null;
		if (Math.abs(dx) < 60 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
		const index = flow.index;
		if (dx < 0 && index < SCREENS.length - 1 && (index !== 2 || flow.tutorialDone)) flow.next();
		else if (dx > 0 && index > 0) flow.go(index - 1, -1);
	});
}

/**
 * Leaves onboarding: saves that it is done, fades the layer out and shows Today (or `to`), where
 * the first run invites the first habit.
 * @param {HTMLElement} layer
 * @param {() => void} release gives focus and the page back
 * @param {boolean} celebrate
 * @param {string | null} to
 */
function leave(layer, release, celebrate, to) {
	haptic(celebrate ? 'success' : 'light');
	settingsIntent.save({ onboardingDone: true }, { reload: false }).catch(() => {});
	if (state.today) state.today.settings = { ...state.today.settings, onboardingDone: true };
	layer.classList.add('leaving');
	release();
	document.body.classList.remove('onboarding');
	if (to) location.hash = to;
	else if (!location.hash.startsWith('#/today') && location.hash) location.hash = '#/today';
	const main = /** @type {HTMLElement} */ ($('#main'));
	main.classList.remove('onb-enter');
	void main.offsetWidth;
	main.classList.add('onb-enter');
	setTimeout(() => main.classList.remove('onb-enter'), 700);
	setTimeout(
		() => {
			layer.remove();
			open = null;
		},
		reducedMotion() ? 50 : 450,
	);
	if (to) return;
	announce('Welcome to Ripple. Create your first habit.');
	showFirstRun({ celebrate });
}

/** Shows onboarding over the app (once at a time). Resolves when it is on screen. */
export async function showOnboarding() {
	if (open) return open;
	await Promise.all([
		loadStylesheet('/css/onboarding.css'),
		loadStylesheet('/css/profile.css'),
		loadStylesheet('/css/sheet.css'),
	]);
	const { skip, stage, dots, layer } = onboardingLayer();
	byId('overlay-root').append(layer);
	const undoInert = inertOthers(layer);
	const untrap = trapFocus(layer);
	document.body.classList.add('onboarding');
	requestAnimationFrame(() => layer.classList.add('open'));

	let finishing = false;
	/** @type {OnboardingFlow} */
	const flow = {
		index: 0,
		tutorialDone: false,
		next: () => flow.go(flow.index + 1, 1),
		go(i, dir = 1) {
			const index = Math.max(0, Math.min(SCREENS.length - 1, i));
			flow.index = index;
			const el = SCREENS[index](flow);
			el.classList.add(dir > 0 ? 'from-right' : 'from-left');
			stage.replaceChildren(el);
			dots.hidden = index === 0;
			dots.setAttribute('aria-label', `Step ${index} of 4`);
			[...dots.children].forEach((d, j) => d.classList.toggle('on', j === index - 1));
			layer.dataset.screen = String(index);
			// The screen's title first, for screen readers, unless the user already moved into the screen.
			const focus = el.querySelector('h2');
			setTimeout(() => {
				if (!el.contains(document.activeElement)) focus?.focus({ preventScroll: true });
			}, 40);
		},
		async finish(celebrate, to = null) {
			if (finishing) return;
			finishing = true;
			leave(
				layer,
				() => {
					untrap();
					undoInert();
				},
				celebrate,
				to,
			);
		},
	};
	swipeBetweenScreens(stage, flow);
	skip.addEventListener('click', () => flow.finish(false));
	layer.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
		if (e.key === 'Escape') {
			e.preventDefault();
			flow.finish(false);
		}
	});

	flow.go(0);
	open = layer;
	return layer;
}
