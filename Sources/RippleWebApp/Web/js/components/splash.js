// The splash: 0–800 ms, about 120 particles fly in from off-screen and settle into the
// concentric-circle logo with spring physics (overshoot and wobble); css/shell.css then sends out
// the ripple waves (800–1400 ms), spells "Ripple" letter by letter (1200–1800 ms) and fades out by
// 2.2 s. The app removes the splash as soon as Today is ready, so it never delays Today; under
// reduced motion there is no splash at all. A classic script, run as soon as #splash is parsed.
/**
 * A particle: where it is and goes, its spring (stiffness over mass, damping), delay, size and colour.
 * @typedef {{x: number, y: number, vx: number, vy: number, tx: number, ty: number, k: number, c: number, delay: number, size: number, color: string}} Particle
 */
{
	/** @param {string} value a colour as #rrggbb @returns {number[]} */
	const rgb = (value) => {
		const hex = value.trim().slice(1);
		return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
	};

	/**
	 * The particles, far off-screen, each bound for a point of the logo's shapes in its 96-unit
	 * box: a disc (r 10) and two rings (r 23 and 37, 6 wide).
	 * @param {DOMRect} box the logo's box
	 * @param {number} far how far off they start
	 * @param {number[]} from the first colour
	 * @param {number[]} to the last colour
	 * @returns {Particle[]}
	 */
	const particlesFor = (box, far, from, to) => {
		const cx = box.left + box.width / 2;
		const cy = box.top + box.height / 2;
		const unit = box.width / 96;
		/** @type {Particle[]} */
		const particles = [];
		[
			[14, 0],
			[40, 23],
			[66, 37],
		].forEach((shape) => {
			for (let i = 0; i < shape[0]; i++) {
				const a = ((i + Math.random() * 0.4) / shape[0]) * Math.PI * 2;
				const r = shape[1] ? shape[1] + (Math.random() - 0.5) * 5 : Math.sqrt(Math.random()) * 9;
				const start = Math.random() * Math.PI * 2;
				const stiffness = 110 + Math.random() * 70; // stiffness over mass: heavier particles lag a little
				const t = Math.random();
				particles.push({
					x: cx + Math.cos(start) * far,
					y: cy + Math.sin(start) * far,
					vx: 0,
					vy: 0,
					tx: cx + Math.cos(a) * r * unit,
					ty: cy + Math.sin(a) * r * unit,
					k: stiffness,
					c: 2 * 0.42 * Math.sqrt(stiffness),
					delay: Math.random() * 140,
					size: 2 + Math.random() * 6,
					color: `rgb(${from.map((v, j) => Math.round(v + (to[j] - v) * t)).join(',')})`,
				});
			}
		});
		return particles;
	};

	/**
	 * Moves the particles on their springs, frame by frame, for 900 ms or until the splash goes.
	 * @param {HTMLElement} root the splash
	 * @param {HTMLCanvasElement} canvas
	 * @param {Particle[]} particles
	 * @param {number} unit the logo's unit, for the particles' size
	 */
	const fly = (root, canvas, particles, unit) => {
		const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
		const dpr = canvas.width / innerWidth;
		ctx.scale(dpr, dpr);
		const t0 = performance.now();
		let last = t0;
		/** @param {number} now */
		const frame = (now) => {
			if (!root.isConnected || root.classList.contains('out') || now - t0 > 900) {
				canvas.remove();
				return;
			}
			const dt = Math.min(0.032, (now - last) / 1000) / 2;
			last = now;
			ctx.clearRect(0, 0, innerWidth, innerHeight);
			for (let i = 0; i < particles.length; i++) {
				const p = particles[i];
				if (now - t0 < p.delay) continue;
				for (let s = 0; s < 2; s++) {
					p.vx += (-p.k * (p.x - p.tx) - p.c * p.vx) * dt;
					p.vy += (-p.k * (p.y - p.ty) - p.c * p.vy) * dt;
					p.x += p.vx * dt;
					p.y += p.vy * dt;
				}
				ctx.globalAlpha = Math.min(1, (now - t0 - p.delay) / 160);
				ctx.fillStyle = p.color;
				ctx.beginPath();
				ctx.arc(p.x, p.y, (p.size / 2) * Math.min(1, unit), 0, Math.PI * 2);
				ctx.fill();
			}
			requestAnimationFrame(frame);
		};
		requestAnimationFrame(frame);
	};

	const root = /** @type {HTMLElement} */ (document.getElementById('splash'));
	// A warm start draws Today at once (js/core/warm.js): the particles would only hold it up.
	if (root && !window.__warmToday && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
		const logo = /** @type {Element} */ (root.querySelector('.splash-logo'));
		const css = getComputedStyle(document.documentElement);
		const dpr = Math.min(window.devicePixelRatio || 1, 2);
		const canvas = document.createElement('canvas');
		canvas.className = 'splash-fx';
		canvas.width = innerWidth * dpr;
		canvas.height = innerHeight * dpr;
		root.appendChild(canvas);
		const box = logo.getBoundingClientRect();
		const from = rgb(css.getPropertyValue('--splash-particle-1'));
		const to = rgb(css.getPropertyValue('--splash-particle-2'));
		const particles = particlesFor(box, Math.hypot(innerWidth, innerHeight) * 0.6, from, to);
		canvas.dataset.particles = String(particles.length);
		fly(root, canvas, particles, box.width / 96);
	}
}
