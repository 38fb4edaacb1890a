"""Profile → Integrations: webhooks added from the app reach a receiver on loopback, signed with the
secret shown once, and their delivery log says Delivered; the server's refusals are said under the
field they name; an endpoint is turned off and deleted; the Check-in URL sheet gives a habit's URL;
a check-in-only token limited to one habit is listed with that habit's name; axe finds nothing
serious in the section and its sheets, light or dark.

The server here is `ripple serve --allow-loopback-push` (which also lets webhooks reach loopback);
a small HTTP receiver on 127.0.0.1 answers 204 and keeps what it was sent."""

import base64
import hashlib
import hmac
import http.server
import json
import os
import pathlib
import re
import threading
import time

import pytest
from playwright.sync_api import expect

from conftest import ROOT, RippleServer
from helpers import animations_done, axe_blocking
from test_accounts import accounts_server, email, open_app, sign_in  # noqa: F401 (the accounts server fixtures)

NEEDS = "needs a ripple with webhooks (GET /api/v1/webhooks) and --allow-loopback-push"


class LoopbackServer(RippleServer):
    """conftest's server, allowed to send webhooks (and Web Push) to loopback."""

    def arguments(self):
        return super().arguments() + ["--allow-loopback-push"]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """This module's local server (conftest's fixtures, clean_data among them, use it here)."""
    binary = pathlib.Path(os.environ.get("RIPPLE_BIN", ROOT / ".build" / "debug" / "ripple"))
    if not binary.is_absolute():
        binary = ROOT / binary
    if not binary.exists():
        pytest.exit(f"the ripple binary is missing: {binary}", returncode=1)
    tmp = tmp_path_factory.mktemp("ripple-integrations")
    srv = LoopbackServer(binary, tmp / "ripple.sqlite", tmp / "server.log")
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture
def hooks(server):
    """The server answers /api/v1/webhooks, with no endpoint left from another test."""
    status, body = server.api("GET", "/api/v1/webhooks")
    if status == 404:
        pytest.skip(NEEDS)
    for hook in body["webhooks"]:
        server.api("DELETE", f"/api/v1/webhooks/{hook['id']}", expect=204)
    return body


