// The goal wizard's last question: tried before, what got in the way (in the person's words, with
// a reminder time after "I kept forgetting"); its answer shows the roadmap being created.
import { h } from '../../core/dom.js';
import { showCreating } from './preview.js';
import { saveDraft } from './draft.js';
import { DEFAULT_REMINDER, OBSTACLES, goalDraft } from './wizard-state.js';
import { question, radio } from './wizard-question.js';

/** @typedef {import('./wizard-state.js').Wizard} Wizard */

/**
 * "In your words", when something else got in the way.
 * @param {Wizard} wiz
 * @returns {HTMLElement}
 */
function otherField(wiz) {
	const otherInput = h('input', {
		type: 'text',
		id: 'wiz-other',
		maxlength: 200,
		value: wiz.d.otherText ?? '',
		placeholder: 'For example: my shifts change every week',
	});
	otherInput.addEventListener('input', () => {
		wiz.d.otherText = otherInput.value;
		saveDraft(wiz.d);
	});
	const other = h(
		'div',
		{ class: 'wiz-other', hidden: !wiz.d.obstacles.includes('other') },
		h('label', { for: 'wiz-other' }, 'In your words'),
		otherInput,
	);
	return other;
}

/**
 * "Remind me at", when the person kept forgetting.
 * @param {Wizard} wiz
 * @returns {HTMLElement}
 */
function reminderField(wiz) {
	const time = h('input', {
		type: 'time',
		id: 'wiz-reminder',
		value: wiz.d.reminderTime || DEFAULT_REMINDER,
		'aria-describedby': 'wiz-reminder-why',
	});
	time.addEventListener('change', () => {
		wiz.d.reminderTime = time.value || null;
		saveDraft(wiz.d);
	});
	const reminder = h(
		'div',
		{ class: 'wiz-other wiz-reminder', hidden: !wiz.d.obstacles.includes('forgot') },
		h('label', { for: 'wiz-reminder' }, 'Remind me at'),
		time,
		h(
			'p',
			{ class: 'wiz-why', id: 'wiz-reminder-why' },
			'A daily nudge at a time that suits you, so the habit is not left to memory.',
		),
	);
	return reminder;
}

/**
 * What got in the way last time: a box for each obstacle, with the person's words and a reminder
 * time shown when they apply.
 * @param {Wizard} wiz
 * @returns {HTMLElement}
 */
function obstaclesField(wiz) {
	const other = otherField(wiz);
	const reminder = reminderField(wiz);
	const obstacles = h(
		'fieldset',
		{ class: 'wiz-obstacles', hidden: wiz.d.tried !== true },
		h('legend', {}, 'What got in the way? Pick any that fit.'),
		OBSTACLES.map(([v, label]) => {
			const box = h('input', { type: 'checkbox', value: v, checked: wiz.d.obstacles.includes(v) });
			box.addEventListener('change', () => {
				wiz.d.obstacles = box.checked
					? [...new Set([...wiz.d.obstacles, v])]
					: wiz.d.obstacles.filter((/** @type {string} */ x) => x !== v);
				other.hidden = !wiz.d.obstacles.includes('other');
				reminder.hidden = !wiz.d.obstacles.includes('forgot');
				saveDraft(wiz.d);
			});
			return h('label', { class: 'wiz-check' }, box, h('span', {}, label));
		}),
	);
	obstacles.append(other, reminder);
	return obstacles;
}

/**
 * Have you tried this before? The last question: its answer creates the roadmap.
 * @param {Wizard} wiz
 * @returns {HTMLElement}
 */
export function stepPast(wiz) {
	const obstacles = obstaclesField(wiz);
	const tried = h(
		'fieldset',
		{ class: 'wiz-radios' },
		h('legend', { class: 'sr-only' }, 'Tried before?'),
		radio('wiz-tried', 'Yes, I have tried before', wiz.d.tried === true, () => {
			wiz.d.tried = true;
			obstacles.hidden = false;
			saveDraft(wiz.d);
		}),
		radio('wiz-tried', 'No, this is my first try', wiz.d.tried === false, () => {
			wiz.d.tried = false;
			obstacles.hidden = true;
			saveDraft(wiz.d);
		}),
	);
	return question(
		wiz,
		'past',
		'Have you tried this before?',
		'What got in the way last time helps us start at the right size.',
		h('div', { class: 'wiz-past' }, tried, obstacles),
		{
			nextLabel: 'Create my roadmap',
			onNext: async (/** @type {HTMLElement} */ help) => {
				if (wiz.d.tried == null) {
					help.textContent = 'Either answer is fine — it just helps us pick a gentle start.';
					return;
				}
				showCreating(wiz.root, goalDraft(wiz.d), () => {
					wiz.root.replaceChildren(wiz.top, wiz.stage);
					wiz.show(3);
				});
			},
		},
	);
}
