"""What the look tests read off a page: what sticks out of the window, which words are cut off, and
the contrast of text against what is drawn behind it."""

# Each visible element whose right edge passes the window (inside a scroller that scrolls sideways
# on purpose, only the scroller counts), and the page's own scroll width beyond the window.
OVERFLOW = """() => {
  const W = innerWidth;
  const out = [];
  if (document.scrollingElement.scrollWidth > W) out.push(`page ${document.scrollingElement.scrollWidth}`);
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || r.right <= W + 0.5) continue;
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden' || s.display === 'contents' || el.closest('[hidden], [inert], .sr-only')) continue;
    let p = el.parentElement, clipped = false;
    while (p && p !== document.body) {
      const ps = getComputedStyle(p);
      if (ps.overflowX !== 'visible' && p.getBoundingClientRect().right <= W + 0.5) { clipped = true; break; }
      p = p.parentElement;
    }
    if (!clipped) out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(r.right)}`);
  }
  return out.slice(0, 10);
}"""

# Words cut off: each run of text on screen whose box passes the edge of an ancestor that clips
# (overflow hidden or clip) or of the window, unless a scroller between them lets it be scrolled
# to. Words that end in an ellipsis on purpose are listed apart (by class) for the test to allow.
CLIPPED = """(root) => {
  const cut = [], ellipsis = [];
  const scope = document.querySelector(root) ?? document.body;
  const range = document.createRange();
  const W = innerWidth;
  for (const el of scope.querySelectorAll('*')) {
    const texts = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim());
    if (!texts.length) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || el.closest('.sr-only, [inert], [aria-hidden="true"]')) continue;
    const s = getComputedStyle(el);
    if (s.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
      ellipsis.push([...el.classList][0] ?? `${el.tagName.toLowerCase()} in .${el.parentElement.classList[0]}`);
      continue;
    }
    const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${el.textContent.trim().slice(0, 30)}"`;
    let bad = null;
    for (const t of texts) {
      range.selectNodeContents(t);
      const r = range.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      let scrollsX = false, scrollsY = false;
      for (let p = el; p && p !== document.documentElement; p = p.parentElement) {
        const ps = getComputedStyle(p);
        const pr = p.getBoundingClientRect();
        const clipX = ps.overflowX === 'hidden' || ps.overflowX === 'clip';
        const clipY = ps.overflowY === 'hidden' || ps.overflowY === 'clip';
        if (!scrollsX && clipX && (r.right > pr.right + 1 || r.left < pr.left - 1)) bad = `${name} passes the side of ${p.tagName.toLowerCase()}.${[...p.classList].join('.')}`;
        if (!scrollsY && clipY && (r.bottom > pr.bottom + 2 || r.top < pr.top - 2)) bad = `${name} passes the foot of ${p.tagName.toLowerCase()}.${[...p.classList].join('.')}`;
        if (bad) break;
        if (ps.overflowX === 'auto' || ps.overflowX === 'scroll') scrollsX = true;
        if (ps.overflowY === 'auto' || ps.overflowY === 'scroll') scrollsY = true;
      }
      if (!bad && !scrollsX && (r.right > W + 1 || r.left < -1)) bad = `${name} passes the window`;
      if (bad) break;
    }
    if (bad) cut.push(bad);
  }
  return { cut: cut.slice(0, 16), ellipsis: [...new Set(ellipsis)] };
}"""


# Runs of text drawn over one another: every pair of text boxes on screen that cross by more than
# 2 px each way.
OVERLAPS = """(root) => {
  const scope = document.querySelector(root) ?? document.body;
  const range = document.createRange();
  const boxes = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const el = t.parentElement;
    if (!t.textContent.trim() || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (el.closest('.sr-only, [inert], [aria-hidden="true"], svg')) continue;
    range.selectNodeContents(t);
    for (const r of range.getClientRects()) if (r.width > 1 && r.height > 1) boxes.push([r, `${el.tagName.toLowerCase()}.${el.classList[0] ?? ''} "${t.textContent.trim().slice(0, 20)}"`]);
  }
  const out = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, an] = boxes[i], [b, bn] = boxes[j];
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 2 && y > 2) out.push(`${an} over ${bn}`);
    }
  return out.slice(0, 12);
}"""


