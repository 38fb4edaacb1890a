// One webhook in the list: its address and events with the switch that turns it on or off, its
// state as the server states it (Active, or Disabled and why) and its last delivery, then Send
// Test, Delivery Log and Delete.
import { h } from '../../core/dom.js';
import { nextId } from '../../components/fields.js';
import { confirmDialog } from '../../components/dialog.js';
import { announce, haptic, toast } from '../../components/ui.js';
import { plural } from '../../core/format.js';
import { deleteWebhook, testWebhook, updateWebhook } from '../../api/webhooks.js';
import { deliveryWord, eventsInWords, momentInWords, pill, shortUrl, urlParts } from './webhook-words.js';

/** @typedef {import('../../api/webhooks.js').Webhook} Webhook */
/** @typedef {import('../../api/webhooks.js').WebhookEventChoice} WebhookEventChoice */

/**
 * @param {Webhook} hook
 * @param {WebhookEventChoice[]} choices the server's events, for their titles
 * @param {() => Promise<void>} reload the list read again
 * @returns {HTMLElement}
 */
export function webhookRow(hook, choices, reload) {
	const short = shortUrl(hook.url);
	const toggle = hookSwitch(hook, choices, (on) => setEnabled(hook, on, toggle.input, reload));
	const openLog = async () => (await import('./webhook-log.js')).openDeliveryLog(hook, choices);
	const action = (/** @type {string} */ text, /** @type {string} */ label, /** @type {() => unknown} */ onclick) =>
		h(
			'button',
			{
				type: 'button',
				class: `hook-action${text === 'Delete' ? ' is-danger' : ''}`,
				'aria-label': label,
				dataset: { key: `${hook.id}:${text}` },
				onclick,
			},
			text,
		);
	const test = action('Send Test', `Send a test to ${short}`, () => sendTest(hook, test, openLog, reload));
	return h(
		'li',
		{ class: `hook${hook.enabled ? '' : ' is-off'}` },
		toggle.el,
		stateLine(hook),
		h(
			'div',
			{ class: 'hook-actions' },
			test,
			action('Delivery Log', `Delivery log of ${short}`, openLog),
			action('Delete', `Delete ${short}`, () => remove(hook, short, reload)),
		),
	);
}

/**
 * The switch row: the address's host, its path and the events, and the switch itself.
 * @param {Webhook} hook
 * @param {WebhookEventChoice[]} choices
 * @param {(on: boolean) => void} onChange
 * @returns {{el: HTMLElement, input: HTMLInputElement}}
 */
function hookSwitch(hook, choices, onChange) {
	const { host, path } = urlParts(hook.url);
	const input = /** @type {HTMLInputElement} */ (
		h('input', { type: 'checkbox', role: 'switch', class: 'switch-input', id: nextId('hook-sw') })
	);
	input.checked = hook.enabled;
	input.dataset.key = `${hook.id}:switch`;
	input.addEventListener('change', () => {
		haptic('soft');
		onChange(input.checked);
	});
	// Named by its address, described by its events.
	input.setAttribute('aria-labelledby', `${input.id}-host${path ? ` ${input.id}-path` : ''}`);
	input.setAttribute('aria-describedby', `${input.id}-events`);
	const el = h(
		'label',
		{ class: 'switch-row hook-switch', for: input.id, title: hook.url },
		h(
			'span',
			{ class: 'switch-text' },
			h('span', { class: 'switch-label hook-host', id: `${input.id}-host` }, host),
			path ? h('span', { class: 'hook-path', id: `${input.id}-path` }, path) : null,
			h(
				'span',
				{ class: 'switch-desc hook-events-words', id: `${input.id}-events` },
				eventsInWords(hook.events, choices),
			),
		),
		input,
		h('span', { class: 'switch', 'aria-hidden': 'true' }),
	);
	return { el, input };
}

/**
 * Active, or Disabled with the server's reason; and the last delivery.
 * @param {Webhook} hook
 * @returns {HTMLElement}
 */
function stateLine(hook) {
	const last = hook.lastDelivery;
	const facts = [last ? `Last sent ${momentInWords(last.createdAt)}` : 'Nothing sent yet'];
	if (hook.failures > 0) facts.push(`${plural(hook.failures, 'failure')} in a row`);
	return h(
		'div',
		{ class: 'hook-state' },
		h(
			'div',
			{ class: 'hook-state-top' },
			hook.enabled ? pill('Active', 'ok') : pill('Disabled', hook.disabledReason ? 'bad' : 'off'),
			h(
				'span',
				{ class: 'hook-state-facts' },
				facts.join(' · '),
				last ? [' · ', h('span', { class: `hook-last is-${last.state}` }, deliveryWord(last))] : null,
			),
		),
		!hook.enabled && hook.disabledReason ? h('p', { class: 'hook-reason' }, hook.disabledReason) : null,
	);
}

/**
 * Turns the endpoint on or off; refused, the switch goes back.
 * @param {Webhook} hook
 * @param {boolean} on
 * @param {HTMLInputElement} input
 * @param {() => Promise<void>} reload
 */
async function setEnabled(hook, on, input, reload) {
	input.disabled = true;
	try {
		await updateWebhook(hook.id, { enabled: on });
		announce(on ? `Sending to ${shortUrl(hook.url)}` : `Stopped sending to ${shortUrl(hook.url)}`);
		await reload();
	} catch (e) {
		input.checked = !on;
		toast(e.message);
	} finally {
		input.disabled = false;
	}
}

/**
 * Sends a test message; the toast offers the log.
 * @param {Webhook} hook
 * @param {HTMLButtonElement} button
 * @param {() => unknown} openLog
 * @param {() => Promise<void>} reload
 */
async function sendTest(hook, button, openLog, reload) {
	button.disabled = true;
	try {
		await testWebhook(hook.id);
		toast('Test sent', { action: 'Show Log', onAction: openLog });
		await reload();
	} catch (e) {
		toast(e.message);
	} finally {
		button.disabled = false;
	}
}

/**
 * Deletes the endpoint, once confirmed.
 * @param {Webhook} hook
 * @param {string} short
 * @param {() => Promise<void>} reload
 */
async function remove(hook, short, reload) {
	const ok = await confirmDialog({
		title: 'Delete this webhook?',
		message: `Ripple stops sending to ${short}, and its delivery log is deleted.`,
		confirm: 'Delete',
		destructive: true,
	});
	if (!ok) return;
	try {
		await deleteWebhook(hook.id);
		announce(`Deleted the webhook to ${short}`);
		await reload();
	} catch (e) {
		toast(e.message);
	}
}
