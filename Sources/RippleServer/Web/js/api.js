// The JSON API client (docs/API.md). Every screen talks to the server through this module only.
import { setOffline } from './store.js';

const BASE = '/api/v1';

export class ApiError extends Error {
  constructor(status, code, message, field) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field ?? null;
  }
  get offline() { return this.status === 0; }
}

async function request(method, path, body) {
  const init = { method, headers: { Accept: 'application/json' }, cache: 'no-store' };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(BASE + path, init);
  } catch {
    setOffline(true);
    throw new ApiError(0, 'offline', "You're offline. Changes can't be saved right now.");
  }
  return answer(res);
}

/** The first Today request is started by index.html before the modules load; later ones go through request(). */
async function firstToday() {
  const early = window.__todayRequest;
  window.__todayRequest = null;
  const res = early ? await early : null;
  return res ? answer(res) : request('GET', '/today');
}

async function answer(res) {
  const served = res.headers.get('X-Ripple-Offline'); // set by sw.js when the network failed
  if (served === 'none') {
    setOffline(true);
    throw new ApiError(0, 'offline', "You're offline. Changes can't be saved right now.");
  }
  setOffline(served === '1');
  if (res.status === 204) return null;
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = null; }
  if (!res.ok) {
    const e = data?.error ?? {};
    throw new ApiError(res.status, e.code ?? 'error', e.message ?? `Something went wrong (${res.status}).`, e.field);
  }
  return data;
}

const q = (params) => {
  const s = new URLSearchParams(Object.entries(params).filter(([, v]) => v != null && v !== '')).toString();
  return s ? `?${s}` : '';
};
const enc = encodeURIComponent;

export const api = {
  today: () => (window.__todayRequest ? firstToday() : request('GET', '/today')),
  meta: () => request('GET', '/meta'),
  habits: (status = 'all') => request('GET', `/habits${q({ status })}`),
  habit: (id) => request('GET', `/habits/${enc(id)}`),
  createHabit: (fields) => request('POST', '/habits', fields),
  updateHabit: (id, fields) => request('PATCH', `/habits/${enc(id)}`, fields),
  deleteHabit: (id) => request('DELETE', `/habits/${enc(id)}`),
  archiveHabit: (id) => request('POST', `/habits/${enc(id)}/archive`),
  unarchiveHabit: (id) => request('POST', `/habits/${enc(id)}/unarchive`),
  /** Upserts the check-in of (habit, day); `entry` = {state, value?, note?, mood?}. */
  /** `at` ({updatedAt, loggedMinute}) keeps the time a write was made when it is sent later (offline replay). */
  checkIn: (id, day, entry, at = {}) => request('PUT', `/habits/${enc(id)}/checkins/${day}`, { ...entry, updatedAt: at.updatedAt ?? Date.now(), loggedMinute: at.loggedMinute ?? minuteNow() }),
  clearCheckIn: (id, day, updatedAt = Date.now()) => request('DELETE', `/habits/${enc(id)}/checkins/${day}${q({ updatedAt })}`),
  history: (id, start, end) => request('GET', `/habits/${enc(id)}/history${q({ start, end })}`),
  categories: () => request('GET', '/categories'),
  createCategory: (fields) => request('POST', '/categories', fields),
  settings: () => request('GET', '/settings'),
  updateSettings: (fields) => request('PATCH', '/settings', fields),
};

function minuteNow() {
  const d = new Date();
  return d.getHours() * 60 + d.getMinutes();
}
