// The statistics reads of the JSON API (docs/API.md): stats, habit stats, insights, the history
// matrix and per-day totals. Errors are the shell's ApiError, so a 403 carries the premium reason.
import { ApiError } from '../api.js';
import { setOffline } from '../store.js';

const enc = encodeURIComponent;
const q = (params) => {
  const s = new URLSearchParams(Object.entries(params).filter(([, v]) => v != null && v !== '')).toString();
  return s ? `?${s}` : '';
};

async function get(path) {
  let res;
  try {
    res = await fetch(`/api/v1${path}`, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch {
    setOffline(true);
    throw new ApiError(0, 'offline', "You're offline. Statistics need a connection.");
  }
  const served = res.headers.get('X-Ripple-Offline');
  if (served === 'none') {
    setOffline(true);
    throw new ApiError(0, 'offline', "You're offline. Statistics need a connection.");
  }
  setOffline(served === '1');
  let data = null;
  try { data = await res.json(); } catch { data = null; }
  if (!res.ok) {
    const e = data?.error ?? {};
    throw new ApiError(res.status, e.code ?? 'error', e.message ?? `Something went wrong (${res.status}).`, e.field);
  }
  return data;
}

export const statsApi = {
  stats: (range) => get(`/stats${q({ range })}`),
  habitStats: (id, range) => get(`/habits/${enc(id)}/stats${q({ range })}`),
  insights: (range) => get(`/insights${q({ range })}`),
  /** The consistency matrix, dates descending (spec 002 §3). */
  matrix: (start, end) => get(`/history${q({ start, end })}`),
  /** Done / due per day over ≤ 92 days (the calendar heatmap). */
  dayTotals: (start, end) => get(`/streaks/history${q({ start, end })}`),
  categories: () => get('/categories'),
};
