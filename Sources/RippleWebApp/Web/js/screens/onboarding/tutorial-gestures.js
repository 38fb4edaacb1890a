// The gesture tutorial's demo card under the pointer: the step in progress decides which movement
// counts (a swipe right or left, a long press, a pull down); the card follows the finger and
// springs back.
import { LONG_PRESS_MS } from '../../components/swipe/press.js';
import { haptic } from '../../components/ui.js';

const PULL_PX = 60;

/**
 * Wires the pointer gestures of the demo card.
 * @param {HTMLElement} card
 * @param {HTMLElement} track the card's track, whose backgrounds show how far it is swiped
 * @param {{current: () => string | undefined, success: () => void}} steps the step in progress, and its success
 */
export function cardGestures(card, track, { current, success }) {
	/** @type {{x: number, y: number, id: number, moved: boolean} | null} */
	let start = null;
	/** @type {ReturnType<typeof setTimeout> | undefined} */
	let timer;
	/**
	 * @param {number} x
	 * @param {number} y
	 * @param {boolean} animate springs back
	 */
	const setPos = (x, y, animate) => {
		card.classList.toggle('settling', animate);
		card.style.transform = x || y ? `translate(${x}px, ${y}px)` : '';
		track.style.setProperty('--p', String(Math.max(0, Math.min(1, x / (track.offsetWidth * 0.4)))));
		track.style.setProperty('--q', String(Math.max(0, Math.min(1, -x / (track.offsetWidth * 0.3)))));
	};
	card.addEventListener('pointerdown', (e) => {
		if (e.button !== 0) return;
		start = { x: e.clientX, y: e.clientY, id: e.pointerId, moved: false };
		card.classList.add('pressing');
		try {
			card.setPointerCapture(e.pointerId);
		} catch {
			/* ignore */
		}
		clearTimeout(timer);
		timer = setTimeout(() => {
			if (!start || start.moved) return;
			card.classList.remove('pressing');
			if (current() === 'press') {
				start = null;
				haptic('heavy');
				success();
			}
		}, LONG_PRESS_MS);
	});
	card.addEventListener('pointermove', (e) => {
		if (!start || e.pointerId !== start.id) return;
		const dx = e.clientX - start.x;
		const dy = e.clientY - start.y;
		if (!start.moved && Math.abs(dx) < 8 && Math.abs(dy) < 8) return;
		start.moved = true;
		clearTimeout(timer);
		card.classList.remove('pressing');
		const id = current();
		if (id === 'swipe') setPos(Math.max(0, dx), 0, false);
		else if (id === 'left') setPos(Math.min(0, dx), 0, false);
		else if (id === 'pull') setPos(0, Math.max(0, Math.min(PULL_PX * 1.5, dy * 0.6)), false);
		else setPos(Math.max(-30, Math.min(30, dx * 0.3)), 0, false);
	});
	/** @param {PointerEvent} e */
	const end = (e) => {
		if (!start || e.pointerId !== start.id) return;
		clearTimeout(timer);
		card.classList.remove('pressing');
		const dx = e.clientX - start.x;
		const dy = e.clientY - start.y;
		const id = current();
		const w = track.offsetWidth;
		const done =
			start.moved &&
			((id === 'swipe' && dx > w * 0.4) ||
				(id === 'left' && dx < -w * 0.3) ||
				(id === 'pull' && dy > PULL_PX && Math.abs(dy) > Math.abs(dx)));
		start = null;
		setPos(0, 0, true);
		if (done) success();
	};
	card.addEventListener('pointerup', end);
	card.addEventListener('pointercancel', end);
	card.addEventListener('contextmenu', (e) => e.preventDefault());
}
