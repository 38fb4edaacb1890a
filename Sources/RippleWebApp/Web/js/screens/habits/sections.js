// Collapsible category sections of the Habits list (colour bar, name, "(5 habits)",
// a chevron that turns; rows fade out and in, staggered) and the animation of a row that leaves.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { plural } from '../../core/format.js';
import { haptic } from '../../components/ui.js';

const COLLAPSED_KEY = 'ripple.habits.collapsed';

/**
 * The collapsed sections' ids, as last left.
 * @returns {Set<string>}
 */
export function readCollapsed() {
	try {
		return new Set(JSON.parse(localStorage.getItem(COLLAPSED_KEY) ?? 'null') ?? []);
	} catch {
		return new Set();
	}
}
/** @param {Set<string>} set the collapsed sections' ids */
function writeCollapsed(set) {
	try {
		localStorage.setItem(COLLAPSED_KEY, JSON.stringify([...set]));
	} catch {
		/* private mode */
	}
}

/**
 * A section whose sticky header collapses `list`; `collapsed` is the shared set of closed ids.
 * `iconName` is the category's icon, or the archive icon.
 * @param {{id: string, title: string, color?: string | null, count: number, list: HTMLElement, className?: string, iconName?: string, collapsed: Set<string>}} options
 */
export function collapsible({ id, title, color, count, list, className, iconName, collapsed }) {
	list.hidden = collapsed.has(id);
	const head = h(
		'button',
		{
			type: 'button',
			class: 'hgroup-head',
			'aria-expanded': String(!list.hidden),
			'aria-controls': list.id,
			dataset: { fk: `group-${id}` },
		},
		h('span', { class: 'hgroup-bar', style: color ? { '--cat': color } : null }),
		iconName
			? h('span', { class: 'hgroup-icon', dataset: { icon: iconName }, html: icon(iconName, { size: 18 }) })
			: null,
		h('span', { class: 'hgroup-name' }, title),
		h('span', { class: 'hgroup-count' }, `(${plural(count, 'habit')})`),
		h('span', { class: 'hgroup-chev', html: icon('chevron-down', { size: 18, stroke: 2.4 }) }),
	);
	head.addEventListener('click', () => toggle(id, head, list, collapsed));
	return h('section', { class: className, dataset: { group: id } }, h('h2', { class: 'hgroup-title' }, head), list);
}

/**
 * Opens or closes a section, its rows fading in or out one after another.
 * @param {string} id
 * @param {HTMLElement} head
 * @param {HTMLElement} list
 * @param {Set<string>} collapsed
 */
function toggle(id, head, list, collapsed) {
	const open = list.hidden;
	haptic('light');
	if (open) collapsed.delete(id);
	else collapsed.add(id);
	writeCollapsed(collapsed);
	head.setAttribute('aria-expanded', String(open));
	if (open) {
		list.hidden = false;
		[...list.children].forEach((li, i) =>
			li.animate?.(
				[
					{ opacity: 0, transform: 'translateY(-8px)' },
					{ opacity: 1, transform: 'none' },
				],
				{ duration: 260, delay: i * 50, easing: 'ease-out', fill: 'backwards' },
			),
		);
	} else {
		const kids = [...list.children];
		const anims = kids.map((li, i) =>
			li.animate?.([{ opacity: 1 }, { opacity: 0, transform: 'translateY(-8px)' }], {
				duration: 180,
				delay: (kids.length - 1 - i) * 30,
				easing: 'ease-in',
				fill: 'forwards',
			}),
		);
		Promise.all(anims.map((a) => a?.finished))
			.catch(() => {})
			.then(() => {
				list.hidden = true;
				anims.forEach((a) => a?.cancel());
			});
	}
}

/**
 * The row leaves: it fades and its height folds ("List item animates out").
 * @param {HTMLElement} li
 * @returns {Promise<void>}
 */
export function leave(li) {
	if (!li.isConnected || matchMedia('(prefers-reduced-motion: reduce)').matches) return Promise.resolve();
	li.style.height = `${li.offsetHeight}px`;
	void li.offsetHeight;
	li.classList.add('leaving');
	li.style.height = '0px';
	return new Promise((r) => setTimeout(r, 280));
}
