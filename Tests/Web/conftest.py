"""Browser tests of the Ripple web app: pytest + Playwright for Python driving Debian's Chromium
against the real `ripple serve` on a free loopback port with a temporary database.

No test reads the real date or zone: the server's clock (`RIPPLE_NOW`, `TZ`), the user's time zone
setting and every browser context's clock and zone are pinned to `testclock` (RIPPLE_TEST_NOW,
RIPPLE_TEST_TZ; a Wednesday mid-morning in UTC unless set)."""

import childprocess
import json
import os
import pathlib
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request

import pytest
import licences
import testclock
from helpers import pause_clock
from playwright.sync_api import expect, sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
WEB = ROOT / "Sources" / "RippleWebApp" / "Web"
ARTIFACTS = pathlib.Path(__file__).resolve().parent / "artifacts"
CHROMIUM = os.environ.get("RIPPLE_CHROMIUM", "/usr/bin/chromium")
PHONE = {"width": 390, "height": 844}
# The browser tests run on two workers (scripts/test), each with its own server and browser, so a
# step can take twice as long as alone: an assertion waits as long as an action does.
expect.set_options(timeout=10_000)
# Playwright's clock fakes `performance` and `Event.timeStamp` too (getEntries*() return nothing),
# so timings are read on the page's real timeline: a PerformanceMark made when Today is ready.
READY_AT = """addEventListener('ripple:ready', () => {
  window.__rippleReadyAt = new PerformanceMark('ripple:ready').startTime;
}, { once: true });"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RippleServer:
    """`ripple serve` as a child process; survives restarts on the same port and database."""

    def __init__(self, binary, database, log_path):
        self.binary = str(binary)
        self.database = str(database)
        self.log_path = log_path
        self.port = free_port()
        self.process = None
        self.web_root = self._web_root()

    @property
    def base_url(self):
        return f"http://127.0.0.1:{self.port}"

    def _web_root(self):
        # Serve the web app from the source tree when the binary allows it, so the tests always
        # exercise the files being committed rather than the copy bundled at the last build.
        choice = os.environ.get("RIPPLE_WEB_ROOT")
        if choice == "bundled":
            return None
        if choice:
            return choice
        try:
            out = childprocess.run([self.binary, "serve", "--help-hidden"], capture_output=True, text=True, timeout=30).stdout
        except OSError:
            return None
        return str(WEB) if "--web-root" in out else None

    def _serve_help(self):
        try:
            return childprocess.run([self.binary, "serve", "--help"], capture_output=True, text=True, timeout=30).stdout
        except OSError:
            return ""

    def arguments(self):
        """What `ripple serve` is started with besides the address and the database."""
        args = ["--web-root", self.web_root] if self.web_root else []
        if "--plans" in self._serve_help():
            # Tests choose plans with PUT /api/v1/plan, and licences signed by the test key verify
            # (Tests/Web/licences.py); the purchase page is a page of the app itself.
            args += ["--plans", "choose", "--licence-key", licences.PUBLIC_KEY,
                     "--purchase-url", f"http://127.0.0.1:{self.port}/?purchase=test"]
        return args

    def start(self):
        args = [self.binary, "serve", "--host", "127.0.0.1", "--port", str(self.port),
                "--database", self.database, *self.arguments()]
        log = open(self.log_path, "ab")
        # The pinned clock moves on with real time, so a restart carries on where the last run was.
        self.process = subprocess.Popen(
            args, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, close_fds=True,
            cwd=ROOT, env=testclock.server_environment())
        deadline = time.time() + 60
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"ripple serve exited with {self.process.returncode}:\n{self.log_tail()}")
            try:
                with urllib.request.urlopen(self.base_url + "/health", timeout=1) as r:
                    if r.status == 200:
                        self.align_clock()
                        return
            except (urllib.error.URLError, ConnectionError, OSError):
                time.sleep(0.1)
        self.process.kill()
        raise RuntimeError(f"ripple serve did not answer /health within 60 s:\n{self.log_tail()}")

    def log_tail(self, lines=40):
        with open(self.log_path, errors="replace") as log:
            return "".join(log.readlines()[-lines:])

    def align_clock(self):
        """The server's pinned clock started when the process got going, a moment after `testclock`
        said "now": from here on the tests' clock (and so each new browser context's) follows the
        server's, read from a backup's `exportedAt`."""
        before = time.monotonic()
        backup = self.api("GET", "/api/v1/backup", expect=200)[1]
        testclock.align(backup["exportedAt"], (before + time.monotonic()) / 2)

    def stop(self):
        """Stops the server; one that has not stopped 15 s after SIGTERM is killed and fails."""
        if not self.process or self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)
            raise AssertionError(f"ripple serve had not stopped 15 s after SIGTERM:\n{self.log_tail()}")

    def restart(self):
        self.stop()
        self.start()

    def api(self, method, path, body=None, expect=None):
        """Calls the JSON API; returns (status, decoded body or None)."""
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base_url + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(req, timeout=10) as r:
                status, raw = r.status, r.read()
        except urllib.error.HTTPError as e:
            status, raw = e.code, e.read()
        decoded = json.loads(raw) if raw else None
        if expect is not None:
            assert status == expect, f"{method} {path} → {status} {decoded}"
        return status, decoded

    # Conveniences for arranging state through the API.
    def create_habit(self, name, **fields):
        return self.api("POST", "/api/v1/habits", {"name": name, **fields}, expect=201)[1]

    def today(self):
        return self.api("GET", "/api/v1/today", expect=200)[1]

    def card(self, habit_id):
        for section in self.today()["sections"]:
            for card in section["cards"]:
                if card["habit"]["id"] == habit_id:
                    return card
        return None

    def check_in(self, habit_id, day, state="done", **fields):
        return self.api("PUT", f"/api/v1/habits/{habit_id}/checkins/{day}", {"state": state, **fields}, expect=200)[1]

    def history(self, habit_id, start, end):
        return self.api("GET", f"/api/v1/habits/{habit_id}/history?start={start}&end={end}", expect=200)[1]

    def settings(self, **fields):
        return self.api("PATCH", "/api/v1/settings", fields, expect=200)[1]


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    binary = pathlib.Path(os.environ.get("RIPPLE_BIN", ROOT / ".build" / "debug" / "ripple"))
    if not binary.is_absolute():
        binary = ROOT / binary
    if not binary.exists():
        pytest.exit(f"the ripple binary is missing: {binary} (run `swift build` first or set RIPPLE_BIN)", returncode=1)
    tmp = tmp_path_factory.mktemp("ripple")
    srv = RippleServer(binary, tmp / "ripple.sqlite", tmp / "server.log")
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture(autouse=True)
def clean_data(server):
    """Every test starts from an empty database with default settings, in the test zone (the
    browser's, so the web app has no zone to correct)."""
    server.api("DELETE", "/api/v1/data", expect=204)
    server.settings(timeZone=testclock.ZONE_NAME)
    yield


@pytest.fixture(scope="session")
def playwright_instance():
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright_instance):
    b = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"], headless=True)
    yield b
    b.close()


