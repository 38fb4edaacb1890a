"""Large text: with the browser's text size at 200 % (its default font size doubled, as the
system's or the browser's setting does) every screen, on a phone and on a laptop (where Today is a
pane beside the sidebar), keeps its words whole: nothing is wider than the window or its screen, no
word is cut off but for the one-line names that end in an ellipsis on purpose, and no words are
drawn over others."""

import pytest
from playwright.sync_api import expect

from helpers import animations_done
from layout_checks import clipped, overflow, overlaps

# One-line texts that end in "…" when too long, by design: habit names and schedules on the lists.
ELLIPSIS_ALLOWED = {"card-name", "card-sched", "hrow-name", "hrow-freq", "mx-habit-name", "perf-name", "rel-name"}
SCREENS = ["today", "habits", "detail", "stats", "profile"]
SIZES = {"phone": {"width": 390, "height": 844}, "laptop": {"width": 1280, "height": 800}}


def seed(server):
    run = server.create_habit(
        "Morning run", icon="run",
        reminders=[{"time": "07:00", "weekdays": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}])
    server.create_habit("Drink water", icon="water", measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    server.create_habit("Read before bed", icon="book", schedule={"kind": "times_per_week", "times": 3})
    server.check_in(run["id"], server.today()["day"])
    return run


def text_at_200_percent(page):
    """Doubles the browser's default font size (Chromium's own setting, which `rem` follows)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Page.enable")
    cdp.send("Page.setFontSizes", {"fontSizes": {"standard": 32, "fixed": 26}})
    return cdp


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("size", SIZES)
def test_text_at_200_percent_is_never_cut_off(make_app, server, size, screen):
    run = seed(server)
    app = make_app(viewport=SIZES[size])
    page = app.page
    text_at_200_percent(page)
    app.open(f"/#/habit/{run['id']}" if screen == "detail" else f"/#/{screen}")
    assert page.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)") == 32
    if screen == "detail":
        root = ".detail"
        expect(page.get_by_role("dialog", name="Morning run")).to_be_visible()
    else:
        root = f"#view-{screen}"
        expect(page.locator(root)).to_be_visible()
        expect(page.locator(f"{root} .view-inner")).not_to_be_empty()
    animations_done(page)
    app.screenshot(f"large-text-{size}-{screen}")
    assert overflow(page) == []
    found = clipped(page, root)
    assert found["cut"] == [], found
    assert set(found["ellipsis"]) <= ELLIPSIS_ALLOWED, found
    assert overlaps(page, root) == []
    # The screen's scroller holds nothing wider than itself (it would be clipped, not scrolled).
    scroller = ".detail-scroll" if screen == "detail" else root
    width, room = page.locator(scroller).evaluate("(v) => [v.scrollWidth, v.clientWidth]")
    assert width <= room, (width, room)
    # The navigation too.
    found = clipped(page, ".tabbar")
    assert found["cut"] == [], found
