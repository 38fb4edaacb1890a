// The matrix's date words.
// Formatters made once: building an Intl.DateTimeFormat per cell would dominate the render.
export const MONTH = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
/** @param {string} day */
export const shortDate = (day) => SHORT.format(new Date(`${day}T00:00:00Z`));
/** @param {string} day */
export const longDate = (day) => LONG.format(new Date(`${day}T00:00:00Z`));
