"""The lock screen and Profile → Privacy at 390×844 in light and dark: no serious or critical axe
finding on either, and screenshots saved under Tests/Web/artifacts/ to look at."""

import pytest
from playwright.sync_api import expect

from helpers import animations_done, axe_blocking
from test_app_lock import SECRET_HABIT, close_sheet, expect_locked, open_app, open_privacy, turn_on_lock


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_privacy_and_the_lock_screen_are_accessible(make_app, server, scheme):
    server.create_habit(SECRET_HABIT)
    app = open_app(make_app, server, color_scheme=scheme, reduced_motion="reduce")
    page = app.page
    open_privacy(page)
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot(f"privacy-off-{scheme}")
    close_sheet(page)
    turn_on_lock(page)
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot(f"privacy-on-{scheme}")
    close_sheet(page)
    page.reload()
    expect_locked(page, SECRET_HABIT)
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot(f"lock-screen-{scheme}")
    # Wrong passcodes: the wait is spoken and shown.
    for _ in range(3):
        page.get_by_label("Passcode").fill("0000")
        page.get_by_role("button", name="Unlock", exact=True).click()
        expect(page.locator(".lock-status")).not_to_have_text("Checking…", timeout=20_000)
    expect(page.locator(".lock-status")).to_contain_text("Try again in", timeout=20_000)
    assert axe_blocking(page) == []
    app.screenshot(f"lock-screen-waiting-{scheme}")
