"""Goals arranged through the API for the coach's browser tests, on the server's pinned clock
(Wed 2026-11-18): a goal begun on a given Monday (`?day=`, the API's pin), backdated check-ins."""


def make_goal(server, day, what="Run 5 km comfortably"):
    return server.api("POST", f"/api/v1/goals?day={day}", {"what": what, "timelineWeeks": 8}, expect=201)[1]


def goal_now(server, goal):
    return server.api("GET", f"/api/v1/goals/{goal['id']}", expect=200)[1]


def week(server, goal, week_of=None):
    query = f"?weekOf={week_of}" if week_of else ""
    return server.api("GET", f"/api/v1/goals/{goal['id']}/week{query}", expect=200)[1]


def log_days(server, goal, days, state="done", **fields):
    for day in days:
        server.check_in(goal["habitId"], day, state=state, **fields)


def last_week_days(n, start="2026-11-09"):
    """The first `n` days of the week before the pinned today's."""
    return [f"2026-11-{int(start[-2:]) + i:02d}" for i in range(n)]
