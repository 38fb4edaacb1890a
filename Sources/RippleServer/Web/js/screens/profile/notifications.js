// Profile → Notifications: the master toggle, each kind of
// notification, the streak reminder's time, a test notification, what to do when the browser
// blocks notifications, and the calendar feed: its link is shown once, when made, and "Make a new
// link" replaces it (the old one stops working). Loaded on demand.
import { h } from '../../core/dom.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { toggleSwitch, nextId } from '../../components/fields.js';
import { confirmDialog } from '../../components/dialog.js';
import { announce, toast } from '../../components/ui.js';
import * as api from '../../core/profile-actions.js';
import { permission, pushSupported, subscribeThisBrowser } from './push-subscription.js';

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

/**
 * @param {import('../../api/types.js').NotificationPreferences} prefs
 * @param {{exists: boolean}} calendar
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

	const kinds = [
		['habitReminders', 'Habit reminders', 'At each habit’s reminder time, with Complete, Snooze and Skip'],
		['streakReminder', 'Streak reminders', 'Only when a streak is at risk'],
		['milestones', 'Milestones', '7, 30, 50, 100 and 365 days'],
		['motivation', 'Motivation', 'At most one encouraging note a day'],
		['weeklySummary', 'Weekly summary', 'Your coach’s week in review'],
	].map(([key, label, description]) => ({
		key,
		...toggleSwitch({ label, description, checked: prefs[key], onChange: (v) => save({ [key]: v }) }),
	}));

	const timeId = nextId('streak-time');
	const time = h(
		'select',
		{ id: timeId, class: 'field-input prow-select' },
		STREAK_TIMES.map(([v, text]) => h('option', { value: v }, text)),
	);
	time.value = prefs.streakReminderTime ?? '';
	time.addEventListener('change', () => save({ streakReminderTime: time.value || null }));
	const timeRow = h(
		'div',
		{ class: 'prow' },
		h('label', { class: 'prow-label', for: timeId }, 'Streak reminder time'),
		time,
	);

	const master = toggleSwitch({
		label: 'Enable Notifications',
		description: 'Required for reminders',
		checked: prefs.enabled && permission() === 'granted',
		onChange: async (on) => {
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
	function sync() {
		const off = !master.input.checked;
		for (const k of kinds) {
			k.input.disabled = off;
			k.el.classList.toggle('is-disabled', off);
		}
		time.disabled = off;
		timeRow.classList.toggle('is-disabled', off);
	}

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

	const feed = h('input', {
		class: 'field-input notif-feed',
		type: 'text',
		readonly: true,
		'aria-label': 'Calendar feed address',
	});
	const copy = h('button', { type: 'button', class: 'btn btn-secondary' }, 'Copy');
	copy.addEventListener('click', async () => {
		try {
			await navigator.clipboard.writeText(feed.value);
			announce('Copied');
			toast('Calendar link copied');
		} catch {
			feed.select();
		}
	});
	const feedRow = h('div', { class: 'notif-feed-row', hidden: true }, feed, copy);
	const feedNote = h('p', { class: 'field-hint notif-feed-note' });
	const make = h('button', { type: 'button', class: 'btn-plain' });
	const showFeedState = () => {
		feedNote.textContent = !feedRow.hidden
			? 'Copy this link now: Ripple keeps only a fingerprint of it and cannot show it again.'
			: calendar.exists
				? 'Your calendar link is set. Ripple cannot show it again; make a new link if you need it (the old one stops working).'
				: 'No calendar link yet.';
		make.textContent = calendar.exists ? 'Make a new link' : 'Make a link';
		make.className = calendar.exists ? 'btn-plain btn-danger-text' : 'btn-plain';
	};
	make.addEventListener('click', async () => {
		if (calendar.exists) {
			const ok = await confirmDialog({
				title: 'Make a new calendar link?',
				message: 'Calendars subscribed to the old link stop updating.',
				confirm: 'New Link',
				destructive: true,
			});
			if (!ok) return;
		}
		try {
			const made = await api.rotateCalendarToken();
			calendar = { exists: true };
			feed.value = location.origin + made.path;
			feedRow.hidden = false;
			showFeedState();
			announce('New calendar link made');
		} catch (e) {
			toast(e.message);
		}
	});
	showFeedState();

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
		h(
			'section',
			{ class: 'psection', 'aria-labelledby': 'cal-title' },
			h('h3', { class: 'psection-title', id: 'cal-title' }, 'Calendar'),
			h(
				'p',
				{ class: 'field-hint' },
				'Subscribe to this address in Apple Calendar or Google Calendar to see each habit reminder there. Keep it secret: anyone with it sees your reminders.',
			),
			feedNote,
			feedRow,
			make,
		),
	];
}
