// The achievement image: a card the app draws itself on a canvas — what was
// achieved, the day, the streak and the habits done — from what the server already answered. It is
// handed to the system's share sheet where the browser can share files, else saved as a download;
// nothing leaves the device unless the person shares it.
import { saveFile } from '../core/save-file.js';
import { token } from '../core/css-values.js';

/** The card's ink: white on the onboarding gradient (css/tokens.css). */
const INK = () => token('--share-ink');

const CARD_WIDTH = 1080;
const CARD_HEIGHT = 1350;
const HABITS_SHOWN = 6;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * @typedef {object} Achievement
 * @property {string} title "Perfect Day!" or "7 day streak".
 * @property {string} day The day's title as the server gives it ("Wednesday, Nov 18").
 * @property {string | null} streak "12 day streak", or null where streaks are hidden.
 * @property {{name: string, color: string}[]} habits The habits done that day.
 */

/**
 * The achievement of the day Today shows: its title, its streak line and the habits done.
 * @param {import('../api/types.js').Today | null} today GET /today's answer
 * @param {{title: string, streak: string | null}} what
 * @returns {Achievement}
 */
export function achievementOf(today, { title, streak }) {
	const cards = (today?.sections ?? []).flatMap((s) => s.cards);
	const habits = cards
		.filter((c) => c.today.state === 'done')
		.map((c) => ({ name: c.habit.name, color: c.habit.color }));
	return { title, day: today?.dateTitle ?? '', streak, habits };
}

/**
 * The file name of the image: the title and the day, in letters, digits and dashes.
 * @param {Achievement} a
 */
function fileNameOf(a) {
	const slug = `ripple-${a.title}-${a.day}`
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '');
	return `${slug}.png`;
}

/**
 * Draws the card.
 * @param {Achievement} a
 * @returns {HTMLCanvasElement}
 */
export function drawAchievement(a) {
	const canvas = document.createElement('canvas');
	canvas.width = CARD_WIDTH;
	canvas.height = CARD_HEIGHT;
	const g = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
	const bg = g.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
	bg.addColorStop(0, token('--onb-1'));
	bg.addColorStop(1, token('--onb-4'));
	g.fillStyle = bg;
	g.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
	ripples(g);

	g.fillStyle = INK();
	g.textAlign = 'center';
	g.textBaseline = 'alphabetic';
	g.font = `800 104px ${FONT}`;
	g.fillText(a.title, CARD_WIDTH / 2, 560, CARD_WIDTH - 120);
	g.globalAlpha = 0.85;
	g.font = `500 48px ${FONT}`;
	g.fillText(a.day, CARD_WIDTH / 2, 640, CARD_WIDTH - 120);
	g.globalAlpha = 1;
	if (a.streak) pill(g, a.streak, 710);
	habitList(g, a.habits, a.streak ? 920 : 800);
	g.globalAlpha = 0.75;
	g.font = `600 40px ${FONT}`;
	g.fillText('Ripple', CARD_WIDTH / 2, CARD_HEIGHT - 80);
	g.globalAlpha = 1;
	return canvas;
}

/**
 * Concentric rings behind the title: Ripple's mark.
 * @param {CanvasRenderingContext2D} g
 */
function ripples(g) {
	g.save();
	g.strokeStyle = INK();
	for (let i = 1; i <= 4; i++) {
		g.globalAlpha = 0.5 / i;
		g.lineWidth = 10;
		g.beginPath();
		g.arc(CARD_WIDTH / 2, 280, 50 * i, 0, Math.PI * 2);
		g.stroke();
	}
	g.globalAlpha = 1;
	g.fillStyle = INK();
	g.beginPath();
	g.arc(CARD_WIDTH / 2, 280, 34, 0, Math.PI * 2);
	g.fill();
	g.restore();
}

/**
 * The streak's line in a rounded pill, centred at `y`'s row.
 * @param {CanvasRenderingContext2D} g
 * @param {string} text
 * @param {number} y
 */
