// One-tap example habits: Morning exercise, Read for 30 minutes,
// Drink 8 glasses of water, Journal before bed; and Browse templates, which opens the template
// gallery and then the habit form filled from the one chosen.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import * as habits from '../../core/habits.js';
import { state } from '../../core/store.js';
import { openTemplates } from '../../core/app-links.js';
import { announce, haptic, toast } from '../../components/ui.js';

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const SUGGESTIONS = [
	{ name: 'Morning exercise', icon: 'run', reminders: [{ time: '07:00', weekdays: EVERY_DAY }] },
	{ name: 'Read for 30 minutes', icon: 'book', reminders: [{ time: '21:00', weekdays: EVERY_DAY }] },
	{
		name: 'Drink 8 glasses of water',
		icon: 'water',
		measure: { kind: 'numeric', target: 8, unit: 'glasses', targetKind: 'at_least' },
	},
	{ name: 'Journal before bed', icon: 'journal', reminders: [{ time: '22:00', weekdays: EVERY_DAY }] },
];

/**
 * A group of suggestion chips, each creating its habit with one tap, and Browse templates.
 * @param {{title?: string, onCreated?: (habit: import('../../api/types.js').Habit) => void}} options
 */
export function suggestionChips({ title = 'Or start with one of these', onCreated } = {}) {
	const taken = new Set((state.habits ?? []).map((x) => x.name.toLowerCase()));
	const chips = SUGGESTIONS.map((s) => {
		const added = taken.has(s.name.toLowerCase());
		const b = h(
			'button',
			{ type: 'button', class: 'suggest-chip', 'aria-pressed': String(added), disabled: added },
			h('span', { class: 'suggest-icon', html: icon(added ? 'check' : s.icon, { size: 18 }) }),
			h('span', {}, s.name),
		);
		b.addEventListener('click', async () => {
			b.disabled = true;
			haptic('light');
			try {
				const habit = await habits.create({ ...s, schedule: { kind: 'daily' } }, { waitForToday: true });
				b.setAttribute('aria-pressed', 'true');
				b.querySelector('.suggest-icon').innerHTML = icon('check', { size: 18 });
				haptic('success');
				toast(`${habit.name} added`);
				announce(`${habit.name} added to your habits`);
				onCreated?.(habit);
			} catch (e) {
				b.disabled = false;
				haptic('error');
				toast(e.message, { duration: 5000 });
			}
		});
		return b;
	});
	return h(
		'div',
		{ class: 'suggestions' },
		h(
			'div',
			{ class: 'suggest-group', role: 'group', 'aria-label': 'Suggested habits' },
			h('p', { class: 'suggest-title' }, title),
			h('div', { class: 'suggest-chips' }, chips),
		),
		h(
			'button',
			{ type: 'button', class: 'btn-plain suggest-browse', onclick: () => openTemplates() },
			h('span', { html: icon('sparkles', { size: 18 }) }),
			'Browse templates',
		),
	);
}
