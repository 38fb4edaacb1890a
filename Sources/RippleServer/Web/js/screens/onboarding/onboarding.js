// Onboarding: welcome, the core idea, a gesture tutorial the
// user performs, theme and accent, and a last screen with haptics and the free plan; "Skip" on every
// screen. Shown once (settings.onboardingDone), again only after Clear All Data.
import { updateSettings } from '../../core/profile-actions.js';
import { byId, h, $, inertOthers, trapFocus, reducedMotion } from '../../core/dom.js';
import { icon, rippleMark } from '../../components/icons.js';
import { state, settings } from '../../core/store.js';
import { burst } from '../../components/particles.js';
import { toggleSwitch } from '../../components/fields.js';
import { announce, haptic } from '../../components/ui.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { themeCards, accentSwatches } from '../profile/pickers.js';
import { saveSettings } from '../profile/settings.js';
import { DEFAULT_ACCENT } from '../profile/accent.js';
import { gestureTutorial } from './tutorial.js';
import { showFirstRun } from './first-run.js';
import { token } from '../../core/tokens.js';

const RIPPLE_COLORS = [1, 2, 3, 4, 5].map((i) => token(`--onb-ripple-${i}`));
let open = null;

/** Shows onboarding over the app (once at a time). Resolves when it is on screen. */
export async function showOnboarding() {
	if (open) return open;
	await Promise.all([
		loadStylesheet('/css/onboarding.css'),
		loadStylesheet('/css/profile.css'),
		loadStylesheet('/css/sheet.css'),
	]);
	let index = 0;
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
	byId('overlay-root').append(layer);
	const undoInert = inertOthers(layer);
	const untrap = trapFocus(layer);
	document.body.classList.add('onboarding');
	requestAnimationFrame(() => layer.classList.add('open'));

	const screens = [welcome, idea, gestures, vibe, finalSetup];
	function go(i, dir = 1) {
		index = Math.max(0, Math.min(screens.length - 1, i));
		const el = screens[index]();
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
	}
	const next = () => go(index + 1, 1);

	// Swipe left / right between screens (not on the demo card or the pickers).
	let sx = null;
	stage.addEventListener('pointerdown', (e) => {
		sx = e.target.closest('.tut-card, .theme-cards, .accent-swatches, button, input')
			? null
			: { x: e.clientX, y: e.clientY };
	});
	stage.addEventListener('pointerup', (e) => {
		if (!sx) return;
		const dx = e.clientX - sx.x;
		const dy = e.clientY - sx.y;
		sx = null;
		if (Math.abs(dx) < 60 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
		if (dx < 0 && index < screens.length - 1 && (index !== 2 || tutorialDone)) next();
		else if (dx > 0 && index > 0) go(index - 1, -1);
	});

	// — Screen 1: welcome.
	function welcome() {
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
					{ type: 'button', class: 'btn onb-cta', onclick: () => finish(false, '#/coach/new') },
					'Start with a goal',
				),
				h('button', { type: 'button', class: 'btn onb-cta onb-cta-alt', onclick: next }, 'Track my own habits'),
			),
			h('span', { class: 'onb-hint', 'aria-hidden': 'true', html: icon('chevron-down', { size: 22, stroke: 2.4 }) }),
		);
	}

	// — Screen 2: every habit creates ripples (tap the icon).
	function idea() {
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
				h('button', { type: 'button', class: 'btn onb-cta', onclick: next }, 'Continue'),
			),
		);
	}

	// — Screen 3: the gesture tutorial.
	let tutorialDone = false;
	function gestures() {
		const cont = h(
			'button',
			{ type: 'button', class: 'btn onb-cta', disabled: !tutorialDone, onclick: next },
			tutorialDone ? 'Continue' : 'Try all four gestures',
		);
		const tut = gestureTutorial({
			onDone: () => {
				tutorialDone = true;
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

	// — Screen 4: choose your vibe (theme and accent, applied live).
	function vibe() {
		const s = settings();
		const theme = themeCards({
			value: s.theme ?? 'auto',
			onChange: (v, from) => saveSettings({ theme: v }, { from, reload: false }),
		});
		const accent = accentSwatches({
			value: s.accent ?? DEFAULT_ACCENT,
			onChange: (v) => saveSettings({ accent: v }, { reload: false }),
		});
		return h(
			'section',
			{ class: 'onb-screen onb-vibe' },
			h(
				'div',
				{ class: 'onb-copy' },
				h('h2', { id: 'onb-title', class: 'onb-title', tabindex: '-1' }, 'Choose Your Vibe'),
				h('p', { class: 'onb-text' }, 'Light, dark, or following your device. Change it anytime in Profile.'),
			),
			h('div', { class: 'onb-panel' }, theme.el, h('p', { class: 'onb-label' }, 'Accent colour'), accent.el),
			h('button', { type: 'button', class: 'btn onb-cta', onclick: next }, 'Continue'),
		);
	}

	// — Screen 5: stay on track, then start.
	function finalSetup() {
		const haptics = toggleSwitch({
			label: 'Haptic feedback',
			description: 'Recommended on phones',
			checked: settings().haptics !== false,
			onChange: (v) => saveSettings({ haptics: v }, { reload: false }),
		});
		// The browser asks for permission only when this is turned on.
		const notify = toggleSwitch({
			label: 'Enable Notifications',
			description: 'Required for reminders',
			checked: false,
			onChange: async (on) => {
				const push = await import('../profile/push-subscription.js');
				if (!on) {
					await push.unsubscribeThisBrowser().catch(() => null);
					return;
				}
				const result = await push.subscribeThisBrowser().catch(() => 'error');
				if (result !== 'granted') {
					notify.input.checked = false;
					announce(
						result === 'denied'
							? 'Notifications are blocked. You can allow them later in Profile → Notifications.'
							: 'Notifications are not available in this browser.',
					);
				}
			},
		});
		return h(
			'section',
			{ class: 'onb-screen onb-final' },
			h(
				'div',
				{ class: 'onb-copy' },
				h('h2', { id: 'onb-title', class: 'onb-title', tabindex: '-1' }, 'Stay on Track'),
				h(
					'p',
					{ class: 'onb-text' },
					'Turn on notifications to get a nudge at each habit’s reminder time, with Complete right in the notification. Your browser asks only when you turn it on.',
				),
			),
			h('div', { class: 'onb-panel' }, notify.el, haptics.el),
			freePlanNote(state.meta?.plan?.activeHabitLimit),
			h(
				'button',
				{ type: 'button', class: 'btn onb-cta onb-start', onclick: () => finish(true) },
				'Start Building Habits',
			),
		);
	}

	skip.addEventListener('click', () => finish(false));
	layer.addEventListener('keydown', (e) => {
		if (e.key === 'Escape') {
			e.preventDefault();
			finish(false);
		}
	});

	let finishing = false;
	/** @param {string | null} [to] */
	async function finish(celebrate, to = null) {
		if (finishing) return;
		finishing = true;
		haptic(celebrate ? 'success' : 'light');
		updateSettings({ onboardingDone: true })
			.then((saved) => {
				if (state.today) state.today.settings = { ...state.today.settings, ...saved };
			})
			.catch(() => {});
		if (state.today) state.today.settings = { ...state.today.settings, onboardingDone: true };
		layer.classList.add('leaving');
		untrap();
		undoInert();
		document.body.classList.remove('onboarding');
		if (to) location.hash = to;
		else if (!location.hash.startsWith('#/today') && location.hash) location.hash = '#/today';
		const main = $('#main');
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

	go(0);
	open = layer;
	return layer;
}

/** The free plan's habit limit as the server states it; nothing when this plan has none. */
function freePlanNote(limit) {
	if (limit == null) return null;
	return h(
		'div',
		{ class: 'onb-premium' },
		h('span', { class: 'onb-premium-icon', html: icon('sparkles', { size: 22 }) }),
		h(
			'div',
			{},
			h('p', { class: 'onb-premium-title' }, `Start with ${limit} free habits`),
			h('p', { class: 'onb-premium-text' }, 'Upgrade anytime for unlimited habits and advanced features.'),
		),
	);
}
