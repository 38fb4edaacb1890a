// The first Today request, started by index.html as a classic script before the modules load, so
// it travels while they do; the client's `today()` picks it up (js/api/shell.js).
// Not with the app lock on: nothing is asked for before the person unlocks (js/lock/).
(function earlyToday() {
  try { if (localStorage.getItem('ripple.lock') != null) return; } catch (e) { /* storage blocked */ }
  window.__todayRequest = fetch('/api/v1/today', { headers: { Accept: 'application/json' }, cache: 'no-store' }).catch(function () { return null; });
})();
