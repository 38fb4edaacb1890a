// The onboarding's flow, shared by its screens: the step shown, whether the gesture tutorial is
// done, and the moves between steps and out of onboarding.

/**
 * @typedef {object} OnboardingFlow
 * @property {number} index the step shown (0: welcome)
 * @property {boolean} tutorialDone every gesture was performed
 * @property {() => void} next
 * @property {(i: number, dir?: number) => void} go shows step `i`, sliding in from the right (1) or left (-1)
 * @property {(celebrate: boolean, to?: string | null) => Promise<void>} finish leaves onboarding (to `to`, a route, when given)
 */

export {};
