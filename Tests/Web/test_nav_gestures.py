"""The shell's gestures, each with its alternative: pull to refresh on Today and Habits (re-sync,
spinner, haptic; the Refresh button), a long press on a tab shows the tab previews (the context-menu
key), a two-finger horizontal swipe switches tabs (the tab bar), and a small upward swipe at the
bottom edge brings back a hidden tab bar. Touches are Chromium's own, sent through CDP."""

import re

import pytest
from playwright.sync_api import expect

from helpers import animations_done, axe_blocking, hold_requests, long_press, next_frame, pause_clock

VIBRATIONS = "window.__vibrations = []; Navigator.prototype.vibrate = function (p) { window.__vibrations.push(p); return true; };"


@pytest.fixture
def phone(make_app):
    """A touch phone whose vibrations are recorded, with the shell's gestures started."""

    def make(path="/", **options):
        app = make_app(has_touch=True, is_mobile=True, **options)
        app.page.add_init_script(VIBRATIONS)
        app.open(path)
        expect(app.page.locator(".ptr-button")).to_be_attached()
        return app

    return make


def touches(page, frames):
    """Sends touch frames: each a list of (x, y) points, one frame per animation frame; [] lifts."""
    cdp = page.context.new_cdp_session(page)
    previous = 0
    for points in frames:
        kind = "touchEnd" if not points else ("touchStart" if len(points) > previous else "touchMove")
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})
        previous = len(points)
        next_frame(page)
    cdp.detach()


def pull_down(page, distance=220, x=195, y=200, steps=14):
    touches(page, [[(x, y)]] + [[(x, y + distance * i / steps)] for i in range(1, steps + 1)] + [[]])


def test_pull_to_refresh_on_today_resyncs_with_a_spinner_and_a_haptic(phone, server):
    habit = server.create_habit("Read")
    server.create_habit("Walk")
    # No service worker: Today's read then goes from the page to the network, where it is held
    # while the spinner is checked, so a quick answer cannot end it first.
    app = phone(service_workers="block")
    page = app.page
    expect(app.card("Read").locator(".card-hit")).to_have_attribute("aria-pressed", "false")
    server.check_in(habit["id"], server.today()["day"])  # done on another device
    _, release = hold_requests(page, "**/api/v1/today*")
    pull_down(page)
    expect(page.locator(".ptr")).to_have_class("ptr is-shown is-refreshing settling")
    with page.expect_response(lambda r: r.url.split("?")[0].endswith("/api/v1/today")):
        release()
    expect(app.card("Read").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("status").filter(has_text="Up to date")).to_be_attached()
    expect(page.locator(".ptr")).not_to_have_class("is-refreshing")
    assert page.evaluate("window.__vibrations.length") >= 1


def test_a_short_pull_does_not_refresh(phone, server):
    server.create_habit("Read")
    app = phone()
    page = app.page
    asked = []
    page.on("request", lambda r: asked.append(r.url) if "/api/v1/today" in r.url else None)
    pull_down(page, distance=60)
    expect(page.locator(".ptr")).not_to_have_class("is-shown")
    assert asked == []
    assert page.evaluate("window.__vibrations.length") == 0


def test_pull_to_refresh_on_habits_shows_a_habit_made_elsewhere(phone, server):
    server.create_habit("Read")
    app = phone("/#/habits")
    page = app.page
    expect(page.locator("#view-habits")).to_contain_text("Read")
    server.create_habit("Stretch")
    pull_down(page)
    expect(page.locator("#view-habits")).to_contain_text("Stretch")


def test_the_refresh_button_is_the_keyboard_way(app, server):
    habit = server.create_habit("Read")
    server.create_habit("Walk")
    app.open()
    page = app.page
    button = page.get_by_role("button", name="Refresh")
    expect(button).to_be_attached()
    server.check_in(habit["id"], server.today()["day"])
    button.focus()
    expect(button).to_be_in_viewport()
    page.keyboard.press("Enter")
    expect(app.card("Read").locator(".card-hit")).to_have_attribute("aria-pressed", "true")


