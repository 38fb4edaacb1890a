// Profile → Integrations → Webhooks: the addresses Ripple tells when something happens, each
// with its switch, state, Send Test, Delivery Log and Delete, and Add Webhook (up to the server's
// limit, which the server enforces).
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { listWebhooks } from '../../api/webhooks.js';
import { webhookRow } from './webhook-row.js';

/** @typedef {import('../../api/webhooks.js').WebhookList} WebhookList */

/**
 * Opens the sheet; `onChange` hears the list each time it is read (the Profile row's count).
 * @param {(list: WebhookList) => void} [onChange]
 * @returns {Promise<ReturnType<typeof openSheet>>}
 */
export async function openWebhooks(onChange) {
	await loadStylesheet('/css/integrations.css');
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	/** @type {WebhookList} */
	let known = { webhooks: [], events: [], limit: 0 };
	const status = h('p', { class: 'hook-empty', role: 'status' }, 'Loading…');
	const list = h('ul', { class: 'hook-list', 'aria-label': 'Your webhooks' });
	const count = h('p', { class: 'hook-count' });
	const add = h('button', { type: 'button', class: 'btn btn-primary btn-block hook-add', disabled: true });
	add.innerHTML = icon('plus', { size: 20 });
	add.append('Add Webhook');
	const load = async () => {
		try {
			known = await listWebhooks();
			render(known);
			onChange?.(known);
		} catch (e) {
			status.hidden = false;
			status.textContent = e.message;
		}
	};
	/** @param {WebhookList} l */
	const render = ({ webhooks, events, limit }) => {
		status.hidden = webhooks.length > 0;
		status.textContent = 'No webhooks yet.';
		// The control in use keeps the focus when its row is drawn again (Delete's row is gone: Add).
		const active = /** @type {HTMLElement | null} */ (document.activeElement);
		const key = active && list.contains(active) ? active.dataset.key : null;
		list.replaceChildren(...webhooks.map((w) => webhookRow(w, events, load)));
		if (key) (list.querySelector(`[data-key="${CSS.escape(key)}"]`) ?? add).focus({ preventScroll: true });
		count.textContent = limit ? `${webhooks.length} of ${limit}` : '';
		add.disabled = events.length === 0;
	};
	add.addEventListener('click', async () =>
		(await import('./webhook-add.js')).openAddWebhook(known.events, () => load()),
	);
	const content = h(
		'div',
		{ class: 'sheet-content hooks-sheet' },
		sheetHeader({ title: 'Webhooks', titleId: 'hooks-title', onCancel: () => sheet.close(), cancelLabel: 'Done' }),
		h(
			'div',
			{ class: 'sheet-body' },
			h(
				'p',
				{ class: 'hook-lead' },
				'Ripple tells these addresses when something happens: a check-in, a day completed, a milestone. Use them with Zapier, n8n, Home Assistant or your own server.',
			),
			status,
			list,
			h('div', { class: 'hook-add-row' }, add, count),
		),
	);
	sheet = openSheet({ labelledBy: 'hooks-title', content, full: true });
	load();
	return sheet;
}
