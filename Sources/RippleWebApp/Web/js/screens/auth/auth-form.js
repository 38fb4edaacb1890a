// The sign-in and sign-up screen's form: its words for each mode, its fields (email, password, an
// invite code when the server asks for one), the form drawn for a mode, and its errors.
import { h } from '../../core/dom.js';
import { field } from '../../components/fields.js';

/** @typedef {'signIn' | 'signUp'} AuthMode */
/** @typedef {{el: HTMLElement, input: HTMLInputElement, setError: (msg: string | null) => void}} AuthField */

/**
 * The screen as its handlers see it: the mode shown, the server's registration, and its parts.
 * @typedef {{
 *   mode: AuthMode,
 *   registration: string,
 *   title: HTMLElement,
 *   text: HTMLElement,
 *   email: AuthField,
 *   password: AuthField,
 *   invite: AuthField,
 *   keepPrivate: HTMLElement,
 *   error: HTMLElement,
 *   submit: HTMLButtonElement,
 *   switchText: HTMLElement,
 *   switchBtn: HTMLElement,
 * }} AuthForm
 */

/** Each mode's words: the title, the line under it, the button (and while busy), the page's title. */
export const COPY = {
	signIn: {
		title: 'Welcome back',
		text: 'Sign in to see your habits.',
		submit: 'Sign In',
		busy: 'Signing in…',
		doc: 'Sign in',
	},
	signUp: {
		title: 'Create your account',
		text: 'Your habits, on this Ripple server, seen only by you.',
		submit: 'Create Account',
		busy: 'Creating your account…',
		doc: 'Create account',
	},
};

/**
 * @param {string} label
 * @param {Record<string, string | boolean>} attributes the input's
 * @param {string} [hint]
 * @returns {AuthField}
 */
function inputField(label, attributes, hint) {
	const input = /** @type {HTMLInputElement} */ (h('input', { class: 'field-input', ...attributes }));
	return hint ? field({ label, hint, input }) : field({ label, input });
}

/**
 * The email, password and invite code fields, in that order.
 * @returns {{email: AuthField, password: AuthField, invite: AuthField}}
 */
export function authFields() {
	const email = inputField('Email', {
		type: 'email',
		name: 'email',
		autocomplete: 'username',
		inputmode: 'email',
		autocapitalize: 'none',
		spellcheck: 'false',
		required: true,
	});
	const password = inputField('Password', {
		type: 'password',
		name: 'password',
		autocomplete: 'current-password',
		required: true,
	});
	const invite = inputField(
		'Invite code',
		{ type: 'text', name: 'inviteCode', autocomplete: 'off', autocapitalize: 'none', spellcheck: 'false' },
		'From the person who runs this Ripple server.',
	);
	return { email, password, invite };
}

/** The sessionStorage key that carries the sign-up's choice of private mode to the app's start. */
export const PRIVATE_CHOSEN = 'ripple.private.chosen';

/**
 * Sign-up's choice of private mode (its passphrase is chosen once the account exists).
 * @returns {HTMLElement}
 */
export function privateChoice() {
	const box = h('input', { type: 'checkbox', class: 'auth-private-box', id: 'auth-private' });
	return h(
		'div',
		{ class: 'auth-private' },
		box,
		h(
			'label',
			{ for: 'auth-private' },
			h('span', { class: 'auth-private-title' }, 'Turn on private mode'),
			h(
				'span',
				{ class: 'auth-private-hint' },
				'End-to-end encryption: your habits’ names and notes are encrypted on your devices. You choose its passphrase next.',
			),
		),
	);
}

/**
 * The form drawn for its mode: the words, the invite code when signing up needs one, the
 * password's hint and autocomplete, and the switch to the other mode.
 * @param {AuthForm} a
 * @param {boolean} focus
 */
export function renderForm(a, focus) {
	const { mode, password } = a;
	const c = COPY[mode];
	a.title.textContent = c.title;
	a.text.textContent = c.text;
	a.submit.textContent = c.submit;
	document.title = `${c.doc} · Ripple`;
	a.invite.el.hidden = !(mode === 'signUp' && a.registration === 'invite');
	a.keepPrivate.hidden = mode !== 'signUp';
	password.input.setAttribute('autocomplete', mode === 'signUp' ? 'new-password' : 'current-password');
	const hint = mode === 'signUp' ? 'At least 8 characters; not a common password.' : null;
	let hintEl = password.el.querySelector('.field-hint');
	if (hint && !hintEl) {
		hintEl = h('p', { class: 'field-hint' }, hint);
		/** @type {HTMLElement} */ (password.el.querySelector('.field-box')).after(/** @type {Node} */ (hintEl));
	}
	if (!hint) hintEl?.remove();
	a.switchText.textContent = mode === 'signIn' ? 'New to Ripple?' : 'Already have an account?';
	a.switchBtn.textContent = mode === 'signIn' ? 'Create an account' : 'Sign in';
	showError(a, null);
	if (focus) a.title.focus();
}

/**
 * An error on the field it names (focused), else under the form; null clears it.
 * @param {AuthForm} a
 * @param {string | null} message
 * @param {string} [fieldName]
 */
export function showError(a, message, fieldName) {
	const { email, password, invite, error } = a;
	error.hidden = !message;
	error.textContent = message ?? '';
	for (const f of [email, password, invite]) f.setError(null);
	/** @type {Record<string, AuthField>} */
	const byName = { email, password, inviteCode: invite };
	const named = byName[fieldName ?? ''];
	if (message && named) {
		named.setError(message);
		error.hidden = true;
		error.textContent = '';
		named.input.focus();
	}
}

/**
 * What to tell the user about a refused sign-in or sign-up.
 * @param {{code?: string, status?: number, message: string}} err the API client's error
 * @returns {string}
 */
export function refusal(err) {
	if (err.code === 'invalid_credentials') return "That email and password don't match an account.";
	if (err.status === 429) return 'Too many attempts. Wait a few minutes, then try again.';
	return err.message;
}
