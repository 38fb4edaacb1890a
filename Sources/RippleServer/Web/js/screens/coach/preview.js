// Creating the roadmap and the AI Roadmap Preview (spec 003 Flow 1, "AI Roadmap Preview", "Roadmap
// Timeline Reveal" 150 ms per stage): the planner's stages by phase, expandable, the finish date
// with flexibility wording, why the progression works, edit a stage, regenerate, accept → "Welcome
// to your journey". The roadmap is the API's; edits go back to it on accept, where the planner's
// rules are checked (a 422 on `roadmap` is shown as sent). "Try a different roadmap" keeps the
// person's edits on the new plan unless they untick "Keep my changes".
import { h, reducedMotion } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import { stageCard, PHASES, bubble } from '../../components/coach.js';
import { announce } from '../../components/ui.js';
import { longDate } from '../../core/format.js';
import { loadToday } from '../../core/data.js';
import { clearDraft } from './draft.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { compareRoadmaps, finishChoice, markModified, summarise } from './preview-parts.js';

const STEPS = ['Reading your goal…', 'Shaping your first weeks…', 'Setting a gentle pace…'];

/**
 * The "Creating your roadmap" state, then the preview, inside `root` (spec 003: never over 3 s;
 * the API answers within that).
 * @param {HTMLElement} root
 * @param {Record<string, any>} draft
 * @param {() => void} onBack
 */
