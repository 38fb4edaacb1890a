"""Statistics, the streak history and Profile say what each figure counts, and two figures of the
same thing agree: the hero's trend and the week's insight, the totals' completions and the
insight's, a limit's room-for-growth line and its line in the list, the streak history's perfect
days and its calendar, Profile's habits and its plan's habits used; and a range with nothing due
says so instead of "0%"."""

import datetime
import re

import pytest

from playwright.sync_api import expect

from helpers import add_days

WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
CUPS = {"kind": "numeric", "target": 2, "unit": "cups", "targetKind": "at_most"}


def week_ending_today(server):
    """Moves the first weekday so this week holds the six days before today, and last week the
    seven before those."""
    today = server.today()["day"]
    start = add_days(today, -6)
    server.settings(firstWeekday=WEEKDAYS[datetime.date.fromisoformat(start).weekday()])
    return today


def habit_since(server, name, days_ago, **fields):
    today = server.today()["day"]
    return server.api("POST", f"/api/v1/habits?day={add_days(today, -days_ago)}", {"name": name, **fields}, expect=201)[1]


def seed(server):
    today = week_ending_today(server)
    run = habit_since(server, "Run", 20, icon="run")
    read = habit_since(server, "Read", 20, icon="book")
    old = habit_since(server, "Old", 20, icon="archive")
    for d in range(1, 14):  # last week all done, this week four of six
        if d >= 7 or d in (1, 2, 4, 5):
            server.check_in(run["id"], add_days(today, -d))
        if d >= 9 or d in (3,):
            server.check_in(read["id"], add_days(today, -d))
        server.check_in(old["id"], add_days(today, -d))
    server.api("POST", f"/api/v1/habits/{old['id']}/archive", expect=200)
    return today


def open_stats(app):
    app.open("/#/stats")
    expect(app.page.locator(".success-card")).to_be_visible()
    return app.page


def insight(page, title):
    return page.locator(".insight-card", has=page.get_by_role("heading", name=title, exact=True))


def test_the_hero_and_the_weeks_insight_tell_one_trend(app, server):
    seed(server)
    page = open_stats(app)
    trend = page.locator(".success-card .trend")
    expect(trend).to_have_text(re.compile(r"^\d+ points? (above|below) last week$|^Same as last week$"))
    card = insight(page, "This Week vs Last Week")
    expect(card).to_contain_text(trend.inner_text().replace("Same as", "the same as"))
    # The hero's count is the overall consistency's, and both say what they count.
    sub = page.locator(".success-sub")
    expect(sub).to_have_text(re.compile(r"^\d+ of \d+ due days done this week$"))
    done, due = re.match(r"(\d+) of (\d+)", sub.inner_text()).groups()
    expect(insight(page, "Overall Consistency")).to_contain_text(f"That's {done} out of {due}")


def test_the_totals_and_the_weeks_insight_count_the_same_completions(app, server):
    seed(server)
    page = open_stats(app)
    total = page.locator(".total-facts div", has_text="Completions this week").locator("dd")
    expect(total).to_have_text(re.compile(r"^\d+$"))
    expect(insight(page, "This Week vs Last Week")).to_contain_text(f"{total.inner_text()} completions so far this week")


def test_a_limit_is_kept_within_not_completed_and_counted_as_its_line(app, server):
    today = week_ending_today(server)
    run = habit_since(server, "Run", 20, icon="run")
    coffee = habit_since(server, "Coffee", 20, icon="coffee", measure=CUPS)
    for d in range(1, 7):
        server.check_in(run["id"], add_days(today, -d))
        server.check_in(coffee["id"], add_days(today, -d), value=1 if d in (2, 5) else 3)
    page = open_stats(app)
    growth = insight(page, "Room for Growth")
    expect(growth).to_contain_text('"Coffee" stayed within its limit on 2 of 6 days this week (33%)')
    expect(growth).not_to_contain_text("completed")
    expect(page.locator(".perf-card", has_text="Coffee").locator(".perf-rate")).to_contain_text("2/6 days")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_nothing_due_says_so_instead_of_zero_percent(make_app, server, scheme):
    habit_since(server, "Weekend hike", 0, icon="walk", schedule={"kind": "weekdays", "weekdays": ["sat", "sun"]})
    today = server.today()["day"]
    if datetime.date.fromisoformat(today).weekday() >= 5:
        server.settings(firstWeekday=WEEKDAYS[datetime.date.fromisoformat(today).weekday()])
    app = make_app(color_scheme=scheme)
    page = open_stats(app)
    expect(page.locator(".success-value")).to_have_text(re.compile("No days due"))
    expect(page.locator(".success-value")).not_to_contain_text("0%")
    expect(page.locator(".success-sub")).to_have_text("Nothing was due this week")
    app.screenshot(f"stats-nothing-due-{scheme}")


def test_streak_history_perfect_days_match_its_calendar_and_its_rate_counts_habits(app, server):
    today = server.today()["day"]
    run = habit_since(server, "Run", 10, icon="run", reminders=[{"time": "07:00"}])
    read = habit_since(server, "Read", 10, icon="book", reminders=[{"time": "21:00"}])
    for d in range(1, 5):  # mornings every day, evenings on one day of four
        server.check_in(run["id"], add_days(today, -d))
    server.check_in(read["id"], add_days(today, -1))
    app.open()
    app.page.get_by_role("button", name=re.compile("Streak history")).click()
    dialog = app.page.get_by_role("dialog", name="Streak History")
    perfect = dialog.locator('.sh-stat[data-stat="perfect"] dd')
    expect(perfect).to_have_text(re.compile(r"^\d+ of \d+$"))
    shown = dialog.locator(".sh-day.is-perfect").count()
    assert perfect.inner_text().startswith(f"{shown} of "), (perfect.inner_text(), shown)
    expect(dialog.locator('.sh-stat[data-stat="completed"] dt')).to_have_text("Days with a section done")
    rate = dialog.locator('.sh-stat[data-stat="rate"]')
    expect(rate.locator("dt")).to_have_text("Habits done")
    expect(rate.locator("dd")).not_to_have_text("100%")


def test_profile_counts_the_habits_its_plan_counts(app, server):
    for name in ("Run", "Read", "Walk"):
        server.create_habit(name)
    old = server.create_habit("Old")
    server.api("POST", f"/api/v1/habits/{old['id']}/archive", expect=200)
    app.open("/#/profile")
    stats = app.page.get_by_role("region", name="Your stats")
    expect(stats).to_contain_text("3Active habits")
    expect(app.page.locator(".member")).to_contain_text("3 of 5 habits used")
