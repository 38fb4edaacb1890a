// The warm start, decided before first paint: the Today this device last saw (js/core/data.js
// keeps it under 'ripple.today'), when it is of today, the app opens on Today and no app lock is
// set ('ripple.lock': then no plain copy is read). The app draws it at once (js/core/app.js); the
// splash is not shown over it (`html[data-warm]`) and skips its particles, which would only hold
// up that first paint.
(function warm() {
	let kept = null;
	try {
		const onToday = ['', '#', '#/', '#/today'].includes(location.hash);
		if (onToday && !localStorage['ripple.lock']) kept = JSON.parse(localStorage.getItem('ripple.today') ?? 'null');
	} catch {
		kept = null; // storage blocked, or a copy that does not parse
	}
	const d = new Date();
	const day = new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, 10);
	window.__warmToday = kept?.day === day ? kept : null;
	if (window.__warmToday) document.documentElement.dataset.warm = '';
})();
