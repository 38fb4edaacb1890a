"""The Add / Edit Habit sheet: live counter, inline errors, server errors, discard dialog, keyboard use."""

from playwright.sync_api import expect

from helpers import animations_done, next_frame


def open_add(app):
    app.page.locator("#fab").click()
    sheet = app.page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    return sheet


def test_add_habit_with_inline_errors(app, server):
    server.create_habit("Drink water")
    app.open()
    sheet = open_add(app)
    name = sheet.get_by_label("Habit Name")
    create = sheet.get_by_role("button", name="Create Habit")
    expect(name).to_be_focused()
    expect(sheet.get_by_text("0/50")).to_be_visible()
    expect(create).to_be_disabled()

    name.fill("R")
    expect(sheet.get_by_text("1/50")).to_be_visible()
    name.fill("")
    expect(sheet.get_by_text("Please enter a habit name")).to_be_visible()
    expect(name).to_have_attribute("aria-invalid", "true")
    expect(create).to_be_disabled()

    name.fill("  DRINK water ")
    expect(sheet.get_by_text("A habit with this name already exists")).to_be_visible()
    expect(create).to_be_disabled()

    name.fill("Read 20 pages")
    expect(sheet.get_by_text("13/50")).to_be_visible()
    expect(sheet.locator(".field-error:visible")).to_have_count(0)
    expect(sheet.locator(".preview-name")).to_have_text("Read 20 pages")
    create.click()
    expect(sheet).to_be_hidden()
    expect(app.card("Read 20 pages")).to_be_visible()
    expect(app.page.get_by_role("status").filter(has_text="Habit created!")).to_be_visible()
    names = [h["name"] for h in server.api("GET", "/api/v1/habits", expect=200)[1]["habits"]]
    assert names == ["Drink water", "Read 20 pages"]


def test_name_is_limited_to_50_characters(app):
    app.open()
    sheet = open_add(app)
    sheet.get_by_label("Habit Name").fill("x" * 60)
    expect(sheet.get_by_label("Habit Name")).to_have_value("x" * 50)
    expect(sheet.get_by_text("50/50")).to_be_visible()


def test_server_validation_message_is_shown_inline(app, server):
    app.open()
    sheet = open_add(app)
    app.page.wait_for_load_state("networkidle")
    # Another client takes the name after this sheet loaded the list of names.
    server.create_habit("Yoga")
    sheet.get_by_label("Habit Name").fill("yoga")
    sheet.get_by_role("button", name="Create Habit").click()
    expect(sheet.get_by_text("A habit with this name already exists")).to_be_visible()
    expect(sheet).to_be_visible()


def test_dismissing_an_edited_sheet_asks_to_discard(app):
    app.open()
    sheet = open_add(app)
    sheet.get_by_label("Habit Name").fill("Half-written")
    app.page.keyboard.press("Escape")
    alert = app.page.get_by_role("alertdialog", name="Discard changes?")
    expect(alert).to_be_visible()
    alert.get_by_role("button", name="Keep Editing").click()
    expect(alert).to_be_hidden()
    expect(sheet.get_by_label("Habit Name")).to_have_value("Half-written")
    sheet.get_by_role("button", name="Cancel").first.click()
    app.page.get_by_role("alertdialog", name="Discard changes?").get_by_role("button", name="Discard").click()
    expect(sheet).to_be_hidden()
    # An untouched sheet closes without asking.
    sheet = open_add(app)
    app.page.locator(".sheet-layer .scrim").click(position={"x": 20, "y": 20})
    expect(sheet).to_be_hidden()
    expect(app.page.get_by_role("alertdialog")).to_have_count(0)


def test_create_with_schedule_value_reminder_category_icon_and_colour(app, server):
    app.open()
    sheet = open_add(app)
    sheet.get_by_label("Habit Name").fill("Guitar")
    sheet.get_by_role("button", name="Choose icon").click()
    picker = app.page.get_by_role("dialog", name="Choose Icon")
    picker.get_by_label("Search icons").fill("instrument")
    picker.get_by_role("button", name="music").click()
    expect(picker).to_be_hidden()
    sheet.get_by_role("radio", name="Teal").click()
    sheet.get_by_role("radio", name="Weekly").click()
    sheet.get_by_role("button", name="Increase times per week").click()
    expect(sheet.locator(".stepper-value")).to_have_text("4×")
    sheet.get_by_role("switch", name="Track a specific value").check()
    sheet.get_by_label("Target", exact=True).fill("20")
    sheet.get_by_label("Unit").fill("minutes")
    sheet.get_by_role("switch", name="Reminder").check()
    sheet.get_by_label("Time", exact=True).fill("07:30")
    sheet.get_by_role("button", name="New category").click()
    sheet.get_by_label("New category name").fill("Music")
    sheet.get_by_role("button", name="Create", exact=True).click()
    expect(sheet.get_by_role("button", name="Music")).to_have_attribute("aria-pressed", "true")
    sheet.get_by_role("button", name="Create Habit").click()
    expect(sheet).to_be_hidden()
    habit = server.api("GET", "/api/v1/habits", expect=200)[1]["habits"][0]
    assert habit["icon"] == "music"
    assert habit["color"].upper() == "#4ECDC4"
    assert habit["schedule"] == {"kind": "times_per_week", "times": 4}
    assert habit["measure"]["kind"] == "numeric" and habit["measure"]["target"] == 20 and habit["measure"]["unit"] == "minutes"
    assert habit["reminders"][0]["time"] == "07:30"
    category = server.api("GET", "/api/v1/categories", expect=200)[1]["categories"][0]
    assert category["name"] == "Music" and habit["categoryId"] == category["id"]
    expect(app.card("Guitar").locator(".time-badge")).to_have_text("7:30 AM")
    expect(app.page.locator(".section-title").first).to_have_text("Morning")


