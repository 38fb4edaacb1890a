// What the coach's screens ask of the server (js/screens/coach/): the goals, their weeks and
// roadmaps, the previews of a draft or an edit, and the writes (a goal, a move, a stage, a
// reflection). The screens reach the API client through here only; these answers touch no
// shared state, so they pass through as the client gives them.
export {
	acceptRecalibration,
	addReflection,
	checkGoal,
	createGoal,
	editStage,
	getGoal,
	goalWeek,
	listGoals,
	moveGoal,
	previewEdits,
	previewGoalMove,
	previewOrder,
	previewRecalibration,
	previewRoadmap,
	regenerateRoadmap,
} from '../api/coach.js';
