// @ts-check
// Loading and refreshing shared data.
import * as api from './api/shell.js';
import { state, setToday, emit, setHabits, setCategories } from './store.js';
import { debounce } from './api/idle.js';

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

let pendingWrites = 0;
// The reload after a write is the write's follow-up: it keeps the "writes idle" signal busy.
const refreshLater = debounce(() => (pendingWrites === 0 ? loadToday({ soft: true }).catch(() => {}) : null), 500, { always: true });
export const writeStarted = () => { pendingWrites++; writeGen++; refreshLater.cancel(); };
export const writeEnded = () => { pendingWrites = Math.max(0, pendingWrites - 1); refreshSoon(); };

/** Reloads Today shortly after the last write settles (streaks, banners, tiers from the server). */
export function refreshSoon(ms = 500) {
  refreshLater(ms);
}

export async function loadHabits(force = false) {
  if (state.habits && !force) return state.habits;
  const { habits } = await api.listHabits('all');
  setHabits(habits);
  return habits;
}

export async function loadCategories(force = false) {
  if (state.categories && !force) return state.categories;
  const { categories } = await api.listCategories();
  setCategories(categories);
  emit('categories', categories);
  return categories;
}
