// The About screen's sheets: What's New, Licences and Privacy (js/screens/profile/about-content.js).
import { h } from '../../core/dom.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { WHATS_NEW, LICENCES, PRIVACY } from './about-content.js';

let seq = 0;

/**
 * A sheet with a title over its body.
 * @param {string} title
 * @param {...(Node | string | null)} body
 * @returns {ReturnType<typeof openSheet>}
 */
function open(title, ...body) {
	const titleId = `about-sheet-${++seq}`;
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const content = h(
		'div',
		{ class: 'sheet-content about-sheet' },
		sheetHeader({ title, titleId, onCancel: () => sheet.close(), cancelLabel: 'Done' }),
		h('div', { class: 'sheet-body' }, ...body),
	);
	sheet = openSheet({ labelledBy: titleId, content });
	return sheet;
}

/** @param {string} version the server's release */
export function openWhatsNew(version) {
	return open(
		"What's New",
		h('h3', { class: 'about-heading' }, `Ripple ${version}`),
		h(
			'ul',
			{ class: 'about-list' },
			WHATS_NEW.map((line) => h('li', {}, line)),
		),
	);
}

export function openLicences() {
	return open(
		'Licences',
		h(
			'p',
			{ class: 'field-hint' },
			'Ripple is built with these open-source Swift packages. The web app uses no third-party code.',
		),
		h(
			'ul',
			{ class: 'about-licences' },
			LICENCES.map((p) =>
				h(
					'li',
					{ class: 'about-licence' },
					h('a', { href: p.url, target: '_blank', rel: 'noopener noreferrer' }, p.name),
					h('span', { class: 'about-licence-name' }, p.licence),
					h('span', { class: 'about-licence-use' }, p.use),
				),
			),
		),
	);
}

export function openPrivacy() {
	return open(
		'Privacy',
		...PRIVACY.map((p) =>
			h('section', { class: 'about-privacy' }, h('h3', { class: 'about-heading' }, p.title), h('p', {}, p.text)),
		),
	);
}
