"""Toasts and live announcements sit above every sheet, menu and dialog: a toast shown while one is
open is the frontmost element where it stands, and the live region stays exposed."""

import re

from playwright.sync_api import expect


def frontmost_is_toast(page):
    toast = page.locator(".toast").last
    expect(toast).to_be_visible()
    box = toast.bounding_box()
    return page.evaluate(
        "([x, y]) => !!document.elementFromPoint(x, y)?.closest('.toast')",
        [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])


def test_a_toast_shows_above_the_sheet_that_made_it(app, server):
    app.open("/#/profile")
    page = app.page
    page.get_by_role("button", name=re.compile("^Notifications")).first.click()
    sheet = page.get_by_role("dialog", name="Notifications")
    sheet.get_by_role("button", name="Send a test notification").click()
    toast = page.get_by_role("status").filter(has_text="turn on Enable Notifications first")
    expect(toast).to_be_visible()
    assert frontmost_is_toast(page)
    app.screenshot("toast-over-sheet")


def test_a_toast_shows_above_a_dialog_and_the_announcer_stays_exposed(app, server):
    server.create_habit("Walk")
    app.open()
    page = app.page
    page.evaluate("import('/js/components/dialog.js').then((m) => { m.confirmDialog({title: 'Delete Habit?'}); })")
    dialog = page.get_by_role("alertdialog", name="Delete Habit?")
    expect(dialog).to_be_visible()
    page.evaluate("import('/js/components/ui.js').then((m) => { m.toast('Saved'); m.announce('Saved for Walk'); })")
    expect(page.get_by_role("status").filter(has_text="Saved")).to_be_visible()
    assert frontmost_is_toast(page)
    announcer = page.locator("#announcer")
    expect(announcer).to_have_text("Saved for Walk")
    assert announcer.evaluate("(e) => !e.inert && !e.closest('[aria-hidden=true]') && !e.closest('[inert]')")
