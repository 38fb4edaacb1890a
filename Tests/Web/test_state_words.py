"""What a screen reader hears of each habit-day, read off the accessibility tree (roles and names,
not the markup): Today's check-in toggles and week bars, the Habits tab's dots, the habit detail's
week and month, History's matrix and the calendar heatmap each say a day's state in words, and a
check-in and a celebration are each announced once."""

import re

from playwright.sync_api import expect

from helpers import add_days

WORDS = {"done": "done", "partial": "partly done", "skipped": "skipped", "missed": "missed", "none": "to do"}
WEEKDAY = {"mon": "Monday", "tue": "Tuesday", "wed": "Wednesday", "thu": "Thursday", "fri": "Friday",
           "sat": "Saturday", "sun": "Sunday"}


def said(slot):
    """The words for one of a card's week slots, as the API describes it."""
    if slot["outcome"] != "none":
        return WORDS[slot["outcome"]]
    if slot["isFuture"]:
        return "upcoming"
    return "not due" if not slot["scheduled"] else "to do"


def seed(server):
    today = server.today()["day"]
    run = server.api("POST", f"/api/v1/habits?day={add_days(today, -9)}", {"name": "Run", "icon": "run"}, expect=201)[1]
    server.create_habit("Read", icon="book")
    weekend = server.api("POST", f"/api/v1/habits?day={add_days(today, -9)}",
                         {"name": "Hike", "schedule": {"kind": "weekdays", "weekdays": ["sat", "sun"]}}, expect=201)[1]
    for d, state in [(1, "done"), (2, "skipped"), (3, "missed")]:
        server.check_in(run["id"], add_days(today, -d), state)
    return today, run, weekend


def test_today_toggles_and_week_bars_say_each_state(app, server):
    _, run, _ = seed(server)
    app.open()
    page = app.page
    expect(app.card("Run")).to_be_visible()
    week = server.card(run["id"])["week"]
    label = f"{week['done']} of {week['target']} this week: " + ", ".join(f"{WEEKDAY[s['weekday']]} {said(s)}" for s in week["slots"])
    bar = page.get_by_role("img", name=label, exact=True)
    expect(bar).to_have_count(1)
    today_name = next(WEEKDAY[s["weekday"]] for s in week["slots"] if s["isToday"])
    assert f"{today_name} to do" in label, label
    toggle = page.get_by_role("button", name=re.compile(r"^Run, .*, not done yet today, "), pressed=False)
    expect(toggle).to_have_count(1)
    snapshot = app.card("Run").aria_snapshot()
    assert 'button "Run, ' in snapshot, snapshot
    assert f'img "{label}"' in snapshot, snapshot
    toggle.click()
    done = page.get_by_role("button", name=re.compile(r"^Run, .*, done today, "), pressed=True)
    expect(done).to_have_count(1)
    app.writes_idle()
    after = server.card(run["id"])["week"]
    expect(app.card("Run").get_by_role("img")).to_have_accessible_name(
        re.compile(f"^{after['done']} of {after['target']} this week: .*{today_name} done"))


def test_habit_dots_and_detail_days_say_each_state(app, server):
    today, run, _ = seed(server)
    app.open("/#/habits")
    page = app.page
    dots = page.get_by_role("img", name=re.compile(r"^Last 7 days: "))
    expect(dots).to_have_count(3)
    for name, words in [("Run", ["done", "skipped", "missed"]), ("Hike", ["not due"])]:
        row = page.locator(".hrow-wrap", has=page.locator(".hrow-hit", has_text=name).or_(page.locator(f".hrow-hit[aria-label^='{name},']")))
        label = row.get_by_role("img").get_attribute("aria-label")
        for w in words:
            assert f" {w}" in label, (name, label)
    app.open()
    app.card("Run").locator(".card-chev").click()
    detail = page.get_by_role("dialog", name="Run")
    expect(detail).to_be_visible()
    strip = detail.get_by_role("group", name="This week")
    expect(strip.get_by_role("button", name=re.compile(r": done, tap to toggle$"), pressed=True)).to_have_count(1)
    expect(strip.get_by_role("button", name=re.compile(r": to do, tap to toggle$"), pressed=False)).to_have_count(1)
    expect(strip.get_by_role("button", name=re.compile(r": skipped, tap to toggle$"))).to_have_count(1)
    expect(strip.get_by_role("button", name=re.compile(r": upcoming$")).first).to_be_disabled()
    # The month shows the days of this month (today's month, wherever the pinned clock falls).
    for d, words in [(1, "done"), (2, "skipped"), (3, "missed")]:
        if add_days(today, -d)[:7] == today[:7]:
            expect(detail.locator(f".cal-day[data-day='{add_days(today, -d)}']")).to_have_accessible_name(
                re.compile(f": {words}$"))


