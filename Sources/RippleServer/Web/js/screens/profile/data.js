// Your data: export, backup (with the last backup's date; protected by a
// passphrase as an age file in passphrase-sheet.js, loaded when used), restore from a file
// ("This will replace current data. Continue?"), import from Loop Habit Tracker, and Clear All Data
// behind two confirmations, after which the app starts over with onboarding.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import * as api from '../../core/profile-actions.js';
import { clearHabitsAndCategories } from '../../core/store.js';
import { loadToday, loadHabits, loadCategories } from '../../core/data.js';
import { confirmDialog } from '../../components/dialog.js';
import { saveFile } from '../../core/save-file.js';
import { plural } from '../../core/format.js';
import { announce, haptic, toast } from '../../components/ui.js';

const LAST_BACKUP = 'ripple.lastBackup';

const lastBackupText = () => {
	let at = null;
	try {
		at = Number(localStorage.getItem(LAST_BACKUP)) || null;
	} catch {
		/* private mode */
	}
	if (!at) return 'No backup yet';
	const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
	return `Last backup: ${when}`;
};

function actionRow({ iconName, title, sub, onClick, tone = '' }) {
	const subEl = sub != null ? h('span', { class: 'drow-sub' }, sub) : null;
	const b = h(
		'button',
		{ type: 'button', class: `drow ${tone}` },
		h('span', { class: 'drow-icon', html: icon(iconName, { size: 20 }) }),
		h('span', { class: 'drow-text' }, h('span', { class: 'drow-title' }, title), subEl),
		h('span', { class: 'drow-chev', html: icon('chevron-right', { size: 18, stroke: 2.4 }) }),
	);
	b.addEventListener('click', () => onClick(b));
	return { el: b, sub: subEl };
}

/** Reads a file the user picks (resolves null when they cancel). */
function pickFile(accept) {
	return new Promise((resolve) => {
		const input = h('input', { type: 'file', accept, hidden: true, class: 'data-file' });
		input.addEventListener(
			'change',
			() => {
				resolve(input.files[0] ?? null);
				input.remove();
			},
			{ once: true },
		);
		input.addEventListener(
			'cancel',
			() => {
				resolve(null);
				input.remove();
			},
			{ once: true },
		);
		document.body.append(input);
		input.click();
	});
}

async function refreshAll() {
	await Promise.all([
		loadToday().catch(() => {}),
		loadHabits(true).catch(() => {}),
		loadCategories(true).catch(() => {}),
	]);
}

