"""Screenshots of every screen at 390×844 in light and dark, saved under Tests/Web/artifacts/ to look at.
They check nothing, so they run only when asked for: `python3 -m pytest Tests/Web -m screenshots`."""

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done

pytestmark = pytest.mark.screenshots


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
    expect(app.card("Journal")).to_be_visible()
    animations_done(page)
    app.screenshot(f"today-{scheme}")
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('card-hit')"):
            break
    app.screenshot(f"focus-ring-{scheme}")
    page.locator("#main").focus()

    app.card("Meditate").locator(".card-more").click()
    expect(page.get_by_role("menu")).to_be_visible()
    animations_done(page)
    app.screenshot(f"card-menu-{scheme}")
    page.keyboard.press("Escape")

    page.locator("#fab").click()
    sheet = page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    animations_done(page)
    sheet.get_by_label("Habit Name").fill("Read")
    sheet.get_by_label("Habit Name").fill("")
    app.screenshot(f"sheet-add-{scheme}")
    sheet.get_by_label("Habit Name").fill("Stretch")
    sheet.get_by_role("radio", name="Days").click()
    sheet.get_by_role("switch", name="Track a specific value").check()
    sheet.locator(".sheet-scroll").evaluate("e => e.scrollTop = 700")
    app.screenshot(f"sheet-add-scrolled-{scheme}")
    sheet.get_by_role("button", name="Choose icon").click()
    expect(page.get_by_role("searchbox", name="Search icons")).to_be_visible()
    animations_done(page)
    app.screenshot(f"icon-picker-{scheme}")
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    page.get_by_role("alertdialog").get_by_role("button", name="Discard").click()
    expect(sheet).to_be_hidden()

    app.card("Drink water").locator(".card-hit").click()
    expect(page.get_by_role("dialog", name="Drink water")).to_be_visible()
    animations_done(page)
    app.screenshot(f"value-sheet-{scheme}")
    page.keyboard.press("Escape")

    app.card("Read before bed").locator(".card-chev").click()
    expect(page.get_by_role("dialog", name="Read before bed")).to_be_visible()
    expect(page.locator(".hs-body")).not_to_have_attribute("aria-busy", "true")
    animations_done(page)
    app.screenshot(f"detail-{scheme}")
    page.locator(".detail-scroll").evaluate("e => e.scrollTop = 640")
    app.screenshot(f"detail-calendar-{scheme}")
    page.locator(".cal-day:not([disabled])").first.click()
    expect(page.get_by_role("radio", name="Done")).to_be_visible()
    animations_done(page)
    app.screenshot(f"day-entry-{scheme}")
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Delete Habit").click()
    expect(page.get_by_role("alertdialog")).to_be_visible()
    animations_done(page)
    app.screenshot(f"delete-dialog-{scheme}")
    page.get_by_role("alertdialog").get_by_role("button", name="Cancel").click()
    page.get_by_role("button", name="Back").click()
    expect(page.locator(".detail")).to_have_count(0)

    for name in ("Meditate", "Journal"):
        app.card(name).locator(".card-hit").click()
    app.writes_idle()
    page.get_by_role("button", name="Drink water, ", exact=False).first.click()
    page.get_by_role("dialog", name="Drink water").get_by_role("button", name="Add 5").click()
    page.get_by_role("dialog", name="Drink water").get_by_role("button", name="Done").click()
    modal = page.get_by_role("dialog", name="Perfect Day!")
    app.writes_idle()
    if not modal.is_visible() and app.card("Read before bed").locator(".card-hit").get_attribute("aria-pressed") == "false":
        app.card("Read before bed").locator(".card-hit").click()
    expect(modal).to_be_visible(timeout=8000)
    animations_done(page)
    app.screenshot(f"perfect-day-{scheme}")
    modal.get_by_role("button", name="Awesome!").click()

    page.get_by_role("link", name="Statistics").click()
    expect(page.locator(".success-card")).to_be_visible()
    animations_done(page)
    app.screenshot(f"statistics-{scheme}")


def test_screenshot_calm_and_empty(make_app, server):
    app = make_app()
    app.open()
    expect(app.page.get_by_role("heading", name="Start Your Journey")).to_be_visible()
    animations_done(app.page)
    app.screenshot("empty-light")
    server.settings(celebrations="off")
    seed(server)
    app.reload()
    expect(app.page.locator(".today-list .card-name")).to_have_count(5)
    animations_done(app.page)
    app.screenshot("calm-light")
