// The Add / Edit Habit sheet: name with live counter and inline errors,
// description, icon, colour with live preview, frequency with a visual preview, numeric target,
// reminder, category; "Discard changes?" when dismissed after an edit.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import * as api from '../../core/habit-actions.js';
import { state, on, todayDay, firstWeekday as userFirstWeekday, upsertHabit, addCategory } from '../../core/store.js';
import { loadHabits, loadCategories, loadToday, loadMeta } from '../../core/data.js';
import { openSheet } from '../../components/sheet.js';
import { confirmDialog } from '../../components/dialog.js';
import { field, counterFor, segmented, stepper, toggleSwitch, dayPicker, roving } from '../../components/fields.js';
import { onColor } from '../../core/palette.js';
import { WEEKDAY_LETTER, num, plural } from '../../core/format.js';
import { announce, toast, haptic } from '../../components/ui.js';
import { pickIcon } from '../../components/iconpicker.js';
import { glyph } from '../stats/glyphs.js';
import { newCategoryFields, freshCategoryColor } from './categoryform.js';

const ALL_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
export const MSG = {
	empty: 'Please enter a habit name',
	duplicate: 'A habit with this name already exists',
	number: 'Please enter a valid number',
};

const uuid = () =>
	(
		crypto.randomUUID?.() ??
		'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
			const r = (Math.random() * 16) | 0;
			return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
		})
	).toUpperCase();

/** @typedef {import('../../api/types.js').Meta} Meta */

let openCount = 0;