export function dataSection({ onCleared }) {
	const result = h('div', { class: 'data-result', role: 'status', 'aria-live': 'polite', hidden: true });
	const show = (kind, title, text) => {
		result.hidden = false;
		result.className = `data-result is-${kind}`;
		result.setAttribute('role', kind === 'error' ? 'alert' : 'status');
		result.replaceChildren(
			h('span', { class: 'data-result-icon', html: icon(kind === 'error' ? 'warning' : 'check-circle', { size: 20 }) }),
			h(
				'div',
				{},
				h('p', { class: 'data-result-title' }, title),
				text ? h('p', { class: 'data-result-text' }, text) : null,
			),
		);
		requestAnimationFrame(() =>
			result.scrollIntoView({
				block: 'center',
				behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
			}),
		);
	};
	const busy = async (row, fn) => {
		if (row.el.getAttribute('aria-busy') === 'true') return;
		row.el.setAttribute('aria-busy', 'true');
		row.el.classList.add('is-busy');
		try {
			await fn();
		} finally {
			row.el.removeAttribute('aria-busy');
			row.el.classList.remove('is-busy');
		}
	};

	const exportRow = actionRow({
		iconName: 'share',
		title: 'Export Data',
		sub: 'CSV or JSON, with a date range',
		onClick: async () => (await import('./export-sheet.js')).openExportSheet(),
	});

	const backupRow = actionRow({
		iconName: 'archive',
		title: 'Backup Data',
		sub: lastBackupText(),
		onClick: () =>
			busy(backupRow, async () => {
				try {
					const { blob, name } = await api.backup();
					saveFile(blob, name ?? 'ripple-backup.json');
					try {
						localStorage.setItem(LAST_BACKUP, String(Date.now()));
					} catch {
						/* private mode */
					}
					backupRow.sub.textContent = lastBackupText();
					haptic('success');
					toast('Backed up successfully!');
					announce('Backed up successfully');
				} catch (e) {
					show('error', "Couldn't back up", e.message);
				}
			}),
	});

	const protectedRow = actionRow({
		iconName: 'archive',
		title: 'Protect with a Passphrase',
		sub: 'An encrypted backup (.age)',
		onClick: async () =>
			(await import('./passphrase-sheet.js')).openProtectedBackupSheet({
				onSaved: () => {
					try {
						localStorage.setItem(LAST_BACKUP, String(Date.now()));
					} catch {
						/* private mode */
					}
					backupRow.sub.textContent = lastBackupText();
				},
			}),
	});

	const restored = async (summary, file) => {
		await refreshAll();
		haptic('success');
		show(
			'ok',
			'Restore complete',
			`${plural(summary.habits, 'habit')} and ${plural(summary.checkIns, 'check-in')} restored from ${file.name}.${summaryNotes(summary)}`,
		);
		toast('Data restored');
	};

	const restoreRow = actionRow({
		iconName: 'unarchive',
		title: 'Restore Data',
		sub: 'From a Ripple backup file (.json or .age)',
		onClick: () =>
			busy(restoreRow, async () => {
				const file = await pickFile('.json,.age,application/json,application/octet-stream');
				if (!file) return;
				const ok = await confirmDialog({
					title: 'Restore from backup?',
					message: 'This will replace current data. Continue?',
					confirm: 'Restore',
					destructive: true,
				});
				if (!ok) return;
				const sheets = await import('./passphrase-sheet.js');
				if (await sheets.isAgeFile(file)) {
					sheets.openProtectedRestoreSheet(file, (summary) => restored(summary, file));
					return;
				}
				try {
					await restored(await api.restore(await file.text()), file);
				} catch (e) {
					haptic('error');
					show('error', "Couldn't restore this file", `${e.message}. Nothing was changed.`);
				}
			}),
	});

	const loopRow = actionRow({
		iconName: 'sparkles',
		title: 'Import from Loop Habit Tracker',
		sub: 'Its .db backup or CSV .zip',
		onClick: () =>
			busy(loopRow, async () => {
				const file = await pickFile('.db,.zip,application/zip,application/x-sqlite3,application/octet-stream');
				if (!file) return;
				try {
					const summary = await api.importLoop(file);
					await refreshAll();
					haptic('success');
					const names = summary.names.length ? `: ${summary.names.join(', ')}` : '';
					show(
						'ok',
						`Imported ${plural(summary.habits, 'habit')} and ${plural(summary.checkIns, 'check-in')}`,
						`From ${file.name}${names}.${summaryNotes(summary)}`,
					);
					toast('Import complete');
				} catch (e) {
					haptic('error');
					show('error', "Couldn't import this file", `${e.message}. Nothing was changed.`);
				}
			}),
	});

	const clearRow = actionRow({
		iconName: 'trash',
		title: 'Clear All Data',
		sub: null,
		tone: 'is-danger',
		onClick: () =>
			busy(clearRow, async () => {
				const first = await confirmDialog({
					title: 'Clear All Data?',
					message: 'This will permanently delete all your habits and data. This cannot be undone.',
					confirm: 'Delete All Data',
					destructive: true,
				});
				if (!first) return;
				const second = await confirmDialog({
					title: 'Are you sure?',
					message: 'Every habit, check-in, note and setting will be erased.',
					confirm: 'Erase Everything',
					destructive: true,
				});
				if (!second) return;
				try {
					await api.clearAllData();
					for (const k of ['ripple.today', LAST_BACKUP, 'ripple.tz', 'ripple.habits.collapsed']) {
						try {
							localStorage.removeItem(k);
						} catch {
							/* private mode */
						}
					}
					backupRow.sub.textContent = lastBackupText();
					result.hidden = true;
					clearHabitsAndCategories();
					const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
					if (tz) await api.updateSettings({ timeZone: tz }).catch(() => {});
					await refreshAll();
					haptic('heavy');
					announce('All data cleared');
					onCleared?.();
				} catch (e) {
					show('error', "Couldn't clear your data", e.message);
				}
			}),
	});

	const el = h(
		'section',
		{ class: 'psection', 'aria-labelledby': 'data-title' },
		h('h2', { class: 'psection-title', id: 'data-title' }, 'Your data'),
		h('div', { class: 'pcard dlist' }, exportRow.el, backupRow.el, protectedRow.el, restoreRow.el, loopRow.el),
		result,
		h('div', { class: 'pcard dlist danger-zone' }, clearRow.el),
	);
	return {
		el,
		refresh: () => {
			backupRow.sub.textContent = lastBackupText();
		},
	};
}

/** What the server says it archived to fit the plan, skipped or adjusted, as sentences. */
function summaryNotes(summary) {
	const notes = [];
	if (summary.archived?.length) notes.push(`Archived to fit the free plan: ${summary.archived.join(', ')}.`);
	if (summary.droppedCategories?.length)
		notes.push(
			`Categories left out to fit the free plan (their habits have no category): ${summary.droppedCategories.join(', ')}.`,
		);
	if (summary.skipped?.length) notes.push(`Skipped: ${summary.skipped.join('; ')}.`);
	if (summary.adjusted?.length) notes.push(`Adjusted: ${summary.adjusted.join('; ')}.`);
	return notes.length ? ` ${notes.join(' ')}` : '';
}
