// The start under the app lock (js/core/app.js): nothing is read or shown before the person
// unlocks. A reset asked from the CLI (reset.js) drops the lock first; otherwise the lock screen,
// then the guard of the background and the check that nothing plain is left.
/** @type {Promise<void> | null} */
let unlocking = null;

export function unlockFirst() {
	unlocking ??= (async () => {
		document.getElementById('splash')?.remove();
		if (await (await import('./reset.js')).resetAsked()) return;
		await (await import('./lock-screen.js')).showLockScreen();
		(await import('./guard.js')).guard();
		await (await import('./at-rest.js')).keepSealed();
		window.__early = null; // asked before the unlock: asked again now
	})();
	return unlocking;
}
