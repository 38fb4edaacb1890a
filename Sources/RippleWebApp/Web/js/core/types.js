// The shapes of the app's own state, for JSDoc types (read by TypeScript only: no module imports
// this file at run time).

/**
 * What the app holds (js/core/store.js `state`): the last answers of GET /today, the habits and
 * categories, GET /meta and the signed-in account, and whether the app is offline or in
 * accounts mode (null until known).
 * @typedef {{
 *   today: import('../api/types.js').Today | null,
 *   habits: import('../api/types.js').Habit[] | null,
 *   categories: import('../api/types.js').Category[] | null,
 *   offline: boolean,
 *   accounts: boolean | null,
 *   user: import('../api/types.js').User | null,
 *   meta: import('../api/types.js').Meta | null,
 * }} AppState
 */

export {};
