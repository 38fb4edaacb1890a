// Habit detail: hero in the habit's colour, quick stats, this week's days,
// a month calendar with a past-day entry editor, notes, Edit, Archive and Delete.
import { byId, h, trapFocus, inertOthers, settled } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import * as api from '../../core/habit-actions.js';
import {
	state,
	todayDay,
	firstWeekday as userFirstWeekday,
	on,
	findCard,
	streaksVisible,
	dropHabit,
	upsertHabit,
} from '../../core/store.js';
import { loadToday } from '../../core/data.js';
import { writeCheckIn, setToday, applyAnswer } from '../../core/checkin.js';
import { celebrate } from '../../components/celebrate.js';
import { confirmDialog } from '../../components/dialog.js';
import { openMenu } from '../../components/menu.js';
import { openEditor } from '../../components/card-actions.js';
import { openEntrySheet, MOODS } from '../../components/entry.js';
import { weekStrip, monthGrid } from '../../components/calendar.js';
import { onColor } from '../../core/palette.js';
import { addDays, monthStart, shortDate, weekdayName, num } from '../../core/format.js';
import { announce, toast, haptic } from '../../components/ui.js';
import { styled } from '../../core/stylesheet.js';
import { habitStatsSection } from '../stats/habit-stats.js';
import { habitHistory } from '../stats/reads.js';
import { relatedHabitsSection } from './related.js';

let current = null;
const WIDE = '(min-width: 900px)';

