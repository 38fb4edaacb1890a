"""Writes are ordered by a hybrid logical clock, not by the device's wall clock alone: a device
whose clock runs ten minutes slow, having synced another device's check-in, still writes after it
(its tap is stamped a millisecond past the newest stamp it has seen), so the server keeps the tap
the person just made; and a stamp from a device with a wild clock (days ahead) is not followed."""

import datetime

from playwright.sync_api import expect

import testclock


def test_a_slow_device_writes_after_what_it_has_synced(make_app, server):
    habit = server.create_habit("Stretch")
    fast = make_app()
    fast.open()
    fast.tap("Stretch")
    expect(fast.card("Stretch").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    fast.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "done"

    slow = make_app()
    slow.page.clock.set_system_time(testclock.now() - datetime.timedelta(minutes=10))
    slow.open()
    expect(slow.page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    card = slow.card("Stretch").locator(".card-hit")
    expect(card).to_have_attribute("aria-pressed", "true")
    slow.tap("Stretch")  # undo, ten minutes "before" the first device's tap by this device's clock
    expect(card).to_have_attribute("aria-pressed", "false")
    slow.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "none"
    slow.reload()
    expect(slow.card("Stretch").locator(".card-hit")).to_have_attribute("aria-pressed", "false")


def test_a_stamp_days_ahead_is_not_followed(make_app, server):
    app = make_app()
    app.open()
    now = app.page.evaluate("Date.now()")
    # The clock's module (a fresh instance of its source): a stamp a week ahead moves nothing; one
    # a minute ahead is followed.
    stamps = app.page.evaluate(
        """async (now) => {
            const clock = await import('/js/core/write-clock.js');
            const first = clock.stampOf(new Date(now));
            clock.sawStamp(now + 7 * 86400000, now);
            const second = clock.stampOf(new Date(now));
            clock.sawStamp(now + 60000, now);
            const third = clock.stampOf(new Date(now));
            return [first - now, second - now, third - now];
        }""",
        now,
    )
    assert stamps == [0, 1, 60001]
