// The local replica (issue 19): the signed-in user's habits, check-ins, cleared days and settings
// in IndexedDB, so the engine (engine.js) can work out Today with no server. Filled from the
// server's backup document while online; the outbox's writes are applied to it at once, through
// the engine's own check-in answer (which write wins is the engine's decision, not this file's).
import { backup } from '../api/data.js';

const DB_NAME = 'ripple-replica';
const STORE = 'replicas';

/**
 * @typedef {object} Replica
 * @property {object[]} habits HabitDTO
 * @property {object[]} checkIns CheckInDTO
 * @property {object[]} tombstones cleared days: {habitId, day, updatedAt}
 * @property {object} settings SettingsDTO
 * @property {number} syncedAt the server's exportedAt of the last fill
 */

/** @type {Promise<IDBDatabase> | null} */
let dbPromise = null;
/** @type {Map<string, Replica>} */
const memory = new Map();

function db() {
  dbPromise ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  return dbPromise;
}

/**
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => IDBRequest} fn
 * @returns {Promise<any>}
 */
async function run(mode, fn) {
  const d = await db();
  return new Promise((resolve, reject) => {
    const t = d.transaction(STORE, mode);
    const req = fn(t.objectStore(STORE));
    t.oncomplete = () => resolve(req.result);
    t.onerror = () => reject(t.error);
  });
}

/** @param {string | null} userId */
const keyOf = (userId) => userId ?? 'local';

/**
 * The replica of `userId` (null: local mode), or null when none was ever filled.
 * @param {string | null} userId
 * @returns {Promise<Replica | null>}
 */
export async function readReplica(userId) {
  const key = keyOf(userId);
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    const stored = await run('readonly', (s) => s.get(key));
    if (stored) memory.set(key, stored);
    return stored ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores `replica` for `userId`.
 * @param {string | null} userId
 * @param {Replica} replica
 */
export async function saveReplica(userId, replica) {
  memory.set(keyOf(userId), replica);
  try { await run('readwrite', (s) => s.put(replica, keyOf(userId))); } catch { /* memory only */ }
}

/**
 * Fills the replica from the server (GET /backup). Writes made here since (still queued) are
 * laid over it again by the caller.
 * @param {string | null} userId
 * @returns {Promise<Replica>}
 */
export async function refreshReplica(userId) {
  const { blob } = await backup();
  const doc = JSON.parse(await blob.text());
  const before = await readReplica(userId);
  /** @type {Replica} */
  const replica = {
    habits: doc.habits ?? [], checkIns: doc.checkIns ?? [], settings: doc.settings ?? {},
    tombstones: before?.tombstones ?? [], syncedAt: doc.exportedAt ?? 0,
  };
  await saveReplica(userId, replica);
  return replica;
}

/**
 * The replica after a check-in answer of the engine: the day holds the answer's `checkIn`, or is
 * cleared (and remembered as cleared) when the write cleared it; unchanged when not applied.
 * @param {Replica} replica
 * @param {{habitId: string, day: string, updatedAt: number}} write
 * @param {{applied: boolean, checkIn?: object}} answer
 * @returns {Replica}
 */
export function withAnswer(replica, write, answer) {
  if (!answer.applied) return replica;
  const others = replica.checkIns.filter((c) => !(c.habitId === write.habitId && c.day === write.day));
  const cleared = replica.tombstones.filter((t) => !(t.habitId === write.habitId && t.day === write.day));
  if (answer.checkIn) return { ...replica, checkIns: [...others, answer.checkIn], tombstones: cleared };
  return {
    ...replica, checkIns: others,
    tombstones: [...cleared, { habitId: write.habitId, day: write.day, updatedAt: write.updatedAt }],
  };
}
