// The goal wizard's draft, kept on this device so the user can save and continue later,
// from any step.
const KEY = 'ripple.coach.draft';

/**
 * The saved draft, or null.
 * @returns {import('./wizard-state.js').WizardDraft | null}
 */
export function loadDraft() {
	try {
		return JSON.parse(localStorage.getItem(KEY) ?? 'null');
	} catch {
		return null;
	}
}
/**
 * Keeps the draft on this device.
 * @param {import('./wizard-state.js').WizardDraft} d
 */
export const saveDraft = (d) => {
	try {
		localStorage.setItem(KEY, JSON.stringify(d));
	} catch {
		/* private mode */
	}
};
export const clearDraft = () => {
	try {
		localStorage.removeItem(KEY);
	} catch {
		/* ignore */
	}
};
