// The words of the upgrade modal, kept apart from its behaviour.

/** @typedef {Partial<import('../../api/types.js').Meta['plan']>} Plan */

/**
 * The five feature cards; `current` says what the free plan has now (null when nothing to say).
 * @param {Plan | null | undefined} plan
 */
export function features(plan) {
	const limit = plan?.activeHabitLimit;
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
			text: 'Insights, correlations, and predictions',
			current: plan?.premium ? null : 'Currently: Basic stats only',
		},
		{ icon: 'palette', title: 'Custom Themes', text: 'Personalize with unlimited themes and colors', current: null },
		{ icon: 'headset', title: 'Priority Support', text: 'Get help when you need it', current: null },
		{ icon: 'sparkles', title: 'All Future Features', text: "Access new features as they're released", current: null },
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
		items: ['Unlimited habits', 'Advanced statistics', 'All themes', 'Priority support'],
	},
	{
		code: 'premium-plus',
		name: 'Premium+',
		badge: 'Best Value',
		price: '$19.99',
		per: 'Per year',
		action: 'Subscribe',
		items: ['Everything in Premium', 'Future cloud sync', 'AI-powered insights', 'Exclusive themes', 'Early access'],
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
