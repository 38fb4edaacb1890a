// "Add Webhook": an address and the events to send it (the server's list, by their titles). What
// the server refuses is said under the field it names; once added, the endpoint's signing secret
// is shown this once, with Copy.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { field, nextId } from '../../components/fields.js';
import { announce, haptic } from '../../components/ui.js';
import { copyField } from '../../components/copy.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { createWebhook } from '../../api/webhooks.js';
import { shortUrl } from './webhook-words.js';

/** @typedef {import('../../api/webhooks.js').Webhook} Webhook */
/** @typedef {import('../../api/webhooks.js').WebhookEventChoice} WebhookEventChoice */

/**
 * Opens the sheet; `onAdded` hears of the new endpoint.
 * @param {WebhookEventChoice[]} choices the events the server offers
 * @param {(hook: Webhook) => void} onAdded
 * @returns {Promise<ReturnType<typeof openSheet>>}
 */
export async function openAddWebhook(choices, onAdded) {
	await loadStylesheet('/css/integrations.css');
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const url = field({
		label: 'Address',
		hint: 'Ripple sends each event to it as a signed POST request with a JSON body.',
		input: h('input', {
			class: 'field-input',
			type: 'url',
			inputmode: 'url',
			autocomplete: 'off',
			placeholder: 'https://example.com/ripple',
		}),
	});
	const events = eventChoices(choices);
	const failure = h('p', { class: 'field-error hook-failure', role: 'alert', hidden: true });
	const add = h('button', { type: 'submit', class: 'btn btn-primary btn-block' }, 'Add Webhook');
	const form = h('form', { class: 'hook-form', novalidate: true }, url.el, events.el, failure, add);
	const body = h('div', { class: 'sheet-body' }, form);
	const header = sheetHeader({ title: 'Add Webhook', titleId: 'hook-add-title', onCancel: () => sheet.close() });
	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		url.setError(null);
		events.setError(null);
		failure.hidden = true;
		add.disabled = true;
		try {
			const made = await createWebhook({ url: url.input.value.trim(), events: events.chosen() });
			haptic('success');
			onAdded(made.webhook);
			showSecret(body, header, made.secret, made.webhook);
		} catch (err) {
			if (err.field === 'url') url.setError(err.message);
			else if (err.field === 'events') events.setError(err.message);
			else {
				failure.textContent = err.message;
				failure.hidden = false;
			}
			(err.field === 'url' ? url.input : add).focus();
		} finally {
			add.disabled = false;
		}
	});
	const content = h('div', { class: 'sheet-content hook-add-sheet' }, header, body);
	sheet = openSheet({ labelledBy: 'hook-add-title', content, initialFocus: url.input, full: true });
	return sheet;
}

/**
 * The events as checkboxes, each checked to begin with, and the line that says what the server
 * made of the choice.
 * @param {WebhookEventChoice[]} choices
 */
function eventChoices(choices) {
	const errId = nextId('hook-events-err');
	const error = h('p', { class: 'field-error', id: errId, hidden: true });
	const boxes = choices.map(
		(c) => /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', value: c.name, checked: true })),
	);
	const el = h(
		'fieldset',
		{ class: 'field hook-events' },
		h('legend', { class: 'field-label' }, 'Events'),
		h(
			'ul',
			{ class: 'hook-picks' },
			choices.map((c, i) => h('li', {}, h('label', { class: 'hook-pick' }, boxes[i], h('span', {}, c.title)))),
		),
		error,
	);
	return {
		el,
		chosen: () => boxes.filter((b) => b.checked).map((b) => b.value),
		/** @param {string | null} msg */
		setError: (msg) => {
			error.hidden = !msg;
			error.textContent = msg ?? '';
			el.classList.toggle('has-error', !!msg);
			if (msg) el.setAttribute('aria-describedby', errId);
			else el.removeAttribute('aria-describedby');
		},
	};
}

/**
 * The endpoint is added: its secret, shown this once, with Copy; the header's Cancel becomes Done.
 * @param {HTMLElement} body the sheet's body, replaced
 * @param {HTMLElement} header the sheet's header
 * @param {string} secret
 * @param {Webhook} hook
 */
function showSecret(body, header, secret, hook) {
	const value = copyField({ label: 'Signing secret', what: 'Secret', value: secret });
	const cancel = header.querySelector('.sheet-cancel');
	if (cancel) cancel.textContent = 'Done';
	body.replaceChildren(
		h(
			'div',
			{ class: 'hook-fresh', role: 'status' },
			h('span', { class: 'hook-fresh-mark', html: icon('check', { size: 22, stroke: 2.6 }) }),
			h('p', { class: 'hook-fresh-title' }, 'Webhook added'),
			h('p', { class: 'hook-fresh-text' }, `Ripple now sends events to ${shortUrl(hook.url)}.`),
		),
		h(
			'div',
			{ class: 'hook-secret-box' },
			value.el,
			h(
				'p',
				{ class: 'hook-secret-note' },
				h('strong', {}, "You won't see it again."),
				" Keep it where your endpoint can check each message's webhook-signature header with it.",
			),
		),
	);
	announce('Webhook added. Copy its signing secret now: you won’t see it again.');
	value.el.querySelector('button')?.focus({ preventScroll: true });
}
