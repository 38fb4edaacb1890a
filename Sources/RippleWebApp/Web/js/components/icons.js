// Ripple's own icon set: 24×24 stroke icons, drawn for this app. `icon(name)` returns SVG markup.

/** @type {Record<string, string>} */
const P = {
	// Interface
	plus: 'M12 5v14M5 12h14',
	minus: 'M5 12h14',
	close: 'M6 6l12 12M18 6 6 18',
	check: 'M5 12.5l4.5 4.5L19 7',
	dot: '<circle cx="12" cy="12" r="4.5" fill="currentColor" stroke="none"/>',
	'chevron-right': 'M9 6l6 6-6 6',
	'chevron-left': 'M15 6l-6 6 6 6',
	'chevron-down': 'M6 9l6 6 6-6',
	more: '<circle cx="5" cy="12" r="1.7" fill="currentColor" stroke="none"/><circle cx="12" cy="12" r="1.7" fill="currentColor" stroke="none"/><circle cx="19" cy="12" r="1.7" fill="currentColor" stroke="none"/>',
	info: '<circle cx="12" cy="12" r="9"/><path d="M12 11v6"/><circle cx="12" cy="7.6" r="1.2" fill="currentColor" stroke="none"/>',
	edit: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
	skip: 'M6 5l9 7-9 7V5zM18 5v14',
	x: 'M7 7l10 10M17 7 7 17',
	trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
	archive: 'M3 4h18v4H3zM5 8v12h14V8M10 12h4',
	unarchive: 'M3 4h18v4H3zM5 8v12h14V8M12 17v-6M9.5 13.5 12 11l2.5 2.5',
	flame: 'M12 3c.8 3 5 5.2 5 10a5 5 0 0 1-10 0c0-2.6 1.6-4.3 2.6-5.2.1 1.7.9 2.7 2 3.1C11.5 8 10.8 5.6 12 3z',
	home: 'M4 11l8-7 8 7M6 9.5V20h4v-5h4v5h4V9.5',
	list: 'M9 6h11M9 12h11M9 18h11<circle cx="4.5" cy="6" r="1.2" fill="currentColor" stroke="none"/><circle cx="4.5" cy="12" r="1.2" fill="currentColor" stroke="none"/><circle cx="4.5" cy="18" r="1.2" fill="currentColor" stroke="none"/>',
	chart: 'M5 20v-8M12 20V5M19 20v-5M3 20h18',
	person: '<circle cx="12" cy="8" r="4"/><path d="M4.5 20c1.4-3.6 4.3-5.5 7.5-5.5s6.1 1.9 7.5 5.5"/>',
	bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 21h4',
	note: 'M5 4h10l4 4v12H5zM15 4v4h4M8 12h8M8 16h6',
	search: '<circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/>',
	filter: '<path d="M4 6h16M7 12h10M10 18h4"/>',
	undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
	'cloud-off': 'M3 3l18 18M8 8a5 5 0 0 0-1.5 9.5H17M10 5.5A6 6 0 0 1 18 10a4 4 0 0 1 2.5 6.5',
	warning: 'M12 4 2.5 20h19L12 4zM12 10v4.5<circle cx="12" cy="17.3" r="1.1" fill="currentColor" stroke="none"/>',
	share: 'M12 15V4M8 8l4-4 4 4M5 13v6h14v-6',
	image:
		'<rect x="3" y="4" width="18" height="16" rx="3"/><circle cx="8.5" cy="9.5" r="1.8"/><path d="M20.5 15.5 15.5 10.5 6 20"/>',
	// Fitness
	run: '<circle cx="15.5" cy="4.5" r="2"/><path d="M9 21l2.5-5 3 2.5V22M7 10.5l3.5-2.5h4l2 3.5 3 1M10.5 8l-1 6.5 2 1.5M9.5 14.5 6 17H3"/>',
	walk: '<circle cx="13" cy="4.5" r="2"/><path d="M11 8.5l-2 5.5 3 3v4.5M11 8.5l3 .5 1.5 4 2.5 1M12 17l-2.5 4.5M9 14l-3 1.5"/>',
	bike: '<circle cx="6" cy="16.5" r="3.5"/><circle cx="18" cy="16.5" r="3.5"/><path d="M6 16.5l4-7.5h5.5l2.5 7.5M10 9l2.5 7.5h-6M14.5 5.5h2.5l-1.5 3.5"/>',
	swim: '<circle cx="16.5" cy="7" r="2"/><path d="M3 16.5c2 0 2 1.5 4 1.5s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 2 1.5M3 20.5c2 0 2 1.5 4 1.5s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M6.5 13.5 11 9l3.5 3.5"/>',
	dumbbell: 'M6.5 7v10M17.5 7v10M3.5 9.5v5M20.5 9.5v5M6.5 12h11',
	yoga: '<circle cx="12" cy="4.5" r="2"/><path d="M12 8v6M5 10.5l7 2 7-2M7.5 20l4.5-6 4.5 6M5 20h14"/>',
	mountain: 'M3 20l6.5-11 4 6.5 2.5-3.5L21 20zM8 13.5l1.5 1.5 1.5-1',
	ball: '<circle cx="12" cy="12" r="9"/><path d="M12 7.5l4 3-1.5 4.5h-5L8 10.5zM12 3v4.5M16 10.5l4.5-1.5M14.5 15l2.5 4M9.5 15 7 19M8 10.5 3.5 9"/>',
	// Health
	water: 'M12 3s6 6.6 6 11a6 6 0 0 1-12 0c0-4.4 6-11 6-11zM9 14.5a3 3 0 0 0 3 3',
	glass: 'M6 4h12l-1.6 16H7.6zM6.5 9h11',
	apple:
		'M12 7.5C10 6 5 6 5 12c0 4.8 3 9 5 9 1 0 1.4-.5 2-.5s1 .5 2 .5c2 0 5-4.2 5-9 0-6-5-6-7-4.5zM12 7.5c0-2.2 1-3.6 3-4.5',
	leaf: 'M5 19C5 10 11 5 20 5c0 9-5 14-14 14zM5 19l8.5-8.5',
	pill: 'M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7zM7 7l10 10',
	heart: 'M12 20s-7.2-4.4-8.6-9A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 8.6 4C19.2 15.6 12 20 12 20z',
	tooth:
		'M7.5 4C5.2 4 4 5.6 4 8c0 3 1.6 5 2 8 .3 2.2 1 4 2 4s1.6-2 2-4.4c.3-1.2.8-1.6 2-1.6s1.7.4 2 1.6c.4 2.4 1 4.4 2 4.4s1.7-1.8 2-4c.4-3 2-5 2-8 0-2.4-1.2-4-3.5-4-2 0-2.8 1-4.5 1S9.5 4 7.5 4z',
	bed: 'M3 18V6M3 14h18v4M21 14v-1.5a3 3 0 0 0-3-3h-7V14<circle cx="7" cy="11" r="1.8"/>',
	moon: 'M20 14.5A8 8 0 1 1 9.5 4 6.5 6.5 0 0 0 20 14.5z',
	'no-smoking': 'M3 14h12v4H3zM18 14v4M21 14v4M18 11c0-2-2-2-2-4M4 4l16 16',
	coffee:
		'M4 9h12v5.5A5.5 5.5 0 0 1 10.5 20h-1A5.5 5.5 0 0 1 4 14.5zM16 11h1.5a2.5 2.5 0 0 1 0 5H16M8 3.5v2.5M12 3.5v2.5',
	scale: '<rect x="4" y="4" width="16" height="16" rx="4"/><path d="M8.5 10a5 5 0 0 1 7 0M12 10l1.5-1.5"/>',
	// Mind
	smile:
		'<circle cx="12" cy="12" r="9"/><path d="M8.5 14.5c1 1.3 2.2 2 3.5 2s2.5-.7 3.5-2"/><circle cx="9" cy="9.8" r="1.1" fill="currentColor" stroke="none"/><circle cx="15" cy="9.8" r="1.1" fill="currentColor" stroke="none"/>',
	sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4"/>',
	sparkles:
		'M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8zM18.5 15l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z',
	journal: '<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M9 7.5h6M9 11.5h6M9 15.5h3.5"/>',
	bulb: 'M9.5 18h5M10.5 21h3M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z',
	star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z',
	lotus:
		'M12 19c-3 0-8-1.5-9-6 3 0 5.5 1 7 2.5M12 19c3 0 8-1.5 9-6-3 0-5.5 1-7 2.5M12 19c-2-1.5-3.5-4-3.5-7S10 6.5 12 5c2 1.5 3.5 4 3.5 7s-1.5 5.5-3.5 7z',
	// Learning
	book: 'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 1 6.5 18H20v3H6.5',
	graduation: 'M2 9l10-5 10 5-10 5zM6 11v5c3.2 2.2 8.8 2.2 12 0v-5M22 9v5',
	code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
	globe:
		'<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z"/>',
	music: 'M9 18V5.5l11-2V16<circle cx="6" cy="18" r="3"/><circle cx="17" cy="16" r="3"/>',
	palette:
		'M12 3a9 9 0 0 0 0 18c1.4 0 2-.9 2-1.9 0-1.2-1-1.5-1-2.6 0-1 .9-1.5 2-1.5h2a4 4 0 0 0 4-4C21 6.6 17 3 12 3z<circle cx="7.5" cy="11" r="1.2" fill="currentColor" stroke="none"/><circle cx="10" cy="7" r="1.2" fill="currentColor" stroke="none"/><circle cx="15" cy="7" r="1.2" fill="currentColor" stroke="none"/>',
	camera:
		'<rect x="3" y="7" width="18" height="13" rx="2.5"/><path d="M8 7l1.8-3h4.4L16 7"/><circle cx="12" cy="13.5" r="3.5"/>',
	pen: 'M4 20l1-5L16 4l4 4L9 19zM14 6l4 4',
	// Work
	briefcase:
		'<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18"/>',
	laptop: '<rect x="4" y="5" width="16" height="11" rx="1.5"/><path d="M2 20h20"/>',
	target:
		'<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5"/><circle cx="12" cy="12" r="1.2" fill="currentColor"/>',
	mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.5 7l8.5 6 8.5-6"/>',
	'check-circle': '<circle cx="12" cy="12" r="9"/><path d="M8 12.5l3 3 5-6"/>',
	clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>',
	calendar: '<rect x="3" y="5" width="18" height="16" rx="2.5"/><path d="M3 10h18M8 3v4M16 3v4"/>',
	// Home & social
	house: 'M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
	broom: 'M19 3l-6.5 7.5M9.5 10.5l4 4M5 21c-1-3.5.3-7.5 4.5-10.5l4 4C10.5 18.7 8.5 20.3 5 21zM7.5 17.5l2-2',
	plant: 'M12 21v-9M12 12c0-4-3-7-7-7 0 4 3 7 7 7zM12 14.5c0-3.5 2.5-6 6-6 0 3.5-2.5 6-6 6zM7 21h10',
	phone: '<rect x="7" y="2.5" width="10" height="19" rx="2.5"/><path d="M11 18h2"/>',
	users:
		'<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c.8-3.5 3.3-5.5 6.5-5.5s5.7 2 6.5 5.5"/><circle cx="17" cy="9" r="2.5"/><path d="M17 14.5c2.3.3 3.8 2 4.5 4.5"/>',
	gift: '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M5 12v9h14v-9M12 8v13M12 8C10.5 5 7 4 7 6.5 7 8 10 8 12 8zm0 0c1.5-3 5-4 5-1.5C17 8 14 8 12 8z"/>',
	coin: '<circle cx="12" cy="12" r="9"/><path d="M14.6 9.5c-.5-1-1.5-1.5-2.6-1.5-1.5 0-2.6.8-2.6 2s1 1.6 2.6 2 2.6.8 2.6 2-1.1 2-2.6 2c-1.1 0-2.1-.5-2.6-1.5M12 6.5V8M12 16v1.5"/>',
	paw: '<circle cx="7" cy="10" r="1.8"/><circle cx="10.5" cy="6" r="1.8"/><circle cx="15" cy="6.5" r="1.8"/><circle cx="18" cy="10.5" r="1.8"/><path d="M12.5 12c2.5 0 5 3.5 5 6 0 1.8-1.5 2.5-3 2.2-1-.2-1.5-.7-2-.7s-1 .5-2 .7c-1.5.3-3-.4-3-2.2 0-2.5 2.5-6 5-6z"/>',
};

