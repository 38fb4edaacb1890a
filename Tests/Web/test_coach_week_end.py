"""The end of a week: a met week is celebrated on the journey (a sprout grows
where the path's new segment will, the week's days fill in one by one), with the stage's name,
what the person did in its measure, the next stage with its new dose and why it comes now, and one
clear button; borderline and quieter weeks get warm screens without failure language; under
reduced motion the same content stands still."""

import re

from playwright.sync_api import expect

from coach_goals import make_goal, week, log_days, last_week_days
from helpers import api_answer

BAD = re.compile(r"null|undefined|NaN|\[object")
FAILURE = re.compile(r"\b(fail\w*|missed|behind|should have|only \d)\b", re.I)


def finished_week(server, extra=0, short=0):
    goal = make_goal(server, "2026-11-09")
    n = goal["currentStage"]["criterion"] + extra - short
    log_days(server, goal, last_week_days(n))
    return goal, week(server, goal, "2026-11-09")


def open_review(app):
    app.open()
    app.page.locator(".coach-card").get_by_role("link", name="See how your week went").click()
    screen = app.page.locator(".cw-end")
    expect(screen).to_be_visible()
    return screen


def test_a_met_week_is_celebrated_on_the_journey_with_the_next_stage_and_one_button(app, server):
    goal, last = finished_week(server)
    screen = open_review(app)
    expect(screen).to_have_class(re.compile(r"\bis-moving\b"))
    # The journey's segment grows here: the hook for the path, with its sprout.
    expect(screen.locator(".cw-path-hook .cw-sprout")).to_have_count(1)
    # The week's days fill in one by one (each its own delay), and no square says "Skip".
    delays = screen.locator(".cw-end-hero .cw-days-item .cw-shape").evaluate_all(
        "els => els.map((e) => getComputedStyle(e).animationDelay)")
    assert len(set(delays)) == 7, delays
    expect(screen.locator(".cw-end-hero")).not_to_contain_text("Skip")
    stage, nxt = last["stage"], last["nextStage"]
    expect(screen.locator(".cw-end-stage")).to_have_text(f"Week {stage['week']} · {stage['title']}")
    expect(screen.get_by_role("heading", level=2)).to_have_text("Week complete!")
    expect(screen.locator(".cw-achieved")).to_have_text(f"You did {last['achievement']}")
    assert re.match(r"\d+ days? of ", last["achievement"]), last["achievement"]
    expect(screen.locator(".cw-message")).to_have_text(last["review"]["message"]["text"])
    # The next stage: its new dose and why it comes now.
    expect(screen.locator(".cw-next-title")).to_have_text(f"Week {nxt['week']} · {nxt['title']}")
    if stage["dose"] != nxt["dose"]:
        expect(screen.locator(".cw-dose-from")).to_have_text(stage["dose"])
        expect(screen.locator(".cw-dose-to")).to_have_text(nxt["dose"])
    expect(screen.locator(".cw-next-why")).to_have_text(nxt["rationale"])
    # One clear button: the move forward.
    expect(screen.locator(".cw-option.is-primary")).to_have_count(1)
    expect(screen.locator(".cw-option.is-primary")).to_contain_text("Move on to the next stage")
    expect(screen).not_to_have_text(BAD)
    with api_answer(app.page, "POST", "/moves"):
        screen.locator(".cw-option.is-primary").click()
    expect(app.page.locator(".cw-nextstage")).to_be_visible()
    expect(app.page.locator(".cw-nextstage")).not_to_have_text(BAD)


def test_reduced_motion_gives_the_same_celebration_standing_still(make_app, server):
    goal, last = finished_week(server)
    app = make_app(reduced_motion="reduce")
    screen = open_review(app)
    expect(screen).not_to_have_class(re.compile(r"\bis-moving\b"))
    expect(screen.get_by_role("heading", level=2)).to_have_text("Week complete!")
    expect(screen.locator(".cw-achieved")).to_have_text(f"You did {last['achievement']}")
    expect(screen.locator(".cw-path-hook .cw-sprout")).to_have_count(1)
    expect(screen.locator(".cw-next-title")).to_contain_text(last["nextStage"]["title"])
    moving = app.page.evaluate("() => document.getAnimations().filter((a) => a.playState === 'running').length")
    assert moving == 0


def test_a_borderline_week_has_its_own_warm_screen(app, server):
    goal, last = finished_week(server, short=1)
    assert last["review"]["verdict"] == "borderline"
    screen = open_review(app)
    expect(screen).to_have_class(re.compile(r"\bv-borderline\b"))
    expect(screen.locator(".cw-celebrate")).to_have_count(0)
    expect(screen.get_by_role("heading", level=2)).to_have_text(last["review"]["message"]["text"])
    expect(screen.locator(".cw-achieved")).to_have_text(f"You did {last['achievement']}")
    expect(screen.locator(".cw-option")).to_have_count(len(last["review"]["options"]))
    expect(screen).not_to_have_text(FAILURE)
    expect(screen).not_to_have_text(BAD)


def test_a_quiet_week_has_a_warm_screen_without_failure_language(app, server):
    goal = make_goal(server, "2026-11-02")  # two whole weeks with nothing logged
    last = week(server, goal, "2026-11-09")
    screen = open_review(app)
    expect(screen).to_have_class(re.compile(r"\bv-not_met\b"))
    expect(screen.get_by_role("heading", level=2)).to_have_text(last["review"]["message"]["text"])
    expect(screen.locator(".cw-path-hook")).to_have_count(0)
    expect(screen.locator(".cw-achieved")).to_have_count(0)  # no "you did 0 days"
    expect(screen).not_to_have_text(FAILURE)
    expect(screen).not_to_have_text(BAD)
    # The week's own words speak of that week, not of "this week" (it is over).
    expect(screen.get_by_role("heading", level=2)).not_to_have_text(re.compile("this week", re.I))
