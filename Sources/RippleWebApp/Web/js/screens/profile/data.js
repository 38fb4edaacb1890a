// Your data: export, backup (with the last backup's date; protected by a
// passphrase as an age file in passphrase-sheet.js, loaded when used), restore from a file
// ("This will replace current data. Continue?"), import from another app (import-sheet.js, loaded
// when used), sharing a routine and adding one from a file (routine-sheets.js, loaded when used), and Clear All Data
// behind two confirmations, after which the app starts over with onboarding. The rows' parts
// live in data-parts.js.
import { h } from '../../core/dom.js';
import { backup } from '../../api/data.js';
import { previewRoutine } from '../../api/templates.js';
import * as yourData from '../../core/your-data.js';
import { confirmDialog } from '../../components/dialog.js';
import { saveFile } from '../../core/save-file.js';
import { plural } from '../../core/format.js';
import { announce, haptic, toast } from '../../components/ui.js';
import {
	IMPORT_ACCEPT,
	LAST_BACKUP,
	actionRow,
	busy,
	lastBackupText,
	noteBackup,
	pickFile,
	resultPanel,
	summaryNotes,
} from './data-parts.js';

/** @typedef {import('./data-parts.js').ActionRow} ActionRow */
/** @typedef {import('./data-parts.js').ShowResult} ShowResult */
/** @typedef {import('../../api/types.js').ImportSummary} ImportSummary */
/** @typedef {import('../../api/imports.js').ImportPreview} ImportPreview */

/**
 * @param {ActionRow} row
 * @returns {HTMLElement} the row's line under its title (the backup rows have one)
 */
const subOf = (row) => /** @type {HTMLElement} */ (row.sub);

/**
 * @param {{onCleared?: () => void}} options onCleared: after Clear All Data (the app starts over)
 * @returns {{el: HTMLElement, refresh: () => void}}
 */
export function dataSection({ onCleared }) {
	const result = resultPanel();
	const show = result.show;
	const exportRow = actionRow({
		iconName: 'share',
		title: 'Export Data',
		sub: 'CSV or JSON, with a date range',
		onClick: async () => (await import('./export-sheet.js')).openExportSheet(),
	});
	const backup = backupRow(show);
	const protectedRow = actionRow({
		iconName: 'archive',
		title: 'Protect with a Passphrase',
		sub: 'An encrypted backup (.age)',
		onClick: async () =>
			(await import('./passphrase-sheet.js')).openProtectedBackupSheet({
				onSaved: () => {
					noteBackup();
					subOf(backup).textContent = lastBackupText();
				},
			}),
	});
	const clear = clearRow(
		() => {
			subOf(backup).textContent = lastBackupText();
			result.el.hidden = true;
		},
		show,
		onCleared,
	);
	const el = h(
		'section',
		{ class: 'psection', 'aria-labelledby': 'data-title' },
		h('h2', { class: 'psection-title', id: 'data-title' }, 'Your data'),
		h(
			'div',
			{ class: 'pcard dlist' },
			exportRow.el,
			backup.el,
			protectedRow.el,
			restoreRow(show).el,
			importRow(show).el,
		),
		h('div', { class: 'pcard dlist' }, shareRoutineRow().el, addRoutineRow(show).el),
		result.el,
		h('div', { class: 'pcard dlist danger-zone' }, clear.el),
	);
	return {
		el,
		refresh: () => {
			subOf(backup).textContent = lastBackupText();
		},
	};
}

/**
 * Backup Data: the backup file saved, and the date of the last backup.
 * @param {ShowResult} show
 * @returns {ActionRow}
 */
function backupRow(show) {
	const row = actionRow({
		iconName: 'archive',
		title: 'Backup Data',
		sub: lastBackupText(),
		onClick: () =>
			busy(row, async () => {
				try {
					const { blob, name } = await backup();
					saveFile(blob, name ?? 'ripple-backup.json');
					noteBackup();
					subOf(row).textContent = lastBackupText();
					haptic('success');
					toast('Backed up successfully!');
					announce('Backed up successfully');
				} catch (e) {
					show('error', "Couldn't back up", e.message);
				}
			}),
	});
	return row;
}

/**
 * Restore Data: a Ripple backup file (a protected one asks for its passphrase), after a confirmation.
 * @param {ShowResult} show
 * @returns {ActionRow}
 */
