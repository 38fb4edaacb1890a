// What the Statistics tab and the Profile's summary read from the server (js/screens/stats/,
// js/screens/profile/): the figures of a range, a habit's, the insights, the consistency matrix,
// the streaks and a habit's history. The screens reach the API client through here only.
export {
	currentStreaks,
	habitStatistics,
	historyMatrix,
	insights,
	statistics,
	streakHistory,
} from '../api/stats.js';
export { habitHistory } from '../api/habits.js';
