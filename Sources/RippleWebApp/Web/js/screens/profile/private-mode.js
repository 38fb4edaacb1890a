// Profile → Privacy → Private mode (accounts mode): end-to-end encryption of what a person writes.
// Turning on asks a passphrase twice, shows the recovery kit once and asks for its last group back,
// then seals every word the server holds (js/private/sweep.js) and puts neutral ones in their place.
// On, it changes the passphrase (the same account key wrapped again; nothing sealed anew) or
// turns off (every word opened on this device and written back in plain, after the passphrase).
import { h } from '../../core/dom.js';
import { field } from '../../components/fields.js';
import { announce, haptic } from '../../components/ui.js';
import { state } from '../../core/store.js';
import { loadToday } from '../../core/data.js';
import { saveFile } from '../../core/save-file.js';
import { deletePrivateKeyring, getPrivateMode, putPrivateKeyring } from '../../api/private.js';
import { MINIMUM_PASSPHRASE, accountKeyFromPassphrase, changePassphrase, createKeyring } from '../../private/keys.js';
import { begin, end, isOpen, markSealing } from '../../private/session.js';
import { kitLink } from '../../private/kit-link.js';
import { qrSvg } from '../../private/qr.js';

const WHAT =
	'Private mode encrypts your habits’ names and descriptions, your notes and moods, your categories’ names, and the coach’s words (your goals, your answers, your plans and reflections) on your devices, so Ripple’s server keeps only what it cannot read.';
const READABLE =
	'The server still sees when and how you check in (days, done or skipped, values), schedules, targets, reminder times and your time zone: reminders, the calendar feed and streaks need them. A pushed reminder carries no name (your device adds it), and the calendar feed says “Habit reminder”. For a goal, it sees its timeline and each week’s days and amounts, and your coach plans on this device.';
const LOSS =
	'Your passphrase is separate from your password. If you lose both the passphrase and the recovery kit, nobody — Ripple included — can open your words again.';

/** @param {string} autocomplete */
const secret = (autocomplete) =>
	/** @type {HTMLInputElement} */ (
		h('input', { type: 'password', class: 'field-input', autocomplete, spellcheck: 'false' })
	);

/**
 * The Private mode card of the Privacy sheet; it draws itself again as the mode changes.
 * @param {{start?: boolean}} [options] `start`: at the first step of turning on (chosen at sign-up)
 * @returns {HTMLElement}
 */
export function privateModeCard(options = {}) {
	const card = h('section', { class: 'pcard plist private-card', 'aria-labelledby': 'private-mode-title' });
	const render = () => {
		card.replaceChildren(h('h3', { class: 'private-card-title', id: 'private-mode-title' }, 'Private mode'));
		if (!state.accounts || !state.user) {
			card.append(
				h(
					'p',
					{ class: 'field-hint' },
					'Private mode needs an account: it keeps your words encrypted across your devices.',
				),
			);
			return;
		}
		card.append(...(isOpen() ? onView(render) : offView(render, !!options.start)));
	};
	render();
	if (options.start) requestAnimationFrame(() => card.scrollIntoView({ block: 'start' }));
	return card;
}

/** @param {string} text */
const line = (text, cls = 'field-hint privacy-explain') => h('p', { class: cls }, text);

/**
 * @param {() => void} render
 * @param {boolean} [start] at the passphrase at once
 */
function offView(render, start = false) {
	const area = h('div', { class: 'privacy-form-area' });
	const button = h('button', { type: 'button', class: 'btn btn-primary private-turn-on' }, 'Turn on private mode');
	const begin = () => {
		button.hidden = true;
		choosePassphrase(area, render);
	};
	button.addEventListener('click', begin);
	if (start) queueMicrotask(begin);
	return [
		h(
			'div',
			{ class: 'prow prow-stack' },
			line('Private mode is off.', 'private-state'),
			line(WHAT),
			line(READABLE),
			button,
			area,
		),
	];
}

/**
 * Step 1: the passphrase, twice.
 * @param {HTMLElement} area
 * @param {() => void} render
 */
