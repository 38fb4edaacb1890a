// The one way the app talks to the server: JSON in and out, API errors thrown as ApiError, the
// worker's offline answers recognised. It keeps no app state: what the app does around each
// request (the "writes idle" signal, the offline flag, signing in again) is js/core/net.js's,
// told through `observers`.

const BASE = '/api/v1';
/** Reads kept sealed under the app lock (set by js/lock/sealed-reads.js). */
export const readCache = {
	/** @type {((url: string, text: string) => void) | null} */ keep: null,
	/** @type {((url: string) => Promise<string | null>) | null} */ find: null,
};
const OFFLINE = "You're offline. Changes can't be saved right now.";

/**
 * Private mode's words (set by js/private/session.js while it is on; none: answers pass as sent).
 * `seal` takes a write's words out before it is sent and seals them (what to send, and what to do
 * with the answer); `open` puts them back into an answer. A request with `plain` passes untouched (private mode's own, and turning it off).
 */
export const privateWords = {
	/** @type {((method: string, path: string, body: any) => Promise<{body?: any, local?: any, after?: (answer: any) => Promise<void>}>) | null} */ seal: null,
	/** @type {((answer: any, path: string) => Promise<any>) | null} */ open: null,
	// While private mode opens at the start, every other request waits for it: none goes unsealed,
	// no answer is drawn without its words.
	/** @type {Promise<unknown> | null} */ opening: null,
};

/**
 * Who watches the requests (set once by js/core/net.js; none: nobody is told). `begin` sees a
 * request start and may give back what to call when it settles; `reached` hears whether the
 * server answered (false: no answer, or the worker's cached copy); `refused` sees each refusal.
 */
export const observers = {
	/** @type {((method: string) => (() => void) | null) | null} */ begin: null,
	/** @type {((reached: boolean) => void) | null} */ reached: null,
	/** @type {((error: ApiError) => void) | null} */ refused: null,
};

/** An answer the API refused, or no answer at all (`status` 0, `offline`). */
export class ApiError extends Error {
	/**
	 * @param {number} status the HTTP status (0 when the server could not be reached)
	 * @param {string} code the API's error code (`offline` when unreachable)
	 * @param {string} message a sentence a user can read
	 * @param {string | null} [field] the request field the error names
	 */
	constructor(status, code, message, field) {
		super(message);
		this.status = status;
		this.code = code;
		/** @type {string | null} */
		this.field = field ?? null;
	}

	get offline() {
		return this.status === 0;
	}

	/** Accounts mode: no session; the app asks the user to sign in. */
	get unauthenticated() {
		return this.status === 401 && this.code === 'unauthenticated';
	}
}

/**
 * How a request is sent and its answer read.
 * @typedef {object} RequestOptions
 * @property {Record<string, unknown>} [query] query parameters (null, undefined and '' are left out)
 * @property {unknown} [body] sent as JSON, or as it is when a Blob/ArrayBuffer/string with `raw`
 * @property {boolean} [raw] send `body` as it is (a file's bytes or text) instead of JSON
 * @property {string} [type] the Content-Type of a `raw` body (a file's own type) when not the default
 * @property {'json' | 'text' | 'file'} [as] how to read the answer (default JSON; `file` = {blob, name})
 * @property {boolean} [keepalive] let the request outlive the page (a delete sent on pagehide)
 * @property {AbortSignal} [signal] cancels the request (a newer search replaces it): the call then
 *   rejects with the DOM's AbortError, never an offline error
 * @property {string} [offlineText] the error's message when the server cannot be reached
 * @property {(sent: number, total: number) => void} [onUpload] told how much of `body` has been sent
 *   (the request goes by XMLHttpRequest, whose upload reports progress; fetch's does not)
 * @property {boolean} [plain] private mode leaves the body and the answer as they are
 */

/** `?a=1&b=2` from the parameters that have a value; a space is sent as %20 (the server reads a
 * `+` as itself, as RFC 3986 has it, not as a space). */
function queryString(/** @type {Record<string, unknown>} */ params = {}) {
	const s = Object.entries(params)
		.filter(([, v]) => v != null && v !== '')
		.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
		.join('&');
	return s ? `?${s}` : '';
}

/** A path segment, escaped. */
export const seg = (/** @type {string | number} */ v) => encodeURIComponent(String(v));

/**
 * Sends one request to the API. `path` is relative to /api/v1 unless it starts with /api/.
 * @param {'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} method
 * @param {string} path
 * @param {RequestOptions} [options]
 * @returns {Promise<any>} the decoded answer (null for 204); any, since each
 *   API function's JSDoc names its answer
 */
