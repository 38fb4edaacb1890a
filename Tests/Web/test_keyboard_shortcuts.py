"""Keyboard shortcuts on medium and wide screens: n adds a habit, j/k (or the arrows) move between
Today's habits, x or Space checks the focused one in, Enter or o opens it, e edits, s skips, 1–4 or
g then a letter switch tabs, / opens search, ? lists them all. None fires while typing in a field or
while another dialog is open, nor on a phone."""

import re

import pytest
from playwright.sync_api import expect

from helpers import animations_done, axe_blocking

LAPTOP = {"width": 1280, "height": 800}
FOCUSED_ROW = "document.activeElement?.classList.contains('card-wrap') ? document.activeElement.querySelector('.card-name').textContent : null"


def focused_row(page):
    return page.evaluate(FOCUSED_ROW)


def focus_habit(page, name):
    """Presses j until the habit `name` is focused, once the shortcuts have started (after Today is
    up: `<html data-shortcuts="ready">`)."""
    expect(page.locator("html")).to_have_attribute("data-shortcuts", "ready")
    for _ in range(10):
        page.keyboard.press("j")
        if focused_row(page) == name:
            return
    raise AssertionError(f"j never reached {name}; focus on {page.evaluate('document.activeElement?.outerHTML.slice(0, 80)')}")


def habit_named(server, name):
    return next(h for h in server.api("GET", "/api/v1/habits", expect=200)[1]["habits"] if h["name"] == name)


