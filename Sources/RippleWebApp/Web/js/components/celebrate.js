// Rewards: exactly what the server's `celebration` says,
// scaled by the `celebrations` setting (full / subtle / off) and silenced by reduced motion.
import { byId, h, reducedMotion, settled } from '../core/dom.js';
import { icon } from './icons.js';
import { burst, confetti, BRAND_COLORS } from './particles.js';
import { settings, streaksVisible, state } from '../core/store.js';
import { announce, haptic } from './ui.js';
import { loadStylesheet } from '../core/stylesheet.js';
import { token } from '../core/css-values.js';
import { achievementOf } from './share-card.js';
import { openShareSheet } from './share-sheet.js';
import { perfectDay, perfectToast } from './celebrate/perfect-day.js';

export { perfectDay };

const styles = () => loadStylesheet('/css/celebrate.css');

const level = () => settings().celebrations ?? 'full';

/**
 * A ripple expanding from the tap point inside `el` (feedback, not a celebration).
 * @param {HTMLElement | null | undefined} el
 * @param {number | null | undefined} x
 * @param {number | null | undefined} y
 * @param {string} [color]
 */
export function tapRipple(el, x, y, color) {
	if (!el || reducedMotion() || level() === 'off') return;
	const r = el.getBoundingClientRect();
	const size = Math.max(r.width, r.height) * 2.2;
	const dot = h('span', {
		class: 'tap-ripple',
		'aria-hidden': 'true',
		style: {
			left: `${(x ?? r.left + r.width / 2) - r.left}px`,
			top: `${(y ?? r.top + r.height / 2) - r.top}px`,
			width: `${size}px`,
			height: `${size}px`,
			background: color,
		},
	});
	el.append(dot);
	dot.addEventListener('animationend', () => dot.remove());
}

/**
 * The "goal achieved" shimmer sweep across a card.
 * @param {HTMLElement | null | undefined} el
 */
export function shimmer(el) {
	if (!el) return;
	el.classList.remove('shimmer');
	void el.offsetWidth;
	el.classList.add('shimmer');
	setTimeout(() => el.classList.remove('shimmer'), 1300);
}

/** @type {Promise<unknown>} */
let queue = Promise.resolve();
/**
 * Runs `fn` once the celebrations before it are over.
 * @param {() => unknown} fn
 */
const enqueue = (fn) => {
	queue = queue.then(fn, fn);
	return queue;
};

/**
 * Plays the celebration of a check-in answer.
 * ctx: {el: the card element, point: {x, y}, color: habit colour, name}
 * @param {import('../api/types.js').CheckInAnswer | null | undefined} res
 * @param {{el?: HTMLElement | null, point?: {x: number, y: number} | null, color?: string, name?: string, unit?: string}} ctx
 */
export function celebrate(res, ctx = {}) {
	const c = res?.celebration;
	if (!c) return;
	const lvl = level();
	if (lvl === 'off') {
		if (c.segmentFilled) haptic('soft');
		return;
	}
	if (c.segmentFilled) {
		haptic(c.weeklyGoalReached ? 'goal' : 'light');
		if (lvl === 'full' && ctx.point)
			burst(ctx.point.x, ctx.point.y, [ctx.color ?? token('--brand'), ...BRAND_COLORS], 24);
	}
	if (c.weeklyGoalReached) {
		shimmer(ctx.el);
		if (ctx.name) announce(`${ctx.name}: weekly goal reached!`);
	}
	const reached = c.milestone;
	if (reached && streaksVisible())
		enqueue(() => styles().then(() => milestone({ ...reached, unit: ctx.unit }, { name: ctx.name, color: ctx.color })));
	// The modal tells the perfect-days streak as the answer has it, after this completion. The engine
	// celebrates a moment once (an un-tick and re-tick the same day is not a new perfect day) and one
	// moment per tap (a milestone, not a milestone and then a perfect day).
	if (c.perfectDay)
		enqueue(() =>
			lvl === 'full' ? styles().then(() => perfectDay(res.perfectDays?.current ?? null)) : perfectToast(),
		);
}

