// Link a habit to health data (or edit its link): the habit (one of the active habits not linked
// yet), the measure, the day's figure it must reach (with the measure's unit, and its maximum as a
// hint) and, for workout minutes, the type of workout (any, by default). The server judges the
// rule: a refusal shows under the field it names.
import { h } from '../../core/dom.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { field } from '../../components/fields.js';
import { icon } from '../../components/icons.js';
import { announce, haptic } from '../../components/ui.js';
import { loadHabits } from '../../core/data.js';
import { linkHealth } from '../../api/health.js';

/** @typedef {import('../../api/health.js').HealthLinks} HealthLinks */
/** @typedef {import('../../api/health.js').HealthLink} HealthLink */
/** @typedef {import('../../api/health.js').HealthChoice} HealthChoice */
/** @typedef {import('../../api/health.js').HealthRule} HealthRule */
/** @typedef {import('../../api/request.js').ApiError} ApiError */
/** @typedef {ReturnType<typeof field<HTMLSelectElement | HTMLInputElement>>} Field */

const WORKOUTS = 'workoutMinutes';

/**
 * A select of `[value, words]` options.
 * @param {string[][]} options
 * @param {string} value
 * @returns {HTMLSelectElement}
 */
const select = (options, value) =>
	/** @type {HTMLSelectElement} */ (
		h(
			'select',
			{ class: 'field-input' },
			options.map(([v, text]) => h('option', { value: v, selected: v === value }, text)),
		)
	);

/**
 * The habits a new link may be for: active, and not linked yet (an edit keeps its own).
 * @param {HealthLinks} choices
 * @param {HealthLink | null} link
 * @returns {Promise<string[][]>}
 */
async function habitOptions(choices, link) {
	if (link) return [[link.habitId, link.habitName]];
	const linked = new Set(choices.links.map((l) => l.habitId));
	const habits = await loadHabits(true).catch(() => []);
	return habits.filter((x) => !x.archived && !linked.has(x.id)).map((x) => [x.id, x.name]);
}

/**
 * The threshold's unit beside it and its maximum under it, for the chosen measure.
 * @param {HealthChoice | undefined} measure
 * @param {HTMLElement} unit
 * @param {HTMLElement} hint
 */
function describeThreshold(measure, unit, hint) {
	unit.textContent = measure?.unit ?? '';
	hint.textContent =
		measure?.maximum != null ? `At most ${measure.maximum.toLocaleString()} ${measure.unit ?? ''}`.trim() : '';
}

/**
 * The sheet's fields, filled from `link` (an edit) or the first choices.
 * @param {HealthLinks} choices
 * @param {HealthLink | null} link
 * @param {string[][]} habits
 */
function formFields(choices, link, habits) {
	const habit = field({ label: 'Habit', input: select(habits, link?.habitId ?? habits[0]?.[0] ?? '') });
	habit.input.disabled = !!link;
	const measure = field({
		label: 'Measure',
		input: select(
			choices.measures.map((m) => [m.name, m.title]),
			link?.measure ?? choices.measures[0]?.name ?? '',
		),
	});
	const number = /** @type {HTMLInputElement} */ (
		h('input', {
			class: 'field-input health-threshold',
			type: 'number',
			inputmode: 'decimal',
			step: 'any',
			autocomplete: 'off',
		})
	);
	number.value = link ? String(link.threshold) : '';
	const threshold = field({ label: 'Each day at least', input: number, hint: ' ' });
	const unit = h('span', { class: 'health-unit', 'aria-hidden': 'true' });
	number.after(unit);
	const hint = /** @type {HTMLElement} */ (threshold.el.querySelector('.field-hint'));
	hint.id = `${number.id}-hint`;
	number.setAttribute('aria-describedby', hint.id);
	const workout = field({
		label: 'Workout type',
		input: select(
			[['', 'Any workout'], ...choices.workoutTypes.map((w) => [w.name, w.title])],
			link?.workoutType ?? '',
		),
	});
	const sync = () => {
		const m = choices.measures.find((x) => x.name === measure.input.value);
		describeThreshold(m, unit, hint);
		number.setAttribute('aria-label', `Each day at least, in ${m?.unit ?? 'units'}`);
		workout.el.hidden = measure.input.value !== WORKOUTS;
	};
	measure.input.addEventListener('change', sync);
	sync();
	return { habit, measure, threshold, workout };
}

/**
 * Opens the sheet; `onSaved` runs once the server has the link.
 * @param {{choices: HealthLinks, link: HealthLink | null, onSaved: () => void}} options
 */
export async function openHealthLinkSheet({ choices, link, onSaved }) {
	const habits = await habitOptions(choices, link);
	const f = formFields(choices, link, habits);
	const error = h('p', { class: 'form-error', role: 'alert', hidden: true });
	const empty = h(
		'p',
		{ class: 'health-empty' },
		'Every active habit is linked already. Edit a link to change its rule.',
	);
	const go = /** @type {HTMLButtonElement} */ (
		h(
			'button',
			{ type: 'submit', class: 'btn btn-primary save-btn', form: 'health-link-form', disabled: habits.length === 0 },
			h('span', { class: 'btn-inner' }, h('span', { html: icon('check', { size: 20 }) }), link ? 'Save' : 'Link'),
		)
	);
	const form = h(
		'form',
		{ class: 'health-form', id: 'health-link-form', novalidate: true },
		habits.length ? [f.habit.el, f.measure.el, f.threshold.el, f.workout.el] : empty,
		error,
	);
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const content = h(
		'div',
		{ class: 'sheet-content health-sheet' },
		sheetHeader({
			title: link ? 'Edit Link' : 'Link a Habit',
			titleId: 'health-link-title',
			onCancel: () => sheet.close(),
		}),
		h('div', { class: 'sheet-body' }, form),
		h('div', { class: 'sheet-footer' }, go),
	);
	form.addEventListener('submit', (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		save(f, { go, error }, () => {
			sheet.close();
			onSaved();
		});
	});
	sheet = openSheet({
		labelledBy: 'health-link-title',
		content,
		initialFocus: link ? f.threshold.input : f.habit.input,
	});
}

/**
 * Sends the link; a refusal shows under the field it names, or below the form.
 * @param {ReturnType<typeof formFields>} f
 * @param {{go: HTMLButtonElement, error: HTMLElement}} parts
 * @param {() => void} done
 */
async function save(f, { go, error }, done) {
	/** @type {Record<string, Field>} */
	const byName = { measure: f.measure, threshold: f.threshold, workoutType: f.workout };
	for (const x of Object.values(byName)) x.setError(null);
	error.hidden = true;
	const text = f.threshold.input.value.trim();
	const measure = f.measure.input.value;
	/** @type {HealthRule} */
	const rule = {
		measure,
		threshold: /** @type {number} */ (text === '' ? undefined : Number(text)),
		workoutType: measure === WORKOUTS ? f.workout.input.value || null : null,
	};
	go.disabled = true;
	try {
		const saved = await linkHealth(f.habit.input.value, rule);
		haptic('success');
		announce(`${saved.habitName}: ${saved.sentence}`);
		done();
	} catch (e) {
		const refusal = /** @type {ApiError} */ (e);
		haptic('error');
		const target = refusal.field ? byName[refusal.field] : null;
		if (target) {
			target.setError(refusal.message);
			target.input.focus();
		} else {
			error.textContent = refusal.message;
			error.hidden = false;
		}
	} finally {
		go.disabled = false;
	}
}
