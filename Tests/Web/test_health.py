"""Profile → Health data, read-only: a habit linked to a measure by a rule (the server's refusal shown
under the field it names), an Apple Health export or a Google Takeout imported (the days the rule
held become check-ins with the server's note, seen in the habit's detail), the same file a second
time adds nothing, a damaged file shows the server's sentence and changes nothing, a link edited
and unlinked (its check-ins stay); axe and screenshots in both schemes.

The fixtures' days are 2024-03-01..03, so these tests run against a server of their own whose
clock is pinned at 2024-03-05 (browser contexts too), with habits created on 2024-02-20 through
the API's `?day=`; the session's clock (testclock) is left as it is."""

import datetime
import json
import os
import pathlib
import re
import time
import urllib.request

import pytest
from playwright.sync_api import expect

import testclock
from conftest import ROOT, RippleServer
from helpers import animations_done, axe_blocking, hold_requests

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "Fixtures" / "health"
TODAY = "2024-03-05"
CREATED = "2024-02-20"
NOW = datetime.datetime(2024, 3, 5, 10, 30, tzinfo=testclock.ZONE).astimezone(datetime.timezone.utc)


class PinnedServer(RippleServer):
    """`ripple serve` with its clock at NOW (`--now` wins over RIPPLE_NOW), read back without
    moving the session's clock."""

    started = (NOW.timestamp() * 1000, time.monotonic())

    def arguments(self):
        return [*super().arguments(), "--now", NOW.isoformat().replace("+00:00", "Z")]

    def align_clock(self):
        before = time.monotonic()
        exported = self.api("GET", "/api/v1/backup", expect=200)[1]["exportedAt"]
        self.started = (exported, (before + time.monotonic()) / 2)

    def now(self):
        millis, at = self.started
        return datetime.datetime.fromtimestamp(millis / 1000, datetime.timezone.utc) + datetime.timedelta(
            seconds=time.monotonic() - at)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """This module's server (in place of the session's), its clock at 2024-03-05."""
    binary = pathlib.Path(os.environ.get("RIPPLE_BIN", ROOT / ".build" / "debug" / "ripple"))
    if not binary.is_absolute():
        binary = ROOT / binary
    tmp = tmp_path_factory.mktemp("ripple-health")
    srv = PinnedServer(binary, tmp / "ripple.sqlite", tmp / "server.log")
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture
def new_context(browser, server):
    """Phone-sized contexts whose clock follows this module's server."""
    made = []

    def make(**options):
        opts = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "locale": "en-US",
                "color_scheme": "light", "timezone_id": testclock.ZONE_NAME, "bypass_csp": True}
        opts.update(options)
        ctx = browser.new_context(**opts)
        ctx.clock.install(time=server.now())
        ctx.set_default_timeout(10_000)
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        ctx.close()


def walk(server):
    """A daily habit whose first day is before the export's days."""
    return server.api("POST", f"/api/v1/habits?day={CREATED}", {"name": "Walk"}, expect=201)[1]


def link(server, habit_id, measure="steps", threshold=8000, workout=None):
    body = {"measure": measure, "threshold": threshold, "workoutType": workout}
    return server.api("PUT", f"/api/v1/habits/{habit_id}/health", body)


