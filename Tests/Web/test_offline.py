"""Offline check-ins: toggles made while the server is unreachable stay on screen, wait in an
IndexedDB outbox (also across a reload) with a small "will sync" indicator, and reach the database
in order when it answers again; an older queued write never overwrites a newer one. Undo toasts."""

import pytest
from playwright.sync_api import expect


def wait_for_worker(page):
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)


def pressed(app, name):
    return app.card(name).locator(".card-hit")


OUTBOX = """() => new Promise((resolve) => { const r = indexedDB.open('ripple'); r.onsuccess = () => { const q = r.result.transaction('outbox').objectStore('outbox').getAll(); q.onsuccess = () => resolve(q.result); }; })"""


def test_toggles_while_the_server_is_down_survive_a_reload_and_reach_the_database(make_app, server):
    a = server.create_habit("Stretch")
    b = server.create_habit("Vitamins")
    server.create_habit("Not today")
    app = make_app()
    app.open()
    page = app.page
    wait_for_worker(page)
    server.stop()
    try:
        pressed(app, "Stretch").click()
        pressed(app, "Vitamins").click()
        expect(pressed(app, "Stretch")).to_have_attribute("aria-pressed", "true")
        expect(pressed(app, "Vitamins")).to_have_attribute("aria-pressed", "true")
        banner = page.locator(".offline-banner")
        expect(banner).to_contain_text("Offline — 2 changes will sync")
        queued = page.evaluate(OUTBOX)
        assert [(q["habitId"], q["entry"]["state"]) for q in queued] == [(a["id"], "done"), (b["id"], "done")]
        assert all(isinstance(q["updatedAt"], int) and q["updatedAt"] > 0 for q in queued)
        page.reload()
        app.wait_ready()
        expect(pressed(app, "Stretch")).to_have_attribute("aria-pressed", "true")
        expect(pressed(app, "Vitamins")).to_have_attribute("aria-pressed", "true")
        expect(pressed(app, "Not today")).to_have_attribute("aria-pressed", "false")
        expect(page.locator(".offline-banner")).to_contain_text("2 changes will sync")
    finally:
        server.start()
    # The replay retries with a backoff of up to 15 s; the banner goes when the outbox is empty.
    expect(page.locator(".offline-banner")).to_be_hidden(timeout=30_000)
    app.writes_idle()
    assert server.card(a["id"])["today"]["state"] == "done"
    assert server.card(b["id"])["today"]["state"] == "done"
    expect(pressed(app, "Stretch")).to_have_attribute("aria-pressed", "true")


def test_an_older_queued_write_never_overwrites_a_newer_one(make_app, server):
    habit = server.create_habit("Journal")
    server.create_habit("Other")
    app = make_app()
    app.open()
    page = app.page
    wait_for_worker(page)
    page.context.set_offline(True)
    try:
        pressed(app, "Journal").click()
        expect(page.locator(".offline-banner")).to_contain_text("1 change will sync")
        (queued,) = page.evaluate(OUTBOX)
        # Meanwhile another device writes a newer answer.
        server.check_in(habit["id"], server.today()["day"], state="skipped", note="from the phone", updatedAt=queued["updatedAt"] + 1000)
    finally:
        page.context.set_offline(False)
    expect(page.locator(".offline-banner")).to_be_hidden(timeout=20_000)
    app.writes_idle()
    card = server.card(habit["id"])
    assert card["today"]["state"] == "skipped" and card["today"]["note"] == "from the phone"
    expect(app.card("Journal").locator(".card")).to_have_class("card is-skipped")


def test_a_toggle_can_be_undone_from_the_toast(app, server):
    habit = server.create_habit("Meditate")
    server.create_habit("Other")
    app.open()
    page = app.page
    pressed(app, "Meditate").click()
    toast = page.locator(".toast", has_text="Meditate completed")
    expect(toast).to_be_visible()
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "done"
    toast.get_by_role("button", name="Undo").click()
    expect(pressed(app, "Meditate")).to_have_attribute("aria-pressed", "false")
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "none"
    # The undo toast goes by itself after a few seconds.
    pressed(app, "Meditate").click()
    expect(page.locator(".toast", has_text="Meditate completed")).to_be_visible()
    expect(page.locator(".toast", has_text="Meditate completed")).to_have_count(0, timeout=8000)
    assert server.card(habit["id"])["today"]["state"] == "done"


def test_undo_puts_back_a_skip_with_its_note(app, server):
    habit = server.create_habit("Swim")
    server.create_habit("Other")
    server.check_in(habit["id"], server.today()["day"], state="skipped", note="pool closed")
    app.open()
    page = app.page
    pressed(app, "Swim").click()
    expect(pressed(app, "Swim")).to_have_attribute("aria-pressed", "true")
    page.locator(".toast", has_text="Swim completed").get_by_role("button", name="Undo").click()
    expect(app.card("Swim").locator(".card")).to_have_class("card is-skipped")
    app.writes_idle()
    card = server.card(habit["id"])
    assert card["today"]["state"] == "skipped" and card["today"]["note"] == "pool closed"


@pytest.mark.screenshots
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshot_offline_indicator(make_app, server, scheme):
    server.create_habit("Stretch", icon="yoga")
    server.create_habit("Vitamins", icon="pill")
    app = make_app(color_scheme=scheme)
    app.open()
    page = app.page
    wait_for_worker(page)
    page.context.set_offline(True)
    try:
        pressed(app, "Stretch").click()
        expect(page.locator(".offline-banner")).to_contain_text("will sync")
        app.screenshot(f"offline-queued-{scheme}")
    finally:
        page.context.set_offline(False)
    expect(page.locator(".offline-banner")).to_be_hidden(timeout=20_000)
