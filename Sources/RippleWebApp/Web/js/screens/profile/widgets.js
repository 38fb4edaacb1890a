// Profile › Widgets: each widget size previewed with its options
// (theme, category) and the link to copy — for "Add to Home Screen", a dashboard iframe or iOS
// Shortcuts. With accounts, "Make a widget link" makes a read-only `widget` access token (it may
// only read Today and the plan) and puts it in the link, so the link opens outside this browser
// without carrying a full-access token. The widget pages themselves live in Web/widget/.
import { h } from '../../core/dom.js';
import { state } from '../../core/store.js';
import { loadCategories } from '../../core/data.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { segmented } from '../../components/fields.js';
import { toast } from '../../components/ui.js';
import { createAccessToken } from '../../api/access-tokens.js';

const SIZES = [
	['small', 'Small'],
	['medium', 'Medium'],
	['large', 'Large'],
];
const THEMES = [
	['auto', 'Auto'],
	['light', 'Light'],
	['dark', 'Dark'],
];
/** The widgets' natural sizes (css: widget/widget.css) plus the page margin. */
/** @type {Record<string, number[]>} */
const BOX = { small: [186, 186], medium: [380, 186], large: [380, 398] };

/**
 * The sheet's choices and parts: the size, theme and category chosen, the widget token once
 * made, the preview frame and the link.
 * @typedef {{
 *   choice: {size: string, theme: string, category: string},
 *   widgetToken: string,
 *   frame: HTMLIFrameElement,
 *   scaler: HTMLElement,
 *   stage: HTMLElement,
 *   linkField: HTMLInputElement,
 *   categories: HTMLSelectElement,
 *   makeToken: HTMLButtonElement,
 * }} Widgets
 */

/** @returns {ReturnType<typeof openSheet>} */
export function openWidgets() {
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const wg = widgetParts();
	const content = h(
		'div',
		{ class: 'sheet-content widgets-sheet' },
		sheetHeader({ title: 'Widgets', titleId: 'widgets-title', onCancel: () => sheet.close(), cancelLabel: 'Done' }),
		widgetsBody(wg, tokenNote(wg)),
	);
	fillCategories(wg);
	loadCategories()
		.then(() => fillCategories(wg))
		.catch(() => {});
	update(wg);
	sheet = openSheet({ labelledBy: 'widgets-title', content, className: 'widgets', full: true });
	new ResizeObserver(() => fit(wg)).observe(wg.stage);
	return sheet;
}

/** @returns {Widgets} the choices as the sheet opens, and its parts */
function widgetParts() {
	const frame = /** @type {HTMLIFrameElement} */ (
		h('iframe', { class: 'widget-preview', title: 'Widget preview', loading: 'lazy' })
	);
	// The preview is drawn at the widget's own size and scaled down to fit the sheet, never clipped.
	const scaler = h('div', { class: 'widget-scale' }, frame);
	const stage = h('div', { class: 'widget-stage' }, scaler);
	const linkField = /** @type {HTMLInputElement} */ (
		h('input', {
			class: 'widget-link',
			id: 'widget-link',
			readonly: true,
			'aria-label': 'Widget link',
		})
	);
	const categories = /** @type {HTMLSelectElement} */ (
		h('select', {
			id: 'widget-category',
			class: 'widget-select',
			onchange: () => {
				wg.choice.category = categories.value;
				update(wg);
			},
		})
	);
	const makeToken = /** @type {HTMLButtonElement} */ (
		h(
			'button',
			{ type: 'button', class: 'btn btn-secondary widget-make-token', onclick: () => makeWidgetLink(wg) },
			'Make a widget link',
		)
	);
	/** @type {Widgets} */
	const wg = {
		choice: { size: 'small', theme: 'auto', category: '' },
		// The widget token's secret, once made: shown only in this sheet, in the link.
		widgetToken: '',
		frame,
		scaler,
		stage,
		linkField,
		categories,
		makeToken,
	};
	return wg;
}

/**
 * With accounts: what a widget link is, and the button that makes one.
 * @param {Widgets} wg
 * @returns {HTMLElement | null}
 */
function tokenNote(wg) {
	return state.accounts
		? h(
				'div',
				{ class: 'widget-token' },
				h(
					'p',
					{ class: 'widget-note' },
					'To open the widget outside this browser, make a widget link: it carries a read-only key that can only show Today (revoke it in Account › Access tokens).',
				),
				wg.makeToken,
			)
		: null;
}

