"""Profile › Widgets shows each widget whole: scaled to fit the sheet at 390×844 (never clipped),
nothing overflowing inside the widget, the habits' own icons (not their initials), and in dark
mode no light square behind it."""

import re

import pytest

from playwright.sync_api import expect

SIZES = ["Small", "Medium", "Large"]


def open_widgets(app, server):
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
    server.create_habit("Walk", icon="walk", color="#10B981")
    server.create_habit("Read a long book every evening", icon="book", color="#6366F1")
    server.create_habit("Water", icon="water", color="#06B6D4")
    app.open("/#/profile")
    app.page.get_by_role("button", name=re.compile("^Home screen widgets")).click()
    sheet = app.page.get_by_role("dialog", name="Widgets")
    expect(sheet).to_be_visible()
    return sheet


def inside(inner, outer):
    return (inner["x"] >= outer["x"] - 0.5 and inner["y"] >= outer["y"] - 0.5
            and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + 0.5
            and inner["y"] + inner["height"] <= outer["y"] + outer["height"] + 0.5)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_each_preview_fits_shows_icons_and_has_no_square(make_app, server, scheme):
    app = make_app(color_scheme=scheme)
    sheet = open_widgets(app, server)
    page = app.page
    for size in SIZES:
        sheet.get_by_role("radiogroup", name="Widget size").get_by_role("radio", name=size).click()
        frame = page.frame_locator(".widget-preview")
        # The frame's page of this size, not the one it is leaving.
        expect(frame.locator("body")).to_have_attribute("data-size", size.lower())
        expect(frame.locator("html")).to_have_attribute("data-ready", "1")
        expect(frame.locator(".w-fill")).to_be_visible()
        stage = sheet.locator(".widget-stage").bounding_box()
        widget = page.locator(".widget-preview").bounding_box()
        assert inside(widget, stage), (size, widget, stage)
        fill = frame.locator(".w-fill")
        assert fill.evaluate("(e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight"), size
        assert fill.evaluate("(e) => { const r = e.getBoundingClientRect(); return r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5; }"), size
        if size != "Small":
            icons = frame.locator(".w-icon")
            expect(icons.first.locator("svg")).to_have_count(1)
            expect(icons.first).to_have_text("")
        # The page around the widget is see-through: the sheet's colours show, not a square.
        assert frame.locator("body").evaluate("(b) => getComputedStyle(b).backgroundColor") in ("rgba(0, 0, 0, 0)", "transparent")
        assert frame.locator("html").evaluate("(e) => e.dataset.scheme") == scheme
        app.screenshot(f"widget-preview-{size.lower()}-{scheme}")


def test_a_dark_widget_on_a_light_sheet_gets_no_backdrop(make_app, server):
    """A frame whose page has another colour scheme than the sheet is given an opaque backdrop by
    the browser: the frame takes the widget's own scheme instead."""
    app = make_app(color_scheme="light")
    sheet = open_widgets(app, server)
    sheet.get_by_role("radiogroup", name="Widget size").get_by_role("radio", name="Medium").click()
    sheet.get_by_role("radiogroup", name="Widget theme").get_by_role("radio", name="Dark").click()
    frame = app.page.frame_locator(".widget-preview")
    expect(frame.locator("html")).to_have_attribute("data-scheme", "dark")
    expect(frame.locator("html")).to_have_attribute("data-ready", "1")
    assert app.page.locator(".widget-preview").evaluate("(f) => getComputedStyle(f).colorScheme") == "dark"
    app.screenshot("widget-preview-dark-on-light")


def test_the_preview_never_runs_under_the_link_and_a_full_widget_says_how_many_more(make_app, server):
    app = make_app(color_scheme="dark")
    sheet = open_widgets(app, server)
    server.create_habit("Stretch", icon="yoga")
    server.create_habit("Journal", icon="journal")
    page = app.page
    for size in ("Medium", "Large"):
        sheet.get_by_role("radiogroup", name="Widget size").get_by_role("radio", name=size).click()
        frame = page.frame_locator(".widget-preview")
        # The frame's page of this size, not the one it is leaving.
        expect(frame.locator("body")).to_have_attribute("data-size", size.lower())
        expect(frame.locator("html")).to_have_attribute("data-ready", "1")
        stage = sheet.locator(".widget-stage").bounding_box()
        link = sheet.locator(".widget-copy").bounding_box()
        assert stage["y"] + stage["height"] <= link["y"], (size, stage, link)
    sheet.get_by_role("radiogroup", name="Widget size").get_by_role("radio", name="Medium").click()
    frame = page.frame_locator(".widget-preview")
    expect(frame.locator(".w-habit:not(.w-more)")).to_have_count(3)
    expect(frame.get_by_role("link", name="2 more in Ripple")).to_have_text("+ 2 more")
