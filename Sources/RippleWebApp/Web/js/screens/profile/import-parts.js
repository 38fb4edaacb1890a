// The import sheet's parts: the file going up (its name, size and progress), a refusal with the
// server's reason, the preview's slots and the footer's button with its progress.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { sheetHeader } from '../../components/sheet.js';
import { fileSize, progressBar } from './import-progress.js';

/** @param {string} message a server's sentence, ended with a full stop */
export const sentence = (message) => (/[.!?]$/.test(message) ? message : `${message}.`);

/**
 * The part shown while the file goes up: its name and size, and the progress bar.
 * @param {ReturnType<typeof progressBar>} bar
 */
function uploadPart(bar) {
	const name = h('span', { class: 'imp-upload-name' });
	const size = h('span', {});
	const el = h(
		'div',
		{ class: 'imp-upload' },
		h('span', { class: 'imp-upload-icon', html: icon('note', { size: 24 }) }),
		h('span', { class: 'imp-upload-text' }, name, h('span', { class: 'imp-upload-size' }, size, ' · ', bar.caption)),
		bar.el,
	);
	const show = (/** @type {File} */ file) => {
		name.textContent = file.name;
		size.textContent = fileSize(file.size);
		bar.sent(0, 1);
	};
	return { el, show };
}

/**
 * The part shown when the server refuses the file: its reason, and that nothing changed.
 * @param {string} message
 */
export function refusedPart(message) {
	return h(
		'div',
		{ class: 'imp-refused', role: 'alert' },
		h('span', { class: 'imp-refused-icon', html: icon('warning', { size: 26 }) }),
		h('h3', { class: 'imp-refused-title' }, "Couldn't read this file"),
		h('p', { class: 'imp-refused-text' }, sentence(message)),
		h('p', { class: 'imp-refused-text' }, 'Nothing was changed.'),
	);
}

/**
 * The sheet's parts: the file going up, a refusal, the preview's slots, and the footer's button.
 * @param {() => void} cancel
 */
export function sheetParts(cancel) {
	const bar = progressBar('Sending the file');
	const busyBar = progressBar('Sending the file again');
	busyBar.el.classList.add('imp-bar-thin');
	const importBar = progressBar('Importing the file');
	importBar.el.hidden = true;
	const slot = () => h('div', { class: 'imp-slot' });
	const parts = {
		bar,
		busyBar,
		importBar,
		upload: uploadPart(bar),
		header: slot(),
		mappingSlot: slot(),
		listed: slot(),
		refused: slot(),
		error: h('p', { class: 'form-error', role: 'alert', hidden: true }),
		goText: h('span', {}, 'Import'),
		goIcon: h('span', { html: icon('check', { size: 20 }) }),
	};
	const previewEl = h(
		'div',
		{ class: 'imp-preview', hidden: true },
		busyBar.el,
		parts.header,
		parts.mappingSlot,
		parts.listed,
		parts.error,
	);
	const go = /** @type {HTMLButtonElement} */ (
		h(
			'button',
			{ type: 'button', class: 'btn btn-primary save-btn', disabled: true },
			h('span', { class: 'btn-inner' }, parts.goIcon, parts.goText),
		)
	);
	const content = h(
		'div',
		{ class: 'sheet-content' },
		sheetHeader({ title: 'Import', titleId: 'import-title', onCancel: cancel }),
		h(
			'div',
			{ class: 'sheet-body imp-body', tabindex: '0', role: 'region', 'aria-label': 'The file' },
			parts.upload.el,
			parts.refused,
			previewEl,
		),
		h('div', { class: 'sheet-footer imp-footer' }, importBar.el, go),
	);
	return { ...parts, previewEl, go, content };
}
