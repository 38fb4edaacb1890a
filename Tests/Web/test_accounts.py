"""Accounts in the web app: sign-in and sign-up screens shown only in accounts
mode, sign-out from Profile's Account section, each account seeing only its own habits, and a
session that ends mid-use sending the user to sign-in and back, with nothing queued lost.

The server here is `ripple serve --accounts --registration open` (a module fixture below, on
conftest's RippleServer); the one test of local mode uses conftest's `server`."""

import childprocess
import http.cookies
import json
import os
import pathlib
import time
import urllib.error
import urllib.request

import licences
import pytest
import testclock
from playwright.sync_api import expect

from conftest import ROOT, App, RippleServer

PASSWORD = "correct horse battery"
NEEDS = ("needs `ripple serve --accounts` (branch accounts: GET /api/v1/auth/status, POST "
         "/api/v1/auth/register, POST /api/v1/auth/sign-in, POST /api/v1/auth/sign-out, /api/v1/me)")


class AccountsServer(RippleServer):
    """`ripple serve --accounts --registration open`, with rate limits no test comes near (every
    sign-up and sign-in of the suite comes from 127.0.0.1)."""

    def __init__(self, binary, database, log_path, registration="open"):
        super().__init__(binary, database, log_path)
        self.args = ["--accounts", "--registration", registration, "--rate-limit", "10000", "--auth-rate-limit", "10000"]
        if "--licence-key" in self._serve_help():
            self.args += ["--licence-key", licences.PUBLIC_KEY]  # Tests/licences.py signs with it

    def arguments(self):
        return self.args + (["--web-root", self.web_root] if self.web_root else [])

    def align_clock(self):
        """Reading the server's clock takes an account here: the tests' clock stays as it is."""

    def call(self, method, path, body=None, cookie=None):
        """(status, decoded body or None, the session cookie the answer set or None)."""
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base_url + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        if cookie:
            req.add_header("Cookie", f"ripple_session={cookie}")
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                status, raw, headers = r.status, r.read(), r.headers
        except urllib.error.HTTPError as e:
            status, raw, headers = e.code, e.read(), e.headers
        jar = http.cookies.SimpleCookie()
        for line in headers.get_all("Set-Cookie") or []:
            jar.load(line)
        session = jar["ripple_session"].value if "ripple_session" in jar else None
        return status, (json.loads(raw) if raw else None), session

    def register(self, email, **settings):
        """A new account through the API, past onboarding; returns its session cookie's value."""
        status, body, cookie = self.call("POST", "/api/v1/auth/register", {"email": email, "password": PASSWORD})
        assert status == 201 and cookie, f"register {email} → {status} {body}"
        self.call("PATCH", "/api/v1/settings", {"timeZone": testclock.ZONE_NAME, "onboardingDone": True, **settings}, cookie=cookie)
        return cookie

    def habit(self, cookie, name):
        status, body, _ = self.call("POST", "/api/v1/habits", {"name": name}, cookie=cookie)
        assert status == 201, body
        return body

    def wait_for_card_state(self, cookie, habit_id, state, seconds=10):
        """The card's state once it is `state`, or the last one read when `seconds` have passed."""
        deadline = time.monotonic() + seconds
        while (found := self.card_state(cookie, habit_id)) != state and time.monotonic() < deadline:
            time.sleep(0.05)
        return found

    def card_state(self, cookie, habit_id):
        status, today, _ = self.call("GET", "/api/v1/today", cookie=cookie)
        assert status == 200, today
        cards = [c for s in today["sections"] for c in s["cards"] if c["habit"]["id"] == habit_id]
        return cards[0]["today"]["state"] if cards else None


def supports_accounts(binary):
    try:
        out = childprocess.run([str(binary), "serve", "--help"], capture_output=True, text=True, timeout=30).stdout
    except OSError:
        return False
    return "--accounts" in out and "--registration" in out


