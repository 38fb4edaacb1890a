// The upgrade modal's parts: the header (why it opened), the features Premium unlocks, the two
// plan cards, the licence field and the legal footer with "Restore Purchase".
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { features, PLANS, GLYPHS } from './content.js';

/** @typedef {Partial<import('../../api/types.js').Meta['plan']>} Plan */

/**
 * A glyph of the modal (content.js GLYPHS), else the app's icon of that name.
 * @param {string} name
 * @param {number} [size]
 */
const glyph = (name, size = 22) =>
	Object.hasOwn(GLYPHS, name)
		? `<svg aria-hidden="true" focusable="false" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[/** @type {keyof typeof GLYPHS} */ (name)]}</svg>`
		: icon(name, { size });

/**
 * The header: sparkles, Close, the crown, the title and why the modal opened.
 * @param {string | null} lead
 * @param {() => void} onClose
 */
export function upgradeHeader(lead, onClose) {
	return h(
		'header',
		{ class: 'up-header' },
		h(
			'div',
			{ class: 'up-sparkles', 'aria-hidden': 'true' },
			Array.from({ length: 12 }, (_, i) =>
				h('span', { style: { '--i': String(i), left: `${6 + i * 8}%`, top: `${15 + ((i * 37) % 60)}%` } }),
			),
		),
		h('button', {
			type: 'button',
			class: 'up-close',
			'aria-label': 'Close',
			onclick: onClose,
			html: icon('close', { size: 22 }),
		}),
		h('div', { class: 'up-hero', 'aria-hidden': 'true', html: glyph('crown', 44) }),
		h('h2', { class: 'up-title', id: 'upgrade-title' }, 'Go Premium'),
		lead ? h('p', { class: 'up-reason' }, lead) : null,
	);
}

/**
 * What Premium unlocks, with what the free plan has now.
 * @param {Plan} plan
 */
export const featureList = (plan) =>
	h(
		'ul',
		{ class: 'up-features', 'aria-label': 'Unlock Everything' },
		features(plan).map((f, i) =>
			h(
				'li',
				{ class: 'up-feature', style: { '--i': String(i) } },
				h('span', { class: 'up-feature-icon', html: glyph(f.icon) }),
				h(
					'div',
					{},
					h('p', { class: 'up-feature-title' }, f.title),
					h('p', { class: 'up-feature-text' }, f.text),
					f.current ? h('p', { class: 'up-feature-current' }, f.current) : null,
				),
			),
		),
	);

/**
 * The plan cards (radio buttons).
 * @param {(code: string) => void} onChoose
 * @returns {HTMLElement[]}
 */
export const planCards = (onChoose) =>
	PLANS.map((p) =>
		h(
			'button',
			{
				type: 'button',
				class: `up-plan up-plan-${p.code}`,
				role: 'radio',
				'aria-checked': 'false',
				'data-plan': p.code,
				onclick: () => onChoose(p.code),
			},
			h('span', { class: 'up-plan-badge' }, p.badge),
			h('span', { class: 'up-plan-name' }, p.name),
			h('span', { class: 'up-plan-price' }, p.price),
			h('span', { class: 'up-plan-per' }, p.per),
			h(
				'ul',
				{ class: 'up-plan-items' },
				p.items.map((t) => h('li', {}, h('span', { html: icon('check', { size: 14, stroke: 3 }) }), t)),
			),
		),
	);

/**
 * The licence field and Apply.
 * @param {() => void} onApply
 */
export function pasteArea(onApply) {
	const field = /** @type {HTMLTextAreaElement} */ (
		h('textarea', {
			id: 'up-licence',
			class: 'up-licence',
			rows: '3',
			spellcheck: 'false',
			autocomplete: 'off',
			placeholder: 'RIPPLE-LICENCE.…',
		})
	);
	const applyBtn = /** @type {HTMLButtonElement} */ (
		h('button', { type: 'button', class: 'btn btn-primary btn-block up-apply', onclick: onApply }, 'Apply licence')
	);
	const el = h(
		'div',
		{ class: 'up-paste' },
		h(
			'label',
			{ class: 'up-paste-title', id: 'up-paste-title', for: 'up-licence' },
			'Already have a licence? Paste it here',
		),
		field,
		applyBtn,
	);
	return { el, field, applyBtn };
}

/**
 * The legal footer: the operator's pages, Restore Purchase and its note, the renewal terms.
 * @param {Plan} plan
 * @param {HTMLElement} restoreNote
 * @param {() => void} onRestore
 */
export function legalFooter(plan, restoreNote, onRestore) {
	/** @param {string} text */
	const link = (text) =>
		h(
			'a',
			{ href: plan.purchaseUrl ?? '#/profile', target: plan.purchaseUrl ? '_blank' : null, rel: 'noopener' },
			text,
		);
	return h(
		'footer',
		{ class: 'up-legal' },
		h(
			'p',
			{ class: 'up-links' },
			link('Terms of Service'),
			link('Privacy Policy'),
			h('button', { type: 'button', class: 'btn-plain up-restore', onclick: onRestore }, 'Restore Purchase'),
		),
		restoreNote,
		h(
			'p',
			{ class: 'up-renewal' },
			'Premium+ lasts a year from purchase and does not renew by itself; Premium never expires.',
		),
	);
}
