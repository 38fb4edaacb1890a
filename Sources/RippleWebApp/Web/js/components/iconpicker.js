// The icon picker: our own SVG icon set, grouped, with search; above it the user's own: an emoji
// typed or pasted, and (where the caller offers it) an uploaded image.
import { h } from '../core/dom.js';
import { state } from '../core/store.js';
import { icon, ICON_GROUPS, iconImage, firstEmoji } from './icons.js';
import { openSheet, sheetHeader } from './sheet.js';

/**
 * What a caller may add to the picker: `upload` builds the control that makes an icon of an
 * image; it calls `done` with the new icon, which the picker shows chosen and resolves with.
 * @typedef {object} PickerOptions
 * @property {(done: (icon: string) => Promise<void>) => HTMLElement} [upload]
 */

/**
 * The button of one icon; pressed when it is the habit's.
 * @param {string} name
 * @param {string} label
 * @param {boolean} pressed
 * @param {{color: string, onclick: () => void, i?: number}} how the habit's colour, what a tap does
 *   and its place in its grid (for the entrance's stagger)
 */
const choice = (name, label, pressed, { color, onclick, i = 0 }) =>
	h('button', {
		type: 'button',
		class: 'icon-choice',
		style: { '--i': i, '--habit': color },
		'aria-label': label,
		'aria-pressed': String(pressed),
		html: icon(name, { size: 26 }),
		onclick,
	});

/**
 * An emoji as the icon: a field that takes one typed or pasted, and Use.
 * @param {(emoji: string) => void} use
 * @param {string | null} current the habit's emoji, if its icon is one
 */
function emojiField(use, current) {
	const input = /** @type {HTMLInputElement} */ (
		h('input', {
			type: 'text',
			id: 'icon-emoji',
			class: 'field-input emoji-input',
			placeholder: 'Type or paste one',
			autocomplete: 'off',
			enterkeyhint: 'done',
			maxLength: state.meta?.textLimits?.icon ?? 40,
			value: current ?? '',
		})
	);
	const useBtn = /** @type {HTMLButtonElement} */ (
		h('button', { type: 'button', class: 'btn-plain emoji-use' }, 'Use')
	);
	const sync = () => {
		const emoji = firstEmoji(input.value);
		useBtn.disabled = !emoji;
		useBtn.setAttribute('aria-label', emoji ? `Use ${emoji}` : 'Use');
	};
	const go = () => {
		const emoji = firstEmoji(input.value);
		if (emoji) use(emoji);
	};
	input.addEventListener('input', sync);
	input.addEventListener('keydown', (e) => {
		if (e.key === 'Enter') {
			e.preventDefault();
			go();
		}
	});
	useBtn.addEventListener('click', go);
	sync();
	return h(
		'div',
		{ class: 'emoji-pick' },
		h('label', { class: 'sub-label', for: 'icon-emoji' }, 'Emoji'),
		input,
		useBtn,
	);
}

/**
 * The picker's groups of our icons, those matching `q`.
 * @param {string} q the search, lower-cased
 * @param {string | null} current
 * @param {string} color
 * @param {(name: string) => void} pick
 * @returns {[HTMLElement[], number]} the groups' sections and how many icons they hold
 */
function iconGroups(q, current, color, pick) {
	let count = 0;
	const sections = ICON_GROUPS.flatMap(([group, items]) => {
		const names = Object.entries(items)
			.filter(([n, kw]) => !q || n.includes(q) || kw.includes(q) || group.toLowerCase().includes(q))
			.map(([n]) => n);
		if (!names.length) return [];
		count += names.length;
		return [
			h(
				'section',
				{ class: 'icon-group', 'aria-label': group },
				h('h3', { class: 'field-label' }, group),
				h(
					'div',
					{ class: 'icon-grid' },
					names.map((n, i) => choice(n, n.replace('-', ' '), n === current, { color, onclick: () => pick(n), i })),
				),
			),
		];
	});
	return [sections, count];
}

/**
 * Resolves with the chosen icon (or null when dismissed).
 * @param {string | null} current the habit's icon, if it has one
 * @param {string} color
 * @param {PickerOptions} options
 * @returns {Promise<string | null>}
 */
export function pickIcon(current, color, options = {}) {
	const { upload } = options;
	return new Promise((resolve) => {
		/** @type {string | null} */
		let chosen = null;
		/** @param {string} name */
		const pick = (name) => {
			chosen = name;
			sheet.close();
		};
		const search = h('input', {
			type: 'search',
			class: 'field-input search-input',
			placeholder: 'Search icons',
			'aria-label': 'Search icons',
			autocomplete: 'off',
		});
		const groups = h('div', { class: 'icon-groups' });
		const none = h('p', { class: 'icon-none', hidden: true }, 'No icons match.');
		const ownTile = h('div', { class: 'icon-own-tile' });
		/** Shows the habit's own icon (an image or an emoji), pressed, in front of the upload. */
		const showOwn = (/** @type {string | null} */ name) => {
			const image = iconImage(name);
			const emoji = image ? null : firstEmoji(name);
			ownTile.replaceChildren(
				name && (image || emoji)
					? choice(name, image ? 'Your image' : `Emoji ${emoji}`, name === current || name === chosen, {
							color,
							onclick: () => pick(name),
						})
					: '',
			);
			ownTile.hidden = !ownTile.childElementCount;
		};
		showOwn(current);
		const own = h(
			'section',
			{ class: 'icon-group icon-own', 'aria-labelledby': 'icon-own-title' },
			h('h3', { id: 'icon-own-title', class: 'field-label' }, 'Your own'),
			h(
				'div',
				{ class: 'icon-own-row' },
				ownTile,
				upload?.(async (name) => {
					chosen = name;
					showOwn(name);
					// The picker closes once the new image is drawn, so the form shows it at once.
					const img = ownTile.querySelector('img');
					if (img) img.loading = 'eager';
					await img?.decode().catch(() => {});
					sheet.close();
				}),
			),
			emojiField(pick, iconImage(current) ? null : firstEmoji(current)),
		);
		const render = () => {
			const q = search.value.trim().toLowerCase();
			const [sections, count] = iconGroups(q, current, color, pick);
			groups.replaceChildren(...sections);
			own.hidden = !!q;
			none.hidden = count > 0;
		};
		search.addEventListener('input', render);
		render();
		const content = h(
			'div',
			{ class: 'sheet-content' },
			sheetHeader({ title: 'Choose Icon', titleId: 'icon-title', onCancel: () => sheet.close() }),
			h('div', { class: 'sheet-scroll' }, search, own, none, groups),
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
