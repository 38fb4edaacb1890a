"""The layout follows the window: a bottom tab bar on phones (under 600 px), a navigation rail on
medium screens (600–1023 px), a sidebar from 1024 px with a habit's detail beside the list; sheets
are centred dialogs from 600 px; nothing is wider than the window; resizing keeps the tab and the
habit shown."""

import pytest
from playwright.sync_api import expect

from helpers import animations_done, axe_blocking
from layout_checks import overflow

SIZES = {
    "phone": ({"width": 390, "height": 844}, "bar"),
    "tablet-portrait": ({"width": 820, "height": 1180}, "rail"),
    "tablet-landscape": ({"width": 1180, "height": 820}, "sidebar"),
    "laptop": ({"width": 1280, "height": 800}, "sidebar"),
    "desktop": ({"width": 1920, "height": 1080}, "sidebar"),
}
TABS = ["today", "habits", "stats", "profile"]
# A habit's row on each list: the Habits tab's and the Statistics tab's performance list's.
ROWS = {"habits": ".hrow-hit[aria-label^='{name},']", "stats": ".perf-card[aria-label^='{name}:']"}


def seed(server):
    read = server.create_habit("Read", icon="book")
    server.create_habit("Stretch")
    server.create_habit("Drink water", icon="water", measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    server.check_in(read["id"], server.today()["day"])
    return read


def navigation(page):
    """Which navigation shows, told from where it sits: along the bottom, or a narrow or a wide
    column at the left; and that it lists the four tabs in order with the current one marked."""
    nav = page.get_by_role("navigation", name="Main")
    expect(nav).to_be_visible()
    assert nav.locator(".tab").evaluate_all("(tabs) => tabs.map((t) => t.dataset.tab)") == TABS
    expect(nav.locator("[aria-current='page']")).to_have_count(1)
    box = nav.bounding_box()
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    if box["width"] >= width - 1 and box["y"] + box["height"] >= height - 1 and box["height"] < 120:
        return "bar"
    assert box["x"] <= 0 and box["height"] >= height - 1, box
    return "rail" if box["width"] < 120 else "sidebar"


@pytest.mark.parametrize("size", SIZES)
def test_each_size_has_its_navigation_and_nothing_overflows(make_app, server, size):
    viewport, expected = SIZES[size]
    seed(server)
    app = make_app(viewport=viewport)
    app.open()
    page = app.page
    expect(app.card("Read")).to_be_visible()
    animations_done(page)
    assert navigation(page) == expected
    expect(page.locator(".tab[data-tab='today']")).to_have_attribute("aria-current", "page")
    assert overflow(page) == []
    app.screenshot(f"adaptive-{size}-today")

    # Each tab: the current one marked, nothing wider than the window, the content no wider than a
    # readable column (and not stuck to the window's edge).
    for tab in TABS[1:]:
        page.locator(f".tab[data-tab='{tab}']").click()
        expect(page.locator(f"#view-{tab}")).to_be_visible()
        expect(page.locator(f".tab[data-tab='{tab}']")).to_have_attribute("aria-current", "page")
        animations_done(page)
        assert overflow(page) == [], tab
        inner = page.locator(f"#view-{tab} .view-inner").bounding_box()
        assert inner["width"] <= 760, (tab, inner)
        if expected != "bar":
            nav = page.get_by_role("navigation", name="Main").bounding_box()
            assert inner["x"] >= nav["x"] + nav["width"], (tab, inner, nav)
        app.screenshot(f"adaptive-{size}-{tab}")

    # A sheet: a bottom sheet on the phone, a dialog in the middle of the window from 600 px.
    page.locator(".tab[data-tab='today']").click()
    page.locator("#fab").click()
    sheet = page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    animations_done(page)
    box = sheet.bounding_box()
    if expected == "bar":
        assert abs(box["y"] + box["height"] - viewport["height"]) <= 1, box
    else:
        assert abs(box["x"] + box["width"] / 2 - viewport["width"] / 2) <= 1, box
        assert abs(box["y"] + box["height"] / 2 - viewport["height"] / 2) <= 1, box
        assert box["width"] <= 600 and box["y"] > 0, box
    assert overflow(page) == []
    app.screenshot(f"adaptive-{size}-sheet")
    page.keyboard.press("Escape")
    expect(sheet).to_be_hidden()

    # A habit's detail: beside Today's list from 1024 px, over the content otherwise.
    app.card("Read").locator(".card-chev").click()
    detail = page.get_by_role("dialog", name="Read")
    expect(detail).to_be_visible()
    animations_done(page)
    if expected == "sidebar":
        card = app.card("Stretch").bounding_box()
        assert card["x"] + card["width"] <= detail.bounding_box()["x"], (card, detail.bounding_box())
        expect(detail).to_have_attribute("aria-modal", "false")
    else:
        expect(detail).to_have_attribute("aria-modal", "true")
    assert overflow(page) == []
    app.screenshot(f"adaptive-{size}-detail")


@pytest.mark.parametrize("tab", ["habits", "stats"])
def test_a_list_and_its_habit_sit_side_by_side_on_wide_screens(make_app, server, tab):
    seed(server)
    app = make_app(viewport={"width": 1280, "height": 800})
    app.open(f"/#/{tab}")
    page = app.page
    page.locator(f"#view-{tab} " + ROWS[tab].format(name="Stretch")).click()
    detail = page.get_by_role("dialog", name="Stretch")
    expect(detail).to_be_visible()
    animations_done(page)
    # The list stays on screen, the tab stays current, and the detail sits to its right.
    view = page.locator(f"#view-{tab}")
    expect(view).to_be_visible()
    assert view.bounding_box()["x"] + view.bounding_box()["width"] <= detail.bounding_box()["x"]
    expect(page.locator(f".tab[data-tab='{tab}']")).to_have_attribute("aria-current", "page")
    assert overflow(page) == []
    app.screenshot(f"adaptive-{tab}-beside-detail")


def test_resizing_keeps_the_tab_and_the_habit(make_app, server):
    seed(server)
    app = make_app(viewport={"width": 1280, "height": 800})
    app.open("/#/habits")
    page = app.page
    page.locator("#view-habits " + ROWS["habits"].format(name="Stretch")).click()
    detail = page.get_by_role("dialog", name="Stretch")
    expect(detail).to_have_attribute("aria-modal", "false")
    page.locator("#view-habits " + ROWS["habits"].format(name="Read")).focus()

    page.set_viewport_size({"width": 390, "height": 844})
    # The list that had the focus is behind the detail now: the focus moves into the detail.
    page.wait_for_function("document.querySelector('.detail').contains(document.activeElement)")
    expect(detail).to_be_visible()
    expect(detail).to_have_attribute("aria-modal", "true")
    assert navigation(page) == "bar"
    # Narrow, the detail is modal again: the page behind it cannot take the focus.
    expect(page.locator("#main")).to_have_js_property("inert", True)
    animations_done(page)
    app.screenshot("adaptive-resized-to-phone")

    page.set_viewport_size({"width": 1280, "height": 800})
    expect(detail).to_be_visible()
    expect(detail).to_have_attribute("aria-modal", "false")
    expect(page.locator("#main")).to_have_js_property("inert", False)
    assert navigation(page) == "sidebar"
    expect(page.locator("#view-habits")).to_be_visible()
    expect(page.locator(".tab[data-tab='habits']")).to_have_attribute("aria-current", "page")
    assert page.evaluate("location.hash").startswith("#/habit/")

    # Closing the detail goes back to the same tab.
    detail.get_by_role("button", name="Back").click()
    expect(detail).to_be_hidden()
    expect(page.locator("#view-habits")).to_be_visible()
    expect(page.locator(".tab[data-tab='habits']")).to_have_attribute("aria-current", "page")


@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 800}, {"width": 820, "height": 1180}], ids=["laptop", "tablet"])
def test_axe_on_the_rail_and_the_sidebar(make_app, server, viewport):
    seed(server)
    app = make_app(viewport=viewport)
    app.open()
    page = app.page
    expect(app.card("Read")).to_be_visible()
    animations_done(page)
    assert axe_blocking(page) == []
    page.locator("#fab").click()
    expect(page.get_by_role("dialog", name="New Habit")).to_be_visible()
    animations_done(page)
    assert axe_blocking(page) == []
    page.keyboard.press("Escape")
    app.card("Read").locator(".card-chev").click()
    detail = page.get_by_role("dialog", name="Read")
    expect(detail).to_be_visible()
    expect(detail.locator(".hs-body")).not_to_have_attribute("aria-busy", "true")
    animations_done(page)
    assert axe_blocking(page) == []
    detail.get_by_role("button", name="Back").click()
    expect(detail).to_be_hidden()
    page.locator(".tab[data-tab='stats']").click()
    expect(page.locator("#view-stats")).to_be_visible()
    # The screen drawn, with its styles, and its overview read (what axe then checks stays on
    # screen: no card or header still fading in).
    expect(page.locator("#view-stats .stats-sub")).to_be_visible()
    expect(page.locator("#view-stats [aria-busy='true']")).to_have_count(0)
    page.wait_for_function("() => [...document.styleSheets].some((s) => (s.href || '').includes('stats'))")
    animations_done(page)
    assert axe_blocking(page) == []
