"""The API client in the browser: the "writes idle" signal (<html data-writes>) that tests wait on
instead of fixed sleeps, and the API version the Profile reads through the client."""

import re

from playwright.sync_api import expect

from conftest import ROOT
from helpers import hold_requests, wait_until_held

HTML = "html"


def test_writes_are_busy_while_a_check_in_is_in_flight_and_idle_once_its_answer_is_drawn(app, server):
    habit = server.create_habit("Stretch")
    app.open()
    page = app.page
    expect(page.locator(HTML)).to_have_attribute("data-writes", "idle")
    held, release = hold_requests(page, "**/api/v1/habits/*/checkins/**")
    finished = []
    page.on("requestfinished", lambda r: finished.append((r.method, re.sub(r"\?.*", "", r.url.split("/api/v1")[-1]))))

    app.card("Stretch").locator(".card-hit").click()
    expect(app.card("Stretch").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(HTML)).to_have_attribute("data-writes", "busy")
    assert wait_until_held(page, held), "the check-in request was not sent"
    assert server.card(habit["id"])["today"]["state"] == "none", "the write is still held"

    release()
    expect(page.locator(HTML)).to_have_attribute("data-writes", "idle", timeout=15_000)
    # Idle means the write reached the server and Today was drawn from its answer (its
    # todayLayout): no read of Today follows a single card's write.
    assert server.card(habit["id"])["today"]["state"] == "done"
    put = next(i for i, r in enumerate(finished) if r[0] == "PUT")
    assert ("GET", "/today") not in finished[put + 1:], f"Today was read again after the write: {finished}"
    expect(app.card("Stretch").locator(".card-hit")).to_have_attribute("aria-pressed", "true")


def test_a_delete_waiting_behind_its_undo_toast_keeps_the_app_busy(app, server):
    habit = server.create_habit("Old habit")
    server.create_habit("Keep")
    app.open("/#/habits")
    page = app.page
    page.wait_for_function("getComputedStyle(document.getElementById('view-habits')).visibility === 'visible'")
    page.get_by_role("button", name="More actions for Old habit").focus()
    page.keyboard.press("Enter")
    page.get_by_role("menu", name="Old habit actions").get_by_role("menuitem", name="Delete").click()
    page.get_by_role("alertdialog").get_by_role("button", name="Delete").click()
    expect(page.locator(".toast", has_text="Old habit deleted")).to_be_visible()
    expect(page.locator(HTML)).to_have_attribute("data-writes", "busy")
    assert server.api("GET", f"/api/v1/habits/{habit['id']}")[0] == 200, "the delete waits for the toast"
    expect(page.locator(HTML)).to_have_attribute("data-writes", "idle", timeout=20_000)
    assert server.api("GET", f"/api/v1/habits/{habit['id']}")[0] == 404


def test_profile_shows_the_api_version_from_the_documents_info(app, server):
    document = (ROOT / "Sources" / "RippleServer" / "OpenAPI" / "openapi.yaml").read_text()
    version = re.search(r"^info:\n(?:  .*\n)*?  version: (\S+)", document, re.M).group(1)
    app.open("/#/profile")
    page = app.page
    expect(page.locator(".prow", has_text="Version")).to_contain_text(version)
    # The version is info.version, not the first `version:` anywhere in the document.
    doc = "openapi: 3.1.0\ncomponents:\n  schemas:\n    version: 9.9.9\ninfo:\n  title: Ripple API\n  version: \"2.3.4\" # the API\npaths: {}\n"
    found = page.evaluate("(doc) => import('/js/screens/profile/profile.js').then((m) => m.infoVersion(doc))", doc)
    assert found == "2.3.4"
