"""A stage that lasts several weeks shows each of its weeks as the plan's week: a saving goal over
26 weeks asks $77 a week in stages of four weeks, and its first week is "Week 1", followed by
"Week 2" of the same stage (not the stage's position again)."""

from playwright.sync_api import expect


def test_a_long_stage_names_this_week_and_the_next_as_the_plans_weeks(app, server):
    goal = server.api(
        "POST", "/api/v1/goals?day=2026-11-18", {"what": "Save $2000 for a trip", "timelineWeeks": 26}, expect=201
    )[1]
    app.open(f"/#/coach/goal/{goal['id']}/week")
    screen = app.page.locator(".coach")
    expect(screen.locator(".cw-eyebrow").first).to_have_text("Week 1 · Save $77 a week")
    expect(screen.locator(".cw-next-title")).to_have_text("Week 2 · Save $77 a week")
    expect(screen).not_to_contain_text("null")
    app.screenshot("coach-long-stage-week")
