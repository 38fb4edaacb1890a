"""The "writes idle" signal the tests wait on instead of fixed sleeps: `<html data-writes="idle">`
when no write is in flight or waiting in the outbox while online and the re-render after each write
is done, `data-writes="busy"` otherwise (js/core/idle.js)."""

from playwright.sync_api import expect


def hold_check_in_writes(page):
    """Holds back every check-in PUT until the test lets it go; `window.__writeHeld` tells the page."""
    held = []

    def hold(route):
        if route.request.method != "PUT":
            route.continue_()
            return
        held.append(route)
        page.evaluate("window.__writeHeld = true")

    page.route("**/api/v1/habits/*/checkins/*", hold)
    return held


def test_a_slow_write_is_busy_until_it_and_its_refresh_are_done(app, server):
    habit = server.create_habit("Slow")
    server.create_habit("Not yet")  # keeps the day from becoming perfect (and the modal away)
    page = app.page
    held = hold_check_in_writes(page)
    answered = []
    page.on("response", lambda r: answered.append((r.request.method, r.url.split("/api/v1")[-1])) if "/api/v1/" in r.url else None)
    app.open()
    html = page.locator("html")
    expect(html).to_have_attribute("data-writes", "idle")

    app.card("Slow").locator(".card-hit").click()
    page.wait_for_function("window.__writeHeld === true")
    expect(html).to_have_attribute("data-writes", "busy")
    expect(app.card("Slow").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    assert server.card(habit["id"])["today"]["state"] == "none"

    answered.clear()
    held[0].continue_()
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "done"
    # Idle comes only after the write's answer and the reload of Today that follows it.
    methods = [m for m, _ in answered]
    assert "PUT" in methods, answered
    assert ("GET", "/today") in answered[methods.index("PUT") + 1:], answered


def test_a_queued_write_is_idle_offline_and_busy_until_replayed(app, server):
    habit = server.create_habit("Queued")
    server.create_habit("Not yet")
    page = app.page
    app.open()
    html = page.locator("html")
    # The service worker serves the modules a tap loads lazily once the network is gone.
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)
    page.context.set_offline(True)
    app.card("Queued").locator(".card-hit").click()
    expect(page.locator(".offline-banner")).to_contain_text("1 change will sync")
    app.writes_idle()  # offline, a write waiting in the outbox is not under way
    assert server.card(habit["id"])["today"]["state"] == "none"

    held = hold_check_in_writes(page)
    page.context.set_offline(False)
    page.wait_for_function("window.__writeHeld === true", timeout=20_000)
    expect(html).to_have_attribute("data-writes", "busy")
    held[0].continue_()
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "done"
    expect(page.locator(".offline-banner")).to_be_hidden()
