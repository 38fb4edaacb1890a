"""Search, from every tab: the sheet asks the server after a pause and shows what matched under
Habits, Categories, Notes and Reflections, each match marked where the server's marks say
(accents ignored: "cafe" finds "Café"); a note opens its habit's details at that day's entry;
offline the engine answers from the local replica with the same results; a habit's notes, searched
and narrowed by mood, on its details; / opens search on a keyboard; axe and screenshots."""

import datetime
import re

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done, axe_blocking, pause_clock
from coach_goals import make_goal
from test_offline import wait_for_worker

LAPTOP = {"width": 1280, "height": 800}


def seed(server):
    """Morning run (Health) with three notes, Read with one; every note on a past day."""
    today = server.today()["day"]
    health = server.api("POST", "/api/v1/categories", {"name": "Health", "color": "#10B981"}, expect=201)[1]
    run = server.api("POST", f"/api/v1/habits?day={add_days(today, -20)}",
                     {"name": "Morning run", "icon": "run", "categoryId": health["id"],
                      "description": "Around the park"}, expect=201)[1]
    read = server.api("POST", f"/api/v1/habits?day={add_days(today, -20)}",
                      {"name": "Read", "icon": "book", "description": "Before the run of the day"}, expect=201)[1]
    server.check_in(run["id"], add_days(today, -2), note="Café au lait first, then a slow run", mood="great")
    server.check_in(run["id"], add_days(today, -1), note="Rainy run, cold hands", mood="bad")
    server.check_in(run["id"], add_days(today, -9), note="Easy pace with Sam", mood="good")
    server.check_in(read["id"], add_days(today, -3), note="Finished the chapter", mood="good")
    return today, health, run, read


def long_date(day):
    return datetime.date.fromisoformat(day).strftime("%A, %b %-d")


def open_search(page, scope="#view-today"):
    expect(page.get_by_role("dialog", name="Search")).to_have_count(0)  # the last one has gone
    page.locator(f"{scope} .search-open").click()
    sheet = page.get_by_role("dialog", name="Search")
    expect(sheet).to_be_visible()
    field = sheet.get_by_role("searchbox", name="Search")
    expect(field).to_be_focused()
    return sheet, field


def group_rows(sheet, group):
    return sheet.locator(f".sgroup[data-group='{group}'] .sres")


def result_texts(sheet):
    """Every result row's text, group by group, as a person reads them."""
    sheet.locator(".search-results[data-state='results']").wait_for()
    return sheet.locator(".sgroup").evaluate_all(
        "gs => gs.map((g) => [g.querySelector('.sgroup-title').textContent, [...g.querySelectorAll('.sres')].map((r) => r.textContent)])")


