"""Import from another app (Profile → Your data): the file is sent, the server's preview shows what
it found and nothing is stored until Import; the same file a second time adds nothing; a CSV file
whose dates read two ways waits for the date order; a column changed asks the server again; a
refused file shows the server's reason; the last CSV mapping is applied to the next file of the
same columns; offline, it says it needs a connection; screenshots and axe."""

import json
import pathlib
import re
import urllib.request

import pytest
from playwright.sync_api import expect

from helpers import animations_done, axe_blocking, hold_requests

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "Fixtures" / "imports"


def open_profile(app):
    app.open("/#/profile")
    page = app.page
    page.wait_for_function("getComputedStyle(document.getElementById('view-profile')).visibility === 'visible'")
    return page


def choose(page, path):
    """Picks `path` with "Import from another app" and answers the import sheet."""
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Import from another app").click()
    chooser.value.set_files(str(path))
    return page.get_by_role("dialog", name="Import")


def all_habits(server):
    return server.api("GET", "/api/v1/habits?status=all", expect=200)[1]["habits"]


def post_file(server, path, data):
    """POSTs raw bytes to the API; returns (status, decoded answer)."""
    req = urllib.request.Request(server.base_url + path, data=data, method="POST",
                                 headers={"Content-Type": "application/octet-stream"})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def done_days(server, name, start, end):
    habit = next(h for h in all_habits(server) if h["name"] == name)
    return [d["day"] for d in server.history(habit["id"], start, end)["days"] if d["outcome"] == "done"]


def test_a_habitkit_file_is_previewed_and_stored_only_on_import(app, server):
    page = open_profile(app)
    sheet = choose(page, FIXTURES / "habitkit.json")
    expect(sheet.get_by_role("heading", name="Found a HabitKit file")).to_be_visible()
    expect(sheet).to_contain_text("Habits with their targets (per day or week)")
    expect(sheet.locator(".imp-range")).to_contain_text("2024")
    habits = sheet.get_by_role("region", name="4 Habits").get_by_role("listitem")
    expect(habits.locator(".imp-habit-name")).to_have_text(["Drink water", "Gym", "Sweets", "Journal"])
    water = habits.filter(has_text="Drink water")
    expect(water).to_contain_text("Daily · Target 8 times")
    expect(water).to_contain_text("2 check-ins")
    expect(habits.filter(has_text="Gym")).to_contain_text("3x per week")
    expect(sheet.get_by_role("region", name="Left out")).to_contain_text("HabitKit's categories are not imported")
    expect(sheet.get_by_role("region", name="Adjusted")).to_contain_text("'Sweets': a habit to avoid")
    go = sheet.get_by_role("button", name="Import 4 habits and 6 check-ins")
    expect(go).to_be_enabled()
    assert all_habits(server) == []  # the preview wrote nothing

    go.click()
    expect(sheet).to_be_hidden()
    result = page.locator(".data-result")
    expect(result).to_contain_text("Imported 4 habits and 6 check-ins")
    expect(result).to_contain_text("From habitkit.json: Drink water, Gym, Sweets, Journal.")
    expect(page.locator(".toast")).to_contain_text("Import complete")
    assert sorted(h["name"] for h in all_habits(server)) == ["Drink water", "Gym", "Journal", "Sweets"]
    assert done_days(server, "Gym", "2024-03-01", "2024-03-31") == ["2024-03-04", "2024-03-06"]
    # Today was read again: the imported habits are there without a reload.
    page.get_by_role("link", name="Today").click()
    expect(app.card("Drink water")).to_be_visible()


@pytest.mark.parametrize("name", ["habitica-history.csv", "habitica-userdata.json", "habitbull.csv", "tickmate.db"])
def test_each_apps_file_is_named_and_counted_as_the_server_reads_it(app, server, name):
    status, preview = post_file(server, "/api/v1/import/preview", (FIXTURES / name).read_bytes())
    assert status == 200 and not preview.get("needs")
    page = open_profile(app)
    sheet = choose(page, FIXTURES / name)
    expect(sheet.get_by_role("heading", name=f"Found a {preview['formatName']} file")).to_be_visible()
    expect(sheet.locator(".imp-habit-name")).to_have_text([h["name"] for h in preview["habits"]])
    summary = preview["summary"]
    label = f"Import {summary['habits']} habit{'s' if summary['habits'] != 1 else ''} and {summary['checkIns']} check-ins"
    expect(sheet.get_by_role("button", name=label)).to_be_enabled()
    sheet.get_by_role("button", name="Cancel").click()
    assert all_habits(server) == []


