// Webhooks in words: an endpoint's address shortened, its events by their titles (as the server
// names them), a delivery's state as a pill, and moments as "2 minutes ago".
import { h } from '../../core/dom.js';

/** @typedef {import('../../api/webhooks.js').Webhook} Webhook */
/** @typedef {import('../../api/webhooks.js').WebhookDelivery} WebhookDelivery */
/** @typedef {import('../../api/webhooks.js').WebhookEventChoice} WebhookEventChoice */

/**
 * An event the server sends without listing it as a choice (a test sent by hand), in words.
 * @type {Record<string, string>}
 */
const UNLISTED = { 'webhook.test': 'A test sent by hand' };

/**
 * A delivery's state: its words, and the pill's tone.
 * @type {Record<string, [string, string]>}
 */
const STATES = { delivered: ['Delivered', 'ok'], pending: ['Retrying', 'wait'], failed: ['Failed', 'bad'] };

/**
 * The address without its scheme, query or a trailing slash, its middle left out past 40
 * characters: "hooks.example.com/ripple/…/in".
 * @param {string} url
 * @returns {string}
 */
export function shortUrl(url) {
	const { host, path } = urlParts(url);
	const text = host + path;
	return text.length > 40 ? `${text.slice(0, 26)}…${text.slice(-12)}` : text;
}

/**
 * The address's host and path (without a trailing slash), for the list.
 * @param {string} url
 * @returns {{host: string, path: string}}
 */
export function urlParts(url) {
	try {
		const u = new URL(url);
		return { host: u.host, path: u.pathname === '/' ? '' : u.pathname.replace(/\/$/, '') };
	} catch {
		return { host: url, path: '' };
	}
}

/**
 * An event's title, from the server's list of choices.
 * @param {string} name
 * @param {WebhookEventChoice[]} choices
 * @returns {string}
 */
export function eventTitle(name, choices) {
	return choices.find((e) => e.name === name)?.title ?? UNLISTED[name] ?? name;
}

/**
 * The events an endpoint is told about, in words: "Every event" when it has all the choices.
 * @param {string[]} events
 * @param {WebhookEventChoice[]} choices
 * @returns {string}
 */
export function eventsInWords(events, choices) {
	if (choices.length > 1 && choices.every((c) => events.includes(c.name))) return 'Every event';
	return events.map((e) => eventTitle(e, choices)).join(' · ');
}

/**
 * A small coloured label: `tone` is ok, wait, bad or off.
 * @param {string} text
 * @param {string} tone
 * @returns {HTMLElement}
 */
export const pill = (text, tone) => h('span', { class: `hook-pill is-${tone}` }, text);

/**
 * A delivery's state as a pill: Delivered, Retrying (not yet answered; Sending before its first
 * try) or Failed.
 * @param {WebhookDelivery} d
 * @returns {HTMLElement}
 */
export function deliveryPill(d) {
	return pill(deliveryWord(d), STATES[d.state]?.[1] ?? 'off');
}

/**
 * A delivery's state in a word.
 * @param {WebhookDelivery} d
 * @returns {string}
 */
export function deliveryWord(d) {
	return d.state === 'pending' && d.attempts === 0 ? 'Sending' : (STATES[d.state]?.[0] ?? d.state);
}

/**
 * What the endpoint answered: "HTTP 204", or the sentence saying why there was no answer.
 * @param {WebhookDelivery} d
 * @returns {string}
 */
export const answerInWords = (d) => d.error ?? (d.status != null ? `HTTP ${d.status}` : 'No answer yet');

/**
 * A moment in words, from now: "just now", "5 minutes ago", "in 2 minutes"; past a day, the date
 * and time.
 * @param {number} ms
 * @returns {string}
 */
export function momentInWords(ms) {
	const seconds = Math.round((ms - Date.now()) / 1000);
	const far = Math.abs(seconds);
	if (far < 45) return seconds > 0 ? 'in a moment' : 'just now';
	const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
	if (far < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
	if (far < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
	return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
