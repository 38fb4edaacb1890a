"""PWA: manifest, icons, service worker with the cached shell, offline start, splash."""

import json
import re
import struct
import urllib.request

from playwright.sync_api import expect

from conftest import WEB
from helpers import api_answer


def fetch(server, path):
    with urllib.request.urlopen(server.base_url + path, timeout=10) as r:
        return r.status, r.headers.get("Content-Type", ""), r.read()


def test_manifest_and_icons(server):
    status, ctype, body = fetch(server, "/manifest.webmanifest")
    assert status == 200
    manifest = json.loads(body)
    assert manifest["name"] == "Ripple"
    assert manifest["theme_color"] == "#6366F1"
    assert manifest["display"] == "standalone"
    sizes = {}
    for icon in manifest["icons"]:
        status, ctype, data = fetch(server, icon["src"])
        assert status == 200
        if icon["type"] == "image/png":
            assert data[:8] == b"\x89PNG\r\n\x1a\n"
            w, h = struct.unpack(">II", data[16:24])
            sizes[icon["sizes"]] = (w, h)
        else:
            assert b"<svg" in data and b"<circle" in data
    assert sizes == {"192x192": (192, 192), "512x512": (512, 512)}


def test_service_worker_caches_every_shell_file():
    sw = (WEB / "sw.js").read_text()
    listed = set(re.findall(r"'(/[^']*)'", sw[sw.index("const SHELL"):sw.index("];")]))
    files = {"/" + p.relative_to(WEB).as_posix() for p in WEB.rglob("*") if p.is_file() and p.name != "sw.js" and not p.name.startswith(".")}
    assert files - listed == set(), "files missing from the service worker's shell list"
    assert listed - files - {"/"} == set(), "shell list names files that do not exist"


def test_shell_size_budget(app, server):
    """The JS + CSS loaded before Today is interactive stays under 150 KB (sheets and other tabs load lazily)."""
    server.create_habit("Budget")
    app.open()
    # A buffered observer: the page's `performance.getEntries*` are Playwright's fakes.
    paths = app.page.evaluate("""(readyAt) => new Promise((resolve) => new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries().filter(e => e.startTime < readyAt).map(e => new URL(e.name).pathname).filter(p => /\\.(js|css)$/.test(p)));
    }).observe({ type: 'resource', buffered: true }))""", app.ready_at())
    size = sum((WEB / p.lstrip("/")).stat().st_size for p in set(paths))
    assert 10 < len(set(paths)) and size < 150_000, f"{len(set(paths))} files, {size} bytes"


def test_offline_start_shows_the_cached_shell(make_app, server):
    habit_id = server.create_habit("Offline habit")["id"]
    app = make_app()
    app.open()
    page = app.page
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    # The worker claims the open page once active (clients.claim), and has cached the shell by then.
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)
    expect(app.card("Offline habit")).to_be_visible()
    page.context.set_offline(True)
    try:
        page.reload()
        app.wait_ready()
        expect(page.get_by_role("navigation", name="Main")).to_be_visible()
        expect(page.get_by_role("status").filter(has_text="offline")).to_be_visible()
        expect(app.card("Offline habit")).to_be_visible()
        # A write while offline keeps its place on screen and waits to be sent.
        app.card("Offline habit").locator(".card-hit").click()
        expect(app.card("Offline habit").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
        # Back online, the page sends the queued write.
        with api_answer(page, "PUT", f"/habits/{habit_id}/checkins/{server.today()['day']}"):
            page.context.set_offline(False)
    finally:
        page.context.set_offline(False)
    app.writes_idle()
    assert server.card(habit_id)["today"]["state"] == "done"
    page.reload()
    app.wait_ready()
    expect(app.card("Offline habit").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".offline-banner")).to_be_hidden()


def test_splash_never_blocks_and_goes_quickly(app, server):
    server.create_habit("Quick")
    app.open()
    page = app.page
    assert app.ready_at() < 2000
    expect(page.locator("#splash")).to_have_count(0, timeout=1000)
    page.goto(server.base_url + "/")
    pointer = page.evaluate("document.getElementById('splash') ? getComputedStyle(document.getElementById('splash')).pointerEvents : 'none'")
    assert pointer == "none"


def test_tabs_show_coming_soon_views(app):
    app.open()
    page = app.page
    nav = page.get_by_role("navigation", name="Main")
    for label in ("Habits", "Statistics", "Profile"):
        nav.get_by_role("link", name=label).click()
        view = page.locator(".view:not([hidden])")
        expect(view.get_by_role("heading", name=label, exact=True)).to_be_visible()
        expect(nav.get_by_role("link", name=label)).to_have_attribute("aria-current", "page")
        assert page.title().startswith(label)
    nav.get_by_role("link", name="Today").click()
    expect(page.locator("#today-title")).to_be_visible()


def test_every_module_loads(app):
    """Lazy modules (sheets, detail, other tabs) parse and link, not only the ones Today needs."""
    app.open()
    modules = sorted("/" + p.relative_to(WEB).as_posix() for p in (WEB / "js").rglob("*.js"))
    failures = app.page.evaluate("async (mods) => { const bad = []; for (const m of mods) { try { await import(m); } catch (e) { bad.push(m + ': ' + e.message); } } return bad; }", modules)
    assert failures == []