def started_server(tmp_path_factory, registration):
    binary = pathlib.Path(os.environ.get("RIPPLE_BIN", ROOT / ".build" / "debug" / "ripple"))
    if not binary.is_absolute():
        binary = ROOT / binary
    if not binary.exists() or not supports_accounts(binary):
        pytest.skip(f"{binary}: {NEEDS}")
    tmp = tmp_path_factory.mktemp(f"ripple-accounts-{registration}")
    srv = AccountsServer(binary, tmp / "ripple.sqlite", tmp / "server.log", registration)
    srv.start()
    return srv


@pytest.fixture(scope="module")
def accounts_server(tmp_path_factory):
    srv = started_server(tmp_path_factory, "open")
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def invite_server(tmp_path_factory):
    srv = started_server(tmp_path_factory, "invite")
    yield srv
    srv.stop()


# Accounts mode has no shared data to clear or settings to preset: each test makes its own
# accounts (the local server's conftest fixtures would only get 401 here).
@pytest.fixture(autouse=True)
def clean_data():
    yield


@pytest.fixture(autouse=True)
def onboarding_done():
    yield


_seq = [0]


def email(name):
    _seq[0] += 1
    return f"{name}.{os.getpid()}.{_seq[0]}@example.com"


@pytest.fixture
def open_app(new_context, accounts_server):
    """A page on the accounts server in a new browser context (its own cookies): `open_app(path)`."""
    apps = []

    def make(path="/", **options):
        a = App(new_context(**options).new_page(), accounts_server)
        a.page.goto(accounts_server.base_url + path)
        apps.append(a)
        return a

    yield make
    for a in apps:
        assert not a.errors, f"page errors: {a.errors}"


def auth_screen(page):
    return page.locator(".auth")


def sign_in(page, address, password=PASSWORD):
    screen = auth_screen(page)
    expect(screen.get_by_role("heading", name="Welcome back")).to_be_visible()
    screen.get_by_label("Email").fill(address)
    screen.get_by_label("Password").fill(password)
    screen.get_by_role("button", name="Sign In").click()
    expect(screen).to_have_count(0)


def end_session_with_a_queued_tap(page, accounts_server, session, card):
    """Taps `card` offline (the write waits in the outbox under the signed-in account), ends the
    session on the server, and comes back online: whichever request is answered first (the
    outbox's replay or a background read) finds the session ended. Nothing here races the app's
    own start-up requests."""
    page.context.set_offline(True)
    try:
        card.locator(".card-hit").click()
        expect(card.locator(".card-hit")).to_have_attribute("aria-pressed", "true")
        page.wait_for_function("""() => new Promise((resolve) => { const r = indexedDB.open('ripple'); r.onsuccess = () => {
            const q = r.result.transaction('outbox').objectStore('outbox').count(); q.onsuccess = () => resolve(q.result === 1); }; })""")
        assert accounts_server.call("POST", "/api/v1/auth/sign-out", cookie=session)[0] == 204
    finally:
        page.context.set_offline(False)
    page.evaluate("dispatchEvent(new Event('online'))")


def sign_in_and_settle(page, address):
    """Signs in and returns once the app's start-up requests after Today is up have been answered:
    who is signed in (GET /me), the coach's goals (GET /goals) and the browser engine's replica
    (GET /changes). A session ended on the server before then would be found by one of them, not
    by the tap the test makes."""
    def get(path):
        return lambda r: r.url.split("?")[0].endswith(path) and r.request.method == "GET"
    with page.expect_response(get("/api/v1/me")), page.expect_response(get("/api/v1/goals")), \
            page.expect_response(get("/api/v1/changes")):
        sign_in(page, address)


def skip_onboarding(page):
    dialog = page.get_by_role("dialog", name="Welcome to Ripple")
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name="Skip").click()
    expect(dialog).to_have_count(0)


def outbox(page):
    return page.evaluate("""() => new Promise((resolve) => { const r = indexedDB.open('ripple'); r.onsuccess = () => {
        const q = r.result.transaction('outbox').objectStore('outbox').getAll(); q.onsuccess = () => resolve(q.result); }; })""")


