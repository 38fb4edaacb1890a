// Loading and refreshing shared data.
import { api, holdWrites } from './api.js';
import { state, setToday, emit } from './store.js';

const CACHE_KEY = 'ripple.today';

let writeGen = 0;

/** Loads Today; a soft reload is dropped when a check-in was written meanwhile (it would be stale). */
export async function loadToday({ soft = false } = {}) {
  const gen = writeGen;
  const today = await api.today();
  if (soft && (gen !== writeGen || pendingWrites > 0)) return state.today;
  setToday(today);
  try { localStorage.setItem(CACHE_KEY, JSON.stringify(today)); } catch { /* storage full or denied */ }
  return today;
}

/** The last Today seen, for an instant first paint while the network answers (or when offline). */
export function cachedToday() {
  try { return JSON.parse(localStorage.getItem(CACHE_KEY)); } catch { return null; }
}

let refreshTimer;
let refreshHold = null; // the waiting refresh keeps the writes busy (api.js holdWrites)
let pendingWrites = 0;
export const writeStarted = () => { pendingWrites++; writeGen++; clearTimeout(refreshTimer); refreshHold?.(); };
export const writeEnded = () => { pendingWrites = Math.max(0, pendingWrites - 1); refreshSoon(); };

/** Reloads Today shortly after the last write settles (streaks, banners, tiers from the server). */
export function refreshSoon(ms = 500) {
  clearTimeout(refreshTimer);
  refreshHold?.();
  const release = holdWrites();
  refreshHold = release;
  refreshTimer = setTimeout(() => {
    if (refreshHold === release) refreshHold = null;
    if (pendingWrites === 0) loadToday({ soft: true }).catch(() => {}).finally(release);
    else release();
  }, ms);
}

export async function loadHabits(force = false) {
  if (state.habits && !force) return state.habits;
  const { habits } = await api.habits('all');
  state.habits = habits;
  return habits;
}

export async function loadCategories(force = false) {
  if (state.categories && !force) return state.categories;
  const { categories } = await api.categories();
  state.categories = categories;
  emit('categories', categories);
  return categories;
}