# The contrast of each element's text against what is drawn behind it: the first opaque background
# colour among it and its ancestors (with the translucent ones above it laid over it), or, where a
# gradient is drawn first, the gradient's colours behind the text (for a linear gradient: the colour
# at each end of the text's span along the gradient line and every stop between them, where the
# worst point for light text lies; for any other gradient each of its colours); the lowest counts.
CONTRASTS = """(selectors) => {
  // Any CSS colour (rgb(), color(srgb …), oklab() from color-mix) as sRGB 0–255 and alpha, drawn.
  const ctx = Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', { willReadFrequently: true });
  const rgba = (c) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const over = (top, under) => top.slice(0, 3).map((v, i) => v * top[3] + under[i] * (1 - top[3]));
  const STOP = /(rgba?|color|oklab|oklch)\\([^)]*\\)/g;
  const SIDES = { 'to top': 0, 'to right': 90, 'to bottom': 180, 'to left': 270 };
  const split = (list) => {
    const out = [];
    let depth = 0, from = 0;
    for (let i = 0; i < list.length; i++) {
      if (list[i] === '(') depth++;
      else if (list[i] === ')') depth--;
      else if (list[i] === ',' && !depth) { out.push(list.slice(from, i).trim()); from = i + 1; }
    }
    return [...out, list.slice(from).trim()];
  };
  // A single linear gradient filling `p`'s padding box: its colours along the span of `el`'s text on
  // the gradient line (CSS Images: 0deg points up, the line as long as the box's shadow on it), or
  // null when the gradient is of another kind or size.
  const alongText = (el, p, s) => {
    const m = /^linear-gradient\\((.*)\\)$/.exec(s.backgroundImage);
    if (!m || !/^auto( auto)?$/.test(s.backgroundSize)) return null;
    const parts = split(m[1]);
    let angle = 180;
    if (/^-?[\\d.]+deg$/.test(parts[0])) angle = parseFloat(parts.shift());
    else if (parts[0] in SIDES) angle = SIDES[parts.shift()];
    else if (!parts[0].match(STOP)) return null;
    const box = p.getBoundingClientRect();
    const [W, H] = [p.clientWidth, p.clientHeight];
    const [cx, cy] = [box.left + p.clientLeft + W / 2, box.top + p.clientTop + H / 2];
    const [dx, dy] = [Math.sin((angle * Math.PI) / 180), -Math.cos((angle * Math.PI) / 180)];
    const L = Math.abs(W * dx) + Math.abs(H * dy);
    const stops = [];
    for (const part of parts) {
      const c = part.match(STOP)?.[0];
      if (!c) return null;
      const at = part.replace(c, '').trim().split(/\\s+/).filter(Boolean)
        .map((v) => (v.endsWith('%') ? parseFloat(v) / 100 : v.endsWith('px') ? parseFloat(v) / L : NaN));
      if (at.some(Number.isNaN)) return null;
      for (const t of at.length ? at : [null]) stops.push({ c: rgba(c), t });
    }
    // Positions as CSS fixes them: ends at 0 and 1, none before the one before it, the rest spread evenly.
    stops[0].t ??= 0;
    stops.at(-1).t ??= 1;
    let last = stops[0].t;
    for (const stop of stops) if (stop.t !== null) last = stop.t = Math.max(stop.t, last);
    for (let i = 1; i < stops.length; i++) {
      if (stops[i].t !== null) continue;
      let j = i;
      while (stops[j].t === null) j++;
      for (let k = i; k < j; k++) stops[k].t = stops[i - 1].t + ((stops[j].t - stops[i - 1].t) * (k - i + 1)) / (j - i + 1);
    }
    const at = (t) => {
      if (t <= stops[0].t) return stops[0].c;
      const j = stops.findIndex((stop) => stop.t >= t);
      if (j < 0) return stops.at(-1).c;
      const [a, b] = [stops[j - 1], stops[j]];
      const f = b.t > a.t ? (t - a.t) / (b.t - a.t) : 1;
      return a.c.map((v, i) => v + (b.c[i] - v) * f);
    };
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect().width ? range.getBoundingClientRect() : el.getBoundingClientRect();
    const ts = [[r.left, r.top], [r.right, r.top], [r.left, r.bottom], [r.right, r.bottom]]
      .map(([x, y]) => ((x - cx) * dx + (y - cy) * dy) / L + 0.5);
    const [lo, hi] = [Math.min(...ts), Math.max(...ts)];
    return [at(lo), at(hi), ...stops.filter((stop) => stop.t > lo && stop.t < hi).map((stop) => stop.c)];
  };
  const backgrounds = (el) => {
    const layers = [];
    let bottom = [[255, 255, 255]];
    for (let p = el; p; p = p.parentElement) {
      const s = getComputedStyle(p);
      const stops = s.backgroundImage.includes('gradient') ? s.backgroundImage.match(STOP) ?? [] : [];
      if (stops.length) { bottom = (alongText(el, p, s) ?? stops.map(rgba)).map((c) => over(c, [255, 255, 255])); break; }
      const c = rgba(s.backgroundColor);
      if (c[3] >= 1) { bottom = [c.slice(0, 3)]; break; }
      if (c[3] > 0) layers.push(c);
    }
    return bottom.map((b) => layers.reverse().reduce((base, c) => over(c, base), b));
  };
  const out = [];
  for (const sel of selectors)
    for (const el of document.querySelectorAll(sel)) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || !el.textContent.trim()) continue;
      let ratio = 21;
      for (const bg of backgrounds(el)) {
        const fg = over(rgba(getComputedStyle(el).color), bg);
        const [x, y] = [lum(fg), lum(bg)].sort((a, b) => b - a);
        ratio = Math.min(ratio, (x + 0.05) / (y + 0.05));
      }
      out.push({ sel, text: el.textContent.trim().slice(0, 24), ratio: Math.round(ratio * 100) / 100 });
    }
  return out;
}"""


def overflow(page):
    return page.evaluate(OVERFLOW)


def clipped(page, root="body"):
    return page.evaluate(CLIPPED, root)


def overlaps(page, root="body"):
    return page.evaluate(OVERLAPS, root)


def contrasts(page, selectors):
    return page.evaluate(CONTRASTS, selectors)
