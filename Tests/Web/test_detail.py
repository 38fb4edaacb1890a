"""Habit detail: hero, quick stats, this week, month calendar with the day entry editor, notes, delete."""

import datetime
import re

from playwright.sync_api import expect

from helpers import add_days


def open_detail(app, name):
    app.card(name).locator(".card-chev").click()
    detail = app.page.get_by_role("dialog", name=name)
    expect(detail).to_be_visible()
    return detail


def test_hero_and_quick_stats(app, server):
    habit = server.create_habit("Walk", icon="walk")
    server.create_habit("Not yet")
    today = server.today()["day"]
    server.check_in(habit["id"], add_days(today, -1))
    app.open()
    app.card("Walk").locator(".card-hit").click()
    expect(app.card("Walk").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    app.writes_idle()
    detail = open_detail(app, "Walk")
    expect(detail.locator(".hero-name")).to_have_text("Walk")
    expect(detail.locator(".hero-sched")).to_have_text("Daily")
    summary = server.history(habit["id"], add_days(today, -30), today)["summary"]
    expect(detail.locator(".qs-current dd")).to_have_text(str(summary["currentStreak"]))
    expect(detail.locator(".qs-total dd")).to_have_text(str(summary["totalCompletions"]))
    expect(detail.locator(".qs-rate dd")).to_contain_text("%")


def test_toggle_a_past_day_and_write_its_entry(app, server):
    habit = server.create_habit("Floss")
    today = server.today()["day"]
    yesterday = add_days(today, -1)
    app.open()
    detail = open_detail(app, "Floss")
    if yesterday[:7] != today[:7]:
        detail.get_by_role("button", name="Previous month").click()
    tile = detail.locator(f'.cal-day[data-day="{yesterday}"]')
    tile.click()
    editor = app.page.get_by_role("dialog", name=tile.get_attribute("aria-label").split(":")[0])
    expect(editor).to_be_visible()
    editor.get_by_role("radio", name="Done").click()
    editor.get_by_label("Note").fill("Felt great after dinner")
    editor.get_by_role("button", name="Great").click()
    editor.get_by_role("button", name="Save").click()
    expect(editor).to_be_hidden()
    expect(tile).to_have_class(re.compile("o-done"))
    expect(detail.locator(".notes")).to_contain_text("Felt great after dinner")
    expect(detail.locator(".note-mood")).to_have_text("😄")
    day = next(d for d in server.history(habit["id"], yesterday, today)["days"] if d["day"] == yesterday)
    assert day["outcome"] == "done" and day["note"] == "Felt great after dinner" and day["mood"] == "great"

    # The week strip toggles days of this week directly.
    week_days = detail.locator(".wday:not([disabled])")
    first = week_days.first
    first_day = first.get_attribute("data-day")
    was = first.get_attribute("aria-pressed")
    first.click()
    expect(first).to_have_attribute("aria-pressed", "false" if was == "true" else "true")
    app.writes_idle()
    outcome = next(d for d in server.history(habit["id"], first_day, today)["days"] if d["day"] == first_day)["outcome"]
    assert outcome == ("none" if was == "true" else "done")


def test_note_length_is_limited(app, server):
    server.create_habit("Journal")
    app.open()
    detail = open_detail(app, "Journal")
    detail.get_by_role("button", name="Add a note").click()
    editor = app.page.get_by_role("dialog", name=datetime.date.fromisoformat(server.today()["day"]).strftime("%A, %b %-d"))
    editor.get_by_role("radio", name="Done").click()
    editor.get_by_label("Note").fill("n" * 130)
    expect(editor.get_by_label("Note")).to_have_value("n" * 100)
    expect(editor.get_by_text("100/100")).to_be_visible()


def test_delete_asks_for_confirmation(app, server):
    habit = server.create_habit("Smoke-free", icon="no-smoking")
    app.open()
    detail = open_detail(app, "Smoke-free")
    detail.get_by_role("button", name="Delete Habit").click()
    alert = app.page.get_by_role("alertdialog", name="Delete Habit?")
    expect(alert).to_contain_text('This will permanently delete "Smoke-free" and all its completion history.')
    alert.get_by_role("button", name="Cancel").click()
    expect(alert).to_be_hidden()
    assert server.api("GET", f"/api/v1/habits/{habit['id']}")[0] == 200
    detail.get_by_role("button", name="Delete Habit").click()
    app.page.get_by_role("alertdialog", name="Delete Habit?").get_by_role("button", name="Delete").click()
    expect(app.page.locator(".detail")).to_have_count(0)
    expect(app.card("Smoke-free")).to_have_count(0)
    assert server.api("GET", f"/api/v1/habits/{habit['id']}")[0] == 404


def test_archive_hides_the_habit_from_today(app, server):
    habit = server.create_habit("Piano", icon="music")
    app.open()
    detail = open_detail(app, "Piano")
    detail.get_by_role("button", name="Habit actions").click()
    app.page.get_by_role("menuitem", name="Archive").click()
    expect(app.page.locator(".detail")).to_have_count(0)
    expect(app.card("Piano")).to_have_count(0)
    assert server.api("GET", f"/api/v1/habits/{habit['id']}")[1]["archived"] is True
    app.page.get_by_role("status").get_by_role("button", name="Undo").click()
    expect(app.card("Piano")).to_be_visible()
