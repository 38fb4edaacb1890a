"""The coach's week screens as a person sees them, light and dark at 390×844: no "null",
"undefined", "NaN" or "[object" anywhere, axe clean, and screenshots of the week view and the
end-of-week celebration (Tests/Web/artifacts)."""

import re

import pytest
from playwright.sync_api import expect

from coach_goals import make_goal, log_days, last_week_days
from helpers import animations_done, api_answer, axe_blocking

BAD = re.compile(r"null|undefined|NaN|\[object")


def clean(app, name):
    animations_done(app.page)
    expect(app.page.locator("body")).not_to_have_text(BAD)
    found = axe_blocking(app.page)
    assert found == [], f"{name}: {found}"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_week_screens_are_clean_and_look_right(make_app, server, scheme):
    goal = make_goal(server, "2026-11-09")
    log_days(server, goal, last_week_days(goal["currentStage"]["criterion"] + 1))
    server.check_in(goal["habitId"], "2026-11-16", note="Before work, in the rain")
    server.check_in(goal["habitId"], "2026-11-17", state="missed")
    app = make_app(color_scheme=scheme)
    app.open()
    page = app.page
    card = page.locator(".coach-card")
    expect(card).to_be_visible()
    # Today's card with the coach's answer to a log.
    with api_answer(page, "PUT", "/checkins/2026-11-18"):
        card.locator(".coach-today-log").get_by_role("button", name=re.compile("^Yes")).click()
    expect(card.locator(".coach-reply")).to_be_visible()
    app.writes_idle()
    clean(app, "today card")
    app.screenshot(f"coach-today-reply-{scheme}")
    # The end of last week: the celebration.
    card.get_by_role("link", name="See how your week went").click()
    expect(page.locator(".cw-end")).to_be_visible()
    clean(app, "celebration")
    app.screenshot(f"coach-celebration-{scheme}")
    ref = f"#/coach/goal/{goal['id']}"
    # This week, a day opened.
    page.evaluate(f"location.hash = '{ref}/week'")
    layer = page.locator(".coach")
    expect(layer.locator(".cw-week .cw-days")).to_be_visible()
    layer.get_by_role("button", name=re.compile("^Monday Nov 16")).click()
    expect(layer.locator(".cw-daynote")).to_be_visible()
    clean(app, "week")
    app.screenshot(f"coach-week-{scheme}")
    # An earlier week with its verdict.
    layer.get_by_role("button", name="Earlier week").click()
    expect(layer.locator(".cw-verdict")).to_be_visible()
    clean(app, "earlier week")
    app.screenshot(f"coach-week-earlier-{scheme}")
    # Moving on: the next stage.
    page.evaluate(f"location.hash = '{ref}/review'")
    expect(page.locator(".cw-end")).to_be_visible()
    with api_answer(page, "POST", "/moves"):
        page.locator(".cw-option.is-primary").click()
    expect(page.locator(".cw-nextstage")).to_be_visible()
    clean(app, "next stage")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_warm_screens_for_other_weeks_are_clean(make_app, server, scheme):
    borderline = make_goal(server, "2026-11-09")
    log_days(server, borderline, last_week_days(borderline["currentStage"]["criterion"] - 1))
    app = make_app(color_scheme=scheme, reduced_motion="reduce")
    app.open(f"/#/coach/goal/{borderline['id']}/review")
    expect(app.page.locator(".cw-end.v-borderline")).to_be_visible()
    clean(app, "borderline")
    app.screenshot(f"coach-week-borderline-{scheme}")
    quiet = make_goal(server, "2026-11-02", what="Read 20 pages a day")
    app.page.evaluate(f"location.hash = '#/coach/goal/{quiet['id']}/review'")
    expect(app.page.locator(".cw-end.v-not_met")).to_be_visible()
    clean(app, "not met")
    app.screenshot(f"coach-week-not-met-{scheme}")
