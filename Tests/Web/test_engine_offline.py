"""The engine in the app with the server stopped: a cold start offline on a new day
shows the true Today, worked out by the WebAssembly engine from the local replica (not the last
copy of Today, which is a day old); a check-in then earns the engine's celebration; a reload
keeps it; when the server is back the queued write reaches it and the server equals the replica."""

import datetime
import time

import testclock
from playwright.sync_api import expect

from test_offline import OUTBOX, pressed, wait_for_worker

REPLICA = """() => new Promise((resolve) => { const r = indexedDB.open('ripple-replica'); r.onsuccess = () => { const q = r.result.transaction('replicas').objectStore('replicas').get('local'); q.onsuccess = () => resolve(q.result); }; })"""


def add_days(day, n):
    return (datetime.date.fromisoformat(day) + datetime.timedelta(days=n)).isoformat()


def move_server_clock(server, days):
    """Restarts the server a number of days later (or earlier) on the tests' clock."""
    server.stop()
    testclock.align(int((testclock.now() + datetime.timedelta(days=days)).timestamp() * 1000), time.monotonic())
    server.start()


def entries(check_ins):
    return sorted((c["habitId"], c["day"], c["state"], c.get("value")) for c in check_ins)


def test_cold_start_offline_shows_the_engines_today_and_celebrates(make_app, server):
    run = server.create_habit("Run", icon="run")
    server.create_habit("Not yet")
    today = server.today()["day"]
    server.check_in(run["id"], add_days(today, -1))
    server.check_in(run["id"], today)
    app = make_app()
    app.open()
    page = app.page
    wait_for_worker(page)
    # After first paint the engine loads and the replica is filled from the server.
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    expect(page.locator("#today-title")).to_have_text(datetime.date.fromisoformat(today).strftime("%A, %b %-d"))
    tomorrow = add_days(today, 1)
    server.stop()
    try:
        # The next morning, still with no server: the last copy of Today is yesterday's.
        page.clock.fast_forward("24:00:00")
        page.context.set_offline(True)
        page.reload()
        app.wait_ready()
        expect(page.locator("#today-title")).to_have_text(datetime.date.fromisoformat(tomorrow).strftime("%A, %b %-d"))
        expect(pressed(app, "Run")).to_have_attribute("aria-pressed", "false")
        expect(page.locator(".offline-banner")).to_be_visible()
        # A third day in a row: the engine's answer celebrates the 3-day milestone.
        pressed(app, "Run").click()
        expect(pressed(app, "Run")).to_have_attribute("aria-pressed", "true")
        overlay = page.locator(".milestone")
        expect(overlay).to_be_visible()
        expect(overlay).to_contain_text("3")
        queued = page.evaluate(OUTBOX)
        assert [(q["habitId"], q["day"]) for q in queued] == [(run["id"], tomorrow)]
        # A reload, still offline: the engine works Today out again, with the queued write.
        page.reload()
        app.wait_ready()
        expect(pressed(app, "Run")).to_have_attribute("aria-pressed", "true")
        expect(app.card("Run")).to_contain_text("3")
    finally:
        page.context.set_offline(False)
        move_server_clock(server, 1)
    try:
        expect(page.locator(".offline-banner")).to_be_hidden(timeout=30_000)
        app.writes_idle()
        assert server.card(run["id"])["today"]["state"] == "done"
        assert server.card(run["id"])["streak"]["current"] == 3
        backup = server.api("GET", "/api/v1/backup", expect=200)[1]
        replica = page.evaluate(REPLICA)
        assert entries(replica["checkIns"]) == entries(backup["checkIns"])
        assert sorted(h["id"] for h in replica["habits"]) == sorted(h["id"] for h in backup["habits"])
    finally:
        move_server_clock(server, -1)


def test_the_engine_loads_under_the_apps_content_security_policy(new_context, server):
    """The app's real policy ('wasm-unsafe-eval' in script-src) lets the page compile the engine."""
    server.create_habit("Stretch")
    page = new_context(bypass_csp=False).new_page()
    problems = []
    page.on("console", lambda m: problems.append(m.text) if "Content Security Policy" in m.text else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.goto(server.base_url + "/")
    expect(page.locator(".card-name", has_text="Stretch")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    assert not problems, problems