def test_a_long_press_on_a_tab_shows_the_tab_previews(app, server):
    server.create_habit("Read")
    app.open()
    page = app.page
    expect(page.locator(".ptr-button")).to_be_attached()
    tab = page.locator(".tab[data-tab='stats']")
    box = tab.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    long_press(page, 700)
    page.mouse.up()
    switcher = page.get_by_role("dialog", name="Tab previews")
    expect(switcher).to_be_visible()
    assert page.evaluate("location.hash") in ("", "#/today"), "the long press does not switch tabs itself"
    tiles = switcher.get_by_role("button")
    expect(tiles).to_have_count(4)
    expect(switcher.get_by_role("button", name="Statistics")).to_be_focused()
    # Today's tile is a picture of Today as it is.
    expect(switcher.locator(".tab-preview[data-tab='today'] .tab-preview-copy")).to_contain_text("Read")
    assert axe_blocking(page, ".tab-switcher") == []
    switcher.get_by_role("button", name="Habits").click()
    expect(switcher).to_have_count(0)
    expect(page).to_have_url(server.base_url + "/#/habits")


def test_the_context_menu_key_on_a_tab_shows_the_previews(app, server):
    app.open()
    page = app.page
    expect(page.locator(".ptr-button")).to_be_attached()
    page.locator(".tab[data-tab='profile']").focus()
    page.keyboard.press("Shift+F10")
    switcher = page.get_by_role("dialog", name="Tab previews")
    expect(switcher.get_by_role("button", name="Profile")).to_be_focused()
    page.keyboard.press("Escape")
    expect(switcher).to_have_count(0)


def test_a_two_finger_swipe_switches_tabs(phone, server):
    server.create_habit("Read")
    app = phone()
    page = app.page

    def swipe(dx):
        start = [(120, 400), (270, 430)]
        frames = [start] + [[(x + dx * i / 10, y) for x, y in start] for i in range(1, 11)] + [[]]
        touches(page, frames)

    # Each swipe starts once the screen it leaves shows its content, as a person's would. (A touch
    # stays with the element it began on: one that a late render replaces takes the rest of the
    # gesture with it, out of the page.)
    swipe(-180)
    expect(page).to_have_url(server.base_url + "/#/habits")
    expect(page.get_by_role("heading", name="Habits", level=1)).to_be_visible()
    expect(page.locator(".habits-body .hrow-name")).to_have_text(["Read"])
    swipe(-180)
    expect(page).to_have_url(server.base_url + "/#/stats")
    expect(page.get_by_role("heading", name="Statistics", level=1)).to_be_visible()
    expect(page.get_by_role("group", name=re.compile("^Current Streak"))).to_be_visible()
    swipe(180)
    expect(page).to_have_url(server.base_url + "/#/habits")


def hold_on_the_card(app, fingers):
    """Puts `fingers` (1 or 2) on the Read card, lets 700 ms of the page's time pass, and says
    whether the card's long press began (its haptic, given as the timer fires); then lifts."""
    page = app.page
    box = app.card("Read").bounding_box()
    y = box["y"] + box["height"] / 2
    points = [(box["x"] + 60, y), (box["x"] + 160, y)][:fingers]
    cdp = page.context.new_cdp_session(page)
    page.evaluate("window.__vibrations = []")
    pause_clock(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})
    page.clock.run_for(700)
    held = page.evaluate("window.__vibrations.length") > 0
    page.clock.resume()
    if held:
        expect(page.locator("#overlay-root .menu-item").first).to_be_visible()
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()
    return held


def test_two_fingers_held_on_a_card_are_no_long_press(phone, server):
    # A second finger makes the touch the tab swipe's (or a pinch), never the card's: on a slow
    # phone the long press's timer can come due before the fingers' first move is heard, and the
    # menu it opened took the next swipe's touches.
    server.create_habit("Read")
    app = phone()
    expect(app.card("Read")).to_be_visible()
    assert not hold_on_the_card(app, 2), "two fingers held on a card began its long press"
    expect(app.page.locator("#overlay-root")).to_be_empty()
    assert hold_on_the_card(app, 1), "one finger held on a card begins its long press"


