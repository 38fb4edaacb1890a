"""The browser engine refuses days before 2000-01-01 where the server does (RippleCore's rules):
a replica holding a check-in or a habit from before then, which the server never sends, is
turned away with the API's message instead of being worked out day by day from the year 1013."""

from engine_page import open_engine_page

HABIT_ID = "0f1e2d3c-4b5a-4697-8887-a6b5c4d3e2f1"
HOLD = """(replica) => {
  try { window.__engine.hold(replica); return null; } catch (error) { return error.message; }
}"""


def replica(created_day, check_in_day):
    habit = {"id": HABIT_ID, "name": "Walk", "color": "#FF6B6B", "icon": "dot", "reminders": [],
             "schedule": {"kind": "daily"}, "measure": {"kind": "boolean"}, "createdDay": created_day}
    check_in = {"habitId": HABIT_ID, "day": check_in_day, "state": "done"}
    return {"habits": [habit], "checkIns": [check_in], "tombstones": []}


def test_a_held_check_in_before_2000_is_refused(server, new_context):
    page = open_engine_page(new_context, server)
    assert page.evaluate(HOLD, replica("2000-01-01", "1013-11-17")) == (
        "Check-ins can go back to 2000-01-01 at the earliest")
    assert page.evaluate(HOLD, replica("2000-01-01", "1999-12-31")) == (
        "Check-ins can go back to 2000-01-01 at the earliest")
    assert page.evaluate(HOLD, replica("2000-01-01", "2000-01-01")) is None


def test_a_habit_started_before_2000_is_refused(server, new_context):
    page = open_engine_page(new_context, server)
    assert page.evaluate(HOLD, replica("1999-12-31", "2000-01-01")) == (
        "A habit can start on 2000-01-01 at the earliest")
