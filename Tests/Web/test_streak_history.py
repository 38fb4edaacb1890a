"""The streak history sheet: the
streak badge on Today opens it; its streaks, calendar and month statistics are the API's."""

import re

import pytest
from playwright.sync_api import expect

from helpers import add_days, axe_blocking, touch_swipe


def month_of(day):
    return day[:7]


def previous_month(day):
    year, month = int(day[:4]), int(day[5:7])
    return f"{year - 1}-12" if month == 1 else f"{year}-{month - 1:02d}"


def seed(server):
    """Stretch (07:00) done on each of the last 36 days but one, eight days ago; Journal (21:00)
    done from 17 days ago through yesterday except 13 and 12 days ago. Both created 35 days ago.
    Returns today."""
    today = server.today()["day"]
    start = add_days(today, -35)
    stretch = server.api("POST", f"/api/v1/habits?day={start}", {"name": "Stretch", "icon": "yoga", "reminders": [{"time": "07:00"}]}, expect=201)[1]
    journal = server.api("POST", f"/api/v1/habits?day={start}", {"name": "Journal", "icon": "journal", "reminders": [{"time": "21:00"}]}, expect=201)[1]
    for back in range(0, 36):
        if back != 8:
            server.check_in(stretch["id"], add_days(today, -back))
    for back in range(1, 18):
        if back not in (12, 13):
            server.check_in(journal["id"], add_days(today, -back))
    return today


def open_history(app):
    app.open()
    app.page.get_by_role("button", name=re.compile("Streak history")).click()
    dialog = app.page.get_by_role("dialog", name="Streak History")
    expect(dialog).to_be_visible()
    return dialog


def wait_open(page):
    """The sheet has finished sliding up (so axe and screenshots see its final colours)."""
    page.wait_for_function("""() => {
      const s = document.querySelector('.sh-sheet');
      return s && getComputedStyle(s).transform === 'none' && !document.querySelector('.sh-calendar')?.getAnimations().length;
    }""")


def calendar_cells(page):
    return page.evaluate("""() => [...document.querySelectorAll('.sh-day:not(.is-blank)')]
      .map((li) => ({ day: li.dataset.day, state: li.dataset.state, label: li.getAttribute('aria-label') }))""")


def expect_month(page, server, month):
    """The calendar and statistics show `month` exactly as /streaks/history?month= says."""
    answer = server.api("GET", f"/api/v1/streaks/history?month={month}", expect=200)[1]
    expect(page.locator(".sh-month")).to_have_attribute("data-month", month)
    expect(page.locator(".sh-day:not(.is-blank)")).to_have_count(len(answer["days"]))
    cells = calendar_cells(page)
    assert [(c["day"], c["state"]) for c in cells] == [(d["day"], d["state"]) for d in answer["days"]]
    stats = answer["month"]
    expect(page.locator("[data-stat=completed] dd")).to_have_text(f"{stats['daysCompleted']} of {stats['daysCounted']}")
    expect(page.locator("[data-stat=perfect] dd")).to_have_text(f"{stats['perfectDays']} of {stats['daysCounted']}")
    expect(page.locator("[data-stat=rate] dd")).to_have_text(f"{stats['habitsPercent']}%")
    return answer


def test_the_streak_badge_opens_the_history_sheet(app, server):
    seed(server)
    app.open()
    badge = app.page.get_by_role("button", name="7 day perfect streak. Streak history")
    expect(badge).to_be_visible()
    badge.click()
    dialog = app.page.get_by_role("dialog", name="Streak History")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("heading", name="Current Streaks")).to_be_visible()
    app.page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(badge).to_be_focused()


def test_section_streaks_are_the_apis(app, server):
    seed(server)
    current = server.api("GET", "/api/v1/streaks/current", expect=200)[1]
    sections = {s["section"]: s for s in current["sections"]}
    # The seeded histories, worked out by hand: the engine must agree.
    assert (current["perfectDays"]["current"], current["perfectDays"]["longest"]) == (7, 7)
    assert list(sections) == ["morning", "evening"]
    assert (sections["morning"]["current"], sections["morning"]["longest"]) == (8, 27)
    assert (sections["evening"]["current"], sections["evening"]["longest"], sections["evening"]["atRisk"]) == (11, 11, True)
    dialog = open_history(app)
    rows = dialog.locator(".sh-streak")
    expect(rows).to_have_count(3)
    expect(rows.locator(".sh-streak-name")).to_have_text(["Perfect Days", "Morning", "Evening"])
    for key, streak in [("perfect", current["perfectDays"]), *sections.items()]:
        row = dialog.locator(f".sh-streak[data-section={key}]")
        expect(row.locator(".sh-num")).to_have_text(str(streak["current"]))
        expect(row.locator(".sh-streak-longest")).to_have_text(f"Longest {streak['longest']}")
        if streak["atRisk"]:
            expect(row.locator(".sh-open")).to_have_text("Today to go")
        else:
            expect(row.locator(".sh-open")).to_have_count(0)
    # The grace window the open streaks share is said once, not on every row.
    hours = {s["hoursLeft"] for s in [current["perfectDays"], *sections.values()] if s["atRisk"]}
    expect(dialog.locator(".sh-grace")).to_have_count(1 if hours else 0)
    if hours:
        expect(dialog.locator(".sh-grace")).to_have_text(f"Grace: {min(hours)}h left today")


