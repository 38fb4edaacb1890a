// The goal wizard, a conversation: four questions one at a time (what, why, timeline, past attempts) as a chat with
// the coach, "1 of 4", Back / Next, the coach's clarifying questions as choices (POST
// /goals/check), its optional "where are you now?" follow-up, a reminder time after "I kept
// forgetting", and a draft kept on this device so the user can continue later.
import { h } from '../../core/dom.js';
import * as api from '../../core/coach-actions.js';
import { bubble } from '../../components/coach.js';
import { announce, toast } from '../../components/ui.js';
import { showCreating } from './preview.js';
import { loadDraft, saveDraft } from './draft.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { longDate } from '../../core/format.js';

/** When "I kept forgetting" and the person has not picked a time. */
const DEFAULT_REMINDER = '19:00';

const OBSTACLES = [
	['time', 'Finding the time'],
	['motivation', 'Staying motivated'],
	['too_hard', 'It got too hard'],
	['forgot', 'I kept forgetting'],
	['health', 'Health or injury'],
	['other', 'Something else'],
];

/**
 * The draft as the API's GoalDraft.
 * @returns {import('../../api/types.js').GoalDraft}
 */
export function goalDraft(d) {
	/** @type {import('../../api/types.js').GoalDraft} */
	const out = { what: d.what.trim() };
	if (d.why?.trim()) out.why = d.why.trim();
	if (d.targetDay) out.targetDay = d.targetDay;
	else if (d.weeks) out.timelineWeeks = d.weeks;
	if (d.baseline != null) out.baseline = d.baseline;
	if (d.tried != null)
		out.pastAttempts = {
			triedBefore: d.tried,
			obstacles: d.tried ? d.obstacles : [],
			otherText: d.tried && d.obstacles.includes('other') ? (d.otherText ?? '') : '',
		};
	if (d.tried && d.obstacles?.includes('forgot')) out.reminderTime = d.reminderTime || DEFAULT_REMINDER;
	return out;
}

