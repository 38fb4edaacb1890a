// The Weekly Progress View (spec 003): the week's calendar with the engine's day states, its
// message as the headline, the criterion in words, the progress sentence, the next stage's preview,
// earlier weeks by buttons and by swipe, and gentle access to recalibration.
import { h } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import { weekDots, criterionText, coachMessage, DAY_STATE } from '../../components/coach.js';
import { addDays, shortDate, weekdayName } from '../../core/format.js';
import { announce } from '../../components/ui.js';
import { currentRoadmap } from './model.js';

/** @returns {Promise<import('./coach.js').CoachView>} */
export async function weekView(id, weekOf) {
  const [goal, week] = await Promise.all([api.getGoal(id), api.goalWeek(id, weekOf)]);
  const ref = `#/coach/goal/${encodeURIComponent(id)}`;
  const el = h('div', { class: 'cw-week' });
  const thisWeek = week.days.some((d) => d.isToday);
  const detail = h('p', { class: 'cw-daydetail', role: 'status' });
  const stages = currentRoadmap(goal).stages;
  const next = stages[goal.currentIndex + 1];
  const go = (delta) => { location.hash = `${ref}/week/${addDays(week.weekStart, delta)}`; };
  const started = goal.state.goal.startDay <= addDays(week.weekStart, -1);
  el.append(
    h('p', { class: 'cw-eyebrow' }, `${shortDate(week.weekStart)} – ${shortDate(week.weekEnd)}`),
    h('h2', { class: 'cw-h2 cw-headline' }, week.message.text),
    h('p', { class: 'cw-criterion' }, criterionText(week.criterion)),
    h('div', { class: 'cw-weeknav' },
      h('button', { type: 'button', class: 'btn btn-secondary', disabled: !started, onclick: () => go(-7) }, 'Earlier week'),
      thisWeek ? h('span') : h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => go(7) }, 'Later week')),
    weekDots(week.days, { large: true, onDay: (d) => { detail.textContent = `${weekdayName(d.day)}, ${shortDate(d.day)}: ${DAY_STATE[d.state] ?? d.state}`; } }),
    detail,
    h('p', { class: 'cw-progress' }, week.progressText),
    week.review ? coachMessage(week.review.message.text, 'celebration') : null,
    thisWeek && next ? h('section', { class: 'cw-next', 'aria-labelledby': 'next-title' },
      h('h3', { id: 'next-title' }, 'Coming next'),
      h('p', {}, `Week ${next.week} · ${next.title}: ${next.habit.action}`)) : null,
    thisWeek && goal.status === 'active' ? h('p', { class: 'cw-recal' }, 'Finding this week hard? ', h('a', { href: `${ref}/recalibrate` }, 'Adjust my plan together')) : null);
  // Swipe left / right: later / earlier weeks.
  let sx = null;
  el.addEventListener('pointerdown', (e) => { sx = e.isPrimary ? { x: e.clientX, y: e.clientY } : null; });
  el.addEventListener('pointerup', (e) => {
    if (!sx) return;
    const dx = e.clientX - sx.x, dy = e.clientY - sx.y;
    sx = null;
    if (Math.abs(dx) < 60 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    if (dx > 0 && started) go(-7); else if (dx < 0 && !thisWeek) go(7);
  });
  announce(week.message.text);
  return { title: thisWeek ? 'This week' : 'An earlier week', back: { label: 'Back to Journey', hash: ref }, el };
}
