// The onboarding's last two screens: choose your vibe (theme and accent, applied live), and stay
// on track (notifications, haptics, the free plan's habit limit) before starting.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { state, settings } from '../../core/store.js';
import { toggleSwitch } from '../../components/fields.js';
import { announce } from '../../components/ui.js';
import { themeCards, accentSwatches } from '../profile/pickers.js';
import { saveSettings } from '../profile/settings.js';
import { DEFAULT_ACCENT } from '../profile/accent.js';

/** @typedef {import('./flow.js').OnboardingFlow} OnboardingFlow */

/**
 * Screen 4: choose your vibe (theme and accent, applied live).
 * @param {OnboardingFlow} flow
 */
export function vibe(flow) {
	const s = settings();
	const theme = themeCards({
		value: s.theme ?? 'auto',
		onChange: (/** @type {string} */ v, /** @type {{x: number, y: number}} */ from) =>
			saveSettings({ theme: v }, { from, reload: false }),
	});
	const accent = accentSwatches({
		value: s.accent ?? DEFAULT_ACCENT,
		onChange: (/** @type {string} */ v) => saveSettings({ accent: v }, { reload: false }),
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
		h('button', { type: 'button', class: 'btn onb-cta', onclick: flow.next }, 'Continue'),
	);
}

/**
 * The notifications switch: the browser asks for permission only when this is turned on.
 * @returns {ReturnType<typeof toggleSwitch>}
 */
function notificationsSwitch() {
	const notify = toggleSwitch({
		label: 'Enable Notifications',
		description: 'Required for reminders',
		checked: false,
		onChange: async (/** @type {boolean} */ on) => {
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
	return notify;
}

/**
 * The free plan's habit limit as the server states it; nothing when this plan has none.
 * @param {number | null | undefined} limit
 */
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

/**
 * Screen 5: stay on track, then start.
 * @param {OnboardingFlow} flow
 */
export function finalSetup(flow) {
	const haptics = toggleSwitch({
		label: 'Haptic feedback',
		description: 'Recommended on phones',
		checked: settings().haptics !== false,
		onChange: (/** @type {boolean} */ v) => saveSettings({ haptics: v }, { reload: false }),
	});
	const notify = notificationsSwitch();
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
			{ type: 'button', class: 'btn onb-cta onb-start', onclick: () => flow.finish(true) },
			'Start Building Habits',
		),
	);
}