/**
 * The sheet's body: the size and theme, the category, the preview and the link to copy.
 * @param {Widgets} wg
 * @param {HTMLElement | null} note
 * @returns {HTMLElement}
 */
function widgetsBody(wg, note) {
	const { choice } = wg;
	return h(
		'div',
		{ class: 'sheet-body widgets-body' },
		h(
			'p',
			{ class: 'widget-note' },
			'Open a link on your phone and choose "Add to Home Screen", or show it in a dashboard.',
		),
		segmented({
			label: 'Widget size',
			options: SIZES,
			value: choice.size,
			onChange: (/** @type {string} */ v) => {
				choice.size = v;
				update(wg);
			},
		}).el,
		segmented({
			label: 'Widget theme',
			options: THEMES,
			value: choice.theme,
			onChange: (/** @type {string} */ v) => {
				choice.theme = v;
				update(wg);
			},
		}).el,
		h('label', { class: 'widget-label', for: 'widget-category' }, 'Category'),
		wg.categories,
		wg.stage,
		h(
			'div',
			{ class: 'widget-copy' },
			wg.linkField,
			h('button', { type: 'button', class: 'btn btn-primary', onclick: () => copy(wg) }, 'Copy link'),
		),
		note,
	);
}

/**
 * The link to copy (with the widget token, once made), or (preview) the same widget in the
 * colours the app is showing now.
 * @param {Widgets} wg
 * @param {boolean} [preview]
 * @returns {string}
 */
function url({ choice, widgetToken }, preview = false) {
	const theme =
		preview && choice.theme === 'auto' ? (document.documentElement.dataset.scheme ?? 'light') : choice.theme;
	const params = new URLSearchParams({ theme });
	if (choice.category) params.set('category', choice.category);
	if (!preview && widgetToken) params.set('token', widgetToken);
	return `${location.origin}/widget/${choice.size}?${params}`;
}

/**
 * "Make a widget link": a read-only widget token, put in the link.
 * @param {Widgets} wg
 */
async function makeWidgetLink(wg) {
	const { makeToken } = wg;
	makeToken.disabled = true;
	try {
		const made = await createAccessToken('Widget', 'widget');
		wg.widgetToken = made.token ?? '';
		makeToken.hidden = true;
		update(wg);
		toast('Widget link made');
	} catch (e) {
		makeToken.disabled = false;
		toast(e instanceof Error ? e.message : 'Could not make a widget link');
	}
}

/**
 * The preview at the widget's own size, scaled down to the sheet's width.
 * @param {Widgets} wg
 */
function fit({ choice, stage, frame, scaler }) {
	const [w, hgt] = BOX[choice.size];
	const pad = parseFloat(getComputedStyle(stage).paddingLeft) || 0;
	const room = stage.clientWidth - 2 * pad;
	const scale = room > 0 ? Math.min(1, room / w) : 1;
	frame.style.width = `${w}px`;
	frame.style.height = `${hgt}px`;
	frame.style.transform = scale < 1 ? `scale(${scale})` : '';
	scaler.style.width = `${Math.ceil(w * scale)}px`;
	scaler.style.height = `${Math.ceil(hgt * scale)}px`;
}

/**
 * The preview and the link for the choices made.
 * @param {Widgets} wg
 */
function update(wg) {
	fit(wg);
	// The frame takes the widget's own scheme: a frame whose page differs from the sheet's scheme
	// would be given an opaque backdrop (the hard square behind a dark widget on a light sheet).
	const theme = wg.choice.theme === 'auto' ? (document.documentElement.dataset.scheme ?? 'light') : wg.choice.theme;
	wg.frame.style.colorScheme = theme;
	// The same choice again (a tap on the size already chosen) keeps the preview as it is.
	const preview = url(wg, true);
	if (wg.frame.src !== preview) wg.frame.src = preview;
	wg.linkField.value = url(wg);
}

/**
 * The category choice: all habits, or one category.
 * @param {Widgets} wg
 */
function fillCategories({ categories, choice }) {
	categories.replaceChildren(
		h('option', { value: '' }, 'All habits'),
		...(state.categories ?? []).map((c) => h('option', { value: c.id }, c.name)),
	);
	categories.value = choice.category;
}

/**
 * Copies the link (selected first, so it can be copied by hand when the clipboard refuses).
 * @param {Widgets} wg
 */
async function copy({ linkField }) {
	linkField.select();
	try {
		await navigator.clipboard.writeText(linkField.value);
		toast('Link copied');
	} catch {
		toast('Select the link and copy it');
	}
}
