"""Hashed URLs: the app's page names every file at a URL that carries the file's content hash
(`/js/core/app.js?v=<hash>`, through the page's links and its import map), served to be cached for
a year without revalidation; the page, the service worker and the web manifest are revalidated on
every load. A changed file gets a new URL and an unchanged one keeps its own."""

import childprocess
import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import urllib.request

import pytest
from playwright.sync_api import expect

from conftest import ROOT, WEB, RippleServer

IMMUTABLE = "public, max-age=31536000, immutable"
RESOURCES = """() => new Promise((resolve) => new PerformanceObserver((list, observer) => {
    observer.disconnect();
    resolve(list.getEntries().map((e) => e.name));
}).observe({ type: 'resource', buffered: true }))"""


def get(base, path, **headers):
    req = urllib.request.Request(base + path, headers=headers)
    with urllib.request.urlopen(req, timeout=10) as r:
        return r.status, r.headers, r.read()


def policy_part(policy, directive):
    """The sources of one directive of a Content Security Policy."""
    part = next(p.strip() for p in policy.split(";") if p.strip().startswith(directive + " "))
    return part.split()[1:]


def sha256_source(text):
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def page_urls(base):
    """What the page names: {plain path: hashed URL}, from its import map and its src/href links."""
    _, headers, body = get(base, "/")
    html = body.decode()
    found = json.loads(re.search(r'<script type="importmap">(.*?)</script>', html, re.S).group(1))["imports"]
    for url in re.findall(r'(?:src|href)="(/[^"]+\?v=[0-9a-f]+)"', html):
        found[url.split("?")[0]] = url
    return found


@pytest.fixture
def own_server(server, tmp_path):
    """A second server on a copy of the web app's files, to change them."""
    web = tmp_path / "Web"
    shutil.copytree(WEB, web)
    srv = RippleServer(server.binary, tmp_path / "ripple.sqlite", tmp_path / "server.log")
    srv.web_root = str(web)
    srv.start()
    yield srv, web
    srv.stop()


def test_a_changed_file_gets_a_new_url_and_an_unchanged_one_keeps_its_url(own_server):
    srv, web = own_server
    before = page_urls(srv.base_url)
    for path in ("/js/core/app.js", "/js/core/store.js", "/css/tokens.css", "/engine/ripple.wasm", "/js/api/early.js"):
        assert before[path].startswith(path + "?v="), path
    assert get(srv.base_url, "/")[1]["Cache-Control"] == "no-cache"

    store = web / "js" / "core" / "store.js"
    store.write_text(store.read_text() + "\n// changed\n")
    tokens = web / "css" / "tokens.css"
    tokens.write_text(tokens.read_text() + "\n/* changed */\n")
    after = page_urls(srv.base_url)

    assert after["/js/core/store.js"] != before["/js/core/store.js"]
    assert after["/css/tokens.css"] != before["/css/tokens.css"]
    unchanged = set(before) - {"/js/core/store.js", "/css/tokens.css"}
    assert unchanged and all(after[p] == before[p] for p in unchanged)
    # The new URL is the one cached for good; the old one now names other bytes and is not.
    _, headers, body = get(srv.base_url, after["/js/core/store.js"])
    assert headers["Cache-Control"] == IMMUTABLE and body.endswith(b"// changed\n")
    assert get(srv.base_url, before["/js/core/store.js"])[1]["Cache-Control"] is None