def test_calendar_days_and_month_stats_are_the_apis(app, server):
    today = seed(server)
    open_history(app)
    answer = expect_month(app.page, server, month_of(today))
    by_day = {d["day"]: d for d in answer["days"]}
    # Yesterday both sections were complete; eight days ago only the evening; today the morning.
    assert by_day[add_days(today, -1)]["state"] == "perfect"
    assert by_day.get(add_days(today, -8), {"state": "evening"})["state"] == "evening"
    assert by_day[today]["state"] == "morning"
    cells = {c["day"]: c for c in calendar_cells(app.page)}
    assert re.fullmatch(r"[A-Z][a-z]+ \d+: perfect day, Morning and Evening complete", cells[add_days(today, -1)]["label"])
    assert re.fullmatch(r"[A-Z][a-z]+ \d+: Morning complete", cells[today]["label"])
    expect(app.page.locator(f'.sh-day[data-day="{today}"]')).to_have_class(re.compile(r"\bis-today\b"))


def test_buttons_keys_and_swipes_change_the_month(make_app, server):
    today = seed(server)
    this_month, last_month = month_of(today), previous_month(today)
    app = make_app(has_touch=True)
    open_history(app)
    page = app.page
    expect(page.locator(".sh-month")).to_have_attribute("data-month", this_month)
    expect(page.get_by_role("button", name="Next month")).to_be_disabled()
    page.get_by_role("button", name="Previous month").click()
    expect_month(page, server, last_month)
    title = page.locator("#sh-month-title")
    expect(title).to_have_text(re.compile(r"^[A-Z][a-z]+ \d{4}$"))
    app.screenshot("streak-history-previous-month")
    page.get_by_role("button", name="Next month").click()
    expect_month(page, server, this_month)
    # Swipe right for the month before, left for the month after.
    touch_swipe(page, page.locator(".sh-calendar"), 220, start=0.15)
    expect(page.locator(".sh-month")).to_have_attribute("data-month", last_month)
    touch_swipe(page, page.locator(".sh-calendar"), -220, start=0.85)
    expect(page.locator(".sh-month")).to_have_attribute("data-month", this_month)
    # The keyboard: arrow keys on the focused calendar.
    page.locator(".sh-calendar").focus()
    page.keyboard.press("ArrowLeft")
    expect(page.locator(".sh-month")).to_have_attribute("data-month", last_month)
    page.keyboard.press("ArrowRight")
    expect(page.locator(".sh-month")).to_have_attribute("data-month", this_month)


def test_the_legend_tells_states_apart_by_shape(app, server):
    seed(server)
    dialog = open_history(app)
    legend = dialog.get_by_role("list", name="Legend")
    expect(legend.get_by_role("listitem")).to_have_text(["Perfect day", "Morning only", "Evening only", "Some sections", "Missed"])
    shapes = legend.locator(".sh-mark").evaluate_all(
        "marks => marks.map((m) => { const s = getComputedStyle(m); return [s.clipPath, s.borderRadius, s.height].join(' | '); })")
    assert len(set(shapes)) == 5, shapes
    colours = legend.locator(".sh-mark").evaluate_all("marks => marks.slice(0, 3).map((m) => getComputedStyle(m).backgroundColor)")
    assert len(set(colours)) == 3, colours


def test_month_change_fades_only_under_reduced_motion(make_app, server):
    seed(server)
    app = make_app(reduced_motion="reduce")
    open_history(app)
    app.page.get_by_role("button", name="Previous month").click()
    calendar = app.page.locator(".sh-calendar.from-left")
    expect(calendar).to_have_count(1)
    assert calendar.evaluate("el => getComputedStyle(el).animationName") == "sh-fade"
    assert calendar.evaluate("el => getComputedStyle(el).animationDuration") == "0.15s"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_clean_in_both_schemes(make_app, server, scheme):
    seed(server)
    app = make_app(color_scheme=scheme)
    open_history(app)
    wait_open(app.page)
    assert axe_blocking(app.page) == []
    app.screenshot(f"streak-history-{scheme}")
    body = app.page.locator(".sh-sheet .sheet-body")
    body.evaluate("el => el.scrollTo(0, el.scrollHeight)")
    expect(app.page.locator("[data-stat=rate]")).to_be_in_viewport()
    app.screenshot(f"streak-history-{scheme}-stats")


def contrast(page, a, b):
    return page.evaluate("""([a, b]) => {
      const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
      const lum = (c) => { const [r, g, b] = rgb(c).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    }""", [a, b])


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_missed_swatch_stands_out_from_the_sheet(make_app, server, scheme):
    seed(server)
    app = make_app(color_scheme=scheme)
    dialog = open_history(app)
    mark = dialog.get_by_role("list", name="Legend").get_by_role("listitem").filter(has_text="Missed").locator(".sh-mark")
    colour = mark.evaluate("(m) => getComputedStyle(m).backgroundColor")
    sheet = dialog.evaluate("(d) => getComputedStyle(d).backgroundColor")
    assert contrast(app.page, colour, sheet) >= 3, (colour, sheet)
    assert mark.evaluate("(m) => m.getBoundingClientRect().height") >= 3
