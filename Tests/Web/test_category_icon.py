"""A new category gets the colour and
the icon the user picks in the habit sheet; the Habits tab shows the icon in the section header."""

from playwright.sync_api import expect

from conftest import ARTIFACTS


def test_new_category_gets_the_colour_and_icon_the_user_picks(app, server):
    app.open()
    page = app.page
    page.locator("#fab").click()
    sheet = page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    sheet.get_by_label("Habit Name").fill("Stretch")
    sheet.get_by_role("button", name="New category").click()
    sheet.get_by_label("New category name").fill("Body")
    sheet.get_by_role("radiogroup", name="Category colour").get_by_role("radio", name="Rose").click()

    tile = sheet.get_by_role("button", name="Category icon")
    expect(tile).to_have_accessible_name("Category icon: none, choose one")
    tile.click()
    picker = page.get_by_role("dialog", name="Choose Icon")
    picker.get_by_label("Search icons").fill("heart")
    picker.get_by_role("button", name="heart", exact=True).click()
    expect(picker).to_be_hidden()
    expect(tile).to_have_accessible_name("Category icon: heart")
    expect(sheet.get_by_role("button", name="No icon")).to_be_visible()
    sheet.locator(".cat-new").screenshot(path=str(ARTIFACTS / "new-category.png"))

    sheet.get_by_role("button", name="Create", exact=True).click()
    expect(sheet.locator(".chip[aria-pressed='true']")).to_have_text("Body")
    categories = server.api("GET", "/api/v1/categories", expect=200)[1]["categories"]
    assert [(c["name"], c["color"].upper(), c["icon"]) for c in categories] == [("Body", "#F43F5E", "heart")]

    sheet.get_by_role("button", name="Create Habit").click()
    expect(sheet).to_be_hidden()
    app.open("/#/habits")
    expect(page.get_by_role("heading", name="Habits", exact=True)).to_be_visible()
    head = page.locator(".hgroup-head", has_text="Body")
    expect(head.locator(".hgroup-icon")).to_have_attribute("data-icon", "heart")
