"""A goal's habit asks what its current stage asks: its target is the stage's dose from the first
week (also for someone who said time got in the way), and when the goal moves to the next stage
the habit's card on Today asks that stage's amount and days."""

from playwright.sync_api import expect

from coach_goals import goal_now, last_week_days, log_days


def stage_amount(stage):
    return stage["dose"]["amount"]


def test_the_habit_asks_the_current_stages_dose_and_follows_the_next_stage(app, server):
    goal = server.api("POST", "/api/v1/goals?day=2026-11-09", {
        "what": "Run 5 km comfortably", "timelineWeeks": 8, "baseline": 10,
        "pastAttempts": {"triedBefore": True, "obstacles": ["time"]},
    }, expect=201)[1]
    first = goal["currentStage"]
    assert first["habit"]["measure"]["target"] == stage_amount(first), first
    log_days(server, goal, last_week_days(first["criterion"]))
    goal = goal_now(server, goal)
    moved = server.api("POST", f"/api/v1/goals/{goal['id']}/moves",
                       {"move": "advance", "revision": goal["revision"]}, expect=200)[1]["goal"]
    second = moved["currentStage"]
    assert moved["currentIndex"] == 1
    habit = server.api("GET", f"/api/v1/habits/{goal['habitId']}", expect=200)[1]
    assert habit["measure"]["target"] == stage_amount(second)
    assert habit["schedule"] == {"kind": "times_per_week", "times": second["criterion"]}

    app.open()
    card = app.card(habit["name"])
    expect(card).to_contain_text(f"0 of {stage_amount(second):g} minutes")
    expect(app.page.locator(".coach-card .coach-card-stage")).to_contain_text("Week 2")
    app.page.locator(".coach-card").get_by_role("link", name="Journey", exact=True).click()
    current = app.page.locator(".cw-stage.st-current")
    expect(current).to_contain_text(f"{stage_amount(second):g}")
