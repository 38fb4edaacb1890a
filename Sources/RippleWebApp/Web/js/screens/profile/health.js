// Profile → Health data, read-only: what Ripple reads from a health export and how to get one, the
// habits linked to a measure (each with its rule in the server's words, the days health data
// brought, Edit and Unlink), Link a habit (health-sheet.js, loaded when used), and the import
// (health-import.js). The list is read when it comes into view and again after check-ins change.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { on } from '../../core/store.js';
import { plural } from '../../core/format.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { confirmDialog } from '../../components/dialog.js';
import { announce, haptic, toast } from '../../components/ui.js';
import { listHealthLinks, unlinkHealth } from '../../api/health.js';
import { importPart } from './health-import.js';

/** @typedef {import('../../api/health.js').HealthLinks} HealthLinks */
/** @typedef {import('../../api/health.js').HealthLink} HealthLink */

const ABOUT =
	'Read-only. Ripple reads the export you choose, turns each day your rule held into a check-in, and keeps nothing else from the file — no heart rate, no locations, no other days.';

/** Each measure's icon, by its name (a measure the app does not know yet gets the heart). */
/** @type {Record<string, string>} */
const MEASURE_ICONS = {
	steps: 'walk',
	workoutMinutes: 'run',
	mindfulMinutes: 'lotus',
	sleepHours: 'bed',
	standHours: 'person',
	exerciseMinutes: 'flame',
};
const measureIcon = (/** @type {string} */ name) => MEASURE_ICONS[name] ?? 'heart';

/** @returns {HTMLElement} what is read and kept, and how to get the file */
function aboutCard() {
	const way = (/** @type {string} */ who, /** @type {string} */ steps) =>
		h('li', {}, h('span', { class: 'health-how-who' }, who), ' ', steps);
	return h(
		'div',
		{ class: 'pcard health-about' },
		h(
			'div',
			{ class: 'health-about-top' },
			h('span', { class: 'health-about-icon', html: icon('heart', { size: 20 }) }),
			h('p', { class: 'health-about-text' }, ABOUT),
		),
		h('h3', { class: 'health-how-title', id: 'health-how-title' }, 'Getting the file'),
		h(
			'ul',
			{ class: 'health-how', 'aria-labelledby': 'health-how-title' },
			way('iPhone:', 'Health → your picture → Export All Health Data → save export.zip.'),
			way('Android:', 'Google Takeout → Fit → download the zip.'),
		),
	);
}

/**
 * Profile → Health data.
 * @returns {{el: HTMLElement, refresh: () => Promise<void>}}
 */
export function healthSection() {
	loadStylesheet('/css/health.css');
	/** @type {HealthLinks | null} */
	let answer = null;
	let stale = true;
	let visible = false;
	const list = h('ul', { class: 'health-links', 'aria-label': 'Linked habits', hidden: true });
	const status = h('p', { class: 'health-empty' }, 'Loading…');
	const add = h(
		'button',
		{ type: 'button', class: 'health-add', disabled: true },
		h('span', { class: 'health-add-icon', html: icon('plus', { size: 18, stroke: 2.4 }) }),
		'Link a habit',
	);
	const refresh = async () => {
		stale = false;
		try {
			answer = await listHealthLinks();
			renderLinks(answer, { list, status, add }, { edit: openLink, unlink, refresh });
		} catch (e) {
			stale = true;
			if (!answer) status.textContent = e.message;
		}
	};
	const openLink = async (/** @type {HealthLink | null} */ link) => {
		if (!answer) return;
		const { openHealthLinkSheet } = await import('./health-sheet.js');
		openHealthLinkSheet({ choices: answer, link, onSaved: refresh });
	};
	add.addEventListener('click', () => openLink(null));
	const el = h(
		'section',
		{ class: 'psection health-section', 'aria-labelledby': 'health-title' },
		h('h2', { class: 'psection-title', id: 'health-title' }, 'Health data'),
		aboutCard(),
		h('div', { class: 'pcard health-links-card' }, status, list, add),
		importPart({ onImported: refresh }),
	);
	// Read when the section comes into view, and again (when in view, or next time it is) after
	// check-ins or habits change elsewhere.
	const reread = () => {
		stale = true;
		if (visible) refresh();
	};
	new IntersectionObserver((entries) => {
		visible = entries.some((e) => e.isIntersecting);
		if (visible && stale) refresh();
	}).observe(el);
	on('today', reread);
	on('habits', reread);
	return { el, refresh };
}

