// The answers of search and a habit's notes, as the API contract gives them, until
// scripts/wire-schemas writes them into js/api/wire-types.js; the app names them only through this
// file, so switching over is one line per type here.

/**
 * Where a match lies in a text: UTF-16 offsets (JavaScript string indices), `end` exclusive.
 * @typedef {{start: number, end: number}} SearchMark
 */

/**
 * A habit whose name or description matches.
 * @typedef {{habitId: string, name: string, icon: string, color: string, archived: boolean, categoryId: string | null, nameMarks: SearchMark[], description: string, descriptionMarks: SearchMark[]}} SearchHabitHit
 */

/**
 * A category whose name matches.
 * @typedef {{categoryId: string, name: string, color: string, icon?: string | null, nameMarks: SearchMark[]}} SearchCategoryHit
 */

/**
 * A day's note that matches, with its habit.
 * @typedef {{habitId: string, habitName: string, icon: string, color: string, day: string, state: string, mood: string | null, note: string, marks: SearchMark[]}} SearchNoteHit
 */

/**
 * A coach reflection that matches: what worked, what was hard.
 * @typedef {{goalId: string, goalTitle: string, habitId: string, stage: number, day: string, worked: string, workedMarks: SearchMark[], hard: string, hardMarks: SearchMark[]}} SearchReflectionHit
 */

/**
 * What a search found, each group newest or best first.
 * @typedef {{query: string, words: string[], habits: SearchHabitHit[], categories: SearchCategoryHit[], notes: SearchNoteHit[], reflections: SearchReflectionHit[], truncated: boolean}} SearchResults
 */

/**
 * One of a habit's notes.
 * @typedef {{day: string, state: string, mood: string | null, note: string, marks: SearchMark[]}} HabitNote
 */

/**
 * A habit's notes, newest first, and how many carry each mood.
 * @typedef {{habitId: string, notes: HabitNote[], moods: {mood: string, count: number}[]}} HabitNotes
 */

export {};
