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
import { createAccessToken } from '../../core/account-actions.js';

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
const BOX = { small: [186, 186], medium: [380, 186], large: [380, 398] };

export function openWidgets() {
	const choice = { size: 'small', theme: 'auto', category: '' };
	/** @type {ReturnType<typeof openSheet>} */
	let sheet;
	const frame = h('iframe', { class: 'widget-preview', title: 'Widget preview', loading: 'lazy' });
	// The preview is drawn at the widget's own size and scaled down to fit the sheet, never clipped.
	const scaler = h('div', { class: 'widget-scale' }, frame);
	const stage = h('div', { class: 'widget-stage' }, scaler);
	const linkField = h('input', {
		class: 'widget-link',
		id: 'widget-link',
		readonly: true,
		'aria-label': 'Widget link',
	});
	const categories = h('select', {
		id: 'widget-category',
		class: 'widget-select',
		onchange: () => {
			choice.category = categories.value;
			update();
		},
	});
	/** The widget token's secret, once made: shown only in this sheet, in the link. */
	let widgetToken = '';
	const makeToken = h(
		'button',
		{ type: 'button', class: 'btn btn-secondary widget-make-token', onclick: makeWidgetLink },
		'Make a widget link',
	);
	const tokenNote = state.accounts
		? h(
				'div',
				{ class: 'widget-token' },
				h(
					'p',
					{ class: 'widget-note' },
					'To open the widget outside this browser, make a widget link: it carries a read-only key that can only show Today (revoke it in Account › Access tokens).',
				),
				makeToken,
			)
		: null;

	/**
	 * The link to copy (with the widget token, once made), or (preview) the same widget in the
	 * colours the app is showing now.
	 * @param {boolean} [preview]
	 */
	function url(preview = false) {
		const theme =
			preview && choice.theme === 'auto' ? (document.documentElement.dataset.scheme ?? 'light') : choice.theme;
		const params = new URLSearchParams({ theme });
		if (choice.category) params.set('category', choice.category);
		if (!preview && widgetToken) params.set('token', widgetToken);
		return `${location.origin}/widget/${choice.size}?${params}`;
	}

	async function makeWidgetLink() {
		makeToken.disabled = true;
		try {
			const made = await createAccessToken('Widget', 'widget');
			widgetToken = made.token ?? '';
			makeToken.hidden = true;
			update();
			toast('Widget link made');
		} catch (e) {
			makeToken.disabled = false;
			toast(e instanceof Error ? e.message : 'Could not make a widget link');
		}
	}
	function fit() {
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
	function update() {
		fit();
		frame.src = url(true);
		linkField.value = url();
	}
	function fillCategories() {
		categories.replaceChildren(
			h('option', { value: '' }, 'All habits'),
			...(state.categories ?? []).map((c) => h('option', { value: c.id }, c.name)),
		);
		categories.value = choice.category;
	}

	const content = h(
		'div',
		{ class: 'sheet-content widgets-sheet' },
		sheetHeader({ title: 'Widgets', titleId: 'widgets-title', onCancel: () => sheet.close(), cancelLabel: 'Done' }),
		h(
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
				onChange: (v) => {
					choice.size = v;
					update();
				},
			}).el,
			segmented({
				label: 'Widget theme',
				options: THEMES,
				value: choice.theme,
				onChange: (v) => {
					choice.theme = v;
					update();
				},
			}).el,
			h('label', { class: 'widget-label', for: 'widget-category' }, 'Category'),
			categories,
			stage,
			h(
				'div',
				{ class: 'widget-copy' },
				linkField,
				h('button', { type: 'button', class: 'btn btn-primary', onclick: copy }, 'Copy link'),
			),
			tokenNote,
		),
	);

	async function copy() {
		linkField.select();
		try {
			await navigator.clipboard.writeText(linkField.value);
			toast('Link copied');
		} catch {
			toast('Select the link and copy it');
		}
	}

	fillCategories();
	loadCategories()
		.then(fillCategories)
		.catch(() => {});
	update();
	sheet = openSheet({ labelledBy: 'widgets-title', content, className: 'widgets', full: true });
	new ResizeObserver(fit).observe(stage);
	return sheet;
}
