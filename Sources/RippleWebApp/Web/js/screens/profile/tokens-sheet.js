// Access Tokens: personal access tokens for scripts, widgets and Shortcuts, sent as
// `Authorization: Bearer`. Make one with a name, what it may do and, for check-ins only, which
// habits (its secret is shown this once, with Copy), see them listed with their habits and when
// they were made and last used, and revoke any.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { field } from '../../components/fields.js';
import { confirmDialog } from '../../components/dialog.js';
import * as api from '../../api/access-tokens.js';
import { announce, haptic, toast } from '../../components/ui.js';
import { copyText } from '../../components/copy.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { loadHabits } from '../../core/data.js';
import { habitsChoice, habitsInWords } from './token-habits.js';

/**
 * @param {number} ms
 * @returns {string} the day, in words
 */
const when = (ms) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(ms));

/** @typedef {import('../../api/access-tokens.js').AccessToken} AccessToken */

/**
 * What a scoped token may do, before its dates.
 * @type {Record<string, string>}
 */
const SCOPE_WORDS = { widget: 'Widget (read-only) · ', checkin: 'Check-ins only · ' };

/**
 * Opens the sheet; `forHabit` (the Check-in URL sheet's habit) sets the form to a check-in token
 * for that habit.
 * @param {string | null} [forHabit]
 * @returns {ReturnType<typeof openSheet>}
 */
export function openTokensSheet(forHabit = null) {
	loadStylesheet('/css/integrations.css');
	const parts = tokenForm(forHabit);
	const fresh = h('div', { class: 'token-fresh', role: 'status', hidden: true });
	const list = h('ul', { class: 'token-list', 'aria-label': 'Your access tokens' });
	const status = h('p', { class: 'token-empty' }, 'Loading…');
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const content = h(
		'div',
		{ class: 'sheet-content tokens-sheet' },
		sheetHeader({
			title: 'Access Tokens',
			titleId: 'tokens-title',
			onCancel: () => sheet.close(),
			cancelLabel: 'Done',
		}),
		h(
			'div',
			{ class: 'sheet-body' },
			h(
				'p',
				{ class: 'field-hint' },
				'A token lets a script or app use your Ripple account through the HTTP API. Treat it like a password.',
			),
			parts.form,
			fresh,
			h('h3', { class: 'token-heading' }, 'Your tokens'),
			status,
			list,
		),
	);
	const load = () => loadTokens(status, list);
	parts.form.addEventListener('submit', (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		createToken(parts, fresh, load);
	});
	sheet = openSheet({ labelledBy: 'tokens-title', content, initialFocus: parts.name.input, full: true });
	load();
	return sheet;
}

/**
 * The form: the token's name, what it may do and, for check-ins only, which habits.
 * @param {string | null} forHabit a check-in token for this habit, to begin with
 */
function tokenForm(forHabit) {
	const name = field({
		label: 'Token name',
		hint: 'Say where it will be used, such as “Shortcuts”. For a widget, use Profile › Widgets: it makes a read-only link.',
		input: h('input', { class: 'field-input', type: 'text', maxlength: 64, autocomplete: 'off' }),
	});
	const scope = field({
		label: 'It may',
		hint: 'Check-ins only: for an NFC tag, a shortcut or Home Assistant. It records check-ins and reads Today, nothing else.',
		input: h(
			'select',
			{ class: 'field-input' },
			h('option', { value: 'full' }, 'Do everything you can'),
			h('option', { value: 'checkin' }, 'Check-ins only'),
		),
	});
	const habits = habitsChoice(forHabit ? [forHabit] : null);
	if (forHabit) /** @type {HTMLSelectElement} */ (scope.input).value = 'checkin';
	const checkinOnly = () => /** @type {HTMLSelectElement} */ (scope.input).value === 'checkin';
	scope.input.addEventListener('change', () => habits.show(checkinOnly()));
	const create = h('button', { type: 'submit', class: 'btn btn-secondary' }, 'Create Token');
	const form = h('form', { class: 'token-form', novalidate: true }, name.el, scope.el, habits.el, create);
	return { form, name, habits, create, checkinOnly };
}

