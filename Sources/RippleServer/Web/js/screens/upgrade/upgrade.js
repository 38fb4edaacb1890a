// The upgrade modal: why Premium, the two plans, and the honest web
// equivalent of an in-app purchase — the operator's purchase page, then a licence pasted here
// (verified by the server), or "Restore Purchase" for the licence already stored. The server
// decides the plan; this only shows its answer and reloads what depends on it.
import { h, reducedMotion } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet } from '../../components/sheet.js';
import { announce, haptic } from '../../components/ui.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { state } from '../../core/store.js';
import { loadMeta, loadToday } from '../../core/data.js';
import { applyLicence, restoreLicence } from '../../core/profile-actions.js';
import { features, PLANS, reason as leadLine, NO_STORE, GLYPHS } from './content.js';

const glyph = (name, size = 22) =>
	GLYPHS[name]
		? `<svg aria-hidden="true" focusable="false" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[name]}</svg>`
		: icon(name, { size });

let open = null;

/** Opens the modal; `trigger` names what led here (habits, stats, insights, customise, widgets, badge, profile). */
export async function openUpgrade(trigger = 'profile') {
	if (open) return open;
	await loadStylesheet('/css/upgrade.css');
	const plan = state.meta?.plan ?? {};
	let selected = 'premium';
	let sheet;
	const title = h('h2', { class: 'up-title', id: 'upgrade-title' }, 'Go Premium');
	const lead = leadLine(trigger, plan);
	const reason = lead ? h('p', { class: 'up-reason' }, lead) : null;
	const header = h(
		'header',
		{ class: 'up-header' },
		h(
			'div',
			{ class: 'up-sparkles', 'aria-hidden': 'true' },
			Array.from({ length: 12 }, (_, i) =>
				h('span', { style: { '--i': String(i), left: `${6 + i * 8}%`, top: `${15 + ((i * 37) % 60)}%` } }),
			),
		),
		h('button', {
			type: 'button',
			class: 'up-close',
			'aria-label': 'Close',
			onclick: () => sheet.close(),
			html: icon('close', { size: 22 }),
		}),
		h('div', { class: 'up-hero', 'aria-hidden': 'true', html: glyph('crown', 44) }),
		title,
		reason,
	);

	const featureList = h(
		'ul',
		{ class: 'up-features', 'aria-label': 'Unlock Everything' },
		features(plan).map((f, i) =>
			h(
				'li',
				{ class: 'up-feature', style: { '--i': String(i) } },
				h('span', { class: 'up-feature-icon', html: glyph(f.icon) }),
				h(
					'div',
					{},
					h('p', { class: 'up-feature-title' }, f.title),
					h('p', { class: 'up-feature-text' }, f.text),
					f.current ? h('p', { class: 'up-feature-current' }, f.current) : null,
				),
			),
		),
	);

	const cards = PLANS.map((p) =>
		h(
			'button',
			{
				type: 'button',
				class: `up-plan up-plan-${p.code}`,
				role: 'radio',
				'aria-checked': 'false',
				'data-plan': p.code,
				onclick: () => choose(p.code),
			},
			h('span', { class: 'up-plan-badge' }, p.badge),
			h('span', { class: 'up-plan-name' }, p.name),
			h('span', { class: 'up-plan-price' }, p.price),
			h('span', { class: 'up-plan-per' }, p.per),
			h(
				'ul',
				{ class: 'up-plan-items' },
				p.items.map((t) => h('li', {}, h('span', { html: icon('check', { size: 14, stroke: 3 }) }), t)),
			),
		),
	);
	const continueBtn = h('button', { type: 'button', class: 'btn btn-block up-continue', onclick: () => purchase() });
	const handoff = h('p', { class: 'up-handoff', role: 'status', hidden: true });

	const field = h('textarea', {
		id: 'up-licence',
		class: 'up-licence',
		rows: '3',
		spellcheck: 'false',
		autocomplete: 'off',
		placeholder: 'RIPPLE-LICENCE.…',
	});
	const applyBtn = h(
		'button',
		{ type: 'button', class: 'btn btn-primary btn-block up-apply', onclick: () => apply() },
		'Apply licence',
	);
	const pasteArea = h(
		'div',
		{ class: 'up-paste' },
		h(
			'label',
			{ class: 'up-paste-title', id: 'up-paste-title', for: 'up-licence' },
			'Already have a licence? Paste it here',
		),
		field,
		applyBtn,
	);

	const restoreNote = h('p', { class: 'up-restore-note', role: 'status' });
	const legal = h(
		'footer',
		{ class: 'up-legal' },
		h(
			'p',
			{ class: 'up-links' },
			h(
				'a',
				{ href: plan.purchaseUrl ?? '#/profile', target: plan.purchaseUrl ? '_blank' : null, rel: 'noopener' },
				'Terms of Service',
			),
			h(
				'a',
				{ href: plan.purchaseUrl ?? '#/profile', target: plan.purchaseUrl ? '_blank' : null, rel: 'noopener' },
				'Privacy Policy',
			),
			h('button', { type: 'button', class: 'btn-plain up-restore', onclick: () => restore() }, 'Restore Purchase'),
		),
		restoreNote,
		h(
			'p',
			{ class: 'up-renewal' },
			'Premium+ lasts a year from purchase and does not renew by itself; Premium never expires.',
		),
	);

	const main = h(
		'div',
		{ class: 'up-main' },
		h('p', { class: 'up-subtitle' }, 'Unlock Everything'),
		featureList,
		h('div', { class: 'up-plans', role: 'radiogroup', 'aria-label': 'Choose a plan' }, cards),
		continueBtn,
		handoff,
		pasteArea,
		legal,
	);
	const result = h('div', { class: 'up-result', hidden: true, role: 'status', 'aria-live': 'polite' });
	const content = h('div', { class: 'up-content' }, header, main, result);

	function choose(code) {
		selected = code;
		for (const c of cards) {
			const on = c.dataset.plan === code;
			c.setAttribute('aria-checked', String(on));
			c.classList.toggle('is-selected', on);
			c.classList.toggle('is-dimmed', !on);
		}
		const p = PLANS.find((x) => x.code === code);
		continueBtn.textContent = `Continue with ${p?.name}`;
		continueBtn.dataset.plan = code;
		haptic('light');
	}

	function purchase() {
		handoff.hidden = false;
		if (plan.purchaseUrl) {
			const url = new URL(plan.purchaseUrl, location.href);
			url.searchParams.set('plan', selected);
			window.open(url.href, '_blank', 'noopener');
			handoff.textContent = 'The purchase page opened in a new tab. When you have your licence, paste it below.';
		} else {
			handoff.textContent = NO_STORE;
		}
		field.focus();
	}

	async function apply() {
		const text = field.value.trim();
		if (!text) {
			field.focus();
			return;
		}
		await settle(() => applyLicence(text));
	}

	async function restore() {
		restoreNote.textContent = '';
		await settle(() => restoreLicence(), true);
	}

	/** Runs the request and shows success, or failure with "Try again" (restore: its note). */
	async function settle(call, restoring = false) {
		applyBtn.disabled = true;
		applyBtn.classList.add('is-loading');
		applyBtn.textContent = 'Processing…';
		try {
			const status = await call();
			await Promise.all([loadMeta().catch(() => {}), loadToday({ soft: true }).catch(() => {})]);
			success(status);
		} catch (err) {
			haptic('error');
			if (restoring && err.code === 'no_purchase') restoreNote.textContent = 'No previous purchase found';
			else failure(err.message);
		} finally {
			applyBtn.disabled = false;
			applyBtn.classList.remove('is-loading');
			applyBtn.textContent = 'Apply licence';
		}
	}

	function success(status) {
		const name = status.tier === 'premium_plus' ? 'Premium+' : 'Premium';
		show(
			h(
				'div',
				{ class: 'up-success' },
				h('span', { class: 'up-check', html: icon('check', { size: 44, stroke: 3 }) }),
				h('h3', { class: 'up-result-title' }, `Welcome to ${name}!`),
				h(
					'p',
					{ class: 'up-result-text' },
					status.activeUntil
						? `Active until ${status.activeUntil}. Everything is unlocked.`
						: 'Everything is unlocked.',
				),
				h(
					'button',
					{ type: 'button', class: 'btn btn-primary btn-block up-start', onclick: () => sheet.close() },
					'Get Started',
				),
			),
		);
		haptic('success');
		announce(`Welcome to ${name}!`);
		if (!reducedMotion()) import('../../components/particles.js').then((m) => m.confetti(content)).catch(() => {});
	}

	function failure(message) {
		show(
			h(
				'div',
				{ class: 'up-failure' },
				h('span', { class: 'up-error-icon', html: icon('warning', { size: 40 }) }),
				h('h3', { class: 'up-result-title' }, 'That did not work'),
				h('p', { class: 'up-result-text up-error' }, message),
				h('button', { type: 'button', class: 'btn btn-primary btn-block up-retry', onclick: back }, 'Try again'),
				h(
					'button',
					{
						type: 'button',
						class: 'btn-plain up-restore-again',
						onclick: () => {
							back();
							restore();
						},
					},
					'Restore Previous Purchase',
				),
			),
		);
	}

	function show(view) {
		main.hidden = true;
		result.hidden = false;
		result.replaceChildren(view);
		result.querySelector('button')?.focus();
	}

	function back() {
		result.hidden = true;
		main.hidden = false;
		field.focus();
	}

	choose('premium');
	sheet = openSheet({
		labelledBy: 'upgrade-title',
		content,
		className: 'upgrade',
		full: true,
		onClosed: () => {
			open = null;
		},
	});
	open = sheet;
	return sheet;
}
