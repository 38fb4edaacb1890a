// Profile → About: the version, What's New, Licences, Privacy and links. Tapping
// the version seven times in a row (or pressing it with the keyboard) opens the developer options.
import { h } from '../../core/dom.js';
import { state, on } from '../../core/store.js';
import { announce, toast } from '../../components/ui.js';
import { developerSection, developerUnlocked, unlockDeveloper } from './developer.js';

const TAPS = 7;
const TAP_GAP_MS = 1500;

/**
 * @param {{apiVersion: Promise<string | null>}} options the OpenAPI document's info.version
 */
export function aboutSection({ apiVersion }) {
	const value = h('span', { class: 'prow-value' }, '…');
	const versionRow = h(
		'button',
		{ type: 'button', class: 'prow prow-button about-version', 'aria-describedby': 'about-version-hint' },
		h('span', { class: 'prow-label' }, 'Version'),
		value,
	);
	const hint = h('span', { id: 'about-version-hint', class: 'sr-only' }, 'Press seven times for the developer options');
	const dev = developerSection();
	/**
	 * @param {string} label
	 * @param {string | null} sub
	 * @param {() => void} onclick
	 */
	const row = (label, sub, onclick) =>
		h(
			'button',
			{ type: 'button', class: 'prow prow-link prow-button', onclick },
			h('span', { class: 'prow-label' }, label),
			h('span', { class: 'prow-value' }, sub),
		);
	const sheets = () => import('./about-sheets.js');
	const version = () => state.meta?.server?.version ?? null;

	const el = h(
		'div',
		{ class: 'about' },
		h(
			'section',
			{ class: 'psection', 'aria-labelledby': 'about-title' },
			h('h2', { class: 'psection-title', id: 'about-title' }, 'About'),
			h(
				'div',
				{ class: 'pcard plist' },
				versionRow,
				row("What's New", 'This release', async () => (await sheets()).openWhatsNew(version() ?? value.textContent)),
				row('Licences', 'Open-source software', async () => (await sheets()).openLicences()),
				row('Privacy', 'What is stored where', async () => (await sheets()).openPrivacy()),
				h(
					'a',
					{ class: 'prow prow-link', href: '/api/openapi.yaml', target: '_blank', rel: 'noopener' },
					h('span', { class: 'prow-label' }, 'HTTP API'),
					h('span', { class: 'prow-value' }, 'OpenAPI document'),
				),
			),
			hint,
		),
		dev.el,
	);

	const show = (/** @type {string | null | undefined} */ api) => {
		value.textContent = version() ?? api ?? 'unknown';
	};
	apiVersion.then(show, () => show(null));
	on('meta', () => show(null));

	let taps = 0;
	let last = 0;
	versionRow.addEventListener('click', () => {
		if (developerUnlocked()) {
			dev.show();
			return;
		}
		const now = performance.now();
		taps = now - last < TAP_GAP_MS ? taps + 1 : 1;
		last = now;
		const left = TAPS - taps;
		if (left <= 0) {
			taps = 0;
			unlockDeveloper();
			dev.show();
			toast('Developer options unlocked');
		} else if (left <= 3) {
			announce(`${left} more to the developer options`);
		}
	});
	return { el };
}
