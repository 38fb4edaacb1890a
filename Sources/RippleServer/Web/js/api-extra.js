// The API calls of the Habits and Profile tabs that the shell's client does not make: reorder, the
// history matrix, statistics, and the data routes (export, backup, restore, Loop import, clear all).
// Errors are the shell's ApiError, so screens show the server's message.
import { ApiError } from './api.js';
import { setOffline } from './store.js';

const OFFLINE = "You're offline. This needs a connection.";
const q = (params) => {
  const s = new URLSearchParams(Object.entries(params).filter(([, v]) => v != null && v !== '')).toString();
  return s ? `?${s}` : '';
};

/** Sends a request; `body` is JSON unless it is a Blob/ArrayBuffer (sent raw). Returns the Response. */
async function send(method, path, body) {
  const init = { method, headers: { Accept: 'application/json' }, cache: 'no-store' };
  if (body instanceof Blob || body instanceof ArrayBuffer) {
    init.headers['Content-Type'] = 'application/octet-stream';
    init.body = body;
  } else if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(`/api/v1${path}`, init);
  } catch {
    setOffline(true);
    throw new ApiError(0, 'offline', OFFLINE);
  }
  if (res.headers.get('X-Ripple-Offline') === 'none') {
    setOffline(true);
    throw new ApiError(0, 'offline', OFFLINE);
  }
  setOffline(res.headers.get('X-Ripple-Offline') === '1');
  if (!res.ok) {
    let e = {};
    try { e = (await res.json())?.error ?? {}; } catch { /* not JSON */ }
    throw new ApiError(res.status, e.code ?? 'error', e.message ?? `Something went wrong (${res.status}).`, e.field);
  }
  return res;
}

const json = async (method, path, body) => {
  const res = await send(method, path, body);
  return res.status === 204 ? null : res.json();
};

/** The file name of an attachment (Content-Disposition), else `fallback`. */
function fileName(res, fallback) {
  const m = /filename="?([^";]+)"?/i.exec(res.headers.get('Content-Disposition') ?? '');
  return m ? m[1] : fallback;
}

export const moreApi = {
  reorder: (ids) => json('PUT', '/habits/order', { ids }),
  /** The consistency matrix (active habits, dates descending). */
  matrix: (start, end) => json('GET', `/history${q({ start, end })}`),
  habitHistory: (id, start, end) => json('GET', `/habits/${encodeURIComponent(id)}/history${q({ start, end })}`),
  stats: (range = 'week') => json('GET', `/stats${q({ range })}`),
  /** Current streaks: per habit, perfect days and each time-of-day section. */
  streaks: () => json('GET', '/streaks/current'),
  /** One month of the streak history (`yyyy-MM`) with its statistics. */
  streakMonth: (month) => json('GET', `/streaks/history${q({ month })}`),
  clearAll: () => json('DELETE', '/data'),
  /** Restores a backup: the file's text is sent as it is, so the server judges it (422 invalid_file). */
  restore: (text) => json('POST', '/restore', text),
  importLoop: (blob) => json('POST', '/import/loop', blob),
  /** Downloads an attachment route as {blob, name}. */
  async download(path, fallback) {
    const res = await send('GET', path);
    return { blob: await res.blob(), name: fileName(res, fallback) };
  },
};

/** Hands a blob to the browser as a downloaded file. */
export function saveFile(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 4000);
}
