// Runs before first paint, as a classic script in <head> (the CSP allows no inline script): picks
// the colour scheme the style sheets follow, and starts the first Today request so it travels
// while the modules load (js/api.js picks it up).
(function boot() {
  var root = document.documentElement;
  var theme = null;
  try { theme = localStorage.getItem('ripple.theme'); } catch (e) { /* storage blocked */ }
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  var dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  root.dataset.scheme = dark ? 'dark' : 'light';
  window.__todayRequest = fetch('/api/v1/today', { headers: { Accept: 'application/json' }, cache: 'no-store' }).catch(function () { return null; });
})();
