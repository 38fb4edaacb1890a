"""The Habits tab: search, category chips, grouped rows, swipe actions (archive, delete with undo),
drag to reorder, edit mode with the active switch, empty states, screenshots and axe."""

import re

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done, api_answer, axe_blocking, long_press, next_frame, touch_swipe

EVERY_DAY = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def row(page, name):
    return page.locator(".hrow-wrap", has=page.locator(".hrow-name").get_by_text(name, exact=True))


def names(page, scope=".habits-body"):
    return page.locator(f"{scope} .hrow-wrap:not(.is-dim) .hrow-name").all_inner_texts()


def open_habits(app):
    app.open("/#/habits")
    expect(app.page.get_by_role("heading", name="Habits", exact=True)).to_be_visible()
    app.page.wait_for_function("getComputedStyle(document.getElementById('view-habits')).visibility === 'visible'")
    return app.page


def seed(server):
    health = server.api("POST", "/api/v1/categories", {"name": "Health", "color": "#10B981"}, expect=201)[1]
    mind = server.api("POST", "/api/v1/categories", {"name": "Mind", "color": "#A855F7"}, expect=201)[1]
    run = server.create_habit("Morning run", icon="run", categoryId=health["id"], reminders=[{"time": "08:00", "weekdays": EVERY_DAY}])
    server.create_habit("Drink water", icon="water", categoryId=health["id"], measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    server.create_habit("Meditate", icon="lotus", categoryId=mind["id"])
    server.create_habit("Read", icon="book", schedule={"kind": "times_per_week", "times": 3})
    return health, mind, run


def test_search_fades_non_matching_and_says_when_nothing_matches(app, server):
    seed(server)
    page = open_habits(app)
    search = page.get_by_role("searchbox", name="Search habits")
    search.fill("me")
    expect(row(page, "Meditate")).not_to_have_class(re.compile(r"\bis-dim\b"))
    for other in ("Morning run", "Drink water", "Read"):
        expect(row(page, other)).to_have_class(re.compile(r"\bis-dim\b"))
    assert float(row(page, "Read").evaluate("e => getComputedStyle(e).opacity")) == pytest.approx(0.3, abs=0.05)
    expect(page.locator(".habits-view [role=status]").first).to_contain_text("1 habit found")
    search.fill("zzz")
    expect(page.locator(".habits-empty .empty-title")).to_have_text("No habits found for 'zzz'")
    expect(page.get_by_text("Try a different search term")).to_be_visible()
    page.get_by_role("button", name="Clear search").click()
    expect(page.locator(".hrow-wrap.is-dim")).to_have_count(0)
    assert sorted(names(page)) == ["Drink water", "Meditate", "Morning run", "Read"]


def test_category_chips_filter_with_or_and_all_clears(app, server):
    seed(server)
    page = open_habits(app)
    chips = page.get_by_role("group", name="Filter by category")
    expect(chips.get_by_role("button", name="All")).to_have_attribute("aria-pressed", "true")
    chips.get_by_role("button", name="Health").click()
    expect(chips.get_by_role("button", name="Health")).to_have_attribute("aria-pressed", "true")
    expect(chips.get_by_role("button", name="All")).to_have_attribute("aria-pressed", "false")
    expect(page.locator(".habits-body .hrow-wrap")).to_have_count(2)
    assert sorted(names(page)) == ["Drink water", "Morning run"]
    chips.get_by_role("button", name="Mind").click()
    expect(page.locator(".habits-body .hrow-wrap")).to_have_count(3)
    assert sorted(names(page)) == ["Drink water", "Meditate", "Morning run"]
    chips.get_by_role("button", name="Health").click()
    expect(page.locator(".habits-body .hrow-wrap:not(.is-dim) .hrow-name")).to_have_text(["Meditate"])
    chips.get_by_role("button", name="All").click()
    expect(page.locator(".habits-body .hrow-wrap")).to_have_count(4)


def test_rows_are_grouped_with_frequency_streak_and_seven_days(app, server):
    _, _, run = seed(server)
    today = server.today()["day"]
    for n in (1, 2, 3):
        server.check_in(run["id"], add_days(today, -n))
    page = open_habits(app)
    groups = page.locator(".hgroup-head")
    expect(groups).to_have_count(3)
    expect(groups.nth(0)).to_contain_text("Health")
    expect(groups.nth(0)).to_contain_text("(2 habits)")
    expect(groups.nth(2)).to_contain_text("Other")
    r = row(page, "Morning run")
    expect(r.locator(".hrow-freq")).to_have_text("Daily • 8:00 AM")
    expect(r.locator(".hrow-streak")).to_have_text("3 days")
    expect(r.locator(".hdot")).to_have_count(7)
    expect(r.locator(".hdot.is-done")).to_have_count(3)
    expect(row(page, "Read").locator(".hrow-freq")).to_have_text("3x per week")
    expect(r.locator(".hrow-hit")).to_have_attribute("aria-label", "Morning run, Daily • 8:00 AM, 3 days streak, last 7 days: 3 done. Open details")
    # Collapsing a section hides its rows and is remembered.
    groups.nth(0).click()
    expect(groups.nth(0)).to_have_attribute("aria-expanded", "false")
    expect(r).to_be_hidden()
    app.reload()
    expect(page.locator(".hgroup-head").nth(0)).to_have_attribute("aria-expanded", "false")
    page.locator(".hgroup-head").nth(0).click()
    expect(row(page, "Morning run")).to_be_visible()
    # A tap opens the habit's details.
    row(page, "Meditate").locator(".hrow-hit").click()
    expect(page.get_by_role("dialog", name="Meditate")).to_be_visible()


def drag_row(page, name, to_name):
    src = row(page, name).locator(".hrow").bounding_box()
    dst = row(page, to_name).locator(".hrow").bounding_box()
    x = src["x"] + 120
    y0 = src["y"] + src["height"] / 2
    y1 = dst["y"] + dst["height"] * (0.3 if dst["y"] < src["y"] else 0.7)
    page.mouse.move(x, y0)
    long_press(page, 600)
    expect(row(page, name)).to_have_class(re.compile(r"\blifted\b"))
    steps = 16
    for i in range(1, steps + 1):
        page.mouse.move(x, y0 + (y1 - y0) * i / steps)
        next_frame(page)
    with api_answer(page, "PUT", "/habits/order"):
        page.mouse.up()


def test_long_press_and_drag_reorders_and_the_order_persists(app, server):
    for name in ("Alpha", "Bravo", "Charlie", "Delta"):
        server.create_habit(name)
    page = open_habits(app)
    expect(page.locator(".habits-body .hrow-name")).to_have_text(["Alpha", "Bravo", "Charlie", "Delta"])
    drag_row(page, "Delta", "Alpha")
    expect(page.locator(".habits-body .hrow-name")).to_have_text(["Delta", "Alpha", "Bravo", "Charlie"])
    # The release is not a tap: no details opened.
    expect(page.locator(".detail")).to_have_count(0)
    habits = server.api("GET", "/api/v1/habits", expect=200)[1]["habits"]
    assert [h["name"] for h in habits] == ["Delta", "Alpha", "Bravo", "Charlie"]
    app.reload()
    expect(page.locator(".habits-body .hrow-name")).to_have_text(["Delta", "Alpha", "Bravo", "Charlie"])
    drag_row(page, "Alpha", "Charlie")
    expect(page.locator(".habits-body .hrow-name")).to_have_text(["Delta", "Bravo", "Charlie", "Alpha"])
    app.writes_idle()
    page.get_by_role("link", name="Today").click()
    expect(page.locator(".today-list .card-name")).to_have_text(["Delta", "Bravo", "Charlie", "Alpha"])


def test_edit_mode_reorders_with_the_keyboard_and_toggles_active(app, server):
    for name in ("One", "Two", "Three"):
        server.create_habit(name)
    page = open_habits(app)
    page.locator(".habits-head").get_by_role("button", name="Edit").click()
    handle = page.get_by_role("button", name="Reorder Three")
    handle.focus()
    with api_answer(page, "PUT", "/habits/order"):
        page.keyboard.press("ArrowUp")
    expect(page.locator(".habits-body .hrow-name")).to_have_text(["One", "Three", "Two"])
    expect(handle).to_be_focused()
    assert [h["name"] for h in server.api("GET", "/api/v1/habits", expect=200)[1]["habits"]] == ["One", "Three", "Two"]
    with api_answer(page, "POST", "/archive"):
        page.get_by_role("switch", name="Two active").uncheck()
    expect(page.locator(".hgroup-archived")).to_contain_text("Two")
    two = next(h for h in server.api("GET", "/api/v1/habits?status=all", expect=200)[1]["habits"] if h["name"] == "Two")
    assert two["archived"] is True
    page.get_by_role("switch", name="Two active").check()
    expect(page.locator(".hgroup-archived")).to_have_count(0)
    page.locator(".habits-head").get_by_role("button", name="Done").click()
    expect(page.locator(".habits-head").get_by_role("button", name="Edit")).to_be_visible()


def test_swipe_left_archive_then_unarchive_from_the_archived_section(make_app, server):
    habit = server.create_habit("Stretch", icon="yoga")
    server.create_habit("Walk", icon="walk")
    app = make_app(has_touch=True, is_mobile=True)
    page = open_habits(app)
    touch_swipe(page, row(page, "Stretch").locator(".hrow"), -200, start=0.8)
    archive = row(page, "Stretch").get_by_role("button", name="Archive")
    expect(archive).to_be_visible()
    with api_answer(page, "POST", "/archive"):
        archive.click()
    archived = page.locator(".hgroup-archived")
    expect(archived.locator(".hgroup-head")).to_contain_text("Archived(1 habit)")
    expect(archived.locator(".hrow-name")).to_have_text(["Stretch"])
    expect(archived.locator(".archived-chip")).to_have_text("Archived")
    expect(page.locator(".toast")).to_contain_text("Stretch archived")
    app.writes_idle()
    assert server.api("GET", f"/api/v1/habits/{habit['id']}", expect=200)[1]["archived"] is True
    assert server.card(habit["id"]) is None
    with api_answer(page, "POST", "/unarchive"):
        archived.get_by_role("button", name="Unarchive Stretch").click()
    expect(page.locator(".hgroup-archived")).to_have_count(0)
    expect(page.locator(".toast")).to_contain_text("Habit unarchived")
    assert server.api("GET", f"/api/v1/habits/{habit['id']}", expect=200)[1]["archived"] is False
    # Swiping right on an archived row unarchives it too.
    server.api("POST", f"/api/v1/habits/{habit['id']}/archive", expect=200)
    app.reload()
    with api_answer(page, "POST", "/unarchive"):
        touch_swipe(page, page.locator(".hgroup-archived .hrow"), 240)
    expect(page.locator(".hgroup-archived")).to_have_count(0)
    expect(row(page, "Stretch")).to_be_visible()
    assert server.api("GET", f"/api/v1/habits/{habit['id']}", expect=200)[1]["archived"] is False


def test_delete_previews_the_loss_and_can_be_undone(make_app, server):
    today = server.today()["day"]
    habit = server.api("POST", f"/api/v1/habits?day={add_days(today, -89)}", {"name": "Floss", "icon": "tooth"}, expect=201)[1]
    server.create_habit("Keep")
    for n in (1, 5, 9):
        server.check_in(habit["id"], add_days(today, -n))
    app = make_app(has_touch=True, is_mobile=True)
    page = open_habits(app)
    touch_swipe(page, row(page, "Floss").locator(".hrow"), -200, start=0.8)
    row(page, "Floss").get_by_role("button", name="Delete").click()
    dialog = page.get_by_role("alertdialog", name='Delete "Floss"?')
    expect(dialog).to_contain_text("This will delete 90 days of history (3 check-ins).")
    dialog.get_by_role("button", name="Delete").click()
    expect(row(page, "Floss")).to_have_count(0)
    toast = page.locator(".toast", has_text="Floss deleted")
    # Undo draws the list at once, then again when the refreshed Today has reloaded it: the next
    # swipe waits for that second drawing, which would take its row away mid-gesture.
    page.evaluate("""() => { window.__drawn = 0; new MutationObserver((ms) => {
      if (ms.some((m) => m.addedNodes.length)) window.__drawn++; }).observe(document.querySelector('.habits-body'), { childList: true }); }""")
    toast.get_by_role("button", name="Undo").click()
    expect(row(page, "Floss")).to_be_visible()
    page.wait_for_function("window.__drawn >= 2")
    page.clock.run_for(6000)  # well past the toast's time, on the page's clock
    app.writes_idle()
    assert server.api("GET", f"/api/v1/habits/{habit['id']}")[0] == 200
    assert len([d for d in server.history(habit["id"], add_days(today, -30), today)["days"] if d["outcome"] == "done"]) == 3
    # Without Undo the delete happens once the toast is gone.
    touch_swipe(page, row(page, "Floss").locator(".hrow"), -200, start=0.8)
    row(page, "Floss").get_by_role("button", name="Delete").click()
    page.get_by_role("alertdialog").get_by_role("button", name="Delete").click()
    expect(row(page, "Floss")).to_have_count(0)
    with api_answer(page, "DELETE", f"/habits/{habit['id']}"):
        page.clock.run_for(6000)
    assert server.api("GET", f"/api/v1/habits/{habit['id']}")[0] == 404


def test_row_menu_offers_every_action_to_the_keyboard(app, server):
    server.create_habit("Keyboard")
    server.create_habit("Other")
    page = open_habits(app)
    more = row(page, "Keyboard").get_by_role("button", name="More actions for Keyboard")
    more.focus()
    page.keyboard.press("Enter")
    menu = page.get_by_role("menu", name="Keyboard actions")
    expect(menu.get_by_role("menuitem")).to_have_text(["Edit", "Archive", "Move up", "Move down", "Delete"])
    menu.get_by_role("menuitem", name="Move down").click()
    expect(page.locator(".habits-body .hrow-name")).to_have_text(["Other", "Keyboard"])


def test_empty_state_offers_one_tap_suggestions(app, server):
    page = open_habits(app)
    expect(page.get_by_role("heading", name="No Habits Yet")).to_be_visible()
    expect(page.get_by_text("Start building better habits today")).to_be_visible()
    page.get_by_role("button", name="Drink 8 glasses of water").click()
    expect(row(page, "Drink 8 glasses of water")).to_be_visible()
    habit = server.api("GET", "/api/v1/habits", expect=200)[1]["habits"][0]
    assert habit["name"] == "Drink 8 glasses of water" and habit["measure"]["target"] == 8


def test_calm_mode_hides_streak_badges(app, server):
    _, _, run = seed(server)
    today = server.today()["day"]
    server.check_in(run["id"], add_days(today, -1))
    server.settings(celebrations="off")
    page = open_habits(app)
    expect(row(page, "Morning run").locator(".hrow-freq")).to_be_visible()
    expect(page.locator(".hrow-streak")).to_have_count(0)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_and_axe(make_app, server, scheme):
    _, _, run = seed(server)
    today = server.today()["day"]
    for n in range(1, 6):
        server.check_in(run["id"], add_days(today, -n))
    old = server.create_habit("Floss", icon="tooth")
    server.api("POST", f"/api/v1/habits/{old['id']}/archive", expect=200)
    app = make_app(color_scheme=scheme)
    page = open_habits(app)
    expect(row(page, "Morning run").locator(".hrow-streak")).to_have_text("5 days")
    animations_done(page)
    app.screenshot(f"habits-{scheme}")
    assert axe_blocking(page) == []
    page.locator("#view-habits").evaluate("e => e.scrollTop = e.scrollHeight")
    app.screenshot(f"habits-archived-{scheme}")
    page.locator("#view-habits").evaluate("e => e.scrollTop = 0")
    page.get_by_role("searchbox", name="Search habits").fill("run")
    expect(row(page, "Read")).to_have_class(re.compile(r"\bis-dim\b"))
    animations_done(page)
    app.screenshot(f"habits-search-{scheme}")
    assert axe_blocking(page) == []
    page.get_by_role("searchbox", name="Search habits").fill("xyz")
    expect(page.locator(".habits-empty .empty-title")).to_have_text("No habits found for 'xyz'")
    app.screenshot(f"habits-no-results-{scheme}")
    page.get_by_role("button", name="Cancel").click()
    page.locator(".habits-head").get_by_role("button", name="Edit").click()
    expect(page.get_by_role("switch", name="Read active")).to_be_visible()
    animations_done(page)
    app.screenshot(f"habits-edit-{scheme}")
    assert axe_blocking(page) == []
    page.locator(".habits-head").get_by_role("button", name="Done").click()
    box = row(page, "Drink water").locator(".hrow").bounding_box()
    page.mouse.move(box["x"] + box["width"] - 30, box["y"] + box["height"] / 2)
    page.mouse.down()
    for i in range(1, 12):
        page.mouse.move(box["x"] + box["width"] - 30 - i * 22, box["y"] + box["height"] / 2)
        next_frame(page)
    page.mouse.up()
    expect(row(page, "Drink water")).to_have_class(re.compile(r"\brevealed\b"))
    animations_done(page)
    app.screenshot(f"habits-swipe-{scheme}")
    assert axe_blocking(page) == []


def test_screenshot_empty(make_app, server):
    for scheme in ("light", "dark"):
        app = make_app(color_scheme=scheme)
        page = open_habits(app)
        expect(page.get_by_role("heading", name="No Habits Yet")).to_be_visible()
        animations_done(page)
        app.screenshot(f"habits-empty-{scheme}")
        assert axe_blocking(page) == []
