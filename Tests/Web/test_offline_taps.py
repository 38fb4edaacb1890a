"""Two devices offline at once, each adding glasses with the value sheet's "+1" steps: when both
are back, the server holds the sum (the taps were sent as taps, POST …/checkins/{day}/taps, not
as a value that the last device to sync would win with), and both screens show it. A tap sent
again with the same name counts once; a typed value still sets the value."""

from playwright.sync_api import expect

from test_offline import OUTBOX, wait_for_worker

WATER = {"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"}


def add_glasses(app, times, name="Water"):
    """Adds `times` glasses with the value sheet's "+1" step, then Done."""
    app.card(name).locator(".card-hit").click()
    sheet = app.page.get_by_role("dialog", name=name)
    expect(sheet).to_be_visible()
    for _ in range(times):
        sheet.get_by_role("button", name="Add 1", exact=True).click()
    sheet.get_by_role("button", name="Done").click()
    expect(sheet).to_be_hidden()


def test_glasses_added_on_two_offline_devices_add_up(make_app, server):
    habit = server.create_habit("Water", icon="water", measure=WATER)
    server.create_habit("Other")
    day = server.today()["day"]
    server.check_in(habit["id"], day, value=1)
    a, b = make_app(), make_app()
    for device in (a, b):
        device.open()
        wait_for_worker(device.page)
        expect(device.card("Water").locator(".value-text")).to_have_text("1 of 8 glasses")
        device.page.context.set_offline(True)

    add_glasses(a, 2)
    add_glasses(b, 3)
    expect(a.card("Water").locator(".value-text")).to_have_text("3 of 8 glasses")
    expect(b.card("Water").locator(".value-text")).to_have_text("4 of 8 glasses")
    taps = []
    for device, amount in ((a, 2), (b, 3)):
        expect(device.page.locator(".offline-banner")).to_contain_text("1 change will sync")
        (queued,) = device.page.evaluate(OUTBOX)
        assert queued["tap"]["amount"] == amount, queued
        taps.append(queued["tap"])

    for device in (b, a):
        device.page.context.set_offline(False)
        device.page.evaluate("dispatchEvent(new Event('online'))")
        expect(device.page.locator(".offline-banner")).to_be_hidden(timeout=30_000)
        device.writes_idle()
    assert server.card(habit["id"])["today"]["value"] == 6
    for device in (a, b):
        device.reload()
        expect(device.card("Water").locator(".value-text")).to_have_text("6 of 8 glasses")

    # A tap sent again (its answer lost) is not counted twice.
    again = server.api("POST", f"/api/v1/habits/{habit['id']}/checkins/{day}/taps", {"tap": taps[0]["id"], "amount": 2}, expect=200)[1]
    assert again["applied"] is False and again["checkIn"]["value"] == 6

    # A typed value sets the day's value, whatever the other device had.
    a.card("Water").locator(".card-hit").click()
    sheet = a.page.get_by_role("dialog", name="Water")
    sheet.locator("#value-input").fill("2")
    sheet.get_by_role("button", name="Done").click()
    expect(a.card("Water").locator(".value-text")).to_have_text("2 of 8 glasses")
    a.writes_idle()
    assert server.card(habit["id"])["today"]["value"] == 2
