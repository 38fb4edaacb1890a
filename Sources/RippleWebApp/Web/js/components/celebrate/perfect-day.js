// The Perfect Day modal (a dialog with confetti, the streak and a Share button) and, at the
// subtle level, its toast.
import { byId, h, trapFocus, inertOthers, settled } from '../../core/dom.js';
import { icon } from '../icons.js';
import { confetti } from '../particles.js';
import { streaksVisible, state } from '../../core/store.js';
import { announce, haptic, toast } from '../ui.js';
import { weekdayName } from '../../core/format.js';
import { achievementOf } from '../share-card.js';
import { openShareSheet } from '../share-sheet.js';

/**
 * The Perfect Day modal; `streak` is the server's, after the completion.
 * @param {number | null} [streak]
 */
export function perfectDay(streak = null) {
	return new Promise((resolve) => {
		const t = state.today;
		const opener = /** @type {HTMLElement | null} */ (document.activeElement);
		const ok = h('button', { type: 'button', class: 'btn btn-primary btn-block' }, 'Awesome!');
		const share = h(
			'button',
			{ type: 'button', class: 'btn btn-plain btn-block' },
			h('span', { html: icon('share', { size: 20 }) }),
			'Share Achievement',
		);
		const box = h(
			'div',
			{
				class: 'perfect-card',
				role: 'dialog',
				'aria-modal': 'true',
				'aria-labelledby': 'perfect-title',
				'aria-describedby': 'perfect-sub',
			},
			h('div', { class: 'perfect-icon', html: trophy() }),
			h('h2', { id: 'perfect-title', class: 'perfect-title' }, 'Perfect Day!'),
			h(
				'p',
				{ id: 'perfect-sub', class: 'perfect-sub' },
				`You completed all your habits for ${t ? weekdayName(t.day) : 'today'}`,
			),
			streakLine(streak),
			h('div', { class: 'perfect-actions' }, ok, share),
		);
		const layer = h('div', { class: 'perfect-layer' }, h('div', { class: 'perfect-backdrop' }), box);
		byId('overlay-root').append(layer);
		const fx = confetti(layer, { count: 30, duration: 60000 });
		const undoInert = inertOthers(layer);
		const untrap = trapFocus(box);
		requestAnimationFrame(() => layer.classList.add('open'));
		haptic('perfect');
		announce('Perfect Day! You completed all your habits.');
		ok.focus();
		const close = async () => {
			fx.stop();
			untrap();
			undoInert();
			layer.classList.remove('open');
			await settled(layer, 350);
			layer.remove();
			if (opener && document.contains(opener)) opener.focus({ preventScroll: true });
			resolve(undefined);
		};
		ok.addEventListener('click', close);
		share.addEventListener('click', () =>
			openShareSheet(
				achievementOf(state.today, {
					title: 'Perfect Day!',
					streak: (streak ?? 0) > 0 && streaksVisible() ? `${streak} day streak` : null,
				}),
			),
		);
		layer.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
			if (e.key === 'Escape') {
				e.preventDefault();
				close();
			}
		});
	});
}

/**
 * The Perfect Day modal's streak line, where streaks show.
 * @param {number | null} streak
 */
function streakLine(streak) {
	return (streak ?? 0) > 0 && streaksVisible()
		? h(
				'p',
				{ class: 'perfect-streak' },
				h('span', { class: 'streak-flame', html: icon('flame', { size: 18, stroke: 2.4 }) }),
				`${streak} day streak`,
			)
		: null;
}

/** The subtle level's Perfect Day: a toast, a haptic and the words for screen readers. */
export function perfectToast() {
	haptic('success');
	announce('Perfect Day! You completed all your habits.');
	toast('Perfect Day! All habits done.');
	return new Promise((r) => setTimeout(r, 400));
}

function trophy() {
	return `<svg aria-hidden="true" width="64" height="64" viewBox="0 0 64 64" fill="none"><defs><linearGradient id="tg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" style="stop-color: var(--trophy-1)"/><stop offset="1" style="stop-color: var(--trophy-2)"/></linearGradient></defs><path d="M20 10h24v14a12 12 0 0 1-24 0z" fill="url(#tg)"/><path d="M20 14h-7a7 7 0 0 0 8.5 11M44 14h7a7 7 0 0 1-8.5 11" style="stroke: var(--trophy-2)" stroke-width="4" stroke-linecap="round"/><path d="M32 36v8" style="stroke: var(--trophy-2)" stroke-width="5"/><rect x="22" y="44" width="20" height="8" rx="3" fill="url(#tg)"/><path d="M28 18l2.6 2.6L36 15" style="stroke: var(--white)" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}
