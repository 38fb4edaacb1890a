// Profile → Developer Options, once unlocked from About: the engine's build (a digest of the
// WebAssembly module this browser runs), the server's version and store, the app's caches with a
// button to clear them, a way back into onboarding, and hiding the section again.
import { h } from '../../core/dom.js';
import { state } from '../../core/store.js';
import { engineModuleBytes } from '../../api/engine.js';
import { toast } from '../../components/ui.js';
import { saveSettings } from './settings.js';

const KEY = 'ripple.developer';
/**
 * The server's stores, by name.
 * @type {Record<string, string>}
 */
const STORES = { sqlite: 'SQLite', postgresql: 'PostgreSQL' };

export function developerUnlocked() {
	try {
		return localStorage.getItem(KEY) === 'on';
	} catch {
		return false;
	}
}

export function unlockDeveloper() {
	try {
		localStorage.setItem(KEY, 'on');
	} catch {
		/* private mode: for this visit only */
	}
}

function lock() {
	try {
		localStorage.removeItem(KEY);
	} catch {
		/* ignore */
	}
}

/** The section; hidden until unlocked. `show()` reveals it and reads its values. */
export function developerSection() {
	const engine = h('span', { class: 'prow-value dev-engine' }, '…');
	const server = h('span', { class: 'prow-value dev-server' }, '…');
	const store = h('span', { class: 'prow-value dev-store' }, '…');
	const cached = h('span', { class: 'prow-value dev-caches' }, '…');
	const value = (/** @type {string} */ label, /** @type {HTMLElement} */ v) =>
		h('div', { class: 'prow' }, h('span', { class: 'prow-label' }, label), v);
	const action = (/** @type {string} */ label, /** @type {() => void} */ onclick, danger = false) =>
		h(
			'button',
			{ type: 'button', class: `prow prow-button${danger ? ' is-danger' : ''}`, onclick },
			h('span', { class: 'prow-label' }, label),
		);
	const title = h('h2', { class: 'psection-title', id: 'dev-title', tabindex: '-1' }, 'Developer Options');
	const el = h(
		'section',
		{ class: 'psection dev', 'aria-labelledby': 'dev-title', hidden: true },
		title,
		h(
			'div',
			{ class: 'pcard plist' },
			value('Engine build', engine),
			value('Server', server),
			value('Store', store),
			value('Cached', cached),
			action('Clear caches', () => clearCaches(cached)),
			action('Show onboarding again', () =>
				saveSettings({ onboardingDone: false }).then((s) => {
					if (s) toast('Onboarding shows on the next start');
				}),
			),
			action('Hide developer options', () => {
				lock();
				el.hidden = true;
			}),
		),
	);

	function show({ focus = true } = {}) {
		el.hidden = false;
		const s = state.meta?.server;
		server.textContent = s?.version ?? 'unknown';
		store.textContent = STORES[s?.store ?? ''] ?? s?.store ?? 'unknown';
		readEngine(engine);
		readCaches(cached);
		if (!focus) return;
		title.focus({ preventScroll: true });
		el.scrollIntoView?.({ block: 'nearest' });
	}

	if (developerUnlocked()) queueMicrotask(() => show({ focus: false }));
	return { el, show };
}

/**
 * Deletes every cache the app keeps here, then shows what is left in `cached`.
 * @param {HTMLElement} cached
 */
async function clearCaches(cached) {
	if (!('caches' in window)) {
		toast('This browser keeps no caches');
		return;
	}
	for (const key of await caches.keys()) await caches.delete(key);
	await readCaches(cached);
	toast('Caches cleared');
}

/**
 * Shows in `cached` how many caches the app keeps here, and their names as its title.
 * @param {HTMLElement} cached
 */
async function readCaches(cached) {
	if (!('caches' in window)) {
		cached.textContent = 'None';
		return;
	}
	const keys = await caches.keys();
	cached.textContent = keys.length ? `${keys.length} ${keys.length === 1 ? 'cache' : 'caches'}` : 'None';
	cached.title = keys.join(', ');
}

/**
 * Shows in `engine` the engine build's fingerprint and size.
 * @param {HTMLElement} engine
 */
async function readEngine(engine) {
	try {
		const bytes = await engineModuleBytes();
		const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
		const hex = [...digest.slice(0, 6)].map((b) => b.toString(16).padStart(2, '0')).join('');
		engine.textContent = `${hex} · ${Math.round(bytes.byteLength / 1024)} KB`;
	} catch {
		engine.textContent = 'Unavailable';
	}
}
