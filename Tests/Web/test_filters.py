"""Filters that stay until cleared: the Habits tab by category, schedule kind, state, "has a reminder"
and "has a goal" (kept on the device across a reload, shown by the filter button's count and a row
with Clear; a list the filters empty names the filter that hides everything and clears it), and
Statistics' Overview and History by category (the server's numbers for that category: every read
carries `category=`); axe and screenshots."""

import re

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done, axe_blocking

EVERY_DAY = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def seed(server):
    """Health: Morning run (a reminder) and Drink water (a goal of 8 glasses); Mind: Meditate; Read
    (no category, 3 times a week); Journal archived. Each with some days done."""
    today = server.today()["day"]
    health = server.api("POST", "/api/v1/categories", {"name": "Health", "color": "#10B981"}, expect=201)[1]
    mind = server.api("POST", "/api/v1/categories", {"name": "Mind", "color": "#A855F7"}, expect=201)[1]

    def habit(name, **fields):
        return server.api("POST", f"/api/v1/habits?day={add_days(today, -10)}", {"name": name, **fields}, expect=201)[1]

    run = habit("Morning run", icon="run", categoryId=health["id"], reminders=[{"time": "08:00", "weekdays": EVERY_DAY}])
    water = habit("Drink water", icon="water", categoryId=health["id"],
                  measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    meditate = habit("Meditate", icon="lotus", categoryId=mind["id"])
    read = habit("Read", icon="book", schedule={"kind": "times_per_week", "times": 3})
    journal = habit("Journal", icon="journal")
    server.api("POST", f"/api/v1/habits/{journal['id']}/archive", expect=200)
    for d in range(1, 6):
        server.check_in(run["id"], add_days(today, -d))
        server.check_in(meditate["id"], add_days(today, -d))
    server.check_in(water["id"], add_days(today, -1), value=8)
    server.check_in(read["id"], add_days(today, -2))
    return {"health": health, "mind": mind, "run": run, "water": water, "meditate": meditate, "read": read}


def kind_title(server, kind):
    """The schedule kind's title as the server names it."""
    return next(k["title"] for k in server.api("GET", "/api/v1/meta", expect=200)[1]["scheduleKinds"] if k["kind"] == kind)


def open_habits(app):
    app.open("/#/habits")
    page = app.page
    expect(page.get_by_role("heading", name="Habits", exact=True)).to_be_visible()
    expect(page.locator(".habits-body .hrow-wrap").first).to_be_visible()
    return page


def open_filters(page):
    """Opens the filter sheet (once the last one has gone)."""
    expect(page.get_by_role("dialog", name="Filters")).to_have_count(0)
    page.locator(".filter-btn").click()
    sheet = page.get_by_role("dialog", name="Filters")
    expect(sheet).to_be_visible()
    return sheet


def close_filters(sheet):
    sheet.get_by_role("button", name="Done").click()
    expect(sheet).to_have_count(0)


def shown(page):
    return page.locator(".habits-body .hrow-wrap:not(.is-dim) .hrow-name")


def test_habits_category_filter_stays_after_a_reload_until_cleared(app, server):
    seed(server)
    page = open_habits(app)
    button = page.locator(".filter-btn")
    expect(button).to_have_accessible_name("Filters")
    page.get_by_role("group", name="Filter by category").get_by_role("button", name="Mind").click()
    expect(shown(page)).to_have_text(["Meditate"])
    expect(button).to_have_accessible_name("Filters, 1 on")
    expect(button.locator(".filter-badge")).to_have_text("1")
    expect(page.get_by_role("group", name="Filters on")).to_contain_text("Filtered by category")

    app.reload()
    expect(shown(page)).to_have_text(["Meditate"])
    chips = page.get_by_role("group", name="Filter by category")
    expect(chips.get_by_role("button", name="Mind")).to_have_attribute("aria-pressed", "true")
    expect(button).to_have_accessible_name("Filters, 1 on")

    page.get_by_role("group", name="Filters on").get_by_role("button", name="Clear").click()
    expect(shown(page)).to_have_count(5)
    expect(button).to_have_accessible_name("Filters")
    expect(page.get_by_role("group", name="Filters on")).to_be_hidden()
    app.reload()
    expect(shown(page)).to_have_count(5)
    expect(chips.get_by_role("button", name="All")).to_have_attribute("aria-pressed", "true")


def test_habits_filter_sheet_kinds_states_reminder_and_goal(app, server):
    seed(server)
    weekly = kind_title(server, "times_per_week")
    page = open_habits(app)
    sheet = open_filters(page)
    # The server's titles for the kinds; chosen, the list follows at once.
    sheet.get_by_role("group", name="Schedule").get_by_role("button", name=weekly, exact=True).click()
    expect(shown(page)).to_have_text(["Read"])
    sheet.get_by_role("button", name=weekly, exact=True).click()
    sheet.get_by_role("group", name="State").get_by_role("button", name="Archived").click()
    expect(shown(page)).to_have_text(["Journal"])
    sheet.get_by_role("group", name="State").get_by_role("button", name="Archived").click()
    sheet.get_by_role("button", name="Has a reminder").click()
    expect(shown(page)).to_have_text(["Morning run"])
    sheet.get_by_role("button", name="Has a reminder").click()
    sheet.get_by_role("button", name="Has a goal").click()
    expect(shown(page)).to_have_text(["Drink water"])
    close_filters(sheet)
    row = page.get_by_role("group", name="Filters on")
    expect(row.get_by_role("button", name="Remove filter Has a goal")).to_be_visible()
    expect(page.locator(".filter-btn .filter-badge")).to_have_text("1")

    # Kept on the device: the same after a reload.
    app.reload()
    expect(shown(page)).to_have_text(["Drink water"])
    # With Mind too, nothing is left: the list says which filter hides everything, and clears them.
    page.get_by_role("group", name="Filter by category").get_by_role("button", name="Mind").click()
    empty = page.locator(".habits-empty.is-filtered")
    expect(empty.locator(".empty-title")).to_have_text("No habits match your filters")
    expect(empty.locator(".empty-text")).to_have_text("The filters “Mind” and “Has a goal” hide every habit together.")
    page.get_by_role("group", name="Filter by category").get_by_role("button", name="Mind").click()
    page.get_by_role("group", name="Filters on").get_by_role("button", name="Remove filter Has a goal").click()
    sheet = open_filters(page)
    sheet.get_by_role("group", name="State").get_by_role("button", name="Archived").click()
    sheet.get_by_role("button", name="Has a reminder").click()
    close_filters(sheet)
    expect(empty.locator(".empty-text")).to_have_text("The filters “Archived” and “Has a reminder” hide every habit together.")
    page.get_by_role("button", name="Remove filter Archived").click()
    expect(shown(page)).to_have_text(["Morning run"])
    sheet = open_filters(page)
    sheet.get_by_role("button", name="Has a goal").click()
    close_filters(sheet)
    expect(empty.locator(".empty-text")).to_have_text("The filters “Has a reminder” and “Has a goal” hide every habit together.")
    empty.get_by_role("button", name="Clear filters").click()
    expect(shown(page)).to_have_count(5)
    expect(page.locator(".filter-btn")).to_have_accessible_name("Filters")


def test_a_filter_that_alone_hides_everything_is_named(app, server):
    seed(server)
    chosen_days = kind_title(server, "weekdays")
    page = open_habits(app)
    sheet = open_filters(page)
    sheet.get_by_role("button", name="Has a reminder").click()
    expect(shown(page)).to_have_text(["Morning run"])
    # No habit is on chosen days: that filter alone hides everything, and only it is named.
    sheet.get_by_role("group", name="Schedule").get_by_role("button", name=chosen_days, exact=True).click()
    close_filters(sheet)
    empty = page.locator(".habits-empty.is-filtered")
    expect(empty.locator(".empty-text")).to_have_text(f"The filter “{chosen_days}” hides every habit.")
    expect(page.locator(".filter-btn")).to_have_accessible_name("Filters, 2 on")
    page.get_by_role("button", name=f"Remove filter {chosen_days}").click()
    expect(shown(page)).to_have_text(["Morning run"])


def category_reads(page):
    reads = []
    page.on("request", lambda r: reads.append(r.url) if re.search(r"/api/v1/(stats|history|insights|streaks/history)\?", r.url) else None)
    return reads


def test_statistics_and_history_by_category(app, server):
    data = seed(server)
    health = data["health"]["id"]
    app.open("/#/stats")
    page = app.page
    reads = category_reads(page)
    expect(page.locator(".perf-card")).to_have_count(4)
    filter_button = page.get_by_role("button", name="Category: all habits")
    filter_button.click()
    with page.expect_request(lambda r: "/api/v1/stats?" in r.url and f"category={health}" in r.url):
        page.get_by_role("menuitem", name="Health").click()
    expect(page.get_by_role("button", name="Category: Health")).to_be_visible()
    expect(page.locator(".perf-card")).to_have_count(2)
    for name in ("Morning run", "Drink water"):
        expect(page.locator(".perf-card", has_text=name)).to_be_visible()
    stats_reads = [u for u in reads if "/api/v1/stats?" in u]
    assert stats_reads and f"category={health}" in stats_reads[-1]
    # The calendar heatmap counts every habit's days (GET /streaks/history has no category): not shown.
    expect(page.locator(".heat-grid")).to_have_count(0)

    # History under the same filter: the matrix of Health's habits, read with category=.
    with page.expect_request(lambda r: "/api/v1/history?" in r.url and f"category={health}" in r.url):
        page.get_by_role("tab", name="History").click()
    expect(page.locator(".mx-habit-name")).to_have_count(2)
    assert sorted(page.locator(".mx-habit-name").all_inner_texts()) == ["Drink water", "Morning run"]
    # A date's summary does not count other categories' habits: it says so instead.
    page.locator(".mh[data-col='1']").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#matrix-pop strong")).to_have_text("Day totals show with all habits")
    assert not [u for u in reads if "/streaks/history" in u and "category" in u]

    # Kept after a reload; Clear shows every habit again.
    app.reload()
    expect(page.get_by_role("button", name="Category: Health")).to_be_visible()
    expect(page.locator(".mx-habit-name")).to_have_count(2)
    page.locator(".stats-filter").get_by_role("button", name="Clear").click()
    expect(page.get_by_role("button", name="Category: all habits")).to_be_visible()
    # The matrix of every habit is drawn again before a date is opened (the one drawn under the
    # filter says its totals are not the category's).
    expect(page.locator(".mx-habit-name", has_text="Meditate")).to_be_visible()
    expect(page.locator(".mx-habit-name", has_text="Read")).to_be_visible()
    page.locator(".mh[data-col='1']").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#matrix-pop strong")).to_have_text(re.compile(r"^\d+ of \d+ completed$"))


def test_statistics_for_a_category_with_nothing_offers_all(app, server):
    seed(server)
    server.api("POST", "/api/v1/categories", {"name": "Music", "color": "#F59E0B"}, expect=201)
    app.open("/#/stats")
    page = app.page
    expect(page.locator(".perf-card")).to_have_count(4)
    page.get_by_role("button", name="Category: all habits").click()
    page.get_by_role("menuitem", name="Music").click()
    empty = page.locator(".stats-empty.is-filtered")
    expect(empty.locator(".empty-title")).to_have_text("No statistics in Music")
    expect(empty.locator(".empty-text")).to_have_text("The category filter “Music” hides every habit.")
    empty.get_by_role("button", name="Show all habits").click()
    expect(page.locator(".perf-card")).to_have_count(4)


@pytest.mark.parametrize("viewport", [{"width": 390, "height": 844}, {"width": 1280, "height": 800}], ids=["phone", "laptop"])
def test_filters_look_and_axe(make_app, server, viewport):
    seed(server)
    app = make_app(viewport=viewport)
    name = "phone" if viewport["width"] < 600 else "laptop"
    app.open()
    page = app.page
    expect(page.locator("#view-today .search-open")).to_be_visible()
    animations_done(page)
    app.screenshot(f"filters-today-header-{name}")
    page = open_habits(app)
    sheet = open_filters(page)
    sheet.get_by_role("button", name="Has a reminder").click()
    sheet.get_by_role("group", name="Category").get_by_role("button", name="Health").click()
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot(f"filters-sheet-{name}")
    close_filters(sheet)
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot(f"filters-habits-{name}")
    sheet = open_filters(page)
    sheet.get_by_role("button", name="Has a goal").click()
    close_filters(sheet)
    expect(page.locator(".habits-empty.is-filtered")).to_be_visible()
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot(f"filters-habits-empty-{name}")
    page.evaluate("location.hash = '#/stats'")
    page.get_by_role("button", name="Category: all habits").click()
    page.get_by_role("menuitem", name="Health").click()
    expect(page.locator(".perf-card")).to_have_count(2)
    page.locator(".stats-head").scroll_into_view_if_needed()
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot(f"filters-stats-{name}")
    page.evaluate("location.hash = '#/profile'")
    expect(page.locator("#view-profile .search-open")).to_be_visible()
    animations_done(page)
    app.screenshot(f"filters-profile-header-{name}")