function choosePassphrase(area, render) {
	const first = field({
		label: 'Private-mode passphrase',
		hint: `At least ${MINIMUM_PASSPHRASE} characters. ${LOSS}`,
		input: secret('new-password'),
	});
	const again = field({ label: 'Enter it again', input: secret('new-password') });
	const next = h('button', { type: 'submit', class: 'btn btn-primary private-continue' }, 'Continue');
	const form = h('form', { class: 'privacy-form private-passphrase', novalidate: true }, first.el, again.el, next);
	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		first.setError(null);
		again.setError(null);
		const value = first.input.value;
		if ([...value].length < MINIMUM_PASSPHRASE) {
			first.setError(`A passphrase has at least ${MINIMUM_PASSPHRASE} characters.`);
			first.input.focus();
			return;
		}
		if (again.input.value !== value) {
			again.setError('The two passphrases differ.');
			again.input.focus();
			return;
		}
		next.disabled = true;
		next.textContent = 'Making your keys…';
		const made = await createKeyring(value);
		showKit(area, made, render);
	});
	area.replaceChildren(form);
	first.input.focus();
}

/**
 * Step 2: the recovery kit, shown once, and its last group asked back before anything is sent.
 * @param {HTMLElement} area
 * @param {Awaited<ReturnType<typeof createKeyring>>} made
 * @param {() => void} render
 */
function showKit(area, made, render) {
	const kit = made.recoveryText;
	const text = `Ripple recovery kit\n\nAccount: ${state.user?.email ?? ''}\nRecovery key: ${kit}\n\nWith this key you can open your private-mode habits if you forget your passphrase. Keep it somewhere safe and offline. Anyone who has it and can sign in to your account can read your habits.\n`;
	const save = h('button', { type: 'button', class: 'btn btn-secondary private-kit-save' }, 'Download the kit');
	save.addEventListener('click', () => saveFile(new Blob([text], { type: 'text/plain' }), 'ripple-recovery-kit.txt'));
	const copy = h('button', { type: 'button', class: 'btn btn-secondary private-kit-copy' }, 'Copy');
	copy.addEventListener('click', () => {
		navigator.clipboard?.writeText(kit).then(
			() => announce('Recovery key copied'),
			() => {},
		);
	});
	const print = h('button', { type: 'button', class: 'btn btn-secondary private-kit-print' }, 'Print');
	print.addEventListener('click', () => print_(kit));
	const check = field({
		label: 'To confirm you saved it, type the kit’s last group of four',
		input: /** @type {HTMLInputElement} */ (
			h('input', { class: 'field-input private-kit-check', autocomplete: 'off', spellcheck: 'false', maxlength: '4' })
		),
	});
	const go = h('button', { type: 'submit', class: 'btn btn-primary private-confirm' }, 'Turn on private mode');
	const progress = h('p', { class: 'field-hint private-progress', role: 'status', 'aria-live': 'polite' });
	const form = h(
		'form',
		{ class: 'privacy-form private-kit', novalidate: true },
		line(
			'Your recovery kit. It is shown only now: save it, print it or write it down.',
			'private-state private-kit-title',
		),
		h('code', { class: 'private-kit-text' }, kit),
		h('div', {
			class: 'private-kit-qr',
			html: qrSvg(kitLink(kit), { scale: 4, label: 'The recovery kit as a QR code' }),
		}),
		h('div', { class: 'private-kit-actions' }, save, copy, print),
		check.el,
		go,
		progress,
	);
	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		check.setError(null);
		if (check.input.value.trim().toUpperCase() !== kit.slice(-4)) {
			check.setError('That is not the kit’s last group. Look again at what you saved.');
			check.input.focus();
			return;
		}
		go.disabled = true;
		go.textContent = 'Encrypting…';
		try {
			await turnOn(made, (done, total) => {
				progress.textContent = `Encrypting ${done} of ${total}…`;
			});
			announce('Private mode is on');
			render();
		} catch (err) {
			haptic('error');
			// Refused before the keyring was kept (partners, offline): nothing changed; later, what was
			// sealed stays sealed and the next try (or the next start) carries on.
			const message = /** @type {Error} */ (err).message;
			progress.textContent = isOpen()
				? `${message} What was encrypted stays encrypted; try again to finish.`
				: `${message} Nothing was changed.`;
			go.disabled = false;
			go.textContent = 'Turn on private mode';
		}
	});
	area.replaceChildren(form);
	check.input.focus();
}

/**
 * Prints the kit alone, in a window of its own.
 * @param {string} kit
 */
function print_(kit) {
	const w = window.open('', '_blank', 'noopener=no,width=480,height=360');
	if (!w) return;
	const p = w.document.createElement('pre');
	p.textContent = `Ripple recovery kit\n\n${state.user?.email ?? ''}\n\n${kit}`;
	p.style.font = '18px ui-monospace, monospace';
	const code = w.document.createElement('div');
	code.innerHTML = qrSvg(kitLink(kit), { scale: 6, label: 'The recovery kit as a QR code' });
	w.document.body.append(p, code);
	w.print();
}

