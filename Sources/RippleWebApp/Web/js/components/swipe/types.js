// The shapes the swipe engine (js/components/gestures.js) works with, for JSDoc only.

/**
 * A swipeable row: `el` wraps it, `body` moves, `actions` (optional) are revealed by a left swipe;
 * `swipeBg` is the layer behind a Today card.
 * @typedef {{el: HTMLElement, body: HTMLElement, actions?: HTMLElement | null, swipeBg?: HTMLElement}} SwipeView
 */
/**
 * Where and how a press began: `base` is the row's offset then (the revealed actions' width).
 * @typedef {{x: number, y: number, id: number, base: number, type: string}} SwipeStart
 */
/**
 * What the row's owner holds: its wrapper, whether its actions show, and moving it back.
 * @typedef {{wrap: HTMLElement, readonly revealed: boolean, setX: (x: number, animated?: boolean) => void, reset: (animated?: boolean) => void}} SwipeControl
 */
/**
 * The engine's options (see attachSwipe in js/components/gestures.js).
 * @typedef {{
 *   tap: string,
 *   ignore?: string,
 *   longPressMs?: number,
 *   onTap: (point: {x: number, y: number}) => void,
 *   onAction: (act: string, button: HTMLElement) => void,
 *   onLongPress?: ((start: SwipeStart) => void) | null,
 *   holdCapture?: boolean,
 *   onHoldMove?: (e: PointerEvent) => void,
 *   onHoldEnd?: (e: PointerEvent) => void,
 *   right?: {commit: number, max?: number, armAt?: number, onCommit: (ctl: SwipeControl) => void} | null,
 *   reveal?: number,
 *   paint?: (x: number, width: number) => void,
 * }} SwipeOptions
 */
/**
 * One row's gesture state: the press under way (`start`), its long-press `timer`, the `mode`
 * (null | 'press' | 'drag' | 'held'), the drag's offset `dx`, whether the actions are `revealed`,
 * whether a right swipe is `armed`, and whether the next click is the gesture's own.
 * @typedef {{
 *   view: SwipeView,
 *   options: SwipeOptions,
 *   start: SwipeStart | null,
 *   timer: ReturnType<typeof setTimeout> | undefined,
 *   mode: null | 'press' | 'drag' | 'held',
 *   dx: number,
 *   revealed: boolean,
 *   armed: boolean,
 *   suppressClick: boolean,
 *   ctl: SwipeControl,
 * }} SwipeState
 */

export {};
