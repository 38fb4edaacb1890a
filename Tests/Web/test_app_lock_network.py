"""Nothing leaves without the person: every screen of the app (Today, Habits, a habit's details,
Statistics, Profile and its sheets, the coach's screens, About and its sheets) is visited with
every request of the browser context recorded (the service worker's too), and none goes to an
origin other than the app's own. The About screen's privacy statement says what is stored where."""

import re
from urllib.parse import urlsplit

from playwright.sync_api import expect

from helpers import add_days
from test_coach_a11y import make_goal
from test_offline import wait_for_worker

# Each opens a sheet (Backup, Restore and Import open the system's file dialogs instead).
PROFILE_SHEETS = [
    "Notifications", "Privacy App lock", "Home screen widgets", "Export Data", "What's New", "Licences",
    "Privacy What is stored where",
]


def close_overlays(page):
    """Closes whatever a row opened (a sheet, a dialog, a full screen) until nothing is left inert."""
    open_layers = page.locator("#overlay-root > *, body > [inert], .upgrade, .widgets-screen")
    for _ in range(5):
        try:
            expect(open_layers).to_have_count(0, timeout=1500)
            return
        except AssertionError:
            page.keyboard.press("Escape")
    expect(open_layers).to_have_count(0)


def test_every_screen_talks_only_to_its_own_origin(make_app, server):
    run = server.create_habit("Morning run", icon="run", reminders=[{"time": "07:00", "weekdays": ["mon", "wed", "fri"]}])
    server.create_habit("Drink water", icon="water", measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    today = server.today()["day"]
    server.check_in(run["id"], add_days(today, -1), note="Easy pace")
    goal = make_goal(server, add_days(today, -14))
    app = make_app()
    page = app.page
    seen = []
    page.context.on("request", lambda r: seen.append(r.url))
    app.open()
    wait_for_worker(page)
    own = urlsplit(server.base_url)

    def visit(hash_, ready):
        page.evaluate(f"location.hash = '{hash_}'")
        expect(ready).to_be_visible(timeout=15_000)

    visit("#/habits", page.locator("#view-habits"))
    visit(f"#/habit/{run['id']}", page.locator(".detail").first)
    visit("#/stats", page.locator("#view-stats"))
    visit("#/profile", page.locator("#view-profile"))
    for name in PROFILE_SHEETS:
        page.get_by_role("button", name=re.compile("^" + re.escape(name))).first.click()
        expect(page.locator("#overlay-root > *")).not_to_have_count(0)
        page.wait_for_load_state("networkidle")
        close_overlays(page)
        visit("#/profile", page.locator("#view-profile"))
    for path in ("new", f"goal/{goal['id']}", f"goal/{goal['id']}/week", f"goal/{goal['id']}/stage/1",
                 f"goal/{goal['id']}/review", f"goal/{goal['id']}/recalibrate"):
        visit(f"#/coach/{path}", page.locator(".coach-layer, .coach").first)
        page.wait_for_load_state("networkidle")
    visit("#/today", page.locator("#view-today"))
    page.wait_for_load_state("networkidle")

    assert len(seen) > 20
    elsewhere = [u for u in seen if not u.startswith(("data:", "blob:")) and urlsplit(u).netloc != own.netloc]
    assert elsewhere == []


def test_the_privacy_statement_says_what_is_stored_where(app):
    app.open("/#/profile")
    app.page.get_by_role("button", name=re.compile("^Privacy What is stored where")).click()
    sheet = app.page.get_by_role("dialog")
    for words in ("server’s database", "IndexedDB", "encrypted", "passcode never leaves this device", "Backups"):
        expect(sheet).to_contain_text(words)
