"""Today's streak banner: at most one, only when it helps (the grace window running out, the
habit's usual time gone by, a limit reached), as GET /today's `graceBanner` decides; a limit
habit is never asked to be completed; the first card stays above the fold at 390×844.
The user's clock is moved by their zone: the pinned 10:30 UTC is 09:30 in Etc/GMT+1 and 22:30
in Etc/GMT-12."""

import pytest

from playwright.sync_api import expect

from helpers import add_days


def since(server, name, days_ago, **fields):
    """A habit that started `days_ago` days before today."""
    today = server.today()["day"]
    return server.api("POST", f"/api/v1/habits?day={add_days(today, -days_ago)}", {"name": name, **fields}, expect=201)[1]

MORNING = "Etc/GMT+1"
EVENING = "Etc/GMT-12"
COFFEE = {"kind": "numeric", "target": 3, "unit": "cups", "targetKind": "at_most"}


def at(make_app, server, zone, scheme="light"):
    server.settings(timeZone=zone)
    app = make_app(timezone_id=zone, color_scheme=scheme)
    return app


def three_streaks(server, minute):
    """Three habits done every day of the last 12 at `minute` past midnight, none yet today."""
    today = server.today()["day"]
    for name, icon in (("Read", "book"), ("Walk", "walk"), ("Stretch", "yoga")):
        habit = since(server, name, 13, icon=icon)
        for back in range(1, 13):
            server.check_in(habit["id"], add_days(today, -back), loggedMinute=minute)
    return today


def first_card_above_the_fold(app):
    box = app.page.locator(".today-list .card-wrap").first.bounding_box()
    assert box is not None and box["y"] + box["height"] <= 844, box


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_morning_with_streaks_running_shows_no_banner(make_app, server, scheme):
    three_streaks(server, minute=20 * 60)  # usually done in the evening
    app = at(make_app, server, MORNING, scheme)
    today = server.today()
    assert len(today["atRisk"]) == 3
    assert "graceBanner" not in today
    app.open()
    expect(app.page.locator(".today-list .card-wrap")).to_have_count(3)
    expect(app.page.locator(".grace")).to_have_count(0)
    first_card_above_the_fold(app)
    app.screenshot(f"today-09h-streaks-running-{scheme}")


def test_a_morning_past_the_usual_time_shows_one_banner(make_app, server):
    three_streaks(server, minute=7 * 60)  # usually done by 07:00; it is 09:30
    app = at(make_app, server, MORNING)
    banner = server.today()["graceBanner"]
    assert banner["reason"] == "usual_time_passed"
    app.open()
    expect(app.page.locator(".grace")).to_have_count(1)
    expect(app.page.locator(".grace")).to_contain_text("12-day streak")
    first_card_above_the_fold(app)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_evening_with_streaks_at_risk_shows_one_banner_and_the_first_card(make_app, server, scheme):
    three_streaks(server, minute=20 * 60)
    app = at(make_app, server, EVENING, scheme)
    banner = server.today()["graceBanner"]
    assert banner["reason"] == "window_closing" and banner["hoursLeft"] <= 2
    app.open()
    expect(app.page.locator(".grace")).to_have_count(1)
    expect(app.page.locator(".grace")).to_contain_text("in the next")
    first_card_above_the_fold(app)
    app.screenshot(f"today-22h-streaks-at-risk-{scheme}")


def test_a_limit_habit_is_at_risk_only_at_its_limit(make_app, server):
    coffee = since(server, "Coffee", 6, icon="coffee", measure=COFFEE)
    today = server.today()["day"]
    for back in range(1, 6):
        server.check_in(coffee["id"], add_days(today, -back), value=2)
    app = at(make_app, server, EVENING)
    answer = server.today()
    assert answer["atRisk"] == [] and "graceBanner" not in answer
    assert server.card(coffee["id"])["streak"]["atRisk"] is False
    app.open()
    expect(app.page.locator(".card-name", has_text="Coffee")).to_be_visible()
    expect(app.page.locator("body")).not_to_contain_text("Complete Coffee")
    server.check_in(coffee["id"], today, value=3)
    banner = server.today()["graceBanner"]
    assert banner["reason"] == "limit_reached"
    assert "Complete" not in banner["message"] and "limit" in banner["message"]
    app.reload()
    expect(app.page.locator(".grace")).to_have_count(1)
    expect(app.page.locator(".grace")).to_contain_text("reached today's limit")
