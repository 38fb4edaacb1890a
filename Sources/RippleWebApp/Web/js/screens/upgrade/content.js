// The words of the upgrade modal, kept apart from its behaviour.

/** @typedef {Partial<import('../../api/types.js').Meta['plan']>} Plan */

/**
 * The five feature cards: only what Premium gives today (the engine's TierLimits), no promise of
 * what may come; `current` says what the free plan has now (null when nothing to say).
 * @param {Plan | null | undefined} plan
 */
export function features(plan) {
	const limit = plan?.activeHabitLimit;
	const days = plan?.statisticsDaysLimit;
	const categories = plan?.categoryLimit;
	const reminders = plan?.remindersPerDayLimit;
	return [
		{
			icon: 'infinity',
			title: 'Unlimited Habits',
			text: 'Create as many habits as you need',
			current: limit != null ? `Currently: ${limit} habits` : null,
		},
		{
			icon: 'chart',
			title: 'Advanced Analytics',
			text: 'Monthly, yearly and all-time statistics, time of day, habits that go together, streak predictions',
			current: plan?.premium || days == null ? null : `Currently: the last ${days} days`,
		},
		{
			icon: 'palette',
			title: 'Custom Colours',
			text: 'Any colour for a habit, beyond the presets',
			current: null,
		},
		{
			icon: 'bell',
			title: 'Unlimited Categories and Reminders',
			text: 'As many categories and reminders as you like',
			current:
				categories != null && reminders != null
					? `Currently: ${categories} categories, ${reminders} reminders a day`
					: null,
		},
		{
			icon: 'home',
			title: 'Home Screen Widgets',
			text: "Today's habits on your home screen or a dashboard",
			current: null,
		},
	];
}

/** The two pricing cards. */
export const PLANS = [
	{
		code: 'premium',
		name: 'Premium',
		badge: 'Most Popular',
		price: '$9.99',
		per: 'One-time payment',
		action: 'Purchase',
		items: ['Unlimited habits', 'Advanced statistics', 'Custom colours', 'Widgets'],
	},
	{
		code: 'premium-plus',
		name: 'Premium+',
		badge: 'Yearly',
		price: '$19.99',
		per: 'Per year',
		action: 'Subscribe',
		// What it gives today: Premium's features for a year, and support for the work on Ripple.
		items: ['Everything in Premium', 'For a year from purchase', "Supports Ripple's development"],
	},
];

/**
 * Why the modal opened: its lead line, with the limits the server states for the plan.
 * @param {string} trigger
 * @param {Plan | null | undefined} plan
 * @returns {string | null}
 */
export function reason(trigger, plan) {
	if (trigger === 'habits') {
		const limit = plan?.activeHabitLimit;
		return limit != null ? `The free plan includes ${limit} active habits.` : 'Unlimited habits are part of Premium.';
	}
	if (trigger === 'categories') {
		const limit = plan?.categoryLimit;
		return limit != null ? `The free plan includes ${limit} categories.` : 'Unlimited categories are part of Premium.';
	}
	return REASONS[trigger] ?? null;
}

/** @type {Record<string, string | null>} */
const REASONS = {
	stats: 'Monthly, yearly and all-time statistics are part of Premium.',
	insights: 'Advanced insights are part of Premium.',
	customise: 'Custom colours are part of Premium.',
	icons: 'Your own icon images are part of Premium.',
	widgets: 'Home screen widgets are part of Premium.',
	badge: 'This is a Premium feature.',
	profile: null,
};

/** Shown when the server has no purchase page: how to get a licence here. */
export const NO_STORE =
	'Ripple has no app store on the web: a purchase gives you a licence, a short text. ' +
	'Ask whoever runs this server where to buy one (they can set a purchase page), then paste it below.';

/** The extra glyphs the modal needs besides js/components/icons.js. */
export const GLYPHS = {
	infinity: '<path d="M6.5 8.5a3.5 3.5 0 1 0 0 7c3 0 8-7 11-7a3.5 3.5 0 1 1 0 7c-3 0-8-7-11-7z"/>',
	headset: '<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><path d="M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1z"/>',
	crown: '<path d="M4 18h16M5 15 4 7l4.5 3.5L12 5l3.5 5.5L20 7l-1 8z"/>',
};
