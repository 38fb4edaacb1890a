// Tiny DOM helpers.

/** An element index.html always has (#overlay-root, #toast-root…). */
/** @param {string} id */
export const byId = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * Creates an element: h('button', {class: 'x', onclick: f, 'aria-label': 'y'}, 'text', child).
 * @param {string} tag
 * @param {Record<string, any> | null} [props] any: by its key a value is an attribute, a property, a listener, a style or data
 * @param {...any} children any: nodes, strings, numbers, arrays of them, null and false (left out)
 * @returns {any} any for now: the screens use the element as the tag's kind (an input's value, a
 *   button's disabled) without a cast; `HTMLElementTagNameMap[tag]` once they are all annotated
 */
export function h(tag, props = {}, ...children) {
	const el = document.createElement(tag);
	for (const [k, v] of Object.entries(props ?? {})) {
		if (v == null || v === false) continue;
		if (k === 'class') el.className = v;
		else if (k === 'html') el.innerHTML = v;
		else if (k === 'style' && typeof v === 'object')
			for (const [sk, sv] of Object.entries(v))
				el.style.setProperty(sk.startsWith('--') ? sk : sk.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), sv);
		else if (k === 'dataset') Object.assign(el.dataset, v);
		else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
		else if (v === true) el.setAttribute(k, '');
		else if (k in el && !k.includes('-') && k !== 'list' && k !== 'form')
			/** @type {any} */ (el)[k] = v; // a property the tag has
		else el.setAttribute(k, v);
	}
	append(el, children);
	return el;
}

/**
 * Appends `children` (nested arrays flattened; null and false left out; text for the rest).
 * @param {Element} el
 * @param {any[]} children any: as h() takes them
 */
export function append(el, children) {
	for (const c of children.flat(Infinity)) {
		if (c == null || c === false) continue;
		el.append(c instanceof Node ? c : document.createTextNode(String(c)));
	}
	return el;
}

/**
 * The first element `sel` matches under `root`. any for now, as h(): the screens use it as the
 * element they know it is.
 * @param {string} sel
 * @param {ParentNode} [root]
 * @returns {any}
 */
export const $ = (sel, root = document) => root.querySelector(sel);
/**
 * Every element `sel` matches under `root`, as an array (any, as $()).
 * @param {string} sel
 * @param {ParentNode} [root]
 * @returns {any[]}
 */
export const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];

/**
 * Markup as a fragment (for trusted static strings such as icons).
 * @param {string} html
 */
export function frag(html) {
	const t = document.createElement('template');
	t.innerHTML = html;
	return t.content;
}

export const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Resolves when the element's animation or transition ends (or after `max` ms).
 * @param {Element} el
 */
export function settled(el, max = 700) {
	return new Promise((resolve) => {
		let done = false;
		const finish = () => {
			if (!done) {
				done = true;
				resolve(undefined);
			}
		};
		el.addEventListener('animationend', finish, { once: true });
		el.addEventListener('transitionend', finish, { once: true });
		setTimeout(finish, reducedMotion() ? Math.min(max, 220) : max);
	});
}

/**
 * Keeps Tab focus inside `root`; returns a function that removes the trap.
 * @param {HTMLElement} root
 */
export function trapFocus(root) {
	/** @param {KeyboardEvent} e */
	const onKey = (e) => {
		if (e.key !== 'Tab') return;
		const items = $$(
			'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])',
			root,
		).filter((n) => n.offsetParent !== null || n === document.activeElement);
		if (!items.length) return;
		const first = items[0],
			last = items[items.length - 1];
		if (e.shiftKey && (document.activeElement === first || !root.contains(document.activeElement))) {
			e.preventDefault();
			last.focus();
		} else if (!e.shiftKey && (document.activeElement === last || !root.contains(document.activeElement))) {
			e.preventDefault();
			first.focus();
		}
	};
	root.addEventListener('keydown', onKey);
	return () => root.removeEventListener('keydown', onKey);
}

/** The elements modals keep: each is the page's front while it is open. */
const modalLayers = new WeakSet();

/**
 * Marks everything but `keep` inert while a modal is open, the page's parts added meanwhile too
 * (a control the shell puts in once it is up must not take the focus behind the modal); returns
 * the undo function. Elements matching one of `spare` stay in use (the sidebar beside a screen).
 * @param {Element} keep
 * @param {string[]} [spare]
 */
export function inertOthers(keep, spare = []) {
	modalLayers.add(keep);
	/** @param {Element} n */
	const blocks = (n) =>
		n instanceof HTMLElement &&
		n !== keep &&
		!spare.some((s) => n.matches(s)) &&
		!n.contains(keep) &&
		!n.inert &&
		!['SCRIPT', 'STYLE'].includes(n.tagName) &&
		!n.matches('[aria-live], #announcer, .toast-root, #splash, #overlay-root');
	const nodes = [...document.body.children].filter(blocks);
	const layers = /** @type {HTMLElement[]} */ ([...(document.getElementById('overlay-root')?.children ?? [])]).filter(
		(n) => n !== keep && !n.contains(keep) && !n.inert,
	);
	const all = /** @type {HTMLElement[]} */ ([...nodes, ...layers]);
	all.forEach((n) => {
		n.inert = true;
	});
	const added = new MutationObserver((records) => {
		// A modal opened over this one (the sign-in screen) is the other's to manage.
		for (const r of records)
			for (const n of r.addedNodes)
				if (n instanceof HTMLElement && blocks(n) && !modalLayers.has(n)) {
					n.inert = true;
					all.push(n);
				}
	});
	added.observe(document.body, { childList: true });
	return () => {
		added.disconnect();
		all.forEach((n) => {
			n.inert = false;
		});
	};
}
