// The goal wizard's draft, kept on this device so the user can save and continue later,
// from any step.
const KEY = 'ripple.coach.draft';

/** The saved draft, or null. */
export function loadDraft() {
	try {
		return JSON.parse(localStorage.getItem(KEY) ?? 'null');
	} catch {
		return null;
	}
}
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