function restoreRow(show) {
	const restored = async (/** @type {ImportSummary} */ summary, /** @type {File} */ file) => {
		haptic('success');
		show(
			'ok',
			'Restore complete',
			`${plural(summary.habits, 'habit')} and ${plural(summary.checkIns, 'check-in')} restored from ${file.name}.${summaryNotes(summary)}`,
		);
		toast('Data restored');
	};
	const row = actionRow({
		iconName: 'unarchive',
		title: 'Restore Data',
		sub: 'From a Ripple backup file (.json or .age)',
		onClick: () =>
			busy(row, async () => {
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
					sheets.openProtectedRestoreSheet(file, (/** @type {ImportSummary} */ summary) => restored(summary, file));
					return;
				}
				try {
					await restored(await yourData.restore(await file.text()), file);
				} catch (e) {
					haptic('error');
					show('error', "Couldn't restore this file", `${e.message}. Nothing was changed.`);
				}
			}),
	});
	return row;
}

/**
 * Import from another app: a file chosen, then its preview and Import in a sheet.
 * @param {ShowResult} show
 * @returns {ActionRow}
 */
function importRow(show) {
	const imported = (/** @type {ImportPreview} */ answer, /** @type {File} */ file) => {
		const { summary } = answer;
		const names = summary.names.length ? `: ${summary.names.join(', ')}` : '';
		const title = `Imported ${plural(summary.habits, 'habit')} and ${plural(summary.checkIns, 'check-in')}`;
		show('ok', title, `From ${file.name}${names}.${summaryNotes(summary)}`);
		toast('Import complete');
		announce(title);
	};
	const row = actionRow({
		iconName: 'sparkles',
		title: 'Import from another app',
		sub: 'Loop, HabitKit, Habitica, Beaver, Tickmate, HabitBull, CSV',
		onClick: () =>
			busy(row, async () => {
				const file = await pickFile(IMPORT_ACCEPT);
				if (!file) return;
				(await import('./import-sheet.js')).openImportSheet({ file, onImported: imported });
			}),
	});
	return row;
}

/**
 * Share a Routine: some habits' definitions as a file.
 * @returns {ActionRow}
 */
function shareRoutineRow() {
	const row = actionRow({
		iconName: 'users',
		title: 'Share a Routine',
		sub: 'Chosen habits, without your history',
		onClick: () => busy(row, async () => (await import('./routine-sheets.js')).openShareRoutineSheet()),
	});
	return row;
}

/**
 * Add a Routine from a File: the server's preview of it, then Add in its sheet.
 * @param {ShowResult} show
 * @returns {ActionRow}
 */
function addRoutineRow(show) {
	const added = (/** @type {ImportSummary} */ summary) => {
		const names = summary.names.length ? `: ${summary.names.join(', ')}` : '';
		show('ok', `Added ${plural(summary.habits, 'habit')}`, `From the routine${names}.${summaryNotes(summary)}`);
		toast('Routine added');
		announce(`Added ${plural(summary.habits, 'habit')}`);
	};
	const row = actionRow({
		iconName: 'plus',
		title: 'Add a Routine from a File',
		sub: 'New habits from a shared routine (.json)',
		onClick: () =>
			busy(row, async () => {
				const file = await pickFile('.json,application/json');
				if (!file) return;
				try {
					const text = await file.text();
					const preview = await previewRoutine(text);
					const sheets = await import('./routine-sheets.js');
					await sheets.openAddRoutineSheet({ file, text, preview, onAdded: added });
				} catch (e) {
					haptic('error');
					show('error', "Couldn't read this routine", `${e.message}. Nothing was changed.`);
				}
			}),
	});
	return row;
}

/**
 * Clear All Data, behind two confirmations: the server's data, this device's copies, then the
 * app starts over.
 * @param {() => void} cleared the section's own parts reset (the last backup, the result panel)
 * @param {ShowResult} show
 * @param {(() => void) | undefined} onCleared
 * @returns {ActionRow}
 */
function clearRow(cleared, show, onCleared) {
	const row = actionRow({
		iconName: 'trash',
		title: 'Clear All Data',
		sub: null,
		tone: 'is-danger',
		onClick: () =>
			busy(row, async () => {
				if (!(await confirmClear())) return;
				try {
					await yourData.clearAll(['ripple.today', LAST_BACKUP, 'ripple.tz', 'ripple.habits.collapsed']);
					cleared();
					haptic('heavy');
					announce('All data cleared');
					onCleared?.();
				} catch (e) {
					show('error', "Couldn't clear your data", e.message);
				}
			}),
	});
	return row;
}

/** @returns {Promise<boolean>} true when the person confirmed twice */
async function confirmClear() {
	const first = await confirmDialog({
		title: 'Clear All Data?',
		message: 'This will permanently delete all your habits and data. This cannot be undone.',
		confirm: 'Delete All Data',
		destructive: true,
	});
	if (!first) return false;
	const second = await confirmDialog({
		title: 'Are you sure?',
		message: 'Every habit, check-in, note and setting will be erased.',
		confirm: 'Erase Everything',
		destructive: true,
	});
	return !!second;
}
