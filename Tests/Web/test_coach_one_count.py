"""One count and one ask for a goal's week on every screen that shows it: the coach's card, the
goal's habit card on Today and This week agree before a tap and after "Yes", and a Yes on a stage
that asks an amount records that amount (the habit's card shows it done, not "0 of 6 minutes").

The user's week starts on Thursday, so the pinned today (Wednesday 18 November) is its last day;
the goal began on Tuesday, so two days of this week count for its stage (3 of 7 in a full week)
and the week asks one of them."""

import re

from playwright.sync_api import expect

from coach_goals import goal_now, week


def setup(server):
    server.settings(firstWeekday="thu")
    goal = server.api(
        "POST", "/api/v1/goals?day=2026-11-17", {"what": "Run 5 km comfortably", "timelineWeeks": 8}, expect=201)[1]
    habit = server.api("GET", f"/api/v1/habits/{goal['habitId']}", expect=200)[1]
    return goal, habit


def habit_card(app, habit):
    return app.card(habit["name"])


def test_before_any_tap_the_week_asks_the_same_everywhere(app, server):
    goal, habit = setup(server)
    assert goal["currentStage"]["criterion"] == 3
    assert week(server, goal)["required"] == 1
    page = app.page
    app.open()
    coach = page.locator(".coach-card")
    expect(coach.locator(".coach-card-progress")).to_have_text("1 more, with 1 day left")
    expect(habit_card(app, habit)).to_contain_text("0 / 1")
    # Nothing logged yet is not praised as on pace.
    expect(coach.locator(".cw-message")).not_to_contain_text(re.compile("nicely|on track|pace"))
    coach.get_by_role("link", name="This week", exact=True).click()
    screen = page.locator(".coach")
    expect(screen.locator(".cw-crit")).to_have_text("Complete 1 day this week to advance (3 of 7 in a full week)")
    expect(screen.locator(".cw-progress")).to_have_text("1 more, with 1 day left")
    app.screenshot("coach-week-asks-one-day")


def test_yes_records_the_stages_amount_and_every_screen_counts_it_once(app, server):
    goal, habit = setup(server)
    target = goal["currentStage"]["habit"]["measure"]["target"]
    unit = goal["currentStage"]["habit"]["measure"]["unit"]
    page = app.page
    app.open()
    coach = page.locator(".coach-card")
    coach.get_by_role("button", name=re.compile("^Yes")).click()
    app.writes_idle()
    expect(coach.locator(".coach-card-progress")).to_have_text("1 of 1 day: the week's criterion is met")
    card = habit_card(app, habit)
    expect(card).to_contain_text(f"{target:g} of {target:g} {unit}")
    expect(card).to_contain_text("1 / 1")
    expect(card).not_to_contain_text(f"0 of {target:g}")
    checkin = server.card(goal["habitId"])["today"]
    assert checkin["state"] == "done" and checkin["value"] == target
    app.screenshot("coach-yes-records-the-amount")
    coach.get_by_role("link", name="This week", exact=True).click()
    screen = page.locator(".coach")
    expect(screen.locator(".cw-crit")).to_have_text("Complete 1 day this week to advance (3 of 7 in a full week)")
    expect(screen.locator(".cw-progress")).to_have_text("1 of 1 day: the week's criterion is met")
    assert goal_now(server, goal)["currentIndex"] == 0


def test_a_full_week_asks_the_stages_criterion(app, server):
    goal = server.api(
        "POST", "/api/v1/goals?day=2026-11-16", {"what": "Run 5 km comfortably", "timelineWeeks": 8}, expect=201)[1]
    habit = server.api("GET", f"/api/v1/habits/{goal['habitId']}", expect=200)[1]
    page = app.page
    app.open(f"/#/coach/goal/{goal['id']}/week")
    expect(page.locator(".coach .cw-crit")).to_have_text("Complete 3 of 7 days to advance")
    page.goto(server.base_url + "/#/today")
    expect(habit_card(app, habit)).to_contain_text("0 / 3")