export async function showCreating(root, draft, onBack) {
  const line = h('p', { class: 'cw-creating-line', role: 'status' }, STEPS[0]);
  root.replaceChildren(h('div', { class: 'cw-creating', 'aria-busy': 'true' },
    h('div', { class: 'cw-creating-mark', 'aria-hidden': 'true' }, h('span'), h('span'), h('span')),
    h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Creating your roadmap'), line));
  /** @type {HTMLElement} */ (root.querySelector('h2')).focus();
  let i = 0;
  const timer = setInterval(() => { i = Math.min(STEPS.length - 1, i + 1); line.textContent = STEPS[i]; }, 900);
  try {
    loadStylesheet('/css/coach-journey.css').catch(() => {});
    const answer = await api.previewRoadmap(draft);
    showPreview(root, draft, answer, onBack);
  } catch (e) {
    root.replaceChildren(h('div', { class: 'cw-error', role: 'alert' }, h('p', {}, e.message),
      h('button', { type: 'button', class: 'btn btn-secondary', onclick: onBack }, 'Back to my answers')));
  } finally {
    clearInterval(timer);
  }
}

/**
 * @param {HTMLElement} root
 * @param {Record<string, any>} draft
 * @param {any} answer the preview's answer ({roadmap, endDay, planner, fallbackReason?, variant, variantLabel, nextVariant})
 * @param {() => void} onBack
 * @param {Map<number, {action: string, criterion: number}>} [edits] the person's stage edits, by week
 * @param {any} [before] the roadmap shown before "Try a different roadmap" (compared side by side)
 */
function showPreview(root, draft, answer, onBack, edits = new Map(), before = null) {
  const roadmap = structuredClone(answer.roadmap);
  let secondGoal = false; // "start now, a second goal afterwards" was chosen
  const { kept, dropped } = reapply(roadmap, edits);
  const help = h('p', { class: 'wiz-help', role: 'status' });
  const keepBox = h('input', { type: 'checkbox', id: 'cw-keep-edits', checked: true });
  const keep = h('label', { class: 'wiz-check cw-keep', hidden: edits.size === 0 }, keepBox, h('span', {}, 'Keep my changes when I try a different roadmap'));
  const keptNote = h('p', { class: 'cw-note cw-kept', role: 'status' }, keptText(kept, dropped));
  const timeline = h('div', { class: 'cw-timeline' });
  const accept = h('button', { type: 'button', class: 'btn btn-primary btn-block', onclick: doAccept }, 'Start my journey');
  const regen = h('button', { type: 'button', class: 'btn btn-secondary', onclick: regenerate }, 'Try a different roadmap');
  root.replaceChildren(h('div', { class: 'cw-preview' },
    h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Your roadmap'),
    bubble(h('p', {}, `${roadmap.stages.length} weekly steps toward “${draft.what}”.`)),
    answer.variant && answer.variant !== 'standard' ? h('p', { class: 'cw-note cw-variant' }, answer.variantLabel) : null,
    roadmap.summary ? h('p', { class: 'cw-note cw-summary' }, roadmap.summary) : null,
    roadmap.advice && roadmap.reachesTarget !== false ? h('p', { class: 'cw-note cw-advice' }, roadmap.advice) : null,
    before ? compareRoadmaps(before, { ...answer, roadmap }) : null,
    keptNote.textContent ? keptNote : null,
    h('p', { class: 'cw-finish' }, h('strong', {}, `Estimated finish: ${longDate(answer.endDay)}.`),
      ' A guide, not a deadline: a week can repeat or stretch whenever life gets busy.'),
    timeline,
    h('section', { class: 'cw-why-works', 'aria-labelledby': 'why-works' },
      h('h3', { id: 'why-works' }, 'Why this progression works'),
      h('p', {}, 'Each week asks a little more than the last, never a leap. Foundation weeks make showing up easy, building weeks add a step, and mastery weeks make the habit your own. You only move on when a week has gone well, so every step rests on the one before.')),
    roadmap.reachesTarget === false ? finishChoice(roadmap, { longer, later: () => { secondGoal = true; doAccept(); } }) : null,
    help,
    h('div', { class: 'cw-actions' }, accept, regen, keep, h('button', { type: 'button', class: 'btn btn-plain', onclick: onBack }, 'Change my answers'))));
  renderTimeline();
  /** @type {HTMLElement} */ (root.querySelector('h2')).focus();
  announce(`Your roadmap has ${roadmap.stages.length} weeks.`);

  function renderTimeline() {
    const groups = [];
    roadmap.stages.forEach((s, i) => {
      let g = groups.at(-1);
      if (!g || g.phase !== s.phase) groups.push(g = { phase: s.phase, items: [] });
      const card = stageCard({ ...s, status: s.status === 'current' ? undefined : s.status }, { extra: editButton(s) });
      summarise(card, s);
      if (edits.has(s.week)) markModified(card);
      if (!reducedMotion()) card.style.setProperty('--i', String(i));
      card.classList.add('cw-reveal');
      g.items.push(h('li', {}, card));
    });
    timeline.replaceChildren(...groups.map((g) => h('section', { class: `cw-phase phase-${g.phase}`, 'aria-label': `${PHASES[g.phase]} phase` },
      h('h3', { class: 'cw-phase-title' }, PHASES[g.phase]), h('ol', { class: 'cw-stages' }, g.items))));
  }

  function editButton(stage) {
    return h('button', { type: 'button', class: 'btn btn-plain cw-edit', onclick: (e) => openEdit(stage, /** @type {HTMLElement} */ (e.currentTarget)) }, 'Edit this stage');
  }

  function openEdit(stage, btn) {
    const action = h('textarea', { id: `edit-action-${stage.week}`, class: 'wiz-input', rows: 2, maxlength: 200, value: stage.habit.action });
    const crit = h('select', { id: `edit-crit-${stage.week}` }, [1, 2, 3, 4, 5, 6, 7].map((n) => h('option', { value: String(n), selected: n === stage.criterion }, `${n} of 7 days`)));
    const form = h('form', { class: 'cw-editform' },
      h('label', { for: action.id }, 'What you do each day'), action,
      h('label', { for: crit.id }, 'Days to complete this week'), crit,
      h('div', { class: 'cw-actions-row' },
        h('button', { type: 'submit', class: 'btn btn-primary' }, 'Save stage'),
        h('button', { type: 'button', class: 'btn btn-plain', onclick: () => { form.replaceWith(btn); btn.focus(); } }, 'Cancel')));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const text = /** @type {HTMLTextAreaElement} */ (action).value.trim();
      if (!text) { help.textContent = 'Describe the stage in a few words, so you know what to do each day.'; return; }
      stage.habit.action = text;
      stage.criterion = Number(/** @type {HTMLSelectElement} */ (crit).value);
      edits.set(stage.week, { action: text, criterion: stage.criterion });
      keep.hidden = false;
      renderTimeline();
      announce(`Week ${stage.week} changed.`);
      /** @type {HTMLElement | null} */ (timeline.querySelector(`[data-week="${stage.week}"] summary`))?.focus();
    });
    btn.replaceWith(form);
    action.focus();
  }

  async function regenerate() {
    regen.disabled = true;
    try {
      const next = await api.previewRoadmap({ ...draft, variant: answer.nextVariant ?? 'standard' });
      showPreview(root, draft, next, onBack, keepBox.checked ? edits : new Map(), { ...answer, roadmap });
    } catch (e) { help.textContent = e.message; regen.disabled = false; }
  }

  /** The same answers over a longer timeline (the planner decides what that reaches). */
  async function longer(weeks) {
    try {
      /** @type {Record<string, any>} */
      const longerDraft = { ...draft, timelineWeeks: weeks };
      delete longerDraft.targetDay;
      const next = await api.previewRoadmap(longerDraft);
      showPreview(root, longerDraft, next, onBack, new Map(), { ...answer, roadmap });
    } catch (e) { help.textContent = e.message; }
  }

  async function doAccept() {
    accept.disabled = true;
    help.textContent = '';
    try {
      const goal = await api.createGoal({ ...draft, roadmap });
      clearDraft();
      loadToday().catch(() => {});
      showWelcome(root, goal, secondGoal);
    } catch (e) {
      help.textContent = e.message;
      accept.disabled = false;
    }
  }
}