/** @returns {import('./coach.js').CoachView} */
export function wizardView() {
	const d = loadDraft() ?? {
		step: 0,
		what: '',
		why: '',
		weeks: 8,
		targetDay: null,
		tried: null,
		obstacles: [],
		otherText: '',
		baseline: null,
		reminderTime: null,
	};
	loadStylesheet('/css/coach-journey.css').catch(() => {});
	const root = h('div', { class: 'wiz' });
	const progress = h('p', { class: 'wiz-progress', 'aria-live': 'polite' });
	const bar = h('div', { class: 'wiz-bar', 'aria-hidden': 'true' }, h('span'));
	const stage = h('div', { class: 'wiz-stage' });
	const top = h('div', { class: 'wiz-top' }, progress, bar);
	root.append(top, stage);
	let check = null; // the last answer of /goals/check for the current text

	const steps = [stepWhat, stepWhy, stepTimeline, stepPast];
	function show(i) {
		d.step = i;
		saveDraft(d);
		progress.textContent = `${i + 1} of 4`;
		/** @type {HTMLElement} */ (bar.firstChild).style.width = `${((i + 1) / 4) * 100}%`;
		stage.replaceChildren(...[chat(i), steps[i]()].filter((x) => x !== null));
		const input = stage.querySelector('textarea, input, .wiz-choice');
		if (stage.isConnected)
			/** @type {HTMLElement} */ (stage.querySelector('.wiz-q') ?? input)?.focus({ preventScroll: true });
	}

	/** The conversation so far: each earlier question as the coach's bubble, the answer as the person's. */
	function chat(i) {
		const said = [
			['What would you like to achieve?', d.what.trim()],
			['Why does this matter to you?', d.why?.trim() || 'I’ll tell you later'],
			['What timeline feels right?', d.targetDay ? `By ${longDate(d.targetDay)}` : `${d.weeks} weeks`],
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

	/** One question: the coach's bubble, the why-we-ask line, the answer, gentle help and the buttons. */
	function question(id, q, why, answer, { onNext, nextLabel = 'Next', back = true }) {
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
							{ type: 'button', class: 'btn btn-secondary wiz-back', onclick: () => show(d.step - 1) },
							'Back',
						)
					: h('span'),
				next,
			),
			h('button', { type: 'button', class: 'btn btn-plain wiz-later', onclick: later }, 'Save and continue later'),
		);
		form.addEventListener('submit', async (e) => {
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

	function later() {
		saveDraft(d);
		toast('Saved. Continue your goal any time from Profile → Goals.');
		location.hash = '#/today';
	}

	function textArea(id, label, value, placeholder, onInput) {
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
		ta.addEventListener('keydown', (e) => {
			if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
				e.preventDefault();
				ta.form?.requestSubmit();
			}
		});
		return h('div', { class: 'wiz-answer' }, h('label', { class: 'sr-only', for: id }, label), ta, count);
	}

	function stepWhat() {
		const clarify = h('div', { class: 'wiz-clarify' });
		const answer = textArea(
			'wiz-what',
			'Your goal',
			d.what,
			'For example: run 5 km without stopping, or read every evening',
			(v) => {
				d.what = v;
				d.baseline = null;
				check = null;
				saveDraft(d);
			},
		);
		const form = question(
			'what',
			'What would you like to achieve?',
			'Your goal shapes every weekly step we plan together.',
			h('div', {}, answer, clarify),
			{
				back: false,
				onNext: async (help) => {
					if (!d.what.trim()) {
						help.textContent = 'Tell us in a few words what you would like to change — anything is a good start.';
						return;
					}
					check = await api.checkGoal(goalDraft({ ...d, weeks: null, targetDay: null, tried: null }));
					if (check.ok) {
						renderBaseline(clarify, check.baselineQuestion);
						return;
					}
					renderClarify(clarify, check);
				},
			},
		);
		return form;
	}

	function renderClarify(el, answer) {
		el.replaceChildren(
			...answer.questions.map((q, qi) =>
				h(
					'fieldset',
					{ class: 'wiz-choices' },
					h('legend', {}, bubble(h('p', { class: 'wiz-q-small' }, q.question), h('p', { class: 'wiz-why' }, q.hint))),
					q.choices.map((c) =>
						h(
							'button',
							{
								type: 'button',
								class: 'wiz-choice',
								dataset: { q: String(qi) },
								onclick: async () => {
									d.what = c.goal;
									d.baseline = null;
									saveDraft(d);
									announce(`Your goal: ${c.goal}`);
									check = await api.checkGoal(goalDraft({ ...d, weeks: null, targetDay: null, tried: null }));
									renderBaseline(el, check.baselineQuestion);
								},
							},
							h('span', { class: 'wiz-choice-label' }, c.label),
							h('span', { class: 'wiz-choice-goal' }, c.goal),
						),
					),
				),
			),
		);
		announce(answer.questions[0]?.question ?? '');
		/** @type {HTMLElement | null} */ (el.querySelector('.wiz-choice'))?.focus();
	}

	/** "Where are you now?", in the goal's own unit: a choice, or skip (the plan then starts gently). */
	function renderBaseline(el, q) {
		if (!q) {
			show(1);
			return;
		}
		const pick = (amount) => {
			d.baseline = amount;
			saveDraft(d);
			show(1);
		};
		el.replaceChildren(
			h(
				'fieldset',
				{ class: 'wiz-choices wiz-baseline' },
				h(
					'legend',
					{},
					bubble(
						h('p', { class: 'wiz-q-small', id: 'wiz-baseline-q' }, q.question),
						h('p', { class: 'wiz-why' }, q.hint),
					),
				),
				q.choices.map((c) =>
					h(
						'button',
						{
							type: 'button',
							class: 'wiz-choice',
							'aria-pressed': String(d.baseline === c.amount),
							onclick: () => pick(c.amount),
						},
						h('span', { class: 'wiz-choice-label' }, c.label),
					),
				),
				h(
					'button',
					{ type: 'button', class: 'btn btn-plain wiz-skip', onclick: () => pick(null) },
					'Skip this question',
				),
			),
		);
		announce(q.question);
		/** @type {HTMLElement | null} */ (el.querySelector('.wiz-choice'))?.focus();
	}

	function stepWhy() {
		return question(
			'why',
			'Why does this matter to you?',
			'On harder days, your own reason is the best encouragement we can show you.',
			textArea('wiz-why', 'Why it matters', d.why, 'For example: I want more energy to play with my kids', (v) => {
				d.why = v;
				saveDraft(d);
			}),
			{ onNext: async () => show(2) },
		);
	}

	function stepTimeline() {
		const advice = h('div', { class: 'wiz-advice' });
		const date = h('input', { type: 'date', id: 'wiz-date', class: 'wiz-date', value: d.targetDay ?? '' });
		const choices = [8, 10, 12].map((w) =>
			radio('wiz-weeks', `${w} weeks`, !d.targetDay && d.weeks === w, () => {
				d.weeks = w;
				d.targetDay = null;
				saveDraft(d);
			}),
		);
		const byDate = radio('wiz-weeks', 'By a date', !!d.targetDay, () => {
			date.focus();
		});
		date.addEventListener('change', () => {
			d.targetDay = date.value || null;
			/** @type {HTMLInputElement} */
			(byDate.querySelector('input')).checked = true;
			saveDraft(d);
		});
		const answer = h(
			'fieldset',
			{ class: 'wiz-radios' },
			h('legend', { class: 'sr-only' }, 'Your timeline'),
			choices,
			byDate,
			h('label', { class: 'wiz-date-label', for: 'wiz-date' }, 'Target date'),
			date,
			advice,
		);
		let advised = false;
		return question(
			'when',
			'What timeline feels right?',
			'A steady pace lets each step settle into a habit before the next one.',
			answer,
			{
				onNext: async (help) => {
					if (date.value && !d.targetDay) d.targetDay = date.value;
					const a = await api.checkGoal(goalDraft({ ...d, tried: null }));
					const t = a.timelineAdvice;
					if (t && !advised && (d.targetDay || t.suggestedWeeks !== d.weeks)) {
						advised = true;
						advice.replaceChildren(
							bubble(
								h('p', {}, t.reason),
								h(
									'div',
									{ class: 'wiz-advice-actions' },
									h(
										'button',
										{
											type: 'button',
											class: 'btn btn-secondary',
											onclick: () => {
												d.weeks = t.suggestedWeeks;
												d.targetDay = null;
												saveDraft(d);
												show(3);
											},
										},
										`Use ${t.suggestedWeeks} weeks`,
									),
									h('button', { type: 'button', class: 'btn btn-plain', onclick: () => show(3) }, 'Keep my timeline'),
								),
							),
						);
						help.textContent = 'Your coach has a thought about the pace.';
						return;
					}
					show(3);
				},
			},
		);
	}

	function stepPast() {
		const obstacles = h(
			'fieldset',
			{ class: 'wiz-obstacles', hidden: d.tried !== true },
			h('legend', {}, 'What got in the way? Pick any that fit.'),
			OBSTACLES.map(([v, label]) => {
				const box = h('input', { type: 'checkbox', value: v, checked: d.obstacles.includes(v) });
				box.addEventListener('change', () => {
					d.obstacles = box.checked ? [...new Set([...d.obstacles, v])] : d.obstacles.filter((x) => x !== v);
					other.hidden = !d.obstacles.includes('other');
					reminder.hidden = !d.obstacles.includes('forgot');
					saveDraft(d);
				});
				return h('label', { class: 'wiz-check' }, box, h('span', {}, label));
			}),
		);
		const otherInput = h('input', {
			type: 'text',
			id: 'wiz-other',
			maxlength: 200,
			value: d.otherText ?? '',
			placeholder: 'For example: my shifts change every week',
		});
		otherInput.addEventListener('input', () => {
			d.otherText = otherInput.value;
			saveDraft(d);
		});
		const other = h(
			'div',
			{ class: 'wiz-other', hidden: !d.obstacles.includes('other') },
			h('label', { for: 'wiz-other' }, 'In your words'),
			otherInput,
		);
		const time = h('input', {
			type: 'time',
			id: 'wiz-reminder',
			value: d.reminderTime || DEFAULT_REMINDER,
			'aria-describedby': 'wiz-reminder-why',
		});
		time.addEventListener('change', () => {
			d.reminderTime = time.value || null;
			saveDraft(d);
		});
		const reminder = h(
			'div',
			{ class: 'wiz-other wiz-reminder', hidden: !d.obstacles.includes('forgot') },
			h('label', { for: 'wiz-reminder' }, 'Remind me at'),
			time,
			h(
				'p',
				{ class: 'wiz-why', id: 'wiz-reminder-why' },
				'A daily nudge at a time that suits you, so the habit is not left to memory.',
			),
		);
		obstacles.append(other, reminder);
		const tried = h(
			'fieldset',
			{ class: 'wiz-radios' },
			h('legend', { class: 'sr-only' }, 'Tried before?'),
			radio('wiz-tried', 'Yes, I have tried before', d.tried === true, () => {
				d.tried = true;
				obstacles.hidden = false;
				saveDraft(d);
			}),
			radio('wiz-tried', 'No, this is my first try', d.tried === false, () => {
				d.tried = false;
				obstacles.hidden = true;
				saveDraft(d);
			}),
		);
		return question(
			'past',
			'Have you tried this before?',
			'What got in the way last time helps us start at the right size.',
			h('div', {}, tried, obstacles),
			{
				nextLabel: 'Create my roadmap',
				onNext: async (help) => {
					if (d.tried == null) {
						help.textContent = 'Either answer is fine — it just helps us pick a gentle start.';
						return;
					}
					showCreating(root, goalDraft(d), () => {
						root.replaceChildren(top, stage);
						show(3);
					});
				},
			},
		);
	}

	show(Math.min(3, Math.max(0, d.step ?? 0)));
	return { title: 'A new goal', el: root, focus: /** @type {HTMLElement | null} */ (stage.querySelector('.wiz-q')) };
}

function radio(name, label, checked, onPick) {
	const input = h('input', { type: 'radio', name, checked });
	input.addEventListener('change', () => {
		if (input.checked) onPick();
	});
	return h('label', { class: 'wiz-choice wiz-radio' }, input, h('span', {}, label));
}
