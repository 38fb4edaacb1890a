// The data section's parts: a row that runs an action (busy while it does), the result panel
// that says how it went, the file picker, the last backup's date, and the import's notes.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';

/** @typedef {{el: HTMLElement, sub: HTMLElement | null}} ActionRow */
/** @typedef {(kind: 'ok' | 'error', title: string, text?: string) => void} ShowResult */

export const LAST_BACKUP = 'ripple.lastBackup';
/** The files "Import from another app" offers: other apps' exports and any CSV. */
export const IMPORT_ACCEPT =
	'.db,.sqlite,.zip,.json,.csv,.txt,application/json,text/csv,application/zip,application/x-sqlite3,application/octet-stream';

/** @returns {string} when the last backup was made, in words */
export const lastBackupText = () => {
	let at = null;
	try {
		at = Number(localStorage.getItem(LAST_BACKUP)) || null;
	} catch {
		/* private mode */
	}
	if (!at) return 'No backup yet';
	const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
	return `Last backup: ${when}`;
};

/** Notes that a backup was made now (kept on this device). */
export function noteBackup() {
	try {
		localStorage.setItem(LAST_BACKUP, String(Date.now()));
	} catch {
		/* private mode */
	}
}

/**
 * A row of the section: an icon, a title, a line under it and a chevron.
 * @param {{iconName: string, title: string, sub: string | null, onClick: (b: HTMLElement) => unknown, tone?: string}} options
 * @returns {ActionRow}
 */
export function actionRow({ iconName, title, sub, onClick, tone = '' }) {
	const subEl = sub != null ? h('span', { class: 'drow-sub' }, sub) : null;
	const b = h(
		'button',
		{ type: 'button', class: `drow ${tone}` },
		h('span', { class: 'drow-icon', html: icon(iconName, { size: 20 }) }),
		h('span', { class: 'drow-text' }, h('span', { class: 'drow-title' }, title), subEl),
		h('span', { class: 'drow-chev', html: icon('chevron-right', { size: 18, stroke: 2.4 }) }),
	);
	b.addEventListener('click', () => onClick(b));
	return { el: b, sub: subEl };
}

/**
 * Runs `fn` with the row marked busy; a tap while it runs does nothing.
 * @param {ActionRow} row
 * @param {() => Promise<void>} fn
 */
export async function busy(row, fn) {
	if (row.el.getAttribute('aria-busy') === 'true') return;
	row.el.setAttribute('aria-busy', 'true');
	row.el.classList.add('is-busy');
	try {
		await fn();
	} finally {
		row.el.removeAttribute('aria-busy');
		row.el.classList.remove('is-busy');
	}
}

/**
 * The panel that says how an action went, scrolled into view when it shows.
 * @returns {{el: HTMLElement, show: ShowResult}}
 */
export function resultPanel() {
	const result = h('div', { class: 'data-result', role: 'status', 'aria-live': 'polite', hidden: true });
	/** @type {ShowResult} */
	const show = (kind, title, text) => {
		result.hidden = false;
		result.className = `data-result is-${kind}`;
		result.setAttribute('role', kind === 'error' ? 'alert' : 'status');
		result.replaceChildren(
			h('span', { class: 'data-result-icon', html: icon(kind === 'error' ? 'warning' : 'check-circle', { size: 20 }) }),
			h(
				'div',
				{},
				h('p', { class: 'data-result-title' }, title),
				text ? h('p', { class: 'data-result-text' }, text) : null,
			),
		);
		requestAnimationFrame(() =>
			result.scrollIntoView({
				block: 'center',
				behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
			}),
		);
	};
	return { el: result, show };
}

/**
 * Reads a file the user picks (resolves null when they cancel).
 * @param {string} accept
 * @returns {Promise<File | null>}
 */
export function pickFile(accept) {
	return new Promise((resolve) => {
		const input = /** @type {HTMLInputElement} */ (
			h('input', { type: 'file', accept, hidden: true, class: 'data-file' })
		);
		input.addEventListener(
			'change',
			() => {
				resolve(input.files?.[0] ?? null);
				input.remove();
			},
			{ once: true },
		);
		input.addEventListener(
			'cancel',
			() => {
				resolve(null);
				input.remove();
			},
			{ once: true },
		);
		document.body.append(input);
		input.click();
	});
}

/**
 * What the server says it archived to fit the plan, skipped or adjusted, as sentences.
 * @param {import('../../api/types.js').ImportSummary} summary
 * @returns {string}
 */
export function summaryNotes(summary) {
	const notes = [];
	if (summary.archived?.length) notes.push(`Archived to fit the free plan: ${summary.archived.join(', ')}.`);
	if (summary.droppedCategories?.length)
		notes.push(
			`Categories left out to fit the free plan (their habits have no category): ${summary.droppedCategories.join(', ')}.`,
		);
	if (summary.skipped?.length) notes.push(`Skipped: ${summary.skipped.join('; ')}.`);
	if (summary.adjusted?.length) notes.push(`Adjusted: ${summary.adjusted.join('; ')}.`);
	return notes.length ? ` ${notes.join(' ')}` : '';
}
