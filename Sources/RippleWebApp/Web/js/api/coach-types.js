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

/**
 * One of GoalCheck's clarifying questions, with the goals it offers (schema GoalCheck.questions).
 * @typedef {GoalCheck['questions'][number]} ClarifyingQuestion
 */
/**
 * GoalCheck's "where are you now?" question, in the goal's own unit (schema GoalCheck.baselineQuestion).
 * @typedef {NonNullable<GoalCheck['baselineQuestion']>} BaselineQuestion
 */
/**
 * GoalCheck's thought about the pace (schema GoalCheck.timelineAdvice).
 * @typedef {NonNullable<GoalCheck['timelineAdvice']>} TimelineAdvice
 */
/**
 * The user's goals, oldest first (GET /goals).
 * @typedef {{goals: Goal[]}} GoalList
 */
/**
 * One stage's edit laid onto a previewed roadmap (POST /goals/preview/edits, edits[]).
 * @typedef {{week: number, action?: string, criterion?: number}} PreviewEdit
 */
/**
 * The previewed roadmap with the edits laid on, and the weeks whose days were kept or dropped
 * (POST /goals/preview/edits).
 * @typedef {{roadmap: Roadmap, kept: number[], dropped: number[], notes: {week: number, text: string}[]}} PreviewEditsResult
 */
/**
 * The previewed roadmap in its new order (POST /goals/preview/order).
 * @typedef {{roadmap: Roadmap}} PreviewOrderResult
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
 * The goal's reflections (GET /goals/{id}/reflections).
 * @typedef {{reflections: Reflection[]}} ReflectionList
 */
/**
 * A week's reflection as written (POST /goals/{id}/reflections).
 * @typedef {{worked: string, hard: string, stage?: number}} ReflectionInput
 */
/**
 * A judged week as the goal's state keeps it (schema CoachState.weeks; the store's encoder writes
 * these fields).
 * @typedef {{weekStart: Day, roadmapVersion: number, stageIndex: number, verdict: string, done: number, required: number}} JudgedWeek
 */
/**
 * A span of days a stage's habit ran as the goal's state keeps it (schema CoachState.spans).
 * @typedef {{from: Day, roadmapVersion: number, stageIndex: number, habit: Stage['habit'], criterion: number}} CoachSpan
 */
/**
 * A pause as the goal's state keeps it (schema CoachState.pauses).
 * @typedef {{mode: string, resumeDay?: Day | null, from: Day, through?: Day | null}} CoachPause
 */