/** @param {{habit?: import('../../api/types.js').Habit | null}} options */
export function openHabitForm({ habit = null } = {}) {
	if (openCount) return;
	openCount++;
	const editing = !!habit;
	const today = todayDay();
	const firstWeekday = userFirstWeekday();
	const s = habit?.schedule ?? { kind: 'daily' };
	const m = habit?.measure ?? { kind: 'boolean' };
	// Lengths, ranges, kinds and colours as the engine has them (GET /meta); none is written here.
	const meta = /** @type {Partial<Meta>} */ (state.meta ?? {});
	const text = /** @type {Partial<Meta['textLimits']>} */ (meta.textLimits ?? {});
	const ranges = /** @type {Partial<Meta['scheduleLimits']>} */ (meta.scheduleLimits ?? {});
	const palette = /** @type {Partial<Meta['palette']> & {presets: Meta['palette']['presets']}} */ (
		meta.palette ?? { auto: [], presets: [] }
	);
	const KINDS = (meta.scheduleKinds ?? []).filter((k) => k.offered || k.kind === s.kind).map((k) => [k.kind, k.title]);
	const f = {
		name: habit?.name ?? '',
		description: habit?.description ?? '',
		icon: habit?.icon ?? 'dot',
		// A new habit's colour is the one the store would give it (GET /meta palette.nextAuto).
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
	const touched = { name: editing, color: editing };
	let serverErrors = {};
	let saving = false;

	const payload = () => {
		const schedule = {
			daily: { kind: 'daily' },
			times_per_week: { kind: 'times_per_week', times: f.times },
			weekdays: { kind: 'weekdays', weekdays: ALL_DAYS.filter((d) => f.weekdays.includes(d)) },
			every_n_days: { kind: 'every_n_days', every: f.every, start: f.start },
			month_days: { kind: 'month_days', days: [...f.monthDays].sort((a, b) => a - b) },
			times_in_days: f.other,
		}[f.kind];
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
	};
	let initial = JSON.stringify(payload());
	// The words and due days of a schedule are the engine's: habit.scheduleText for the habit's
	// own schedule, POST /schedules/preview for a draft (asked for after a short pause). Offline,
	// or while an answer is on its way, nothing is shown rather than a guess.
	const savedSchedule = editing ? JSON.stringify(payload().schedule) : null;
	/** @type {{key: string, answer: import('../../api/types.js').SchedulePreview | null}} */
	let draft = { key: '', answer: null };
	const textOf = (sched) => {
		const key = JSON.stringify(sched);
		if (key === savedSchedule) return habit?.scheduleText;
		return draft.key === key ? (draft.answer?.scheduleText ?? '') : '';
	};
	let previewTimer = 0;
	function askPreview() {
		const sched = payload().schedule;
		const key = JSON.stringify(sched);
		if (draft.key === key) return;
		draft = { key, answer: null };
		clearTimeout(previewTimer);
		previewTimer = setTimeout(async () => {
			let answer = null;
			try {
				answer = await api.previewSchedule(sched);
			} catch {
				/* offline or refused: show nothing */
			}
			if (draft.key !== key) return;
			draft = { key, answer };
			renderPreview();
			renderFreqPreview();
			if (f.kind === 'times_in_days') renderFreq();
		}, 150);
	}
	const dirty = () => JSON.stringify(payload()) !== initial;

	// — Name and description
	const nameInput = h('input', {
		type: 'text',
		class: 'field-input name-input',
		maxlength: text.name,
		placeholder: 'e.g., Morning meditation',
		autocomplete: 'off',
		enterkeyhint: 'done',
		'aria-required': 'true',
		value: f.name,
	});
	const nameCount = counterFor(nameInput, text.name);
	const clearBtn = h('button', {
		type: 'button',
		class: 'field-clear',
		'aria-label': 'Clear name',
		html: icon('close', { size: 16, stroke: 2.6 }),
	});
	const nameField = field({
		label: 'Habit Name',
		input: nameInput,
		counter: h('span', { class: 'field-tail' }, clearBtn, nameCount.el),
	});
	nameInput.setAttribute('aria-describedby', nameCount.el.id);
	const descInput = h('textarea', {
		class: 'field-input',
		maxlength: text.description,
		rows: '2',
		placeholder: 'Why is this habit important?',
		value: f.description,
	});
	const descCount = counterFor(descInput, text.description);
	const descField = field({ label: 'Description (optional)', input: descInput, counter: descCount.el });

	// — Appearance
	const iconTile = h('button', { type: 'button', class: 'icon-tile', 'aria-label': 'Choose icon' });
	const colorButtons = [];
	const swatch = ({ name, hex }) => {
		const b = h(
			'button',
			{
				type: 'button',
				role: 'radio',
				class: 'swatch',
				style: { '--swatch': hex },
				'aria-label': name,
				dataset: { hex },
			},
			h('span', { html: icon('check', { size: 16, stroke: 3 }) }),
		);
		colorButtons.push(b);
		return b;
	};
	// The 16 preset colours in a grid (the engine's presets begin with the 8 auto colours).
	const presetRow = h('div', { class: 'swatches' }, palette.presets.map(swatch));
	const colorGroup = h(
		'div',
		{ class: 'color-group', role: 'radiogroup', 'aria-label': 'Colour', dataset: { cols: '8' } },
		presetRow,
	);
	roving(colorGroup, colorButtons, (b) => {
		f.color = b.dataset.hex;
		touched.color = true;
		haptic('soft');
		sync();
	});
	// A custom colour: the browser's colour chooser on
	// Premium; on the free plan a premium badge that opens the upgrade modal. Whether the plan
	// allows it is the server's word (GET /meta plan.customColors), read afresh as meta changes.
	const customInput = h('input', { type: 'color', class: 'custom-color-input', 'aria-label': 'Custom colour' });
	customInput.addEventListener('input', () => {
		f.color = customInput.value.toUpperCase();
		touched.color = true;
		sync();
	});
	const customLock = h(
		'button',
		{
			type: 'button',
			class: 'custom-color-lock',
			'aria-label': 'Custom colour: Premium, see what it unlocks',
			onclick: () => {
				haptic('soft');
				import('../upgrade/upgrade.js').then((u) => u.openUpgrade('customise')).catch(() => {});
			},
		},
		h('span', { class: 'custom-color-wheel', 'aria-hidden': 'true' }),
		h('span', { class: 'premium-badge', html: `${glyph('crown', { size: 12, stroke: 2.4 })}<span>Premium</span>` }),
	);
	const customRow = h(
		'div',
		{ class: 'custom-color' },
		h('span', { class: 'sub-label' }, 'Custom colour'),
		customInput,
		customLock,
	);
	colorGroup.append(customRow);
	const customAllowed = () => state.meta?.plan?.customColors?.allowed === true;
	const offMeta = on('meta', () => sync());

	const preview = h('div', { class: 'preview-card', 'aria-hidden': 'true' });

	// — Frequency
	const freqDetail = h('div', { class: 'freq-detail' });
	const freqPreview = h('div', { class: 'freq-preview', 'aria-hidden': 'true' });
	const freqSeg = segmented({
		label: 'Frequency',
		options: KINDS,
		value: f.kind,
		className: 'freq-seg',
		onChange: (v) => {
			f.kind = v;
			renderFreq();
			sync();
		},
	});
	const freqError = h('p', { class: 'field-error', hidden: true, role: 'alert' });

	// — Measure
	const measureBox = h('div', { class: 'measure-box' });
	const numSwitch = toggleSwitch({
		label: 'Track a specific value',
		description: 'e.g. 8 glasses, 30 minutes',
		checked: f.numeric,
		onChange: (v) => {
			f.numeric = v;
			renderMeasure();
			sync();
		},
	});

	// — Reminder
	const remindBox = h('div', { class: 'remind-box' });
	const remindSwitch = toggleSwitch({
		label: 'Reminder',
		description: 'Shows a time badge on Today',
		checked: f.remind,
		onChange: (v) => {
			f.remind = v;
			renderRemind();
			sync();
		},
	});

	// — Category
	const catBox = h('div', { class: 'cat-box' });

	const generalError = h('p', { class: 'form-error', role: 'alert', hidden: true });
	const saveBtn = h(
		'button',
		{ type: 'submit', class: 'btn btn-primary save-btn' },
		editing
			? 'Save Changes'
			: h('span', { class: 'btn-inner' }, h('span', { html: icon('plus', { size: 20 }) }), 'Create Habit'),
	);
	const cancelBtn = h('button', { type: 'button', class: 'btn btn-secondary cancel-btn' }, 'Cancel');

	const form = h(
		'form',
		{ class: 'habit-form sheet-content', novalidate: true },
		h(
			'div',
			{ class: 'sheet-header' },
			h('button', { type: 'button', class: 'btn-plain sheet-cancel', onclick: () => sheet.requestClose() }, 'Cancel'),
			h('h2', { id: 'habit-form-title', class: 'sheet-title' }, editing ? 'Edit Habit' : 'New Habit'),
			h('span', { class: 'sheet-spacer' }),
		),
		h(
			'div',
			{ class: 'sheet-scroll' },
			h('section', { class: 'form-section' }, nameField.el, descField.el),
			h(
				'section',
				{ class: 'form-section', 'aria-labelledby': 'sec-appearance' },
				h('h3', { id: 'sec-appearance', class: 'section-label' }, 'Appearance'),
				h(
					'div',
					{ class: 'appearance' },
					h('div', { class: 'icon-pick' }, iconTile, h('span', { class: 'sub-label', 'aria-hidden': 'true' }, 'Icon')),
					preview,
				),
				colorGroup,
			),
			h(
				'section',
				{ class: 'form-section', 'aria-labelledby': 'sec-frequency' },
				h('h3', { id: 'sec-frequency', class: 'section-label' }, 'Frequency'),
				freqSeg.el,
				freqDetail,
				freqPreview,
				freqError,
			),
			h('section', { class: 'form-section' }, numSwitch.el, measureBox),
			h('section', { class: 'form-section' }, remindSwitch.el, remindBox),
			h(
				'section',
				{ class: 'form-section', 'aria-labelledby': 'sec-category' },
				h('h3', { id: 'sec-category', class: 'section-label' }, 'Category (optional)'),
				catBox,
			),
			generalError,
		),
		h('div', { class: `sheet-footer ${editing ? 'two' : ''}` }, editing ? cancelBtn : null, saveBtn),
	);

	// — Rendering of the dynamic parts
	function renderFreq() {
		freqDetail.replaceChildren();
		if (f.kind === 'daily') freqDetail.append(h('p', { class: 'freq-text' }, 'Every day'));
		if (f.kind === 'times_per_week')
			freqDetail.append(
				h(
					'div',
					{ class: 'row-between' },
					h('span', { class: 'freq-q' }, 'How many times per week?'),
					stepper({
						label: 'times per week',
						value: f.times,
						min: ranges.timesPerWeek?.min,
						max: ranges.timesPerWeek?.max,
						format: (v) => `${v}×`,
						onChange: (v) => {
							f.times = v;
							sync();
						},
					}).el,
				),
			);
		if (f.kind === 'weekdays')
			freqDetail.append(
				dayPicker({
					label: 'Days of the week',
					firstWeekday,
					selected: f.weekdays,
					onChange: (d) => {
						f.weekdays = d;
						sync();
					},
				}).el,
			);
		if (f.kind === 'every_n_days')
			freqDetail.append(
				h(
					'div',
					{ class: 'row-between' },
					h('span', { class: 'freq-q' }, 'Repeat every'),
					stepper({
						label: 'days between',
						value: f.every,
						min: ranges.everyNDays?.min,
						max: ranges.everyNDays?.max,
						format: (v) => plural(v, 'day'),
						onChange: (v) => {
							f.every = v;
							if (!editing) f.start = today;
							sync();
						},
					}).el,
				),
			);
		if (f.kind === 'month_days') {
			const first = ranges.monthDays?.min ?? 1;
			const count = (ranges.monthDays?.max ?? 0) - first + 1;
			const buttons = Array.from({ length: Math.max(0, count) }, (_, i) =>
				h(
					'button',
					{
						type: 'button',
						class: 'mday',
						'aria-pressed': String(f.monthDays.includes(first + i)),
						'aria-label': `Day ${first + i}`,
					},
					String(first + i),
				),
			);
			buttons.forEach((b, i) =>
				b.addEventListener('click', () => {
					const d = first + i;
					f.monthDays = f.monthDays.includes(d) ? f.monthDays.filter((x) => x !== d) : [...f.monthDays, d];
					b.setAttribute('aria-pressed', String(f.monthDays.includes(d)));
					haptic('soft');
					sync();
				}),
			);
			freqDetail.append(h('div', { class: 'mday-grid', role: 'group', 'aria-label': 'Days of the month' }, buttons));
		}
		if (f.kind === 'times_in_days') freqDetail.append(h('p', { class: 'freq-text' }, textOf(f.other)));
	}

	// The next two weeks from the user's today, due days as the engine has them (a flexible
	// schedule is due every day until its target is met: its words say how many).
	function renderFreqPreview() {
		const key = JSON.stringify(payload().schedule);
		const answer = draft.key === key ? draft.answer : null;
		freqPreview.replaceChildren();
		if (!answer) return;
		freqPreview.append(
			h('p', { class: 'freq-caption' }, answer.flexible ? answer.scheduleText : 'Next two weeks'),
			h(
				'div',
				{ class: 'freq-dots two-weeks' },
				answer.days.map((d) =>
					h(
						'span',
						{ class: `fdot ${d.due ? 'on' : ''}`, dataset: { day: d.day } },
						h('small', {}, WEEKDAY_LETTER[d.weekday]),
					),
				),
			),
		);
	}

	const targetInput = h('input', {
		type: 'number',
		class: 'field-input',
		inputmode: 'decimal',
		min: '0',
		step: 'any',
		placeholder: '8',
		value: f.target,
	});
	const unitInput = h('input', {
		type: 'text',
		class: 'field-input',
		maxlength: text.unit,
		placeholder: 'glasses',
		value: f.unit,
	});
	const targetField = field({ label: 'Target', input: targetInput });
	const unitField = field({ label: 'Unit', input: unitInput });
	targetInput.addEventListener('input', () => {
		f.target = targetInput.value;
		touched.target = true;
		sync();
	});
	unitInput.addEventListener('input', () => {
		f.unit = unitInput.value;
		sync();
	});
	const kindSeg = segmented({
		label: 'Target kind',
		options: (meta.targetKinds ?? []).map((k) => [k.code, k.title]),
		value: f.targetKind,
		onChange: (v) => {
			f.targetKind = v;
			sync();
		},
	});
	// A limit of none ("at most 0") makes a quit habit; the engine accepts 0 for limits only.
	const noneBtn = h(
		'button',
		{
			type: 'button',
			class: 'chip target-none',
			'aria-pressed': 'false',
			onclick: () => {
				f.target = '0';
				targetInput.value = '0';
				touched.target = true;
				sync();
			},
		},
		'None (quit it)',
	);
	function renderMeasure() {
		measureBox.replaceChildren();
		if (!f.numeric) return;
		measureBox.append(kindSeg.el, h('div', { class: 'two-col' }, targetField.el, unitField.el), noneBtn);
	}

	const timeInput = h('input', { type: 'time', class: 'field-input time-input', value: f.time });
	timeInput.addEventListener('input', () => {
		f.time = timeInput.value || '08:00';
		sync();
	});
	const timeField = field({ label: 'Time', input: timeInput });
	function renderRemind() {
		remindBox.replaceChildren();
		if (!f.remind) return;
		remindBox.append(
			timeField.el,
			h('p', { class: 'sub-label' }, 'Remind me on'),
			dayPicker({
				label: 'Reminder days',
				firstWeekday,
				selected: f.remindDays,
				onChange: (d) => {
					f.remindDays = d;
					sync();
				},
			}).el,
		);
	}

	let addingCategory = false;
	let categoryError = '';
	let categoryDraft = null;
	function renderCategories() {
		const cats = state.categories ?? [];
		catBox.replaceChildren();
		const chip = (id, name, color) =>
			h(
				'button',
				{
					type: 'button',
					class: 'chip',
					'aria-pressed': String(f.categoryId === id),
					style: color ? { '--chip': color } : null,
					onclick: () => {
						f.categoryId = id;
						haptic('soft');
						renderCategories();
						sync();
					},
				},
				color ? h('span', { class: 'chip-dot' }) : null,
				name,
			);
		const chips = h(
			'div',
			{ class: 'chips' },
			chip(null, 'None'),
			cats.map((c) => chip(c.id, c.name, c.color)),
		);
		if (!addingCategory)
			chips.append(
				h(
					'button',
					{
						type: 'button',
						class: 'chip chip-add',
						onclick: () => {
							addingCategory = true;
							categoryDraft = { name: '', icon: null, color: freshCategoryColor(state.categories ?? []) };
							renderCategories();
							catBox.querySelector('input')?.focus();
						},
					},
					h('span', { html: icon('plus', { size: 16 }) }),
					'New category',
				),
			);
		catBox.append(chips);
		if (addingCategory) {
			const create = h('button', { type: 'button', class: 'btn btn-secondary' }, 'Create');
			const cf = newCategoryFields({ draft: categoryDraft, error: categoryError });
			const { input } = cf;
			const submit = async () => {
				const name = input.value.trim();
				if (!name) {
					categoryError = 'Please enter a category name';
					cf.setError(categoryError);
					return;
				}
				create.disabled = true;
				try {
					const c = await api.createCategory({ name, color: categoryDraft.color, icon: categoryDraft.icon });
					addCategory(c);
					f.categoryId = c.id;
					addingCategory = false;
					categoryError = '';
					announce(`Category ${c.name} created`);
					renderCategories();
					sync();
				} catch (e) {
					categoryError = e.message;
					cf.setError(e.message);
					create.disabled = false;
				}
			};
			input.addEventListener('keydown', (e) => {
				if (e.key === 'Enter') {
					e.preventDefault();
					submit();
				}
			});
			create.addEventListener('click', submit);
			catBox.append(
				h(
					'div',
					{ class: 'cat-new' },
					cf.el,
					h(
						'div',
						{ class: 'cat-new-actions' },
						create,
						h(
							'button',
							{
								type: 'button',
								class: 'btn btn-plain',
								onclick: () => {
									addingCategory = false;
									categoryError = '';
									renderCategories();
								},
							},
							'Cancel',
						),
					),
				),
			);
		}
	}

	function validate() {
		const name = f.name.trim();
		const errors = {};
		if (!name) errors.name = MSG.empty;
		else if ((state.habits ?? []).some((x) => x.id !== habit?.id && x.name.trim().toLowerCase() === name.toLowerCase()))
			errors.name = MSG.duplicate;
		const target = String(f.target).trim() === '' ? NaN : Number(f.target);
		const lowest = f.targetKind === 'at_most' ? target >= 0 : target > 0;
		if (f.numeric && !(lowest && Number.isFinite(target))) errors.target = MSG.number;
		if (f.kind === 'weekdays' && !f.weekdays.length) errors.freq = 'Choose at least one day';
		if (f.kind === 'month_days' && !f.monthDays.length) errors.freq = 'Choose at least one day of the month';
		if (f.remind && !f.remindDays.length) errors.remind = 'Choose at least one day';
		return errors;
	}

	function sync() {
		const errors = { ...validate(), ...serverErrors };
		nameField.setError(touched.name ? errors.name : null);
		targetField.setError(touched.target ? errors.target : null);
		noneBtn.hidden = f.targetKind !== 'at_most';
		noneBtn.setAttribute(
			'aria-pressed',
			String(f.targetKind === 'at_most' && String(f.target).trim() !== '' && Number(f.target) === 0),
		);
		freqError.hidden = !errors.freq;
		freqError.textContent = errors.freq ?? '';
		clearBtn.hidden = !f.name;
		saveBtn.disabled = saving || Object.keys(errors).length > 0;
		if (iconTile.dataset.icon !== f.icon) {
			iconTile.dataset.icon = f.icon;
			iconTile.innerHTML = icon(f.icon, { size: 30 });
		}
		iconTile.style.setProperty('--habit', f.color);
		const oc = onColor(f.color);
		form.style.setProperty('--habit', f.color);
		form.style.setProperty('--habit-bg', oc.bg);
		form.style.setProperty('--habit-fg', oc.fg);
		colorButtons.forEach((b) => {
			const on = b.dataset.hex.toLowerCase() === f.color.toLowerCase();
			b.setAttribute('aria-checked', String(on));
			b.tabIndex = on ? 0 : -1;
		});
		if (colorButtons[0] && !colorButtons.some((b) => b.tabIndex === 0)) colorButtons[0].tabIndex = 0;
		const custom = !colorButtons.some((b) => b.dataset.hex.toLowerCase() === f.color.toLowerCase());
		customRow.classList.toggle('is-custom', custom);
		customInput.hidden = !customAllowed();
		customLock.hidden = customAllowed();
		if (/^#[0-9a-f]{6}$/i.test(f.color) && customInput.value.toLowerCase() !== f.color.toLowerCase())
			customInput.value = f.color.toLowerCase();
		askPreview();
		renderPreview();
		renderFreqPreview();
	}

	function renderPreview() {
		const p = payload();
		preview.style.setProperty('--habit', p.color);
		preview.innerHTML = '';
		preview.append(
			h('span', { class: 'card-icon', html: icon(p.icon, { size: 20 }) }),
			h(
				'span',
				{ class: 'preview-text' },
				h('span', { class: 'preview-name' }, p.name || 'Habit name'),
				h(
					'span',
					{ class: 'preview-sched' },
					textOf(p.schedule) +
						(p.measure.kind === 'numeric' && p.measure.target ? ` · ${num(p.measure.target)} ${p.measure.unit}` : ''),
				),
			),
			h(
				'span',
				{ class: 'weekbar mini' },
				[1, 1, 0, 1, 0, 0, 0].map((x) => h('span', { class: 'seg', dataset: { outcome: x ? 'done' : 'none' } })),
			),
		);
	}

	// — Events
	nameInput.addEventListener('input', () => {
		f.name = nameInput.value;
		touched.name = true;
		delete serverErrors.name;
		sync();
	});
	nameInput.addEventListener('blur', () => {
		if (f.name !== '' || touched.name) {
			touched.name = true;
			sync();
		}
	});
	clearBtn.addEventListener('click', () => {
		nameInput.value = '';
		f.name = '';
		touched.name = true;
		nameCount.update();
		sync();
		nameInput.focus();
	});
	descInput.addEventListener('input', () => {
		f.description = descInput.value;
		sync();
	});
	iconTile.addEventListener('click', async () => {
		const chosen = await pickIcon(f.icon, f.color);
		if (chosen) {
			f.icon = chosen;
			sync();
		}
	});
	cancelBtn.addEventListener('click', () => sheet.requestClose());

	form.addEventListener('submit', async (e) => {
		e.preventDefault();
		touched.name = true;
		touched.target = true;
		serverErrors = {};
		sync();
		if (saveBtn.disabled) {
			haptic('error');
			const bad = form.querySelector('[aria-invalid="true"]');
			bad?.closest('.field')?.classList.add('shake');
			setTimeout(() => bad?.closest('.field')?.classList.remove('shake'), 400);
			bad?.focus();
			return;
		}
		saving = true;
		sync();
		generalError.hidden = true;
		try {
			const body = payload();
			const saved = editing ? await api.updateHabit(habit.id, body) : await api.createHabit({ id: uuid(), ...body });
			upsertHabit(saved);
			haptic('success');
			sheet.close();
			toast(editing ? 'Changes saved!' : 'Habit created!');
			announce(editing ? `${saved.name} saved` : `${saved.name} created`);
			loadToday().catch(() => {});
		} catch (err) {
			saving = false;
			haptic('error');
			if (err.field === 'name') {
				serverErrors.name = err.message;
				touched.name = true;
				sync();
				nameInput.focus();
			} else {
				generalError.textContent = err.message;
				generalError.hidden = false;
				sync();
				if (err.code === 'needs_premium')
					import('../upgrade/upgrade.js').then((m) => m.openUpgrade('habits')).catch(() => {});
			}
		}
	});

	renderFreq();
	renderMeasure();
	renderRemind();
	renderCategories();
	sync();

	const sheet = openSheet({
		labelledBy: 'habit-form-title',
		content: form,
		full: true,
		className: 'habit-sheet',
		initialFocus: editing ? null : nameInput,
		canClose: async () => {
			if (!dirty() || saving) return true;
			return confirmDialog({
				title: 'Discard changes?',
				message: editing ? "Your changes to this habit won't be saved." : "This habit won't be created.",
				confirm: 'Discard',
				cancel: 'Keep Editing',
				destructive: true,
			});
		},
		onClosed: () => {
			openCount--;
			offMeta();
			document.getElementById('fab')?.classList.remove('is-open');
		},
	});
	if (!editing) document.getElementById('fab')?.classList.add('is-open');

	// Names for the duplicate check and the category list arrive in the background.
	loadHabits()
		.then(sync)
		.catch(() => {});
	// The next auto colour moves with every habit created or deleted: read it afresh.
	loadMeta()
		.then((m) => {
			if (touched.color || !m?.palette?.nextAuto?.hex || dirty()) return;
			f.color = m.palette.nextAuto.hex;
			initial = JSON.stringify(payload());
			sync();
		})
		.catch(() => {});
	loadCategories()
		.then(() => {
			renderCategories();
		})
		.catch(() => {});
}
