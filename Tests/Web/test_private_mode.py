"""Private mode in the web app (issue 50), on a real accounts server and its real SQLite file:
turning it on seals every word the account wrote (habit names and descriptions, notes and moods,
category names) so that no table of the database and no backup the server writes holds any of
them, while the app still shows them; what is written afterwards is sealed before it is sent;
another device opens it only with the passphrase or the recovery kit (a wrong one is refused by
name, and nothing changes); a sealed word moved onto another item is refused, not shown; turning
private mode off writes the words back in plain."""

import base64
import csv
import datetime
import io
import json
import os
import pathlib
import re
import sqlite3
import subprocess
import time
import urllib.request
import uuid

import icalendar
import pytest
from playwright.sync_api import expect

import testclock
from conftest import ROOT, App
from test_accounts import AccountsServer, accounts_server, clean_data, email, onboarding_done, open_app, sign_in  # noqa: F401 (fixtures)
from test_offline_taps import WATER, add_glasses

POSTGRES = os.environ.get("RIPPLE_TEST_POSTGRES_URL")

PASSPHRASE = "purple otters juggle lanterns"
# Words no code or fixture of Ripple contains: found anywhere, they leaked.
HABIT = "Zephyrquill walk"
DESCRIPTION = "Marrowlight along the canal"
NOTE = "Quinceveil felt easy today"
CATEGORY = "Ashbrookery"
NEW_HABIT = "Pelicanthrope swim"
NEW_NOTE = "Glimmerwick after dark"
MARKERS = ["Zephyrquill", "Marrowlight", "Quinceveil", "Ashbrookery", "Pelicanthrope", "Glimmerwick"]
# The other tests' own words (the module's server is shared: the first test turns private mode off).
MERGE_WALK = "Brindlewhorl walk"
MERGE_SWIM = "Tamberlyx swim"
MERGE_WATER = "Quillamber water"
MERGE_MARKERS = ["Brindlewhorl", "Tamberlyx", "Quillamber", "Corvantine", "Sprocketelle"]
PLAIN_MARKERS = ["Oxblanket", "Vellichorn", "Quaffleton", "Drizzleworth", "Nimbletarn"]
REMINDED = "Gorsebramble walk"


def days_ago(n):
    return (datetime.date.fromisoformat(testclock.today()) - datetime.timedelta(days=n)).isoformat()


def psql(sql):
    return subprocess.run(["psql", POSTGRES, "-tAc", sql], check=True, capture_output=True, text=True, timeout=60).stdout


