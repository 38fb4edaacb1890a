// Started by index.html before the modules load, so the boot's requests (Today, meta) travel
// while they do: js/api/request.js takes each once.
(function early() {
  var get = function (/** @type {string} */ p) { return fetch('/api/v1' + p, { cache: 'no-store' }).catch(function () { return null; }); };
  window.__early = { '/today': get('/today'), '/meta': get('/meta') };
})();
