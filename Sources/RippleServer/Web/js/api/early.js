// Started by index.html before the modules load, so the boot's requests (Today, meta) travel
// while they do: js/api/request.js takes each once.
(function early() {
	var get = (/** @type {string} */ p) => fetch(`/api/v1${p}`, { cache: 'no-store' }).catch(() => null);
	window.__early = { '/today': get('/today'), '/meta': get('/meta') };
})();
