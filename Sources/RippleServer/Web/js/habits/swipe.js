// Row gestures of the Habits list with pointer events (spec 000 §6.3.2, §6.3.4): a tap opens the
// habit, swipe left reveals Edit / Archive / Delete, swipe right on an archived row unarchives it,
// and a long press lifts the row so it can be dragged to a new place.
import { haptic } from '../ui.js';

export const LONG_PRESS_MS = 450;
const SLOP = 10;
let openRow = null;

/** Closes a row whose swipe actions are showing. */
export const closeOpenRow = () => openRow?.reset();
export const rowOpen = () => openRow != null;

document.addEventListener('pointerdown', (e) => {
  if (openRow && !openRow.wrap.contains(e.target)) openRow.reset();
}, true);

/** view: {el, body, actions, swipeBg}; handlers: onTap(), onAction(act, button), onSwipeRight?(), onLongPress?(point). */
export function attachRowGestures(view, { onTap, onAction, onSwipeRight, onLongPress }) {
  const wrap = view.el;
  const row = view.body;
  let start = null;
  let mode = null; // null | 'press' | 'swipe' | 'lifted'
  let timer = null;
  let dx = 0;
  let revealed = false;
  let suppressClick = false;
  const actionsWidth = () => view.actions?.offsetWidth || 0;

  const ctl = {
    wrap,
    reset(animated = true) {
      revealed = false;
      if (view.actions) view.actions.inert = true;
      wrap.classList.remove('revealed');
      setX(0, animated);
      if (openRow === ctl) openRow = null;
    },
  };

  function setX(x, animated) {
    row.classList.toggle('settling', !!animated);
    row.style.transform = x ? `translateX(${x}px)` : '';
    if (view.swipeBg) {
      const p = Math.max(0, x) / (wrap.offsetWidth || 1);
      view.swipeBg.style.opacity = String(Math.min(1, p / 0.35));
      view.swipeBg.classList.toggle('armed', p >= 0.35);
    }
    if (view.actions) view.actions.style.opacity = x < 0 ? String(Math.min(1, -x / Math.max(1, actionsWidth()))) : '';
  }

  function reveal() {
    if (openRow && openRow !== ctl) openRow.reset();
    revealed = true;
    openRow = ctl;
    view.actions.inert = false;
    wrap.classList.add('revealed');
    haptic('light');
    setX(-actionsWidth(), true);
  }

  row.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || e.target.closest('.hrow-handle, .hrow-active, .hrow-restore, .hrow-more')) return;
    start = { x: e.clientX, y: e.clientY, id: e.pointerId, base: revealed ? -actionsWidth() : 0, type: e.pointerType };
    mode = 'press';
    dx = 0;
    suppressClick = false;
    row.classList.add('pressing');
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (mode !== 'press' || revealed || !onLongPress) return;
      mode = 'lifted';
      suppressClick = true;
      row.classList.remove('pressing');
      haptic('heavy');
      onLongPress(start);
    }, LONG_PRESS_MS);
  });

  row.addEventListener('pointermove', (e) => {
    if (!start || e.pointerId !== start.id) return;
    const mx = e.clientX - start.x;
    const my = e.clientY - start.y;
    if (mode === 'press') {
      if (Math.abs(mx) > SLOP && Math.abs(mx) > Math.abs(my) * 1.2) {
        mode = 'swipe';
        clearTimeout(timer);
        row.classList.remove('pressing');
        row.classList.add('dragging');
        try { row.setPointerCapture(e.pointerId); } catch { /* released already */ }
      } else if (Math.abs(my) > SLOP) {
        cancel();
        return;
      }
    }
    if (mode !== 'swipe') return;
    e.preventDefault();
    const w = wrap.offsetWidth;
    const max = onSwipeRight ? w * 0.6 : 0;
    const min = view.actions ? -(actionsWidth() + 40) : 0;
    let x = start.base + mx;
    if (x > max) x = max + (x - max) * 0.15;
    if (x < min) x = min + (x - min) * 0.25;
    dx = x;
    setX(x, false);
  });

  const end = (e) => {
    if (!start || e.pointerId !== start.id) return;
    clearTimeout(timer);
    row.classList.remove('pressing', 'dragging');
    if (mode === 'swipe') {
      suppressClick = true;
      setTimeout(() => { suppressClick = false; }, 350);
      const w = wrap.offsetWidth;
      if (onSwipeRight && dx > w * 0.35) {
        haptic('success');
        setX(w, true);
        onSwipeRight();
      } else if (view.actions && (dx < -w * 0.25 || (revealed && dx < -actionsWidth() * 0.5))) {
        reveal();
      } else {
        ctl.reset(true);
      }
    }
    mode = null;
    start = null;
  };
  row.addEventListener('pointerup', end);
  row.addEventListener('pointercancel', (e) => {
    if (mode === 'lifted') return; // the reorder drag owns the pointer now
    if (mode === 'swipe') dx = 0;
    end(e);
  });
  row.addEventListener('contextmenu', (e) => { if (e.pointerType !== 'mouse' || mode) e.preventDefault(); });

  function cancel() {
    clearTimeout(timer);
    mode = null;
    start = null;
    row.classList.remove('pressing');
  }

  wrap.addEventListener('click', (e) => {
    const btn = e.target.closest('button, input');
    if (!btn || !wrap.contains(btn)) return;
    if (btn.classList.contains('hrow-hit')) {
      if (suppressClick) { suppressClick = false; return; }
      if (revealed) { ctl.reset(true); return; }
      onTap();
      return;
    }
    const act = btn.dataset.act;
    if (!act) return;
    if (btn.closest('.hrow-actions')) ctl.reset(true);
    onAction(act, btn);
  });
  return ctl;
}
