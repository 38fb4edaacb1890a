// A short "coming soon" screen for tabs whose content lands in later work.
import { h } from '../dom.js';
import { icon } from '../icons.js';

export function comingSoon(root, { title, iconName, text }) {
  root.append(h('div', { class: 'view-inner' },
    h('div', { class: 'soon' }, h('div', { class: 'soon-inner' },
      h('div', { class: 'soon-mark', html: icon(iconName, { size: 40 }) }),
      h('h1', {}, title),
      h('span', { class: 'pill' }, 'Coming soon'),
      h('p', {}, text)))));
  return {};
}