export async function request(method, path, options = {}) {
	const release = observers.begin?.(method);
	try {
		if (!options.plain) await privateWords.opening?.catch(() => {});
		const { seal, open } = options.plain || options.raw ? { seal: null, open: null } : privateWords;
		const sealed = seal ? await seal(method, path, options.body) : null;
		// Answered on this device (the coach's planning in private mode): nothing is sent.
		if (sealed && 'local' in sealed) return sealed.local;
		const answer = await send(method, path, sealed ? { ...options, body: sealed.body } : options);
		await sealed?.after?.(answer);
		return open && answer && typeof answer === 'object' && !options.as ? await open(answer, path) : answer;
	} finally {
		release?.();
	}
}

/**
 * @param {string} method
 * @param {string} path
 * @param {RequestOptions} options
 */
async function send(method, path, options) {
	/** @type {Record<string, string>} */
	const headers = { Accept: options.as === 'text' ? 'application/yaml, text/plain' : 'application/json' };
	/** @type {RequestInit} */
	const init = { method, headers, cache: 'no-store' };
	if (options.keepalive) init.keepalive = true;
	if (options.signal) init.signal = options.signal;
	const { body } = options;
	if (body !== undefined) {
		if (options.raw) {
			headers['Content-Type'] =
				options.type ?? (typeof body === 'string' ? 'application/json' : 'application/octet-stream');
			init.body = /** @type {BodyInit} */ (body);
		} else {
			headers['Content-Type'] = 'application/json';
			init.body = JSON.stringify(body);
		}
	}
	const url = (path.startsWith('/api/') ? path : BASE + path) + queryString(options.query);
	/** @type {Response | null} */
	let res = null;
	try {
		// A GET started by index.html (js/api/early.js), taken once; refused (401) it was sent before
		// a sign-in that may since have happened, so it is asked again.
		const early = method === 'GET' ? window.__early?.[path] : null;
		if (early) delete window.__early?.[path];
		res = early ? await early : null;
		if (res?.status === 401) res = null;
		res ??= options.onUpload ? await upload(url, init, options.onUpload) : await fetch(url, init);
	} catch (e) {
		if (options.signal?.aborted) throw e;
		res = null;
	}
	// No answer, or the worker's "offline, nothing cached".
	const served = res?.headers.get('X-Ripple-Offline');
	if (!res || served === 'none') {
		observers.reached?.(false);
		const kept = method === 'GET' ? await readCache.find?.(url) : null;
		if (kept) return JSON.parse(kept);
		throw new ApiError(0, 'offline', options.offlineText ?? OFFLINE);
	}
	observers.reached?.(served !== '1'); // '1': a cached answer, served by sw.js while the network failed
	if (!res.ok) {
		let error = null;
		try {
			error = JSON.parse(await res.text())?.error;
		} catch {
			error = null;
		}
		const refused = new ApiError(
			res.status,
			error?.code ?? 'error',
			error?.message ?? `Something went wrong (${res.status}).`,
			error?.field,
		);
		observers.refused?.(refused);
		throw refused;
	}
	if (res.status === 204) return null;
	if (options.as === 'file') return { blob: await res.blob(), name: fileName(res) };
	const text = await res.text();
	if (method === 'GET' && !served) readCache.keep?.(url, text);
	if (options.as === 'text') return text;
	try {
		return text ? JSON.parse(text) : null;
	} catch {
		return null;
	}
}

/**
 * Sends `init` by XMLHttpRequest, telling `onUpload` how much of the body has gone, and answers
 * the Response fetch would have (rejects, as fetch does, when no answer comes).
 * @param {string} url
 * @param {RequestInit} init
 * @param {(sent: number, total: number) => void} onUpload
 * @returns {Promise<Response>}
 */
function upload(url, init, onUpload) {
	return new Promise((resolve, reject) => {
		const xhr = new XMLHttpRequest();
		xhr.open(init.method ?? 'GET', url);
		xhr.responseType = 'blob';
		for (const [k, v] of Object.entries(init.headers ?? {})) xhr.setRequestHeader(k, v);
		xhr.upload.addEventListener('progress', (e) => {
			if (e.lengthComputable) onUpload(e.loaded, e.total);
		});
		xhr.upload.addEventListener('load', () => onUpload(1, 1));
		xhr.addEventListener('load', () => {
			const headers = new Headers();
			for (const line of xhr
				.getAllResponseHeaders()
				.trim()
				.split(/[\r\n]+/)) {
				const at = line.indexOf(':');
				if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
			}
			const empty = xhr.status === 204 || xhr.status === 304;
			resolve(new Response(empty ? null : xhr.response, { status: xhr.status, headers }));
		});
		for (const type of ['error', 'abort', 'timeout'])
			xhr.addEventListener(type, () => reject(new TypeError('Failed to fetch')));
		xhr.send(/** @type {XMLHttpRequestBodyInit | null} */ (init.body ?? null));
	});
}

/** The file name of an attachment (Content-Disposition), or null. */
function fileName(/** @type {Response} */ res) {
	const m = /filename="?([^";]+)"?/i.exec(res.headers.get('Content-Disposition') ?? '');
	return m ? m[1] : null;
}
