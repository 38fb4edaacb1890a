// Runs before first paint, as a classic script the page carries in <head>: picks the colour scheme
// the style sheets follow. (js/api/early.js starts the first Today request.)
(function boot() {
	var root = document.documentElement;
	var theme = null;
	try {
		theme = localStorage.getItem('ripple.theme');
	} catch {
		/* storage blocked */
	}
	if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
	var dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
	root.dataset.scheme = dark ? 'dark' : 'light';
})();