def test_search_from_today_groups_marks_and_opens_a_note_at_its_day(app, server):
    today, _, run, _ = seed(server)
    app.open()
    page = app.page
    sent = []
    page.on("request", lambda r: sent.append(r.url) if "/api/v1/search" in r.url else None)
    sheet, field = open_search(page)
    expect(sheet.locator(".search-empty-title")).to_have_text("Find anything")

    # The page's clock stands still while the word is typed (however slow the machine), then runs
    # past the pause: one search, for the whole word.
    pause_clock(page)
    field.press_sequentially("run")
    page.clock.run_for(250)
    page.clock.resume()
    expect(sheet.locator(".search-results")).to_have_attribute("data-query", "run")
    expect(sheet.locator(".sgroup-title")).to_have_text(["Habits", "Notes"])
    habits = group_rows(sheet, "habits")
    expect(habits).to_have_count(2)
    expect(habits.filter(has_text="Morning run").locator(".sres-title mark")).to_have_text("run")
    expect(habits.filter(has_text="Read").locator(".sres-text mark")).to_have_text("run")  # its description
    notes = group_rows(sheet, "notes")
    expect(notes).to_have_count(2)  # newest first: yesterday's, then two days ago
    expect(notes.first.locator(".sres-meta")).to_have_text("Morning run · Yesterday")
    expect(notes.first.locator("mark")).to_have_text("run")
    expect(notes.first.get_by_role("img", name="Mood: Bad")).to_have_text("😞")
    two_ago = datetime.date.fromisoformat(add_days(today, -2)).strftime("%A")
    expect(notes.nth(1).locator(".sres-meta")).to_have_text(f"Morning run · {two_ago}")
    assert [re.search(r"q=([^&]*)", u).group(1) for u in sent] == ["run"], sent

    # Accents do not matter: "cafe" finds "Café", and the mark covers the accented word.
    field.fill("cafe")
    expect(sheet.locator(".search-results")).to_have_attribute("data-query", "cafe")
    expect(sheet.locator(".sgroup-title")).to_have_text(["Notes"])
    expect(notes).to_have_count(1)
    expect(notes.first.locator("mark")).to_have_text("Café")
    expect(notes.first.locator(".sres-text")).to_have_text("Café au lait first, then a slow run")

    # The note opens Morning run's details at that day's entry.
    notes.first.click()
    expect(sheet).to_have_count(0)
    expect(page.locator("#detail-title")).to_have_text("Morning run")
    entry = page.get_by_role("dialog", name=long_date(add_days(today, -2)))
    expect(entry).to_be_visible()
    expect(entry.locator("textarea")).to_have_value("Café au lait first, then a slow run")
    assert page.evaluate("location.hash") == f"#/habit/{run['id']}/{add_days(today, -2)}"


def test_a_habit_and_a_category_open_where_they_live(app, server):
    _, health, run, _ = seed(server)
    app.open()
    page = app.page
    sheet, field = open_search(page)
    field.fill("morn")
    group_rows(sheet, "habits").first.click()
    expect(page.locator("#detail-title")).to_have_text("Morning run")
    page.get_by_role("button", name="Back").click()
    expect(page.locator(".detail")).to_have_count(0)
    # A category: the Habits tab, filtered by it.
    sheet, field = open_search(page)
    field.fill("heal")
    expect(group_rows(sheet, "categories")).to_have_count(1)
    expect(group_rows(sheet, "categories").locator("mark")).to_have_text("Heal")
    group_rows(sheet, "categories").click()
    expect(page.locator("#view-habits")).to_be_visible()
    chips = page.get_by_role("group", name="Filter by category")
    expect(chips.get_by_role("button", name="Health")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".habits-body .hrow-name")).to_have_text(["Morning run"])


def test_a_coach_reflection_is_found_and_opens_its_goal(app, server):
    seed(server)
    goal = make_goal(server, "2026-11-16")
    server.api("POST", f"/api/v1/goals/{goal['id']}/reflections",
               {"worked": "Running with a friend helped", "hard": "Cold mornings"}, expect=201)
    app.open()
    page = app.page
    sheet, field = open_search(page)
    field.fill("friend")
    rows = group_rows(sheet, "reflections")
    expect(rows).to_have_count(1)
    expect(sheet.locator(".sgroup-title")).to_have_text(["Reflections"])
    expect(rows.locator(".sres-meta")).to_contain_text("Run 5 km comfortably · Stage 1 · ")
    expect(rows.locator("mark")).to_have_text("friend")
    expect(rows).to_contain_text("Hard: Cold mornings")
    rows.click()
    expect(sheet).to_have_count(0)
    page.wait_for_function(f"location.hash === '#/coach/{goal['id']}'")


