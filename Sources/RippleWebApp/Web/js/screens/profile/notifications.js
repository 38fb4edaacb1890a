// Profile → Notifications: the master toggle, each kind of
// notification, the streak reminder's time, a test notification, what to do when the browser
// blocks notifications, and the calendar feed: its link is shown once, when made, and "Make a new
// link" replaces it (the old one stops working). Loaded on demand.
import { h } from '../../core/dom.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { toggleSwitch, nextId } from '../../components/fields.js';
import { toast } from '../../components/ui.js';
import * as api from '../../api/notifications.js';
import { permission, pushSupported, subscribeThisBrowser } from './push-subscription.js';

import { calendarSection } from './notif-calendar.js';
const STREAK_TIMES = [
	['', '2 h before day ends'],
	['18:00', '6:00 PM'],
	['19:00', '7:00 PM'],
	['20:00', '8:00 PM'],
	['21:00', '9:00 PM'],
	['22:00', '10:00 PM'],
];

const BLOCKED =
	'Notifications are blocked for Ripple in this browser. Open the site settings (the icon beside the address), allow Notifications, then come back here.';
const UNSUPPORTED =
	'This browser cannot receive notifications. On iPhone and iPad, add Ripple to your Home Screen first (iOS 16.4 or later), then open it from there.';

export async function openNotificationsSheet() {
	const status = h('p', { class: 'field-hint notif-status', role: 'status' }, 'Loading…');
	const body = h('div', { class: 'sheet-body notif-body' }, status);
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const content = h(
		'div',
		{ class: 'sheet-content notif-sheet' },
		sheetHeader({ title: 'Notifications', titleId: 'notif-title', onCancel: () => sheet.close(), cancelLabel: 'Done' }),
		body,
	);
	sheet = openSheet({ labelledBy: 'notif-title', content });
	try {
		const [prefs, calendar] = await Promise.all([api.getNotificationPreferences(), api.getCalendarToken()]);
		body.replaceChildren(...render(prefs, calendar));
	} catch (e) {
		status.textContent = e.message;
	}
}

/** @typedef {import('../../api/types.js').NotificationPreferences} NotificationPreferences */
/** @typedef {{el: HTMLElement, input: HTMLInputElement}} Switch */

/**
 * @param {NotificationPreferences} prefs
 * @param {{exists: boolean}} calendar
 * @returns {HTMLElement[]}
 */
function render(prefs, calendar) {
	const save = async (/** @type {Record<string, boolean | string | null>} */ patch) => {
		try {
			Object.assign(prefs, await api.updateNotificationPreferences(patch));
		} catch (e) {
			toast(e.message);
		}
	};
	const help = h('p', { class: 'notif-help', role: 'note', hidden: true });
	function showHelp() {
		const p = permission();
		help.hidden = p !== 'denied' && p !== 'unsupported';
		help.textContent = p === 'unsupported' ? UNSUPPORTED : BLOCKED;
	}
	const kinds = kindSwitches(prefs, save);
	const { time, timeRow } = streakTimeRow(prefs, save);
	const master = toggleSwitch({
		label: 'Enable Notifications',
		description: 'Required for reminders',
		checked: prefs.enabled && permission() === 'granted',
		onChange: async (/** @type {boolean} */ on) => {
			if (on) {
				const result = await subscribeThisBrowser().catch((e) => {
					toast(e.message);
					return 'error';
				});
				if (result !== 'granted') {
					master.input.checked = false;
					showHelp();
					help.hidden = false;
					return;
				}
			}
			await save({ enabled: on });
			sync();
		},
	});
	// With notifications off no kind is sent, so none looks on: each shows off (its choice is kept
	// and comes back with the master switch).
	function sync() {
		const off = !master.input.checked;
		for (const k of kinds) {
			k.input.disabled = off;
			k.input.checked =
				!off && !!prefs[/** @type {Exclude<keyof NotificationPreferences, 'streakReminderTime'>} */ (k.key)];
			k.el.classList.toggle('is-disabled', off);
		}
		time.disabled = off;
		timeRow.classList.toggle('is-disabled', off);
	}
	const test = testButton();
	const calendarEl = calendarSection(calendar);

	showHelp();
	sync();
	return [
		h('div', { class: 'pcard plist' }, h('div', { class: 'prow' }, master.el), help),
		h(
			'div',
			{ class: 'pcard plist' },
			...kinds.flatMap((k) =>
				k.key === 'streakReminder' ? [h('div', { class: 'prow' }, k.el), timeRow] : [h('div', { class: 'prow' }, k.el)],
			),
		),
		h('div', { class: 'notif-actions' }, test, pushSupported() ? null : h('p', { class: 'field-hint' }, UNSUPPORTED)),
		calendarEl,
	];
}

/**
 * A switch for each kind of notification.
 * @param {NotificationPreferences} prefs
 * @param {(patch: Record<string, boolean | string | null>) => Promise<void>} save
 * @returns {(Switch & {key: string})[]}
 */
function kindSwitches(prefs, save) {
	return [
		['habitReminders', 'Habit reminders', 'At each habit’s reminder time, with Complete, Snooze and Skip'],
		['streakReminder', 'Streak reminders', 'Only when a streak is at risk'],
		['milestones', 'Milestones', '7, 30, 50, 100 and 365 days'],
		['motivation', 'Motivation', 'At most one encouraging note a day'],
		['weeklySummary', 'Weekly summary', 'Your coach’s week in review'],
	].map(([key, label, description]) => ({
		key,
		...toggleSwitch({
			label,
			description,
			checked: prefs[/** @type {Exclude<keyof NotificationPreferences, 'streakReminderTime'>} */ (key)],
			onChange: (/** @type {boolean} */ v) => save({ [key]: v }),
		}),
	}));
}

/**
 * The streak reminder's time: two hours before the day ends, or an evening hour.
 * @param {NotificationPreferences} prefs
 * @param {(patch: Record<string, boolean | string | null>) => Promise<void>} save
 * @returns {{time: HTMLSelectElement, timeRow: HTMLElement}}
 */
function streakTimeRow(prefs, save) {
	const timeId = nextId('streak-time');
	const time = /** @type {HTMLSelectElement} */ (
		h(
			'select',
			{ id: timeId, class: 'field-input prow-select' },
			STREAK_TIMES.map(([v, text]) => h('option', { value: v }, text)),
		)
	);
	time.value = prefs.streakReminderTime ?? '';
	time.addEventListener('change', () => save({ streakReminderTime: time.value || null }));
	const timeRow = h(
		'div',
		{ class: 'prow' },
		h('label', { class: 'prow-label', for: timeId }, 'Streak reminder time'),
		time,
	);
	return { time, timeRow };
}

/** @returns {HTMLElement} the button that sends a test notification */
function testButton() {
	const test = h('button', { type: 'button', class: 'btn btn-secondary notif-test' }, 'Send a test notification');
	test.addEventListener('click', async () => {
		try {
			const { delivered } = await api.sendTestPush();
			toast(
				delivered > 0
					? 'Test notification sent'
					: 'No device gets notifications yet: turn on Enable Notifications first.',
			);
		} catch (e) {
			toast(e.message);
		}
	});
	return test;
}