def test_sign_up_add_a_habit_sign_out_and_sign_in_elsewhere_to_the_same_habit(open_app, accounts_server):
    address = email("ann")
    app = open_app("/")
    page = app.page
    screen = auth_screen(page)
    expect(screen.get_by_role("heading", name="Welcome back")).to_be_visible()
    expect(page.locator(".tabbar")).to_be_hidden()
    app.screenshot("accounts-sign-in")

    # Sign up (registration is open): the switch shows the sign-up form, here without an invite code.
    screen.get_by_role("button", name="Create an account").click()
    expect(screen.get_by_role("heading", name="Create your account")).to_be_visible()
    expect(screen.get_by_label("Invite code")).to_be_hidden()
    app.screenshot("accounts-sign-up")
    screen.get_by_label("Email").fill(address)
    screen.get_by_label("Password").fill("short")
    screen.get_by_role("button", name="Create Account").click()
    expect(screen.get_by_label("Password")).to_have_attribute("aria-invalid", "true")
    expect(screen.locator(".field-error:visible")).to_contain_text("8 characters")
    screen.get_by_label("Password").fill(PASSWORD)
    screen.get_by_role("button", name="Create Account").click()
    expect(screen).to_have_count(0)
    skip_onboarding(page)

    # Add a habit the way a user does.
    page.locator("#fab").click()
    sheet = page.get_by_role("dialog", name="New Habit")
    sheet.get_by_label("Habit Name").fill("Read a chapter")
    sheet.get_by_role("button", name="Create Habit").click()
    expect(app.card("Read a chapter")).to_be_visible()

    # Profile → Account: the email, then Sign Out.
    page.locator('.tab[data-tab="profile"]').click()
    account = page.locator(".account-section")
    expect(account.locator(".account-email")).to_have_text(address)
    account.scroll_into_view_if_needed()
    app.screenshot("accounts-profile-account")
    account.get_by_role("button", name="Sign Out").click()
    page.get_by_role("alertdialog").get_by_role("button", name="Sign Out").click()
    expect(screen.get_by_role("heading", name="Welcome back")).to_be_visible()
    expect(page.locator(".card-name")).to_have_count(0)

    # Another browser, at a deep link: sign in, land there, with the same habit.
    other = open_app("/#/habits")
    sign_in(other.page, address)
    expect(other.page.locator("#view-habits")).to_be_visible()
    expect(other.page.locator("#view-habits")).to_contain_text("Read a chapter")
    other.page.locator('.tab[data-tab="today"]').click()
    expect(other.card("Read a chapter")).to_be_visible()


def test_a_second_user_sees_an_empty_today(open_app, accounts_server):
    first = accounts_server.register(email("bea"))
    accounts_server.habit(first, "Bea's walk")
    app = open_app("/")
    page = app.page
    screen = auth_screen(page)
    screen.get_by_role("button", name="Create an account").click()
    screen.get_by_label("Email").fill(email("cal"))
    screen.get_by_label("Password").fill(PASSWORD)
    screen.get_by_role("button", name="Create Account").click()
    expect(screen).to_have_count(0)
    skip_onboarding(page)
    expect(page.get_by_role("heading", name="Create Your First Habit")).to_be_visible()
    expect(page.locator(".card-name")).to_have_count(0)
    expect(page.get_by_text("Bea's walk")).to_have_count(0)