/**
 * Sends the keyring, then seals what the server holds; cut short, the next start carries on.
 * @param {Awaited<ReturnType<typeof createKeyring>>} made
 * @param {(done: number, total: number) => void} progress
 */
async function turnOn(made, progress) {
	const who = /** @type {string} */ (state.user?.id);
	await putPrivateKeyring(made.keyring);
	await begin(who, made.accountKey);
	markSealing(true);
	await (await import('../../private/sweep.js')).sealPlain(who, { notes: true, progress });
	markSealing(false);
	await loadToday().catch(() => {});
}

/** @param {() => void} render */
function onView(render) {
	const area = h('div', { class: 'privacy-form-area' });
	const change = h('button', { type: 'button', class: 'btn btn-secondary private-change' }, 'Change passphrase');
	change.addEventListener('click', () => changeForm(area));
	const off = h(
		'button',
		{ type: 'button', class: 'btn-plain btn-danger-text private-turn-off' },
		'Turn off private mode',
	);
	off.addEventListener('click', () => {
		off.hidden = true;
		offForm(area, render);
	});
	return [
		h('div', { class: 'prow prow-stack' }, line('Private mode is on.', 'private-state'), line(WHAT), line(READABLE)),
		h('div', { class: 'prow' }, change),
		area,
		h('div', { class: 'privacy-off' }, off),
	];
}

/**
 * Change passphrase: the current one, the new one twice.
 * @param {HTMLElement} area
 */
function changeForm(area) {
	const now = field({ label: 'Current passphrase', input: secret('current-password') });
	const next = field({
		label: 'New passphrase',
		hint: `At least ${MINIMUM_PASSPHRASE} characters.`,
		input: secret('new-password'),
	});
	const again = field({ label: 'Enter it again', input: secret('new-password') });
	const go = h('button', { type: 'submit', class: 'btn btn-primary private-change-save' }, 'Change passphrase');
	const form = h('form', { class: 'privacy-form', novalidate: true }, now.el, next.el, again.el, go);
	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		for (const f of [now, next, again]) f.setError(null);
		if (next.input.value !== again.input.value) {
			again.setError('The two passphrases differ.');
			return;
		}
		go.disabled = true;
		try {
			const mode = await getPrivateMode();
			if (!mode.keyring) throw new Error('Private mode is off.');
			await putPrivateKeyring(await changePassphrase(mode.keyring, now.input.value, next.input.value));
			area.replaceChildren();
			announce('Passphrase changed');
		} catch (err) {
			haptic('error');
			const code = /** @type {any} */ (err).code;
			(code === 'passphraseTooShort' ? next : now).setError(/** @type {Error} */ (err).message);
			go.disabled = false;
		}
	});
	area.replaceChildren(form);
	now.input.focus();
}

/**
 * Turn off: the passphrase, then every word written back in plain and the keyring removed.
 * @param {HTMLElement} area
 * @param {() => void} render
 */
function offForm(area, render) {
	const now = field({ label: 'Passphrase', input: secret('current-password') });
	const go = h('button', { type: 'submit', class: 'btn btn-danger private-off-confirm' }, 'Turn off private mode');
	const progress = h('p', { class: 'field-hint private-progress', role: 'status', 'aria-live': 'polite' });
	const form = h(
		'form',
		{ class: 'privacy-form', novalidate: true },
		line('Your words are opened on this device and sent back to the server in plain text, readable by it as before.'),
		now.el,
		go,
		progress,
	);
	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		now.setError(null);
		go.disabled = true;
		try {
			const mode = await getPrivateMode();
			if (mode.keyring) await accountKeyFromPassphrase(mode.keyring, now.input.value);
			await (await import('../../private/sweep.js')).openPlain({
				progress: (done, total) => {
					progress.textContent = `Decrypting ${done} of ${total}…`;
				},
			});
			await deletePrivateKeyring();
			await end(/** @type {string} */ (state.user?.id));
			await loadToday().catch(() => {});
			announce('Private mode is off');
			render();
		} catch (err) {
			haptic('error');
			now.setError(/** @type {Error} */ (err).message);
			go.disabled = false;
		}
	});
	area.replaceChildren(form);
	now.input.focus();
}
