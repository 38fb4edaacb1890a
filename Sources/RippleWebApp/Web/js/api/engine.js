// The API client (js/api/): the engine module's bytes, for js/engine/engine.js. Not an API
// operation: a static file of the web app (Sources/RippleWebApp/Web/engine/ripple.wasm, built by
// scripts/build-wasm), fetched here because only the API client calls fetch.

/** Where the engine module is served. */
const ENGINE_URL = '/engine/ripple.wasm';

/**
 * The compiled engine module's bytes (from the service worker's cache when offline).
 * @returns {Promise<ArrayBuffer>}
 */
export async function engineModuleBytes() {
	// At its hashed URL when the page's import map names one (cached for good), else as it is.
	const res = await fetch(import.meta.resolve(ENGINE_URL), { credentials: 'same-origin' });
	if (!res.ok) throw new Error(`engine module: HTTP ${res.status}`);
	return res.arrayBuffer();
}
