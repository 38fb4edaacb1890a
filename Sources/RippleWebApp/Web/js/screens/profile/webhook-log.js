// A webhook's delivery log: the last deliveries as the server lists them, newest first, each with
// its event, when it was made, its state, the endpoint's answer and the attempts. While the sheet
// is open the log is read again every few seconds, so a check-in made elsewhere, or a retry,
// shows up by itself.
import { h } from '../../core/dom.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { plural } from '../../core/format.js';
import { dismissToasts } from '../../components/ui.js';
import { listWebhookDeliveries } from '../../api/webhooks.js';
import { answerInWords, deliveryPill, eventTitle, momentInWords, shortUrl } from './webhook-words.js';

/** @typedef {import('../../api/webhooks.js').Webhook} Webhook */
/** @typedef {import('../../api/webhooks.js').WebhookDelivery} WebhookDelivery */
/** @typedef {import('../../api/webhooks.js').WebhookEventChoice} WebhookEventChoice */

/** How often the open log is read again (ms). */
const EVERY = 3000;

/**
 * Opens the log of `hook`.
 * @param {Webhook} hook
 * @param {WebhookEventChoice[]} choices the server's events, for their titles
 * @returns {Promise<ReturnType<typeof openSheet>>}
 */
export async function openDeliveryLog(hook, choices) {
	await loadStylesheet('/css/integrations.css');
	dismissToasts(); // "Test sent · Show Log" has done its work
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const status = h('p', { class: 'hook-empty', role: 'status' }, 'Loading…');
	const list = h('ol', { class: 'hook-log', 'aria-label': 'Deliveries, newest first' });
	const content = h(
		'div',
		{ class: 'sheet-content hook-log-sheet' },
		sheetHeader({
			title: 'Delivery Log',
			titleId: 'hook-log-title',
			onCancel: () => sheet.close(),
			cancelLabel: 'Done',
		}),
		h(
			'div',
			{ class: 'sheet-body' },
			h('p', { class: 'hook-lead' }, `The last deliveries to ${shortUrl(hook.url)}, newest first.`),
			status,
			list,
		),
	);
	let open = true;
	/** @type {ReturnType<typeof setTimeout> | undefined} */
	let timer;
	const read = async () => {
		clearTimeout(timer);
		try {
			const { deliveries } = await listWebhookDeliveries(hook.id);
			if (!open) return;
			status.hidden = deliveries.length > 0;
			status.textContent = 'Nothing sent yet. A check-in, or Send Test, shows here.';
			list.replaceChildren(...deliveries.map((d) => deliveryRow(d, choices)));
		} catch (e) {
			status.hidden = false;
			status.textContent = e.message;
		}
		if (open) timer = setTimeout(read, EVERY);
	};
	sheet = openSheet({
		labelledBy: 'hook-log-title',
		content,
		full: true,
		onClosed: () => {
			open = false;
			clearTimeout(timer);
		},
	});
	read();
	return sheet;
}

/**
 * One delivery: its event and state, then when, the answer and the attempts (and, while it is
 * tried again, when next).
 * @param {WebhookDelivery} d
 * @param {WebhookEventChoice[]} choices
 * @returns {HTMLElement}
 */
function deliveryRow(d, choices) {
	const facts = [momentInWords(d.createdAt), answerInWords(d), plural(d.attempts, 'attempt')];
	if (d.state === 'pending' && d.nextAttemptAt) facts.push(`next try ${momentInWords(d.nextAttemptAt)}`);
	const line = facts.join(' · ');
	return h(
		'li',
		{ class: `hook-delivery is-${d.state}` },
		h(
			'div',
			{ class: 'hook-delivery-top' },
			h('span', { class: 'hook-delivery-event' }, eventTitle(d.event, choices)),
			deliveryPill(d),
		),
		h('p', { class: 'hook-delivery-meta' }, line.charAt(0).toUpperCase() + line.slice(1)),
	);
}
