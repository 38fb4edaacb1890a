"""The app lock (Profile → Privacy) in local mode: a passcode set twice, the lock screen that shows
nothing of a person's habits, unlocking by passcode and by the device's authenticator (Chromium's
virtual WebAuthn authenticator, with and without PRF), locking after the chosen time in the
background (on the page's clock), growing waits after wrong passcodes, the reset from the CLI, the
browser's stored data encrypted while locked (read raw), offline use once unlocked, and a passcode
that never reaches the server.

WebAuthn refuses an IP address as its relying party, so these pages are opened at `localhost`."""

import re

import childprocess
import testclock
from playwright.sync_api import expect

from test_offline import wait_for_worker

PASSCODE = "4815162342"
SECRET_HABIT = "Lithium 300mg"
SECRET_NOTE = "felt shaky after the second dose"

DUMP = """async () => {
  const text = (v) => {
    if (v instanceof ArrayBuffer) return new TextDecoder().decode(v);
    if (ArrayBuffer.isView(v)) return new TextDecoder().decode(v.buffer);
    if (v && typeof v === 'object') return Object.entries(v).map(([k, x]) => k + '=' + text(x)).join(' ');
    return String(v);
  };
  const out = [];
  for (const { name } of await indexedDB.databases()) {
    const db = await new Promise((resolve, reject) => { const q = indexedDB.open(name); q.onsuccess = () => resolve(q.result); q.onerror = () => reject(q.error); });
    for (const store of db.objectStoreNames) {
      const values = await new Promise((resolve) => { const q = db.transaction(store).objectStore(store).getAll(); q.onsuccess = () => resolve(q.result); });
      out.push(`${name}/${store}: ${values.map(text).join('\\n')}`);
    }
    db.close();
  }
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const req of await cache.keys()) out.push(`${name} ${req.url}: ${await (await cache.match(req)).text()}`);
  }
  out.push(JSON.stringify({ ...localStorage }));
  return out.join('\\n');
}"""

HIDE = """(state) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}"""


def origin(server):
    return server.base_url.replace("127.0.0.1", "localhost")


def open_app(make_app, server, **options):
    app = make_app(**options)
    app.page.goto(origin(server) + "/")
    app.wait_ready()
    return app


def open_privacy(page):
    page.locator('.tab[data-tab="profile"]').click()
    page.locator(".privacy-open").click()
    expect(page.get_by_role("dialog", name="Privacy")).to_be_visible()


def turn_on_lock(page, passcode=PASSCODE):
    open_privacy(page)
    expect(page.locator(".privacy-state")).to_have_text("App lock is off.")
    page.get_by_role("button", name="Turn on app lock").click()
    page.get_by_label("New passcode").fill(passcode)
    page.get_by_label("Enter it again").fill(passcode)
    page.locator(".privacy-save").click()
    expect(page.locator(".privacy-state")).to_have_text("App lock is on.", timeout=20_000)


def expect_locked(page, *secrets):
    expect(page.locator(".lock-screen")).to_be_visible(timeout=20_000)
    expect(page.get_by_role("heading", name="Ripple is locked")).to_be_visible()
    assert page.title() == "Ripple"
    html = page.content()
    for secret in secrets:
        assert secret not in html
    expect(page.locator(".view")).to_have_count(0)


def unlock(app, passcode=PASSCODE):
    app.page.get_by_label("Passcode").fill(passcode)
    app.page.get_by_role("button", name="Unlock", exact=True).click()
    app.wait_ready()
    show_today(app.page)


def close_sheet(page):
    page.get_by_role("dialog", name="Privacy").get_by_role("button", name="Done").click()
    expect(page.get_by_role("dialog", name="Privacy")).to_have_count(0)


def show_today(page):
    page.locator('.tab[data-tab="today"]').click()


def reload_locked(app, *secrets):
    app.page.reload()
    expect_locked(app.page, *secrets)


