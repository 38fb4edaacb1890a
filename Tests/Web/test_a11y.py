"""Accessibility: axe-core, themes, labels, live announcements, focus, text scaling."""

import re

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done, axe_blocking


def seed(server):
    a = server.create_habit("Exercise", icon="dumbbell", schedule={"kind": "times_per_week", "times": 5}, reminders=[{"time": "07:00", "weekdays": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}])
    b = server.create_habit("Drink water", icon="water", measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    c = server.create_habit("Read", icon="book", reminders=[{"time": "21:00", "weekdays": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}])
    today = server.today()["day"]
    server.check_in(a["id"], today)
    server.check_in(c["id"], add_days(today, -1))
    server.check_in(b["id"], today, value=3)
    return a, b, c


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_today_sheet_and_detail(make_app, server, scheme):
    seed(server)
    app = make_app(color_scheme=scheme)
    app.open()
    expect(app.card("Read")).to_be_visible()
    animations_done(app.page)
    assert axe_blocking(app.page) == []
    app.page.locator("#fab").click()
    expect(app.page.get_by_role("dialog", name="New Habit")).to_be_visible()
    animations_done(app.page)
    assert axe_blocking(app.page) == []
    app.page.keyboard.press("Escape")
    expect(app.page.get_by_role("dialog", name="New Habit")).to_be_hidden()
    app.card("Exercise").locator(".card-chev").click()
    detail = app.page.get_by_role("dialog", name="Exercise")
    expect(detail).to_be_visible()
    expect(detail.locator(".hs-body")).not_to_have_attribute("aria-busy", "true")  # its statistics loaded
    animations_done(app.page)
    assert axe_blocking(app.page) == []


def test_axe_perfect_day_modal(app, server):
    server.create_habit("Single")
    app.open()
    app.card("Single").locator(".card-hit").click()
    expect(app.page.get_by_role("dialog", name="Perfect Day!")).to_be_visible()
    animations_done(app.page)
    assert axe_blocking(app.page) == []


def test_dark_theme_from_settings_and_from_the_system(make_app, server):
    seed(server)
    server.settings(theme="dark")
    app = make_app(color_scheme="light")
    app.open()
    assert app.page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(15, 23, 42)"
    assert app.page.evaluate("getComputedStyle(document.querySelector('.card')).backgroundColor") != "rgb(255, 255, 255)"
    server.settings(theme="auto")
    auto = make_app(color_scheme="dark")
    auto.open()
    assert auto.page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(15, 23, 42)"
    server.settings(theme="light")
    light = make_app(color_scheme="dark")
    light.open()
    assert light.page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(248, 250, 252)"


def test_auto_follows_the_system_while_open(make_app, server):
    seed(server)
    server.settings(theme="auto")
    app = make_app(color_scheme="light")
    app.open()
    body = "getComputedStyle(document.body).backgroundColor"
    assert app.page.evaluate(body) == "rgb(248, 250, 252)"
    app.page.emulate_media(color_scheme="dark")
    app.page.wait_for_function(f"{body} === 'rgb(15, 23, 42)'")
    expect(app.page.locator("html")).to_have_attribute("data-scheme", "dark")
    app.page.emulate_media(color_scheme="light")
    app.page.wait_for_function(f"{body} === 'rgb(248, 250, 252)'")


def week_text(server, habit):
    """"X of Y": the server's week for the habit's card (Y depends on the weekday it was made on)."""
    week = server.card(habit["id"])["week"]
    return f"{week['done']} of {week['target']}"


def test_cards_have_spoken_labels_and_changes_are_announced(app, server):
    exercise, water, _ = seed(server)
    assert week_text(server, exercise).startswith("1 of ") and week_text(server, water).startswith("0 of ")
    app.open()
    hit = app.card("Exercise").locator(".card-hit")
    expect(hit).to_have_attribute("aria-label", f"Exercise, {week_text(server, exercise)} completed this week, done today, tap to mark today not complete")
    hit.click()
    expect(app.page.locator("#announcer")).to_have_text(re.compile(r"^Exercise marked not complete\. 0 of \d+ this week\.$"))
    assert server.card(exercise["id"])["today"]["state"] == "none"
    expect(app.page.locator("#announcer")).to_have_text(f"Exercise marked not complete. {week_text(server, exercise)} this week.")
    expect(app.card("Drink water").locator(".card-hit")).to_have_attribute("aria-label", f"Drink water, {week_text(server, water)} completed this week, partly done today, tap to log a value")


def test_text_follows_the_browser_font_size(app, server):
    seed(server)
    app.open()
    name = app.card("Read").locator(".card-name")
    base = name.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    app.page.evaluate("document.documentElement.style.fontSize = '20px'")
    bigger = name.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert base == 17 and bigger == pytest.approx(21.25)


def test_dialogs_trap_focus_and_restore_it(app, server):
    seed(server)
    app.open()
    fab = app.page.locator("#fab")
    fab.focus()
    app.page.keyboard.press("Enter")
    sheet = app.page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    for _ in range(60):
        app.page.keyboard.press("Tab")
        assert app.page.evaluate("!!document.activeElement.closest('.sheet')")
    app.page.keyboard.press("Escape")
    expect(sheet).to_be_hidden()
    expect(fab).to_be_focused()
