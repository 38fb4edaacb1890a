// "Upload image" in the icon picker: a PNG, JPEG or WebP file sent to the server, which makes the
// habit's icon of it. Premium: on the free plan the button wears the premium badge and opens the
// upgrade modal. While the file goes, a ring fills; the server's refusal shows under the button,
// in its own words.
import { h } from '../../../core/dom.js';
import { state } from '../../../core/store.js';
import { loadMeta } from '../../../core/data.js';
import { icon } from '../../../components/icons.js';
import { haptic } from '../../../components/ui.js';
import { uploadIcon } from '../../../api/icons.js';
import { glyph } from '../../stats/glyphs.js';

const TYPES = 'image/png,image/jpeg,image/webp';
const RING = 2 * Math.PI * 15;

/**
 * Whether the plan allows the user's own images (GET /meta `plan.customIcons`; allowed while meta
 * is not known, the server being the judge), with the reason to show when not.
 * @param {string | null} refused the server's reason when it refused an upload for the plan
 * @returns {{allowed: boolean, reason: string | null}}
 */
function planAllows(refused) {
	const check = state.meta?.plan?.customIcons ?? { allowed: true };
	return { allowed: check.allowed && !refused, reason: refused ?? check.reason ?? null };
}

/** The ring that fills as the file goes (a spinner once the bytes are sent and the server works). */
function progressRing() {
	const el = h('span', {
		class: 'upload-ring',
		'aria-hidden': 'true',
		html: `<svg viewBox="0 0 36 36"><circle class="upload-ring-track" cx="18" cy="18" r="15"/><circle class="upload-ring-fill" cx="18" cy="18" r="15" stroke-dasharray="${RING}" stroke-dashoffset="${RING}"/></svg>`,
	});
	const fill = /** @type {SVGCircleElement} */ (el.querySelector('.upload-ring-fill'));
	/** @param {number | null} part how much has gone (0…1), or null while the server works */
	const show = (part) => {
		el.classList.toggle('is-working', part == null);
		if (part != null) fill.setAttribute('stroke-dashoffset', String(RING * (1 - part)));
	};
	return { el, show };
}

/**
 * The upload control for the icon picker (js/components/iconpicker.js).
 * @param {(icon: string) => Promise<void>} done shows the new icon chosen and closes the picker
 */
export function iconUpload(done) {
	const input = /** @type {HTMLInputElement} */ (
		h('input', { type: 'file', accept: TYPES, class: 'upload-input', tabIndex: -1, 'aria-hidden': 'true' })
	);
	const art = h('span', { class: 'upload-art', html: icon('image', { size: 22 }) });
	const title = h('span', {}, 'Upload image');
	const label = h('span', { class: 'upload-label' }, title, h('span', { class: 'upload-kinds' }, 'PNG, JPEG or WebP'));
	const badge = h('span', {
		class: 'premium-badge',
		html: `${glyph('crown', { size: 12, stroke: 2.4 })}<span>Premium</span>`,
	});
	const button = /** @type {HTMLButtonElement} */ (
		h('button', { type: 'button', class: 'icon-upload' }, art, label, badge)
	);
	const note = h('p', { class: 'upload-note', id: 'upload-note', 'aria-live': 'polite' });
	const error = h('p', { class: 'form-error upload-error', role: 'alert', hidden: true });
	let busy = false;
	/** Why the server refused an upload for the plan (meta, read before, may not know yet). */
	let refused = /** @type {string | null} */ (null);

	/** Shows what the plan allows: the plain button, or the badge and the reason. */
	function sync() {
		const { allowed, reason } = planAllows(refused);
		button.classList.toggle('is-locked', !allowed);
		badge.hidden = allowed;
		button.setAttribute('aria-label', allowed ? 'Upload image' : 'Upload image: Premium, see what it unlocks');
		note.textContent = allowed ? '' : (reason ?? '');
		note.hidden = !note.textContent;
		if (note.hidden) button.removeAttribute('aria-describedby');
		else button.setAttribute('aria-describedby', 'upload-note');
	}

	/** @param {string} message the server's */
	function refuse(message) {
		error.textContent = message;
		error.hidden = false;
		haptic('error');
	}

	/** @param {File} file */
	async function send(file) {
		busy = true;
		error.hidden = true;
		const ring = progressRing();
		art.replaceChildren(ring.el);
		ring.show(0);
		button.setAttribute('aria-busy', 'true');
		button.setAttribute('aria-label', 'Uploading image');
		title.textContent = 'Uploading…';
		try {
			const made = await uploadIcon(file, (sent, total) => ring.show(sent >= total ? null : sent / total));
			haptic('success');
			await done(made.icon);
		} catch (err) {
			const e = /** @type {{code?: string, message: string}} */ (err);
			if (e.code === 'needs_premium') {
				refused = e.message;
				loadMeta().catch(() => {});
			} else refuse(e.message);
		} finally {
			busy = false;
			button.removeAttribute('aria-busy');
			art.innerHTML = icon('image', { size: 22 });
			title.textContent = 'Upload image';
			sync();
		}
	}

	button.addEventListener('click', () => {
		if (busy) return;
		haptic('soft');
		if (planAllows(refused).allowed) input.click();
		else import('../../upgrade/upgrade.js').then((u) => u.openUpgrade('icons')).catch(() => {});
	});
	input.addEventListener('change', () => {
		const file = input.files?.[0];
		input.value = '';
		if (file) send(file);
	});
	sync();
	return h('div', { class: 'icon-upload-box' }, button, input, note, error);
}