function pill(g, text, y) {
	g.save();
	g.font = `700 52px ${FONT}`;
	const w = g.measureText(text).width + 96;
	const x = (CARD_WIDTH - w) / 2;
	g.fillStyle = 'rgba(255, 255, 255, 0.18)';
	g.beginPath();
	// roundRect is past the type checker's DOM library; the app's browsers have it.
	/** @type {CanvasRenderingContext2D & {roundRect: (x: number, y: number, w: number, h: number, r: number) => void}} */ (
		g
	).roundRect(x, y, w, 92, 46);
	g.fill();
	g.fillStyle = INK();
	g.textAlign = 'center';
	g.fillText(text, CARD_WIDTH / 2, y + 64);
	g.restore();
}

/**
 * The habits done, one a row with a tick in the habit's colour, as a block centred on the card.
 * @param {CanvasRenderingContext2D} g
 * @param {Achievement['habits']} habits
 * @param {number} top
 */
function habitList(g, habits, top) {
	const shown = habits.slice(0, HABITS_SHOWN);
	const more = habits.length - shown.length;
	const rowH = 76;
	const maxText = CARD_WIDTH - 330;
	g.save();
	g.textAlign = 'left';
	g.font = `600 46px ${FONT}`;
	const lines = /** @type {string[]} */ (
		[...shown.map((x) => x.name), more > 0 ? `and ${more} more` : null].filter(Boolean)
	);
	const widest = Math.min(maxText, Math.max(0, ...lines.map((t) => g.measureText(t).width)));
	const left = (CARD_WIDTH - (widest + 70)) / 2;
	shown.forEach((habit, i) => {
		const y = top + i * rowH;
		g.fillStyle = habit.color || INK();
		g.beginPath();
		g.arc(left + 22, y, 22, 0, Math.PI * 2);
		g.fill();
		g.strokeStyle = INK();
		g.lineWidth = 6;
		g.lineCap = 'round';
		g.lineJoin = 'round';
		g.beginPath();
		g.moveTo(left + 11, y);
		g.lineTo(left + 19, y + 8);
		g.lineTo(left + 34, y - 8);
		g.stroke();
		g.fillStyle = INK();
		g.fillText(habit.name, left + 70, y + 16, maxText);
	});
	if (more > 0) {
		g.globalAlpha = 0.8;
		g.fillText(`and ${more} more`, left + 70, top + shown.length * rowH + 16);
	}
	g.restore();
}

/**
 * The card as a PNG file.
 * @param {Achievement} a
 * @param {HTMLCanvasElement} [canvas] the card already drawn
 */
function achievementFile(a, canvas = drawAchievement(a)) {
	return /** @type {Promise<File>} */ (
		new Promise((resolve, reject) => {
			canvas.toBlob(
				(blob) =>
					blob
						? resolve(new File([blob], fileNameOf(a), { type: 'image/png' }))
						: reject(new Error('The image could not be made.')),
				'image/png',
			);
		})
	);
}

/** True where the browser can hand image files to the system's share sheet. */
export function canShareFiles() {
	if (typeof navigator.canShare !== 'function' || typeof navigator.share !== 'function') return false;
	try {
		return navigator.canShare({ files: [new File([''], 'ripple.png', { type: 'image/png' })] });
	} catch {
		return false;
	}
}

/**
 * Shares the card (the share sheet) or saves it (a download). Resolves 'shared', 'saved' or
 * 'cancelled' (the person closed the share sheet).
 * @param {Achievement} a
 * @param {HTMLCanvasElement} [canvas] the card already drawn
 */
export async function shareAchievement(a, canvas) {
	const file = await achievementFile(a, canvas);
	if (canShareFiles() && navigator.canShare({ files: [file] })) {
		try {
			await navigator.share({ files: [file], title: a.title, text: `${a.title} ${a.day}` });
			return 'shared';
		} catch (e) {
			if (e?.name === 'AbortError') return 'cancelled';
			throw e;
		}
	}
	saveFile(file, file.name);
	return 'saved';
}
