"""With the app lock on, the service worker's notifications name no habit: a pushed reminder reads
"A habit is due", and its Complete answer names none either; the worker drops the API answers it
kept when the lock is turned on."""

import testclock

from test_app_lock import SECRET_HABIT, close_sheet, turn_on_lock
from test_notifications import NOTIFICATIONS, click, deliver, until

LOCK_KNOWN = "async () => !!(await (await caches.open('ripple-data-v1')).match('/__ripple/lock'))"
API_KEPT = """async () => (await (await caches.open('ripple-data-v1')).keys())
  .map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/api/'))"""


def test_a_reminder_under_the_lock_says_only_that_a_habit_is_due(make_app, server):
    habit = server.create_habit(SECRET_HABIT, reminders=[{"time": "10:00"}])["id"]
    day = testclock.today()
    app = make_app(permissions=["notifications"])
    app.open()
    page = app.page
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)
    app.reload()  # the worker saves the read routes' answers of this start
    until(page, API_KEPT)
    turn_on_lock(page)
    close_sheet(page)
    until(page, LOCK_KNOWN)
    assert page.evaluate(API_KEPT) == []
    message = {
        "kind": "habit_reminder", "key": f"habit_reminder:{habit}:10:00:0", "title": SECRET_HABIT,
        "body": "Time to complete your habit!", "habitId": habit, "reminderTime": "10:00", "day": day,
        "actions": [{"action": "complete", "title": "Complete"}, {"action": "snooze", "title": "Snooze"}],
        "url": "/#/today",
    }
    deliver(page, server, message)
    shown = page.evaluate(NOTIFICATIONS)
    assert [(n["title"], n["body"]) for n in shown] == [("Ripple", "A habit is due")]
    click(page, server, message["key"], "complete")
    assert [n["title"] for n in page.evaluate(NOTIFICATIONS)] == ["Great job! Habit completed ✓"]
    assert [d["outcome"] for d in server.history(habit, day, day)["days"]] == ["done"]
