// What the Profile tab asks of the server (js/screens/profile/, upgrade/): settings, the data
// section (export, backups, restore, the Loop import, clearing everything), notifications and the
// calendar feed, the licence, the about figures and the engine module's bytes (developer view).
// The screens reach the API client through here only.
export { updateSettings } from '../api/settings.js';
export {
	backup,
	backupEncrypted,
	clearAllData,
	exportData,
	importLoop,
	restore,
	restoreEncrypted,
} from '../api/data.js';
export {
	getCalendarToken,
	getNotificationPreferences,
	getPushKey,
	rotateCalendarToken,
	sendTestPush,
	subscribePush,
	unsubscribePush,
	updateNotificationPreferences,
} from '../api/notifications.js';
export { applyLicence, restoreLicence } from '../api/licence.js';
export { openAPI } from '../api/meta.js';
export { engineModuleBytes } from '../api/engine.js';