/**
 * Unlink, once confirmed: health data stops coming; the check-ins it brought stay.
 * @param {HealthLink} link
 * @param {() => Promise<void>} refresh
 */
async function unlink(link, refresh) {
	const kept = link.imported > 0 ? `The ${plural(link.imported, 'check-in')} it brought stay.` : 'Its check-ins stay.';
	const ok = await confirmDialog({
		title: `Unlink “${link.habitName}”?`,
		message: `Ripple stops turning health data into its check-ins. ${kept}`.trim(),
		confirm: 'Unlink',
		destructive: true,
	});
	if (!ok) return;
	try {
		await unlinkHealth(link.habitId);
		haptic('success');
		announce(`${link.habitName} unlinked`);
		await refresh();
	} catch (e) {
		toast(e.message);
	}
}

/**
 * The linked habits listed, or a line saying there are none.
 * @param {HealthLinks} answer
 * @param {{list: HTMLElement, status: HTMLElement, add: HTMLElement}} parts
 * @param {{edit: (link: HealthLink) => void, unlink: (link: HealthLink, refresh: () => Promise<void>) => void, refresh: () => Promise<void>}} actions
 */
function renderLinks(answer, { list, status, add }, actions) {
	const { links } = answer;
	status.hidden = links.length > 0;
	status.textContent = 'No habit is linked yet. Link one to a measure, then import your export.';
	list.hidden = links.length === 0;
	// A row's button that had focus (back from its sheet or confirmation) keeps it in the new row;
	// a row gone (unlinked) hands it to Link a habit.
	const focused = /** @type {HTMLElement | null} */ (
		list.contains(document.activeElement) ? document.activeElement : null
	);
	const was = focused && {
		habit: /** @type {HTMLElement} */ (focused.closest('.health-link')).dataset.habit,
		edit: focused.classList.contains('health-edit'),
	};
	list.replaceChildren(...links.map((link) => linkRow(link, actions)));
	/** @type {HTMLButtonElement} */ (add).disabled = false;
	if (!was) return;
	const row = [...list.children].find((r) => /** @type {HTMLElement} */ (r).dataset.habit === was.habit);
	const again = row?.querySelector(was.edit ? '.health-edit' : '.health-unlink');
	/** @type {HTMLElement} */ (again ?? add).focus({ preventScroll: true });
}

/**
 * A linked habit: its measure's icon, name, rule, the days health data brought, Edit and Unlink.
 * @param {HealthLink} link
 * @param {{edit: (link: HealthLink) => void, unlink: (link: HealthLink, refresh: () => Promise<void>) => void, refresh: () => Promise<void>}} actions
 * @returns {HTMLElement}
 */
function linkRow(link, actions) {
	const button = (/** @type {string} */ text, /** @type {string} */ cls, /** @type {() => void} */ fn) =>
		h(
			'button',
			{
				type: 'button',
				class: `btn-plain health-link-btn ${cls}`,
				'aria-label': `${text} ${link.habitName}`,
				onclick: fn,
			},
			text,
		);
	return h(
		'li',
		{ class: 'health-link', dataset: { habit: link.habitId } },
		h('span', { class: 'health-link-icon', html: icon(measureIcon(link.measure), { size: 20 }) }),
		h(
			'span',
			{ class: 'health-link-text' },
			h('span', { class: 'health-link-name' }, link.habitName),
			h('span', { class: 'health-link-rule' }, link.sentence),
			h('span', { class: 'health-link-count' }, `${plural(link.imported, 'day')} from health data`),
		),
		h(
			'span',
			{ class: 'health-link-actions' },
			button('Edit', 'health-edit', () => actions.edit(link)),
			button('Unlink', 'health-unlink btn-danger-text', () => actions.unlink(link, actions.refresh)),
		),
	);
}
