"""Taps in quick succession on a slow connection: the tab chosen last is the one on screen, even
when a tab chosen before it finishes loading later (js/components/tab-views.js)."""

import re

from playwright.sync_api import expect

from helpers import hold_requests, wait_until_held


def test_a_tab_chosen_while_another_still_loads_stays_on_screen(make_app, server):
    server.create_habit("Stretch")
    # No service worker: the statistics screen's module comes from the network, where it is held.
    app = make_app(service_workers="block")
    app.open()
    page = app.page
    held, release = hold_requests(page, re.compile(r"/dist/chunks/stats-[^/]+\.js"))
    with page.expect_request(re.compile(r"/dist/chunks/stats-[^/]+\.js")):
        page.get_by_role("link", name="Statistics").click()
    assert wait_until_held(page, held), "the statistics screen's module was not asked for"
    page.get_by_role("link", name="Today").click()
    expect(page.locator("#view-today")).to_be_visible()
    release()
    # The statistics screen mounts when its module arrives, and stays hidden behind Today.
    expect(page.locator("#view-stats [role=tablist]")).to_be_attached()
    expect(page.locator("#view-stats")).to_be_hidden()
    expect(page.locator("#view-today")).to_be_visible()
    expect(page.get_by_role("link", name="Today")).to_have_attribute("aria-current", "page")
    # Statistics opens at once when it is chosen again.
    page.get_by_role("link", name="Statistics").click()
    expect(page.locator("#view-stats")).to_be_visible()
    expect(page.locator("#view-today")).to_be_hidden()
