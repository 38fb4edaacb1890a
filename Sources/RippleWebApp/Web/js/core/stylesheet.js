// Loads a tab's stylesheet once, on first use, so Today's first paint never waits for it.
/** @type {Map<string, Promise<unknown>>} */
const loading = new Map();

/**
 * Resolves when `href` (at its hashed URL) is applied, or after 1.5 s: a failed load never blocks
 * a screen.
 * @param {string} href
 * @returns {Promise<unknown>}
 */
export function loadStylesheet(href) {
	const loaded = loading.get(href);
	if (loaded) return loaded;
	/** @type {Promise<unknown>} */
	let p;
	const url = import.meta.resolve(href);
	if ([...document.styleSheets].some((l) => l.href === url)) p = Promise.resolve();
	else {
		const link = document.createElement('link');
		link.rel = 'stylesheet';
		link.href = url;
		p = new Promise((resolve) => {
			link.addEventListener('load', () => resolve(undefined), { once: true });
			link.addEventListener('error', () => resolve(undefined), { once: true });
			setTimeout(resolve, 1500);
		});
		document.head.append(link);
	}
	loading.set(href, p);
	return p;
}

/**
 * Hides `root` until the stylesheets are in, so nothing flashes unstyled.
 * @param {HTMLElement} root
 * @param {...string} hrefs
 */
export function styled(root, ...hrefs) {
	root.style.visibility = 'hidden';
	return Promise.all(hrefs.map(loadStylesheet)).then(() => {
		root.style.visibility = '';
	});
}