def test_a_move_heard_after_the_long_press_timer_still_drags_the_card(phone, server):
    # On a busy phone the long press's timer can run before the finger's first move reaches the
    # page, though the finger moved first. The hold is decided in the frame after the timer, and a
    # move is handed to the page before its frame: the card is dragged, and no menu opens.
    server.create_habit("Read")
    app = phone()
    page = app.page
    wrap = app.card("Read")
    expect(wrap).to_be_visible()
    box = wrap.locator(".card").bounding_box()
    x0, y = box["x"] + box["width"] * 0.2, box["y"] + box["height"] / 2
    cdp = page.context.new_cdp_session(page)
    send = lambda kind, points: cdp.send("Input.dispatchTouchEvent", {  # noqa: E731
        "type": kind, "touchPoints": [{"x": x, "y": y} for x, y in points]})
    pause_clock(page)
    send("touchStart", [(x0, y)])
    page.clock.run_for(400)  # LONG_PRESS_MS: the card's timer has run; the next frame has not come
    for i in range(1, 11):
        send("touchMove", [(x0 + 15 * i, y)])
    page.clock.run_for(100)
    expect(wrap).to_have_attribute("data-swipe", "right")
    expect(page.locator("#overlay-root .menu")).to_have_count(0)
    page.clock.resume()
    send("touchMove", [(x0 + 10, y)])
    send("touchEnd", [])
    cdp.detach()


def test_a_two_finger_swipe_survives_a_render_that_replaces_what_the_fingers_touched(phone, server):
    server.create_habit("Read")
    app = phone()
    page = app.page
    expect(app.card("Read")).to_be_visible()
    start = [(120, 400), (270, 430)]
    cdp = page.context.new_cdp_session(page)
    send = lambda kind, points: cdp.send("Input.dispatchTouchEvent", {  # noqa: E731
        "type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})
    send("touchStart", start)
    # A render mid-gesture takes the touched elements out of the page.
    removed = page.evaluate("""(points) => points.map(([x, y]) => {
        const el = document.elementFromPoint(x, y);
        el?.remove();
        return !!el;
    })""", start)
    assert all(removed)
    for i in range(1, 11):
        send("touchMove", [(x - 180 * i / 10, y) for x, y in start])
    send("touchEnd", [])
    cdp.detach()
    expect(page).to_have_url(server.base_url + "/#/habits")


def test_an_upward_swipe_at_the_bottom_edge_brings_back_the_tab_bar(phone, server):
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
    for n in range(14):
        server.create_habit(f"Habit {n + 1}")
    app = phone()
    page = app.page
    tabbar = page.locator(".tabbar")
    # A finger scrolling Today down hides the tab bar.
    touches(page, [[(195, 700)]] + [[(195, 700 - 40 * i)] for i in range(1, 13)] + [[]])
    expect(tabbar).to_have_class("tabbar is-hidden")
    touches(page, [[(195, 838)], [(195, 826)], [(195, 812)], [(195, 800)], []])
    expect(tabbar).to_have_class("tabbar")


@pytest.mark.screenshots
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_of_the_tab_previews(make_app, server, scheme):
    server.create_habit("Read", icon="book")
    server.create_habit("Walk", icon="walk")
    app = make_app(color_scheme=scheme)
    app.open("/#/habits")
    page = app.page
    expect(page.locator("#view-habits")).to_contain_text("Walk")
    page.locator(".tab[data-tab='today']").click()
    expect(app.card("Walk")).to_be_visible()
    page.locator(".tab[data-tab='habits']").focus()
    page.keyboard.press("Shift+F10")
    expect(page.get_by_role("dialog", name="Tab previews")).to_be_visible()
    animations_done(page)
    app.screenshot(f"tab-previews-{scheme}")
