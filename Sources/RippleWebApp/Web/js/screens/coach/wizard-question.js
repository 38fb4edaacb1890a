// The goal wizard's parts every step is made of: the conversation so far, one question with its
// help line and buttons, a free-text answer and a radio choice.
import { h } from '../../core/dom.js';
import { bubble } from '../../components/coach.js';
import { toast } from '../../components/ui.js';
import { saveDraft } from './draft.js';
import { longDate } from '../../core/format.js';

/** @typedef {import('./wizard-state.js').Wizard} Wizard */

/**
 * The conversation so far: each earlier question as the coach's bubble, the answer as the person's.
 * @param {Wizard} wiz
 * @param {number} i the step shown
 * @returns {HTMLElement | null}
 */
export function chat(wiz, i) {
	const said = [
		['What would you like to achieve?', wiz.d.what.trim()],
		['Why does this matter to you?', wiz.d.why?.trim() || 'I’ll tell you later'],
		['What timeline feels right?', wiz.d.targetDay ? `By ${longDate(wiz.d.targetDay)}` : `${wiz.d.weeks} weeks`],
	].slice(0, i);
	if (!said.length) return null;
	return h(
		'ol',
		{ class: 'wiz-chat', 'aria-label': 'Your answers so far' },
		said.flatMap(([q, a]) => [
			h('li', { class: 'wiz-chat-q' }, h('span', { class: 'sr-only' }, 'Coach: '), q),
			h('li', { class: 'wiz-chat-a' }, h('span', { class: 'sr-only' }, 'You: '), a),
		]),
	);
}

/**
 * One question: the coach's bubble, the why-we-ask line, the answer, gentle help and the buttons.
 * @param {Wizard} wiz
 * @param {string} id
 * @param {string} q
 * @param {string} why
 * @param {HTMLElement} answer
 * @param {{onNext: (help: HTMLElement) => Promise<void>, nextLabel?: string, back?: boolean}} options
 * @returns {HTMLElement}
 */
export function question(wiz, id, q, why, answer, { onNext, nextLabel = 'Next', back = true }) {
	const help = h('p', { class: 'wiz-help', id: `${id}-help`, role: 'status' });
	const next = h('button', { type: 'submit', class: 'btn btn-primary wiz-next' }, nextLabel);
	const form = h(
		'form',
		{ class: 'wiz-step', novalidate: true },
		bubble(
			h('h2', { class: 'wiz-q', id: `${id}-q`, tabindex: '-1' }, q),
			h('p', { class: 'wiz-why' }, h('span', { class: 'wiz-why-label' }, 'Why we ask: '), why),
		),
		answer,
		help,
		h(
			'div',
			{ class: 'wiz-nav' },
			back
				? h(
						'button',
						{ type: 'button', class: 'btn btn-secondary wiz-back', onclick: () => wiz.show(wiz.d.step - 1) },
						'Back',
					)
				: null,
			next,
		),
		h(
			'button',
			{ type: 'button', class: 'btn btn-plain wiz-later', onclick: () => later(wiz) },
			'Save and continue later',
		),
	);
	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		help.textContent = '';
		help.classList.remove('is-error');
		next.disabled = true;
		try {
			await onNext(help);
		} catch (err) {
			help.textContent = err.message;
			help.classList.add('is-error');
		} finally {
			next.disabled = false;
		}
	});
	return form;
}

/**
 * Keeps the draft and goes back to Today.
 * @param {Wizard} wiz
 */
function later(wiz) {
	saveDraft(wiz.d);
	toast('Saved. Continue your goal any time from Profile → Goals.');
	location.hash = '#/today';
}

/**
 * A free-text answer of a sentence or two; Ctrl+Enter (or Cmd+Enter) answers.
 * @param {string} id
 * @param {string} label
 * @param {string} value
 * @param {string} placeholder
 * @param {(value: string) => void} onInput
 * @returns {HTMLElement}
 */
export function textArea(id, label, value, placeholder, onInput) {
	const ta = h('textarea', {
		id,
		class: 'wiz-input',
		rows: 3,
		maxlength: 200,
		placeholder,
		'aria-describedby': `${id}-help ${id}-count`,
		value,
	});
	const count = h('p', { class: 'wiz-count', id: `${id}-count` }, 'A sentence or two is perfect.');
	ta.addEventListener('input', () => onInput(ta.value));
	ta.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
		if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
			e.preventDefault();
			ta.form?.requestSubmit();
		}
	});
	return h('div', { class: 'wiz-answer' }, h('label', { class: 'sr-only', for: id }, label), ta, count);
}

/**
 * One radio choice, drawn as a choice button.
 * @param {string} name
 * @param {string} label
 * @param {boolean} checked
 * @param {() => void} onPick
 * @returns {HTMLElement}
 */
export function radio(name, label, checked, onPick) {
	const input = h('input', { type: 'radio', name, checked });
	input.addEventListener('change', () => {
		if (input.checked) onPick();
	});
	return h('label', { class: 'wiz-choice wiz-radio' }, input, h('span', {}, label));
}