def test_keyboard_only_add_check_in_switch_tabs_and_help(make_app, server):
    server.create_habit("Read")  # a second habit: checking one in is no perfect day (a dialog)
    app = make_app(viewport=LAPTOP)
    app.open()
    page = app.page
    expect(page.locator(".tab[data-tab='today']")).to_have_attribute("aria-current", "page")
    focus_habit(page, "Read")  # the shortcuts have started

    # n: the New Habit dialog, its name field focused; Enter creates the habit.
    page.keyboard.press("n")
    sheet = page.get_by_role("dialog", name="New Habit")
    expect(sheet.get_by_label("Habit Name")).to_be_focused()
    page.keyboard.type("Meditate")
    page.keyboard.press("Enter")
    expect(sheet).to_be_hidden()
    expect(app.card("Meditate")).to_be_visible()

    # j: from habit to habit, with a visible ring; x checks it in through the same write as a tap.
    focus_habit(page, "Meditate")
    ring = page.evaluate("(() => { const c = document.activeElement.querySelector('.card'); const s = getComputedStyle(c); return [document.activeElement.matches(':focus-visible'), s.outlineStyle, s.outlineWidth]; })()")
    assert ring[0] and ring[1] == "solid" and ring[2] != "0px", ring
    page.keyboard.press("x")
    expect(app.card("Meditate").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    app.writes_idle()
    assert server.card(habit_named(server, "Meditate")["id"])["today"]["state"] == "done"
    assert focused_row(page) == "Meditate"

    # 3, then g h: Statistics, then Habits, each the current tab.
    page.keyboard.press("3")
    expect(page.locator("#view-stats")).to_be_visible()
    expect(page.locator(".tab[data-tab='stats']")).to_have_attribute("aria-current", "page")
    page.keyboard.press("g")
    page.keyboard.press("h")
    expect(page.locator("#view-habits")).to_be_visible()
    expect(page.locator(".tab[data-tab='habits']")).to_have_attribute("aria-current", "page")
    # /: the search sheet, its field focused; Escape closes it.
    expect(page.locator("#view-habits .hrow-hit[aria-label^='Meditate,']")).to_be_visible()
    page.keyboard.press("/")
    search = page.get_by_role("dialog", name="Search")
    expect(search.get_by_role("searchbox", name="Search")).to_be_focused()
    page.keyboard.press("Escape")
    expect(search).to_have_count(0)
    page.keyboard.press("1")
    expect(page.locator("#view-today")).to_be_visible()
    focus_habit(page, "Meditate")

    # ?: the help sheet lists every shortcut; Escape closes it and the focus goes back to the habit.
    page.keyboard.press("?")
    help_sheet = page.get_by_role("dialog", name="Keyboard shortcuts")
    expect(help_sheet).to_be_visible()
    rows = help_sheet.locator(".shortcut-row")
    expect(rows).to_have_count(13)
    for does in ("Next habit", "New habit", "Go to Statistics", "Show these shortcuts"):
        expect(help_sheet.get_by_text(does, exact=True)).to_be_visible()
    expect(help_sheet.locator(".shortcut-row", has_text="Go to Statistics")).to_contain_text("g then s")
    assert page.evaluate("document.querySelector('.shortcut-sheet').contains(document.activeElement)")
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot("keyboard-shortcuts-help")
    # While it is open, no other shortcut fires.
    page.keyboard.press("2")
    expect(page.locator("#view-today")).to_be_visible()
    page.keyboard.press("Escape")
    expect(help_sheet).to_be_hidden()
    assert focused_row(page) == "Meditate"


def test_a_shortcut_typed_in_a_field_or_under_a_dialog_does_not_fire(make_app, server):
    server.create_habit("Read")
    app = make_app(viewport=LAPTOP)
    app.open()
    page = app.page
    focus_habit(page, "Read")  # the shortcuts have started
    page.keyboard.press("n")
    sheet = page.get_by_role("dialog", name="New Habit")
    name = sheet.get_by_label("Habit Name")
    expect(name).to_be_focused()
    page.keyboard.type("x2?n/j gs")
    expect(name).to_have_value("x2?n/j gs")
    expect(page.get_by_role("dialog", name="Keyboard shortcuts")).to_have_count(0)
    assert page.evaluate("location.hash") in ("", "#/today")
    # On the dialog's own buttons (no field), a shortcut does not fire under it either.
    sheet.get_by_role("button", name="Cancel").focus()
    page.keyboard.press("3")
    page.keyboard.press("?")
    expect(page.get_by_role("dialog", name="Keyboard shortcuts")).to_have_count(0)
    assert page.evaluate("location.hash") in ("", "#/today")
    expect(sheet).to_be_visible()
    assert server.card(habit_named(server, "Read")["id"])["today"]["state"] != "done"


def test_the_focused_habit_opens_edits_and_skips(make_app, server):
    for name in ("Read", "Stretch", "Walk"):
        server.create_habit(name)
    app = make_app(viewport=LAPTOP)
    app.open()
    page = app.page
    expect(app.card("Walk")).to_be_visible()
    order = app.card_names()
    focus_habit(page, order[0])
    page.keyboard.press("ArrowDown")
    page.keyboard.press("j")
    assert focused_row(page) == order[2]
    page.keyboard.press("j")  # the last stays
    page.keyboard.press("ArrowUp")
    assert focused_row(page) == order[1]
    second = order[1]

    # s skips it, and s again takes the skip back.
    page.keyboard.press("s")
    expect(app.card(second).locator(".card")).to_have_class(re.compile(r"\bis-skipped\b"))
    app.writes_idle()
    assert server.card(habit_named(server, second)["id"])["today"]["state"] == "skipped"

    # e: its Edit Habit dialog; Escape gives the focus back to it.
    page.keyboard.press("e")
    edit = page.get_by_role("dialog", name="Edit Habit")
    expect(edit).to_be_visible()
    expect(edit.get_by_label("Habit Name")).to_have_value(second)
    page.keyboard.press("Escape")
    expect(edit).to_be_hidden()
    assert focused_row(page) == second

    # Enter (on the card, not one of its buttons) or o: its details, beside the list.
    page.keyboard.press("Enter")
    expect(page.get_by_role("dialog", name=second)).to_be_visible()
    # A tab's shortcut closes it, and the focus goes back to the habit it was opened from.
    page.keyboard.press("1")
    expect(page.locator(".detail")).to_have_count(0)
    assert focused_row(page) == second
    page.keyboard.press("j")
    page.keyboard.press("o")
    expect(page.get_by_role("dialog", name=order[2])).to_be_visible()


def test_no_shortcut_on_a_phone(make_app, server):
    server.create_habit("Read")
    app = make_app(viewport=LAPTOP)
    app.open()
    page = app.page
    focus_habit(page, "Read")  # the shortcuts have started
    page.locator("#main").focus()
    page.set_viewport_size({"width": 390, "height": 844})
    for key in ("2", "n", "?", "j"):
        page.keyboard.press(key)
    expect(page.locator("#view-today")).to_be_visible()
    expect(page.get_by_role("dialog")).to_have_count(0)
    assert focused_row(page) is None


@pytest.mark.parametrize("viewport", [{"width": 820, "height": 1180}], ids=["tablet"])
def test_shortcuts_on_the_rail_too(make_app, server, viewport):
    server.create_habit("Read")
    app = make_app(viewport=viewport)
    app.open()
    page = app.page
    focus_habit(page, "Read")  # the shortcuts have started
    page.keyboard.press("4")
    expect(page.locator("#view-profile")).to_be_visible()
    expect(page.locator(".tab[data-tab='profile']")).to_have_attribute("aria-current", "page")
