// Profile → Notifications: the calendar feed. Its link is shown once, when made, and "Make a new
// link" replaces it (the old one stops working).
import { h } from '../../core/dom.js';
import { confirmDialog } from '../../components/dialog.js';
import { announce, toast } from '../../components/ui.js';
import * as api from '../../api/notifications.js';
import { isOpen } from '../../private/session.js';

/**
 * The Calendar section: what the feed is, whether a link is set, the link once made, and the
 * button that makes a (new) one.
 * @param {{exists: boolean}} calendar whether a link is set
 * @returns {HTMLElement}
 */
export function calendarSection(calendar) {
	const feed = /** @type {HTMLInputElement} */ (
		h('input', {
			class: 'field-input notif-feed',
			type: 'text',
			readonly: true,
			'aria-label': 'Calendar feed address',
		})
	);
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
	return h(
		'section',
		{ class: 'psection', 'aria-labelledby': 'cal-title' },
		h('h3', { class: 'psection-title', id: 'cal-title' }, 'Calendar'),
		h(
			'p',
			{ class: 'field-hint' },
			'Subscribe to this address in Apple Calendar or Google Calendar to see each habit reminder there. Keep it secret: anyone with it sees your reminders.',
		),
		isOpen()
			? h(
					'p',
					{ class: 'field-hint notif-feed-private' },
					'Private mode is on: the server cannot read your habits’ names, so your calendar shows each reminder as “Habit reminder”.',
				)
			: null,
		feedNote,
		feedRow,
		make,
	);
}