def test_an_expired_session_returns_to_sign_in_and_back_losing_nothing_queued(open_app, accounts_server):
    address = email("dee")
    cookie = accounts_server.register(address)
    habit = accounts_server.habit(cookie, "Stretch")
    app = open_app("/")
    page = app.page
    sign_in_and_settle(page, address)
    expect(app.card("Stretch")).to_be_visible()
    session = next(c["value"] for c in page.context.cookies() if c["name"] == "ripple_session")

    # A tap made while the connection is down waits in the outbox; meanwhile the session ends on
    # the server (as on expiry or a sign-out elsewhere). Back online, the first answer is a 401.
    end_session_with_a_queued_tap(page, accounts_server, session, app.card("Stretch"))

    # The check-in waits in the outbox, marked with its account, while sign-in asks again.
    screen = auth_screen(page)
    expect(screen.get_by_role("heading", name="Welcome back")).to_be_visible()
    expect(screen).to_contain_text("Your session ended")
    queued = outbox(page)
    assert [(q["habitId"], q["entry"]["state"], q["userId"] is not None) for q in queued] == [(habit["id"], "done", True)]
    assert accounts_server.card_state(cookie, habit["id"]) == "none"

    sign_in(page, address)
    page.wait_for_function("location.hash === '' || location.hash === '#/today'")
    expect(app.card("Stretch").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    page.wait_for_function("""() => new Promise((resolve) => { const r = indexedDB.open('ripple'); r.onsuccess = () => {
        const q = r.result.transaction('outbox').objectStore('outbox').count(); q.onsuccess = () => resolve(q.result === 0); }; })""")
    # The app empties its outbox once the replay is answered; the server's Today is read until it
    # shows the write (a lost write never does).
    assert accounts_server.wait_for_card_state(cookie, habit["id"], "done") == "done"


def test_another_accounts_queued_writes_are_held_not_sent(open_app, accounts_server):
    first_address = email("eve")
    first = accounts_server.register(first_address)
    habit = accounts_server.habit(first, "Meditate")
    second_address = email("fay")
    accounts_server.register(second_address)
    app = open_app("/")
    page = app.page
    sign_in_and_settle(page, first_address)
    expect(app.card("Meditate")).to_be_visible()
    session = next(c["value"] for c in page.context.cookies() if c["name"] == "ripple_session")
    end_session_with_a_queued_tap(page, accounts_server, session, app.card("Meditate"))
    expect(auth_screen(page)).to_contain_text("Your session ended")

    # Someone else signs in on this browser: the first account's write stays queued, unsent.
    sign_in(page, second_address)
    app.wait_ready()
    expect(page.get_by_text("Meditate")).to_have_count(0)
    expect(page.locator(".offline-banner")).to_be_hidden()
    assert len(outbox(page)) == 1
    assert accounts_server.card_state(first, habit["id"]) == "none"


def test_local_mode_shows_no_sign_in(app, server):
    server.api("DELETE", "/api/v1/data", expect=204)
    server.settings(timeZone=testclock.ZONE_NAME, onboardingDone=True)
    server.create_habit("Water the plants")
    page = app.page
    with page.expect_response(lambda r: r.url.endswith("/api/v1/auth/status")):
        app.open()
    expect(app.card("Water the plants")).to_be_visible()
    page.locator('.tab[data-tab="profile"]').click()
    expect(page.locator("#view-profile")).to_contain_text("About")
    expect(page.locator(".auth")).to_have_count(0)
    expect(page.locator(".account-section")).to_be_hidden()
    assert page.evaluate("localStorage.getItem('ripple.user')") is None


def test_first_sign_in_gives_the_account_the_browsers_time_zone(open_app, accounts_server):
    address = email("gus")
    cookie = accounts_server.register(address)
    assert accounts_server.call("GET", "/api/v1/me", cookie=cookie)[1]["timeZone"] == testclock.ZONE_NAME
    zone = "Pacific/Kiritimati" if testclock.ZONE_NAME != "Pacific/Kiritimati" else "Europe/Paris"
    app = open_app("/", timezone_id=zone)
    with app.page.expect_response(lambda r: r.url.endswith("/api/v1/me") and r.request.method == "PATCH") as answer:
        sign_in(app.page, address)
    assert answer.value.status == 200
    assert accounts_server.call("GET", "/api/v1/me", cookie=cookie)[1]["timeZone"] == zone


def test_access_tokens_are_shown_once_listed_and_revoked(open_app, accounts_server):
    address = email("hal")
    accounts_server.register(address)
    app = open_app("/#/profile")
    page = app.page
    sign_in(page, address)
    page.locator(".account-section").get_by_role("button", name="Access Tokens").click()
    sheet = page.get_by_role("dialog", name="Access Tokens")
    expect(sheet.locator(".token-empty")).to_have_text("No tokens yet.")
    sheet.get_by_label("Token name").fill("Home screen widget")
    sheet.get_by_role("button", name="Create Token").click()
    secret = sheet.locator(".token-secret")
    expect(secret).to_contain_text("rpl_")
    token = secret.inner_text()
    expect(sheet.locator(".token-row")).to_have_count(1)
    expect(sheet.locator(".token-name")).to_have_text("Home screen widget")
    app.screenshot("accounts-access-tokens")

    # The token opens the API as a bearer token until it is revoked.
    req = urllib.request.Request(accounts_server.base_url + "/api/v1/me", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(req, timeout=30) as r:
        assert json.loads(r.read())["email"] == address
    sheet.get_by_role("button", name="Revoke Home screen widget").click()
    page.get_by_role("alertdialog").get_by_role("button", name="Revoke").click()
    expect(sheet.locator(".token-row")).to_have_count(0)
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(req, timeout=30)
    assert refused.value.code == 401


def test_a_check_in_only_token_records_check_ins_and_reads_nothing_else(open_app, accounts_server):
    address = email("tag")
    cookie = accounts_server.register(address)
    habit = accounts_server.habit(cookie, "Floss")
    app = open_app("/#/profile")
    page = app.page
    sign_in(page, address)
    page.locator(".account-section").get_by_role("button", name="Access Tokens").click()
    sheet = page.get_by_role("dialog", name="Access Tokens")
    sheet.get_by_label("Token name").fill("Bathroom tag")
    sheet.get_by_label("It may").select_option("checkin")
    sheet.get_by_role("button", name="Create Token").click()
    token = sheet.locator(".token-secret").inner_text()
    expect(sheet.locator(".token-row")).to_contain_text("Check-ins only")
    app.screenshot("accounts-check-in-token")

    bearer = {"Authorization": f"Bearer {token}"}
    tap = urllib.request.Request(
        accounts_server.base_url + f"/api/v1/habits/{habit['id']}/checkin", method="POST", headers=bearer)
    with urllib.request.urlopen(tap, timeout=30) as r:
        assert json.loads(r.read())["checkIn"]["state"] == "done"
    export = urllib.request.Request(accounts_server.base_url + "/api/v1/export", headers=bearer)
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(export, timeout=30)
    assert refused.value.code == 403


def test_delete_account_offers_the_export_first_then_asks_for_the_password(open_app, accounts_server):
    address = email("ida")
    cookie = accounts_server.register(address)
    accounts_server.habit(cookie, "Journal")
    app = open_app("/#/profile")
    page = app.page
    sign_in(page, address)
    page.locator(".account-section").get_by_role("button", name="Delete Account").click()
    sheet = page.get_by_role("dialog", name="Delete Account?")
    expect(sheet).to_contain_text("download a copy of your data")
    with page.expect_download() as download:
        sheet.get_by_role("button", name="Download My Data").click()
    assert json.loads(pathlib.Path(download.value.path()).read_text())["habits"][0]["name"] == "Journal"
    sheet.get_by_role("button", name="Continue").click()
    sheet = page.get_by_role("dialog", name="Are you sure?")
    sheet.get_by_label("Password").fill("not the password")
    sheet.get_by_role("button", name="Delete Forever").click()
    expect(sheet.locator(".field-error:visible")).not_to_have_count(0)
    assert accounts_server.call("GET", "/api/v1/me", cookie=cookie)[0] == 200
    sheet.get_by_label("Password").fill(PASSWORD)
    sheet.get_by_role("button", name="Delete Forever").click()
    expect(auth_screen(page).get_by_role("heading", name="Welcome back")).to_be_visible()
    assert accounts_server.call("GET", "/api/v1/me", cookie=cookie)[0] == 401
    assert accounts_server.call("POST", "/api/v1/auth/sign-in", {"email": address, "password": PASSWORD})[0] == 401


def test_sign_up_asks_for_an_invite_code_when_registration_is_by_invite(new_context, invite_server):
    admin = invite_server.register(email("admin"))  # the first account needs no invite
    status, invite, _ = invite_server.call("POST", "/api/v1/invites", cookie=admin)
    assert status == 201, invite
    app = App(new_context().new_page(), invite_server)
    page = app.page
    page.goto(invite_server.base_url + "/")
    screen = auth_screen(page)
    screen.get_by_role("button", name="Create an account").click()
    code = screen.get_by_label("Invite code")
    expect(code).to_be_visible()
    screen.get_by_label("Email").fill(email("jon"))
    screen.get_by_label("Password").fill(PASSWORD)
    screen.get_by_role("button", name="Create Account").click()
    expect(code).to_have_attribute("aria-invalid", "true")
    expect(code).to_be_focused()
    app.screenshot("accounts-sign-up-invite")
    code.fill(invite["code"])
    screen.get_by_role("button", name="Create Account").click()
    expect(screen).to_have_count(0)
    skip_onboarding(page)
    expect(page.get_by_role("heading", name="Create Your First Habit")).to_be_visible()
    assert not app.errors, app.errors


def test_the_sign_in_and_sign_up_screens_have_no_serious_accessibility_problems(open_app, accounts_server):
    from helpers import axe_blocking

    page = open_app("/", reduced_motion="reduce").page  # no fade-in under the contrast check
    screen = auth_screen(page)
    expect(screen.get_by_role("heading", name="Welcome back")).to_be_visible()
    expect(screen).to_have_class("auth open")
    assert axe_blocking(page) == []
    screen.get_by_role("button", name="Create an account").click()
    expect(screen.get_by_role("heading", name="Create your account")).to_be_focused()
    assert axe_blocking(page) == []


def test_a_refusal_answering_a_request_sent_before_sign_in_does_not_ask_again(open_app, accounts_server):
    """A request sent with the ended session may be answered (401) only after the person has signed
    in again; that answer says nothing about the new session, so sign-in is not asked a second time.
    The replica's read is held while the session ends and the person signs in, then answered with
    what the server answers that read with the ended session's cookie."""
    address = email("eve")
    accounts_server.register(address)
    app = open_app("/")
    page = app.page
    sign_in_and_settle(page, address)
    session = next(c["value"] for c in page.context.cookies() if c["name"] == "ripple_session")
    held = []
    page.context.route("**/api/v1/changes*", lambda route: held.append(route))
    assert accounts_server.call("POST", "/api/v1/auth/sign-out", cookie=session)[0] == 204
    with page.expect_request("**/api/v1/changes*"):
        page.evaluate("dispatchEvent(new Event('online'))")  # the replica syncs: its read is held
    status, body, _ = accounts_server.call("GET", "/api/v1/changes", cookie=session)
    assert status == 401 and body["error"]["code"] == "unauthenticated", body
    page.evaluate("location.hash = '#/stats'")  # another read finds the session ended
    sign_in(page, address)
    assert len(held) == 1
    # What the app does with the late refusal: ask the server whether the session works (GET /me),
    # or go straight back to the sign-in screen (which first asks GET /auth/status).
    asked = ("/api/v1/me", "/api/v1/auth/status")
    with page.expect_response(lambda r: r.url.split("?")[0].endswith(asked) and r.request.method == "GET") as first:
        held[0].fulfill(status=401, json=body)
    assert first.value.url.endswith("/api/v1/me"), first.value.url
    expect(page.locator(".auth-note")).to_have_count(0)
    expect(auth_screen(page)).to_have_count(0)
    expect(page.locator(".tabbar")).to_be_visible()
