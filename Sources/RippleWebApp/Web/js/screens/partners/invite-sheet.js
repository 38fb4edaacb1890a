// Invite a Partner: by the e-mail of an account on this server (the answer is the same whether or
// not one exists, so the sheet says only that the invite was sent), or a one-time link for
// someone new, shown this once with Copy. The server's refusals show under the e-mail, or below.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { field } from '../../components/fields.js';
import { announce, haptic } from '../../components/ui.js';
import { copyField } from '../../components/copy.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { invitePartner } from '../../api/partners.js';
import { momentWords } from './words.js';

/** @typedef {import('../../api/partners.js').PartnerInviteCreated} PartnerInviteCreated */

/**
 * Opens the sheet; `onInvited` hears of each invite made.
 * @param {() => unknown} onInvited
 */
export async function openInvite(onInvited) {
	await Promise.all([loadStylesheet('/css/partners.css'), loadStylesheet('/css/integrations.css')]);
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const email = field({
		label: 'Their e-mail',
		hint: 'Someone with an account on this Ripple server. They accept or decline in Profile › Partners.',
		input: h('input', {
			class: 'field-input',
			type: 'email',
			inputmode: 'email',
			autocomplete: 'off',
			autocapitalize: 'none',
			spellcheck: 'false',
		}),
	});
	const send = h('button', { type: 'submit', class: 'btn btn-primary btn-block' }, 'Send Invite');
	const sent = h('p', { class: 'partner-notice', role: 'status', hidden: true });
	const form = h('form', { class: 'partner-form', novalidate: true }, email.el, send, sent);
	const failure = h('p', { class: 'field-error partner-failure', role: 'alert', hidden: true });
	const make = h('button', { type: 'button', class: 'btn btn-secondary btn-block partner-make-link' });
	make.innerHTML = icon('share', { size: 20 });
	make.append('Make an Invite Link');
	const linkPart = h('div', { class: 'partner-link-part' });
	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		email.setError(null);
		failure.hidden = true;
		sent.hidden = true;
		const address = /** @type {HTMLInputElement} */ (email.input).value.trim();
		send.disabled = true;
		try {
			await invitePartner({ email: address });
			haptic('success');
			/** @type {HTMLInputElement} */ (email.input).value = '';
			sent.textContent = `Invite sent. If ${address} has an account here, they’ll find it in Profile › Partners.`;
			sent.hidden = false;
			onInvited();
		} catch (err) {
			if (err.field === 'email') email.setError(err.message);
			else showFailure(failure, err.message);
			email.input.focus();
		} finally {
			send.disabled = false;
		}
	});
	make.addEventListener('click', async () => {
		failure.hidden = true;
		make.disabled = true;
		try {
			const made = await invitePartner({ link: true });
			haptic('success');
			showLink(linkPart, make, made);
			onInvited();
		} catch (err) {
			showFailure(failure, err.message);
			make.disabled = false;
		}
	});
	const content = h(
		'div',
		{ class: 'sheet-content partner-invite-sheet' },
		sheetHeader({
			title: 'Invite a Partner',
			titleId: 'partner-invite-title',
			onCancel: () => sheet.close(),
			cancelLabel: 'Done',
		}),
		h(
			'div',
			{ class: 'sheet-body' },
			form,
			h('p', { class: 'partner-or', 'aria-hidden': 'true' }, h('span', {}, 'or')),
			h(
				'p',
				{ class: 'partner-lead' },
				'New to Ripple? Send them a link instead: it works once, for 7 days, and leads them through signing in or creating an account.',
			),
			make,
			linkPart,
			failure,
		),
	);
	sheet = openSheet({ labelledBy: 'partner-invite-title', content, initialFocus: email.input, full: true });
	return sheet;
}

/**
 * @param {HTMLElement} failure
 * @param {string} text
 */
function showFailure(failure, text) {
	failure.textContent = text;
	failure.hidden = false;
}

/**
 * The link, this once, with Copy: the whole address on this server.
 * @param {HTMLElement} part where it is shown
 * @param {HTMLButtonElement} make the button that made it, hidden now
 * @param {PartnerInviteCreated} made
 */
function showLink(part, make, made) {
	if (!made.link) return;
	const url = new URL(made.link.path, location.origin).href;
	const value = copyField({ label: 'Invite link', what: 'Link', value: url });
	make.hidden = true;
	part.replaceChildren(
		h(
			'div',
			{ class: 'hook-secret-box partner-link-box' },
			value.el,
			h(
				'p',
				{ class: 'hook-secret-note' },
				h('strong', {}, "You won't see it again."),
				` It works once, until ${momentWords(made.invite.expiresAt)}. You can withdraw it in Partners.`,
			),
		),
	);
	announce('Invite link made. Copy it now: you won’t see it again.');
	value.el.querySelector('button')?.focus({ preventScroll: true });
}
