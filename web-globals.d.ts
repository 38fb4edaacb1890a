// Globals the web app shares between its classic scripts and its modules.
interface Window {
  /** The first Today request, started by js/api/early.js before the modules load. */
  __todayRequest?: Promise<Response | null> | null;
  /** Set by js/core/app.js once Today is interactive (the tests wait for it). */
  __rippleReady?: number | boolean;
}

// TypeScript 4.8's DOM library predates the View Transitions API; the app feature-tests it.
interface Document {
  startViewTransition?(update: () => void): { finished: Promise<void> };
}