def test_history_matrix_and_heatmap_say_each_day(app, server):
    today, _, _ = seed(server)
    app.open("/#/stats")
    page = app.page
    tile = page.get_by_role("button", name=re.compile(r": (\d+ of \d+ completed|nothing due)$"))
    expect(tile.first).to_be_visible()
    expect(page.get_by_role("group", name=re.compile(r"\w+ \d{4}"))).not_to_have_count(0)
    expect(page.get_by_role("img", name=re.compile(r"^Run, \d+ days: "))).to_have_count(1)  # its mini heatmap
    page.get_by_role("tab", name="History").click()
    page.wait_for_selector(".matrix-wrap[data-ready]")
    for words in ("done", "skipped", "missed", "to do"):
        expect(page.get_by_role("gridcell", name=re.compile(f"^Run, .*: {words}$"))).not_to_have_count(0)


def cell_said(cell):
    """The words for a cell of the History matrix, as GET /history describes it."""
    if cell["beforeStart"]:
        return "not tracked yet"
    if cell["outcome"] != "none":
        return WORDS[cell["outcome"]]
    return "to do" if cell["due"] else "not due"


def test_history_popover_says_each_cell_in_the_same_words(app, server):
    """Tapping a cell of the matrix tells its state in the words its label and every other day view
    use, taken from the outcome the API sends for the cell (a due day with nothing logged is "to do",
    as in the habit's calendar, not a "missed" worked out here); the popover is the cell's
    description."""
    today, _, _ = seed(server)
    matrix = server.api("GET", f"/api/v1/history?start={add_days(today, -9)}&end={today}", expect=200)[1]
    app.open("/#/stats")
    page = app.page
    page.get_by_role("tab", name="History").click()
    page.wait_for_selector(".matrix-wrap[data-ready]")
    expect(page.locator(".mx-day")).to_have_count(len(matrix["days"]))
    pop = page.get_by_role("tooltip")
    heard = set()
    for row in matrix["habits"]:
        name = row["habit"]["name"]
        cells = page.locator("tbody tr", has=page.locator(".mx-habit-name", has_text=name)).get_by_role("gridcell")
        for col, c in enumerate(row["cells"]):
            words = cell_said(c)
            cell = cells.nth(col)
            expect(cell).to_have_accessible_name(re.compile(f"^{name}, .*: {words}$"))
            # Scrolled to first, and the scroll's event let pass: scrolling the matrix puts the popover away.
            cell.scroll_into_view_if_needed()
            page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
            cell.click()
            expect(pop).to_be_visible()
            expect(pop.locator("strong")).to_have_text(words, ignore_case=True)
            expect(cell).to_have_accessible_description(words, ignore_case=True)
            heard.add(words)
    assert heard == {"done", "skipped", "missed", "to do", "not due", "not tracked yet"}, heard
    # The legend names the marks in the same words.
    expect(page.get_by_role("list", name="Legend").get_by_role("listitem")).to_have_text(
        ["done", "missed", "skipped", "partly done", "to do", "not due"], ignore_case=True)


RECORD = """() => {
  window.__said = [];
  new MutationObserver(() => {
    const t = document.getElementById('announcer').textContent;
    if (t) window.__said.push(t);
  }).observe(document.getElementById('announcer'), { childList: true, characterData: true, subtree: true });
}"""


def test_a_check_in_is_announced_once(app, server):
    server.create_habit("Read")
    server.create_habit("Walk")
    app.open()
    page = app.page
    expect(page.locator("#announcer")).to_have_attribute("aria-live", "polite")
    page.evaluate(RECORD)
    app.tap("Read")
    expect(page.locator("#announcer")).to_have_text(re.compile(r"^Read marked complete\. 1 of \d+ this week\.$"))
    app.writes_idle()
    assert page.evaluate("window.__said") == [page.locator("#announcer").text_content()]


def test_a_perfect_day_is_announced_once_after_the_check_in(app, server):
    server.create_habit("Read")
    app.open()
    page = app.page
    page.evaluate(RECORD)
    app.tap("Read")
    expect(page.get_by_role("dialog", name="Perfect Day!")).to_be_visible()
    expect(page.locator("#announcer")).to_contain_text("Perfect Day! You completed all your habits.")
    app.writes_idle()
    said_ = " | ".join(page.evaluate("window.__said"))
    assert said_.count("Perfect Day! You completed all your habits.") == 1, said_
    assert len(re.findall(r"Read marked complete\. 1 of \d+ this week\.", said_)) == 1, said_
