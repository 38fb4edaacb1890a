// Preferences and feedback: appearance, colour theme and seasonal accents, accent colour, first day of the week,
// the hour a day starts, celebrations Full / Subtle / Off (Off is calm mode), streaks
// and haptics. Each control saves at once.
import { h } from '../../core/dom.js';
import { WEEKDAY_LONG } from '../../core/format.js';
import { settings, calm } from '../../core/store.js';
import { segmented, toggleSwitch, nextId } from '../../components/fields.js';
import { themeCards, accentSwatches } from './pickers.js';
import { saveSettings } from './settings.js';
import { DEFAULT_ACCENT } from './accent.js';
import { paletteCards, seasonalSwitch } from './palette.js';

const HOURS = Array.from({ length: 13 }, (_, hr) => [hr, hr === 0 ? 'Midnight' : hr === 12 ? 'Noon' : `${hr}:00 AM`]);
/**
 * What each celebrations level does, in words.
 * @type {Record<string, string>}
 */
const CELEBRATION_TEXT = {
	full: 'Particles, confetti and milestone moments.',
	subtle: 'Gentle feedback without confetti or full-screen moments.',
	off: 'Calm mode: no streaks, no celebrations, neutral wording.',
};

/**
 * @param {string} label
 * @param {Node} control
 * @param {{hint?: string, id?: string}} options
 */
const row = (label, control, { hint, id } = {}) =>
	h(
		'div',
		{ class: 'prow prow-stack' },
		h('span', { class: 'prow-label', id }, label),
		control,
		hint ? h('p', { class: 'prow-hint' }, hint) : null,
	);

/** @typedef {import('../../api/types.js').Settings} Settings */

/** @returns {{el: HTMLElement, refresh: () => void}} */
export function preferencesSection() {
	const s = settings();
	const appearance = appearanceSection(s);
	const el = h('div', {}, appearance.el, feedbackSection(s));
	return {
		el,
		refresh: () => {
			appearance.theme.set(settings().theme ?? 'auto');
			appearance.accent.set(settings().accent ?? DEFAULT_ACCENT);
		},
	};
}

/**
 * Preferences: appearance, accent colour, the first day of the week and the hour a day starts.
 * @param {Settings} s
 */
function appearanceSection(s) {
	const theme = themeCards({
		value: s.theme ?? 'auto',
		onChange: (/** @type {string} */ v, /** @type {{x: number, y: number} | null | undefined} */ from) =>
			saveSettings({ theme: v }, { from, reload: false }),
	});
	const accent = accentSwatches({
		value: s.accent ?? DEFAULT_ACCENT,
		onChange: (/** @type {string} */ v) => saveSettings({ accent: v }, { reload: false }),
	});
	const palettes = paletteCards();
	const week = segmented({
		label: 'Week starts on',
		options: /** @type {('sun' | 'mon')[]} */ (['sun', 'mon']).map((d) => [d, WEEKDAY_LONG[d]]),
		value: s.firstWeekday === 'sun' ? 'sun' : 'mon',
		onChange: (/** @type {string} */ v) => saveSettings({ firstWeekday: v }),
	});
	const hourId = nextId('hour');
	const hour = /** @type {HTMLSelectElement} */ (
		h(
			'select',
			{ id: hourId, class: 'field-input prow-select' },
			HOURS.map(([v, text]) => h('option', { value: String(v) }, text)),
		)
	);
	hour.value = String(s.dayStartHour ?? 0);
	hour.addEventListener('change', () => saveSettings({ dayStartHour: Number(hour.value) }));
	const hourRow = h('div', { class: 'prow' }, h('label', { class: 'prow-label', for: hourId }, 'Day starts at'), hour);
	const el = h(
		'section',
		{ class: 'psection', 'aria-labelledby': 'pref-title' },
		h('h2', { class: 'psection-title', id: 'pref-title' }, 'Preferences'),
		h(
			'div',
			{ class: 'pcard plist' },
			row('Appearance', theme.el),
			row('Colour theme', palettes.el, { hint: 'On this device. A chosen accent colour still applies.' }),
			h('div', { class: 'prow' }, seasonalSwitch().el),
			row('Accent colour', accent.el),
			row('Week starts on', week.el, { hint: 'Week bars and calendars start on this day.' }),
			hourRow,
			h(
				'p',
				{ class: 'prow-hint prow-hint-alone' },
				'Check-ins before this hour count for the day before — for late nights.',
			),
		),
	);
	return { el, theme, accent };
}

/**
 * Celebrations & feedback: celebrations Full / Subtle / Off (Off is calm mode, which hides
 * streaks), streaks and haptics.
 * @param {Settings} s
 * @returns {HTMLElement}
 */
function feedbackSection(s) {
	const celebrationHint = h('p', { class: 'prow-hint', id: nextId('cel') }, CELEBRATION_TEXT[s.celebrations ?? 'full']);
	const celebrations = segmented({
		label: 'Celebrations',
		options: [
			['full', 'Full'],
			['subtle', 'Subtle'],
			['off', 'Off'],
		],
		value: s.celebrations ?? 'full',
		onChange: async (/** @type {string} */ v) => {
			celebrationHint.textContent = CELEBRATION_TEXT[v];
			syncStreaks(v);
			await saveSettings({ celebrations: v });
		},
	});
	celebrations.el.setAttribute('aria-describedby', celebrationHint.id);

	const streaks = toggleSwitch({
		label: 'Show streaks',
		description: 'Streak counts on cards and in statistics',
		checked: s.showStreaks !== false,
		onChange: (/** @type {boolean} */ v) => saveSettings({ showStreaks: v }),
	});
	const haptics = toggleSwitch({
		label: 'Haptic feedback',
		description: 'Vibrations on devices that have them',
		checked: s.haptics !== false,
		onChange: (/** @type {boolean} */ v) => saveSettings({ haptics: v }, { reload: false }),
	});
	function syncStreaks(/** @type {string | undefined} */ level) {
		const off = level === 'off';
		streaks.input.disabled = off;
		streaks.el.classList.toggle('is-disabled', off);
		/** @type {HTMLElement} */ (streaks.el.querySelector('.switch-desc')).textContent = off
			? 'Hidden in calm mode'
			: 'Streak counts on cards and in statistics';
	}
	syncStreaks(calm() ? 'off' : s.celebrations);
	return h(
		'section',
		{ class: 'psection', 'aria-labelledby': 'feedback-title' },
		h('h2', { class: 'psection-title', id: 'feedback-title' }, 'Celebrations & feedback'),
		h(
			'div',
			{ class: 'pcard plist' },
			h(
				'div',
				{ class: 'prow prow-stack' },
				h('span', { class: 'prow-label' }, 'Celebrations'),
				celebrations.el,
				celebrationHint,
			),
			h('div', { class: 'prow' }, streaks.el),
			h('div', { class: 'prow' }, haptics.el),
		),
	);
}