@pytest.fixture(scope="module")
def postgres_accounts_server(tmp_path_factory):
    """The accounts server on PostgreSQL (a schema of its own, dropped afterwards)."""
    if not POSTGRES:
        pytest.skip("needs PostgreSQL: RIPPLE_TEST_POSTGRES_URL is unset (run under scripts/with-postgres)")
    binary = pathlib.Path(os.environ.get("RIPPLE_BIN", ROOT / ".build" / "debug" / "ripple"))
    schema = "private_" + uuid.uuid4().hex
    address = POSTGRES + ("&" if "?" in POSTGRES else "?") + "schema=" + schema
    srv = AccountsServer(binary if binary.is_absolute() else ROOT / binary, address, tmp_path_factory.mktemp("pg") / "server.log")
    srv.schema = schema
    srv.start()
    yield srv
    srv.stop()
    psql(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture(params=["sqlite", "postgres"])
def store_server(request, accounts_server):  # noqa: F811
    """The accounts server on each database: SQLite's file, then PostgreSQL's schema."""
    return accounts_server if request.param == "sqlite" else request.getfixturevalue("postgres_accounts_server")


def database_text(server):
    """Every value of every table of the server's database, as text."""
    if getattr(server, "schema", None):
        tables = psql(f"SELECT table_name FROM information_schema.tables WHERE table_schema = '{server.schema}' AND table_type = 'BASE TABLE'").split()
        assert "habits" in tables and "private_items" in tables, tables
        return "\n".join(psql(f'SELECT t::text FROM {server.schema}."{t}" t') for t in tables)
    with sqlite3.connect(f"file:{server.database}?mode=ro", uri=True) as db:
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        assert "habits" in tables and "private_items" in tables, tables
        out = []
        for table in tables:
            for row in db.execute(f'SELECT * FROM "{table}"'):
                out.extend(v.decode("latin-1") if isinstance(v, bytes) else str(v) for v in row)
    return "\n".join(out)


def backup_text(server, cookie):
    status, body, _ = server.call("GET", "/api/v1/backup", cookie=cookie)
    assert status == 200, body
    return json.dumps(body, ensure_ascii=False)


def leaked(text, markers=MARKERS):
    return [m for m in markers if m.lower() in text.lower()]


def open_privacy(page):
    page.locator('.tab[data-tab="profile"]').click()
    page.locator(".privacy-open").click()
    expect(page.get_by_role("dialog", name="Privacy")).to_be_visible()


def close_privacy(page):
    page.get_by_role("dialog", name="Privacy").get_by_role("button", name="Done").click()
    expect(page.get_by_role("dialog", name="Privacy")).to_have_count(0)


def choose_passphrase(card, passphrase=PASSPHRASE):
    """Private mode's first step, the passphrase twice; returns the recovery kit's text shown."""
    card.get_by_label("Private-mode passphrase").fill(passphrase)
    card.get_by_label("Enter it again").fill(passphrase)
    card.get_by_role("button", name="Continue").click()
    kit = card.locator(".private-kit-text")
    expect(kit).to_have_text(re.compile(r"^([0-9A-Z]{4}-){13}[0-9A-Z]{4}$"), timeout=20_000)
    return kit.inner_text()


def confirm_kit(card, kit):
    """The kit's last group typed back, and private mode turned on."""
    card.get_by_label("To confirm you saved it, type the kit’s last group of four").fill(kit[-4:])
    card.get_by_role("button", name="Turn on private mode").click()


def write_entry(page, detail, day, note):
    """Marks `day` done with `note` from the open details' calendar."""
    if day[:7] != testclock.today()[:7]:
        detail.get_by_role("button", name="Previous month").click()
    tile = detail.locator(f'.cal-day[data-day="{day}"]')
    tile.click()
    editor = page.get_by_role("dialog", name=tile.get_attribute("aria-label").split(":")[0])
    editor.get_by_role("radio", name="Done").click()
    editor.get_by_label("Note").fill(note)
    editor.get_by_role("button", name="Save").click()
    expect(editor).to_be_hidden()


def turn_on(page):
    """Turns private mode on from Profile → Privacy; returns the recovery kit's text."""
    open_privacy(page)
    card = page.locator(".private-card")
    expect(card.locator(".private-state")).to_have_text("Private mode is off.")
    card.get_by_role("button", name="Turn on private mode").click()
    card.get_by_label("Private-mode passphrase").fill("too short")
    card.get_by_label("Enter it again").fill("too short")
    card.get_by_role("button", name="Continue").click()
    expect(card.locator(".field-error").first).to_have_text("A passphrase has at least 10 characters.")
    card.get_by_label("Private-mode passphrase").fill(PASSPHRASE)
    card.get_by_label("Enter it again").fill(PASSPHRASE + "!")
    card.get_by_role("button", name="Continue").click()
    expect(card.get_by_text("The two passphrases differ.")).to_be_visible()
    text = choose_passphrase(card)
    check = card.get_by_label("To confirm you saved it, type the kit’s last group of four")
    check.fill("ZZZZ" if not text.endswith("ZZZZ") else "YYYY")
    card.get_by_role("button", name="Turn on private mode").click()
    expect(card.get_by_text("That is not the kit’s last group. Look again at what you saved.")).to_be_visible()
    check.fill(text[-4:].lower())
    card.get_by_role("button", name="Turn on private mode").click()
    expect(card.locator(".private-state").first).to_have_text("Private mode is on.", timeout=30_000)
    return text


def test_private_mode_seals_every_word_and_another_device_opens_them_only_with_the_key(new_context, store_server):
    server = store_server
    apps = []

    def open_app(path):
        a = App(new_context().new_page(), server)
        a.page.goto(server.base_url + path)
        apps.append(a)
        return a
    address = email("private")
    cookie = server.register(address)
    habit = server.habit(cookie, HABIT)
    assert server.call("PATCH", f"/api/v1/habits/{habit['id']}", {"description": DESCRIPTION}, cookie=cookie)[0] == 200
    day = days_ago(1)
    # Written by a device whose clock runs ten minutes ahead: the sweep that seals the note still
    # writes after it (stamped past it), or the note would stay on the server in plain.
    ahead = int((testclock.now() + datetime.timedelta(minutes=10)).timestamp() * 1000)
    status, body, _ = server.call(
        "PUT",
        f"/api/v1/habits/{habit['id']}/checkins/{day}",
        {"state": "done", "note": NOTE, "mood": "great", "updatedAt": ahead},
        cookie=cookie,
    )
    assert status == 200, body
    assert server.call("POST", "/api/v1/categories", {"name": CATEGORY}, cookie=cookie)[0] == 201
    # The check can fail: before private mode, the words are there in plain.
    assert leaked(database_text(server)) == ["Zephyrquill", "Marrowlight", "Quinceveil", "Ashbrookery"]

    first = open_app("/")
    page = first.page
    sign_in(page, address)
    first.wait_ready()
    expect(first.card(HABIT)).to_be_visible()
    sent = []
    page.on("request", lambda r: sent.append((r.method, r.url.split("/api/v1")[-1].split("?")[0])))
    kit = turn_on(page)
    # Every day's note is cleared in batches (PUT /private/days), not one check-in at a time: a
    # year of notes must fit the per-user rate limit of 100 requests a minute.
    assert ("PUT", "/private/days") in sent, sent
    assert not [r for r in sent if r[0] == "PUT" and "/checkins/" in r[1]], sent
    close_privacy(page)

    # Nothing of what the person wrote is left in the database, nor in a backup the server writes.
    assert leaked(database_text(server)) == [], where(server, "Quinceveil")
    assert leaked(backup_text(server, cookie)) == []
    # The app shows the words: the card, the detail's notes, the edit form's name and description.
    page.locator('.tab[data-tab="today"]').click()
    expect(first.card(HABIT)).to_be_visible()
    # Search finds the words on this device (the engine, on the replica): the server has none.
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    page.locator("#view-today .search-open").click()
    search = page.get_by_role("dialog", name="Search")
    search.get_by_role("searchbox", name="Search").fill("quinceveil")
    expect(search.locator(".search-results")).to_have_attribute("data-query", "quinceveil")
    expect(search.locator(".sgroup[data-group='notes'] .sres mark")).to_have_text(["Quinceveil"])
    expect(search.locator(".sgroup[data-group='notes'] .sres-meta")).to_contain_text([HABIT])
    page.keyboard.press("Escape")  # clears the field
    page.keyboard.press("Escape")  # closes the sheet
    expect(search).to_be_hidden()
    # An export downloaded here holds the words (the server's file has neutral ones and no notes).
    page.locator('.tab[data-tab="profile"]').click()
    page.get_by_role("button", name="Export Data").click()
    sheet = page.get_by_role("dialog", name="Export Data")
    with page.expect_download() as info:
        sheet.get_by_role("button", name="Export", exact=True).click()
    rows = list(csv.reader(io.StringIO(open(info.value.path(), encoding="utf-8").read())))
    assert rows == [["Habit Name", "Date", "Status", "Value", "Note"], [HABIT, day, "Completed", "", NOTE]]
    expect(sheet).to_be_hidden()
    page.get_by_role("button", name="Export Data").click()
    sheet = page.get_by_role("dialog", name="Export Data")
    sheet.get_by_role("radio", name="Export as JSON").click()
    sheet.get_by_role("switch", name="Include notes").uncheck()
    with page.expect_download() as info:
        sheet.get_by_role("button", name="Export", exact=True).click()
    exported = json.loads(open(info.value.path(), encoding="utf-8").read())
    assert [(h["name"], h["description"]) for h in exported["habits"]] == [(HABIT, DESCRIPTION)]
    assert [(c["note"], c["mood"]) for c in exported["checkIns"]] == [(None, "great")]
    page.locator('.tab[data-tab="today"]').click()
    page.evaluate(f"location.hash = '#/habit/{habit['id']}'")
    detail = page.get_by_role("dialog", name=HABIT)
    expect(detail.locator(".notes")).to_contain_text(NOTE)
    detail.get_by_role("button", name="Edit Habit").click()
    sheet = page.get_by_role("dialog", name="Edit Habit")
    expect(sheet.get_by_label("Habit name")).to_have_value(HABIT)
    expect(sheet.get_by_label("Description (optional)")).to_have_value(DESCRIPTION)
    sheet.get_by_role("button", name="Cancel").click()
    expect(sheet).to_be_hidden()

    # What is written from now on is sealed before it is sent: a note on a past day, a new habit.
    write_entry(page, detail, days_ago(2), NEW_NOTE)
    expect(detail.locator(".notes")).to_contain_text(NEW_NOTE)
    page.keyboard.press("Escape")
    expect(detail).to_be_hidden()
    page.evaluate("location.hash = '#/add'")  # the new habit's form, as the add button opens it
    add = page.get_by_role("dialog", name="New Habit")
    add.get_by_label("Habit name").fill(NEW_HABIT)
    add.get_by_role("button", name="Create Habit").click()
    expect(add).to_be_hidden()
    expect(first.card(NEW_HABIT)).to_be_visible()
    first.writes_idle()
    assert leaked(database_text(server)) == [], where(server, "Glimmerwick")
    assert leaked(backup_text(server, cookie)) == []
    status, listed, _ = server.call("GET", "/api/v1/habits", cookie=cookie)
    made = next(h for h in listed["habits"] if h["id"] != habit["id"])
    assert made["name"].startswith("Private habit "), made
    first.page.reload()
    first.wait_ready()
    expect(first.card(NEW_HABIT)).to_be_visible()

    # Another device: signing in is not enough; a wrong passphrase is refused by name.
    second = open_app("/")
    other = second.page
    sign_in(other, address)
    expect(other.get_by_role("heading", name="Private mode is on")).to_be_visible(timeout=20_000)
    other.get_by_label("Passphrase").fill("not the passphrase at all")
    other.get_by_role("button", name="Unlock").click()
    expect(other.locator("#private-status")).to_have_text("That passphrase does not unlock private mode.", timeout=20_000)
    second.screenshot("private-mode-unlock-" + ("postgres" if getattr(server, "schema", None) else "sqlite"))
    other.get_by_role("button", name="Use the recovery kit instead").click()
    other.get_by_label("Recovery kit").fill("0000-" + kit[5:])
    other.get_by_role("button", name="Unlock").click()
    expect(other.locator("#private-status")).to_have_text(
        "That is not a recovery key: it has 14 groups of 4 letters and digits.", timeout=20_000
    )
    # The kit, typed loosely (lower case, spaces for dashes), opens it.
    other.get_by_label("Recovery kit").fill(kit.lower().replace("-", " "))
    other.get_by_role("button", name="Unlock").click()
    second.wait_ready()
    expect(second.card(HABIT)).to_be_visible()
    expect(second.card(NEW_HABIT)).to_be_visible()

    # A sealed word moved onto another item (the new habit's words under the first's id) is refused
    # by name on the next start, and the habit keeps its neutral name rather than another's words.
    status, items, _ = server.call("GET", "/api/v1/private/items", cookie=cookie)
    sealed = {(i["kind"], i["id"]): i["sealed"] for i in items["items"]}
    moved = {"items": [{"kind": "habit", "id": habit["id"], "sealed": sealed[("habit", made["id"])]}]}
    assert server.call("PUT", "/api/v1/private/items", moved, cookie=cookie)[0] == 200
    other.reload()
    second.wait_ready()
    expect(other.get_by_text(f"The encrypted habit {habit['id']} was changed or belongs elsewhere; it was not opened.")).to_be_visible(timeout=20_000)
    expect(second.card(NEW_HABIT)).to_have_count(1)
    expect(second.card(HABIT)).to_have_count(0)
    # A single bit flipped in a sealed word is refused the same way.
    flipped = bytearray(base64.b64decode(sealed[("habit", habit["id"])]))
    flipped[-1] ^= 1
    tampered = {"items": [{"kind": "habit", "id": habit["id"], "sealed": base64.b64encode(bytes(flipped)).decode()}]}
    assert server.call("PUT", "/api/v1/private/items", tampered, cookie=cookie)[0] == 200
    other.reload()
    second.wait_ready()
    expect(other.get_by_text(f"The encrypted habit {habit['id']} was changed or belongs elsewhere; it was not opened.")).to_be_visible(timeout=20_000)
    expect(second.card(HABIT)).to_have_count(0)
    # Put back as it was (the first device's words), both devices read it again.
    back = {"items": [{"kind": "habit", "id": habit["id"], "sealed": sealed[("habit", habit["id"])]}]}
    assert server.call("PUT", "/api/v1/private/items", back, cookie=cookie)[0] == 200
    other.reload()
    second.wait_ready()
    expect(second.card(HABIT)).to_be_visible()

    # Turning off (with the passphrase) writes every word back in plain.
    open_privacy(page)
    card = page.locator(".private-card")
    card.get_by_role("button", name="Turn off private mode").click()
    card.get_by_label("Passphrase").fill("wrong passphrase here")
    card.get_by_role("button", name="Turn off private mode").click()
    expect(card.get_by_text("That passphrase does not unlock private mode.")).to_be_visible(timeout=20_000)
    card.get_by_label("Passphrase").fill(PASSPHRASE)
    card.get_by_role("button", name="Turn off private mode").click()
    expect(card.locator(".private-state")).to_have_text("Private mode is off.", timeout=30_000)
    assert sorted(leaked(database_text(server))) == sorted(MARKERS)
    status, mode, _ = server.call("GET", "/api/v1/private", cookie=cookie)
    assert status == 200 and mode["enabled"] is False
    for a in apps:
        assert not a.errors, f"page errors: {a.errors}"


def where(server, marker):
    """The values of the dump that hold `marker` (for a failure's message)."""
    return [v for v in database_text(server).splitlines() if marker.lower() in v.lower()][:5]


ACCOUNT_KNOWN = "async (id) => { const r = await (await caches.open('ripple-data-v1')).match('/__ripple/account'); return !!r && (await r.json()).userId === id; }"
LOCK_KNOWN = "async () => !!(await (await caches.open('ripple-data-v1')).match('/__ripple/lock'))"


def test_a_private_reminder_is_named_by_the_device_that_holds_the_key_and_by_no_other(open_app, accounts_server):  # noqa: F811
    from test_app_lock import close_sheet, turn_on_lock
    from test_notifications import NOTIFICATIONS, deliver, until

    server = accounts_server
    address = email("private-push")
    cookie = server.register(address)
    status, habit, _ = server.call("POST", "/api/v1/habits", {"name": REMINDED, "reminders": [{"time": "10:00"}]}, cookie=cookie)
    assert status == 201, habit
    status, me, _ = server.call("GET", "/api/v1/me", cookie=cookie)
    # What the server pushes for a private account's reminder (PrivateWordsRouteTests checks the
    # real scheduler sends this): the habit's id, and no name.
    message = {
        "kind": "habit_reminder", "key": f"habit_reminder:{habit['id']}:10:00:0", "title": "A habit is due",
        "body": "Time to complete your habit!", "habitId": habit["id"], "reminderTime": "10:00", "day": testclock.today(),
        "actions": [{"action": "complete", "title": "Complete"}], "url": "/#/today",
    }
    first = open_app("/", permissions=["notifications"])
    page = first.page
    sign_in(page, address)
    first.wait_ready()
    turn_on(page)
    close_privacy(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)
    until(page, ACCOUNT_KNOWN, me["id"])
    deliver(page, server, message)
    assert [(n["title"], n["body"]) for n in page.evaluate(NOTIFICATIONS)] == [(REMINDED, "Time to complete your habit!")]

    # The calendar feed names the habit as the server knows it, neutrally, and the app says so
    # where the link is made; an independent parser (icalendar) reads the feed.
    page.locator('.tab[data-tab="profile"]').click()
    page.get_by_role("button", name="Notifications").click()
    sheet = page.get_by_role("dialog", name="Notifications")
    expect(sheet.locator(".notif-feed-private")).to_contain_text("shows each reminder as “Habit reminder”")
    sheet.locator(".notif-feed-private").scroll_into_view_if_needed()
    first.screenshot("private-mode-calendar")
    sheet.get_by_role("button", name="Make a link", exact=True).click()
    feed = sheet.get_by_role("textbox", name="Calendar feed address")
    expect(feed).to_have_value(re.compile(r"/api/v1/calendar\.ics\?token="))
    with urllib.request.urlopen(feed.input_value(), timeout=10) as answer:
        raw = answer.read()
    summaries = [str(e.get("SUMMARY")) for e in icalendar.Calendar.from_ical(raw).walk("VEVENT")]
    assert summaries == ["Habit reminder"], summaries
    assert REMINDED.encode() not in raw
    page.keyboard.press("Escape")
    expect(sheet).to_be_hidden()

    # Another device, signed in but never unlocked: the reminder stays unnamed.
    second = open_app("/", permissions=["notifications"])
    other = second.page
    sign_in(other, address)
    expect(other.get_by_role("heading", name="Private mode is on")).to_be_visible(timeout=20_000)
    other.wait_for_function("navigator.serviceWorker !== undefined")
    other.evaluate("navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready).then(() => true)")
    other.reload()
    other.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)
    other.evaluate("(id) => navigator.serviceWorker.controller.postMessage({ type: 'account', userId: id })", me["id"])
    until(other, ACCOUNT_KNOWN, me["id"])
    deliver(other, server, message)
    assert [n["title"] for n in other.evaluate(NOTIFICATIONS)] == ["A habit is due"]

    # The first device under its app lock: only that a habit is due.
    turn_on_lock(page)
    close_sheet(page)
    until(page, LOCK_KNOWN)
    deliver(page, server, {**message, "key": message["key"] + ":again"})
    titles = [(n["title"], n["body"]) for n in page.evaluate(NOTIFICATIONS) if n["tag"].endswith(":again")]
    assert titles == [("Ripple", "A habit is due")]


