"""The free plan's habit limit is decided from the server's current answer when + is pressed:
right after the 5th habit is created, + opens the upgrade sheet, not the form."""

from playwright.sync_api import expect


def test_after_the_fifth_habit_plus_opens_the_upgrade_sheet(app, server):
    for name in ["Walk", "Read", "Water", "Stretch"]:
        server.create_habit(name)
    app.open()
    page = app.page
    page.get_by_role("button", name="Add habit").click()
    sheet = page.get_by_role("dialog", name="New Habit")
    sheet.get_by_label("Habit Name").fill("Journal")
    sheet.get_by_role("button", name="Create Habit").click()
    expect(sheet).to_be_hidden()
    expect(app.card("Journal")).to_be_visible()
    app.writes_idle()
    page.get_by_role("button", name="Add habit").click()
    expect(page.get_by_role("dialog", name="Go Premium")).to_be_visible()
    expect(page.get_by_role("dialog", name="New Habit")).to_have_count(0)


def test_a_habit_made_elsewhere_counts_before_the_form_opens(app, server):
    for name in ["Walk", "Read", "Water", "Stretch"]:
        server.create_habit(name)
    app.open()
    expect(app.card("Stretch")).to_be_visible()
    server.create_habit("Journal")  # from another device: this page's copy of the plan is stale
    app.page.get_by_role("button", name="Add habit").click()
    expect(app.page.get_by_role("dialog", name="Go Premium")).to_be_visible()
    expect(app.page.get_by_role("dialog", name="New Habit")).to_have_count(0)
