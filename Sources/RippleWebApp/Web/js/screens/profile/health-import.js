// Profile → Health data → Import export.zip…: the chosen file sent as it is (its name and size
// shown with a spinner while the server reads it), then what it added in the server's numbers
// (per habit, the days the file spans, the records skipped), or the server's reason for refusing
// it. Today and the habits are read again after (js/core/health-data.js).
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { parseDay, plural } from '../../core/format.js';
import { importHealthExport } from '../../core/health-data.js';
import { announce, haptic } from '../../components/ui.js';
import { actionRow, busy, pickFile } from './data-parts.js';
import { fileSize } from './import-progress.js';
import { sentence } from './import-parts.js';

/** @typedef {import('../../api/health.js').HealthImport} HealthImport */
/** @typedef {import('../../api/request.js').ApiError} ApiError */

/** The files offered: Apple Health's export.zip (or its export.xml) and a Google Takeout zip. */
const HEALTH_ACCEPT = '.zip,.xml,application/zip,application/xml,text/xml';

/**
 * Two days in words, as one span: "March 1 – 3, 2024".
 * @param {string} first
 * @param {string} last
 */
function spanInWords(first, last) {
	const f = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
	return first === last ? f.format(parseDay(first)) : f.formatRange(parseDay(first), parseDay(last));
}

/**
 * What an import added, as the result panel's parts.
 * @param {HealthImport} answer
 * @returns {{title: string, parts: HTMLElement[]}}
 */
function added(answer) {
	const title = `Added ${plural(answer.added, 'check-in')} from ${answer.source}`;
	const habits = h(
		'ul',
		{ class: 'health-result-habits', 'aria-label': 'By habit' },
		answer.habits.map((x) =>
			h('li', {}, h('span', { class: 'health-result-name' }, x.name), h('span', {}, plural(x.added, 'check-in'))),
		),
	);
	const notes = [];
	if (answer.firstDay && answer.lastDay)
		notes.push(
			`The file's days: ${spanInWords(answer.firstDay, answer.lastDay)} (${plural(answer.daysRead, 'day')} read).`,
		);
	if (answer.recordsSkipped > 0)
		notes.push(
			`${plural(answer.recordsSkipped, 'record')} in the file could not be used and ${answer.recordsSkipped === 1 ? 'was' : 'were'} skipped.`,
		);
	return { title, parts: [habits, ...notes.map((n) => h('p', { class: 'data-result-text' }, n))] };
}

/**
 * The result panel: how the import went, scrolled into view.
 * @param {HTMLElement} el
 * @param {'ok' | 'error'} kind
 * @param {string} title
 * @param {HTMLElement[]} parts
 */
function showResult(el, kind, title, parts) {
	el.hidden = false;
	el.className = `health-result is-${kind}`;
	el.setAttribute('role', kind === 'error' ? 'alert' : 'status');
	el.replaceChildren(
		h('span', { class: 'health-result-icon', html: icon(kind === 'error' ? 'warning' : 'check-circle', { size: 20 }) }),
		h('div', { class: 'health-result-body' }, h('p', { class: 'data-result-title' }, title), ...parts),
	);
	const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
	requestAnimationFrame(() => el.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' }));
}

/**
 * The file going up: its name and size beside a spinner (the server reads it as it arrives).
 * @returns {{el: HTMLElement, show: (file: File | null) => void}}
 */
function progressPart() {
	const name = h('span', { class: 'health-progress-name' });
	const size = h('span', { class: 'health-progress-size' });
	const el = h(
		'div',
		{ class: 'health-progress', role: 'status', hidden: true },
		h('span', { class: 'health-spinner', 'aria-hidden': 'true' }),
		h('span', { class: 'health-progress-text' }, name, size),
	);
	const show = (/** @type {File | null} */ file) => {
		el.hidden = !file;
		name.textContent = file ? `Importing ${file.name}…` : '';
		size.textContent = file ? `${fileSize(file.size)} · sending and reading` : '';
	};
	return { el, show };
}

/**
 * The import row, its progress and its result.
 * @param {{onImported: () => void}} options what else to read again once the file is in
 * @returns {HTMLElement}
 */
export function importPart({ onImported }) {
	const progress = progressPart();
	const result = h('div', { class: 'health-result', hidden: true });
	const run = async () => {
		const file = await pickFile(HEALTH_ACCEPT);
		if (!file) return;
		result.hidden = true;
		progress.show(file);
		try {
			const answer = await importHealthExport(file);
			const { title, parts } = added(answer);
			haptic('success');
			showResult(result, 'ok', title, parts);
			announce(title);
			onImported();
		} catch (e) {
			const refusal = /** @type {ApiError} */ (e);
			haptic('error');
			const unread = refusal.field === 'body' ? ' Nothing was changed.' : '';
			showResult(result, 'error', "Couldn't import this file", [
				h('p', { class: 'data-result-text' }, `${sentence(refusal.message)}${unread}`),
			]);
		} finally {
			progress.show(null);
		}
	};
	const row = actionRow({
		iconName: 'unarchive',
		title: 'Import export.zip…',
		sub: 'An Apple Health export or a Google Takeout (.zip or .xml)',
		onClick: () => busy(row, run),
	});
	return h('div', { class: 'health-import' }, h('div', { class: 'pcard dlist' }, row.el, progress.el), result);
}
