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
        page.evaluate("window.__writeHeld = true; window.__writesHeld = (window.__writesHeld || 0) + 1")

    page.route("**/api/v1/habits/*/checkins/*", hold)
    return held


def test_a_slow_write_is_busy_until_it_is_drawn_and_a_tap_reads_nothing_after_it(app, server):
    habit = server.create_habit("Slow")
    server.create_habit("Not yet")  # keeps the day from becoming perfect (and the modal away)
    page = app.page
    held = hold_check_in_writes(page)
    answered = []
    page.on("response", lambda r: answered.append((r.request.method, r.url.split("/api/v1")[-1])) if "/api/v1/" in r.url else None)
    app.open()
    html = page.locator("html")
    expect(html).to_have_attribute("data-writes", "idle")
    expect(html).to_have_attribute("data-engine", "ready")  # its first sync read is done

    app.card("Slow").locator(".card-hit").click()
    page.wait_for_function("window.__writeHeld === true")
    expect(html).to_have_attribute("data-writes", "busy")
    expect(app.card("Slow").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    assert server.card(habit["id"])["today"]["state"] == "none"

    answered.clear()
    held[0].continue_()
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "done"
    # The write's answer lays Today out (its todayLayout): one write, and no read after it.
    assert [m for m, _ in answered] == ["PUT"], answered
    expect(app.card("Slow").locator(".card-hit")).to_have_attribute("aria-pressed", "true")


def test_taps_on_two_cards_at_once_end_with_one_read_of_today(app, server):
    server.create_habit("First")
    server.create_habit("Second")
    server.create_habit("Not yet")
    page = app.page
    held = hold_check_in_writes(page)
    answered = []
    page.on("response", lambda r: answered.append((r.request.method, r.url.split("/api/v1")[-1].split("?")[0])) if "/api/v1/" in r.url else None)
    app.open()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")
    app.card("First").locator(".card-hit").click()
    app.card("Second").locator(".card-hit").click()
    page.wait_for_function("window.__writesHeld === 2")
    answered.clear()
    for route in held:
        route.continue_()
    app.writes_idle()
    # Two answers may come back in either order, each worked out before the other write: Today
    # is read once, when both are in.
    assert [m for m, _ in answered].count("PUT") == 2, answered
    assert answered.count(("GET", "/today")) == 1, answered
    expect(app.card("First").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    expect(app.card("Second").locator(".card-hit")).to_have_attribute("aria-pressed", "true")


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