def test_the_same_file_a_second_time_adds_nothing(app, server):
    data = (FIXTURES / "habitkit.json").read_bytes()
    assert post_file(server, "/api/v1/import", data)[0] == 200
    before = all_habits(server)
    page = open_profile(app)
    sheet = choose(page, FIXTURES / "habitkit.json")
    expect(sheet.get_by_role("heading", name="Found a HabitKit file")).to_be_visible()
    expect(sheet.get_by_role("button", name="Nothing new to import")).to_be_disabled()
    expect(sheet).to_contain_text("You already have everything in this file.")
    expect(sheet.locator(".imp-tag", has_text="Adds to your habit")).to_have_count(4)
    expect(sheet.get_by_role("region", name="Adjusted")).to_contain_text("'Gym': you already have every day of it")
    sheet.get_by_role("button", name="Cancel").click()
    expect(sheet).to_be_hidden()
    assert all_habits(server) == before


def test_dates_that_read_two_ways_wait_for_the_order_and_month_first_gives_its_days(app, server):
    page = open_profile(app)
    sheet = choose(page, FIXTURES / "ambiguous.csv")
    order = sheet.get_by_role("radiogroup", name="Date order")
    expect(order).to_be_visible()
    expect(order.get_by_role("radio")).to_have_count(2)  # only the orders all the dates read in
    expect(order.get_by_role("radio", name="Year first")).to_have_count(0)
    expect(sheet.locator("#imp-dates-need")).to_have_text("The dates in 'date' read both day first and month first: choose which")
    expect(order.get_by_role("radio", checked=True)).to_have_count(0)
    go = sheet.get_by_role("button", name="Import", exact=True)
    expect(go).to_be_disabled()

    order.get_by_role("radio", name="Month first").click()
    go = sheet.get_by_role("button", name="Import 1 habit and 2 check-ins")
    expect(go).to_be_enabled()
    expect(order.get_by_role("radio", name="Month first")).to_have_attribute("aria-checked", "true")
    expect(sheet.locator("#imp-dates-need")).to_be_hidden()
    expect(sheet.locator(".imp-habit", has_text="Walk")).to_contain_text("2 check-ins")
    assert all_habits(server) == []
    go.click()
    expect(page.locator(".data-result")).to_contain_text("Imported 1 habit and 2 check-ins")
    assert done_days(server, "Walk", "2024-03-01", "2024-05-31") == ["2024-03-04", "2024-04-05"]


def test_a_column_changed_asks_the_server_again(app, server):
    page = open_profile(app)
    sheet = choose(page, FIXTURES / "any-dmy.csv")
    expect(sheet.get_by_role("heading", name="Found a CSV file")).to_be_visible()
    expect(sheet.get_by_label("Habit", exact=True)).to_have_value("Activity")
    expect(sheet.get_by_label("Date", exact=True)).to_have_value("Day")
    expect(sheet.get_by_label("Value or done")).to_have_value("Done")
    expect(sheet.get_by_label("Note")).to_have_value("Comment")
    expect(sheet.get_by_role("radiogroup", name="Date order")).to_be_hidden()  # the dates read one way
    expect(sheet.locator(".imp-habit-name")).to_have_text(["Walk; the dog", "Piano"])
    expect(sheet.get_by_role("region", name="Left out")).to_contain_text("'someday' is not a date")

    with page.expect_request(lambda r: "/api/v1/import/preview" in r.url and "habit=Comment" in r.url):
        sheet.get_by_label("Habit", exact=True).select_option("Comment")
    expect(sheet.locator(".imp-habit-name")).to_have_text(['said "woof"', "scales"])
    expect(sheet.get_by_label("Habit", exact=True)).to_have_value("Comment")
    expect(sheet.get_by_label("Note")).to_have_value("")  # the server gave Comment to the habit
    expect(sheet.get_by_role("button", name="Import 2 habits and 2 check-ins")).to_be_enabled()
    assert all_habits(server) == []


