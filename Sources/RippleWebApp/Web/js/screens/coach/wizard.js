// The goal wizard, a conversation: four questions one at a time (what, why, timeline, past attempts) as a chat with
// the coach, "1 of 4", Back / Next, the coach's clarifying questions as choices (POST
// /goals/check), its optional "where are you now?" follow-up, a reminder time after "I kept
// forgetting", and a draft kept on this device so the user can continue later. Before the first
// question, the plan's room for the goal's habit (wizard-room.js). The steps live in
// wizard-what.js, wizard-timeline.js and wizard-past.js; the draft in wizard-state.js.
import { h } from '../../core/dom.js';
import { loadDraft, saveDraft } from './draft.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { freshDraft } from './wizard-state.js';
import { chat } from './wizard-question.js';
import { stepWhat, stepWhy } from './wizard-what.js';
import { stepTimeline } from './wizard-timeline.js';
import { stepPast } from './wizard-past.js';
import { noRoom, roomView } from './wizard-room.js';

export { goalDraft } from './wizard-state.js';

/** @typedef {import('./wizard-state.js').Wizard} Wizard */

const STEPS = [stepWhat, stepWhy, stepTimeline, stepPast];

/**
 * The wizard, or first the plan's limit when it has no room for the goal's habit (see
 * wizard-room.js); the questions follow once there is room.
 * @returns {Promise<import('./coach.js').CoachView>}
 */
export async function wizardView() {
	const [reason] = await Promise.all([noRoom(), loadStylesheet('/css/coach-journey.css').catch(() => {})]);
	const view = questions();
	if (!reason) return view;
	const holder = h('div', { class: 'wiz-holder' });
	holder.append(
		roomView(reason, () => {
			holder.replaceChildren(view.el);
			/** @type {HTMLElement | null} */ (view.el.querySelector('.wiz-q'))?.focus({ preventScroll: true });
		}),
	);
	return { title: view.title, el: holder, focus: holder.querySelector('.wiz-q') };
}

/** @returns {import('./coach.js').CoachView} the four questions */
function questions() {
	/** @type {import('./wizard-state.js').WizardDraft} */
	const d = loadDraft() ?? freshDraft();
	const root = h('div', { class: 'wiz' });
	const progress = h('p', { class: 'wiz-progress', 'aria-live': 'polite' });
	const bar = h('div', { class: 'wiz-bar', 'aria-hidden': 'true' }, h('span'));
	const stage = h('div', { class: 'wiz-stage' });
	const top = h('div', { class: 'wiz-top' }, progress, bar);
	root.append(top, stage);

	/** @type {Wizard} */
	const wiz = { d, check: null, root, top, stage, show };
	/** @param {number} i */
	function show(i) {
		d.step = i;
		saveDraft(d);
		progress.textContent = `${i + 1} of 4`;
		/** @type {HTMLElement} */ (bar.firstChild).style.width = `${((i + 1) / 4) * 100}%`;
		stage.replaceChildren(...[chat(wiz, i), STEPS[i](wiz)].filter((x) => x !== null));
		const input = stage.querySelector('textarea, input, .wiz-choice');
		if (stage.isConnected)
			/** @type {HTMLElement} */ (stage.querySelector('.wiz-q') ?? input)?.focus({ preventScroll: true });
	}

	show(Math.min(3, Math.max(0, d.step ?? 0)));
	return { title: 'A new goal', el: root, focus: /** @type {HTMLElement | null} */ (stage.querySelector('.wiz-q')) };
}