def test_a_passcode_locks_the_app_and_only_the_passcode_opens_it(make_app, server):
    server.create_habit(SECRET_HABIT)
    app = open_app(make_app, server)
    page = app.page
    sent = []
    page.on("request", lambda r: sent.append(f"{r.url} {r.post_data or ''}"))
    # The passcode must be valid and entered twice.
    open_privacy(page)
    page.get_by_role("button", name="Turn on app lock").click()
    page.get_by_label("New passcode").fill("12")
    page.get_by_label("Enter it again").fill("12")
    page.locator(".privacy-save").click()
    expect(page.get_by_text("Use 4 to 8 digits, or a phrase of at least 8 characters.").last).to_be_visible()
    page.get_by_label("New passcode").fill(PASSCODE)
    page.get_by_label("Enter it again").fill(PASSCODE + "9")
    page.locator(".privacy-save").click()
    expect(page.get_by_text("The two passcodes differ.")).to_be_visible()
    page.get_by_label("Enter it again").fill(PASSCODE)
    page.locator(".privacy-save").click()
    expect(page.locator(".privacy-state")).to_have_text("App lock is on.", timeout=20_000)
    close_sheet(page)

    reload_locked(app, SECRET_HABIT)
    # A wrong passcode does not open it; the right one does.
    page.get_by_label("Passcode").fill("0000")
    page.get_by_role("button", name="Unlock", exact=True).click()
    expect(page.locator(".lock-status")).to_have_text("Wrong passcode. Try again.", timeout=20_000)
    expect(page.locator(".view")).to_have_count(0)
    unlock(app)
    expect(app.card(SECRET_HABIT)).to_be_visible()

    # "Lock now" from Privacy; then the lock is turned off with the passcode.
    open_privacy(page)
    page.get_by_role("button", name="Lock now").click()
    expect_locked(page, SECRET_HABIT)
    unlock(app)
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)  # the replica is filled
    assert SECRET_HABIT not in page.evaluate(DUMP)
    open_privacy(page)
    page.get_by_role("button", name="Turn off app lock").click()
    # One "Turn off app lock" once the passcode is asked for: the form's, a destructive button.
    turn_off = page.get_by_role("button", name="Turn off app lock")
    expect(turn_off).to_have_count(1)
    expect(turn_off).to_have_class(re.compile(r"\bbtn-danger\b"))
    expect(turn_off).not_to_have_class(re.compile(r"\bbtn-primary\b"))
    page.get_by_label("Passcode").fill(PASSCODE)
    page.locator(".privacy-confirm").click()
    expect(page.locator(".privacy-state")).to_have_text("App lock is off.", timeout=20_000)
    # Turned off, the replica is opened in place: plain again, nothing sealed left behind.
    assert SECRET_HABIT in page.evaluate(DUMP)
    assert "sealed=1" not in page.evaluate(DUMP)
    app.reload()
    show_today(page)
    expect(app.card(SECRET_HABIT)).to_be_visible()
    # The server never learnt the passcode: no request carried it.
    assert sent
    assert not [s for s in sent if PASSCODE in s]


