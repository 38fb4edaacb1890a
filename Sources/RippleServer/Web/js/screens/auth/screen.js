// The sign-in and sign-up screen: the
// Ripple mark over a card with email and password, an invite code when the server asks for one
// (`--registration invite`), and a switch between the two. It covers the app, which stays as it
// was underneath, so signing in returns to the same place.
import { h, inertOthers } from '../../core/dom.js';
import { rippleMark } from '../../components/icons.js';
import { field } from '../../components/fields.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { announce, haptic } from '../../components/ui.js';

const COPY = {
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
 * Shows the screen until someone signs in or signs up; resolves with their account.
 * @param {{registration: string, expired: boolean, signIn: (c: {email: string, password: string}) => Promise<import('../../api/types.js').User>, signUp: (f: {email: string, password: string, inviteCode?: string | null}) => Promise<import('../../api/types.js').User>}} options
 * @returns {Promise<import('../../api/types.js').User>}
 */
export async function showAuthScreen({ registration, expired, signIn, signUp }) {
	await Promise.all([loadStylesheet('/css/auth.css'), loadStylesheet('/css/sheet.css')]);
	return new Promise((resolve) => {
		const canSignUp = registration === 'open' || registration === 'invite';
		let mode = 'signIn';
		const title = h('h1', { class: 'auth-title', id: 'auth-title', tabindex: '-1' });
		const text = h('p', { class: 'auth-text' });
		const note = expired
			? h(
					'p',
					{ class: 'auth-note', role: 'status' },
					'Your session ended. Sign in to pick up where you left off — nothing you did is lost.',
				)
			: null;

		const email = field({
			label: 'Email',
			input: h('input', {
				class: 'field-input',
				type: 'email',
				name: 'email',
				autocomplete: 'username',
				inputmode: 'email',
				autocapitalize: 'none',
				spellcheck: 'false',
				required: true,
			}),
		});
		const password = field({
			label: 'Password',
			input: h('input', {
				class: 'field-input',
				type: 'password',
				name: 'password',
				autocomplete: 'current-password',
				required: true,
			}),
		});
		const invite = field({
			label: 'Invite code',
			hint: 'From the person who runs this Ripple server.',
			input: h('input', {
				class: 'field-input',
				type: 'text',
				name: 'inviteCode',
				autocomplete: 'off',
				autocapitalize: 'none',
				spellcheck: 'false',
			}),
		});
		const error = h('p', { class: 'auth-error', role: 'alert', hidden: true });
		const submit = h('button', { type: 'submit', class: 'btn btn-primary btn-block auth-submit' });
		const form = h(
			'form',
			{ class: 'auth-form', novalidate: true, 'aria-labelledby': 'auth-title' },
			email.el,
			password.el,
			invite.el,
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
		document.body.append(screen);
		const undoInert = inertOthers(screen);
		document.documentElement.classList.add('auth-open');
		const previousTitle = document.title;

		function render(focus) {
			const c = COPY[mode];
			title.textContent = c.title;
			text.textContent = c.text;
			submit.textContent = c.submit;
			document.title = `${c.doc} · Ripple`;
			invite.el.hidden = !(mode === 'signUp' && registration === 'invite');
			password.input.setAttribute('autocomplete', mode === 'signUp' ? 'new-password' : 'current-password');
			const hint = mode === 'signUp' ? 'At least 8 characters; not a common password.' : null;
			let hintEl = password.el.querySelector('.field-hint');
			if (hint && !hintEl) {
				hintEl = h('p', { class: 'field-hint' }, hint);
				password.el.querySelector('.field-box').after(hintEl);
			}
			if (!hint) hintEl?.remove();
			switchText.textContent = mode === 'signIn' ? 'New to Ripple?' : 'Already have an account?';
			switchBtn.textContent = mode === 'signIn' ? 'Create an account' : 'Sign in';
			showError(null);
			if (focus) title.focus();
		}

		function showError(message, fieldName) {
			error.hidden = !message;
			error.textContent = message ?? '';
			for (const f of [email, password, invite]) f.setError(null);
			const named = { email, password, inviteCode: invite }[fieldName ?? ''];
			if (message && named) {
				named.setError(message);
				error.hidden = true;
				error.textContent = '';
				named.input.focus();
			}
		}

		switchBtn.addEventListener('click', () => {
			mode = mode === 'signIn' ? 'signUp' : 'signIn';
			render(true);
		});

		form.addEventListener('submit', async (e) => {
			e.preventDefault();
			if (submit.disabled) return;
			const values = { email: email.input.value.trim(), password: password.input.value };
			if (!values.email) {
				showError('Enter your email address.', 'email');
				return;
			}
			if (!values.password) {
				showError('Enter your password.', 'password');
				return;
			}
			submit.disabled = true;
			submit.textContent = COPY[mode].busy;
			try {
				const user =
					mode === 'signIn'
						? await signIn(values)
						: await signUp({ ...values, inviteCode: invite.el.hidden ? null : invite.input.value.trim() || null });
				haptic('success');
				announce(mode === 'signIn' ? `Signed in as ${user.email}` : `Welcome to Ripple, ${user.email}`);
				close();
				resolve(user);
			} catch (err) {
				haptic('error');
				submit.disabled = false;
				submit.textContent = COPY[mode].submit;
				showError(message(err), err.field);
			}
		});

		function close() {
			undoInert();
			document.documentElement.classList.remove('auth-open');
			document.title = previousTitle;
			screen.remove();
		}

		render(false);
		requestAnimationFrame(() => screen.classList.add('open'));
		email.input.focus({ preventScroll: true });
	});
}

/** What to tell the user about a refused sign-in or sign-up. */
function message(err) {
	if (err.code === 'invalid_credentials') return "That email and password don't match an account.";
	if (err.status === 429) return 'Too many attempts. Wait a few minutes, then try again.';
	return err.message;
}
