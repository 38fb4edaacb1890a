// The end of a week (spec 003 Flow 3, "Stage Completion Celebration" 1200 ms): a short, skippable
// celebration (none under reduced motion or in calm mode) → the achievement summary → the next
// stage → the review's options as the API words them (advance, or repeat for a borderline week,
// and so on), "Review this week" (what worked, what was hard) and "Need a break".
import { h, reducedMotion } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import { calm } from '../../core/store.js';
import { weekDots, bubble, coachMessage } from '../../components/coach.js';
import { announce } from '../../components/ui.js';
import { loadToday } from '../../core/data.js';
import { pendingReview, currentRoadmap } from './model.js';
import { breakOptions } from './break.js';

/** The review's option → the move it makes (the API names them differently; see the report). */

/** @returns {Promise<import('./coach.js').CoachView>} */
export async function reviewView(id) {
  const goal = await api.getGoal(id);
  const ref = `#/coach/goal/${encodeURIComponent(id)}`;
  const week = await api.goalWeek(id);
  const last = await pendingReview(goal, week);
  const el = h('div', { class: 'cw-review' });
  const back = { label: 'Back to Today', hash: '#/today' };
  if (!last) {
    el.append(h('p', { class: 'cw-note' }, 'No finished week is waiting for you right now.'), h('a', { class: 'btn btn-secondary', href: `${ref}/week` }, 'See this week'));
    return { title: 'Your week', back, el };
  }
  const review = last.review;
  const celebrate = (review.verdict === 'met' || review.verdict === 'borderline' || review.celebrateExtra) && !reducedMotion() && !calm();
  if (celebrate) showCelebration(); else summary();
  return { title: 'Your week', back, el, focus: el.querySelector('.cw-celebrate-skip') ?? el.querySelector('h2') };

  function showCelebration() {
    const skip = h('button', { type: 'button', class: 'btn btn-plain cw-celebrate-skip' }, 'Skip');
    const glow = h('div', { class: 'cw-celebrate-glow', 'aria-hidden': 'true' },
      Array.from({ length: 14 }, (_, i) => h('span', { class: 'cw-confetti', style: { '--k': String(i) } })));
    const box = h('div', { class: 'cw-celebrate', role: 'status' }, glow, h('h2', { class: 'cw-h2', tabindex: '-1' }, review.celebrateExtra ? 'Beyond the goal!' : 'Week complete!'), skip);
    el.replaceChildren(box);
    announce(review.message.text);
    let done = false;
    const finish = () => { if (!done) { done = true; summary(); } };
    const anim = box.animate([{ transform: 'scale(.92)', opacity: 0.4 }, { transform: 'scale(1.04)', opacity: 1, offset: 0.6 }, { transform: 'scale(1)', opacity: 1 }], { duration: 1200, easing: 'cubic-bezier(.34,1.56,.64,1)' });
    anim.finished.then(finish, finish);
    skip.addEventListener('click', () => { anim.cancel(); finish(); });
  }

  function summary() {
    const stages = currentRoadmap(goal).stages;
    const next = stages[goal.currentIndex + 1];
    const help = h('p', { class: 'wiz-help', role: 'status' });
    const options = h('div', { class: 'cw-options' }, review.options.map((o) => h('button', {
      type: 'button', class: `cw-option${o.move === 'advance' ? ' is-primary' : ''}`, dataset: { move: o.move },
      onclick: () => choose(o.move),
    }, h('span', { class: 'cw-option-label' }, o.label), h('span', { class: 'cw-option-detail' }, o.detail))));
    el.replaceChildren(
      h('section', { class: 'cw-summary', 'aria-labelledby': 'sum-title' },
        h('h2', { class: 'cw-h2', id: 'sum-title', tabindex: '-1' }, review.message.text),
        weekDots(last.days),
        h('p', { class: 'cw-progress' }, last.progressText)),
      next ? h('section', { class: 'cw-next', 'aria-labelledby': 'next-title' },
        h('h3', { id: 'next-title' }, 'Your next stage'),
        h('p', {}, `Week ${next.week} · ${next.title}`), h('p', { class: 'cw-note' }, next.habit.action)) : null,
      h('h3', { class: 'cw-h3' }, 'What would you like to do?'), options,
      h('div', { class: 'cw-actions-row' },
        h('button', { type: 'button', class: 'btn btn-secondary', onclick: reflect }, 'Review this week'),
        h('button', { type: 'button', class: 'btn btn-secondary', onclick: needBreak }, 'Need a break')),
      help);
    /** @type {HTMLElement} */ (el.querySelector('h2')).focus({ preventScroll: true });

    async function choose(move) {
      if (move === 'recalibrate') { location.hash = `${ref}/recalibrate`; return; }
      // A lighter stage or a bridging week is shown as the plan it makes before it is made.
      if (move === 'simplify' || move === 'extend') { location.hash = `${ref}/recalibrate/${move}`; return; }
      try {
        const res = await api.moveGoal(id, { move, revision: goal.revision });
        loadToday().catch(() => {});
        nextStage(res);
      } catch (e) { help.textContent = e.message; }
    }
  }

  function reflect() {
    const worked = h('textarea', { id: 'rf-worked', class: 'wiz-input', rows: 3, maxlength: 500, placeholder: 'For example: walking right after breakfast' });
    const hard = h('textarea', { id: 'rf-hard', class: 'wiz-input', rows: 3, maxlength: 500, placeholder: 'For example: rainy evenings' });
    const help = h('p', { class: 'wiz-help', role: 'status' });
    const form = h('form', { class: 'cw-reflect' },
      h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Looking back on this week'),
      bubble(h('p', {}, 'A few words are plenty. This is just for you and your coach.')),
      h('label', { for: 'rf-worked' }, 'What worked well?'), worked,
      h('label', { for: 'rf-hard' }, 'What was challenging?'), hard, help,
      h('div', { class: 'cw-actions-row' }, h('button', { type: 'submit', class: 'btn btn-primary' }, 'Save and continue'),
        h('button', { type: 'button', class: 'btn btn-plain', onclick: summary }, 'Back')));
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      try {
        await api.addReflection(id, { worked: /** @type {HTMLTextAreaElement} */ (worked).value, hard: /** @type {HTMLTextAreaElement} */ (hard).value, stage: last.stageIndex });
        announce('Thanks for reflecting. Saved.');
        summary();
      } catch (err) { help.textContent = err.message; }
    });
    el.replaceChildren(form);
    /** @type {HTMLElement} */ (form.querySelector('h2')).focus();
  }

  function needBreak() {
    const help = h('p', { class: 'wiz-help', role: 'status' });
    const pause = async (mode, resumeDay) => {
      try {
        const res = await api.moveGoal(id, { move: 'pause', pauseMode: mode, resumeDay, revision: goal.revision });
        loadToday().catch(() => {});
        nextStage(res);
      } catch (e) { help.textContent = e.message; }
    };
    el.replaceChildren(h('section', { class: 'cw-break' },
      h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Take the break you need'),
      bubble(h('p', {}, 'Resting is part of the journey. Your progress stays right where it is.')),
      breakOptions(pause),
      help, h('button', { type: 'button', class: 'btn btn-plain', onclick: summary }, 'Back')));
    /** @type {HTMLElement} */ (el.querySelector('h2')).focus();
  }

  function nextStage(res) {
    const s = res.goal.currentStage;
    el.replaceChildren(h('section', { class: 'cw-nextstage' },
      h('h2', { class: 'cw-h2', tabindex: '-1' }, res.message.text),
      res.goal.status === 'paused' ? null : h('p', { class: 'cw-eyebrow' }, `Week ${s.week} · ${s.title}`),
      res.goal.status === 'paused' ? null : h('p', {}, s.habit.action),
      res.goal.status === 'paused' ? null : coachMessage(s.tips[0] ?? '', 'tip'),
      h('div', { class: 'cw-actions' }, h('a', { class: 'btn btn-primary btn-block', href: '#/today' }, 'Continue'))));
    /** @type {HTMLElement} */ (el.querySelector('h2')).focus();
    announce(res.message.text);
  }
}
