"""Gestures on habit cards with pointer events: long press, swipe right, swipe left; all have buttons too."""

import datetime
import re

import testclock
from playwright.sync_api import expect

from helpers import animations_done, long_press, touch_swipe


def test_long_press_opens_the_quick_actions_with_details_among_them(app, server):
    # A long press opens the quick-action menu; the details are one of its items.
    habit = server.create_habit("Read", icon="book")
    app.open()
    box = app.card("Read").locator(".card").bounding_box()
    page = app.page
    page.mouse.move(box["x"] + 100, box["y"] + 30)
    long_press(page, 550)
    menu = page.get_by_role("menu", name="Read actions")
    expect(menu).to_be_visible()
    page.mouse.up()
    expect(menu).to_be_visible()
    menu.get_by_role("menuitem", name="Details").click()
    expect(page.get_by_role("dialog", name="Read")).to_be_visible()
    assert page.evaluate("location.hash") == f"#/habit/{habit['id']}"
    app.writes_idle()
    # A long press is not a tap: today stays unchecked.
    assert server.card(habit["id"])["today"]["state"] == "none"
    page.go_back()
    expect(page.locator(".detail")).to_have_count(0)


def test_short_press_toggles_instead(app, server):
    habit = server.create_habit("Plank")
    server.create_habit("Not yet")
    app.open()
    box = app.card("Plank").locator(".card").bounding_box()
    page = app.page
    page.mouse.move(box["x"] + 100, box["y"] + 30)
    # The page's clock stands still while the button is down, so the press lasts 150 ms of its
    # time however slow the machine is (the long press takes 400 ms).
    page.clock.pause_at(testclock.now() + datetime.timedelta(seconds=1))
    page.mouse.down()
    page.clock.run_for(150)
    page.mouse.up()
    page.clock.resume()
    expect(app.card("Plank").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "done"
    expect(app.page.locator(".detail")).to_have_count(0)


def test_swipe_right_completes_with_touch(make_app, server):
    habit = server.create_habit("Swim", icon="swim")
    server.create_habit("Not yet")
    app = make_app(has_touch=True, is_mobile=True)
    app.open()
    card = app.card("Swim").locator(".card")
    touch_swipe(app.page, card, 240)
    expect(app.card("Swim").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "done"
    app.page.wait_for_function("(e) => e.style.transform === ''", arg=card.element_handle())


def test_short_swipe_springs_back(make_app, server):
    habit = server.create_habit("Bike", icon="bike")
    server.create_habit("Not yet")
    app = make_app(has_touch=True, is_mobile=True)
    app.open()
    card = app.card("Bike").locator(".card")
    touch_swipe(app.page, card, 90)
    app.page.wait_for_function(
        "(e) => ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(e).transform)", arg=card.element_handle())
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "none"
    expect(app.card("Bike").locator(".card-hit")).to_have_attribute("aria-pressed", "false")


def test_swipe_left_reveals_details_edit_skip(make_app, server):
    habit = server.create_habit("Cold shower")
    server.create_habit("Not yet")
    app = make_app(has_touch=True, is_mobile=True)
    app.open()
    wrap = app.card("Cold shower")
    touch_swipe(app.page, wrap.locator(".card"), -170, start=0.8)
    expect(wrap).to_have_class(re.compile("revealed"))
    animations_done(app.page)  # the card settles with the actions showing
    skip = wrap.get_by_role("button", name="Skip", exact=True)
    expect(skip).to_be_visible()
    expect(wrap.get_by_role("button", name="Details", exact=True)).to_be_visible()
    expect(wrap.get_by_role("button", name="Edit", exact=True)).to_be_visible()
    skip.tap()
    expect(wrap.locator(".card")).to_have_class(re.compile("is-skipped"))
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "skipped"
    touch_swipe(app.page, wrap.locator(".card"), -170, start=0.8)
    expect(wrap).to_have_class(re.compile("revealed"))
    animations_done(app.page)
    wrap.get_by_role("button", name="Details", exact=True).tap()
    expect(app.page.get_by_role("dialog", name="Cold shower")).to_be_visible()


def test_every_gesture_has_a_button(app, server):
    server.create_habit("Tea")
    app.open()
    card = app.card("Tea")
    expect(card.get_by_role("button", name="Open Tea details")).to_be_visible()
    card.get_by_role("button", name="More actions for Tea").click()
    for item in ("Complete", "Not Done Today", "Skip Today", "Add Note", "Details", "Edit Habit"):
        expect(app.page.get_by_role("menuitem", name=item)).to_be_visible()
