// Lightweight canvas particles: a burst from a point and falling confetti. Never under reduced motion.
import { reducedMotion } from '../core/dom.js';
import { token } from '../core/css-values.js';

const MAX_PARTICLES = 30;
export const BRAND_COLORS = [1, 2, 3, 4, 5, 6].map((i) => token(`--confetti-${i}`));

/**
 * A particle: where it is and how it moves, turns, looks and fades.
 * @typedef {{x: number, y: number, vx: number, vy: number, rot: number, vr: number, size: number, color: string, shape: number, alpha: number}} Particle
 */

/**
 * A canvas over `parent` (the viewport for the body) at the screen's pixel ratio.
 * @param {HTMLElement} [parent]
 */
function makeCanvas(parent = document.body) {
	const cv = document.createElement('canvas');
	cv.className = 'fx-canvas';
	cv.setAttribute('aria-hidden', 'true');
	const dpr = Math.min(window.devicePixelRatio || 1, 2);
	const w = parent === document.body ? innerWidth : parent.clientWidth;
	const h = parent === document.body ? innerHeight : parent.clientHeight;
	cv.width = w * dpr;
	cv.height = h * dpr;
	Object.assign(cv.style, {
		position: parent === document.body ? 'fixed' : 'absolute',
		left: '0',
		top: '0',
		width: `${w}px`,
		height: `${h}px`,
		pointerEvents: 'none',
		zIndex: parent === document.body ? '150' : '2',
	});
	parent.append(cv);
	const ctx = /** @type {CanvasRenderingContext2D} */ (cv.getContext('2d'));
	ctx.scale(dpr, dpr);
	return { cv, ctx, w, h };
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Particle} p
 */
function draw(ctx, p) {
	ctx.save();
	ctx.globalAlpha = Math.max(0, p.alpha);
	ctx.translate(p.x, p.y);
	ctx.rotate(p.rot);
	ctx.fillStyle = p.color;
	if (p.shape === 0) {
		ctx.beginPath();
		ctx.arc(0, 0, p.size / 2, 0, Math.PI * 2);
		ctx.fill();
	} else {
		ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
	}
	ctx.restore();
}

/**
 * A burst of ≤ 30 particles from (x, y) in viewport coordinates.
 * @param {number} x
 * @param {number} y
 * @param {string[]} [colors]
 */
export function burst(x, y, colors = BRAND_COLORS, count = 24) {
	if (reducedMotion()) return null;
	const n = Math.min(count, MAX_PARTICLES);
	const { cv, ctx, w, h } = makeCanvas();
	const parts = Array.from({ length: n }, () => {
		const a = Math.random() * Math.PI * 2;
		const v = 160 + Math.random() * 220;
		return {
			x,
			y,
			vx: Math.cos(a) * v,
			vy: Math.sin(a) * v - 120,
			rot: Math.random() * 6,
			vr: (Math.random() - 0.5) * 14,
			size: 4 + Math.random() * 5,
			color: colors[Math.floor(Math.random() * colors.length)],
			shape: Math.random() < 0.5 ? 0 : 1,
			alpha: 1,
		};
	});
	const life = 700;
	/** @type {number | undefined} */
	let start;
	/** @type {number | undefined} */
	let last;
	/** @param {number} t */
	const step = (t) => {
		start ??= t;
		const dt = Math.min(0.032, (t - (last ?? t)) / 1000);
		last = t;
		const k = (t - start) / life;
		ctx.clearRect(0, 0, w, h);
		for (const p of parts) {
			p.vx *= 0.985;
			p.vy = p.vy * 0.985 + 900 * dt;
			p.x += p.vx * dt;
			p.y += p.vy * dt;
			p.rot += p.vr * dt;
			p.alpha = k < 0.45 ? 1 : 1 - (k - 0.45) / 0.55;
			draw(ctx, p);
		}
		if (k < 1) requestAnimationFrame(step);
		else cv.remove();
	};
	requestAnimationFrame(step);
	return cv;
}

/**
 * Confetti falling from the top of `parent` for `duration` ms (≤ 30 particles, recycled).
 * @param {HTMLElement} parent
 * @param {{count?: number, duration?: number, colors?: string[]}} options
 */
export function confetti(parent, { count = 30, duration = 2500, colors = BRAND_COLORS } = {}) {
	if (reducedMotion()) return { stop() {} };
	const n = Math.min(count, MAX_PARTICLES);
	const { cv, ctx, w, h } = makeCanvas(parent);
	/**
	 * Places a piece at the top again (anywhere above it at first).
	 * @param {Partial<Particle & {sway: number}>} p
	 * @returns {Particle & {sway: number}}
	 */
	const spawn = (p = {}, initial = false) =>
		Object.assign(p, {
			x: Math.random() * w,
			y: initial ? -Math.random() * h * 0.6 : -12,
			vx: (Math.random() - 0.5) * 60,
			vy: 90 + Math.random() * 140,
			rot: Math.random() * 6,
			vr: (Math.random() - 0.5) * 8,
			size: 6 + Math.random() * 6,
			color: colors[Math.floor(Math.random() * colors.length)],
			shape: Math.random() < 0.3 ? 0 : 1,
			alpha: 1,
			sway: Math.random() * 6,
		});
	const parts = Array.from({ length: n }, () => spawn({}, true));
	/** @type {number | undefined} */
	let start;
	/** @type {number | undefined} */
	let last;
	let stopped = false;
	/** @param {number} t */
	const step = (t) => {
		if (stopped) return;
		start ??= t;
		const dt = Math.min(0.032, (t - (last ?? t)) / 1000);
		last = t;
		const elapsed = t - start;
		ctx.clearRect(0, 0, w, h);
		let alive = 0;
		for (const p of parts) {
			p.x += (p.vx + Math.sin(elapsed / 300 + p.sway) * 30) * dt;
			p.y += p.vy * dt;
			p.rot += p.vr * dt;
			if (p.y > h + 20 && elapsed < duration - 800) spawn(p);
			if (elapsed > duration - 400) p.alpha = Math.max(0, (duration - elapsed) / 400);
			if (p.y <= h + 20) alive++;
			draw(ctx, p);
		}
		if (elapsed < duration && alive) requestAnimationFrame(step);
		else cv.remove();
	};
	requestAnimationFrame(step);
	return {
		stop() {
			stopped = true;
			cv.remove();
		},
	};
}