/** @type {Record<string, {particles: number, ms: number}>} */
const MILESTONE = {
	standard: { particles: 14, ms: 2000 },
	enhanced: { particles: 24, ms: 2500 },
	epic: { particles: 30, ms: 3000 },
};

/**
 * The milestone overlay: confetti in three intensities, auto-dismissing, tap to skip; it stays
 * while the pointer or focus is on its Share button, which opens the achievement image.
 * @param {{days: number, intensity?: string, message?: string | null, unit?: string}} m the answer's milestone
 * @param {{name?: string, color?: string} | null} [habit]
 */
export function milestone(m, habit = null) {
	return new Promise((resolve) => {
		const spec = MILESTONE[m.intensity ?? ''] ?? MILESTONE.standard;
		const unit = m.unit === 'week' ? 'week' : 'day';
		const share = h(
			'button',
			{ type: 'button', class: 'btn milestone-share' },
			h('span', { html: icon('share', { size: 18 }) }),
			'Share Achievement',
		);
		const layer = milestoneLayer(m, unit, share);
		byId('overlay-root').append(layer);
		const fx = confetti(layer, { count: spec.particles, duration: spec.ms });
		haptic(m.intensity === 'standard' ? 'success' : 'goal');
		requestAnimationFrame(() => layer.classList.add('open'));
		let gone = false;
		const close = async () => {
			if (gone) return;
			gone = true;
			clearTimeout(timer);
			document.removeEventListener('keydown', onKey, true);
			fx.stop();
			layer.classList.remove('open');
			await settled(layer, 400);
			layer.remove();
			resolve(undefined);
		};
		/** @param {KeyboardEvent} e */
		const onKey = (e) => {
			if (e.target === share && e.key !== 'Escape') return;
			if (e.key === 'Escape' || e.key === 'Enter' || e.key === ' ') {
				e.preventDefault();
				close();
			}
		};
		let timer = setTimeout(close, spec.ms);
		const hold = () => clearTimeout(timer);
		const release = () => {
			if (!gone) {
				clearTimeout(timer);
				timer = setTimeout(close, spec.ms);
			}
		};
		share.addEventListener('pointermove', hold);
		share.addEventListener('pointerleave', release);
		share.addEventListener('focus', hold);
		share.addEventListener('blur', release);
		share.addEventListener('click', (/** @type {MouseEvent} */ e) => {
			e.stopPropagation();
			const title = `${m.days} ${unit} streak`;
			const a = achievementOf(state.today, { title, streak: null });
			if (habit?.name) a.habits = [{ name: habit.name, color: habit.color ?? '' }];
			close();
			openShareSheet(a);
		});
		layer.addEventListener('click', close);
		document.addEventListener('keydown', onKey, true);
	});
}

/**
 * The milestone overlay's card: the streak's count and unit, the server's message and the Share button.
 * @param {{days: number, intensity?: string, message?: string | null}} m
 * @param {string} unit
 * @param {HTMLElement} share
 */
function milestoneLayer(m, unit, share) {
	return h(
		'div',
		{ class: `milestone is-${m.intensity ?? 'standard'}`, role: 'status', 'aria-live': 'polite' },
		h(
			'div',
			{ class: 'milestone-card' },
			h('div', { class: 'milestone-flame', 'aria-hidden': 'true', html: icon('flame', { size: 72, stroke: 1.6 }) }),
			h('div', { class: 'milestone-count' }, String(m.days)),
			h('div', { class: 'milestone-unit' }, `${unit} streak`),
			h('p', { class: 'milestone-message' }, m.message ?? ''),
			share,
			h('p', { class: 'milestone-hint' }, 'Tap to continue'),
		),
	);
}
