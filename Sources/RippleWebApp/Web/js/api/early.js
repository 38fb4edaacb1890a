// Started by index.html before the modules load, so the boot's requests (Today, meta, and the
// goals when the app opens on Today, whose coach cards come with its habits) travel while they
// do: js/api/request.js takes each once.
(function early() {
	var get = (/** @type {string} */ p) => fetch(`/api/v1${p}`, { cache: 'no-store' }).catch(() => null);
	/** @type {Record<string, Promise<Response | null>>} */
	var requests = { '/today': get('/today'), '/meta': get('/meta') };
	if (['', '#', '#/', '#/today'].includes(location.hash)) requests['/goals'] = get('/goals');
	window.__early = requests;
})();
