// The coach's requests and answers (OpenAPI tag "goals") that js/api/types.js does not already
// name: the lists, the previews' answers, a move and a stage's edit. The shared schemas (Goal,
// Roadmap, Stage, CoachWeek, Recalibration, …) stay in js/api/types.js and are named here again
// so the coach's modules import their types from one place. Types only: nothing runs.
export {};

/** @typedef {import('./types.js').Day} Day */
/** @typedef {import('./types.js').Goal} Goal */
/** @typedef {import('./types.js').GoalDraft} GoalDraft */
/** @typedef {import('./types.js').GoalCheck} GoalCheck */
/** @typedef {import('./types.js').Roadmap} Roadmap */
/** @typedef {import('./types.js').RoadmapPreview} RoadmapPreview */
/** @typedef {import('./types.js').Stage} Stage */
/** @typedef {import('./types.js').CoachWeek} CoachWeek */
/** @typedef {import('./types.js').CoachWeekStage} CoachWeekStage */
/** @typedef {import('./types.js').CoachMessage} CoachMessage */
/** @typedef {import('./types.js').GoalMoveResult} GoalMoveResult */
/** @typedef {import('./types.js').Recalibration} Recalibration */
/** @typedef {import('./types.js').Reflection} Reflection */
/** @typedef {import('./types.js').ReviewOption} ReviewOption */

/** @typedef {import('./wire-types.js').ClarifyingQuestion} ClarifyingQuestion */
/** @typedef {import('./wire-types.js').BaselineQuestion} BaselineQuestion */
/** @typedef {import('./wire-types.js').TimelineAdvice} TimelineAdvice */
/** @typedef {import('./wire-types.js').GoalList} GoalList */
/** @typedef {import('./wire-types.js').PreviewEdits} PreviewEditsResult */
/** @typedef {import('./wire-types.js').PreviewOrder} PreviewOrderResult */
/** @typedef {import('./wire-types.js').ReflectionList} ReflectionList */
/**
 * One stage's edit laid onto a previewed roadmap (POST /goals/preview/edits, edits[]).
 * @typedef {{week: number, action?: string, criterion?: number}} PreviewEdit
 */
/**
 * A move's name (schema GoalMove.move); `repeat` is the older spelling of `repeat_stage`.
 * @typedef {'advance' | 'repeat_stage' | 'simplify' | 'extend' | 'carry_on' | 'recalibrate' | 'pause' | 'resume' | 'complete' | 'abandon' | 'return_to_original' | 'repeat'} GoalMoveName
 */
/**
 * The end-of-week decision or any other move (schema GoalMove). The move's name is a string as
 * the review's options send it (a GoalMoveName); simplification is smaller_action or fewer_days,
 * pauseMode maintenance or vacation, each as the screens' choices carry it.
 * @typedef {{move: string, revision: number, simplification?: string | null, pauseMode?: string | null, resumeDay?: Day | null}} GoalMove
 */
/**
 * An upcoming stage's edit (PATCH /goals/{id}/stages/{week}).
 * @typedef {{name?: string, action?: string, criterion?: number, week?: number}} StageEdit
 */
/**
 * A week's reflection as written (POST /goals/{id}/reflections).
 * @typedef {{worked: string, hard: string, stage?: number}} ReflectionInput
 */
/** @typedef {import('./types.js').JudgedWeek} JudgedWeek */
