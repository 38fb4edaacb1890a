// The icon picker: our own SVG icon set, grouped, with search.
import { h } from '../core/dom.js';
import { icon, ICON_GROUPS } from './icons.js';
import { openSheet, sheetHeader } from './sheet.js';

/**
 * Resolves with the chosen icon name (or null when dismissed).
 * @param {string | null} current the habit's icon, if it has one
 * @param {string} color
 * @returns {Promise<string | null>}
 */
export function pickIcon(current, color) {
	return new Promise((resolve) => {
		/** @type {string | null} */
		let chosen = null;
		const search = h('input', {
			type: 'search',
			class: 'field-input search-input',
			placeholder: 'Search icons',
			'aria-label': 'Search icons',
			autocomplete: 'off',
		});
		const groups = h('div', { class: 'icon-groups' });
		const none = h('p', { class: 'icon-none', hidden: true }, 'No icons match.');
		const render = () => {
			const q = search.value.trim().toLowerCase();
			groups.replaceChildren();
			let count = 0;
			ICON_GROUPS.forEach(([group, items]) => {
				const names = Object.entries(items)
					.filter(([n, kw]) => !q || n.includes(q) || kw.includes(q) || group.toLowerCase().includes(q))
					.map(([n]) => n);
				if (!names.length) return;
				count += names.length;
				groups.append(
					h(
						'section',
						{ class: 'icon-group', 'aria-label': group },
						h('h3', { class: 'field-label' }, group),
						h(
							'div',
							{ class: 'icon-grid' },
							names.map((n, i) =>
								h('button', {
									type: 'button',
									class: 'icon-choice',
									style: { '--i': i, '--habit': color },
									'aria-label': n.replace('-', ' '),
									'aria-pressed': String(n === current),
									html: icon(n, { size: 26 }),
									onclick: () => {
										chosen = n;
										sheet.close();
									},
								}),
							),
						),
					),
				);
			});
			none.hidden = count > 0;
		};
		search.addEventListener('input', render);
		render();
		const content = h(
			'div',
			{ class: 'sheet-content' },
			sheetHeader({ title: 'Choose Icon', titleId: 'icon-title', onCancel: () => sheet.close() }),
			h('div', { class: 'sheet-scroll' }, search, none, groups),
		);
		const sheet = openSheet({
			labelledBy: 'icon-title',
			content,
			className: 'icon-sheet',
			initialFocus: search,
			onClosed: () => resolve(chosen),
		});
	});
}
