// Card gestures with pointer events (spec 000 §6.1.3, spec 001 §5A): tap toggles, long press ≥ 400 ms
// opens the details, swipe right past 50% completes, swipe left past 30% reveals Details / Edit / Skip.
import { reducedMotion } from './dom.js';
import { haptic } from './ui.js';

export const LONG_PRESS_MS = 400;
const SLOP = 10;
let openRow = null;

/** Closes a card whose swipe actions are showing. */
export function closeSwipe(except) {
  if (openRow && openRow !== except) openRow.reset();
}

document.addEventListener('pointerdown', (e) => {
  if (openRow && !openRow.wrap.contains(e.target)) openRow.reset();
}, true);

export function attachGestures(view, { onTap, onLongPress, onComplete, onAction }) {
  const wrap = view.el;
  const card = view.body;
  const bg = view.swipeBg;
  let start = null;
  let timer = null;
  let mode = null; // null | 'press' | 'drag'
  let dx = 0;
  let suppressClick = false;
  let crossed = false;
  let revealed = false;
  const actionsWidth = () => view.actions.offsetWidth || 216;

  const row = {
    wrap,
    reset(animated = true) {
      revealed = false;
      view.actions.inert = true;
      wrap.classList.remove('revealed');
      setX(0, animated);
      if (openRow === row) openRow = null;
    },
  };

  function setX(x, animated) {
    card.classList.toggle('settling', !!animated);
    card.style.transform = x ? `translateX(${x}px)` : '';
    const w = wrap.offsetWidth || 1;
    if (x > 0) {
      const p = x / w;
      bg.dataset.dir = 'right';
      bg.style.opacity = String(Math.min(1, p / 0.5));
      bg.style.setProperty('--check', String(Math.max(0, Math.min(1, (p - 0.2) / 0.4))));
    } else if (x < 0) {
      bg.dataset.dir = 'left';
      bg.style.opacity = String(Math.min(1, -x / (0.3 * w)));
      bg.style.setProperty('--check', '0');
    } else {
      bg.style.opacity = '0';
    }
  }

  wrap.addEventListener('contextmenu', (e) => { if (mode || e.pointerType !== 'mouse') e.preventDefault(); });

  card.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || e.target.closest('.card-more, .card-chev')) return;
    closeSwipe(row);
    start = { x: e.clientX, y: e.clientY, id: e.pointerId, base: revealed ? -actionsWidth() : 0 };
    mode = 'press';
    dx = 0;
    crossed = false;
    suppressClick = false;
    card.classList.add('pressing');
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (mode !== 'press') return;
      mode = null;
      suppressClick = true;
      card.classList.remove('pressing');
      haptic('heavy');
      onLongPress();
    }, LONG_PRESS_MS);
  });

  card.addEventListener('pointermove', (e) => {
    if (!start || e.pointerId !== start.id) return;
    const mx = e.clientX - start.x;
    const my = e.clientY - start.y;
    if (mode === 'press') {
      if (Math.abs(mx) > SLOP && Math.abs(mx) > Math.abs(my) * 1.2) {
        mode = 'drag';
        clearTimeout(timer);
        card.classList.remove('pressing');
        card.classList.add('dragging');
        try { card.setPointerCapture(e.pointerId); } catch { /* already released */ }
      } else if (Math.abs(my) > SLOP) {
        cancel();
        return;
      }
    }
    if (mode !== 'drag') return;
    e.preventDefault();
    const w = wrap.offsetWidth;
    let x = start.base + mx;
    const min = -(actionsWidth() + 40);
    if (x < min) x = min + (x - min) * 0.25;
    dx = x;
    setX(x, false);
    const p = x / w;
    if (p >= 0.5 && !crossed) { crossed = true; haptic('light'); }
    if (p < 0.5) crossed = false;
  });

  const end = (e) => {
    if (!start || e.pointerId !== start.id) return;
    clearTimeout(timer);
    card.classList.remove('pressing', 'dragging');
    const w = wrap.offsetWidth;
    if (mode === 'drag') {
      suppressClick = true;
      if (dx > w * 0.5) {
        finishComplete();
      } else if (dx < -w * 0.3 || (revealed && dx < -actionsWidth() * 0.5)) {
        revealed = true;
        openRow = row;
        view.actions.inert = false;
        wrap.classList.add('revealed');
        setX(-actionsWidth(), true);
      } else {
        row.reset(true);
      }
    }
    mode = null;
    start = null;
  };
  card.addEventListener('pointerup', end);
  card.addEventListener('pointercancel', (e) => { if (mode === 'drag') { dx = 0; } end(e); row.reset(true); });

  function cancel() {
    clearTimeout(timer);
    mode = null;
    start = null;
    card.classList.remove('pressing');
  }

  async function finishComplete() {
    const w = wrap.offsetWidth;
    if (reducedMotion()) {
      setX(0, true);
      onComplete();
      return;
    }
    card.classList.add('fly');
    setX(w + 24, true);
    onComplete();
    await wait(300);
    card.classList.remove('fly', 'settling');
    card.style.transition = 'none';
    card.style.transform = `translateX(${w * 0.35}px)`;
    card.style.opacity = '0';
    bg.style.opacity = '0';
    void card.offsetWidth;
    card.style.transition = '';
    card.classList.add('return');
    card.style.transform = '';
    card.style.opacity = '';
    await wait(420);
    card.classList.remove('return');
  }

  // Clicks: the whole card toggles (keyboard Enter/Space too); the small buttons do their own thing.
  wrap.addEventListener('click', (e) => {
    const btn = e.target.closest('[data-act]');
    if (!btn || !wrap.contains(btn)) return;
    const act = btn.dataset.act;
    if (act === 'toggle') {
      if (suppressClick) { suppressClick = false; return; }
      if (revealed) { row.reset(true); return; }
      const r = card.getBoundingClientRect();
      const point = e.detail === 0 ? { x: r.left + 36, y: r.top + r.height / 2 } : { x: e.clientX, y: e.clientY };
      onTap(point);
      return;
    }
    if (btn.closest('.card-actions')) row.reset(true);
    onAction(act, btn);
  });
  return row;
}

const wait = (ms) => new Promise((r) => setTimeout(r, ms));
