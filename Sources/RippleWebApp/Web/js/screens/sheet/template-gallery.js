// The template gallery: the server's templates grouped by area of life, each row its icon in its
// colour, its name, its schedule, target and reminder in words, and its one-line why; searchable
// by name. Choosing one resolves with it (the habit form is filled from it; nothing is stored).
// Schedule words are the engine's (js/core/engine-bridge.js); offline with no copy kept, a calm
// note says the gallery needs a connection.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { announce, haptic } from '../../components/ui.js';
import { listTemplates } from '../../api/templates.js';
import { scheduleWords } from '../../core/engine-bridge.js';
import { state, firstWeekday } from '../../core/store.js';
import { num, timeDisplay } from '../../core/format.js';
import { loadStylesheet } from '../../core/stylesheet.js';

/** @typedef {import('../../api/wire-types.js').TemplateGallery} TemplateGallery */
/** @typedef {import('../../api/wire-types.js').HabitTemplate} HabitTemplate */

/** @type {Promise<TemplateGallery> | null} */
let gallery = null;

/** The gallery, read once a session (a failed read is asked again next time). */
function loadGallery() {
	gallery ??= listTemplates();
	gallery.catch(() => {
		gallery = null;
	});
	return gallery;
}

/**
 * The template's target in words: "8 glasses", or the limit's kind first ("At most 2 cups").
 * @param {HabitTemplate} t
 */
function targetWords(t) {
	const m = t.measure;
	if (m.kind !== 'numeric') return null;
	const amount = `${num(m.target)} ${m.unit ?? ''}`.trim();
	if (m.targetKind !== 'at_most') return amount;
	const title = state.meta?.targetKinds?.find((k) => k.code === 'at_most')?.title;
	return title ? `${title} ${amount}` : amount;
}

/**
 * The row's line of facts: schedule · target · reminder, each kept on one line.
 * @param {HabitTemplate} t
 * @param {string | null} words the engine's words for its schedule
 * @returns {(Node | string)[]}
 */
function factsOf(t, words) {
	const time = t.reminders[0]?.time;
	const facts = [words, targetWords(t), time ? `Reminder ${timeDisplay(time)}` : null].filter(Boolean);
	return facts.flatMap((fact, i) => [i ? ' · ' : '', h('span', { class: 'tpl-fact' }, fact)]).filter((x) => x !== '');
}

/**
 * One template's row.
 * @param {HabitTemplate} t
 * @param {string | null} words
 * @param {(t: HabitTemplate) => void} choose
 */
function templateRow(t, words, choose) {
	const id = `tpl-${t.id}`;
	return h(
		'li',
		{ class: 'tpl-item', dataset: { id: t.id } },
		h(
			'button',
			{
				type: 'button',
				class: 'tpl-row',
				style: { '--habit': t.color },
				'aria-labelledby': `${id}-name`,
				'aria-describedby': `${id}-facts ${id}-why`,
				onclick: () => choose(t),
			},
			h('span', { class: 'tpl-icon', html: icon(t.icon, { size: 22 }) }),
			h(
				'span',
				{ class: 'tpl-text' },
				h('span', { class: 'tpl-name', id: `${id}-name` }, t.name),
				h('span', { class: 'tpl-facts', id: `${id}-facts` }, factsOf(t, words)),
				h('span', { class: 'tpl-why', id: `${id}-why` }, t.description),
			),
			h('span', { class: 'tpl-chev', html: icon('chevron-right', { size: 18, stroke: 2.4 }) }),
		),
	);
}

/**
 * The note shown in place of the gallery: offline with nothing kept, or refused.
 * @param {unknown} error
 */
function unavailable(error) {
	const offline = /** @type {{offline?: boolean}} */ (error)?.offline;
	return h(
		'div',
		{ class: 'tpl-note', role: 'status' },
		h('span', { class: 'tpl-note-icon', html: icon(offline ? 'cloud-off' : 'info', { size: 28 }) }),
		h('p', { class: 'tpl-note-title' }, offline ? 'Templates need a connection' : 'Templates are not available'),
		h(
			'p',
			{ class: 'tpl-note-text' },
			offline
				? 'Connect once and they stay on this device. You can still make your own habit.'
				: 'You can still make your own habit.',
		),
	);
}

/**
 * Opens the gallery; resolves with the chosen template, or null when dismissed.
 * @returns {Promise<HabitTemplate | null>}
 */
export function pickTemplate() {
	loadStylesheet('/css/templates.css');
	return new Promise((resolve) => {
		/** @type {HabitTemplate | null} */
		let chosen = null;
		const search = /** @type {HTMLInputElement} */ (
			h('input', {
				type: 'search',
				class: 'field-input search-input',
				placeholder: 'Search templates',
				'aria-label': 'Search templates',
				autocomplete: 'off',
				disabled: true,
			})
		);
		const list = h(
			'div',
			{ class: 'tpl-areas', 'aria-busy': 'true' },
			h('p', { class: 'tpl-loading' }, 'Loading templates…'),
		);
		const none = h('p', { class: 'tpl-none', role: 'status', hidden: true });
		const choose = (/** @type {HabitTemplate} */ t) => {
			chosen = t;
			haptic('light');
			sheet.close();
		};
		const content = h(
			'div',
			{ class: 'sheet-content' },
			sheetHeader({ title: 'Templates', titleId: 'tpl-title', onCancel: () => sheet.close() }),
			h(
				'div',
				{ class: 'sheet-scroll' },
				h('p', { class: 'tpl-intro' }, 'Pick one to fill in the form. You can change anything before you save.'),
				search,
				none,
				list,
			),
		);
		const sheet = openSheet({
			labelledBy: 'tpl-title',
			content,
			full: true,
			className: 'template-sheet',
			onClosed: () => resolve(chosen),
		});

		loadGallery()
			.then(async (g) => {
				const all = g.areas.flatMap((a) => a.templates);
				const words =
					(await scheduleWords(
						all.map((t) => t.schedule),
						firstWeekday(),
					)) ?? all.map(() => null);
				const wordsOf = new Map(all.map((t, i) => [t.id, words[i]]));
				const sections = g.areas.map((a) => {
					const rows = a.templates.map((t) => ({ t, el: templateRow(t, wordsOf.get(t.id) ?? null, choose) }));
					const el = h(
						'section',
						{ class: 'tpl-area', 'aria-labelledby': `tpl-area-${a.area}` },
						h('h3', { class: 'section-label', id: `tpl-area-${a.area}` }, a.title),
						h(
							'ul',
							{ class: 'tpl-list' },
							rows.map((r) => r.el),
						),
					);
					return { el, rows };
				});
				list.replaceChildren(...sections.map((s) => s.el));
				list.removeAttribute('aria-busy');
				search.disabled = false;
				search.addEventListener('input', () => {
					const q = search.value.trim().toLowerCase();
					let shown = 0;
					for (const s of sections) {
						let here = 0;
						for (const r of s.rows) {
							const on = !q || r.t.name.toLowerCase().includes(q);
							r.el.hidden = !on;
							if (on) here++;
						}
						s.el.hidden = here === 0;
						shown += here;
					}
					none.hidden = shown > 0;
					none.textContent = shown ? '' : `No templates match “${search.value.trim()}”.`;
				});
				announce(`${all.length} templates`);
			})
			.catch((e) => {
				list.removeAttribute('aria-busy');
				list.replaceChildren(unavailable(e));
			});
	});
}
