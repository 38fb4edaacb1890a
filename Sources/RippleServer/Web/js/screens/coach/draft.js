// The goal wizard's draft, kept on this device so the user can save and continue later (spec 003
// Goal Articulation Wizard: "Option to save and continue later at any step").
const KEY = 'ripple.coach.draft';

/** The saved draft, or null. */
export function loadDraft() {
  try { return JSON.parse(localStorage.getItem(KEY) ?? 'null'); } catch { return null; }
}
export const saveDraft = (d) => { try { localStorage.setItem(KEY, JSON.stringify(d)); } catch { /* private mode */ } };
export const clearDraft = () => { try { localStorage.removeItem(KEY); } catch { /* ignore */ } };