/**
 * Makes the token the form describes; its secret is shown, the list read again.
 * @param {ReturnType<typeof tokenForm>} parts
 * @param {HTMLElement} fresh where the secret is shown
 * @param {() => Promise<void>} load
 */
async function createToken({ name, habits, create, checkinOnly }, fresh, load) {
	name.setError(null);
	habits.setError(null);
	const text = name.input.value.trim();
	if (!text) {
		name.setError('Give the token a name.');
		return;
	}
	create.disabled = true;
	try {
		const t = await api.createAccessToken(text, checkinOnly() ? 'checkin' : 'full', habits.chosen());
		haptic('success');
		name.input.value = '';
		showSecret(fresh, t);
		announce(`Token ${t.name} created. Copy it now: it won't be shown again.`);
		await load();
	} catch (err) {
		if (err.field === 'habits') habits.setError(err.message);
		else name.setError(err.message);
	} finally {
		create.disabled = false;
	}
}

/**
 * The tokens listed, or why not.
 * @param {HTMLElement} status
 * @param {HTMLElement} list
 */
async function loadTokens(status, list) {
	try {
		// The habits too, so a token limited to some is listed with their names.
		const [{ tokens }] = await Promise.all([api.listAccessTokens(), loadHabits().catch(() => null)]);
		status.hidden = tokens.length > 0;
		status.textContent = 'No tokens yet.';
		list.replaceChildren(...tokens.map((t) => row(t, () => loadTokens(status, list))));
	} catch (e) {
		status.hidden = false;
		status.textContent = e.message;
	}
}

/**
 * A token: its name, its scope, when it was made and last used, and Revoke.
 * @param {AccessToken} t
 * @param {() => Promise<void>} load the list read again
 * @returns {HTMLElement}
 */
function row(t, load) {
	const used = t.lastUsedAt ? `last used ${when(t.lastUsedAt)}` : 'never used';
	const revoke = h(
		'button',
		{ type: 'button', class: 'btn-plain btn-danger-text token-revoke', 'aria-label': `Revoke ${t.name}` },
		'Revoke',
	);
	revoke.addEventListener('click', async () => {
		const ok = await confirmDialog({
			title: `Revoke “${t.name}”?`,
			message: 'Anything using this token stops working at once.',
			confirm: 'Revoke',
			destructive: true,
		});
		if (!ok) return;
		try {
			await api.revokeAccessToken(t.id);
			announce(`Revoked ${t.name}`);
			await load();
		} catch (e) {
			toast(e.message);
		}
	});
	return h(
		'li',
		{ class: 'token-row' },
		h(
			'span',
			{ class: 'token-text' },
			h('span', { class: 'token-name' }, t.name),
			h(
				'span',
				{ class: 'token-meta' },
				`${SCOPE_WORDS[t.scope] ?? ''}${habitsInWords(t.habits)}Made ${when(t.createdAt)} · ${used}`,
			),
		),
		revoke,
	);
}

/**
 * A new token's secret, shown this once, with Copy.
 * @param {HTMLElement} fresh
 * @param {AccessToken} t
 */
function showSecret(fresh, t) {
	const value = h('code', { class: 'token-secret' }, t.token);
	const copy = h('button', {
		type: 'button',
		class: 'btn btn-secondary token-copy',
		html: icon('check', { size: 18 }),
	});
	copy.append('Copy');
	copy.addEventListener('click', () => copyText(t.token ?? '', { what: 'Token' }));
	fresh.hidden = false;
	fresh.replaceChildren(
		h('p', { class: 'token-fresh-title' }, `“${t.name}” is ready`),
		h('p', { class: 'token-fresh-text' }, "Copy it now: it won't be shown again."),
		value,
		copy,
	);
	copy.focus({ preventScroll: true }); // Create Token was disabled while it worked
	fresh.scrollIntoView({ block: 'nearest' });
}