def test_none_for_the_value_stays_none_and_every_row_counts_as_done(app, server):
    page = open_profile(app)
    sheet = choose(page, FIXTURES / "any-dmy.csv")
    expect(sheet.get_by_label("Value or done")).to_have_value("Done")
    expect(sheet.locator(".imp-habit").first).to_contain_text("1 check-in")
    with page.expect_request(lambda r: "/api/v1/import/preview" in r.url and "none=value" in r.url):
        sheet.get_by_label("Value or done").select_option("")
    # The server reads no value column (it does not guess "Done" again): the row that said "no"
    # is now a day done too.
    expect(sheet.locator(".imp-habit").first).to_contain_text("2 check-ins")
    expect(sheet.get_by_label("Value or done")).to_have_value("")
    assert all_habits(server) == []


HOSTILE = {
    "random.bin": bytes(range(256)) * 8,
    "export.json": b'{"hello": "world", "habits": 3}',
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_refused_file_shows_the_servers_reason_and_stores_nothing(app, server, tmp_path, name):
    server.create_habit("Already here")
    before = all_habits(server)
    path = tmp_path / name
    path.write_bytes(HOSTILE[name])
    status, answer = post_file(server, "/api/v1/import/preview", HOSTILE[name])
    assert status == 422 and answer["error"]["field"] == "body"
    page = open_profile(app)
    sheet = choose(page, path)
    alert = sheet.get_by_role("alert").filter(has_text="Couldn't read this file")
    expect(alert).to_contain_text(answer["error"]["message"])
    expect(alert).to_contain_text("Nothing was changed.")
    expect(sheet.get_by_role("button", name="Choose Another File")).to_be_enabled()
    assert all_habits(server) == before

    # Another file from the same sheet starts over.
    with page.expect_file_chooser() as chooser:
        sheet.get_by_role("button", name="Choose Another File").click()
    chooser.value.set_files(str(FIXTURES / "beaver.json"))
    expect(sheet.get_by_role("heading", name="Found a Beaver Habit Tracker file")).to_be_visible()
    expect(alert).to_have_count(0)


def test_the_last_mapping_is_applied_to_the_next_file_of_the_same_columns(app, server, tmp_path):
    first = tmp_path / "first.csv"
    first.write_text("Who,When,Did,Remark\nRead,2024-05-01,1,good\nRead,2024-05-02,1,\nSwim,2024-05-02,1,cold\n")
    page = open_profile(app)
    sheet = choose(page, first)
    expect(sheet.locator("#imp-col-habit-need")).to_have_text("Choose the column that names the habit")
    expect(sheet.get_by_role("button", name="Import", exact=True)).to_be_disabled()
    sheet.get_by_label("Habit", exact=True).select_option("Who")
    expect(sheet.locator("#imp-col-habit-need")).to_be_hidden()
    sheet.get_by_label("Value or done").select_option("Did")
    expect(sheet.get_by_label("Value or done")).to_have_value("Did")
    sheet.get_by_label("Note").select_option("Remark")
    sheet.get_by_role("button", name="Import 2 habits and 3 check-ins").click()
    expect(page.locator(".data-result")).to_contain_text("Imported 2 habits and 3 check-ins")
    kept = json.loads(page.evaluate("localStorage.getItem('ripple.import.csvMapping')"))
    assert kept == {"habit": "Who", "date": "When", "value": "Did", "note": "Remark", "dates": "ymd"}

    second = tmp_path / "second.csv"
    second.write_text("Who,When,Did,Remark\nRead,2024-05-03,1,again\nPiano,2024-05-03,1,\n")
    sheet = choose(page, second)
    expect(sheet.get_by_label("Habit", exact=True)).to_have_value("Who")
    expect(sheet.get_by_label("Note")).to_have_value("Remark")
    expect(sheet.locator(".imp-habit-name")).to_have_text(["Read", "Piano"])
    expect(sheet.locator(".imp-habit", has_text="Read").locator(".imp-tag")).to_have_text(["Adds to your habit"])
    expect(sheet.get_by_role("button", name="Import 1 habit and 2 check-ins")).to_be_enabled()
    sheet.get_by_role("button", name="Cancel").click()

    # A file with other columns is left to the server's guesses.
    other = tmp_path / "other.csv"
    other.write_text("habit,date\nYoga,2024-05-04\n")
    sheet = choose(page, other)
    expect(sheet.get_by_label("Habit", exact=True)).to_have_value("habit")
    expect(sheet.get_by_role("button", name="Import 1 habit and 1 check-in")).to_be_enabled()


def test_past_the_free_plan_it_says_what_it_adds_archived(app, server, tmp_path):
    seven = tmp_path / "seven.csv"
    seven.write_text("habit,date\n" + "".join(f"{n},2024-05-01\n" for n in "ABCDEFG"))
    page = open_profile(app)
    sheet = choose(page, seven)
    expect(sheet.get_by_role("region", name="Added archived, to fit the free plan").get_by_role("listitem")).to_have_text(
        ["F", "G"])
    sheet.get_by_role("button", name="Import 7 habits and 7 check-ins").click()
    expect(page.locator(".data-result")).to_contain_text("Archived to fit the free plan: F, G.")
    archived = server.api("GET", "/api/v1/habits?status=archived", expect=200)[1]["habits"]
    assert sorted(h["name"] for h in archived) == ["F", "G"]


def test_a_large_file_shows_how_much_has_been_sent(app, server, tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b'{"notes": "' + b"a" * 400_000 + b'"}')
    page = open_profile(app)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    # About four seconds to send: the bar moves by what has gone.
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1,
                                                  "uploadThroughput": 100_000})
    sheet = choose(page, big)
    bar = sheet.get_by_role("progressbar", name="Sending the file")
    expect(bar).to_have_attribute("aria-valuenow", re.compile(r"^[1-9][0-9]?$"))
    expect(sheet).to_contain_text(re.compile(r"Sending… [1-9][0-9]?%"))
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1,
                                                  "uploadThroughput": -1})
    expect(sheet.get_by_role("alert")).to_contain_text("This JSON file is not an export Ripple reads")
    assert all_habits(server) == []


