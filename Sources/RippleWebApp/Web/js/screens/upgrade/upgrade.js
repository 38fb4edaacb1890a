// The upgrade modal: why Premium, the two plans, and the honest web
// equivalent of an in-app purchase — the operator's purchase page, then a licence pasted here
// (verified by the server), or "Restore Purchase" for the licence already stored. The server
// decides the plan; this only shows its answer and reloads what depends on it. Its parts are in
// view.js, its answers in result.js, its words in content.js.
import { h, reducedMotion } from '../../core/dom.js';
import { openSheet } from '../../components/sheet.js';
import { announce, haptic } from '../../components/ui.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { state } from '../../core/store.js';
import { loadMeta, loadToday } from '../../core/data.js';
import { applyLicence, restoreLicence } from '../../api/licence.js';
import { PLANS, reason as leadLine, NO_STORE } from './content.js';
import { upgradeHeader, featureList, planCards, pasteArea, legalFooter } from './view.js';
import { successView, failureView } from './result.js';

/** @typedef {ReturnType<typeof openSheet>} Sheet */
/** @typedef {import('../../api/types.js').LicenceStatus} LicenceStatus */

/** @type {Sheet | null} */
let open = null;

/**
 * The modal's elements: the plans and the licence field (main), and where an answer shows (result).
 * @param {import('./view.js').Plan} plan
 * @param {string} trigger
 * @param {{close: () => void, choose: (code: string) => void, purchase: () => void, apply: () => void, restore: () => void}} on
 */
function upgradeContent(plan, trigger, on) {
	const header = upgradeHeader(leadLine(trigger, plan), on.close);
	const features = featureList(plan);
	const cards = planCards(on.choose);
	const continueBtn = h('button', { type: 'button', class: 'btn btn-block up-continue', onclick: on.purchase });
	const handoff = h('p', { class: 'up-handoff', role: 'status', hidden: true });
	const paste = pasteArea(on.apply);
	const restoreNote = h('p', { class: 'up-restore-note', role: 'status' });
	const main = h(
		'div',
		{ class: 'up-main' },
		h('p', { class: 'up-subtitle' }, 'Unlock Everything'),
		features,
		h('div', { class: 'up-plans', role: 'radiogroup', 'aria-label': 'Choose a plan' }, cards),
		continueBtn,
		handoff,
		paste.el,
		legalFooter(plan, restoreNote, on.restore),
	);
	const result = h('div', { class: 'up-result', hidden: true, role: 'status', 'aria-live': 'polite' });
	const content = h('div', { class: 'up-content' }, header, main, result);
	return { content, main, result, cards, continueBtn, handoff, restoreNote, ...paste };
}

/**
 * Marks the chosen plan's card and names it on Continue.
 * @param {HTMLElement[]} cards
 * @param {HTMLElement} continueBtn
 * @param {string} code
 */
function markPlan(cards, continueBtn, code) {
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

/** @typedef {ReturnType<typeof upgradeContent>} UpgradeContent */

/**
 * Opens the operator's purchase page for the chosen plan (or says there is none), then points at
 * the licence field.
 * @param {import('./view.js').Plan} plan
 * @param {string} selected the chosen plan's code
 * @param {UpgradeContent} ui
 */
function purchase(plan, selected, ui) {
	ui.handoff.hidden = false;
	if (plan.purchaseUrl) {
		const url = new URL(plan.purchaseUrl, location.href);
		url.searchParams.set('plan', selected);
		window.open(url.href, '_blank', 'noopener');
		ui.handoff.textContent = 'The purchase page opened in a new tab. When you have your licence, paste it below.';
	} else {
		ui.handoff.textContent = NO_STORE;
	}
	ui.field.focus();
}

/**
 * Shows an answer in place of the plans.
 * @param {UpgradeContent} ui
 * @param {HTMLElement} view
 */
function show(ui, view) {
	ui.main.hidden = true;
	ui.result.hidden = false;
	ui.result.replaceChildren(view);
	/** @type {HTMLElement | null} */ (ui.result.querySelector('button'))?.focus();
}

/**
 * Back from an answer to the plans and the licence field.
 * @param {UpgradeContent} ui
 */
function back(ui) {
	ui.result.hidden = true;
	ui.main.hidden = false;
	ui.field.focus();
}

/**
 * Runs the licence request and shows success, or failure with "Try again" (restore: its note).
 * @param {UpgradeContent} ui
 * @param {() => Promise<LicenceStatus>} call
 * @param {boolean} restoring
 * @param {{close: () => void, restore: () => void}} on closes the modal, restores the stored licence
 */
async function settle(ui, call, restoring, on) {
	const { applyBtn } = ui;
	applyBtn.disabled = true;
	applyBtn.classList.add('is-loading');
	applyBtn.textContent = 'Processing…';
	try {
		const status = await call();
		await Promise.all([loadMeta().catch(() => {}), loadToday({ soft: true }).catch(() => {})]);
		const name = status.tier === 'premium_plus' ? 'Premium+' : 'Premium';
		show(ui, successView(name, status, on.close));
		haptic('success');
		announce(`Welcome to ${name}!`);
		if (!reducedMotion()) import('../../components/particles.js').then((m) => m.confetti(ui.content)).catch(() => {});
	} catch (err) {
		haptic('error');
		if (restoring && err.code === 'no_purchase') ui.restoreNote.textContent = 'No previous purchase found';
		else
			show(
				ui,
				failureView(err.message, () => back(ui), on.restore),
			);
	} finally {
		applyBtn.disabled = false;
		applyBtn.classList.remove('is-loading');
		applyBtn.textContent = 'Apply licence';
	}
}

/**
 * Opens the modal; `trigger` names what led here (habits, stats, insights, customise, icons, widgets, badge, profile).
 * @param {string} trigger
 */
export async function openUpgrade(trigger = 'profile') {
	if (open) return open;
	await loadStylesheet('/css/upgrade.css');
	const plan = state.meta?.plan ?? {};
	let selected = 'premium';
	/** @type {Sheet} */
	let sheet;
	const ui = upgradeContent(plan, trigger, {
		close: () => sheet.close(),
		choose: (code) => {
			selected = code;
			markPlan(ui.cards, ui.continueBtn, code);
		},
		purchase: () => purchase(plan, selected, ui),
		apply: () => apply(),
		restore: () => restore(),
	});

	const answers = { close: () => sheet.close(), restore: () => restore() };

	async function apply() {
		const text = ui.field.value.trim();
		if (!text) {
			ui.field.focus();
			return;
		}
		await settle(ui, () => applyLicence(text), false, answers);
	}

	async function restore() {
		ui.restoreNote.textContent = '';
		await settle(ui, () => restoreLicence(), true, answers);
	}

	markPlan(ui.cards, ui.continueBtn, selected);
	sheet = openSheet({
		labelledBy: 'upgrade-title',
		content: ui.content,
		className: 'upgrade',
		full: true,
		onClosed: () => {
			open = null;
		},
	});
	open = sheet;
	return sheet;
}
