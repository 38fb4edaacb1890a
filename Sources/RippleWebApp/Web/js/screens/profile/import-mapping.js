// The import sheet's CSV choices: which column holds the habit, the date, the value (or done) and
// the note, and how the dates read when they read more than one way. The server applies them
// and says what it applied; a choice it still needs is shown beside its control. The last mapping
// is remembered on this device, for the next file of the same columns.
import { h } from '../../core/dom.js';
import { roving } from '../../components/fields.js';
import { haptic } from '../../components/ui.js';

/** @typedef {import('../../api/wire-types.js').ImportCSV} ImportCSV */
/** @typedef {import('../../api/wire-types.js').ImportNeed} ImportNeed */
/** @typedef {import('../../api/imports.js').ImportChoices} ImportChoices */
/** @typedef {'habit' | 'date' | 'value' | 'note'} Column */

const MAPPING_KEY = 'ripple.import.csvMapping';
/** @type {[Column, string, string | null][]} the column choices: label, and the "no column" option */
const COLUMNS = [
	['habit', 'Habit', null],
	['date', 'Date', null],
	['value', 'Value or done', 'None: every row is done'],
	['note', 'Note', 'None'],
];
/** @type {Record<string, [string, string]>} each date order's example (7 March 2024) and words */
const ORDERS = {
	ymd: ['2024-03-07', 'Year first'],
	dmy: ['07/03/2024', 'Day first'],
	mdy: ['03/07/2024', 'Month first'],
};

/**
 * The mapping remembered from the last CSV import, when every column it names is one of
 * `csv.columns` (its date order too, when the file's dates read that way); else null.
 * @param {ImportCSV} csv
 * @returns {ImportChoices | null}
 */
export function rememberedFor(csv) {
	/** @type {ImportChoices | null} */
	let kept = null;
	try {
		kept = JSON.parse(localStorage.getItem(MAPPING_KEY) ?? 'null');
	} catch {
		kept = null;
	}
	if (!kept || typeof kept !== 'object') return null;
	const names = COLUMNS.map(([k]) => kept?.[k]).filter((v) => typeof v === 'string' && v);
	if (!names.length || !names.every((n) => csv.columns.includes(/** @type {string} */ (n)))) return null;
	/** @type {ImportChoices} */
	const choices = {};
	for (const [k] of COLUMNS) if (kept[k]) choices[k] = kept[k];
	if (kept.dates && csv.dateOrders.includes(kept.dates)) choices.dates = kept.dates;
	return choices;
}

/**
 * Keeps the mapping a CSV import used, for the next file.
 * @param {ImportCSV} csv
 */
export function remember(csv) {
	const { habit, date, value, note, dateOrder: dates } = csv;
	try {
		localStorage.setItem(MAPPING_KEY, JSON.stringify({ habit, date, value, note, dates }));
	} catch {
		/* private mode */
	}
}

/**
 * The choices the server applied, as they would be sent again.
 * @param {ImportCSV} csv
 * @returns {ImportChoices}
 */
export const appliedChoices = (csv) => ({
	habit: csv.habit,
	date: csv.date,
	value: csv.value,
	note: csv.note,
	none: noneOf(csv),
	dates: csv.dateOrder,
});

/**
 * The optional columns left out ("None"), as the `none` parameter says them, so the server
 * does not guess one again; undefined when both are chosen.
 * @param {{value?: string, note?: string}} chosen
 */
function noneOf(chosen) {
	const left = /** @type {const} */ (['value', 'note']).filter((key) => !chosen[key]);
	return left.length ? left.join(',') : undefined;
}

/**
 * One column's row: its label, a select of the file's columns, and the line for a need.
 * @param {Column} key
 * @param {string} label
 * @param {string | null} none
 * @param {string[]} columns
 */
function columnRow(key, label, none, columns) {
	const id = `imp-col-${key}`;
	const select = /** @type {HTMLSelectElement} */ (
		h(
			'select',
			{ id, class: 'field-input imp-select' },
			h('option', { value: '', disabled: none == null }, none ?? 'Choose a column'),
			columns.map((c) => h('option', { value: c }, c)),
		)
	);
	const need = h('p', { class: 'field-error imp-need', id: `${id}-need`, hidden: true });
	const el = h(
		'div',
		{ class: 'imp-map-row' },
		h('div', { class: 'imp-map-line' }, h('label', { class: 'imp-map-label', for: id }, label), select),
		need,
	);
	return { key, el, select, need };
}