def test_while_locked_the_browser_keeps_nothing_readable_and_unlocked_it_works_offline(make_app, server):
    habit = server.create_habit(SECRET_HABIT)
    server.check_in(habit["id"], testclock.today(), note=SECRET_NOTE)
    app = open_app(make_app, server)
    page = app.page
    wait_for_worker(page)
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    page.reload()  # the worker now controls the page and saves the read routes' answers
    app.wait_ready()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    # A queued write with a note waits in the outbox (offline). The outbox's module is fetched while
    # online: the page runs the bundle, and the worker keeps the bundle, not the modules.
    page.evaluate("async () => { window.testOutbox = await import('/js/core/outbox.js'); }")
    page.context.set_offline(True)
    page.evaluate("""async ([id, day, note]) => {
      const { enqueue } = window.testOutbox;
      await enqueue({ habitId: id, day, entry: { state: 'done', note }, updatedAt: Date.now(), loggedMinute: 600 });
    }""", [habit["id"], testclock.today(), SECRET_NOTE + " (queued)"])
    before = page.evaluate(DUMP)
    assert SECRET_HABIT in before and SECRET_NOTE in before  # the raw read sees plain data
    page.context.set_offline(False)

    turn_on_lock(page)
    reload_locked(app, SECRET_HABIT, SECRET_NOTE)
    after = page.evaluate(DUMP)
    assert "ripple-replica/replicas" in after and "ripple/outbox" in after
    assert SECRET_HABIT not in after
    assert SECRET_NOTE not in after

    # Unlocked and online, the Habits tab's read is kept, sealed, by the page (the worker keeps
    # no answers under the lock).
    unlock(app)
    page.locator('.tab[data-tab="habits"]').click()
    expect(page.locator(".hrow-name").get_by_text(SECRET_HABIT, exact=True)).to_be_visible()
    page.wait_for_function("""async () => {
      const d = await new Promise((r) => { const q = indexedDB.open('ripple-lock-reads'); q.onsuccess = () => r(q.result); });
      if (!d.objectStoreNames.contains('reads')) { d.close(); return false; }
      const keys = await new Promise((r) => { const q = d.transaction('reads').objectStore('reads').getAllKeys(); q.onsuccess = () => r(q.result); });
      d.close();
      return keys.some((k) => k.startsWith('/api/v1/habits'));
    }""")

    # Unlocked with no connection: Today comes from the sealed replica, the Habits tab from the
    # sealed reads; locked, both are unreadable.
    page.context.set_offline(True)
    page.reload()
    expect_locked(page, SECRET_HABIT)
    sealed = page.evaluate(DUMP)
    assert "ripple-lock-reads/reads" in sealed
    assert SECRET_HABIT not in sealed and SECRET_NOTE not in sealed
    unlock(app)
    expect(app.card(SECRET_HABIT)).to_be_visible()
    expect(page.locator(".offline-banner")).to_be_visible()
    page.locator('.tab[data-tab="habits"]').click()
    expect(page.locator(".hrow-name").get_by_text(SECRET_HABIT, exact=True)).to_be_visible()
    page.context.set_offline(False)


def test_it_locks_after_the_chosen_time_in_the_background_and_covers_the_app_there(make_app, server):
    server.create_habit(SECRET_HABIT)
    app = open_app(make_app, server)
    page = app.page
    turn_on_lock(page)
    page.get_by_label("Lock after").select_option(label="After 5 minutes")
    close_sheet(page)
    show_today(page)
    # Back after 4 minutes: still open; the cover came and went.
    page.evaluate(HIDE, "hidden")
    expect(page.locator(".lock-cover")).to_be_visible()
    page.clock.fast_forward("04:00")
    page.evaluate(HIDE, "visible")
    expect(page.locator(".lock-cover")).to_have_count(0)
    expect(app.card(SECRET_HABIT)).to_be_visible()
    # Back after 6 minutes: locked.
    page.evaluate(HIDE, "hidden")
    page.clock.fast_forward("06:00")
    page.evaluate(HIDE, "visible")
    expect_locked(page, SECRET_HABIT)
    unlock(app)
    # "Immediately": locked as soon as it goes to the background.
    open_privacy(page)
    page.get_by_label("Lock after").select_option(label="Immediately")
    close_sheet(page)
    page.evaluate(HIDE, "hidden")
    expect_locked(page, SECRET_HABIT)


def test_wrong_passcodes_wait_longer_and_after_ten_the_cli_resets_the_lock(make_app, server):
    server.create_habit(SECRET_HABIT)
    app = open_app(make_app, server)
    page = app.page
    turn_on_lock(page)
    reload_locked(app, SECRET_HABIT)
    field = page.get_by_label("Passcode")
    status = page.locator(".lock-status").first

    def wrong():
        field.fill("9999")
        page.get_by_role("button", name="Unlock", exact=True).click()
        expect(status).not_to_have_text("Checking…", timeout=20_000)

    for _ in range(3):
        expect(field).to_be_enabled(timeout=20_000)
        wrong()
    expect(status).to_have_text("Too many tries. Try again in 5 s.", timeout=20_000)
    expect(field).to_be_disabled()
    page.clock.fast_forward("00:03")
    expect(status).to_have_text("Too many tries. Try again in 2 s.")
    page.clock.fast_forward("00:03")
    expect(field).to_be_enabled()
    wrong()
    expect(status).to_have_text("Too many tries. Try again in 30 s.", timeout=20_000)
    page.clock.fast_forward("00:31")
    wrong()
    expect(status).to_have_text("Too many tries. Try again in 1 min.", timeout=20_000)
    page.clock.fast_forward("01:01")
    for _ in range(5):  # the sixth to the tenth
        expect(field).to_be_enabled(timeout=20_000)
        expect(page.get_by_role("button", name="Forgot passcode?")).to_be_hidden()
        wrong()
        expect(status).to_have_text("Too many tries. Try again in 5 min.", timeout=20_000)
        page.clock.fast_forward("05:01")
    expect(page.get_by_role("button", name="Forgot passcode?")).to_be_visible()
    page.get_by_role("button", name="Forgot passcode?").click()
    expect(page.locator(".lock-help code")).to_have_text("ripple lock reset")

    # `ripple lock reset` on the machine that runs Ripple: the next start drops the lock.
    done = childprocess.run([server.binary, "lock", "reset", "--database", server.database],
                          capture_output=True, text=True, env=testclock.server_environment(), timeout=60)
    assert done.returncode == 0, done.stderr
    app.reload()
    show_today(page)
    expect(app.card(SECRET_HABIT)).to_be_visible()
    assert page.evaluate("localStorage.getItem('ripple.lock')") is None
    # An older reset does not drop a lock turned on after it.
    turn_on_lock(page)
    close_sheet(page)
    reload_locked(app, SECRET_HABIT)


