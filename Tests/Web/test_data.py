"""Your data: CSV/JSON export as a download, backup → clear all → restore, a broken backup changes
nothing, importing a Loop Habit Tracker backup built here (through Import from another app); screenshots and axe."""

import csv
import datetime
import io
import json
import sqlite3

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done, axe_blocking
from loopschema import LOOP_SCHEMA


def open_profile(app):
    app.open("/#/profile")
    page = app.page
    page.wait_for_function("getComputedStyle(document.getElementById('view-profile')).visibility === 'visible'")
    return page


def seed(server):
    today = server.today()["day"]
    run = server.create_habit("Morning run", icon="run")
    water = server.create_habit("Drink water", icon="water", measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    read = server.create_habit("Read, daily", icon="book")
    server.check_in(run["id"], add_days(today, -1), note="Felt great, 5 km")
    server.check_in(run["id"], add_days(today, -2))
    server.check_in(water["id"], add_days(today, -1), value=5)
    server.check_in(read["id"], add_days(today, -3), state="skipped")
    server.check_in(read["id"], add_days(today, -40), note="Long ago")
    return today, run, water, read


def all_check_ins(server, today):
    rows = []
    for h in server.api("GET", "/api/v1/habits?status=all", expect=200)[1]["habits"]:
        for d in server.history(h["id"], add_days(today, -400), today)["days"]:
            if d["outcome"] != "none" or d.get("note"):
                rows.append((h["name"], d["day"], d["outcome"], d.get("value"), d.get("note")))
    return sorted(rows)


def test_export_downloads_a_csv_whose_rows_match_the_data(app, server, tmp_path):
    today, *_ = seed(server)
    page = open_profile(app)
    page.get_by_role("button", name="Export Data").click()
    sheet = page.get_by_role("dialog", name="Export Data")
    expect(sheet.get_by_role("radio", name="Export as CSV")).to_have_attribute("aria-checked", "true")
    sheet.get_by_role("radiogroup", name="Date range").get_by_role("radio", name="Month").click()
    expect(sheet.get_by_role("switch", name="Include notes")).to_be_checked()
    with page.expect_download() as info:
        sheet.get_by_role("button", name="Export", exact=True).click()
    download = info.value
    assert download.suggested_filename == f"ripple-export-{today}.csv"
    rows = list(csv.reader(io.StringIO(open(download.path(), encoding="utf-8").read())))
    assert rows[0] == ["Habit Name", "Date", "Status", "Value", "Note"]
    assert sorted(rows[1:]) == sorted([
        ["Morning run", add_days(today, -2), "Completed", "", ""],
        ["Morning run", add_days(today, -1), "Completed", "", "Felt great, 5 km"],
        ["Drink water", add_days(today, -1), "Partial", "5", ""],
        ["Read, daily", add_days(today, -3), "Skipped", "", ""],
    ])
    expect(sheet).to_be_hidden()
    expect(page.locator(".toast")).to_contain_text("Exported")

    # JSON, all time, without notes.
    page.get_by_role("button", name="Export Data").click()
    sheet = page.get_by_role("dialog", name="Export Data")
    sheet.get_by_role("radio", name="Export as JSON").click()
    sheet.get_by_role("radiogroup", name="Date range").get_by_role("radio", name="All time").click()
    sheet.get_by_role("switch", name="Include notes").uncheck()
    with page.expect_download() as info:
        sheet.get_by_role("button", name="Export", exact=True).click()
    data = json.loads(open(info.value.path(), encoding="utf-8").read())
    assert info.value.suggested_filename.endswith(".json")
    assert len(data["checkIns"]) == 5
    assert all(c["note"] is None for c in data["checkIns"])


def test_backup_then_clear_all_then_restore_brings_everything_back(app, server, tmp_path):
    today, *_ = seed(server)
    before = all_check_ins(server, today)
    habits_before = sorted(h["id"] for h in server.api("GET", "/api/v1/habits?status=all", expect=200)[1]["habits"])
    page = open_profile(app)
    backup_row = page.get_by_role("button", name="Backup Data")
    expect(backup_row).to_contain_text("No backup yet")
    with page.expect_download() as info:
        backup_row.click()
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    assert json.loads(path.read_text())["format"] == "ripple-backup"
    expect(backup_row).to_contain_text("Last backup:")
    expect(page.locator(".toast")).to_contain_text("Backed up successfully!")

    page.get_by_role("button", name="Clear All Data").click()
    first = page.get_by_role("alertdialog", name="Clear All Data?")
    expect(first).to_contain_text("This will permanently delete all your habits and data. This cannot be undone.")
    first.get_by_role("button", name="Delete All Data").click()
    second = page.get_by_role("alertdialog", name="Are you sure?")
    second.get_by_role("button", name="Erase Everything").click()
    onboarding = page.get_by_role("dialog", name="Welcome to Ripple")
    expect(onboarding).to_be_visible()
    assert server.api("GET", "/api/v1/habits?status=all", expect=200)[1]["habits"] == []
    onboarding.get_by_role("button", name="Skip").click()
    expect(page.get_by_role("heading", name="Create Your First Habit")).to_be_visible()

    page.get_by_role("link", name="Profile").click()
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Restore Data").click()
    chooser.value.set_files(str(path))
    confirm = page.get_by_role("alertdialog", name="Restore from backup?")
    expect(confirm).to_contain_text("This will replace current data. Continue?")
    confirm.get_by_role("button", name="Restore").click()
    expect(page.locator(".data-result")).to_contain_text("Restore complete")
    expect(page.locator(".data-result")).to_contain_text("3 habits and 5 check-ins restored")
    assert sorted(h["id"] for h in server.api("GET", "/api/v1/habits?status=all", expect=200)[1]["habits"]) == habits_before
    assert all_check_ins(server, today) == before
    page.get_by_role("link", name="Today").click()
    expect(page.locator(".today-list .card-name")).to_have_count(3)
    expect(page.get_by_role("heading", name="Create Your First Habit")).to_have_count(0)


@pytest.mark.parametrize("content", ["this is not json", '{"format": "ripple-backup", "version": 99}', '{"format": "ripple-backup", "version": 1, "habits": [{"id": 1}]}'])
def test_restoring_a_broken_file_shows_the_error_and_changes_nothing(app, server, tmp_path, content):
    today, *_ = seed(server)
    before = all_check_ins(server, today)
    bad = tmp_path / "broken.json"
    bad.write_text(content)
    page = open_profile(app)
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Restore Data").click()
    chooser.value.set_files(str(bad))
    page.get_by_role("alertdialog", name="Restore from backup?").get_by_role("button", name="Restore").click()
    alert = page.get_by_role("alert").filter(has_text="Couldn't restore this file")
    expect(alert).to_be_visible()
    expect(alert).to_contain_text("Nothing was changed.")
    assert all_check_ins(server, today) == before
    page.get_by_role("link", name="Today").click()
    expect(page.locator(".today-list .card-name")).to_have_count(3)


def loop_backup(path):
    """A small Loop Habit Tracker backup (.db) in Loop's schema (migration 25)."""
    db = sqlite3.connect(path)
    db.executescript(LOOP_SCHEMA)
    db.execute("INSERT INTO Habits (archived, color, description, freq_den, freq_num, highlight, name, position, reminder_hour, reminder_min, reminder_days, type, target_type, target_value, unit, question, uuid) VALUES (0, 0, '', 1, 1, 0, 'Wake up early', 0, 6, 30, 127, 0, 0, 0, '', 'Did you wake up early?', 'a1')")
    db.execute("INSERT INTO Habits (archived, color, description, freq_den, freq_num, highlight, name, position, reminder_hour, reminder_min, reminder_days, type, target_type, target_value, unit, question, uuid) VALUES (0, 7, '', 7, 3, 0, 'Gym', 1, NULL, NULL, 127, 0, 0, 0, '', '', 'b2')")
    day_ms = lambda d: int(datetime.datetime(d.year, d.month, d.day, tzinfo=datetime.timezone.utc).timestamp() * 1000)
    base = datetime.date(2024, 1, 1)
    for habit, offset, value, note in [(1, 0, 2, "felt great"), (1, 1, 0, None), (1, 2, 3, None), (2, 0, 2, None)]:
        db.execute("INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (?, ?, ?, ?)", (habit, day_ms(base + datetime.timedelta(days=offset)), value, note))
    db.commit()
    db.close()


def test_loop_import_shows_a_summary(app, server, tmp_path):
    path = tmp_path / "Loop Habits Backup 2024-01-03.db"
    loop_backup(path)
    server.create_habit("Already here")
    page = open_profile(app)
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Import from another app").click()
    chooser.value.set_files(str(path))
    sheet = page.get_by_role("dialog", name="Import")
    expect(sheet.get_by_role("heading", name="Found a Loop Habit Tracker file")).to_be_visible()
    sheet.get_by_role("button", name="Import 2 habits and 4 check-ins").click()
    result = page.locator(".data-result")
    expect(result).to_contain_text("Imported 2 habits and 4 check-ins")
    expect(result).to_contain_text("Wake up early, Gym")
    habits = {h["name"]: h for h in server.api("GET", "/api/v1/habits?status=all", expect=200)[1]["habits"]}
    assert set(habits) == {"Already here", "Wake up early", "Gym"}
    assert habits["Gym"]["schedule"] == {"kind": "times_per_week", "times": 3}
    days = {d["day"]: d for d in server.history(habits["Wake up early"]["id"], "2024-01-01", "2024-01-03")["days"]}
    assert days["2024-01-01"]["outcome"] == "done" and days["2024-01-01"]["note"] == "felt great"
    assert days["2024-01-02"]["outcome"] == "missed" and days["2024-01-03"]["outcome"] == "skipped"
    # A damaged Loop backup is refused with the server's reason.
    bad = tmp_path / "notes.db"
    bad.write_bytes(b"SQLite format 3\0not a database")
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Import from another app").click()
    chooser.value.set_files(str(bad))
    alert = page.get_by_role("dialog", name="Import").get_by_role("alert").filter(has_text="Couldn't read this file")
    expect(alert).to_contain_text("This Loop backup cannot be read")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_and_axe(make_app, server, tmp_path, scheme):
    seed(server)
    app = make_app(color_scheme=scheme)
    page = open_profile(app)
    page.get_by_role("button", name="Export Data").click()
    expect(page.get_by_role("dialog")).to_be_visible()
    animations_done(page)
    app.screenshot(f"export-sheet-{scheme}")
    assert axe_blocking(page) == []
    page.keyboard.press("Escape")
    bad = tmp_path / "broken.json"
    bad.write_text("{}")
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Restore Data").click()
    chooser.value.set_files(str(bad))
    expect(page.get_by_role("alertdialog")).to_be_visible()
    animations_done(page)
    app.screenshot(f"restore-confirm-{scheme}")
    assert axe_blocking(page) == []
    page.get_by_role("alertdialog").get_by_role("button", name="Restore").click()
    expect(page.get_by_role("alert").filter(has_text="Couldn't restore")).to_be_visible()
    animations_done(page)
    app.screenshot(f"restore-error-{scheme}")
    assert axe_blocking(page) == []
    page.get_by_role("button", name="Clear All Data").click()
    expect(page.get_by_role("alertdialog")).to_be_visible()
    animations_done(page)
    app.screenshot(f"clear-all-{scheme}")
    page.get_by_role("alertdialog").get_by_role("button", name="Cancel").click()


def test_a_restore_over_the_free_plan_says_what_it_archived(app, server, tmp_path):
    habits = [{"id": f"habit-{n}", "name": f"Habit {n}", "description": "", "color": "#10B981", "icon": "check",
               "categoryId": None, "schedule": {"kind": "daily"}, "measure": {"kind": "boolean"}, "reminders": [],
               "archived": False, "sortOrder": n, "createdDay": "2026-11-01", "createdAt": 0, "updatedAt": 0}
              for n in range(1, 8)]
    path = tmp_path / "seven.json"
    path.write_text(json.dumps({"format": "ripple-backup", "version": 1, "settings": {}, "categories": [],
                                "habits": habits, "checkIns": []}))
    page = open_profile(app)
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Restore Data").click()
    chooser.value.set_files(str(path))
    page.get_by_role("alertdialog", name="Restore from backup?").get_by_role("button", name="Restore").click()
    result = page.locator(".data-result")
    expect(result).to_contain_text("7 habits and 0 check-ins restored")
    expect(result).to_contain_text("Archived to fit the free plan: Habit 6, Habit 7.")
    stored = server.api("GET", "/api/v1/habits?status=archived", expect=200)[1]["habits"]
    assert sorted(h["name"] for h in stored) == ["Habit 6", "Habit 7"]
