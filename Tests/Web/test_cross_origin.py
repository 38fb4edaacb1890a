"""Other web pages cannot reach the API: a second local origin (a plain http.server on another
127.0.0.1 port) auto-submits a text/plain form to /api/v1/restore and fires no-cors and cors
fetch() writes at /api/v1/habits; every write is refused and the data stays as it was, while the
app's own page writes normally under its CSP. A name that rebinds to 127.0.0.1 gets 421."""

import http.server
import json
import re
import socketserver
import threading

import pytest
from playwright.sync_api import expect

from conftest import CHROMIUM, free_port

FORM_PAGE = """<!doctype html><title>Free prizes</title>
<form id="f" method="POST" enctype="text/plain" action="{app}/api/v1/restore">
<input type="hidden" name='{{"format":"ripple-backup","version":1,"habits":[],"checkIns":[],"pad":"' value='"}}'>
</form>
<script>document.getElementById('f').submit();</script>"""

FETCH_PAGE = """<!doctype html><title>Nothing to see</title>
<script>
window.results = {{}};
const app = '{app}';
const body = JSON.stringify({{ name: 'Pwned' }});
const attempts = {{
  noCors: () => fetch(app + '/api/v1/habits', {{ method: 'POST', mode: 'no-cors', headers: {{ 'Content-Type': 'text/plain' }}, body }}),
  corsSimple: () => fetch(app + '/api/v1/habits', {{ method: 'POST', mode: 'cors', headers: {{ 'Content-Type': 'text/plain' }}, body }}),
  corsJson: () => fetch(app + '/api/v1/habits', {{ method: 'POST', mode: 'cors', headers: {{ 'Content-Type': 'application/json' }}, body }}),
  clearAll: () => fetch(app + '/api/v1/data', {{ method: 'DELETE' }}),
  readBackup: () => fetch(app + '/api/v1/backup').then((r) => r.text()),
}};
for (const [name, attempt] of Object.entries(attempts)) {{
  attempt().then((r) => {{ window.results[name] = r && r.type ? r.type + ':' + r.status : 'read'; }},
                 () => {{ window.results[name] = 'blocked'; }});
}}
</script>"""

FRAME_PAGE = """<!doctype html><title>Click here</title><iframe id="app" src="{app}/" width="390" height="600"></iframe>"""


@pytest.fixture
def other_origin(server, tmp_path):
    """A second origin, http://127.0.0.1:OTHER, serving pages that target the app."""
    for name, template in [("form.html", FORM_PAGE), ("fetch.html", FETCH_PAGE), ("frame.html", FRAME_PAGE)]:
        (tmp_path / name).write_text(template.format(app=server.base_url))

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(tmp_path), **kwargs)

        def log_message(self, *args):
            pass

    httpd = socketserver.ThreadingTCPServer(("127.0.0.1", free_port()), Quiet)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def stored(server):
    habits = server.api("GET", "/api/v1/habits?status=all", expect=200)[1]["habits"]
    return sorted(h["name"] for h in habits), server.api("GET", "/api/v1/backup", expect=200)[1]["checkIns"]


def app_writes(page, server):
    """The response statuses of writes the page sent to the app's origin."""
    seen = []
    page.on("response", lambda r: seen.append((r.request.method, r.url, r.status))
            if r.url.startswith(server.base_url) and r.request.method not in ("GET", "HEAD", "OPTIONS") else None)
    return seen


def test_a_form_on_another_origin_cannot_restore(new_context, server, other_origin):
    habit = server.create_habit("Read")
    server.check_in(habit["id"], server.today()["day"])
    before = stored(server)
    page = new_context(bypass_csp=False).new_page()
    with page.expect_response(lambda r: r.url == server.base_url + "/api/v1/restore") as info:
        page.goto(other_origin + "/form.html")
    response = info.value
    assert response.request.method == "POST"
    assert response.request.headers.get("content-type", "").startswith("text/plain")
    assert response.status == 403
    assert response.json()["error"]["code"] == "cross_site"
    assert stored(server) == before