def test_nothing_found_too_long_and_cleared(app, server):
    seed(server)
    app.open()
    page = app.page
    sheet, field = open_search(page)
    field.fill("zebra")
    expect(sheet.locator(".search-empty-title")).to_have_text("No results for “zebra”")
    expect(sheet.locator(".search-results")).to_have_attribute("data-state", "none")
    # Longer than the server takes: its own words.
    field.fill("x" * 201)
    expect(sheet.get_by_role("alert")).to_be_visible()
    expect(sheet.locator(".search-results")).to_have_attribute("data-state", "error")
    # Cleared: the first words again, and nothing asked.
    sheet.get_by_role("button", name="Clear search").click()
    expect(sheet.locator(".search-empty-title")).to_have_text("Find anything")
    expect(field).to_be_focused()


def test_every_tab_has_search(app, server):
    seed(server)
    app.open()
    page = app.page
    for tab in ("today", "habits", "stats", "profile"):
        page.evaluate(f"location.hash = '#/{tab}'")
        expect(page.locator(f"#view-{tab}")).to_be_visible()
        button = page.locator(f"#view-{tab} .search-open")
        expect(button).to_have_accessible_name("Search")
        sheet, field = open_search(page, f"#view-{tab}")
        page.keyboard.press("Escape")
        expect(sheet).to_have_count(0)
        expect(button).to_be_focused()


def test_offline_search_gives_the_same_results_from_the_replica(app, server):
    today, _, run, _ = seed(server)
    app.open()
    page = app.page
    wait_for_worker(page)
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    online = {}
    for q in ("run", "cafe", "chapter"):
        sheet, field = open_search(page)
        field.fill(q)
        expect(sheet.locator(".search-results")).to_have_attribute("data-query", q)
        online[q] = result_texts(sheet)
        page.keyboard.press("Escape")
        page.keyboard.press("Escape")
        expect(sheet).to_have_count(0)
    assert online["run"][0][0] == "Habits" and online["cafe"] == [["Notes", online["cafe"][0][1]]]

    searched = []
    page.on("request", lambda r: searched.append(r.url) if "/api/v1/search" in r.url else None)
    page.context.set_offline(True)
    try:
        expect(page.locator(".offline-banner")).to_be_visible()
        for q, groups in online.items():
            sheet, field = open_search(page)
            field.fill(q)
            expect(sheet.locator(".search-results")).to_have_attribute("data-query", q)
            assert result_texts(sheet) == groups, q
            page.keyboard.press("Escape")
            page.keyboard.press("Escape")
            expect(sheet).to_have_count(0)
        # A habit's notes, and by mood, from the replica too.
        page.evaluate(f"location.hash = '#/habit/{run['id']}'")
        page.get_by_role("button", name="Search notes").click()
        notes = page.get_by_role("dialog", name="All Notes")
        expect(notes.locator(".nres")).to_have_count(3)
        assert notes.locator(".nres").evaluate_all("rs => rs.map((r) => r.dataset.day)") == [
            add_days(today, -1), add_days(today, -2), add_days(today, -9)]
        notes.locator("[data-mood='great']").click()
        expect(notes.locator(".nres .sres-text")).to_have_text(["Café au lait first, then a slow run"])
        notes.get_by_role("searchbox").fill("cafe")
        expect(notes.locator(".nres mark")).to_have_text("Café")
    finally:
        page.context.set_offline(False)
    assert all("q=" in u for u in searched)