def test_specific_days_and_numeric_validation(app, server):
    app.open()
    sheet = open_add(app)
    sheet.get_by_label("Habit Name").fill("Gym")
    sheet.get_by_role("radio", name="Days").click()
    for day in ("Monday", "Wednesday", "Friday"):  # the default selection: clear it
        sheet.get_by_role("button", name=day).click()
    expect(sheet.get_by_text("Choose at least one day")).to_be_visible()
    expect(sheet.get_by_role("button", name="Create Habit")).to_be_disabled()
    sheet.get_by_role("button", name="Tuesday").click()
    sheet.get_by_role("button", name="Thursday").click()
    sheet.get_by_role("switch", name="Track a specific value").check()
    sheet.get_by_label("Target", exact=True).fill("0")
    expect(sheet.get_by_text("Please enter a valid number")).to_be_visible()
    sheet.get_by_label("Target", exact=True).fill("45")
    sheet.get_by_role("button", name="Create Habit").click()
    expect(sheet).to_be_hidden()
    habit = server.api("GET", "/api/v1/habits", expect=200)[1]["habits"][0]
    assert habit["schedule"] == {"kind": "weekdays", "weekdays": ["tue", "thu"]}
    assert habit["scheduleText"] == "Tue, Thu"


def test_edit_habit_from_details(app, server):
    server.create_habit("Mediate")
    app.open()
    app.card("Mediate").locator(".card-chev").click()
    app.page.get_by_role("button", name="Edit Habit").click()
    sheet = app.page.get_by_role("dialog", name="Edit Habit")
    expect(sheet.get_by_label("Habit Name")).to_have_value("Mediate")
    sheet.get_by_label("Habit Name").fill("Meditate")
    sheet.get_by_role("button", name="Save Changes").click()
    expect(sheet).to_be_hidden()
    expect(app.page.locator(".hero-name")).to_have_text("Meditate")
    app.page.get_by_role("button", name="Back").click()
    expect(app.card("Meditate")).to_be_visible()


def tab_until(page, predicate_js, limit=40):
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(predicate_js):
            return True
    return False


def test_keyboard_only_add_and_toggle(app, server):
    server.create_habit("Not yet")
    app.open()
    page = app.page
    assert tab_until(page, "document.activeElement?.id === 'fab'")
    page.keyboard.press("Enter")
    sheet = page.get_by_role("dialog", name="New Habit")
    expect(sheet.get_by_label("Habit Name")).to_be_focused()
    page.keyboard.type("Keyboard habit")
    page.keyboard.press("Enter")
    expect(sheet).to_be_hidden()
    card = app.card("Keyboard habit")
    expect(card).to_be_visible()
    assert tab_until(page, "document.activeElement?.classList.contains('card-hit') && document.activeElement.closest('.card-wrap').textContent.includes('Keyboard habit')")
    # The focus ring is visible on the card.
    outline = page.evaluate("(() => { const c = document.activeElement.closest('.card'); return getComputedStyle(c).outlineStyle + ' ' + getComputedStyle(c).outlineWidth; })()")
    assert outline.startswith("solid") and not outline.endswith(" 0px")
    page.keyboard.press("Space")
    expect(card.locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    app.writes_idle()
    habit = next(h for h in server.api("GET", "/api/v1/habits", expect=200)[1]["habits"] if h["name"] == "Keyboard habit")
    assert server.card(habit["id"])["today"]["state"] == "done"
    # Escape-free navigation: the details open from the keyboard too.
    assert tab_until(page, "document.activeElement?.classList.contains('card-chev')")
    page.keyboard.press("Enter")
    expect(page.get_by_role("dialog", name="Keyboard habit")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator(".detail")).to_have_count(0)


def test_free_plan_limit_is_explained(app, server):
    for n in range(4):
        server.create_habit(f"Habit {n + 1}")
    app.open()
    sheet = open_add(app)
    server.create_habit("Habit 5")  # elsewhere, after the form opened: the server refuses the sixth
    sheet.get_by_label("Habit Name").fill("One too many")
    sheet.get_by_role("button", name="Create Habit").click()
    expect(sheet.get_by_role("alert")).to_contain_text("5 active habits")
    # The refusal opens the upgrade modal.
    expect(app.page.get_by_role("dialog", name="Go Premium")).to_contain_text("The free plan includes 5 active habits.")


def test_swipe_down_on_the_handle_dismisses(make_app, server):
    app = make_app(has_touch=True, is_mobile=True)
    app.open()
    app.page.locator("#fab").tap()
    sheet = app.page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    animations_done(app.page)  # the sheet has slid all the way up
    box = sheet.locator(".sheet-header").bounding_box()
    cdp = app.page.context.new_cdp_session(app.page)
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for i in range(1, 15):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y + 30 * i}]})
        next_frame(app.page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    expect(sheet).to_be_hidden()
