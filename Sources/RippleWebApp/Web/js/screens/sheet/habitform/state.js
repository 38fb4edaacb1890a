// The habit form's state: the fields as the user edits them, what has been touched, the server's
// field errors, and the habit body they make (the request the form sends and compares to see
// whether anything changed).
import { num } from '../../../core/format.js';

/** @typedef {import('../../../api/types.js').Habit} Habit */
/** @typedef {import('../../../api/types.js').Meta} Meta */
/** @typedef {import('../../../api/types.js').Schedule} Schedule */

const ALL_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
export const MSG = {
	empty: 'Please enter a habit name',
	duplicate: 'A habit with this name already exists',
	number: 'Please enter a valid number',
};

/** A new habit's id: the browser's UUID, or a random version-4 one where it has none. */
export const uuid = () =>
	(
		crypto.randomUUID?.() ??
		'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
			const r = (Math.random() * 16) | 0;
			return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
		})
	).toUpperCase();

/**
 * The fields the form edits; every schedule kind keeps its own values so switching kinds back and
 * forth loses nothing.
 * @typedef {object} FormFields
 * @property {string} name
 * @property {string} description
 * @property {string} icon
 * @property {string} color
 * @property {string | null} categoryId
 * @property {string} kind
 * @property {number} times
 * @property {string[]} weekdays
 * @property {number} every
 * @property {string} start
 * @property {number[]} monthDays
 * @property {Schedule | null} other the habit's own times-in-days schedule, which the form shows but does not edit
 * @property {boolean} numeric
 * @property {string} target
 * @property {string} unit
 * @property {string | undefined} targetKind at_least or at_most (the engine's target kinds)
 * @property {boolean} remind
 * @property {string} time
 * @property {string[]} remindDays
 */

/**
 * The limits and choices the engine gives (GET /meta), with what a form needs when meta is not yet known.
 * @typedef {object} FormLimits
 * @property {Partial<Meta>} meta
 * @property {Partial<Meta['textLimits']>} text
 * @property {Partial<Meta['scheduleLimits']>} ranges
 * @property {Partial<Meta['palette']> & {presets: Meta['palette']['presets']}} palette
 * @property {[string, string][]} kinds the schedule kinds offered, as [kind, title]
 */

/**
 * Everything the form's pieces share: the habit being edited (or null), the fields, and the
 * form's sync (validates and redraws what depends on the fields), set once the form is built.
 * @typedef {object} FormContext
 * @property {Habit | null} habit
 * @property {boolean} editing
 * @property {string} today
 * @property {string} firstWeekday
 * @property {FormLimits} limits
 * @property {FormFields} f
 * @property {{name: boolean, color: boolean, target?: boolean}} touched
 * @property {Record<string, string>} serverErrors
 * @property {boolean} saving
 * @property {() => void} sync
 */

/**
 * The limits of the user's GET /meta (none is written here).
 * @param {Partial<Meta>} meta
 * @param {string} currentKind the habit's schedule kind, offered even when no longer offered to new habits
 * @returns {FormLimits}
 */
export function formLimits(meta, currentKind) {
	return {
		meta,
		text: /** @type {Partial<Meta['textLimits']>} */ (meta.textLimits ?? {}),
		ranges: /** @type {Partial<Meta['scheduleLimits']>} */ (meta.scheduleLimits ?? {}),
		palette: /** @type {Partial<Meta['palette']> & {presets: Meta['palette']['presets']}} */ (
			meta.palette ?? { auto: [], presets: [] }
		),
		kinds: (meta.scheduleKinds ?? [])
			.filter((k) => k.offered || k.kind === currentKind)
			.map((k) => /** @type {[string, string]} */ ([k.kind, k.title])),
	};
}

/**
 * The fields of `habit`, or of a new habit (its colour the one the store would give it: GET /meta
 * palette.nextAuto).
 * @param {Habit | null} habit
 * @param {string} today
 * @param {FormLimits['palette']} palette
 * @returns {FormFields}
 */
