"""The pinned clock holds everywhere: the server's today, the user's zone, the browser's date and
zone all follow RIPPLE_TEST_NOW / RIPPLE_TEST_TZ (testclock), never the machine's calendar."""

import datetime

import testclock


def test_server_user_and_browser_share_the_pinned_day_and_zone(app, server):
    assert server.today()["day"] == testclock.today()
    app.open()
    page = app.page
    assert page.evaluate("Intl.DateTimeFormat().resolvedOptions().timeZone") == testclock.ZONE_NAME
    # en-CA writes the local date as yyyy-mm-dd.
    assert page.evaluate("new Date().toLocaleDateString('en-CA')") == testclock.today()
    browser_now = datetime.datetime.fromtimestamp(page.evaluate("Date.now()") / 1000, datetime.timezone.utc)
    assert abs(browser_now - testclock.now()) < datetime.timedelta(seconds=30)
    # The web app found the user's zone already right, so it changed nothing.
    assert server.api("GET", "/api/v1/settings", expect=200)[1]["timeZone"] == testclock.ZONE_NAME
    assert server.today()["day"] == testclock.today()
