// The import sheet's progress bar: how much of the file has been sent (determinate), then the
// server reading it (with a caption in words) (indeterminate, a calm sweep that stays still under reduced motion).
import { h } from '../../core/dom.js';

/**
 * @param {string} label what the bar measures, for assistive technology
 * @returns {{el: HTMLElement, caption: HTMLElement, sent: (sent: number, total: number) => void, reading: () => void}}
 */
export function progressBar(label) {
	const fill = h('span', { class: 'imp-bar-fill' });
	const el = h(
		'div',
		{ class: 'imp-bar', role: 'progressbar', 'aria-label': label, 'aria-valuemin': '0', 'aria-valuemax': '100' },
		fill,
	);
	const caption = h('span', { class: 'imp-bar-caption', 'aria-hidden': 'true' });
	return {
		el,
		caption,
		sent(sent, total) {
			const percent = total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
			el.classList.remove('is-reading');
			el.setAttribute('aria-valuenow', String(percent));
			el.setAttribute('aria-valuetext', `${percent}% sent`);
			fill.style.transform = `scaleX(${percent / 100})`;
			caption.textContent = `Sending… ${percent}%`;
		},
		reading() {
			el.classList.add('is-reading');
			el.removeAttribute('aria-valuenow');
			el.setAttribute('aria-valuetext', 'Reading the file');
			fill.style.transform = '';
			caption.textContent = 'Reading the file…';
		},
	};
}

/**
 * A file's size in words ("2.4 MB").
 * @param {number} bytes
 */
export function fileSize(bytes) {
	if (bytes < 1000) return `${bytes} bytes`;
	const units = ['KB', 'MB', 'GB'];
	let n = bytes / 1000;
	let i = 0;
	while (n >= 1000 && i < units.length - 1) {
		n /= 1000;
		i++;
	}
	return `${n < 10 ? n.toFixed(1) : Math.round(n)} ${units[i]}`;
}
