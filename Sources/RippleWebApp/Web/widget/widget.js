// Widgets (/widget/SIZE?theme=&category=&token=, a read-only token): /today and /meta, linking
// into the app. Under 20 KB: the icons load after the first paint.
const q = new URLSearchParams(location.search);
const size = document.body.dataset.size;
const theme = q.get('theme') ?? 'auto';
const category = q.get('category');
const token = q.get('token');
// In another site's frame the checks are read-only unless the link says write=1.
const foreign = (() => { try { return window.top !== window.self && !window.top.location.href; } catch { return true; } })();
const canWrite = (!token && !foreign) || q.get('write') === '1';
const root = document.getElementById('widget');
const dark = matchMedia('(prefers-color-scheme: dark)');
let today = null;
let stamp = '';

const doc = document.documentElement;

function scheme() {
  doc.classList.toggle('framed', window.top !== window.self);
  doc.dataset.scheme = theme === 'light' || theme === 'dark' ? theme : dark.matches ? 'dark' : 'light';
}

async function api(method, path, body) {
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body) headers['Content-Type'] = 'application/json';
  const res = await fetch(`/api/v1${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined, cache: 'no-store', credentials: token ? 'omit' : 'same-origin' });
  const data = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) throw new Error(data?.error?.message ?? `Ripple answered ${res.status}`);
  return data;
}

function h(tag, props, ...children) {
  const el = tag === 'svg' || tag === 'circle' ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag);
  for (const [k, v] of Object.entries(props ?? {})) {
    if (v == null || v === false) continue;
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'style') for (const [sk, sv] of Object.entries(v)) el.style.setProperty(sk, sv);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  el.append(...children.flat().filter((c) => c != null));
  return el;
}

const link = (hash, cls, label, ...children) => h('a', { href: `/#/${hash}`, target: '_top', class: cls, 'aria-label': label }, ...children);

function cards() {
  const all = today.sections.flatMap((s) => s.cards).filter((c) => c.dueToday);
  return category ? all.filter((c) => (c.habit.categoryId ?? '') === category) : all;
}

/** X/Y: the server's count, or the category's cards'. */
function counts(list) {
  if (!category) return { done: today.summary.done, due: today.summary.due };
  return { done: list.filter((c) => c.today.state === 'done').length, due: list.length };
}

function ring(done, due) {
  const r = 42;
  const c = 2 * Math.PI * r;
  const arc = (cls, dash) => h('circle', { cx: 50, cy: 50, r, class: cls, 'stroke-dasharray': dash });
  return h('svg', { class: 'w-ring', viewBox: '0 0 100 100', 'aria-hidden': 'true' },
    arc('w-ring-track'), arc('w-ring-fill', `${c * (due ? Math.min(1, done / due) : 0)} ${c}`));
}

function check(card) {
  const done = card.today.state === 'done';
  return h('button', {
    type: 'button', role: 'checkbox', class: 'w-check', 'aria-checked': String(done), 'aria-label': `${card.habit.name}: ${done ? 'completed' : 'not completed'}`,
    disabled: !canWrite || card.habit.measure?.kind === 'numeric', style: { '--c': card.habit.color },
    onclick: (e) => { e.preventDefault(); toggle(card); },
  });
}

function habitRow(card, withWeek) {
  const { habit } = card;
  return h('li', { class: `w-habit is-${card.today.state}` },
    link(`habit/${encodeURIComponent(habit.id)}`, 'w-habit-link', `${habit.name}: details`,
      h('span', { class: 'w-icon', style: { '--c': habit.color }, 'aria-hidden': 'true', 'data-icon': habit.icon }, habit.name.slice(0, 1).toUpperCase()),
      h('span', { class: 'w-name' }, habit.name)),
    withWeek ? link('stats', 'w-week', `${habit.name}: this week`, card.week.slots.map((s) => h('span', { class: `w-dot is-${s.outcome}${s.isToday ? ' is-today' : ''}`, style: { '--c': habit.color } }))) : null,
    check(card));
}

function render() {
  const list = cards();
  const { done, due } = counts(list);
  const text = `${done}/${due} completed`;
  if (size === 'small') {
    root.replaceChildren(link('today', 'w-fill w-small', `Ripple: ${text}`,
      h('div', { class: 'w-ring-box' }, ring(done, due), h('span', { class: 'w-ring-text' }, `${due ? Math.round((done / due) * 100) : 0}%`)),
      h('p', { class: 'w-count' }, text)));
    return;
  }
  const large = size === 'large';
  // The rows that fit; past them the last row counts the rest.
  const rows = large ? 8 : 4;
  const shown = list.length > rows ? list.slice(0, rows - 1) : list;
  const more = list.length - shown.length;
  const head = link('today', 'w-head', `Today: ${text}`, h('span', { class: 'w-title' }, 'Today'), h('span', { class: 'w-count' }, text));
  const week = large && list[0]
    ? link('stats', 'w-cal', 'This week: statistics', list[0].week.slots.map((s) => h('span', { class: `w-day${s.isToday ? ' is-today' : ''}` }, s.weekday[0].toUpperCase())))
    : null;
  const body = shown.length
    ? h('ul', { class: 'w-list' }, shown.map((c) => habitRow(c, large)),
      more ? h('li', { class: 'w-habit w-more' }, link('today', 'w-habit-link', `${more} more in Ripple`, `+ ${more} more`)) : null)
    : link('today', 'w-empty', 'Open Ripple', 'Nothing due today');
  root.replaceChildren(h('div', { class: `w-fill w-${size}` }, head, week, body));
  import('../js/components/icons.js').then((m) => { for (const el of root.querySelectorAll('[data-icon]')) el.innerHTML = m.icon(el.getAttribute('data-icon')); }, () => {});
}

function locked(message) {
  root.replaceChildren(link('profile', 'w-fill w-locked', message, h('span', { class: 'w-title' }, 'Ripple'), h('span', { class: 'w-count' }, message)));
}

async function load() {
  try {
    const [meta, t] = await Promise.all([api('GET', '/meta'), api('GET', '/today')]);
    if (!meta.plan?.premium) return locked('Widgets are part of Premium');
    const next = JSON.stringify(t);
    today = t;
    if (next !== stamp) { stamp = next; render(); }
  } catch (e) {
    if (!today) locked(e.message);
  } finally {
    doc.dataset.ready = '1';
  }
}

async function toggle(card) {
  const done = card.today.state === 'done';
  const path = `/habits/${encodeURIComponent(card.habit.id)}/checkins/${today.day}`;
  const at = Date.now();
  try {
    await (done ? api('DELETE', `${path}?updatedAt=${at}`) : api('PUT', path, { state: 'done', updatedAt: at }));
  } finally {
    await load();
  }
}

scheme();
dark.addEventListener('change', scheme);
load();
// Changes made elsewhere: look again when shown and every 30 s.
const look = () => { if (!document.hidden) load(); };
document.addEventListener('visibilitychange', look);
setInterval(look, 30_000);
