"""Today's cards as a new user meets them, one behaviour a test, and the one gesture engine that
Today's cards and the Habits rows share. Screenshots at 390×844."""

import pytest

import re

from playwright.sync_api import expect

from helpers import add_days, long_press

WATER = {"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"}


def touch(page):
    """Raw touch input through CDP, so a gesture can be held mid-way."""
    cdp = page.context.new_cdp_session(page)

    def send(kind, x=None, y=None):
        points = [] if x is None else [{"x": x, "y": y}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    return send


# — 7. The Perfect Day modal tells the streak that includes the day just completed.
def test_perfect_day_modal_shows_the_streak_after_the_completion(app, server):
    habit = server.create_habit("Meditate", icon="lotus")
    today = server.today()["day"]
    server.check_in(habit["id"], add_days(today, -1))
    app.open()
    expect(app.page.locator(".streak-num")).to_have_text("1")
    app.card("Meditate").locator(".card-hit").click()
    modal = app.page.get_by_role("dialog", name="Perfect Day!")
    expect(modal).to_be_visible()
    expect(modal.locator(".perfect-streak")).to_have_text("2 day streak")
    app.screenshot("today-perfect-day-modal")
    assert server.today()["perfectDays"]["current"] == 2


def test_a_first_perfect_day_has_its_streak_line(app, server):
    server.create_habit("Walk", icon="walk")
    app.open()
    app.card("Walk").locator(".card-hit").click()
    modal = app.page.get_by_role("dialog", name="Perfect Day!")
    expect(modal.locator(".perfect-streak")).to_have_text("1 day streak")


# — 8. A partial log says what was logged; quick steps fit the target.
def test_a_partial_log_toasts_what_was_logged_and_steps_fit_the_target(app, server):
    server.create_habit("Drink water", icon="water", measure=WATER)
    server.create_habit("Other")
    app.open()
    page = app.page
    app.card("Drink water").locator(".card-hit").click()
    sheet = page.locator(".value-sheet")
    expect(sheet).to_be_visible()
    adds = sheet.locator(".quick-add")
    expect(sheet.get_by_role("button", name="Add 1", exact=True)).to_be_visible()
    expect(sheet.get_by_role("button", name="Subtract 1", exact=True)).to_be_visible()
    expect(adds.filter(has_text="+25")).to_have_count(0)
    for _ in range(3):
        sheet.get_by_role("button", name="Add 1", exact=True).click()
    expect(sheet.locator("#value-input")).to_have_value("3")
    sheet.get_by_role("button", name="Done").click()
    toast = page.locator(".toast")
    expect(toast).to_contain_text("3 of 8 glasses logged")
    expect(toast).not_to_contain_text("completed")
    app.screenshot("today-partial-log-toast")


def test_a_limit_shows_the_budget_left_and_a_limit_marker_not_progress(app, server):
    coffee = server.create_habit(
        "Coffee", icon="coffee", measure={"kind": "numeric", "target": 2, "unit": "cups", "targetKind": "at_most"})
    server.check_in(coffee["id"], server.today()["day"], value=1)
    app.open()
    card = app.card("Coffee")
    expect(card.locator(".card-value .value-text")).to_have_text("1 left · limit 2 cups")
    bar = card.locator(".card-value .value-bar")
    expect(bar).to_have_class(re.compile(r"\bis-limit\b"))
    expect(bar).not_to_have_class(re.compile(r"\bis-over\b"))
    card.locator(".card-hit").click()
    sheet = app.page.locator(".value-sheet")
    expect(sheet.locator(".value-status")).to_have_text("Within your limit of 2 cups")
    sheet.get_by_role("button", name="Add 1", exact=True).click()
    sheet.get_by_role("button", name="Add 1", exact=True).click()
    expect(sheet.locator(".value-status")).to_have_text("Over your limit of 2 cups")
    expect(sheet.locator(".value-progress")).to_have_class(re.compile(r"\bis-over\b"))
    sheet.get_by_role("button", name="Done").click()
    app.writes_idle()
    expect(card.locator(".card-value .value-text")).to_have_text("1 over · limit 2 cups")
    expect(bar).to_have_class(re.compile(r"\bis-over\b"))


# — 9. A right swipe shows only the green layer and its check; a long press opens quick actions.
def test_right_swipe_shows_only_the_green_layer_and_long_press_opens_quick_actions(make_app, server):
    habit = server.create_habit("Swim", icon="swim")
    server.create_habit("Stretch", icon="yoga")
    app = make_app(has_touch=True, is_mobile=True)
    app.open()
    page = app.page
    wrap = app.card("Swim")
    box = wrap.locator(".card").bounding_box()
    x0, y = box["x"] + box["width"] * 0.2, box["y"] + box["height"] / 2
    send = touch(page)
    send("touchStart", x0, y)
    for i in range(1, 11):
        send("touchMove", x0 + 15 * i, y)
    expect(wrap).to_have_attribute("data-swipe", "right")
    expect(wrap.locator(".card-swipe-bg .swipe-check")).to_be_visible()
    expect(wrap.locator(".card-actions")).to_be_hidden()
    app.screenshot("today-right-swipe-mid-gesture")
    send("touchMove", x0 + 10, y)
    send("touchEnd")
    expect(wrap.locator(".card")).to_have_attribute("style", re.compile(r"^(?!.*translateX)"))

    # Long press: the quick-action menu above the card, not the details.
    stretch = app.card("Stretch").locator(".card").bounding_box()
    page.mouse.move(stretch["x"] + 120, stretch["y"] + 30)
    page.mouse.down()
    menu = page.get_by_role("menu", name="Stretch actions")
    expect(menu).to_be_visible()
    page.mouse.up()
    expect(menu.get_by_role("menuitem")).to_have_text(
        ["Complete", "Add Note", "Skip Today", "Not Done Today", "Edit Habit", "Details"])
    expect(page.locator(".detail")).to_have_count(0)
    # Above the card, once it has settled in.
    page.wait_for_function("""() => {
      const menu = document.querySelector('.menu.is-quick').getBoundingClientRect();
      const card = [...document.querySelectorAll('.card-wrap')].find((w) => w.textContent.includes('Stretch')).getBoundingClientRect();
      return menu.bottom <= card.top;
    }""")
    app.screenshot("today-quick-actions-menu")
    page.keyboard.press("Escape")
    expect(menu).to_have_count(0)

    # Press, hold, slide onto "Complete" and lift: that option runs.
    swim = wrap.locator(".card").bounding_box()
    page.mouse.move(swim["x"] + 120, swim["y"] + 30)
    page.mouse.down()
    menu = page.get_by_role("menu", name="Swim actions")
    expect(menu).to_be_visible()
    # The option is measured once the menu has settled above the card and stopped moving (on a
    # loaded machine it was measured mid-flight and the finger lifted beside it).
    page.wait_for_function("""() => {
      const menu = document.querySelector('.menu.is-quick');
      if (!menu || menu.getAnimations({ subtree: true }).some((a) => a.playState === 'running')) return false;
      const card = [...document.querySelectorAll('.card-wrap')].find((w) => w.textContent.includes('Swim')).getBoundingClientRect();
      return menu.getBoundingClientRect().bottom <= card.top;
    }""")
    item = menu.get_by_role("menuitem", name="Complete").bounding_box()
    page.mouse.move(item["x"] + 20, item["y"] + item["height"] / 2, steps=4)
    page.mouse.up()
    expect(wrap.locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    expect(menu).to_have_count(0)
    # The server has it too (a predicate that returned fetch's promise here counted as true at once).
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "done"


# — 10. Offline, derived numbers wait for the server instead of showing stale values.
def test_offline_toggle_hides_the_tier_and_streaks_until_the_server_answers(app, server):
    run = server.create_habit("Run", icon="run")
    read = server.create_habit("Read", icon="book")
    today = server.today()["day"]
    for day in (add_days(today, -1), today):
        server.check_in(run["id"], day)
    server.check_in(read["id"], today)
    # Without the engine in the page (it has not loaded, or cannot): nothing may recount the day.
    # With it, the engine answers offline; test_engine_offline.py covers that.
    app.page.route("**/engine/ripple.wasm", lambda route: route.abort())
    app.open()
    page = app.page
    tier = page.locator(".summary .tier")
    streak = app.card("Run").locator(".card-streak")
    expect(tier).to_have_text("Perfect!")
    expect(streak).to_have_text("2 day streak")
    page.context.set_offline(True)
    try:
        app.tap("Run")
        expect(app.card("Run").locator(".card-hit")).to_have_attribute("aria-pressed", "false")
        # The day's counts are the server's: not recounted in the page, hidden until it answers.
        expect(page.locator(".summary-count")).to_be_hidden()
        expect(page.locator(".ring-text")).to_be_hidden()
        expect(tier).to_be_hidden()
        expect(streak).to_be_hidden()
        expect(page.locator(".streak-badge")).to_be_hidden()
        assert "streak" not in app.card("Run").locator(".card-hit").get_attribute("aria-label")
    finally:
        page.context.set_offline(False)
    # Back online, the server's own values return.
    page.evaluate("dispatchEvent(new Event('online'))")
    expect(tier).to_be_visible(timeout=15_000)
    expect(tier).not_to_have_text("Perfect!")


# — 11. The + and the tab bar get out of the way.
def test_the_plus_and_tab_bar_hide_on_scroll_down_and_never_cover_row_actions(make_app, server):
    # The free plan's five habits, numeric so the cards are tall enough for the list to scroll.
    for i in range(5):
        server.create_habit(f"Habit {i + 1}", measure=WATER)
    app = make_app(has_touch=True, is_mobile=True)
    app.open()
    page = app.page
    fab, tabbar = page.locator("#fab"), page.locator(".tabbar")
    page.mouse.move(195, 500)
    # Scrolling down in small steps (a few pixels each, as a finger does) hides both.
    for _ in range(40):
        page.mouse.wheel(0, 4)
    expect(fab).to_have_class(re.compile(r"\bis-hidden\b"))
    expect(tabbar).to_have_class(re.compile(r"\bis-hidden\b"))
    for _ in range(10):
        page.mouse.wheel(0, -4)
    expect(fab).not_to_have_class(re.compile(r"\bis-hidden\b"))
    expect(tabbar).not_to_have_class(re.compile(r"\bis-hidden\b"))
    # At the end of the list, on the way back up, the last card's ⋯ is clear of the +.
    page.mouse.wheel(0, 3000)
    page.wait_for_function("(e => e.scrollTop + e.clientHeight >= e.scrollHeight - 1)(document.querySelector('#view-today'))")
    for _ in range(10):
        page.mouse.wheel(0, -4)
    expect(fab).to_be_visible()
    expect(tabbar).not_to_have_class(re.compile(r"\bis-hidden\b"))
    last_more = page.locator(".card-more").last.bounding_box()
    fab_box = fab.bounding_box()
    assert last_more["y"] + last_more["height"] <= fab_box["y"]

    # Habits: a row's revealed Delete and the edit mode's switches are never under the +.
    page.get_by_role("link", name="Habits").click()
    row = page.locator(".hrow-wrap", has_text="Habit 5")
    expect(row).to_be_visible()
    row.scroll_into_view_if_needed()
    box = row.locator(".hrow").bounding_box()
    send = touch(page)
    send("touchStart", box["x"] + box["width"] * 0.8, box["y"] + box["height"] / 2)
    for i in range(1, 11):
        send("touchMove", box["x"] + box["width"] * 0.8 - 22 * i, box["y"] + box["height"] / 2)
    send("touchEnd")
    expect(row).to_have_class(re.compile(r"\brevealed\b"))
    expect(fab).to_be_hidden()
    page.keyboard.press("Escape")
    page.locator(".habits-title").click()
    expect(row).not_to_have_class(re.compile(r"\brevealed\b"))
    expect(fab).to_be_visible()
    page.locator(".habits-edit").click()
    expect(page.get_by_role("switch", name="Habit 5 active")).to_be_visible()
    expect(fab).to_be_hidden()


# — 12. Habits not due today are listed, collapsed, under Today's cards.
def test_habits_not_due_today_show_in_a_collapsed_section(app, server):
    server.create_habit("Daily walk", icon="walk")
    server.create_habit("Monday yoga", icon="yoga", schedule={"kind": "weekdays", "weekdays": ["mon"]})
    app.open()
    page = app.page
    section = page.get_by_role("region", name="Not due today")
    expect(section).to_be_visible()
    head = section.get_by_role("button", name=re.compile("Not due today"))
    expect(head).to_have_attribute("aria-expanded", "false")
    expect(section.get_by_text("Monday yoga")).to_be_hidden()
    expect(app.card("Monday yoga")).to_have_count(0)
    head.click()
    expect(head).to_have_attribute("aria-expanded", "true")
    row = section.get_by_role("button", name=re.compile("Monday yoga"))
    expect(row).to_be_visible()
    expect(row).to_contain_text("Mon")
    # The server's words for when it is next due, and tomorrow's habits.
    expect(row.locator(".rest-next")).to_have_text("Monday")
    expect(section.locator(".rest-tomorrow")).to_have_text("Tomorrow Daily walk")
    row.scroll_into_view_if_needed()
    app.screenshot("today-not-due-today")
    row.click()
    expect(page.get_by_role("dialog", name="Monday yoga")).to_be_visible()


# — 14. Opaque sticky headers, a banner that leaves the greeting alone, toasts that stay put.
def test_habits_headers_are_opaque_the_offline_banner_spares_the_greeting_and_toasts_stay(app, server):
    health = server.api("POST", "/api/v1/categories", {"name": "Health", "color": "#10B981"}, expect=201)[1]
    server.create_habit("Stretch", icon="yoga", categoryId=health["id"])
    server.create_habit("Read", icon="book")
    app.open()
    page = app.page

    app.card("Read").locator(".card-hit").click()
    toast = page.locator(".toast")
    expect(toast).to_contain_text("Read completed")
    page.get_by_role("link", name="Habits").click()
    expect(toast).to_have_count(0, timeout=1500)

    head = page.locator(".hgroup-head").first
    expect(head).to_be_visible()
    # Opaque: the colour has no alpha below 1 and nothing is blurred through it. Read with
    # auto-waiting assertions: the list is drawn again once the check-in's write settles, and a
    # header read while it is being replaced has no computed style.
    expect(head).to_have_css("background-color", re.compile(r"^(?!rgba)[^/]+$"))
    expect(head).to_have_css("backdrop-filter", "none")

    page.get_by_role("link", name="Today").click()
    page.context.set_offline(True)
    try:
        page.evaluate("dispatchEvent(new Event('offline'))")
        banner = page.locator(".offline-banner")
        expect(banner).to_be_visible()
        page.wait_for_function("""() => {
          const b = document.querySelector('.offline-banner').getBoundingClientRect();
          const g = document.querySelector('#view-today .eyebrow').getBoundingClientRect();
          return b.bottom <= g.top;
        }""")
    finally:
        page.context.set_offline(False)


def test_one_card_menu_for_the_long_press_and_the_more_button_over_a_scrim(app, server):
    server.create_habit("Floss", icon="tooth")
    server.create_habit("Other")
    app.open()
    page = app.page
    card = app.card("Floss")
    card.locator(".card-more").click()
    menu = page.get_by_role("menu", name="Floss actions")
    expect(menu).to_be_visible()
    from_more = menu.get_by_role("menuitem").all_inner_texts()
    assert from_more == ["Complete", "Add Note", "Skip Today", "Not Done Today", "Edit Habit", "Details"], from_more
    # Title Case throughout: every word of an item starts with a capital.
    assert all(w[0].isupper() for item in from_more for w in item.split()), from_more
    scrim = page.locator(".menu-layer .menu-scrim")
    expect(scrim).to_have_count(1)
    expect(scrim).to_have_css("opacity", "0.6")
    page.keyboard.press("Escape")
    expect(menu).to_be_hidden()
    box = card.locator(".card").bounding_box()
    page.mouse.move(box["x"] + 100, box["y"] + 30)
    long_press(page, 550)
    menu = page.get_by_role("menu", name="Floss actions")
    expect(menu).to_be_visible()
    page.mouse.up()
    expect(menu.get_by_role("menuitem")).to_have_text(from_more)
    expect(page.locator(".menu-layer .menu-scrim")).to_have_css("opacity", "0.6")
