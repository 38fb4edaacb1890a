// The habit's reminder: a switch, then the time and the days it reminds on.
import { h } from '../../../core/dom.js';
import { field, toggleSwitch, dayPicker } from '../../../components/fields.js';

/** @typedef {import('./state.js').FormContext} FormContext */

/**
 * The reminder section's parts: the switch and the box its fields appear in.
 * @param {FormContext} ctx
 */
export function reminderField(ctx) {
	const { f } = ctx;
	const box = h('div', { class: 'remind-box' });
	const remindSwitch = toggleSwitch({
		label: 'Reminder',
		description: 'Shows a time badge on Today',
		checked: f.remind,
		onChange: (/** @type {boolean} */ v) => {
			f.remind = v;
			render();
			ctx.sync();
		},
	});
	/** @type {ReturnType<typeof field> | null} */
	let timeField = null;
	/** The time field, made once the form's other fields are. */
	const time = () => {
		if (timeField) return timeField;
		const timeInput = /** @type {HTMLInputElement} */ (
			h('input', { type: 'time', class: 'field-input time-input', value: f.time })
		);
		timeInput.addEventListener('input', () => {
			f.time = timeInput.value || '08:00';
			ctx.sync();
		});
		timeField = field({ label: 'Time', input: timeInput });
		return timeField;
	};

	/** Shows the time and the days while the reminder is on. */
	function render() {
		box.replaceChildren();
		if (!f.remind) return;
		box.append(
			time().el,
			h('p', { class: 'sub-label' }, 'Remind me on'),
			dayPicker({
				label: 'Reminder days',
				firstWeekday: ctx.firstWeekday,
				selected: f.remindDays,
				onChange: (/** @type {string[]} */ d) => {
					f.remindDays = d;
					ctx.sync();
				},
			}).el,
		);
	}

	return { remindSwitch, box, time, render };
}