def test_offline_it_says_the_import_needs_a_connection(app, server):
    page = open_profile(app)
    # The service worker keeps the app's files (the sheet's module among them) for offline use.
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)
    page.context.set_offline(True)
    try:
        sheet = choose(page, FIXTURES / "habitkit.json")
        expect(sheet.get_by_role("alert")).to_contain_text("You're offline. This needs a connection.")
    finally:
        page.context.set_offline(False)
    assert all_habits(server) == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_import_screenshots_and_axe(make_app, server, scheme):
    server.create_habit("Gym")
    app = make_app(color_scheme=scheme, viewport={"width": 390, "height": 844})
    page = open_profile(app)
    page.get_by_role("button", name="Import from another app").scroll_into_view_if_needed()
    animations_done(page)
    app.screenshot(f"import-row-{scheme}")
    held, release = hold_requests(page, "**/api/v1/import/preview*")
    sheet = choose(page, FIXTURES / "habitkit.json")
    expect(sheet.get_by_role("progressbar", name="Sending the file")).to_be_visible()
    expect(sheet).to_contain_text("habitkit.json")
    expect(sheet.get_by_role("button", name="Import", exact=True)).to_be_disabled()
    animations_done(page)
    app.screenshot(f"import-sending-{scheme}")
    assert axe_blocking(page) == []
    release()
    expect(sheet.get_by_role("heading", name="Found a HabitKit file")).to_be_visible()
    animations_done(page)
    app.screenshot(f"import-preview-{scheme}")
    assert axe_blocking(page) == []
    sheet.locator(".sheet-body").evaluate("b => b.scrollTo(0, b.scrollHeight)")
    app.screenshot(f"import-preview-end-{scheme}")
    sheet.get_by_role("button", name="Cancel").click()
    expect(sheet).to_be_hidden()

    sheet = choose(page, FIXTURES / "ambiguous.csv")
    expect(sheet.get_by_role("radiogroup", name="Date order")).to_be_visible()
    animations_done(page)
    app.screenshot(f"import-csv-needs-{scheme}")
    assert axe_blocking(page) == []
    sheet.get_by_role("radio", name="Day first").click()
    expect(sheet.get_by_role("button", name="Import 1 habit and 2 check-ins")).to_be_enabled()
    animations_done(page)
    app.screenshot(f"import-csv-mapping-{scheme}")
    assert axe_blocking(page) == []
    held, release = hold_requests(page, re.compile(r"/api/v1/import(\?|$)"))
    sheet.get_by_role("button", name="Import 1 habit and 2 check-ins").click()
    expect(sheet.get_by_role("button", name="Importing…")).to_be_disabled()
    expect(sheet.get_by_role("progressbar", name="Importing the file")).to_be_visible()
    animations_done(page)
    app.screenshot(f"import-importing-{scheme}")
    release()
    expect(page.locator(".data-result")).to_contain_text("Imported 1 habit and 2 check-ins")
    animations_done(page)
    app.screenshot(f"import-done-{scheme}")
    assert axe_blocking(page) == []
