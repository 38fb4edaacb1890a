// The sign-in and sign-up screen: the
// Ripple mark over a card with email and password, an invite code when the server asks for one
// (`--registration invite`), a note when a partner's invite link brought them here, and a switch
// between the two. It covers the app, which stays as it
// was underneath, so signing in returns to the same place. The form's parts are auth-form.js.
import { h, inertOthers } from '../../core/dom.js';
import { rippleMark } from '../../components/icons.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { announce, haptic } from '../../components/ui.js';
import { COPY, PRIVATE_CHOSEN, authFields, privateChoice, refusal, renderForm, showError } from './auth-form.js';

/** @typedef {import('../../api/types.js').User} User */
/** @typedef {import('./auth-form.js').AuthForm} AuthForm */
/**
 * @typedef {{registration: string, expired: boolean, invited?: boolean, signIn: (c: {email: string, password: string}) => Promise<User>, signUp: (f: {email: string, password: string, inviteCode?: string | null}) => Promise<User>}} AuthOptions
 */

/**
 * Shows the screen until someone signs in or signs up; resolves with their account.
 * @param {AuthOptions} options
 * @returns {Promise<User>}
 */
export async function showAuthScreen(options) {
	await Promise.all([loadStylesheet('/css/auth.css'), loadStylesheet('/css/sheet.css')]);
	return new Promise((resolve) => {
		const { a, form, screen } = authScreen(options);
		document.body.append(screen);
		const undoInert = inertOthers(screen);
		document.documentElement.classList.add('auth-open');
		const previousTitle = document.title;
		const close = () => {
			undoInert();
			document.documentElement.classList.remove('auth-open');
			document.title = previousTitle;
			screen.remove();
		};
		a.switchBtn.addEventListener('click', () => {
			a.mode = a.mode === 'signIn' ? 'signUp' : 'signIn';
			renderForm(a, true);
		});
		form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
			e.preventDefault();
			const user = await submitForm(a, options);
			if (!user) return;
			close();
			resolve(user);
		});
		renderForm(a, false);
		requestAnimationFrame(() => screen.classList.add('open'));
		a.email.input.focus({ preventScroll: true });
	});
}

/**
 * The screen's parts: the hero, the card with its title, the session note, the form and the switch.
 * @param {AuthOptions} options
 * @returns {{a: AuthForm, form: HTMLElement, screen: HTMLElement}}
 */
function authScreen({ registration, expired, invited }) {
	const canSignUp = registration === 'open' || registration === 'invite';
	const title = h('h1', { class: 'auth-title', id: 'auth-title', tabindex: '-1' });
	const text = h('p', { class: 'auth-text' });
	const note = expired
		? h(
				'p',
				{ class: 'auth-note', role: 'status' },
				'Your session ended. Sign in to pick up where you left off — nothing you did is lost.',
			)
		: invited
			? h(
					'p',
					{ class: 'auth-note', role: 'status' },
					canSignUp
						? 'Someone invited you to be their accountability partner. Sign in, or create an account, to accept.'
						: 'Someone invited you to be their accountability partner. Sign in to accept.',
				)
			: null;
	const { email, password, invite } = authFields();
	const keepPrivate = privateChoice();
	const error = h('p', { class: 'auth-error', role: 'alert', hidden: true });
	const submit = /** @type {HTMLButtonElement} */ (
		h('button', { type: 'submit', class: 'btn btn-primary btn-block auth-submit' })
	);
	const form = h(
		'form',
		{ class: 'auth-form', novalidate: true, 'aria-labelledby': 'auth-title' },
		email.el,
		password.el,
		invite.el,
		keepPrivate,
		error,
		submit,
	);
	const switchText = h('span');
	const switchBtn = h('button', { type: 'button', class: 'btn-plain auth-switch' });
	const switchRow = h('p', { class: 'auth-switch-row', hidden: !canSignUp }, switchText, switchBtn);
	const screen = h(
		'div',
		{ class: 'auth', role: 'main', 'aria-labelledby': 'auth-title' },
		h(
			'div',
			{ class: 'auth-hero' },
			h('span', { class: 'auth-mark', html: rippleMark(56) }),
			h('p', { class: 'auth-brand' }, 'Ripple'),
			h('p', { class: 'auth-tagline' }, 'Every habit creates ripples'),
		),
		h('div', { class: 'auth-card' }, title, text, note, form, switchRow),
	);
	/** @type {AuthForm} */
	const a = {
		mode: 'signIn',
		registration,
		title,
		text,
		email,
		password,
		invite,
		keepPrivate,
		error,
		submit,
		switchText,
		switchBtn,
	};
	return { a, form, screen };
}

/**
 * Signs in or up with the form's values; the account, or null after an error shown on the form.
 * @param {AuthForm} a
 * @param {AuthOptions} options
 * @returns {Promise<User | null>}
 */
async function submitForm(a, { signIn, signUp }) {
	const { submit, email, password, invite, mode } = a;
	if (submit.disabled) return null;
	const values = { email: email.input.value.trim(), password: password.input.value };
	if (!values.email) {
		showError(a, 'Enter your email address.', 'email');
		return null;
	}
	if (!values.password) {
		showError(a, 'Enter your password.', 'password');
		return null;
	}
	submit.disabled = true;
	submit.textContent = COPY[mode].busy;
	try {
		const user =
			mode === 'signIn'
				? await signIn(values)
				: await signUp({ ...values, inviteCode: invite.el.hidden ? null : invite.input.value.trim() || null });
		if (mode === 'signUp' && /** @type {HTMLInputElement | null} */ (a.keepPrivate.querySelector('input'))?.checked) {
			try {
				sessionStorage.setItem(PRIVATE_CHOSEN, user.id);
			} catch {
				/* storage blocked: Profile → Privacy still offers it */
			}
		}
		haptic('success');
		announce(a.mode === 'signIn' ? `Signed in as ${user.email}` : `Welcome to Ripple, ${user.email}`);
		return user;
	} catch (err) {
		haptic('error');
		submit.disabled = false;
		submit.textContent = COPY[a.mode].submit;
		showError(a, refusal(err), err.field);
		return null;
	}
}
