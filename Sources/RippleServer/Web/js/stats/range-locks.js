// @ts-check
// The last `ranges` the server listed (code → {locked, reason}), shared by the statistics screens.
const known = new Map();

export function rememberRanges(ranges) {
  for (const r of ranges ?? []) known.set(r.code, r);
}

/** Is `code` locked? The server's last word, else a hint from the tier until it answers. */
export function rangeLock(code, tier) {
  if (known.has(code)) return known.get(code);
  const locked = tier !== 'premium' && !['week', '7d'].includes(code);
  return { code, locked, reason: null };
}
