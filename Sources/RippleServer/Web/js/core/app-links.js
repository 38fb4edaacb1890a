// Entry points shared by the shell and the screens (kept apart to avoid import cycles).

let cameFromApp = false;

export async function openAddHabit() {
  const { openHabitForm } = await import('../screens/sheet/habitform.js');
  openHabitForm({});
}

/** Opens a habit's details (a history entry, so the browser's Back closes it). */
export function openDetails(habitId) {
  cameFromApp = true;
  location.hash = `#/habit/${encodeURIComponent(habitId)}`;
}

/** Leaves the details: back in history when we pushed it, else to the given tab. */
export function leaveDetails(tab = 'today') {
  if (cameFromApp) {
    cameFromApp = false;
    history.back();
  } else {
    location.replace(`#/${tab}`);
  }
}

export function resetNav() { cameFromApp = false; }
