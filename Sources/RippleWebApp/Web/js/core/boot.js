// Runs before first paint, as a classic script the page carries in <head>: picks the colour scheme
// the style sheets follow, the colour theme (css/themes.css) and, when seasonal accents are on, the
// season last seen (js/core/palettes.js keeps both). (js/api/early.js starts the first Today request.)
(function boot() {
	var root = document.documentElement;
	var theme = null;
	var palette = null;
	var season = null;
	try {
		theme = localStorage.getItem('ripple.theme');
		palette = localStorage.getItem('ripple.palette');
		season = localStorage.getItem('ripple.seasonal') === 'on' ? localStorage.getItem('ripple.season') : null;
	} catch {
		/* storage blocked */
	}
	if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
	var dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
	root.dataset.scheme = dark ? 'dark' : 'light';
	if (palette && /^[a-z]+$/.test(palette) && palette !== 'ripple') root.dataset.palette = palette;
	if (season && /^[a-z]+$/.test(season)) root.dataset.season = season;
})();