/**
 * Icons offered in the picker, grouped, with search keywords.
 * @type {[string, Record<string, string>][]}
 */
export const ICON_GROUPS = [
	[
		'Fitness',
		{
			run: 'running jog cardio',
			walk: 'walking steps',
			bike: 'cycling bicycle',
			swim: 'swimming pool',
			dumbbell: 'gym weights strength workout exercise',
			yoga: 'stretch pilates',
			mountain: 'hike outdoors climb',
			ball: 'sports football soccer',
		},
	],
	[
		'Health',
		{
			water: 'drink hydrate',
			glass: 'drink water cup',
			apple: 'fruit eat food diet',
			leaf: 'vegetables green vegan',
			pill: 'medicine vitamins supplement',
			heart: 'cardio love health',
			tooth: 'floss brush dental teeth',
			bed: 'sleep rest nap',
			moon: 'sleep night evening',
			'no-smoking': 'quit smoke cigarette',
			coffee: 'caffeine tea cup',
			scale: 'weight body',
		},
	],
	[
		'Mind',
		{
			lotus: 'meditate mindfulness calm',
			smile: 'mood happy gratitude',
			sun: 'morning sunlight',
			sparkles: 'magic joy',
			journal: 'diary write notes',
			bulb: 'idea think',
			star: 'favourite goal',
			flame: 'fire streak energy',
		},
	],
	[
		'Learning',
		{
			book: 'read reading',
			graduation: 'study school course',
			code: 'programming coding',
			globe: 'language travel world',
			music: 'practice instrument song',
			palette: 'art draw paint',
			camera: 'photo photography',
			pen: 'write writing',
		},
	],
	[
		'Work',
		{
			dot: 'plain default simple',
			briefcase: 'job work office',
			laptop: 'computer focus',
			target: 'goal focus aim',
			mail: 'email inbox',
			check: 'done task todo',
			'check-circle': 'done complete',
			clock: 'time schedule',
			calendar: 'plan date',
		},
	],
	[
		'Home & social',
		{
			house: 'home chores',
			broom: 'clean tidy',
			plant: 'garden water plants',
			phone: 'call family screen',
			users: 'friends social family',
			gift: 'kindness give',
			coin: 'money save budget finance',
			paw: 'pet dog cat walk',
		},
	],
];

