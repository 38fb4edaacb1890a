"""History: the consistency matrix inside the Statistics tab — symbols, popovers,
long-press summaries, ranges, loading older days while scrolling back, keyboard, axe, screenshots."""

import datetime

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done, axe_blocking, long_press


def habit_since(server, name, days_ago, **fields):
    """A habit whose history starts `days_ago` days before today (POST with ?day= pins its start)."""
    today = server.today()["day"]
    return server.api("POST", f"/api/v1/habits?day={add_days(today, -days_ago)}", {"name": name, **fields}, expect=201)[1]


def seed(server):
    """Morning run: done yesterday, missed (explicitly) 2 days ago, skipped 3 days ago, nothing 4 days
    ago; Read: started 2 days ago; Water: 3 of 8 glasses yesterday (partial)."""
    today = server.today()["day"]
    run = habit_since(server, "Morning run", 10, icon="run")
    read = habit_since(server, "Read", 2, icon="book")
    water = habit_since(server, "Water", 10, icon="water", measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    server.check_in(run["id"], add_days(today, -1), "done")
    server.check_in(run["id"], add_days(today, -2), "missed")
    server.check_in(run["id"], add_days(today, -3), "skipped")
    server.check_in(water["id"], add_days(today, -1), "done", value=3)
    for d in range(5, 11):
        server.check_in(run["id"], add_days(today, -d), "done")
    return today, run, read, water


def open_history(app, range_title=None):
    app.open("/#/stats")
    app.page.get_by_role("tab", name="History").click()
    app.page.wait_for_selector(".matrix-wrap[data-ready]")
    if range_title:
        choose_range(app.page, range_title)
    return app.page


def choose_range(page, title):
    before = page.locator(".matrix-wrap").get_attribute("data-ready")
    page.get_by_role("radio", name=title).click()
    # Each load marks the matrix with its own number once painted.
    page.wait_for_function("(before) => document.querySelector('.matrix-wrap')?.dataset.ready !== before", arg=before)


def scroll_back_to_the_start(page):
    """Scrolls the matrix to its oldest column until no earlier days are left to load."""
    status = page.locator(".matrix-status")
    for _ in range(20):
        expect(status).not_to_have_text("Loading earlier days…")
        if "scroll for earlier days" not in status.inner_text():
            return
        shown = page.locator(".mx-day").count()
        page.evaluate("(() => { const s = document.querySelector('.matrix-scroll'); s.scrollLeft = s.scrollWidth; })()")
        page.wait_for_function(
            "(shown) => document.querySelectorAll('.mx-day').length > shown || !document.querySelector('.matrix-status').textContent.includes('scroll for')",
            arg=shown)
    raise AssertionError(f"still more to load: {status.inner_text()}")


def cell(page, row, col):
    return page.locator(f".mc[data-row='{row}'][data-col='{col}']")


def test_matrix_shows_the_right_symbols_dates_descending(app, server):
    today, *_ = seed(server)
    page = open_history(app)
    heads = page.locator(".mx-day .mh")
    expect(heads).to_have_count(11)  # days before every habit existed are left out
    expect(heads.nth(0)).to_have_attribute("aria-label", f"{long_date(today)}, show summary")
    expect(page.locator(".mx-habit-name")).to_have_text(["Morning run", "Read", "Water"])
    expected = {
        (0, 0): "todo", (0, 1): "done", (0, 2): "missed", (0, 3): "skipped", (0, 4): "todo", (0, 5): "done",
        (1, 0): "todo", (1, 1): "todo", (1, 2): "todo", (1, 3): "before", (1, 10): "before",
        (2, 1): "partial",
    }
    for (row, col), key in expected.items():
        td = page.locator("tbody tr").nth(row).locator("td").nth(col)
        expect(td).to_have_class(f"mc k-{key}")
        expect(td).to_have_attribute("data-col", str(col))
    expect(cell(page, 0, 1)).to_have_attribute("aria-label", f"Morning run, {short_date(add_days(today, -1))}: done")
    expect(cell(page, 1, 0)).to_have_attribute("aria-label", f"Read, {short_date(today)}: to do")
    expect(cell(page, 2, 1)).to_have_attribute("aria-label", f"Water, {short_date(add_days(today, -1))}: partly done")
    # A day that passed with nothing logged is what the API says of it (due, no outcome): "to do".
    expect(cell(page, 0, 4)).to_have_attribute("aria-label", f"Morning run, {short_date(add_days(today, -4))}: to do")
    # Shapes, not only colours: a filled circle, a hollow ring, a dash, a dashed ring, nothing.
    assert page.evaluate("getComputedStyle(document.querySelector('.k-done .sym')).backgroundColor") != "rgba(0, 0, 0, 0)"
    assert page.evaluate("getComputedStyle(document.querySelector('.k-missed .sym')).borderTopStyle") == "solid"
    assert page.evaluate("getComputedStyle(document.querySelector('.k-missed .sym')).backgroundColor") == "rgba(0, 0, 0, 0)"
    assert page.evaluate("getComputedStyle(document.querySelector('.k-todo .sym')).borderTopStyle") == "dashed"
    assert page.evaluate("(() => { const r = document.querySelector('.k-skipped .sym').getBoundingClientRect(); return r.width > 3 * r.height; })()")
    assert page.evaluate("getComputedStyle(document.querySelector('.k-before .sym')).display") == "none"


def short_date(day):
    d = datetime.date.fromisoformat(day)
    return f"{d:%b} {d.day}"


def long_date(day):
    d = datetime.date.fromisoformat(day)
    return f"{d:%A}, {d:%b} {d.day}"


def test_tapping_a_cell_shows_its_status_in_a_popover(app, server):
    today, *_ = seed(server)
    page = open_history(app)
    pop = page.locator("#matrix-pop")
    cell(page, 0, 1).click()
    expect(pop).to_be_visible()
    expect(pop.locator("strong")).to_have_text("Done")
    expect(pop).to_contain_text("Morning run")
    expect(cell(page, 0, 1)).to_have_attribute("aria-describedby", "matrix-pop")
    cell(page, 0, 2).click()
    expect(pop.locator("strong")).to_have_text("Missed")
    cell(page, 0, 3).click()
    expect(pop.locator("strong")).to_have_text("Skipped")
    cell(page, 1, 5).click()
    expect(pop.locator("strong")).to_have_text("Not tracked yet")
    cell(page, 0, 4).click()
    expect(pop.locator("strong")).to_have_text("To do")
    page.keyboard.press("Escape")
    expect(pop).to_be_hidden()
    # No editing from History: the data did not change.
    assert server.history(seed_id(server, "Morning run"), add_days(today, -1), add_days(today, -1))["days"][0]["outcome"] == "done"


def seed_id(server, name):
    return next(h["id"] for h in server.api("GET", "/api/v1/habits", expect=200)[1]["habits"] if h["name"] == name)


def test_long_press_on_a_date_summarises_the_day(app, server):
    seed(server)
    page = open_history(app)
    head = page.locator(".mh[data-col='1']")
    box = head.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    long_press(page, 650)
    pop = page.locator("#matrix-pop")
    expect(pop).to_be_visible()
    page.mouse.up()
    # Yesterday: Morning run done, Read not done, Water partly done → 1 of 3.
    expect(pop.locator("strong")).to_have_text("1 of 3 completed")
    app.screenshot("history-longpress-light")
    # Keyboard: Enter on a date header tells the same.
    page.locator(".mh[data-col='2']").focus()
    page.keyboard.press("Enter")
    expect(pop.locator("strong")).to_have_text("0 of 3 completed")


def test_keyboard_moves_between_cells(app, server):
    seed(server)
    page = open_history(app)
    first = cell(page, 0, 0)
    expect(first).to_have_attribute("tabindex", "0")
    first.focus()
    page.keyboard.press("ArrowRight")
    expect(cell(page, 0, 1)).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(cell(page, 1, 1)).to_be_focused()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    expect(page.locator(".mh[data-col='1']")).to_be_focused()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    expect(page.locator("#matrix-pop strong")).to_have_text("Done")
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"


def test_ranges_and_older_days_load_while_scrolling_back(app, server):
    habit_since(server, "Journal", 75, icon="journal")
    page = open_history(app, "7 days")
    heads = page.locator(".mx-day")
    expect(heads).to_have_count(7)
    choose_range(page, "30 days")
    expect(heads).to_have_count(30)
    choose_range(page, "All")
    expect(heads).to_have_count(30)
    scroll_back_to_the_start(page)
    expect(heads).to_have_count(76)  # today and the 75 days before: everything since the habit began
    expect(page.locator(".matrix-status")).to_have_text("76 days shown")
    choose_range(page, "90 days")
    expect(heads).to_have_count(30)
    scroll_back_to_the_start(page)
    expect(heads).to_have_count(76)


def test_ninety_days_stop_at_ninety(app, server):
    habit_since(server, "Journal", 200, icon="journal")
    page = open_history(app, "90 days")
    heads = page.locator(".mx-day")
    scroll_back_to_the_start(page)
    expect(heads).to_have_count(90)
    expect(page.locator(".matrix-status")).to_have_text("90 days shown")


def test_empty_history_says_so(app, server):
    app.open("/#/stats")
    app.page.get_by_role("tab", name="History").click()
    expect(app.page.get_by_text("Your history will appear here once you start tracking habits.")).to_be_visible()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_history_axe_and_screenshots(make_app, server, scheme):
    seed(server)
    app = make_app(color_scheme=scheme)
    page = open_history(app)
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot(f"history-{scheme}")
    cell(page, 0, 1).click()
    expect(page.locator("#matrix-pop")).to_be_visible()
    app.screenshot(f"history-popover-{scheme}")