class Receiver:
    """An HTTP endpoint on 127.0.0.1 that answers `status` (204) and keeps each request (path,
    headers, body)."""

    def __init__(self, status=204):
        self.status = status
        self.requests = []
        self.arrived = threading.Condition()
        receiver = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                self.send_response(receiver.status)
                self.end_headers()
                with receiver.arrived:
                    receiver.requests.append({"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body})
                    receiver.arrived.notify_all()

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    @property
    def url(self):
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/hooks/ripple"

    def wait_for(self, event, seconds=30):
        """The first request whose JSON body's `type` is `event`, waiting up to `seconds`."""
        deadline = time.monotonic() + seconds
        with self.arrived:
            while True:
                for r in self.requests:
                    if json.loads(r["body"] or b"{}").get("type") == event:
                        return r
                left = deadline - time.monotonic()
                assert left > 0, f"no {event} within {seconds} s; received {[r['body'][:120] for r in self.requests]}"
                self.arrived.wait(left)

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def receiver():
    r = Receiver()
    yield r
    r.close()


def signed_by(request, secret):
    """Whether `request` carries a Standard Webhooks signature (v1, HMAC-SHA256) made with `secret`."""
    h = request["headers"]
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{h['webhook-id']}.{h['webhook-timestamp']}.".encode() + request["body"]
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    return any(part.split(",", 1)[-1] == expected for part in h["webhook-signature"].split())


def copied_value(within, label):
    """The value shown in full under `label`, beside its Copy button (what that button copies)."""
    return within.locator("code#" + within.get_by_role("button", name=f"Copy {label}", exact=True).get_attribute("aria-describedby"))


def short(url):
    return url.split("://", 1)[1]


def open_integrations(app, path="/#/profile"):
    app.open(path)
    section = app.page.get_by_role("region", name="Integrations")
    expect(section).to_be_visible()
    return section


def open_webhooks(app):
    section = open_integrations(app)
    section.get_by_role("button", name=re.compile("^Webhooks")).click()
    sheet = app.page.get_by_role("dialog", name="Webhooks")
    expect(sheet.locator(".hook-empty:visible, .hook").first).to_be_visible()
    return sheet


def add_webhook(page, sheet, url, uncheck=()):
    """Fills Add Webhook (every event is checked to begin with; `uncheck` names those to untick)
    and sends it; returns the Add Webhook sheet."""
    sheet.get_by_role("button", name="Add Webhook").click()
    add = page.get_by_role("dialog", name="Add Webhook")
    add.get_by_label("Address").fill(url)
    for title in uncheck:
        add.get_by_label(title).uncheck()
    add.get_by_role("button", name="Add Webhook").click()
    return add


def test_a_webhook_added_in_the_app_delivers_a_check_in_signed_with_the_secret_shown_once(app, server, hooks, receiver):
    habit = server.create_habit("Floss", icon="tooth")
    server.create_habit("Water", icon="water")  # one check-in leaves the day open: no Perfect Day over the tabs
    sheet = open_webhooks(app)
    page = app.page
    expect(sheet.get_by_role("status")).to_have_text("No webhooks yet.")

    # Given: an endpoint added from the app, its secret shown this once.
    add = add_webhook(page, sheet, receiver.url)
    secret_field = copied_value(add, "Signing secret")
    expect(secret_field).to_have_text(re.compile(r"^whsec_\S+$"))
    expect(add).to_contain_text("You won't see it again.")
    secret = secret_field.inner_text()
    add.get_by_role("button", name="Done").click()
    expect(add).to_be_hidden()
    row = sheet.locator(".hook")
    expect(row).to_have_count(1)
    expect(row).to_contain_text(short(receiver.url))
    host, path = short(receiver.url).split("/", 1)
    expect(row.get_by_role("switch")).to_have_accessible_name(f"{host} /{path}")
    expect(row.get_by_role("switch")).to_have_accessible_description("Every event")
    expect(row.locator(".hook-pill").first).to_have_text("Active")
    expect(row.get_by_role("switch")).to_be_checked()
    sheet.get_by_role("button", name="Done").click()
    expect(sheet).to_be_hidden()
    listed = server.api("GET", "/api/v1/webhooks", expect=200)[1]["webhooks"]
    assert [w["url"] for w in listed] == [receiver.url]
    assert set(listed[0]["events"]) == {e["name"] for e in hooks["events"]}
    assert secret not in json.dumps(listed)

    # When: a habit is checked in on Today.
    page.get_by_role("link", name="Today").click()
    app.tap("Floss")
    app.writes_idle()

    # Then: the receiver gets it, signed with that secret, and the log says Delivered.
    got = receiver.wait_for("checkin.recorded")
    assert signed_by(got, secret), got["headers"]
    assert habit["id"] in got["body"].decode()
    page.get_by_role("link", name="Profile").click()
    sheet = open_webhooks(app)
    sheet.get_by_role("button", name=f"Delivery log of {short(receiver.url)}").click()
    log = page.get_by_role("dialog", name="Delivery Log")
    first = log.locator(".hook-delivery").filter(has_text="A check-in is recorded").first
    expect(first.locator(".hook-pill")).to_have_text("Delivered", timeout=30_000)
    expect(first).to_contain_text("HTTP 204")
    expect(first).to_contain_text("1 attempt")
    animations_done(page)
    app.screenshot("integrations-delivery-log")
    assert axe_blocking(page) == []


def test_the_servers_refusal_of_an_address_is_said_under_the_address(app, hooks, receiver):
    sheet = open_webhooks(app)
    page = app.page
    add = add_webhook(page, sheet, "http://example.com")
    address = add.get_by_label("Address")
    expect(address).to_have_attribute("aria-invalid", "true")
    # The server's sentence, under the field and read with it.
    error = add.locator("#" + address.get_attribute("aria-describedby"))
    expect(error).to_have_class(re.compile("field-error"))
    expect(error).to_contain_text("https")
    assert error.evaluate("(e) => e.closest('.field').contains(document.activeElement)")
    app.screenshot("integrations-add-refused")
    # No event chosen: the server's sentence goes under the events.
    address.fill(receiver.url)
    for box in add.get_by_role("checkbox").all():
        box.uncheck()
    add.get_by_role("button", name="Add Webhook").click()
    events_error = add.locator(".hook-events .field-error")
    expect(events_error).to_be_visible()
    expect(events_error).not_to_have_text("")
    expect(error).to_be_hidden()
    assert server_hooks(app) == []


def server_hooks(app):
    return app.server.api("GET", "/api/v1/webhooks", expect=200)[1]["webhooks"]


def test_an_endpoint_is_turned_off_tested_and_deleted(app, hooks, receiver):
    sheet = open_webhooks(app)
    page = app.page
    add = add_webhook(page, sheet, receiver.url)
    expect(copied_value(add, "Signing secret")).to_have_text(re.compile("^whsec_"))
    add.get_by_role("button", name="Done").click()
    row = sheet.locator(".hook")

    # Send Test: the receiver hears webhook.test, and the log lists it.
    row.get_by_role("button", name=f"Send a test to {short(receiver.url)}").click()
    expect(page.locator(".toast")).to_contain_text("Test sent")
    receiver.wait_for("webhook.test")

    # Off: the server says so, and the row shows it.
    switch = row.get_by_role("switch")
    with page.expect_response(lambda r: r.request.method == "PATCH" and "/api/v1/webhooks/" in r.url) as answer:
        switch.uncheck()
    assert answer.value.status == 200
    expect(row.locator(".hook-pill").first).to_have_text("Disabled")
    expect(row.get_by_role("switch")).not_to_be_checked()
    assert [w["enabled"] for w in server_hooks(app)] == [False]
    section_row = page.get_by_role("region", name="Integrations").get_by_role("button", name=re.compile("^Webhooks"))
    expect(section_row).to_contain_text("1 webhook · 1 disabled")
    app.screenshot("integrations-webhook-off")

    # Delete, confirmed.
    row.get_by_role("button", name=f"Delete {short(receiver.url)}").click()
    page.get_by_role("alertdialog").get_by_role("button", name="Delete").click()
    expect(sheet.locator(".hook")).to_have_count(0)
    expect(sheet.get_by_role("status")).to_have_text("No webhooks yet.")
    assert server_hooks(app) == []


def test_an_endpoint_that_answers_500_is_retrying_in_the_log_with_its_answer(app, server, hooks, receiver):
    receiver.status = 500
    made = server.api("POST", "/api/v1/webhooks", {"url": receiver.url, "events": ["checkin.recorded"]}, expect=201)[1]
    sheet = open_webhooks(app)
    sheet.get_by_role("button", name=f"Send a test to {short(receiver.url)}").click()
    receiver.wait_for("webhook.test")
    sheet.get_by_role("button", name=f"Delivery log of {short(receiver.url)}").click()
    log = app.page.get_by_role("dialog", name="Delivery Log")
    test = log.locator(".hook-delivery").filter(has_text="A test sent by hand")
    # The log is read again while it is open: the failed first try shows without a reload.
    expect(test.locator(".hook-pill")).to_have_text("Retrying", timeout=30_000)
    deliveries = server.api("GET", f"/api/v1/webhooks/{made['webhook']['id']}/deliveries", expect=200)[1]["deliveries"]
    assert deliveries[0]["state"] == "pending" and deliveries[0]["status"] == 500, deliveries[0]
    # The endpoint's answer as the server words it (its sentence, else the status).
    expect(test).to_contain_text(deliveries[0]["error"] or "HTTP 500")
    expect(test).to_contain_text("next try")
    animations_done(app.page)
    app.screenshot("integrations-log-retrying")


def test_the_check_in_url_sheet_gives_the_chosen_habits_url(app, server):
    server.create_habit("Floss", icon="tooth")
    water = server.create_habit("Water", icon="water")
    section = open_integrations(app)
    # Local mode: no tokens to make.
    expect(section.get_by_role("button", name=re.compile("^Access Tokens"))).to_be_hidden()
    section.get_by_role("button", name=re.compile("^Check-in URL")).click()
    sheet = app.page.get_by_role("dialog", name="Check-in URL")
    sheet.get_by_label("Habit").select_option(label="Water")
    url = f"{server.base_url}/api/v1/habits/{water['id']}/checkin"
    expect(copied_value(sheet, "Check-in URL (POST)")).to_have_text(url)
    expect(copied_value(sheet, "curl")).to_have_text(f'curl -fsS -X POST "{url}"')
    expect(sheet).to_contain_text("docs/integrations.md")
    animations_done(app.page)
    app.screenshot("integrations-check-in-url")
    assert axe_blocking(app.page) == []


def test_a_check_in_token_limited_to_one_habit_lists_its_name(open_app, accounts_server):
    address = email("limited")
    cookie = accounts_server.register(address)
    accounts_server.habit(cookie, "Floss")
    accounts_server.habit(cookie, "Water")
    app = open_app("/#/profile")
    page = app.page
    sign_in(page, address)
    section = page.get_by_role("region", name="Integrations")
    section.get_by_role("button", name=re.compile("^Access Tokens")).click()
    sheet = page.get_by_role("dialog", name="Access Tokens")
    sheet.get_by_label("Token name").fill("Bathroom tag")
    sheet.get_by_label("It may").select_option("checkin")
    sheet.get_by_role("radio", name="Chosen habits").click()
    # None ticked: the server's sentence, under the habits.
    sheet.get_by_role("button", name="Create Token").click()
    refused = sheet.locator(".token-habits .field-error")
    expect(refused).to_be_visible()
    expect(refused).not_to_have_text("")
    sheet.get_by_role("checkbox", name="Floss").check()
    sheet.get_by_role("button", name="Create Token").click()
    expect(sheet.locator(".token-secret")).to_contain_text("rpl_")
    expect(sheet.locator(".token-row")).to_contain_text("Check-ins only · Floss · Made")
    tokens = accounts_server.call("GET", "/api/v1/me/tokens", cookie=cookie)[1]["tokens"]
    assert len(tokens) == 1 and tokens[0]["scope"] == "checkin" and len(tokens[0]["habits"]) == 1
    sheet.locator(".token-row").scroll_into_view_if_needed()
    animations_done(page)
    app.screenshot("integrations-limited-token")
    assert axe_blocking(page) == []

    # With an account, the check-in URL's curl line carries a token, and the sheet offers one.
    sheet.get_by_role("button", name="Done").click()
    expect(section.get_by_role("button", name=re.compile("^Webhooks"))).to_be_visible()
    section.get_by_role("button", name=re.compile("^Check-in URL")).click()
    checkin = page.get_by_role("dialog", name="Check-in URL")
    expect(copied_value(checkin, "curl")).to_contain_text('-H "Authorization: Bearer TOKEN"')
    animations_done(page)
    app.screenshot("integrations-check-in-url-accounts")
    checkin.get_by_label("Habit").select_option(label="Water")
    checkin.get_by_role("button", name="Make a check-in token").click()
    # The tokens sheet is set to a check-in token for that habit.
    tokens = page.get_by_role("dialog", name="Access Tokens")
    expect(tokens.get_by_label("It may")).to_have_value("checkin")
    expect(tokens.get_by_role("radio", name="Chosen habits")).to_have_attribute("aria-checked", "true")
    expect(tokens.get_by_role("checkbox", name="Water")).to_be_checked()
    expect(tokens.get_by_role("checkbox", name="Floss")).not_to_be_checked()
    expect(checkin).to_be_hidden()


def test_at_the_limit_the_servers_sentence_is_said_and_nothing_is_added(app, server, hooks, receiver):
    for _ in range(hooks["limit"]):
        server.api("POST", "/api/v1/webhooks", {"url": receiver.url, "events": ["checkin.recorded"]}, expect=201)
    sheet = open_webhooks(app)
    expect(sheet.locator(".hook")).to_have_count(hooks["limit"])
    expect(sheet.locator(".hook-count")).to_have_text(f"{hooks['limit']} of {hooks['limit']}")
    add = add_webhook(app.page, sheet, receiver.url)
    expect(add.get_by_role("alert")).not_to_have_text("")
    expect(add.get_by_role("alert")).to_be_visible()
    expect(add.get_by_label("Address")).not_to_have_attribute("aria-invalid", "true")
    assert len(server_hooks(app)) == hooks["limit"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_and_axe(make_app, server, hooks, receiver, scheme):
    server.create_habit("Floss", icon="tooth")
    made = server.api("POST", "/api/v1/webhooks", {"url": receiver.url, "events": ["checkin.recorded"]}, expect=201)[1]
    server.api("POST", f"/api/v1/webhooks/{made['webhook']['id']}/test", expect=202)
    app = make_app(color_scheme=scheme)
    section = open_integrations(app)
    page = app.page
    section.scroll_into_view_if_needed()
    animations_done(page)
    app.screenshot(f"integrations-section-{scheme}")
    assert axe_blocking(page) == []
    section.get_by_role("button", name=re.compile("^Webhooks")).click()
    sheet = page.get_by_role("dialog", name="Webhooks")
    expect(sheet.locator(".hook")).to_have_count(1)
    animations_done(page)
    app.screenshot(f"integrations-webhooks-{scheme}")
    assert axe_blocking(page) == []
    sheet.get_by_role("button", name=f"Delivery log of {short(receiver.url)}").click()
    log = page.get_by_role("dialog", name="Delivery Log")
    expect(log.locator(".hook-delivery").first).to_contain_text("Delivered", timeout=30_000)
    animations_done(page)
    app.screenshot(f"integrations-log-{scheme}")
    assert axe_blocking(page) == []
    log.get_by_role("button", name="Done").click()
    expect(log).to_be_hidden()
    add = add_webhook(page, sheet, "http://example.com")
    expect(add.locator(".field-error").first).to_be_visible()
    animations_done(page)
    app.screenshot(f"integrations-add-{scheme}")
    assert axe_blocking(page) == []
    add.get_by_label("Address").fill(receiver.url)
    add.get_by_role("button", name="Add Webhook").click()
    expect(copied_value(add, "Signing secret")).to_have_text(re.compile("^whsec_"))
    animations_done(page)
    app.screenshot(f"integrations-secret-{scheme}")
    assert axe_blocking(page) == []
