// "Share Achievement": a sheet that shows the image the app drew (js/components/share-card.js),
// says that it stays on the device, and shares it (the system's share sheet) or saves it.
import { h } from '../core/dom.js';
import { icon } from './icons.js';
import { openSheet, sheetHeader } from './sheet.js';
import { announce, toast } from './ui.js';
import { drawAchievement, shareAchievement, canShareFiles } from './share-card.js';

let seq = 0;
const DOWNLOAD =
	'<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 4v11M8 11l4 4 4-4M5 19h14"/></svg>';

/**
 * Opens the sheet for `a` (an Achievement).
 * @param {import('./share-card.js').Achievement} a
 */
export function openShareSheet(a) {
	const titleId = `share-title-${++seq}`;
	const canvas = drawAchievement(a);
	const described = [
		a.title,
		a.day,
		a.streak,
		a.habits.length ? `Done: ${a.habits.map((x) => x.name).join(', ')}` : null,
	]
		.filter(Boolean)
		.join('. ');
	canvas.className = 'share-image';
	canvas.setAttribute('role', 'img');
	canvas.setAttribute('aria-label', described);
	const sharing = canShareFiles();
	const go = h(
		'button',
		{ type: 'button', class: 'btn btn-primary btn-block' },
		h('span', { html: sharing ? icon('share', { size: 20 }) : DOWNLOAD }),
		sharing ? 'Share…' : 'Save Image',
	);
	const content = h(
		'div',
		{ class: 'share-sheet-body' },
		sheetHeader({ title: 'Share Achievement', titleId, onCancel: () => sheet.close(), cancelLabel: 'Close' }),
		h('div', { class: 'share-frame' }, canvas),
		h(
			'p',
			{ class: 'share-note' },
			sharing
				? 'The image stays on this device until you choose where to send it.'
				: 'The image is saved to this device; nothing is sent anywhere.',
		),
		go,
	);
	const sheet = openSheet({ labelledBy: titleId, content, className: 'share-sheet', initialFocus: go });
	go.addEventListener('click', async () => {
		go.disabled = true;
		try {
			const how = await shareAchievement(a, canvas);
			if (how === 'saved') {
				toast('Image saved');
				announce('Image saved');
			}
			if (how !== 'cancelled') sheet.close();
		} catch (e) {
			toast(e.message);
		} finally {
			go.disabled = false;
		}
	});
	return sheet;
}