const IMAGE = /^img:([0-9a-f]{32})$/;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
/** @param {string} text */
const attr = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The image of an icon the user uploaded (`img:` and its digest), or null for any other icon.
 * @param {string | null | undefined} name
 */
export function iconImage(name) {
	const m = IMAGE.exec(name ?? '');
	return m ? `/api/v1/icons/${m[1]}.png` : null;
}

/**
 * The first emoji of `text`, whole (a skin tone, a flag or a joined emoji is one), or null.
 * @param {string | null | undefined} text
 */
export function firstEmoji(text) {
	if (!text || !EMOJI.test(text)) return null;
	const graphemes =
		typeof Intl.Segmenter === 'function'
			? [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((g) => g.segment)
			: [...text];
	return graphemes.find((g) => EMOJI.test(g)) ?? null;
}

let watching = false;
/**
 * An uploaded icon whose image cannot be had (offline and never kept, or gone) becomes the plain
 * dot, at the image's size, so no card shows a broken image.
 */
function fallBackOnError() {
	if (watching || typeof document === 'undefined') return;
	watching = true;
	document.addEventListener(
		'error',
		(e) => {
			const img = e.target;
			if (!(img instanceof HTMLImageElement) || !img.classList.contains('icon-img')) return;
			const t = document.createElement('template');
			t.innerHTML = icon('dot', { size: Number(img.getAttribute('width')) || 24 });
			img.replaceWith(t.content);
		},
		true,
	);
}

/**
 * Markup for an icon: one of ours as SVG, an uploaded image (`img:<digest>`) or an emoji at the
 * same size; unknown names fall back to a plain dot (never a check mark, which reads as done).
 * @param {string} name
 * @param {{size?: number, stroke?: number, label?: string}} options
 * @returns {string}
 */
export function icon(name, { size = 24, stroke = 2, label } = {}) {
	const a11y = label ? `role="img" aria-label="${attr(label)}"` : 'aria-hidden="true" focusable="false"';
	const image = iconImage(name);
	if (image) {
		fallBackOnError();
		return `<img class="icon-img" src="${image}" alt="${attr(label ?? '')}" width="${size}" height="${size}" loading="lazy" decoding="async" draggable="false">`;
	}
	const own = Object.hasOwn(P, name) ? P[name] : null;
	const emoji = own ? null : firstEmoji(name);
	if (emoji)
		return `<svg class="icon-emoji" ${a11y} width="${size}" height="${size}" viewBox="0 0 24 24"><text x="12" y="13" font-size="19" text-anchor="middle" dominant-baseline="middle">${attr(emoji)}</text></svg>`;
	const body = own ?? P.dot;
	const inner = body.startsWith('<')
		? body
		: body.includes('<')
			? `<path d="${body.slice(0, body.indexOf('<'))}"/>${body.slice(body.indexOf('<'))}`
			: `<path d="${body}"/>`;
	return `<svg ${a11y} width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${inner}</svg>`;
}

/** The Ripple mark: concentric ripples. */
export function rippleMark(size = 40) {
	return `<svg aria-hidden="true" width="${size}" height="${size}" viewBox="0 0 48 48" fill="none"><circle cx="24" cy="24" r="5" fill="currentColor"/><circle cx="24" cy="24" r="11" stroke="currentColor" stroke-width="3" opacity=".75"/><circle cx="24" cy="24" r="18" stroke="currentColor" stroke-width="3" opacity=".45"/></svg>`;
}