@pytest.fixture
def new_context(browser):
    """Factory for phone-sized browser contexts (390×844); closed at the end of the test. Each one's
    clock starts at the pinned "now" (then runs in real time) in the test zone."""
    made = []

    def make(**options):
        # Playwright's wait_for_function evaluates its predicate with eval(), which the app's CSP
        # forbids ('unsafe-eval'), so contexts bypass the CSP by default; test_cross_origin.py
        # passes bypass_csp=False to use the app under its real policy.
        opts = {
            "viewport": PHONE, "device_scale_factor": 2, "locale": "en-US", "color_scheme": "light",
            "timezone_id": testclock.ZONE_NAME, "bypass_csp": True,
        }
        opts.update(options)
        ctx = browser.new_context(**opts)
        ctx.clock.install(time=testclock.now())
        ctx.set_default_timeout(10_000)
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        ctx.close()


class App:
    """A page showing Ripple, with helpers that read like what a user sees."""

    def __init__(self, page, server):
        self.page = page
        self.server = server
        self.errors = []
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.add_init_script(READY_AT)

    def open(self, path="/"):
        self.page.goto(self.server.base_url + path)
        self.wait_ready()
        return self

    def wait_ready(self):
        self.page.wait_for_function("window.__rippleReady !== undefined")

    def ready_at(self):
        """Milliseconds from the start of the page's navigation until Today was interactive."""
        return self.page.evaluate("window.__rippleReadyAt")

    def reload(self):
        self.page.reload()
        self.wait_ready()

    def card(self, name):
        return self.page.locator(".card-wrap", has=self.page.locator(".card-name", has_text=name))

    def tap(self, name):
        """Taps the card of habit `name`: the page's clock stands still during the click, so on a
        loaded machine the press cannot outlast a long press (400 ms of the page's time)."""
        pause_clock(self.page)
        self.card(name).locator(".card-hit").click(delay=0)
        self.page.clock.resume()

    def card_names(self):
        return self.page.locator(".today-list .card-name").all_inner_texts()

    def writes_idle(self, timeout=None):
        """Waits until the app says no write is in flight or waiting in the outbox while online, and
        the re-render after each write is done: `<html data-writes="idle">` (js/core/idle.js)."""
        expect(self.page.locator("html")).to_have_attribute("data-writes", "idle", timeout=timeout)

    def screenshot(self, name):
        """Saves the page as it will look once its CSS animations and transitions have finished
        (they are fast-forwarded), so no test waits for them."""
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.page.screenshot(path=str(path), animations="disabled")
        return path


@pytest.fixture
def app(new_context, server):
    ctx = new_context()
    page = ctx.new_page()
    a = App(page, server)
    yield a
    assert not a.errors, f"page errors: {a.errors}"


@pytest.fixture
def make_app(new_context, server):
    """Builds an App in a context with custom options (dark scheme, touch, reduced motion…)."""
    apps = []

    def make(**options):
        ctx = new_context(**options)
        a = App(ctx.new_page(), server)
        apps.append(a)
        return a

    yield make
    for a in apps:
        assert not a.errors, f"page errors: {a.errors}"


def pytest_sessionstart(session):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)


def pytest_configure(config):
    config.addinivalue_line("markers", "onboarding: the test starts before onboarding (settings.onboardingDone stays false)")
    config.addinivalue_line(
        "markers", "screenshots: only takes screenshots for a person to look at; opt in with `-m screenshots`")


def pytest_collection_modifyitems(config, items):
    """Screenshot-only tests run when asked for (`-m screenshots`), not by default."""
    if config.getoption("markexpr"):
        return
    kept = [item for item in items if item.get_closest_marker("screenshots") is None]
    if len(kept) < len(items):
        config.hook.pytest_deselected(items=[item for item in items if item not in kept])
        items[:] = kept


@pytest.fixture(autouse=True)
def onboarding_done(request, server, clean_data):
    """Tests start past the first-start onboarding, except those marked `@pytest.mark.onboarding`."""
    if request.node.get_closest_marker("onboarding") is None:
        server.settings(onboardingDone=True)
    yield
