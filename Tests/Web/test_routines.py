"""Shared routines from Profile → Your data: sharing two of three habits downloads a file of just
their definitions (no ids, no notes); adding it where one of them is missing previews the right
names and what is left out, and adds only the new one; a hostile file (not JSON, a bad colour)
shows the server's message and changes nothing; screenshots and axe."""

import json

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done, axe_blocking

DEFINITION = {"name", "description", "color", "icon", "schedule", "measure", "reminders"}


def open_profile(app):
    app.open("/#/profile")
    page = app.page
    page.wait_for_function("getComputedStyle(document.getElementById('view-profile')).visibility === 'visible'")
    return page


def all_habits(server):
    return server.api("GET", "/api/v1/habits?status=all", expect=200)[1]["habits"]


def seed(server):
    today = server.today()["day"]
    run = server.create_habit("Morning run", icon="run", color="#FFAB5E", description="Before work",
                              schedule={"kind": "times_per_week", "times": 3},
                              reminders=[{"time": "07:00", "weekdays": ["mon", "wed", "fri"]}])
    water = server.create_habit("Drink water", icon="water", color="#74B9FF",
                                measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    server.create_habit("Read", icon="book")
    server.check_in(run["id"], add_days(today, -1), note="Felt great, 5 km")
    server.check_in(water["id"], add_days(today, -1), value=5)
    return run, water


def share(page, names, routine_name, tmp_path):
    page.get_by_role("button", name="Share a Routine").click()
    sheet = page.get_by_role("dialog", name="Share a Routine")
    download_button = sheet.get_by_role("button", name="Download Routine")
    expect(download_button).to_be_disabled()
    for name in names:
        sheet.get_by_role("checkbox", name=name).check()
    sheet.get_by_label("Routine name (optional)").fill(routine_name)
    with page.expect_download() as info:
        download_button.click()
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    expect(sheet).to_be_hidden()
    return path


def add_file(page, path):
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Add a Routine from a File").click()
    chooser.value.set_files(str(path))


def test_share_two_of_three_then_add_it_where_one_is_missing(app, server, tmp_path):
    run, water = seed(server)
    page = open_profile(app)
    path = share(page, ["Morning run", "Drink water"], "My mornings", tmp_path)
    expect(page.locator(".toast")).to_contain_text("Saved")
    routine = json.loads(path.read_text())
    assert path.name.startswith("ripple-routine-") and path.suffix == ".json"
    assert routine["format"] == "ripple-routine" and routine["name"] == "My mornings"
    assert [h["name"] for h in routine["habits"]] == ["Morning run", "Drink water"]
    for habit in routine["habits"]:
        assert set(habit) == DEFINITION  # no id, no check-ins, no notes, no category, no dates
    assert "Felt great" not in path.read_text() and run["id"] not in path.read_text()
    stored = {h["name"]: h for h in all_habits(server)}
    assert routine["habits"][0] == {k: stored["Morning run"][k] for k in DEFINITION}

    # Delete one of the two, then add the routine back.
    server.api("DELETE", f"/api/v1/habits/{water['id']}", expect=204)
    add_file(page, path)
    sheet = page.get_by_role("dialog", name="Add a Routine")
    expect(sheet).to_contain_text("“My mornings”")
    expect(sheet.get_by_role("region", name="Will be added").get_by_role("listitem")).to_have_text(["Drink water"])
    expect(sheet.get_by_role("region", name="Left out").get_by_role("listitem")).to_have_text(
        ["Morning run: you already have a habit of that name"])
    assert sorted(h["name"] for h in all_habits(server)) == ["Morning run", "Read"]  # the preview changed nothing
    sheet.get_by_role("button", name="Add 1 Habit").click()
    expect(sheet).to_be_hidden()
    result = page.locator(".data-result")
    expect(result).to_contain_text("Added 1 habit")
    expect(result).to_contain_text("Drink water")
    expect(page.locator(".toast")).to_contain_text("Routine added")
    habits = {h["name"]: h for h in all_habits(server)}
    assert sorted(habits) == ["Drink water", "Morning run", "Read"]
    assert {k: habits["Drink water"][k] for k in DEFINITION} == routine["habits"][1]
    assert habits["Drink water"]["id"] != water["id"]
    # The habits were read again: Today shows the new one.
    page.get_by_role("link", name="Today").click()
    expect(app.card("Drink water")).to_be_visible()

    # Added again, there is nothing new.
    page.get_by_role("link", name="Profile").click()
    add_file(page, path)
    sheet = page.get_by_role("dialog", name="Add a Routine")
    expect(sheet).to_contain_text("You already have every habit in this routine.")
    expect(sheet.get_by_role("button", name="Nothing to Add")).to_be_disabled()
    sheet.get_by_role("button", name="Cancel").click()
    assert len(all_habits(server)) == 3


def test_a_routine_in_a_fresh_account_over_the_free_plan_says_what_it_archives(app, server, tmp_path):
    habits = [{"name": f"Habit {n}", "description": "", "color": "#10B981", "icon": "check", "schedule": {"kind": "daily"},
               "measure": {"kind": "boolean"}, "reminders": []} for n in range(1, 8)]
    path = tmp_path / "seven.json"
    path.write_text(json.dumps({"format": "ripple-routine", "version": 1, "name": "Seven", "habits": habits}))
    page = open_profile(app)
    add_file(page, path)
    sheet = page.get_by_role("dialog", name="Add a Routine")
    expect(sheet.get_by_role("region", name="Will be added").get_by_role("listitem")).to_have_count(5)
    expect(sheet.get_by_role("region", name="Added archived, to fit the free plan").get_by_role("listitem")).to_have_text(
        ["Habit 6", "Habit 7"])
    sheet.get_by_role("button", name="Add 7 Habits").click()
    expect(page.locator(".data-result")).to_contain_text("Archived to fit the free plan: Habit 6, Habit 7.")
    archived = server.api("GET", "/api/v1/habits?status=archived", expect=200)[1]["habits"]
    assert sorted(h["name"] for h in archived) == ["Habit 6", "Habit 7"]


BAD_COLOUR = json.dumps({"format": "ripple-routine", "version": 1, "name": "Bad", "habits": [
    {"name": "Fine", "description": "", "color": "#10B981", "icon": "check", "schedule": {"kind": "daily"},
     "measure": {"kind": "boolean"}, "reminders": []},
    {"name": "Broken", "description": "", "color": "red", "icon": "check", "schedule": {"kind": "daily"},
     "measure": {"kind": "boolean"}, "reminders": []}]})


@pytest.mark.parametrize("content, message", [
    ("this is not json", "This is not a Ripple routine"),
    (BAD_COLOUR, "Colour must be a hex colour like #FF6B6B"),
])
def test_a_hostile_file_shows_the_servers_message_and_changes_nothing(app, server, tmp_path, content, message):
    seed(server)
    before = all_habits(server)
    bad = tmp_path / "routine.json"
    bad.write_text(content)
    page = open_profile(app)
    add_file(page, bad)
    alert = page.get_by_role("alert").filter(has_text="Couldn't read this routine")
    expect(alert).to_contain_text(message)
    expect(alert).to_contain_text("Nothing was changed.")
    expect(page.get_by_role("dialog", name="Add a Routine")).to_have_count(0)
    assert all_habits(server) == before


def test_a_file_past_the_size_limit_is_refused_with_the_servers_message(app, server, tmp_path):
    big = tmp_path / "huge.json"
    big.write_text(json.dumps({"format": "ripple-routine", "version": 1, "name": "x" * 300_000, "habits": []}))
    page = open_profile(app)
    add_file(page, big)
    status, answer = server.api("POST", "/api/v1/routine/preview", json.loads(big.read_text()))
    assert status == 413
    alert = page.get_by_role("alert").filter(has_text="Couldn't read this routine")
    expect(alert).to_contain_text(answer["error"]["message"])
    assert all_habits(server) == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_routine_screenshots_and_axe(make_app, server, tmp_path, scheme, size):
    run, water = seed(server)
    app = make_app(color_scheme=scheme, viewport={"width": size[0], "height": size[1]})
    page = open_profile(app)
    page.get_by_role("button", name="Share a Routine").scroll_into_view_if_needed()
    animations_done(page)
    app.screenshot(f"routine-rows-{scheme}-{size[0]}")
    page.get_by_role("button", name="Share a Routine").click()
    sheet = page.get_by_role("dialog", name="Share a Routine")
    sheet.get_by_role("checkbox", name="Morning run").check()
    sheet.get_by_role("checkbox", name="Drink water").check()
    animations_done(page)
    app.screenshot(f"routine-share-{scheme}-{size[0]}")
    assert axe_blocking(page) == []
    with page.expect_download() as info:
        sheet.get_by_role("button", name="Download Routine").click()
    path = tmp_path / "routine.json"
    info.value.save_as(path)
    expect(sheet).to_be_hidden()
    expect(page.locator(".toast")).to_have_count(0)  # the download's toast has gone, for a clear picture
    server.api("DELETE", f"/api/v1/habits/{water['id']}", expect=204)
    add_file(page, path)
    sheet = page.get_by_role("dialog", name="Add a Routine")
    expect(sheet).to_be_visible()
    animations_done(page)
    app.screenshot(f"routine-preview-{scheme}-{size[0]}")
    assert axe_blocking(page) == []
    sheet.get_by_role("button", name="Add 1 Habit").click()
    expect(page.locator(".data-result")).to_contain_text("Added 1 habit")
    animations_done(page)
    app.screenshot(f"routine-added-{scheme}-{size[0]}")
    assert axe_blocking(page) == []
