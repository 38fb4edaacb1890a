// The API client (js/api/): the engine modules' bytes, for js/engine/engine.js. Not an API
// operation: static files of the web app (Sources/RippleWebApp/Web/engine/*.wasm, built by
// scripts/build-wasm), fetched here because only the API client calls fetch.

/** Where each engine module is served: the engine's, and the coach's planner's. */
const URLS = { engine: '/engine/ripple.wasm', coach: '/engine/ripple-coach.wasm' };

/**
 * A compiled engine module's bytes (from the service worker's cache when offline).
 * @param {'engine' | 'coach'} [which]
 * @returns {Promise<ArrayBuffer>}
 */
export async function engineModuleBytes(which = 'engine') {
	// At its hashed URL when the page's import map names one (cached for good), else as it is.
	const res = await fetch(import.meta.resolve(URLS[which]), { credentials: 'same-origin' });
	if (!res.ok) throw new Error(`engine module: HTTP ${res.status}`);
	return res.arrayBuffer();
}