export function openDetail(habitId, { onClose }) {
	if (current?.id === habitId) return current;
	current?.close({ instant: true });
	const opener = /** @type {HTMLElement | null} */ (document.activeElement);
	const today = /** @type {string} */ (todayDay()); // known once the app has loaded Today
	const firstWeekday = userFirstWeekday();
	let habit = findCard(habitId)?.habit ?? state.habits?.find((x) => x.id === habitId) ?? null;
	let history = null;
	let month = monthStart(today);
	const start = addDays(today, -370);

	const back = h('button', {
		type: 'button',
		class: 'hero-btn',
		'aria-label': 'Back',
		html: icon('chevron-left', { size: 24, stroke: 2.4 }),
	});
	const more = h('button', {
		type: 'button',
		class: 'hero-btn',
		'aria-label': 'Habit actions',
		'aria-haspopup': 'menu',
		'aria-expanded': 'false',
		html: icon('more', { size: 22 }),
	});
	const heroBar = h('div', { class: 'hero-bar' }, back, more);
	const heroMain = h('div', { class: 'hero-main' });
	const hero = h('header', { class: 'hero' }, heroBar, heroMain);
	const body = h('div', { class: 'detail-body' });
	// From 900 px the detail is a pane beside the list (css/detail.css), not a modal over it.
	const modal = !matchMedia(WIDE).matches;
	const screen = h(
		'div',
		{ class: 'detail', role: 'dialog', 'aria-modal': String(modal), 'aria-labelledby': 'detail-title', tabindex: '-1' },
		h('div', { class: 'detail-scroll' }, hero, body),
	);
	byId('detail-root').append(screen);
	document.body.classList.add('detail-open');
	const untrap = modal ? trapFocus(screen) : () => {};
	const undoInert = modal ? inertOthers(byId('detail-root')) : () => {};
	requestAnimationFrame(() => screen.classList.add('open'));

	back.addEventListener('click', () => onClose());
	more.addEventListener('click', () =>
		openMenu(
			more,
			[
				{ label: 'Edit', icon: 'edit', onSelect: edit },
				{
					label: habit?.archived ? 'Unarchive' : 'Archive',
					icon: habit?.archived ? 'unarchive' : 'archive',
					onSelect: archive,
				},
				{ label: 'Delete', icon: 'trash', danger: true, onSelect: remove },
			],
			{ label: 'Habit actions' },
		),
	);
	screen.addEventListener('keydown', (e) => {
		if (e.key === 'Escape' && !e.defaultPrevented && screen.contains(e.target)) {
			e.preventDefault();
			onClose();
		}
	});

	const byDay = () => new Map((history?.days ?? []).map((d) => [d.day, d]));

	/** Re-renders, keeping keyboard focus on the equivalent control. */
	function render() {
		const key = focusKey(document.activeElement, body);
		draw();
		if (key) body.querySelector(key)?.focus({ preventScroll: true });
	}

	function draw() {
		more.hidden = !habit;
		if (!habit) {
			body.replaceChildren(h('p', { class: 'detail-loading' }, 'Loading…'));
			return;
		}
		const { bg, bg2, fg, panel } = onColor(habit.color);
		screen.style.setProperty('--hero-panel', panel);
		screen.style.setProperty('--hero-bg', bg);
		screen.style.setProperty('--hero-bg2', bg2);
		screen.style.setProperty('--hero-fg', fg);
		screen.style.setProperty('--habit', habit.color);
		const sum = history?.summary;
		// The server's words for this month's rate ("77%", "No days due") and the streak's unit.
		const rate = sum ? (sum.monthRateText ?? `${Math.round(sum.monthRate * 100)}%`) : null;
		const unit = sum?.streakUnit ?? habit.streakUnit ?? findCard(habit.id)?.streak?.unit;
		const stats = [
			streaksVisible()
				? [sum?.currentStreak ?? '–', sum?.streakLabel ?? (unit ? `${unit} streak` : 'streak'), 'current']
				: [sum ? `${Math.round((sum.strength ?? 0) * 100)}%` : '–', 'strength', 'strength'],
			[rate ?? '–', 'this month', 'rate'],
			[sum?.totalCompletions ?? '–', 'completions', 'total'],
		];
		heroMain.replaceChildren(
			h('div', { class: 'hero-icon', html: icon(habit.icon, { size: 40 }) }),
			h('h1', { id: 'detail-title', class: 'hero-name' }, habit.name),
			h('p', { class: 'hero-sched' }, habit.scheduleText + (habit.archived ? ' · Archived' : '')),
			h(
				'dl',
				{ class: 'quick-stats' },
				stats.map(([v, label, k]) => h('div', { class: `qs qs-${k}` }, h('dt', {}, label), h('dd', {}, String(v)))),
			),
		);

		const map = byDay();
		const card = findCard(habit.id);
		const todayEntry =
			map.get(today) ??
			(card
				? { outcome: card.today.state, value: card.today.value, note: card.today.note, mood: card.today.mood }
				: null);
		const doneToday = todayEntry && todayEntry.outcome === 'done';
		const numeric = habit.measure?.kind === 'numeric';
		const todayCard = h(
			'section',
			{ class: `today-entry ${doneToday ? 'is-done' : ''}`, 'aria-labelledby': 'te-title' },
			h('h2', { id: 'te-title', class: 'block-title' }, 'Today'),
			numeric
				? h(
						'p',
						{ class: 'te-value' },
						`${num(todayEntry?.value ?? 0)} of ${num(habit.measure.target)} ${habit.measure.unit}`,
					)
				: null,
			doneToday && !numeric
				? h(
						'div',
						{ class: 'te-done' },
						h('span', { class: 'te-check', html: icon('check', { size: 22, stroke: 3 }) }),
						h('span', {}, 'Completed today'),
						h(
							'button',
							{ type: 'button', class: 'btn btn-plain', dataset: { fk: 'mark' }, onclick: () => toggleDay(today) },
							'Undo',
						),
					)
				: h(
						'button',
						{
							type: 'button',
							class: 'btn btn-habit btn-block',
							dataset: { fk: 'mark' },
							onclick: () => (numeric ? entry(today) : toggleDay(today)),
						},
						h('span', { html: icon(numeric ? 'plus' : 'check', { size: 20, stroke: 2.6 }) }),
						numeric ? 'Log value' : 'Mark as Complete',
					),
			h(
				'button',
				{
					type: 'button',
					class: 'btn btn-plain te-note',
					dataset: { fk: 'note' },
					onclick: () => entry(today, { focusNote: true }),
				},
				h('span', { html: icon('note', { size: 18 }) }),
				todayEntry?.note ? 'Edit note' : 'Add a note',
			),
		);

		const notes = (history?.days ?? []).filter((d) => d.note).sort((a, b) => (a.day < b.day ? 1 : -1));
		body.replaceChildren(
			todayCard,
			h(
				'section',
				{ class: 'block', 'aria-labelledby': 'wk-title' },
				h('h2', { id: 'wk-title', class: 'block-title' }, 'This week'),
				weekStrip({
					today,
					firstWeekday,
					byDay: map,
					createdDay: habit.createdDay,
					onTap: (d) => (numeric ? entry(d) : toggleDay(d)),
				}),
			),
			h(
				'section',
				{ class: 'block', 'aria-labelledby': 'hist-title' },
				h('h2', { id: 'hist-title', class: 'block-title' }, 'History'),
				monthGrid({
					month,
					today,
					firstWeekday,
					byDay: map,
					createdDay: habit.createdDay,
					minMonth: monthStart(start),
					onTap: (d) => entry(d),
					onMonth: (m) => {
						month = m;
						render();
					},
				}),
			),
			habitStatsSection(habit.id),
			relatedHabitsSection(habit),
			h(
				'section',
				{ class: 'block', 'aria-labelledby': 'notes-title' },
				h('h2', { id: 'notes-title', class: 'block-title' }, 'All Notes'),
				notes.length
					? h(
							'ul',
							{ class: 'notes' },
							notes.map((n) =>
								h(
									'li',
									{},
									h(
										'button',
										{ type: 'button', class: 'note-item', onclick: () => entry(n.day) },
										h('span', { class: 'note-date' }, shortDate(n.day)),
										h('span', { class: 'note-text' }, n.note),
										n.mood
											? h(
													'span',
													{ class: 'note-mood', 'aria-label': MOODS.find((m) => m[0] === n.mood)?.[2] },
													MOODS.find((m) => m[0] === n.mood)?.[1] ?? '',
												)
											: null,
									),
								),
							),
						)
					: h('p', { class: 'muted' }, 'Notes you add to a day appear here.'),
			),
			h(
				'section',
				{ class: 'block detail-actions' },
				h(
					'button',
					{ type: 'button', class: 'btn btn-secondary btn-block', dataset: { fk: 'edit' }, onclick: edit },
					h('span', { html: icon('edit', { size: 20 }) }),
					'Edit Habit',
				),
				h(
					'button',
					{ type: 'button', class: 'btn btn-secondary btn-block', dataset: { fk: 'archive' }, onclick: archive },
					h('span', { html: icon(habit.archived ? 'unarchive' : 'archive', { size: 20 }) }),
					habit.archived ? 'Unarchive Habit' : 'Archive Habit',
				),
				h(
					'button',
					{ type: 'button', class: 'btn btn-danger-text btn-block', dataset: { fk: 'delete' }, onclick: remove },
					h('span', { html: icon('trash', { size: 20 }) }),
					'Delete Habit',
				),
			),
		);
	}

	async function refresh() {
		try {
			const res = await habitHistory(habitId, start, today); // the engine's when offline
			habit = res.habit;
			history = res;
			if (!closed) render();
		} catch (e) {
			if (e.status === 404) {
				toast('This habit no longer exists.');
				onClose();
			} else if (!closed) {
				render();
				toast(e.message);
			}
		}
	}

	function patchDay(day, res) {
		if (!history) return;
		const ci = res?.checkIn;
		const d = history.days.find((x) => x.day === day);
		const outcome = ci ? (ci.day === today && res.card ? res.card.today.state : ci.state) : 'none';
		const row = {
			day,
			outcome,
			due: d?.due ?? true,
			value: ci?.value ?? null,
			note: ci?.note ?? null,
			mood: ci?.mood ?? null,
		};
		if (d) Object.assign(d, row);
		else history.days.push(row);
	}

	async function toggleDay(day) {
		const entryNow = byDay().get(day);
		const isDone = entryNow?.outcome === 'done' || (day === today && findCard(habitId)?.today.state === 'done');
		haptic(isDone ? 'soft' : 'light');
		// Optimistic: paint the day at once.
		if (history) {
			patchDay(day, isDone ? null : { checkIn: { day, state: 'done' } });
			render();
		}
		try {
			const res =
				day === today && findCard(habitId)
					? await setToday(habitId, isDone ? 'none' : 'done')
					: await writeCheckIn(habitId, day, isDone ? null : { state: 'done' });
			if (!res) return;
			if (day !== today) applyAnswer(res);
			patchDay(day, res);
			render();
			celebrate(res, {
				color: habit.color,
				name: habit.name,
				unit: res.card?.streak?.unit,
				point: centerOf(screen.querySelector(`[data-day="${day}"]`)),
			});
			announce(`${weekdayName(day)} ${isDone ? 'cleared' : 'marked complete'} for ${habit.name}`);
			refresh();
		} catch (e) {
			toast(e.message);
			refresh();
		}
	}

	async function entry(day, { focusNote = false } = {}) {
		const row = byDay().get(day);
		const card = findCard(habitId);
		const e =
			day === today && card
				? { state: card.today.state, value: card.today.value, note: card.today.note, mood: card.today.mood }
				: { state: row?.outcome, value: row?.value, note: row?.note, mood: row?.mood };
		const res = await openEntrySheet({ habit, day, entry: e, isToday: day === today && !!card, focusNote });
		if (res) {
			patchDay(day, res);
			render();
			refresh();
		}
	}

	function edit() {
		openEditor(habit);
	}

	async function archive() {
		try {
			const wasArchived = habit.archived;
			const saved = wasArchived ? await api.unarchiveHabit(habitId) : await api.archiveHabit(habitId);
			upsertHabit(saved);
			habit = saved;
			loadToday().catch(() => {});
			if (wasArchived) {
				render();
				toast(`${saved.name} is active again`);
				return;
			}
			onClose();
			toast(`${saved.name} archived`, {
				action: 'Undo',
				onAction: async () => {
					const back = await api.unarchiveHabit(habitId);
					upsertHabit(back);
					loadToday().catch(() => {});
				},
			});
		} catch (e) {
			toast(e.message);
		}
	}

	async function remove() {
		const ok = await confirmDialog({
			title: 'Delete Habit?',
			message: `This will permanently delete "${habit.name}" and all its completion history.`,
			confirm: 'Delete',
			cancel: 'Cancel',
			destructive: true,
		});
		if (!ok) return;
		try {
			await api.deleteHabit(habitId);
			dropHabit(habitId);
			haptic('heavy');
			onClose();
			toast(`${habit.name} deleted`);
			announce(`${habit.name} deleted`);
			loadToday().catch(() => {});
		} catch (e) {
			toast(e.message);
		}
	}

	const offCard = on('card', (c) => {
		if (c.habit.id === habitId && !closed) {
			habit = c.habit;
		}
	});
	const offToday = on('today', () => {
		const c = findCard(habitId);
		if (c && !closed) {
			habit = c.habit;
			refresh();
		}
	});

	let closed = false;
	render();
	back.focus({ preventScroll: true });
	styled(screen, '/css/detail.css').then(() => {
		if (!closed && !screen.contains(document.activeElement)) back.focus({ preventScroll: true });
	});
	refresh();

	current = {
		id: habitId,
		async close({ instant = false } = {}) {
			if (closed) return;
			closed = true;
			current = null;
			offCard();
			offToday();
			untrap();
			undoInert();
			document.body.classList.remove('detail-open');
			screen.classList.remove('open');
			screen.classList.add('closing');
			if (!instant) await settled(screen, 450);
			screen.remove();
			if (opener && document.contains(opener) && !document.querySelector('.sheet-layer'))
				opener.focus({ preventScroll: true });
		},
	};
	return current;
}

export const closeDetail = () => current?.close();

/** A selector that finds the same control after a re-render. */
function focusKey(el, root) {
	if (!el || !root.contains(el) || el === root) return null;
	if (el.dataset.day) return `.${el.classList[0]}[data-day="${el.dataset.day}"]`;
	if (el.dataset.fk) return `[data-fk="${el.dataset.fk}"]`;
	return null;
}

function centerOf(el) {
	if (!el) return null;
	const r = el.getBoundingClientRect();
	return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}