export function formFields(habit, today, palette) {
	const s = habit?.schedule ?? { kind: 'daily' };
	const m = habit?.measure ?? { kind: 'boolean' };
	return {
		name: habit?.name ?? '',
		description: habit?.description ?? '',
		icon: habit?.icon ?? 'dot',
		color: habit?.color ?? palette.nextAuto?.hex ?? palette.presets[0]?.hex ?? '',
		categoryId: habit?.categoryId ?? null,
		kind: s.kind,
		times: s.kind === 'times_per_week' ? s.times : 3,
		weekdays: s.kind === 'weekdays' ? [...s.weekdays] : ['mon', 'wed', 'fri'],
		every: s.kind === 'every_n_days' ? s.every : 2,
		start: s.kind === 'every_n_days' ? s.start : today,
		monthDays: s.kind === 'month_days' ? [...s.days] : [1, 15],
		other: s.kind === 'times_in_days' ? s : null,
		numeric: m.kind === 'numeric',
		target: m.kind === 'numeric' ? num(m.target) : '',
		unit: m.kind === 'numeric' ? (m.unit ?? '') : '',
		targetKind: m.kind === 'numeric' ? m.targetKind : 'at_least',
		remind: (habit?.reminders?.length ?? 0) > 0,
		time: habit?.reminders?.[0]?.time ?? '08:00',
		remindDays: habit?.reminders?.[0]?.weekdays ? [...habit.reminders[0].weekdays] : [...ALL_DAYS],
	};
}

/**
 * The habit body the fields make (POST /habits, PUT /habits/{id}).
 * @param {FormFields} f
 */
export function payload(f) {
	const schedule = /** @type {Schedule} */ (
		/** @type {Record<string, Schedule | null>} */ ({
			daily: { kind: 'daily' },
			times_per_week: { kind: 'times_per_week', times: f.times },
			weekdays: { kind: 'weekdays', weekdays: ALL_DAYS.filter((d) => f.weekdays.includes(d)) },
			every_n_days: { kind: 'every_n_days', every: f.every, start: f.start },
			month_days: { kind: 'month_days', days: [...f.monthDays].sort((a, b) => a - b) },
			times_in_days: f.other,
		})[f.kind]
	);
	return {
		name: f.name.trim(),
		description: f.description.trim(),
		icon: f.icon,
		color: f.color,
		categoryId: f.categoryId,
		schedule,
		measure: f.numeric
			? { kind: 'numeric', target: Number(f.target), unit: f.unit.trim(), targetKind: f.targetKind }
			: { kind: 'boolean' },
		reminders: f.remind ? [{ time: f.time, weekdays: ALL_DAYS.filter((d) => f.remindDays.includes(d)) }] : [],
	};
}

/**
 * The fields' errors by field (name, target, freq, remind); none when the form may be saved.
 * @param {FormFields} f
 * @param {Habit | null} habit the habit being edited, whose own name is no duplicate
 * @param {Habit[]} habits every habit, for the duplicate name check
 * @returns {Record<string, string>}
 */
export function validate(f, habit, habits) {
	const name = f.name.trim();
	/** @type {Record<string, string>} */
	const errors = {};
	if (!name) errors.name = MSG.empty;
	else if (habits.some((x) => x.id !== habit?.id && x.name.trim().toLowerCase() === name.toLowerCase()))
		errors.name = MSG.duplicate;
	const target = String(f.target).trim() === '' ? NaN : Number(f.target);
	const lowest = f.targetKind === 'at_most' ? target >= 0 : target > 0;
	if (f.numeric && !(lowest && Number.isFinite(target))) errors.target = MSG.number;
	if (f.kind === 'weekdays' && !f.weekdays.length) errors.freq = 'Choose at least one day';
	if (f.kind === 'month_days' && !f.monthDays.length) errors.freq = 'Choose at least one day of the month';
	if (f.remind && !f.remindDays.length) errors.remind = 'Choose at least one day';
	return errors;
}
