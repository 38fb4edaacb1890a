// Loads css/stats.css once, on first use (the Statistics tab and the habit detail both need it), so
// Today's first paint does not wait for it. Resolves when the sheet is ready.
let ready = null;

export function ensureStatsStyles() {
  if (ready) return ready;
  const found = document.querySelector('link[href="/css/stats.css"]');
  if (found) return (ready = Promise.resolve());
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/css/stats.css';
  ready = new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, 1500);
  });
  document.head.append(link);
  return ready;
}
