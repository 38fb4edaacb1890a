"""A stage's page ("Tips for this stage"): one heading with the stage's title, nothing after its
last part (no stray "null"), times as the app writes them ("7:30 AM"), and the edit of an upcoming
stage: days the plan cannot take are refused with the days that fit, and a stage saved in the
person's own words shows them, their days and tips that fit any habit, not the planned dose."""

import re

from playwright.sync_api import expect


def make_goal(server, **fields):
    body = {"what": "Run 5 km comfortably", "timelineWeeks": 8, **fields}
    return server.api("POST", "/api/v1/goals?day=2026-11-16", body, expect=201)[1]


def test_the_current_stages_tips_page_reads_cleanly(app, server):
    goal = make_goal(server, reminderTime="07:30", pastAttempts={"triedBefore": True, "obstacles": ["forgot"]})
    stage = goal["currentStage"]
    page = app.page
    app.open()
    page.locator(".coach-card").get_by_role("link", name="Tips for this stage").click()
    screen = page.locator(".coach")
    expect(screen.get_by_role("heading", name="Tips", exact=True)).to_be_visible()
    titled = screen.get_by_role("heading", name=stage["title"], exact=True)
    expect(titled).to_have_count(1)
    expect(screen.get_by_role("heading", level=1)).to_have_text(stage["title"])
    expect(screen.locator(".cw-tiplist")).to_contain_text("Your reminder comes at 7:30 AM")
    body = screen.locator(".cw-stage-detail").inner_text()
    assert not re.search(r"\bnull\b", body), body
    assert not re.search(r"\b\d\d:\d\d\b", body), body
    assert screen.locator(".cw-stage-detail > *").last.inner_text().strip() != "null"
    app.screenshot("coach-stage-tips")


def a_step_week(goal):
    """An upcoming week that steps up (not one that settles at last week's dose), after week 2."""
    stages = goal["state"]["roadmaps"][-1]["stages"]
    return next(s["week"] for s in stages[2:] if not s["consolidation"])


def test_editing_an_upcoming_stage_keeps_the_plans_days_and_takes_my_words(app, server):
    goal = make_goal(server)
    week = a_step_week(goal)
    page = app.page
    app.open(f"/#/coach/goal/{goal['id']}/stage/{week}")
    screen = page.locator(".coach")
    expect(screen.locator(".cw-stage-criterion")).to_have_text("Complete 3 of 7 days to advance")
    screen.get_by_label("What you do each day").fill("Walk 15 minutes after lunch")
    screen.get_by_label("Days to complete this week").select_option("4")
    screen.get_by_role("button", name="Save stage").click()
    # A running plan keeps its rest days: four days are refused, saying which days fit.
    expect(screen.locator(".wiz-help")).to_have_text(re.compile(r"This stage can ask 1 to 3 days of 7"))
    expect(screen.locator(".cw-stage-criterion")).to_have_text("Complete 3 of 7 days to advance")
    edited = server.api("GET", f"/api/v1/goals/{goal['id']}", expect=200)[1]["state"]["roadmaps"][-1]["stages"][week - 1]
    assert edited["criterion"] == 3 and not edited["edited"]

    screen.get_by_label("Days to complete this week").select_option("2")
    screen.get_by_role("button", name="Save stage").click()
    expect(screen.locator(".wiz-help")).to_have_text("Saved. Your roadmap is updated.")
    expect(screen.get_by_role("heading", level=1)).to_have_text("Walk 15 minutes after lunch")
    expect(screen.locator(".cw-stage-criterion")).to_have_text("Complete 2 of 7 days to advance")
    tips = screen.locator(".cw-tiplist")
    expect(tips).to_contain_text("Tie it to a moment you already have each day")
    expect(tips).not_to_contain_text("shoes")
    expect(screen.locator(".cw-stage-detail")).not_to_contain_text("minutes running")
    edited = server.api("GET", f"/api/v1/goals/{goal['id']}", expect=200)[1]["state"]["roadmaps"][-1]["stages"][week - 1]
    assert edited["criterion"] == 2 and edited["ownAction"] and edited["habit"]["measure"] == {"kind": "boolean"}
    app.screenshot("coach-stage-edited")


def test_a_settling_week_keeps_the_days_of_the_week_before(app, server):
    # Twelve weeks: the plan settles a step in (eight weeks from zero has no week to spare).
    goal = make_goal(server, timelineWeeks=12)
    stages = goal["state"]["roadmaps"][-1]["stages"]
    week = next(s["week"] for s in stages[2:] if s["consolidation"])
    page = app.page
    app.open(f"/#/coach/goal/{goal['id']}/stage/{week}")
    screen = page.locator(".coach")
    screen.get_by_label("Days to complete this week").select_option("2")
    screen.get_by_role("button", name="Save stage").click()
    expect(screen.locator(".wiz-help")).to_have_text(
        "This stage asks 3 of 7 days, so each week still builds on the one before.")
    expect(screen.locator(".cw-stage-criterion")).to_have_text("Complete 3 of 7 days to advance")
