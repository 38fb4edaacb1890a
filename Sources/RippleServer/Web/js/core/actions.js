// What a user can do to a habit from any screen: toggle, Yes / No / Skip, log a value, open details or edit.
import { findCard, state } from './store.js';
import { setToday } from './checkin.js';
import { celebrate, tapRipple } from '../components/celebrate.js';
import { announce, haptic, toast } from '../components/ui.js';
import { openMenu } from '../components/menu.js';
import { num } from './format.js';

const VERB = { done: 'marked complete', partial: 'logged', none: 'marked not complete', skipped: 'skipped today', missed: 'marked not done today' };

export { openDetails } from './app-links.js';
import { openDetails } from './app-links.js';

export async function openEditor(habit) {
  const { openHabitForm } = await import('../screens/sheet/habitform.js');
  openHabitForm({ habit });
}

/** Tap on a card: toggles today, or asks for a value for numeric habits. */
export function toggle(habitId, ctx = {}) {
  const card = findCard(habitId);
  if (!card) return null;
  if (card.habit.measure?.kind === 'numeric') return logValue(habitId);
  return apply(habitId, card.today.state === 'done' ? 'none' : 'done', {}, ctx);
}

/** Sets today's state ('done' | 'skipped' | 'missed' | 'none'), optimistically, then celebrates the answer. */
export async function apply(habitId, next, extra = {}, ctx = {}) {
  const card = findCard(habitId);
  if (!card) return null;
  const undo = (text) => import('./undo.js').then((m) => m.offerUndo(card, next, (back, x) => apply(habitId, back, x, { noUndo: true }), text));
  // A logged value is told as the server words it ("3 of 8 glasses logged"), so its toast waits
  // for the answer; a toggle's shows at once.
  const logsValue = extra.value != null;
  if (!ctx.noUndo && !logsValue) undo();
  if (next === 'done' && ctx.el) tapRipple(ctx.el, ctx.point?.x, ctx.point?.y, card.habit.color);
  try {
    const res = await setToday(habitId, next, extra);
    if (!ctx.noUndo && logsValue && (res || state.offline)) undo(res ? res.message : `${card.habit.name} logged`);
    if (!res) return null;
    const c = res.card;
    const now = c.today.state;
    const value = c.habit.measure?.kind === 'numeric' && c.today.value != null ? ` ${num(c.today.value)} ${c.habit.measure.unit}.` : '';
    announce(`${c.habit.name} ${VERB[now] ?? 'updated'}.${value} ${c.week ? `${c.week.done} of ${c.week.target} this week.` : ''}`);
    celebrate(res, { el: ctx.el, point: ctx.point, color: c.habit.color, name: c.habit.name, unit: c.streak?.unit });
    return res;
  } catch (e) {
    haptic('error');
    toast(e.offline ? "You're offline — that change wasn't saved." : e.message);
    announce(`Couldn't save: ${e.message}`);
    return null;
  }
}

export async function logValue(habitId) {
  const { openValueSheet } = await import('../components/valuesheet.js');
  openValueSheet(findCard(habitId), { apply });
}

export async function addNote(habitId) {
  const card = findCard(habitId);
  const { openEntrySheet } = await import('../components/entry.js');
  openEntrySheet({ habit: card.habit, day: state.today.day, entry: card.today, isToday: true });
}

/** The card's menu (spec 003 Yes / No / Skip, plus the swipe and long-press actions as buttons). */
export function cardMenu(habitId, anchor, ctx = {}) {
  const card = findCard(habitId);
  if (!card) return;
  const s = card.today.state;
  const numeric = card.habit.measure?.kind === 'numeric';
  const items = [];
  if (numeric) items.push({ label: 'Log value…', icon: 'plus', onSelect: () => logValue(habitId) });
  if (s !== 'done') items.push({ label: 'Yes, done', icon: 'check', onSelect: () => (numeric ? logValue(habitId) : apply(habitId, 'done', {}, ctx)) });
  if (s !== 'missed') items.push({ label: 'No, not today', icon: 'x', onSelect: () => apply(habitId, 'missed', {}, ctx) });
  if (s !== 'skipped') items.push({ label: 'Skip today', icon: 'skip', onSelect: () => apply(habitId, 'skipped', {}, ctx) });
  if (s !== 'none') items.push({ label: 'Clear today', icon: 'undo', onSelect: () => apply(habitId, 'none', {}, ctx) });
  items.push({ label: 'Add note…', icon: 'note', onSelect: () => addNote(habitId) });
  items.push({ label: 'Details', icon: 'info', onSelect: () => openDetails(habitId) });
  items.push({ label: 'Edit habit', icon: 'edit', onSelect: () => openEditor(card.habit) });
  openMenu(anchor, items, { label: `${card.habit.name} actions` });
}

/**
 * The long-press quick actions of spec 000 §6.1.3 (Complete, Add Note, Skip Today, Edit Habit),
 * above the card; Details stays here too (spec 001 opens them by long press).
 */
export function quickMenu(habitId, anchor, ctx = {}) {
  const card = findCard(habitId);
  if (!card) return null;
  const s = card.today.state;
  const numeric = card.habit.measure?.kind === 'numeric';
  const items = [
    numeric ? { label: 'Log value…', icon: 'plus', onSelect: () => logValue(habitId) }
      : s === 'done' ? { label: 'Mark not complete', icon: 'undo', onSelect: () => apply(habitId, 'none', {}, ctx) }
        : { label: 'Complete', icon: 'check', onSelect: () => apply(habitId, 'done', {}, ctx) },
    { label: 'Add Note', icon: 'note', onSelect: () => addNote(habitId) },
    s === 'skipped' ? { label: 'Unskip', icon: 'undo', onSelect: () => apply(habitId, 'none', {}, ctx) }
      : { label: 'Skip Today', icon: 'skip', onSelect: () => apply(habitId, 'skipped', {}, ctx) },
    { label: 'Edit Habit', icon: 'edit', onSelect: () => openEditor(card.habit) },
    { label: 'Details', icon: 'info', onSelect: () => openDetails(habitId) },
  ];
  // The card stays pressed in (0.97, deeper shadow) while its menu is open.
  ctx.el?.classList.add('held');
  return openMenu(anchor, items, { label: `${card.habit.name} quick actions`, above: true, className: 'is-quick', onClose: () => ctx.el?.classList.remove('held') });
}
