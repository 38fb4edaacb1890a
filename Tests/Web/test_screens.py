"""Screenshots of every screen at 390×844 in light and dark, saved under Tests/Web/artifacts/ to look at."""

import pytest
from playwright.sync_api import expect

from helpers import add_days


def seed(server):
    run = server.create_habit("Morning run", icon="run", reminders=[{"time": "07:00", "weekdays": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}])
    server.create_habit("Meditate", icon="lotus", reminders=[{"time": "08:30", "weekdays": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}])
    water = server.create_habit("Drink water", icon="water", measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    read = server.create_habit("Read before bed", icon="book", schedule={"kind": "times_per_week", "times": 3}, reminders=[{"time": "21:30", "weekdays": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}])
    server.create_habit("Journal", icon="journal", schedule={"kind": "weekdays", "weekdays": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]})
    today = server.today()["day"]
    for n in (3, 2, 1):
        server.check_in(run["id"], add_days(today, -n))
        server.check_in(read["id"], add_days(today, -n))
    server.check_in(run["id"], today)
    server.check_in(water["id"], today, value=5)
    server.check_in(read["id"], add_days(today, -2), note="Finished chapter 4", mood="great")
    return today


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots(make_app, server, scheme):
    seed(server)
    app = make_app(color_scheme=scheme)
    page = app.page
    app.open()
    app.settle(800)
    app.screenshot(f"today-{scheme}")
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('card-hit')"):
            break
    app.screenshot(f"focus-ring-{scheme}")
    page.locator("#main").focus()

    app.card("Meditate").locator(".card-more").click()
    page.wait_for_timeout(400)
    app.screenshot(f"card-menu-{scheme}")
    page.keyboard.press("Escape")

    page.locator("#fab").click()
    sheet = page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    page.wait_for_timeout(600)
    sheet.get_by_label("Habit Name").fill("Read")
    sheet.get_by_label("Habit Name").fill("")
    app.screenshot(f"sheet-add-{scheme}")
    sheet.get_by_label("Habit Name").fill("Stretch")
    sheet.get_by_role("radio", name="Days").click()
    sheet.get_by_role("switch", name="Track a specific value").check()
    sheet.locator(".sheet-scroll").evaluate("e => e.scrollTop = 700")
    page.wait_for_timeout(300)
    app.screenshot(f"sheet-add-scrolled-{scheme}")
    sheet.get_by_role("button", name="Choose icon").click()
    page.wait_for_timeout(700)
    app.screenshot(f"icon-picker-{scheme}")
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    page.get_by_role("alertdialog").get_by_role("button", name="Discard").click()
    expect(sheet).to_be_hidden()

    app.card("Drink water").locator(".card-hit").click()
    page.wait_for_timeout(600)
    app.screenshot(f"value-sheet-{scheme}")
    page.keyboard.press("Escape")

    app.card("Read before bed").locator(".card-chev").click()
    expect(page.get_by_role("dialog", name="Read before bed")).to_be_visible()
    app.settle(700)
    app.screenshot(f"detail-{scheme}")
    page.locator(".detail-scroll").evaluate("e => e.scrollTop = 640")
    page.wait_for_timeout(300)
    app.screenshot(f"detail-calendar-{scheme}")
    page.locator(".cal-day:not([disabled])").first.click()
    page.wait_for_timeout(600)
    app.screenshot(f"day-entry-{scheme}")
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Delete Habit").click()
    page.wait_for_timeout(400)
    app.screenshot(f"delete-dialog-{scheme}")
    page.get_by_role("alertdialog").get_by_role("button", name="Cancel").click()
    page.get_by_role("button", name="Back").click()
    expect(page.locator(".detail")).to_have_count(0)

    for name in ("Meditate", "Journal"):
        app.card(name).locator(".card-hit").click()
    app.settle(300)
    page.get_by_role("button", name="Drink water, ", exact=False).first.click()
    page.get_by_role("dialog", name="Drink water").get_by_role("button", name="Add 5").click()
    page.get_by_role("dialog", name="Drink water").get_by_role("button", name="Done").click()
    modal = page.get_by_role("dialog", name="Perfect Day!")
    page.wait_for_timeout(500)
    if not modal.is_visible() and app.card("Read before bed").locator(".card-hit").get_attribute("aria-pressed") == "false":
        app.card("Read before bed").locator(".card-hit").click()
    expect(modal).to_be_visible(timeout=8000)
    page.wait_for_timeout(900)
    app.screenshot(f"perfect-day-{scheme}")
    modal.get_by_role("button", name="Awesome!").click()

    page.get_by_role("link", name="Statistics").click()
    page.wait_for_timeout(500)
    app.screenshot(f"coming-soon-{scheme}")


def test_screenshot_calm_and_empty(make_app, server):
    app = make_app()
    app.open()
    app.screenshot("empty-light")
    server.settings(celebrations="off")
    seed(server)
    app.reload()
    app.settle(500)
    app.screenshot("calm-light")
