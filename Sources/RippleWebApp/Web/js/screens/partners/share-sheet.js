// Share a habit with a partner, or change how it is shared: the habit (one not shared with them
// yet), the name they see (optional: "Evening habit"), the last day they see it (optional) and
// whether they see its past. Editing offers Stop Sharing. The server judges the fields: a refusal
// shows under the field it names.
import { h } from '../../core/dom.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { field, toggleSwitch } from '../../components/fields.js';
import { confirmDialog } from '../../components/dialog.js';
import { announce, haptic, toast } from '../../components/ui.js';
import { loadHabits } from '../../core/data.js';
import { unsharePartnerHabit, sharePartnerHabit } from '../../api/partners.js';

/** @typedef {import('../../api/partners.js').Partner} Partner */
/** @typedef {import('../../api/partners.js').PartnerShare} PartnerShare */

/**
 * Opens the sheet: `share` to change one, null to share a new habit.
 * @param {Partner} partner
 * @param {PartnerShare | null} share
 * @param {() => Promise<void>} reload the partners read again
 */
export async function openShare(partner, share, reload) {
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const shared = new Set(partner.shares.map((s) => s.habitId));
	const active = share ? [] : (await loadHabits(true).catch(() => [])).filter((x) => !x.archived);
	const habits = active.filter((x) => !shared.has(x.id));
	const form = shareForm(share, habits);
	const submit = h('button', { type: 'submit', class: 'btn btn-primary btn-block' }, share ? 'Save' : 'Share');
	const failure = h('p', { class: 'field-error partner-failure', role: 'alert', hidden: true });
	const stop = share
		? h('button', { type: 'button', class: 'btn btn-danger-text btn-block partner-stop' }, 'Stop Sharing')
		: null;
	const el = h(
		'form',
		{ class: 'partner-form', novalidate: true },
		h('p', { class: 'partner-with' }, `With ${partner.name}`),
		form.parts,
		h(
			'p',
			{ class: 'partner-note' },
			'They see its name, its schedule and which days were done, skipped or missed: never values, notes or moods.',
		),
		failure,
		submit,
		stop,
	);
	if (!share && !habits.length) {
		submit.disabled = true;
		failure.hidden = false;
		failure.setAttribute('role', 'status');
		failure.classList.add('is-calm');
		failure.textContent = active.length
			? 'Every habit you have is already shared with them.'
			: 'You have no habits to share yet. Add one first, then share it here.';
	}
	el.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		failure.hidden = true;
		form.clearErrors();
		submit.disabled = true;
		try {
			const habitId = share?.habitId ?? form.habitId();
			const made = await sharePartnerHabit(partner.id, habitId, form.values());
			haptic('success');
			announce(share ? `Saved how ${made.habitName} is shared` : `${partner.name} now sees ${made.habitName}`);
			sheet.close();
			await reload();
		} catch (err) {
			if (!form.showError(err)) {
				failure.textContent = err.message;
				failure.hidden = false;
			}
			submit.disabled = false;
		}
	});
	stop?.addEventListener('click', () => share && stopSharing(partner, share, () => sheet.close(), reload));
	const content = h(
		'div',
		{ class: 'sheet-content partner-share-sheet' },
		sheetHeader({
			title: share ? 'Shared Habit' : 'Share a Habit',
			titleId: 'partner-share-title',
			onCancel: () => sheet.close(),
		}),
		h('div', { class: 'sheet-body' }, el),
	);
	sheet = openSheet({ labelledBy: 'partner-share-title', content, initialFocus: form.first, full: true });
	return sheet;
}

/**
 * The fields: the habit (chosen when new, named when editing), the name they see, until, the past.
 * @param {PartnerShare | null} share
 * @param {import('../../api/types.js').Habit[]} habits the habits that may be shared
 */
function shareForm(share, habits) {
	const pick = /** @type {HTMLSelectElement} */ (
		h(
			'select',
			{ class: 'field-input' },
			habits.map((x) => h('option', { value: x.id }, x.name)),
		)
	);
	const habit = share
		? h('div', { class: 'partner-habit' }, h('span', { class: 'field-label' }, 'Habit'), h('p', {}, share.habitName))
		: field({ label: 'Habit', input: pick }).el;
	const nameInput = /** @type {HTMLInputElement} */ (
		h('input', {
			class: 'field-input',
			type: 'text',
			maxlength: 60,
			autocomplete: 'off',
			value: share?.displayName ?? '',
		})
	);
	const name = field({ label: 'Name they see (optional)', input: nameInput, hint: 'Another name keeps it private.' });
	const hint = /** @type {HTMLElement} */ (name.el.querySelector('.field-hint'));
	const ownName = () => share?.habitName ?? pick.selectedOptions[0]?.textContent ?? '';
	const sayName = () => {
		hint.textContent = `Another name keeps it private, such as “Evening habit”. Empty: they see “${ownName()}”.`;
	};
	pick.addEventListener('change', sayName);
	sayName();
	const untilInput = /** @type {HTMLInputElement} */ (
		h('input', { class: 'field-input', type: 'date', value: share?.until ?? '' })
	);
	const until = field({
		label: 'Until (optional)',
		input: untilInput,
		hint: 'The last day they see it. Empty: until you stop sharing.',
	});
	const past = toggleSwitch({
		label: 'Include the past',
		checked: share?.includePast ?? false,
		description: 'They also see the weeks before today. Off: only from the day you share it.',
		onChange: () => {},
	});
	/** @type {Record<string, {setError: (msg: string | null) => void, input: HTMLElement}>} */
	const byField = { displayName: name, until };
	return {
		parts: [habit, name.el, until.el, h('div', { class: 'partner-past' }, past.el)],
		first: share ? nameInput : pick,
		habitId: () => pick.value,
		values: () => ({
			displayName: nameInput.value.trim() || null,
			until: untilInput.value || null,
			includePast: past.input.checked,
		}),
		clearErrors: () => {
			name.setError(null);
			until.setError(null);
		},
		/**
		 * The server's refusal under the field it names; false when it names none of them.
		 * @param {{field?: string | null, message: string}} err
		 */
		showError: (err) => {
			const named = byField[err.field ?? ''];
			if (!named) return false;
			named.setError(err.message);
			named.input.focus();
			return true;
		},
	};
}

/**
 * Stops sharing the habit, once confirmed.
 * @param {Partner} partner
 * @param {PartnerShare} share
 * @param {() => void} close
 * @param {() => Promise<void>} reload
 */
async function stopSharing(partner, share, close, reload) {
	const ok = await confirmDialog({
		title: `Stop sharing ${share.habitName}?`,
		message: `${partner.name} stops seeing it at once. Its check-ins stay as they are.`,
		confirm: 'Stop Sharing',
		destructive: true,
	});
	if (!ok) return;
	try {
		await unsharePartnerHabit(partner.id, share.habitId);
		announce(`${partner.name} no longer sees ${share.habitName}`);
		close();
	} catch (e) {
		toast(e.message);
	}
	await reload();
}
