"""A new habit's default icon is a neutral dot, not a check mark (which reads as done), and a
completed card shows one completion mark."""

from playwright.sync_api import expect

CHECK_PATH = "M5 12.5l4.5 4.5L19 7"


def test_a_habit_made_without_an_icon_gets_the_dot(server):
    habit = server.create_habit("Plain")
    assert habit["icon"] == "dot"


def test_the_form_starts_with_the_dot_and_a_done_card_shows_one_check(app, server):
    app.open()
    page = app.page
    page.get_by_role("button", name="Add habit").click()
    sheet = page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    sheet.get_by_label("Habit Name").fill("Floss")
    sheet.get_by_role("button", name="Create Habit").click()
    expect(sheet).to_be_hidden()
    habit = server.api("GET", "/api/v1/habits", expect=200)[1]["habits"][0]
    assert habit["icon"] == "dot"
    card = app.card("Floss")
    # Not done yet: no check mark at all (the done badge is made when the habit is done).
    expect(card.locator(f".card-icon path[d='{CHECK_PATH}']")).to_have_count(0)
    expect(card.locator(".card-icon circle")).to_have_count(1)
    card.locator(".card-hit").click()
    app.writes_idle()
    expect(card.locator(".card-icon .badge-done")).to_be_visible()
    # One completion mark: the done badge's check, not a second one drawn as the habit's icon.
    expect(card.locator(f".card-icon path[d='{CHECK_PATH}']:visible")).to_have_count(1)
