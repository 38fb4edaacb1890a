// Rollup's configuration for the web app's production bundle (scripts/web-manifest runs it, then
// minifies each file with esbuild). The source tree stays plain ES modules; the page loads the
// bundle: the whole static module graph of the entry in one file, and one file per module the app
// loads later with import(), each importing what it shares with the first from it, so the first
// screen costs one request and later screens one or two more.
//   RIPPLE_BUNDLE_ENTRY  the entry module (js/core/app.js under the web root)
//   RIPPLE_BUNDLE_OUT    the folder the bundle is written to
const entry = process.env.RIPPLE_BUNDLE_ENTRY;
const out = process.env.RIPPLE_BUNDLE_OUT;

/** Every module `from` imports statically, directly or through others (itself included). */
function staticGraph(from, moduleInfo) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of moduleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(from);
  return seen;
}

let first = null;

export default {
  input: { app: entry },
  output: {
    dir: out,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks(id, { getModuleInfo, getModuleIds }) {
      if (!first) {
        const root = [...getModuleIds()].find((m) => getModuleInfo(m)?.isEntry);
        first = staticGraph(root, getModuleInfo);
      }
      return first.has(id) ? 'app' : undefined;
    },
  },
  onwarn(warning, warn) {
    // The app's modules import each other in cycles that never read a binding before it is set.
    if (warning.code === 'CIRCULAR_DEPENDENCY') return;
    warn(warning);
  },
};
