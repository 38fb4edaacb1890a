// Globals the web app shares between its classic scripts and its modules.
interface Window {
  /** The boot's GET requests by API path (Today, meta), started by js/api/early.js before the modules load. */
  __early?: Record<string, Promise<Response | null>> | null;
  /** Set by js/core/app.js once Today is interactive (the tests wait for it). */
  __rippleReady?: number | boolean;
  /** The kept Today a warm start draws at once, or null (js/core/warm.js). */
  __warmToday?: import('./Sources/RippleWebApp/Web/js/api/types.js').Today | null;
}

// TypeScript 4.8's DOM library predates the View Transitions API; the app feature-tests it.
interface Document {
  startViewTransition?(update: () => void): { finished: Promise<void> };
}

interface ImportMeta {
  /** The URL a specifier names, after the page's import map (hashed URLs, HashedPage.swift). */
  resolve(specifier: string): string;
}
