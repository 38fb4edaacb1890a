// Profile → Integrations → Check-in URL: one POST checks a habit in for today, from an NFC tag, a
// shortcut, Home Assistant or a script. A habit is chosen; its URL and a curl line are shown with
// Copy (with accounts, the curl line carries a token's place and the sheet offers a check-in-only
// token); the recipes are in docs/integrations.md.
import { h } from '../../core/dom.js';
import { state } from '../../core/store.js';
import { loadHabits } from '../../core/data.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { field } from '../../components/fields.js';
import { copyField } from '../../components/copy.js';
import { loadStylesheet } from '../../core/stylesheet.js';

/** @typedef {import('../../api/types.js').Habit} Habit */

/** What the URL's `action` query may say, in words. */
const ACTIONS = [
	['', 'Done today (value=N gives a counted habit its value)'],
	['action=skip', 'Skipped today'],
	['action=clear', 'Clears today'],
	['action=add', 'Adds 1 (or amount=N) to today’s count'],
];

/** @returns {Promise<ReturnType<typeof openSheet>>} */
export async function openCheckInUrl() {
	await loadStylesheet('/css/integrations.css');
	const habits = ((await loadHabits().catch(() => state.habits)) ?? []).filter((x) => !x.archived);
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const picker = field({
		label: 'Habit',
		input: h(
			'select',
			{ class: 'field-input' },
			habits.map((x) => h('option', { value: x.id }, x.name)),
		),
	});
	const url = copyField({ label: 'Check-in URL (POST)', what: 'URL' });
	const curl = copyField({ label: 'curl', what: 'Command' });
	const habitId = () => /** @type {HTMLSelectElement} */ (picker.input).value;
	const update = () => {
		const address = `${location.origin}/api/v1/habits/${encodeURIComponent(habitId())}/checkin`;
		const bearer = state.accounts ? ' -H "Authorization: Bearer TOKEN"' : '';
		url.set(address);
		curl.set(`curl -fsS -X POST${bearer} "${address}"`);
	};
	picker.input.addEventListener('change', update);
	const body = habits.length
		? [picker.el, url.el, curl.el, tokenNote(habitId, () => sheet.close()), actionsTable(), docsNote()]
		: [h('p', { class: 'hook-empty' }, 'Add a habit first: each habit has its own check-in URL.')];
	const content = h(
		'div',
		{ class: 'sheet-content checkin-url-sheet' },
		sheetHeader({
			title: 'Check-in URL',
			titleId: 'checkin-url-title',
			onCancel: () => sheet.close(),
			cancelLabel: 'Done',
		}),
		h(
			'div',
			{ class: 'sheet-body' },
			h(
				'p',
				{ class: 'hook-lead' },
				'One POST request checks a habit in for today, in your time zone: from an NFC tag, a shortcut, Home Assistant or a script.',
			),
			body,
		),
	);
	if (habits.length) update();
	sheet = openSheet({ labelledBy: 'checkin-url-title', content, full: true, initialFocus: picker.input });
	return sheet;
}

/**
 * With accounts: the request needs a token; one that may only check in (the habit chosen) is the
 * safest.
 * @param {() => string} habitId the habit chosen
 * @param {() => void} close this sheet, before the tokens sheet opens
 * @returns {HTMLElement | null}
 */
function tokenNote(habitId, close) {
	if (!state.accounts) {
		return h(
			'p',
			{ class: 'hook-note' },
			'Ripple runs on this computer only, so no token is needed: leave the Authorization header out.',
		);
	}
	return h(
		'div',
		{ class: 'hook-note' },
		h(
			'p',
			{},
			'Put a token in place of TOKEN. A token that may only check in can tick habits and read Today, nothing else.',
		),
		h(
			'button',
			{
				type: 'button',
				class: 'btn-plain hook-note-action',
				onclick: async () => {
					const id = habitId();
					close();
					(await import('./tokens-sheet.js')).openTokensSheet(id);
				},
			},
			'Make a check-in token',
		),
	);
}

/** @returns {HTMLElement} what the URL's `action` may say */
function actionsTable() {
	return h(
		'div',
		{ class: 'hook-actions-help' },
		h('h3', { class: 'hook-heading' }, 'Options'),
		h(
			'dl',
			{ class: 'hook-dl' },
			ACTIONS.map(([q, text]) => [h('dt', {}, q ? h('code', {}, q) : 'No query'), h('dd', {}, text)]),
		),
	);
}

/** @returns {HTMLElement} where the recipes are */
function docsNote() {
	return h(
		'p',
		{ class: 'hook-note hook-docs' },
		'Recipes for iOS Shortcuts, Android, Home Assistant and curl are in docs/integrations.md, in Ripple’s source.',
	);
}