def post_export(server, name):
    """POSTs a fixture to the import as the web app does; returns (status, decoded answer)."""
    req = urllib.request.Request(server.base_url + "/api/v1/health/import", data=(FIXTURES / name).read_bytes(),
                                 method="POST", headers={"Content-Type": "application/zip"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def done_days(server, habit_id):
    days = server.history(habit_id, "2024-02-25", TODAY)["days"]
    return {d["day"]: d.get("note") for d in days if d["outcome"] == "done"}


def open_health(app):
    app.open("/#/profile")
    section = app.page.get_by_role("region", name="Health data")
    section.scroll_into_view_if_needed()
    expect(section.get_by_role("button", name="Link a habit")).to_be_enabled()
    return section


def import_file(page, section, name):
    with page.expect_file_chooser() as chooser:
        section.get_by_role("button", name="Import export.zip…").click()
    chooser.value.set_files(str(FIXTURES / name))
    return section.locator(".health-result")


def test_a_habit_is_linked_then_an_apple_export_adds_the_days_its_rule_held(app, server):
    habit = walk(server)
    status, refusal = link(server, habit["id"], threshold=0)
    assert status == 422 and refusal["error"]["field"] == "threshold"
    assert server.api("GET", "/api/v1/health", expect=200)[1]["links"] == []
    page = app.page
    section = open_health(app)
    expect(section).to_contain_text("Read-only. Ripple reads the export you choose")
    expect(section).to_contain_text("Export All Health Data")
    expect(section).to_contain_text("No habit is linked yet")

    section.get_by_role("button", name="Link a habit").click()
    sheet = page.get_by_role("dialog", name="Link a Habit")
    expect(sheet.get_by_label("Habit")).to_have_value(habit["id"])
    measure = sheet.get_by_label("Measure")
    expect(measure.locator("option")).to_have_text(
        [m["title"] for m in server.api("GET", "/api/v1/health", expect=200)[1]["measures"]])
    expect(sheet).to_contain_text("At most 200,000 steps")
    workout = sheet.get_by_label("Workout type")
    expect(workout).to_be_hidden()
    measure.select_option(label="Workout minutes")
    expect(workout).to_be_visible()
    expect(workout).to_have_value("")
    expect(workout.locator("option:checked")).to_have_text("Any workout")
    measure.select_option(label="Steps")
    expect(workout).to_be_hidden()

    threshold = sheet.get_by_label("Each day at least")
    threshold.fill("0")
    sheet.get_by_role("button", name="Link").click()
    error = sheet.locator(".field", has_text="Each day at least").locator(".field-error")
    expect(error).to_have_text(refusal["error"]["message"])
    expect(threshold).to_have_attribute("aria-invalid", "true")
    animations_done(page)
    app.screenshot("health-link-refused")
    assert server.api("GET", "/api/v1/health", expect=200)[1]["links"] == []

    threshold.fill("8000")
    sheet.get_by_role("button", name="Link").click()
    expect(sheet).to_be_hidden()
    row = section.locator(".health-link", has_text="Walk")
    expect(row).to_contain_text("Steps ≥ 8,000")
    expect(row).to_contain_text("0 days from health data")

    # History, read before the import, is read again after it.
    page.get_by_role("link", name="Statistics").click()
    page.get_by_role("tab", name="History").click()
    expect(page.locator('.mc[aria-label="Walk, Mar 2: to do"]')).to_be_visible()
    page.get_by_role("link", name="Profile").click()

    result = import_file(page, section, "apple-export.zip")
    expect(result).to_contain_text("Added 1 check-in from Apple Health")
    expect(result.get_by_role("list", name="By habit")).to_have_text(re.compile(r"Walk\s*1 check-in"))
    expect(result).to_contain_text("February 20 – March 3, 2024")
    expect(result).to_contain_text("3 records in the file could not be used and were skipped.")
    expect(row).to_contain_text("1 day from health data")
    assert done_days(server, habit["id"]) == {"2024-03-02": "From Apple Health: 9,050 steps"}

    page.get_by_role("link", name="Statistics").click()
    expect(page.locator('.mc[aria-label="Walk, Mar 2: done"]')).to_be_visible()

    # The habit's detail shows the day done, with the note the server wrote.
    page.get_by_role("link", name="Today").click()
    app.card("Walk").locator(".card-chev").click()
    detail = page.get_by_role("dialog", name="Walk")
    expect(detail.locator('.cal-day[data-day="2024-03-02"]')).to_have_class(re.compile("o-done"))
    expect(detail.locator(".notes")).to_contain_text("From Apple Health: 9,050 steps")
    detail.locator(".notes").scroll_into_view_if_needed()
    animations_done(page)
    app.screenshot("health-detail-note")
    page.keyboard.press("Escape")
    expect(detail).to_be_hidden()

    # The same file again adds nothing.
    page.get_by_role("link", name="Profile").click()
    result = import_file(page, section, "apple-export.zip")
    expect(result).to_contain_text("Added 0 check-ins from Apple Health")
    expect(row).to_contain_text("1 day from health data")
    assert done_days(server, habit["id"]) == {"2024-03-02": "From Apple Health: 9,050 steps"}


def test_a_google_takeout_adds_its_days(app, server):
    habit = walk(server)
    assert link(server, habit["id"], threshold=10000)[0] == 200
    section = open_health(app)
    result = import_file(app.page, section, "google-takeout.zip")
    expect(result).to_contain_text("Added 1 check-in from Google Fit")
    assert list(done_days(server, habit["id"])) == ["2024-03-02"]
    assert done_days(server, habit["id"])["2024-03-02"].startswith("From Google Fit: ")


def test_a_damaged_file_shows_the_servers_sentence_and_changes_nothing(app, server):
    habit = walk(server)
    assert link(server, habit["id"])[0] == 200
    status, refusal = post_export(server, "truncated.zip")
    assert status == 422 and refusal["error"]["field"] == "body"
    section = open_health(app)
    result = import_file(app.page, section, "truncated.zip")
    expect(result).to_have_attribute("role", "alert")
    expect(result).to_contain_text("Couldn't import this file")
    expect(result).to_contain_text(refusal["error"]["message"])
    expect(result).to_contain_text("Nothing was changed.")
    expect(section.locator(".health-link", has_text="Walk")).to_contain_text("0 days from health data")
    assert done_days(server, habit["id"]) == {}


def test_with_no_habit_linked_the_import_says_what_to_do_first(app, server):
    walk(server)
    section = open_health(app)
    result = import_file(app.page, section, "apple-export.zip")
    expect(result).to_contain_text("Link a habit to a health measure first: nothing would be imported.")


def test_a_link_is_edited_then_unlinked_and_its_check_ins_stay(app, server):
    habit = walk(server)
    assert link(server, habit["id"])[0] == 200
    assert post_export(server, "apple-export.zip")[1]["added"] == 1
    page = app.page
    section = open_health(app)
    row = section.locator(".health-link", has_text="Walk")
    expect(row).to_contain_text("1 day from health data")

    row.get_by_role("button", name="Edit Walk").click()
    sheet = page.get_by_role("dialog", name="Edit Link")
    expect(sheet.get_by_label("Habit")).to_be_disabled()
    threshold = sheet.get_by_label("Each day at least")
    expect(threshold).to_have_value("8000")
    threshold.fill("5000")
    sheet.get_by_role("button", name="Save").click()
    expect(sheet).to_be_hidden()
    expect(row).to_contain_text("Steps ≥ 5,000")
    expect(row.get_by_role("button", name="Edit Walk")).to_be_focused()  # focus stays on the row redrawn

    row.get_by_role("button", name="Unlink Walk").click()
    confirm = page.get_by_role("alertdialog", name="Unlink “Walk”?")
    expect(confirm).to_contain_text("The 1 check-in it brought stay.")
    confirm.get_by_role("button", name="Unlink").click()
    expect(section).to_contain_text("No habit is linked yet")
    expect(section.locator(".health-link")).to_have_count(0)
    expect(section.get_by_role("button", name="Link a habit")).to_be_focused()
    assert server.api("GET", "/api/v1/health", expect=200)[1]["links"] == []
    assert list(done_days(server, habit["id"])) == ["2024-03-02"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_health_screenshots_and_axe(make_app, server, scheme):
    habit = walk(server)
    run = server.api("POST", f"/api/v1/habits?day={CREATED}", {"name": "Run"}, expect=201)[1]
    assert link(server, habit["id"])[0] == 200
    assert link(server, run["id"], "workoutMinutes", 30, "running")[0] == 200
    app = make_app(color_scheme=scheme)
    page = app.page
    section = open_health(app)
    expect(section.locator(".health-link")).to_have_count(2)
    section.get_by_role("heading", name="Health data").evaluate("e => e.scrollIntoView({block: 'start'})")
    animations_done(page)
    app.screenshot(f"health-section-{scheme}")
    assert axe_blocking(page, context=".health-section") == []

    held, release = hold_requests(page, "**/api/v1/health/import*")
    with page.expect_file_chooser() as chooser:
        section.get_by_role("button", name="Import export.zip…").click()
    chooser.value.set_files(str(FIXTURES / "apple-export.zip"))
    progress = section.locator(".health-progress")
    expect(progress).to_contain_text("Importing apple-export.zip…")
    expect(progress).to_contain_text(re.compile(r"\d+(\.\d)? (bytes|KB) · sending and reading"))
    progress.scroll_into_view_if_needed()
    app.screenshot(f"health-importing-{scheme}")
    release()
    result = section.locator(".health-result")
    expect(result).to_contain_text("Added 2 check-ins from Apple Health")
    animations_done(page)
    app.screenshot(f"health-imported-{scheme}")
    assert axe_blocking(page, context=".health-section") == []

    section.get_by_role("button", name="Link a habit").click()
    sheet = page.get_by_role("dialog", name="Link a Habit")
    expect(sheet).to_contain_text("Every active habit is linked already")
    sheet.get_by_role("button", name="Cancel").click()
    expect(sheet).to_be_hidden()
    section.get_by_role("button", name="Edit Run").click()
    sheet = page.get_by_role("dialog", name="Edit Link")
    expect(sheet.get_by_label("Workout type")).to_have_value("running")
    sheet.get_by_label("Each day at least").fill("2000")
    sheet.get_by_role("button", name="Save").click()
    expect(sheet.locator(".field-error:not([hidden])")).to_contain_text("at most 1,440 min")
    animations_done(page)
    app.screenshot(f"health-sheet-{scheme}")
    assert axe_blocking(page) == []
    sheet.get_by_role("button", name="Cancel").click()
    expect(sheet).to_be_hidden()

    result = import_file(page, section, "truncated.zip")
    expect(result).to_contain_text("Couldn't import this file")
    animations_done(page)
    app.screenshot(f"health-refused-{scheme}")
    assert axe_blocking(page, context=".health-section") == []


@pytest.mark.screenshots
def test_health_section_on_a_wide_screen(make_app, server):
    habit = walk(server)
    assert link(server, habit["id"])[0] == 200
    app = make_app(viewport={"width": 1280, "height": 900})
    section = open_health(app)
    expect(section.locator(".health-link")).to_have_count(1)
    section.get_by_role("heading", name="Health data").evaluate("e => e.scrollIntoView({block: 'start'})")
    animations_done(app.page)
    app.screenshot("health-section-wide")