/**
 * The date orders to choose from, as a radio group of examples.
 * @param {string[]} orders
 * @param {(order: string) => void} choose
 */
function orderGroup(orders, choose) {
	const buttons = orders.map((o) =>
		h(
			'button',
			{ type: 'button', role: 'radio', class: 'imp-order', dataset: { value: o }, 'aria-checked': 'false' },
			h('span', { class: 'imp-order-example' }, ORDERS[o]?.[0] ?? o),
			h('span', { class: 'imp-order-words' }, ORDERS[o]?.[1] ?? ''),
		),
	);
	const group = h(
		'div',
		{
			class: 'imp-orders',
			role: 'radiogroup',
			'aria-labelledby': 'imp-dates-title',
			'aria-describedby': 'imp-dates-need',
		},
		buttons,
	);
	group.style.setProperty('--n', String(orders.length));
	roving(group, buttons, (b) => {
		haptic('soft');
		choose(b.dataset.value ?? '');
	});
	/** @param {string | undefined} value */
	const set = (value) => {
		const at = buttons.findIndex((b) => b.dataset.value === value);
		buttons.forEach((b, i) => {
			b.setAttribute('aria-checked', String(i === at));
			b.tabIndex = i === (at < 0 ? 0 : at) ? 0 : -1;
		});
	};
	return { el: group, orders: orders.join(), set };
}

/**
 * The CSV choices for one file: built from its columns, then set from each answer in place (so
 * focus stays where it is). `onChange` gets every choice as it now stands.
 * @param {{columns: string[], onChange: (choices: ImportChoices) => void}} options
 */
export function mappingSection({ columns, onChange }) {
	const rows = COLUMNS.map(([key, label, none]) => columnRow(key, label, none, columns));
	/** @type {string | undefined} */
	let dates;
	const choices = () => {
		/** @type {ImportChoices} */
		const c = {};
		for (const r of rows) if (r.select.value) c[r.key] = r.select.value;
		c.none = noneOf(c);
		if (dates) c.dates = /** @type {ImportChoices['dates']} */ (dates);
		return c;
	};
	for (const r of rows) r.select.addEventListener('change', () => onChange(choices()));
	/** @type {ReturnType<typeof orderGroup> | null} */
	let group = null;
	const orderSlot = h('div', { class: 'imp-order-slot' });
	const datesNeed = h('p', { class: 'field-error imp-need', id: 'imp-dates-need', hidden: true });
	const datesPart = h(
		'div',
		{ class: 'imp-dates', hidden: true },
		h('h3', { class: 'routine-group-title', id: 'imp-dates-title' }, 'Date order'),
		orderSlot,
		datesNeed,
	);
	const el = h(
		'section',
		{ class: 'routine-group imp-mapping', 'aria-labelledby': 'imp-columns-title' },
		h('h3', { class: 'routine-group-title', id: 'imp-columns-title' }, 'Columns'),
		h(
			'div',
			{ class: 'imp-map' },
			rows.map((r) => r.el),
		),
		datesPart,
	);

	/**
	 * Shows what the server applied and the choice it still needs (or a column it refused).
	 * @param {ImportCSV} csv
	 * @param {{field: string, message: string} | null | undefined} need
	 */
	function update(csv, need) {
		for (const r of rows) {
			r.select.value = csv[r.key] ?? '';
			const message = need?.field === r.key ? need.message : null;
			r.need.textContent = message ?? '';
			r.need.hidden = !message;
			if (message) r.select.setAttribute('aria-describedby', r.need.id);
			else r.select.removeAttribute('aria-describedby');
			if (message) r.select.setAttribute('aria-invalid', 'true');
			else r.select.removeAttribute('aria-invalid');
		}
		dates = csv.dateOrder;
		const asks = csv.dateOrders.length > 1 || need?.field === 'dates';
		datesPart.hidden = !asks;
		if (asks && group?.orders !== csv.dateOrders.join()) {
			group = orderGroup(csv.dateOrders, (order) => {
				dates = order;
				group?.set(order);
				onChange(choices());
			});
			orderSlot.replaceChildren(group.el);
		}
		group?.set(dates);
		const message = need?.field === 'dates' ? need.message : null;
		datesNeed.textContent = message ?? '';
		datesNeed.hidden = !message;
	}
	return { el, update };
}