def test_a_habits_notes_newest_first_searched_and_by_mood(app, server):
    today, _, run, _ = seed(server)
    app.open(f"/#/habit/{run['id']}")
    page = app.page
    expect(page.locator("#detail-title")).to_have_text("Morning run")
    asked = []
    page.on("request", lambda r: asked.append(r.url) if "/notes" in r.url else None)
    page.get_by_role("button", name="Search notes").click()
    sheet = page.get_by_role("dialog", name="All Notes")
    expect(sheet).to_be_visible()
    rows = sheet.locator(".nres")
    expect(rows).to_have_count(3)
    assert rows.evaluate_all("rs => rs.map((r) => r.dataset.day)") == [add_days(today, -1), add_days(today, -2), add_days(today, -9)]
    moods = sheet.get_by_role("group", name="Filter by mood")
    expect(moods.get_by_role("button", name=re.compile("^All"))).to_have_attribute("aria-pressed", "true")
    expect(moods.locator("[data-mood='great'] .nchip-count")).to_have_text("1")
    moods.locator("[data-mood='great']").click()
    expect(moods.locator("[data-mood='great']")).to_have_attribute("aria-pressed", "true")
    expect(rows).to_have_count(1)
    expect(rows.locator(".sres-text")).to_have_text("Café au lait first, then a slow run")
    assert "mood=great" in asked[-1]
    # A word narrows within the mood; a mood with no such note says so.
    moods.locator("[data-mood='all']").click()
    expect(rows).to_have_count(3)
    sheet.get_by_role("searchbox").fill("run")
    expect(rows).to_have_count(2)
    expect(rows.first.locator("mark")).to_have_text("run")
    moods.locator("[data-mood='good']").click()
    expect(sheet.locator(".notes-none")).to_have_text("No notes match “run” with this mood.")
    moods.locator("[data-mood='bad']").click()
    expect(rows).to_have_count(1)
    # A note opens its day's entry.
    rows.first.click()
    expect(sheet).to_have_count(0)
    expect(page.get_by_role("dialog", name=long_date(add_days(today, -1)))).to_be_visible()


def test_slash_opens_search_and_the_help_sheet_lists_it(make_app, server):
    seed(server)
    app = make_app(viewport=LAPTOP)
    app.open()
    page = app.page
    expect(page.locator("html")).to_have_attribute("data-shortcuts", "ready")
    page.keyboard.press("/")
    sheet = page.get_by_role("dialog", name="Search")
    expect(sheet.get_by_role("searchbox", name="Search")).to_be_focused()
    # Typing "/" in the field is text, not a shortcut.
    page.keyboard.type("run/")
    expect(sheet.get_by_role("searchbox")).to_have_value("run/")
    # The arrow keys go through the results and back to the field; Enter opens one.
    page.keyboard.press("Backspace")
    expect(sheet.locator(".search-results")).to_have_attribute("data-query", "run")
    page.keyboard.press("ArrowDown")
    expect(sheet.locator(".sres").first).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(sheet.locator(".sres").nth(1)).to_be_focused()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    expect(sheet.get_by_role("searchbox")).to_be_focused()
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    expect(sheet).to_have_count(0)
    page.keyboard.press("?")
    help_sheet = page.get_by_role("dialog", name="Keyboard shortcuts")
    expect(help_sheet.locator(".shortcut-row", has_text="Search habits, notes and reflections")).to_contain_text("/")


@pytest.mark.parametrize("viewport,scheme", [({"width": 390, "height": 844}, "light"), (LAPTOP, "light"), ({"width": 390, "height": 844}, "dark")],
                         ids=["phone", "laptop", "phone-dark"])
def test_search_and_notes_look_and_axe(make_app, server, viewport, scheme):
    _, _, run, _ = seed(server)
    app = make_app(viewport=viewport, color_scheme=scheme)
    app.open()
    page = app.page
    name = ("phone" if viewport["width"] < 600 else "laptop") + ("-dark" if scheme == "dark" else "")
    sheet, field = open_search(page)
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot(f"search-empty-{name}")
    field.fill("run")
    expect(sheet.locator(".search-results")).to_have_attribute("data-query", "run")
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot(f"search-results-{name}")
    field.fill("zebra")
    expect(sheet.locator(".search-results")).to_have_attribute("data-state", "none")
    app.screenshot(f"search-none-{name}")
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    expect(sheet).to_have_count(0)
    page.evaluate(f"location.hash = '#/habit/{run['id']}'")
    page.get_by_role("button", name="Search notes").click()
    notes = page.get_by_role("dialog", name="All Notes")
    expect(notes.locator(".nres")).to_have_count(3)
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot(f"search-notes-{name}")