def test_fetch_writes_from_another_origin_are_refused(new_context, server, other_origin):
    server.create_habit("Read")
    before = stored(server)
    page = new_context(bypass_csp=False).new_page()
    writes = app_writes(page, server)
    page.goto(other_origin + "/fetch.html")
    page.wait_for_function("Object.keys(window.results).length === 5")
    results = page.evaluate("window.results")
    # The page learns nothing: opaque answers, or CORS errors (no Access-Control-Allow-Origin).
    assert results["noCors"] == "opaque:0"
    assert results["clearAll"] == "blocked"  # DELETE needs a preflight, which is never granted
    assert results["corsSimple"] == "blocked"
    assert results["corsJson"] == "blocked"
    assert results["readBackup"] == "blocked"
    # The writes whose answers the browser saw were refused (failed CORS requests report none).
    assert writes, "no write reached the server"
    assert all(status == 403 for _, _, status in writes), writes
    assert stored(server) == before


def test_the_app_cannot_be_framed(new_context, server, other_origin):
    page = new_context(bypass_csp=False).new_page()
    with page.expect_response(lambda r: r.url == server.base_url + "/") as info:
        page.goto(other_origin + "/frame.html")
    assert "frame-ancestors 'none'" in info.value.headers["content-security-policy"]
    frame = page.frame_locator("#app")
    expect(frame.locator("#main")).to_have_count(0)


def test_the_app_works_and_writes_under_its_csp(new_context, server):
    """The real policy, not bypassed: the app loads, writes through its UI and its API client's
    fetch calls, and opens every tab without a CSP violation or page error."""
    server.create_habit("Stretch")
    server.create_habit("Not yet")  # keeps the day from becoming perfect (and the modal away)
    page = new_context(bypass_csp=False).new_page()
    problems = []
    page.on("console", lambda m: problems.append(m.text) if "Content Security Policy" in m.text else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    with page.expect_response(server.base_url + "/") as first:
        page.goto(server.base_url + "/")
    # Scripts from this origin only, and the page's own inline scripts (its import map and the
    # first-paint scripts it carries), each by its hash.
    assert re.search(r"script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')*;", first.value.headers["content-security-policy"])
    card = page.locator(".card-wrap", has=page.locator(".card-name", has_text="Stretch"))
    expect(card).to_be_visible()
    # js/core/boot.js, which the page carries inline, picked the scheme before first paint.
    expect(page.locator("html")).to_have_attribute("data-scheme", "light")
    with page.expect_response(lambda r: "/checkins/" in r.url and r.request.method == "PUT") as write:
        card.locator(".card-hit").click()
    assert write.value.status == 200
    assert write.value.request.headers["content-type"] == "application/json"
    created = page.evaluate("""async () => {
        const r = await fetch('/api/v1/habits', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Swim' }) });
        return r.status;
    }""")
    assert created == 201
    restored = page.evaluate("""async () => {
        const backup = await (await fetch('/api/v1/backup')).blob();
        const r = await fetch('/api/v1/restore', { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: backup });
        return r.status;
    }""")
    assert restored == 200
    for name, view in [("Habits", "#view-habits"), ("Statistics", "#view-stats"), ("Profile", "#view-profile"), ("Today", "#view-today")]:
        page.get_by_role("link", name=name).click()
        expect(page.locator(view)).to_be_visible()
    # What the page's own fetch calls wrote is the server's truth after a reload, still under
    # the policy.
    page.reload()
    expect(page.locator("#view-today .card-name", has_text="Swim")).to_be_visible()
    assert problems == []


def test_a_rebinding_name_gets_no_answer(playwright_instance, server):
    """A page on rebind.test whose name now resolves to 127.0.0.1 is served nothing."""
    browser = playwright_instance.chromium.launch(
        executable_path=CHROMIUM, headless=True,
        args=["--no-sandbox", "--host-resolver-rules=MAP rebind.test 127.0.0.1"])
    try:
        page = browser.new_page()
        response = page.goto(f"http://rebind.test:{server.port}/")
        assert response.status == 421
        assert json.loads(response.text())["error"]["code"] == "unknown_host"
        backup = page.evaluate("fetch('/api/v1/backup').then(r => r.status)")
        assert backup == 421
    finally:
        browser.close()