def test_hashed_files_are_cached_for_good_and_the_entry_points_are_revalidated(server):
    urls = page_urls(server.base_url)
    for path in ("/js/core/app.js", "/css/card.css", "/icons/ripple.svg"):
        for encoding in ("gzip", "identity"):
            status, headers, _ = get(server.base_url, urls[path], **{"Accept-Encoding": encoding})
            assert status == 200 and headers["Cache-Control"] == IMMUTABLE, (path, encoding)
            assert headers["Vary"] == "Accept-Encoding"
    # At its plain URL a file may change under the same address: no long caching.
    assert get(server.base_url, "/js/core/app.js")[1]["Cache-Control"] is None
    for path in ("/", "/index.html", "/sw.js", "/sw-manifest.js", "/manifest.webmanifest"):
        assert get(server.base_url, path)[1]["Cache-Control"] == "no-cache", path
    # The page's inline scripts (its import map and the scripts it inlines) are each allowed by its
    # hash, and nothing wider.
    _, headers, body = get(server.base_url, "/")
    scripts = policy_part(headers["Content-Security-Policy"], "script-src")
    inline = re.findall(r"<script(?: type=\"importmap\")?>(.*?)</script>", body.decode(), re.S)
    assert len(inline) >= 3, "the import map and the inlined first-paint scripts"
    assert scripts == ["'self'", "'wasm-unsafe-eval'", *[sha256_source(text) for text in inline]]


def test_the_page_loads_each_file_once_at_its_hashed_url_under_its_policy(make_app, server):
    server.create_habit("Hashed")
    app = make_app(bypass_csp=False)
    page = app.page
    refused = []
    page.on("console", lambda m: refused.append(m.text) if "Content Security Policy" in m.text else None)
    page.goto(server.base_url + "/")
    expect(app.card("Hashed")).to_be_visible()
    # A tab loaded later (its module and style sheet) and the engine come by hashed URLs too.
    page.get_by_role("navigation", name="Main").get_by_role("link", name="Statistics").click()
    expect(page.locator(".view:not([hidden])").get_by_role("heading", name="Statistics", exact=True)).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")
    names = [n for n in page.evaluate(RESOURCES) if n.startswith(server.base_url)]
    files = [n[len(server.base_url):] for n in names if not n.startswith(server.base_url + "/api/")]
    loaded = [f for f in files if re.search(r"\.(js|css|wasm)(\?|$)", f)]
    assert "/css/stats.css" in {f.split("?")[0] for f in loaded}
    assert "/engine/ripple.wasm" in {f.split("?")[0] for f in loaded}
    # A style sheet's own `@import` (coach.css's tokens) is not the page's to version.
    plain = [f for f in loaded if "?v=" not in f and f not in ("/sw.js", "/sw-manifest.js", "/css/tokens-coach.css")]
    assert plain == [], "files loaded at a URL without their hash"
    paths = [f.split("?")[0] for f in loaded]
    assert len(paths) == len(set(paths)), "a file loaded twice (under two URLs)"
    assert refused == []


def test_a_deploy_reaches_a_page_the_service_worker_controls(own_server, make_app):
    srv, web = own_server
    page = make_app().page
    page.goto(srv.base_url + "/")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)

    # A deploy: a style sheet changes and the service worker's manifest is made again.
    tokens = web / "css" / "tokens.css"
    tokens.write_text(tokens.read_text() + "\n:root { --deployed: 1; }\n")
    childprocess.run([sys.executable, str(ROOT / "scripts" / "web-manifest"), "--root", str(web)], check=True, capture_output=True)
    version = re.search(r"SHELL_VERSION = '([^']+)'", (web / "sw-manifest.js").read_text()).group(1)

    # The next load finds the new worker, which takes over with its own cache and drops the old.
    page.reload()
    # The predicate must answer at once: a promise it returned would count as true straight away.
    # Each poll asks for the cache names and judges the answer the previous poll got.
    shells = "(v) => { caches.keys().then((k) => { window.__shells = k.filter((n) => n.startsWith('ripple-shell-')).join(); }); return window.__shells === v; }"
    page.wait_for_function(shells, arg=version, timeout=15_000)
    page.reload()
    page.wait_for_function("getComputedStyle(document.documentElement).getPropertyValue('--deployed').trim() === '1'")
    # The first paint's style sheets come inside the page, so the new page brought the new rule.
    assert page.evaluate("[...document.querySelectorAll('style')].some((s) => s.textContent.includes('--deployed: 1'))")
