"""A forgotten app lock in accounts mode: after ten wrong passcodes, "Forgot passcode?" signs out;
signing in again drops the lock and the encrypted replica, which fills again from the account."""

from playwright.sync_api import expect

from test_accounts import accounts_server, clean_data, email, onboarding_done, open_app, sign_in  # noqa: F401 (fixtures)
from test_app_lock import DUMP, SECRET_HABIT, close_sheet, expect_locked, show_today, turn_on_lock


def test_signing_in_again_resets_a_forgotten_lock(open_app, accounts_server):  # noqa: F811
    address = email("lock")
    cookie = accounts_server.register(address)
    accounts_server.habit(cookie, SECRET_HABIT)
    app = open_app("/")
    page = app.page
    sign_in(page, address)
    app.wait_ready()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    turn_on_lock(page)
    close_sheet(page)
    # Ten wrong passcodes (their waits are tested in test_app_lock.py).
    page.evaluate("() => { const c = JSON.parse(localStorage.getItem('ripple.lock')); c.failures = 10; localStorage.setItem('ripple.lock', JSON.stringify(c)); }")
    page.reload()
    expect_locked(page, SECRET_HABIT)
    page.get_by_role("button", name="Forgot passcode?").click()
    page.get_by_role("button", name="Sign out and sign in again").click()
    sign_in(page, address)
    app.wait_ready()
    show_today(page)
    expect(app.card(SECRET_HABIT)).to_be_visible()
    assert page.evaluate("localStorage.getItem('ripple.lock')") is None
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    page.wait_for_function("""() => new Promise((resolve) => { const r = indexedDB.open('ripple-replica'); r.onsuccess = () => {
        const q = r.result.transaction('replicas').objectStore('replicas').getAll(); q.onsuccess = () => resolve(q.result.length === 1 && !q.result[0].sealed); }; })""")
    assert SECRET_HABIT in page.evaluate(DUMP)
