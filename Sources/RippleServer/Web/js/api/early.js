// The first Today request, started by index.html as a classic script before the modules load, so
// it travels while they do; the client's `today()` picks it up (js/api/shell.js).
(function earlyToday() {
  window.__todayRequest = fetch('/api/v1/today', { headers: { Accept: 'application/json' }, cache: 'no-store' }).catch(function () { return null; });
})();
