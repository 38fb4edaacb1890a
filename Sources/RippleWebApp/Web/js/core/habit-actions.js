// What the habit screens and forms ask of the server (js/screens/habits/, detail/, sheet/,
// onboarding/): a habit created, edited, archived, restored, deleted or reordered, a category
// created, a draft schedule worked out. The screens reach the API client through here only; the
// lists they keep in the store are loaded by js/core/data.js.
export {
	archiveHabit,
	createHabit,
	deleteHabit,
	habitHistory,
	listHabits,
	reorderHabits,
	unarchiveHabit,
	updateHabit,
} from '../api/habits.js';
export { createCategory, listCategories } from '../api/categories.js';
export { previewSchedule } from '../api/schedules.js';
