"""The coach on wide screens (from 1024 px) sits in the content area beside the sidebar, which stays
in use, like every other screen; on a phone it is a modal layer over the whole app."""

from playwright.sync_api import expect

from helpers import animations_done, axe_blocking
from layout_checks import overflow


def test_the_coach_sits_beside_the_sidebar_on_wide_screens(make_app, server):
    app = make_app(viewport={"width": 1280, "height": 800})
    app.open("/#/coach/new")
    page = app.page
    coach = page.locator(".coach")
    expect(coach.locator(".wiz-progress")).to_have_text("1 of 4")
    animations_done(page)
    nav = page.get_by_role("navigation", name="Main")
    expect(nav).to_be_visible()
    sidebar, layer = nav.bounding_box(), coach.bounding_box()
    assert layer["x"] >= sidebar["x"] + sidebar["width"] - 0.5, (layer, sidebar)
    assert layer["x"] + layer["width"] <= 1280.5, layer
    expect(coach).to_have_attribute("aria-modal", "false")
    # The screen under the coach stays out of reach; the sidebar does not.
    expect(page.locator("#main")).to_have_js_property("inert", True)
    expect(nav).to_have_js_property("inert", False)
    assert overflow(page) == []
    assert axe_blocking(page) == []
    app.screenshot("coach-beside-sidebar")

    # A tab in the sidebar leaves the coach for that tab.
    nav.get_by_role("link", name="Habits").click()
    expect(coach).to_have_count(0)
    expect(page.locator("#view-habits")).to_be_visible()
    expect(page.locator("#main")).to_have_js_property("inert", False)


def test_the_coach_covers_the_app_on_a_phone_and_turns_with_the_window(make_app, server):
    app = make_app()
    app.open("/#/coach/new")
    page = app.page
    coach = page.locator(".coach")
    expect(coach.locator(".wiz-progress")).to_have_text("1 of 4")
    expect(coach).to_have_attribute("aria-modal", "true")
    expect(page.get_by_role("navigation", name="Main")).to_be_hidden()
    assert coach.bounding_box()["x"] == 0

    page.set_viewport_size({"width": 1280, "height": 800})
    expect(coach).to_have_attribute("aria-modal", "false")
    expect(page.get_by_role("navigation", name="Main")).to_be_visible()
    expect(page.locator(".tabbar")).to_have_js_property("inert", False)
    page.set_viewport_size({"width": 390, "height": 844})
    expect(coach).to_have_attribute("aria-modal", "true")
    expect(page.locator(".tabbar")).to_have_js_property("inert", True)
