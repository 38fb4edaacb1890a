// What the coach screens read together: a goal with its week, and whether a finished week waits
// for its end-of-week decision. The decision itself (verdict, options, messages) is the engine's.
import * as api from '../../api/coach.js';
import { addDays } from '../../core/format.js';

/** @typedef {import('../../api/types.js').CoachWeek & {review: NonNullable<import('../../api/types.js').CoachWeek['review']>}} PendingReview */

/**
 * The week before `week` when it is over, still belongs to the current stage and has not been
 * decided (the goal's judged weeks do not list it): its review, else null. The API has no field
 * for "a review is waiting", so this asks for last week's view and shows its `review` as sent.
 * @param {import('../../api/types.js').Goal} goal
 * @param {import('../../api/types.js').CoachWeek} week today's week of the goal
 * @param {import('../../api/types.js').CoachWeek | null} [lastWeek] the week before, when already read
 * @returns {Promise<PendingReview | null>}
 */
export async function pendingReview(goal, week, lastWeek) {
	if (goal.status !== 'active') return null;
	const last =
		lastWeek !== undefined ? lastWeek : await api.goalWeek(goal.id, addDays(week.weekStart, -1)).catch(() => null);
	if (!last?.review || last.review.verdict === 'not_judged' || last.stageIndex !== goal.currentIndex) return null;
	if (last.weekEnd < goal.state.stageStart) return null; // a week before this stage began
	const judged = /** @type {import('../../api/coach-types.js').JudgedWeek[]} */ (goal.state?.weeks ?? []);
	if (judged.some((w) => w.weekStart === last.weekStart)) return null;
	return /** @type {PendingReview} */ (last);
}

/**
 * The roadmap in use (the newest version; a goal's state always holds one).
 * @param {import('../../api/coach-types.js').Goal} goal
 * @returns {import('../../api/coach-types.js').Roadmap}
 */
export const currentRoadmap = (goal) =>
	/** @type {import('../../api/coach-types.js').Roadmap} */ (goal.state.roadmaps.at(-1));

/**
 * A check-in entry for a Yes / No / Skip answer (null clears the day): a Yes records what the
 * API says a Yes records that day (the stage's amount, `yesValues`), when it says anything.
 * @param {string | null} answer
 * @param {number | undefined} [yesValue]
 * @returns {{state: string, value?: number} | null}
 */
export function entryFor(answer, yesValue) {
	if (!answer) return null;
	return answer === 'done' && yesValue != null ? { state: answer, value: yesValue } : { state: answer };
}

/**
 * Today's answer on the week's calendar, as one of the logging buttons' states.
 * @param {{state: string} | null | undefined} day
 * @returns {string | null}
 */
export function answerOf(day) {
	return day && ['done', 'missed', 'skipped'].includes(day.state) ? day.state : null;
}