/**
 * The person's edits laid onto a freshly planned roadmap: each week's own words always, its
 * criterion only where it still fits that week's dose (at most its days, at most two fewer).
 * @param {any} roadmap
 * @param {Map<number, {action: string, criterion: number}>} edits
 */
function reapply(roadmap, edits) {
  const kept = [];
  const dropped = [];
  for (const [week, e] of edits) {
    const stage = roadmap.stages[week - 1];
    if (!stage) continue; // every alternative has the same weeks; nothing to lay the edit on
    stage.habit.action = e.action;
    const days = stage.dose?.daysPerWeek;
    if (days == null || (e.criterion <= days && e.criterion >= days - 2)) stage.criterion = e.criterion; else dropped.push(week);
    kept.push(week);
  }
  return { kept, dropped };
}

function keptText(kept, dropped) {
  const weeks = (list) => list.map((w) => `week ${w}`).join(', ');
  const parts = [];
  if (kept.length) parts.push(`Your changes to ${weeks(kept)} are kept on this roadmap.`);
  if (dropped.length) parts.push(`The days you chose for ${weeks(dropped)} do not fit this plan's dose, so it keeps its own.`);
  return parts.join(' ');
}

function showWelcome(root, goal, secondGoal = false) {
  const s = goal.currentStage;
  root.replaceChildren(h('div', { class: 'cw-welcome' },
    h('div', { class: 'cw-welcome-mark', 'aria-hidden': 'true' }),
    h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Welcome to your journey'),
    bubble(h('p', {}, `Week ${s.week} starts today: ${s.habit.action}.`)),
    h('p', { class: 'cw-note' }, 'Your first step is on Today. Log it with Yes, No or Skip — every answer helps your coach.'),
    secondGoal ? h('p', { class: 'cw-note cw-second-goal' }, 'When this roadmap is done, start a second goal from Profile → Goals to go the rest of the way.') : null,
    h('div', { class: 'cw-actions' },
      h('a', { class: 'btn btn-primary btn-block', href: '#/today' }, 'Go to Today'),
      h('a', { class: 'btn btn-plain', href: `#/coach/goal/${encodeURIComponent(goal.id)}` }, 'See my journey'))));
  /** @type {HTMLElement} */ (root.querySelector('h2')).focus();
  announce('Welcome to your journey');
}