def write_note(app, habit_id, name, day, note):
    """Writes `note` on `day` of the habit from its details' calendar (online or not)."""
    page = app.page
    page.evaluate(f"location.hash = '#/habit/{habit_id}'")
    write_entry(page, page.get_by_role("dialog", name=name), day, note)
    page.keyboard.press("Escape")
    page.evaluate("location.hash = '#/today'")


def wait_for_worker(page):
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)


def test_two_offline_devices_merge_and_a_third_joins_with_the_kit(open_app, accounts_server):  # noqa: F811
    server = accounts_server
    address = email("private-merge")
    cookie = server.register(address)
    walk = server.habit(cookie, MERGE_WALK)
    swim = server.habit(cookie, MERGE_SWIM)
    status, _, _ = server.call("POST", "/api/v1/habits", {"name": MERGE_WATER, "measure": WATER}, cookie=cookie)
    assert status == 201
    day = days_ago(1)

    a = open_app("/")
    sign_in(a.page, address)
    a.wait_ready()
    kit = turn_on(a.page)
    close_privacy(a.page)
    a.page.locator('.tab[data-tab="today"]').click()
    b = open_app("/")
    sign_in(b.page, address)
    expect(b.page.get_by_role("heading", name="Private mode is on")).to_be_visible(timeout=20_000)
    b.page.get_by_label("Passphrase").fill(PASSPHRASE)
    b.page.get_by_role("button", name="Unlock").click()
    b.wait_ready()
    for device in (a, b):
        expect(device.card(MERGE_WALK)).to_be_visible()
        expect(device.page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
        wait_for_worker(device.page)

    # Both offline: each taps a habit, adds glasses ("+1" taps: they add up) and writes
    # yesterday's note of the walk, B after A.
    for device in (a, b):
        device.page.context.set_offline(True)
    a.card(MERGE_WALK).locator(".card-hit").click()
    add_glasses(a, 2, MERGE_WATER)
    write_note(a, walk["id"], MERGE_WALK, day, "Corvantine from the first device")
    b.card(MERGE_SWIM).locator(".card-hit").click()
    add_glasses(b, 3, MERGE_WATER)
    write_note(b, walk["id"], MERGE_WALK, day, "Sprocketelle from the second device")
    # The later note comes back first; the earlier one, sent after it, does not overwrite it.
    for device in (b, a):
        device.page.context.set_offline(False)
        device.page.evaluate("dispatchEvent(new Event('online'))")
        expect(device.page.locator(".offline-banner")).to_be_hidden(timeout=30_000)
        device.writes_idle()

    c = open_app("/")
    sign_in(c.page, address)
    expect(c.page.get_by_role("heading", name="Private mode is on")).to_be_visible(timeout=20_000)
    c.page.get_by_role("button", name="Use the recovery kit instead").click()
    c.page.get_by_label("Recovery kit").fill(kit)
    c.page.get_by_role("button", name="Unlock").click()
    c.wait_ready()
    for device in (a, b, c):
        device.page.reload()
        device.wait_ready()
        for name in (MERGE_WALK, MERGE_SWIM):
            expect(device.card(name).locator(".card-hit")).to_have_attribute("aria-pressed", "true")
        expect(device.card(MERGE_WATER).locator(".value-text")).to_have_text("5 of 8 glasses")
        device.page.evaluate(f"location.hash = '#/habit/{walk['id']}'")
        notes = device.page.get_by_role("dialog", name=MERGE_WALK).locator(".notes")
        expect(notes).to_contain_text("Sprocketelle from the second device")
        expect(notes).not_to_contain_text("Corvantine")
    assert leaked(database_text(server), MERGE_MARKERS) == []
    assert swim["id"] != walk["id"]


def test_what_the_server_made_in_plain_is_sealed_once_the_app_sees_it(open_app, accounts_server):  # noqa: F811
    """A habit made by the server from its own words (as an import or the coach makes them), and a
    day's note it holds in plain, are sealed as soon as an answer shows them to the app; a category
    made in the habit form is sealed before it is sent."""
    server = accounts_server
    address = email("private-plain")
    cookie = server.register(address)
    server.habit(cookie, "Oxblanket stretch")
    app = open_app("/")
    page = app.page
    sign_in(page, address)
    app.wait_ready()
    turn_on(page)
    close_privacy(page)
    page.locator('.tab[data-tab="today"]').click()
    assert leaked(database_text(server), PLAIN_MARKERS) == []
    # Made behind the app's back, in plain (the API takes it as an import would write it), with a
    # day's note.
    made = server.habit(cookie, "Vellichorn run")
    status, _, _ = server.call(
        "PUT", f"/api/v1/habits/{made['id']}/checkins/{testclock.today()}",
        {"state": "done", "note": "Nimbletarn by the river"}, cookie=cookie,
    )
    assert status == 200
    assert leaked(database_text(server), PLAIN_MARKERS) == ["Vellichorn", "Nimbletarn"]
    app.reload()
    expect(app.card("Vellichorn run")).to_be_visible()
    deadline = time.monotonic() + 20
    while leaked(database_text(server), PLAIN_MARKERS) and time.monotonic() < deadline:
        page.evaluate("0")
    assert leaked(database_text(server), PLAIN_MARKERS) == []
    app.reload()
    expect(app.card("Vellichorn run")).to_be_visible()
    page.evaluate(f"location.hash = '#/habit/{made['id']}'")
    expect(page.get_by_role("dialog", name="Vellichorn run").locator(".notes")).to_contain_text("Nimbletarn by the river")
    page.keyboard.press("Escape")

    page.locator("#fab").click()
    sheet = page.get_by_role("dialog", name="New Habit")
    sheet.get_by_label("Habit name").fill("Quaffleton yoga")
    sheet.get_by_role("button", name="New category").click()
    sheet.get_by_label("New category name").fill("Drizzleworth")
    sheet.get_by_role("button", name="Create", exact=True).click()
    expect(sheet.get_by_role("button", name="Drizzleworth")).to_have_attribute("aria-pressed", "true")
    sheet.get_by_role("button", name="Create Habit").click()
    expect(sheet).to_be_hidden()
    app.writes_idle()
    assert leaked(database_text(server), PLAIN_MARKERS) == []
    app.reload()
    expect(app.card("Quaffleton yoga")).to_be_visible()
    page.locator('.tab[data-tab="habits"]').click()
    expect(page.get_by_text("Drizzleworth").first).to_be_visible()


def test_signing_up_with_private_mode_starts_it_and_the_kit_reads_back_from_its_qr_code(open_app, tmp_path):  # noqa: F811
    from test_accounts import PASSWORD, auth_screen, skip_onboarding

    app = open_app("/")
    page = app.page
    screen = auth_screen(page)
    screen.get_by_role("button", name="Create an account").click()
    screen.get_by_label("Email").fill(email("private-signup"))
    screen.get_by_label("Password").fill(PASSWORD)
    screen.get_by_label("Turn on private mode").check()
    screen.get_by_role("button", name="Create Account").click()
    expect(screen).to_have_count(0)
    skip_onboarding(page)
    # Privacy opens at private mode's first step.
    card = page.get_by_role("dialog", name="Privacy").locator(".private-card")
    kit = choose_passphrase(card)
    # The QR code beside it holds the app's address with the kit in its fragment, which a browser
    # never sends to the server (read by zbar, an independent decoder), so a phone's camera opens it.
    shot = tmp_path / "kit.png"
    card.get_by_role("img", name="The recovery kit as a QR code").screenshot(path=str(shot))
    read = subprocess.run(["zbarimg", "--raw", "-q", str(shot)], capture_output=True, text=True, timeout=60)
    origin = page.evaluate("location.origin")
    assert read.stdout.strip() == f"{origin}/#kit={kit}", read
    app.screenshot("private-mode-kit")
    confirm_kit(card, kit)
    expect(card.locator(".private-state").first).to_have_text("Private mode is on.", timeout=30_000)
    app.screenshot("private-mode-on")

    # Another device opened from the scanned code: the address forgets the kit at once, and after
    # signing in the unlock screen has the kit filled in; one tap opens the words.
    address = page.evaluate("JSON.parse(localStorage.getItem('ripple.user')).email")
    scanned = open_app(f"/#kit={kit}")
    expect(scanned.page).to_have_url(re.compile(r"^[^#]*$"))
    assert kit not in scanned.page.evaluate("history.length > 0 && location.href")
    sign_in(scanned.page, address)
    expect(scanned.page.get_by_label("Recovery kit")).to_have_value(kit, timeout=20_000)
    expect(scanned.page.locator("#private-status")).to_have_text(
        "Your recovery kit, from its QR code, is filled in. Unlock to open your words."
    )
    scanned.screenshot("private-mode-unlock-scanned-kit")
    scanned.page.get_by_role("button", name="Unlock").click()
    scanned.wait_ready()
    expect(scanned.page.get_by_role("heading", name="Private mode is on")).to_have_count(0)

    # Changing the passphrase: the old one is asked, the new one twice; then only the new one opens.
    card.get_by_role("button", name="Change passphrase").click()
    card.get_by_label("Current passphrase").fill("not the one")
    card.get_by_label("New passphrase").fill("marmalade skies tonight")
    card.get_by_label("Enter it again").fill("marmalade skies tonight")
    card.get_by_role("button", name="Change passphrase").last.click()
    expect(card.get_by_text("That passphrase does not unlock private mode.")).to_be_visible(timeout=20_000)
    card.get_by_label("Current passphrase").fill(PASSPHRASE)
    card.get_by_role("button", name="Change passphrase").last.click()
    expect(card.get_by_label("Current passphrase")).to_have_count(0, timeout=20_000)
    other = open_app("/")
    sign_in(other.page, address)
    other.page.get_by_label("Passphrase").fill(PASSPHRASE)
    other.page.get_by_role("button", name="Unlock").click()
    expect(other.page.locator("#private-status")).to_have_text("That passphrase does not unlock private mode.", timeout=20_000)
    other.page.get_by_label("Passphrase").fill("marmalade skies tonight")
    other.page.get_by_role("button", name="Unlock").click()
    other.wait_ready()
    expect(other.page.get_by_role("heading", name="Private mode is on")).to_have_count(0)


def test_an_account_with_a_partner_is_told_why_private_mode_waits(open_app, accounts_server):  # noqa: F811
    server = accounts_server
    address = email("private-partner")
    cookie = server.register(address)
    other = server.register(email("private-partner-b"))
    status, invite, _ = server.call("POST", "/api/v1/partners/invites", {"link": True}, cookie=other)
    assert status == 201, invite
    status, joined, _ = server.call("POST", "/api/v1/partners/join", {"token": invite["link"]["token"]}, cookie=cookie)
    assert status == 200, joined
    app = open_app("/")
    page = app.page
    sign_in(page, address)
    app.wait_ready()
    open_privacy(page)
    card = page.locator(".private-card")
    card.get_by_role("button", name="Turn on private mode").click()
    confirm_kit(card, choose_passphrase(card))
    expect(card.locator(".private-progress")).to_have_text(
        "Private mode and partners don't go together yet: end your partnerships and withdraw your "
        "invitations first (Profile → Partners). Nothing was changed."
    )
    status, mode, _ = server.call("GET", "/api/v1/private", cookie=cookie)
    assert status == 200 and mode["enabled"] is False


@pytest.fixture(scope="module")
def rate_limited_server(tmp_path_factory):
    """An accounts server with the default limit of 100 API requests a minute per user (the other
    tests' server raises it out of the way)."""
    binary = pathlib.Path(os.environ.get("RIPPLE_BIN", ROOT / ".build" / "debug" / "ripple"))
    tmp = tmp_path_factory.mktemp("rate-limited")
    srv = AccountsServer(binary if binary.is_absolute() else ROOT / binary, tmp / "ripple.sqlite", tmp / "server.log")
    srv.args[srv.args.index("--rate-limit") + 1] = "100"
    srv.start()
    yield srv
    srv.stop()


def test_a_hundred_and_fifty_notes_turn_private_within_the_rate_limit(new_context, rate_limited_server):
    """Turning on seals every note and clears it on the server 200 days a request: an account
    with more notes than the per-user limit of 100 requests a minute is sealed in one go (one PUT
    per note ran into 429 about 95 notes in, and left the rest in plain)."""
    server = rate_limited_server
    address = email("private-many")
    cookie = server.register(address)
    days = [days_ago(n) for n in range(1, 151)]
    rows = "".join(f"Wrenfallow walk,{day},Hollowmere {n}\n" for n, day in enumerate(days))
    request = urllib.request.Request(
        server.base_url + "/api/v1/import", data=("Habit,Date,Note\n" + rows).encode(), method="POST",
        headers={"Content-Type": "text/csv", "Cookie": f"ripple_session={cookie}"},
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        assert json.loads(answer.read())["summary"]["checkIns"] == 150
    markers = ["Wrenfallow", "Hollowmere"]
    assert leaked(database_text(server), markers) == markers

    app = App(new_context().new_page(), server)
    app.page.goto(server.base_url + "/")
    sign_in(app.page, address)
    app.wait_ready()
    refused = []
    app.page.on("response", lambda r: refused.append(r.url) if r.status == 429 else None)
    turn_on(app.page)
    assert refused == []
    assert leaked(database_text(server), markers) == []
    # Every note opens on the device: the habit's notes list shows the oldest and the newest.
    habit = next(h for h in server.call("GET", "/api/v1/habits", cookie=cookie)[1]["habits"])
    app.page.evaluate(f"location.hash = '#/habit/{habit['id']}'")
    notes = app.page.get_by_role("dialog", name="Wrenfallow walk").locator(".notes")
    expect(notes).to_contain_text("Hollowmere 0")
    assert not app.errors, app.errors
