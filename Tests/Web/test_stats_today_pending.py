"""Statistics until the day ends: today's unfinished habits are pending, not misses, in the rate,
the trend, the insights and the daily line; a weekly target is rated by the weeks that met it.
The user's clock is 09:30 (zone Etc/GMT+1 at the pinned 10:30 UTC)."""

import datetime

import pytest

from playwright.sync_api import expect

from helpers import add_days


def since(server, name, days_ago, **fields):
    """A habit that started `days_ago` days before today."""
    today = server.today()["day"]
    return server.api("POST", f"/api/v1/habits?day={add_days(today, -days_ago)}", {"name": name, **fields}, expect=201)[1]

MORNING = "Etc/GMT+1"


def every_day_until_yesterday(server, names, days=20):
    today = server.today()["day"]
    for name in names:
        habit = since(server, name, days + 1)
        for back in range(1, days + 1):
            server.check_in(habit["id"], add_days(today, -back))
    return today


def test_a_morning_with_nothing_done_yet_keeps_a_perfect_week(make_app, server):
    server.settings(timeZone=MORNING)
    today = every_day_until_yesterday(server, ["Read", "Walk", "Stretch", "Water", "Journal"])
    week = server.api("GET", "/api/v1/stats?range=week", expect=200)[1]
    overview = week["overview"]
    assert overview["rate"]["percent"] == 100, overview["rate"]
    assert overview["trend"] is None or overview["trend"]["points"] >= 0, overview["trend"]
    assert [d for d in overview["daily"] if d["day"] == today] in ([], [{"day": today, "done": 0, "due": 0, "percent": 0}])
    assert all(h["rate"]["percent"] == 100 for h in week["habits"]), [h["rate"] for h in week["habits"]]
    insights = server.api("GET", "/api/v1/insights?range=week", expect=200)[1]
    assert "Room for Growth" not in str(insights), insights
    app = make_app(timezone_id=MORNING)
    app.open("/#/stats")
    expect(app.page.locator(".success-card")).to_contain_text("100%")
    expect(app.page.locator(".success-card")).not_to_contain_text("80%")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_statistics_at_nine_screenshots(make_app, server, scheme):
    server.settings(timeZone=MORNING)
    every_day_until_yesterday(server, ["Read", "Walk", "Stretch"])
    app = make_app(timezone_id=MORNING, color_scheme=scheme, reduced_motion="reduce")
    app.open("/#/stats")
    expect(app.page.locator(".success-card")).to_contain_text("100%")
    app.screenshot(f"stats-09h-{scheme}")


def test_a_weekly_target_met_each_week_rates_by_weeks(server):
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
    today = datetime.date.fromisoformat(server.today()["day"])
    monday = today - datetime.timedelta(days=today.weekday())
    habit = since(server, "Gym", (today - monday).days + 14, schedule={"kind": "times_per_week", "times": 3})
    # Three times in each of the last two whole weeks, nothing yet this week.
    for week in (1, 2):
        start = monday - datetime.timedelta(days=7 * week)
        for offset in (0, 2, 4):
            server.check_in(habit["id"], (start + datetime.timedelta(days=offset)).isoformat())
    month = server.api("GET", "/api/v1/stats?range=month", expect=200)[1]
    (gym,) = [h for h in month["habits"] if h["habit"]["id"] == habit["id"]]
    assert gym["rate"]["percent"] == 100, gym["rate"]
