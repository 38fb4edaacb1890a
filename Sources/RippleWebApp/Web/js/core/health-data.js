// Importing a health export: the file sent as it is, then Today and the habits read again (as
// after any import, js/core/your-data.js), so Today, History and a habit's detail show the days it
// added without a reload.
import { importHealth } from '../api/health.js';
import { loadHabits, loadToday } from './data.js';

/** @typedef {import('../api/health.js').HealthImport} HealthImport */

/**
 * Imports an Apple Health export or a Google Takeout: each day a linked habit's rule held becomes
 * its check-in, unless the habit has one.
 * @param {File} file
 * @returns {Promise<HealthImport>}
 */
export async function importHealthExport(file) {
	const answer = await importHealth(file);
	if (answer.added > 0) await Promise.all([loadToday().catch(() => {}), loadHabits(true).catch(() => {})]);
	return answer;
}