def add_authenticator(page, prf):
    cdp = page.context.new_cdp_session(page)
    cdp.send("WebAuthn.enable")
    options = {"protocol": "ctap2", "transport": "internal", "hasUserVerification": True,
               "isUserVerified": True, "hasResidentKey": True, "automaticPresenceSimulation": True}
    if prf:
        options["hasPrf"] = True
    made = cdp.send("WebAuthn.addVirtualAuthenticator", {"options": options})
    return cdp, made["authenticatorId"]


def authenticator_unlocks(make_app, server, prf):
    server.create_habit(SECRET_HABIT)
    app = open_app(make_app, server)
    page = app.page
    cdp, authenticator = add_authenticator(page, prf)
    turn_on_lock(page)
    page.get_by_role("button", name="Use Face ID / Touch ID / device unlock").click()
    page.get_by_label("Passcode").fill(PASSCODE)
    page.locator(".privacy-confirm").click()
    expect(page.locator(".prow-label", has_text="Face ID / device unlock is on")).to_be_visible(timeout=20_000)
    device = page.evaluate("JSON.parse(localStorage.getItem('ripple.lock')).device")
    assert device["prf"] is prf
    assert len(cdp.send("WebAuthn.getCredentials", {"authenticatorId": authenticator})["credentials"]) == 1
    close_sheet(page)
    reload_locked(app, SECRET_HABIT)
    page.get_by_role("button", name="Unlock with Face ID / device").click()
    app.wait_ready()
    show_today(page)
    expect(app.card(SECRET_HABIT)).to_be_visible()
    return app, cdp, authenticator


def test_the_device_authenticator_with_prf_unlocks_by_itself(make_app, server):
    app, cdp, authenticator = authenticator_unlocks(make_app, server, prf=True)
    # Without the authenticator's answer (its user not verified) it stays locked.
    cdp.send("WebAuthn.setUserVerified", {"authenticatorId": authenticator, "isUserVerified": False})
    reload_locked(app, SECRET_HABIT)
    app.page.get_by_role("button", name="Unlock with Face ID / device").click()
    expect(app.page.locator(".lock-status").first).to_contain_text("did not unlock", timeout=20_000)
    expect(app.page.locator(".view")).to_have_count(0)


def test_the_device_authenticator_without_prf_unlocks_too(make_app, server):
    authenticator_unlocks(make_app, server, prf=False)


def test_after_ten_wrong_passcodes_the_device_authenticator_resets_the_lock(make_app, server):
    app, cdp, authenticator = authenticator_unlocks(make_app, server, prf=False)
    page = app.page
    page.evaluate("() => { const c = JSON.parse(localStorage.getItem('ripple.lock')); c.failures = 10; localStorage.setItem('ripple.lock', JSON.stringify(c)); }")
    reload_locked(app, SECRET_HABIT)
    page.get_by_role("button", name="Forgot passcode?").click()
    page.get_by_role("button", name="Reset with Face ID / device").click()
    app.wait_ready()
    show_today(page)
    expect(app.card(SECRET_HABIT)).to_be_visible()
    assert page.evaluate("localStorage.getItem('ripple.lock')") is None
