"""The Statistics tab and the habit detail's statistics: ranges and
premium locks, the success card, streak cards and calm mode, the performance list, the calendar
heatmap and its day sheet, insights, keyboard, axe and screenshots."""

import datetime
import re

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done, axe_blocking

WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def habit_since(server, name, days_ago, **fields):
    today = server.today()["day"]
    return server.api("POST", f"/api/v1/habits?day={add_days(today, -days_ago)}", {"name": name, **fields}, expect=201)[1]


def seed(server):
    """Three habits over a week that ends today (the first weekday is moved so "this week" is the last
    7 days whatever today is). Rates: Charlie 6, Bravo 4, Alpha 2 done; streaks: Charlie 6, Alpha 2,
    Bravo 0."""
    today = server.today()["day"]
    start = add_days(today, -6)
    server.settings(firstWeekday=WEEKDAYS[datetime.date.fromisoformat(start).weekday()])
    alpha = habit_since(server, "Alpha", 40, icon="book")
    bravo = habit_since(server, "Bravo", 40, icon="run")
    charlie = habit_since(server, "Charlie", 40, icon="water")
    for d in (1, 2):
        server.check_in(alpha["id"], add_days(today, -d), loggedMinute=7 * 60)
    for d in (3, 4, 5, 6):
        server.check_in(bravo["id"], add_days(today, -d), loggedMinute=13 * 60)
    for d in (1, 2):
        server.check_in(bravo["id"], add_days(today, -d), "missed")
    for d in range(1, 7):
        server.check_in(charlie["id"], add_days(today, -d), loggedMinute=19 * 60)
    for d in range(8, 40, 2):  # older history for the month, year and calendar
        for h in (alpha, bravo, charlie):
            server.check_in(h["id"], add_days(today, -d), loggedMinute=8 * 60)
    return today, alpha, bravo, charlie


def still(page):
    """Waits until the charts on screen are drawn (they draw when scrolled into view) and every
    animation has run."""
    page.wait_for_function("""() => [...document.querySelectorAll('.chart-anim:not(.is-drawn)')].every((e) => {
      const r = e.getBoundingClientRect();
      const shown = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
      return r.height === 0 || shown / r.height < 0.2;
    })""")
    animations_done(page)


def pick(page, name):
    """Chooses a menu item and waits for the menu to go."""
    page.get_by_role("menuitemradio", name=name).click()
    expect(page.locator(".menu-layer")).to_have_count(0)


def open_stats(app):
    app.open("/#/stats")
    expect(app.page.locator(".success-card")).to_be_visible()
    return app.page


def range_button(page, title):
    return page.locator(".overview .range-opt", has_text=title)


def test_free_tier_locked_range_shows_the_premium_reason(app, server):
    seed(server)
    page = open_stats(app)
    month = range_button(page, "Month")
    expect(month).to_have_attribute("aria-label", "Month, Premium")
    expect(range_button(page, "Week")).to_have_attribute("aria-label", "Week")
    expect(month.locator(".premium-dot")).to_be_visible()
    month.click()
    note = page.locator(".overview .premium-note")
    expect(note).to_be_visible()
    expect(note).to_contain_text("Monthly, yearly and all-time statistics are part of Premium.")
    expect(note).to_contain_text("Premium")
    app.screenshot("stats-locked-light")
    # Nothing broke: still the week, still its numbers.
    expect(range_button(page, "Week")).to_have_attribute("aria-checked", "true")
    expect(month).to_have_attribute("aria-checked", "false")
    expect(page.locator(".success-period")).to_have_text("Week")
    range_button(page, "All").click()
    expect(note).to_be_visible()
    range_button(page, "Week").click()
    expect(note).to_be_hidden()


def test_premium_shows_the_month(app, server):
    seed(server)
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
    month = server.api("GET", "/api/v1/stats?range=month", expect=200)[1]
    page = open_stats(app)
    expect(range_button(page, "Month")).to_have_attribute("aria-label", "Month")
    range_button(page, "Month").click()
    expect(page.locator(".success-period")).to_have_text("Month")
    rate = month["overview"]["rate"]
    expect(page.locator(".success-value .sr-only")).to_have_text(f"{rate['percent']}%")
    expect(page.locator(".success-num")).to_have_text(f"{rate['percent']}%", timeout=3000)
    expect(page.locator(".success-sub")).to_have_text(month["overview"]["rateText"])
    assert month["overview"]["rateText"].startswith(f"{rate['done']} of {rate['due']} ")
    first = next(h for h in month["habits"] if h["habit"]["name"] == "Charlie")
    expect(page.locator(".perf-card", has_text="Charlie").locator(".perf-rate")).to_contain_text(first["rate"]["daysText"])
    expect(page.locator(".perf-card", has_text="Charlie").locator(".perf-heat rect")).to_have_count(len(first["heatmap"]))


def test_switching_ranges_updates_every_card(app, server):
    seed(server)
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
    page = open_stats(app)
    for title, code in (("Year", "year"), ("All", "all"), ("Week", "week")):
        data = server.api("GET", f"/api/v1/stats?range={code}", expect=200)[1]
        range_button(page, title).click()
        expect(page.locator(".success-period")).to_have_text(title)
        expect(range_button(page, title)).to_have_attribute("aria-checked", "true")
        expect(page.locator(".success-value .sr-only")).to_have_text(f"{data['overview']['rate']['percent']}%")
        expect(page.locator(".total-facts dd").first).to_have_text(str(data["overview"]["totals"]["completions"]))
    # The sliding pill follows the choice (Week is the first option).
    assert page.evaluate("getComputedStyle(document.querySelector('.overview .range-seg')).getPropertyValue('--i').trim()") == "0"
    # Arrow keys move through the open ranges.
    range_button(page, "Week").focus()
    page.keyboard.press("ArrowRight")
    expect(range_button(page, "Month")).to_have_attribute("aria-checked", "true")
    expect(page.locator(".success-period")).to_have_text("Month")


def test_success_card_counts_up_and_draws_its_sparkline(app, server):
    seed(server)
    page = open_stats(app)
    week = server.api("GET", "/api/v1/stats?range=week", expect=200)[1]["overview"]
    expect(page.locator(".success-num")).to_have_text(f"{week['rate']['percent']}%", timeout=3000)
    spark = page.locator(".success-spark")
    expect(spark).to_have_attribute("role", "img")
    assert spark.get_attribute("aria-label").startswith("Daily completion this week:")
    expect(spark).to_have_class("chart spark success-spark chart-anim is-drawn")
    expect(page.locator(".trend")).to_have_text(week["trend"]["text"])


def test_reduced_motion_shows_final_values_at_once(make_app, server):
    seed(server)
    app = make_app(reduced_motion="reduce")
    page = open_stats(app)
    week = server.api("GET", "/api/v1/stats?range=week", expect=200)[1]["overview"]
    assert page.locator(".success-num").inner_text() == f"{week['rate']['percent']}%"
    assert "is-drawn" in page.locator(".success-spark").get_attribute("class")
    assert page.evaluate("getComputedStyle(document.querySelector('.success-spark .spark-line')).transitionDuration") in ("0s", "")


def test_performance_list_sorts_by_rate_name_and_streak(app, server):
    seed(server)
    page = open_stats(app)
    names = page.locator(".perf-name")
    expect(names).to_have_text(["Charlie", "Bravo", "Alpha"])
    # Today, not done yet, is pending: six days counted.
    expect(page.locator(".perf-card", has_text="Charlie").locator(".perf-rate")).to_contain_text("6/6 days")
    expect(page.locator(".perf-card", has_text="Charlie").locator(".perf-streak")).to_have_text("6 day streak")
    expect(page.locator(".perf-card", has_text="Bravo").locator(".perf-streak")).to_have_count(0)
    sort = page.get_by_role("button", name="Sort by Success rate")
    sort.click()
    expect(page.get_by_role("menuitemradio", name="Success rate")).to_have_attribute("aria-checked", "true")
    pick(page, "Name")
    expect(names).to_have_text(["Alpha", "Bravo", "Charlie"])
    page.get_by_role("button", name="Sort by Name").click()
    pick(page, "Streak")
    expect(names).to_have_text(["Charlie", "Alpha", "Bravo"])
    # A card opens the habit's detail.
    page.locator(".perf-card", has_text="Alpha").click()
    expect(page.get_by_role("dialog", name="Alpha")).to_be_visible()


def test_performance_list_filters_by_category(app, server):
    today, alpha, bravo, charlie = seed(server)
    cat = server.api("POST", "/api/v1/categories", {"name": "Health", "color": "#10B981"}, expect=201)[1]
    server.api("PATCH", f"/api/v1/habits/{bravo['id']}", {"categoryId": cat["id"]}, expect=200)
    page = open_stats(app)
    page.get_by_role("button", name="Filter by category: all categories").click()
    pick(page, "Health")
    expect(page.locator(".perf-name")).to_have_text(["Bravo"])
    page.get_by_role("button", name="Filter by category: Health").click()
    pick(page, "All categories")
    expect(page.locator(".perf-name")).to_have_count(3)


def test_streak_cards_show_and_calm_mode_hides_them(make_app, server):
    seed(server)
    app = make_app()
    page = open_stats(app)
    expect(page.locator(".streak-card")).to_have_count(2)
    expect(page.get_by_role("group", name="Current Streak", exact=False)).to_be_visible()
    server.settings(celebrations="off")
    calm = make_app()
    page = open_stats(calm)
    expect(page.locator(".total-rows")).to_be_visible()
    expect(page.locator(".streak-cards")).to_have_count(0)
    expect(page.locator(".perf-streak")).to_have_count(0)
    expect(page.locator(".trend")).to_have_count(0)
    expect(page.locator(".success-label")).to_have_text("Completion rate")
    assert "null" not in page.locator(".overview-body").inner_text()
    page.get_by_role("button", name="Sort by Success rate").click()
    expect(page.get_by_role("menuitemradio")).to_have_count(2)
    page.keyboard.press("Escape")
    page.evaluate("document.querySelector('#view-stats').scrollTop = 0")
    still(page)
    calm.screenshot("stats-calm-light")


def test_insights_render_with_locks_on_the_free_tier(app, server):
    seed(server)
    data = server.api("GET", "/api/v1/insights?range=week", expect=200)[1]
    page = open_stats(app)
    section = page.locator(".overview .insights")
    section.scroll_into_view_if_needed()
    overall = next(i for i in data["insights"] if i["kind"] == "overallConsistency")
    card = section.locator("[data-kind='overallConsistency']")
    expect(card).to_contain_text(overall["text"])
    expect(card.locator(".insight-big")).to_have_text(f"{overall['value']}%")
    by_habit = section.locator("[data-kind='byHabit']")
    expect(by_habit.locator(".hbar")).to_have_count(3)
    assert by_habit.locator(".hbars").get_attribute("aria-label").startswith("By Habit:")
    locked = section.locator(".insight-card.is-locked")
    expect(locked).to_have_count(sum(1 for i in data["insights"] if i["locked"]))
    expect(locked.first.locator(".premium-badge")).to_have_text("Premium")
    expect(locked.first).to_contain_text("part of Premium")
    # The badge heads the locked cards, never the whole section over free ones.
    expect(section.locator(".section-head .premium-badge")).to_have_count(0)
    expect(section.locator(".insights-locked .insights-locked-head .premium-badge")).to_be_visible()


def test_insights_unlocked_on_premium(app, server):
    seed(server)
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
    page = open_stats(app)
    range_button(page, "Month").click()
    expect(page.locator(".success-period")).to_have_text("Month")
    section = page.locator(".overview .insights")
    section.scroll_into_view_if_needed()
    expect(section.locator(".insight-card.is-locked")).to_have_count(0)
    tod = section.locator("[data-kind='timeOfDay']")
    expect(tod).to_be_visible()
    expect(tod.locator(".vbar")).to_have_count(3)
    assert "Morning" in tod.locator("svg.vbars").get_attribute("aria-label")


def test_calendar_heatmap_opens_the_day_sheet(app, server):
    today, *_ = seed(server)
    page = open_stats(app)
    yesterday = add_days(today, -1)
    tile = page.locator(f".heat-day[data-day='{yesterday}']")
    page.locator(".heat-day").first.wait_for()  # the month loads after the card appears
    if tile.count() == 0:  # yesterday was last month
        page.get_by_role("button", name="Previous month").click()
    tile.scroll_into_view_if_needed()
    label = tile.get_attribute("aria-label")
    assert label.endswith("2 of 3 completed"), label
    expect(page.locator(f".heat-day[data-day='{today}']")).to_have_class(re.compile(r"\bis-today\b"))
    tile.click()
    sheet = page.get_by_role("dialog")
    expect(sheet).to_be_visible()
    expect(sheet.locator(".day-summary")).to_have_text("2 of 3 completed")
    expect(sheet.locator(".day-row")).to_have_count(3)
    expect(sheet.locator(".day-row", has_text="Bravo")).to_contain_text("Missed")
    expect(sheet.locator(".day-row", has_text="Charlie")).to_contain_text("Done")
    page.keyboard.press("Escape")
    expect(sheet).to_be_hidden()
    expect(tile).to_be_focused()


def test_escape_closes_a_sheet_pressed_the_moment_it_opens(app, server):
    # The tile that opened the sheet turns inert with the page behind it; focus must already be in the
    # sheet, or an Escape pressed in its first frames reaches nothing and the sheet stays. The key is
    # pressed (on whatever has focus) in the same task that puts the sheet on the page, after the day's
    # read has come back, so it cannot arrive before the sheet nor after the focus would have moved late.
    today, *_ = seed(server)
    page = open_stats(app)
    page.locator(".heat-day").first.wait_for()
    tile = page.locator(f".heat-day[data-day='{today}']")
    tile.scroll_into_view_if_needed()
    page.evaluate("""() => {
      window.__escape = null;
      const root = document.getElementById('overlay-root');
      const seen = new MutationObserver(() => {
        if (!root.querySelector('[role=dialog]')) return;
        seen.disconnect();
        const target = document.activeElement ?? document.body;
        window.__escape = target.closest('[role=dialog]') ? 'in the sheet' : `on ${target.tagName}`;
        target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      });
      seen.observe(root, { childList: true, subtree: true });
    }""")
    tile.click()
    page.wait_for_function("window.__escape !== null")
    assert page.evaluate("window.__escape") == "in the sheet"
    expect(page.get_by_role("dialog")).to_have_count(0)
    expect(tile).to_be_focused()


def test_habit_detail_shows_grade_scale_best_streak_and_timeline(app, server):
    today, alpha, bravo, charlie = seed(server)
    stats = server.api("GET", f"/api/v1/habits/{bravo['id']}/stats?range=week", expect=200)[1]["statistics"]
    app.open(f"/#/habit/{bravo['id']}")
    page = app.page
    box = page.locator(".habit-stats")
    box.scroll_into_view_if_needed()
    grade = stats["consistency"]["grade"]
    expect(box.locator(".grade-ring")).to_have_attribute("aria-label", f"Consistency grade {grade}: {stats['consistency']['rate']['text']} over the last 90 days")
    expect(box.locator(".grade-scale li")).to_have_count(5)
    expect(box.locator(".grade-scale li.is-current .gs-letter")).to_have_text(grade)
    expect(box.locator(".grade-scale")).to_contain_text("90–100%")
    expect(box.locator(".hs-grade")).to_contain_text(stats["consistency"]["text"])
    best = stats["bestStreak"]
    expect(box.locator(".best-streak")).to_contain_text("Best Streak")
    expect(box.locator(".best-msg")).to_have_text(best["message"])
    bars = box.locator(".tl-bar")
    expect(bars).to_have_count(min(8, len(stats["timeline"])))
    last = stats["timeline"][-1]
    bars.first.click()
    expect(box.locator(".tl-info")).to_contain_text(f"{last['length']} day")
    expect(box.locator(".line-chart")).to_have_attribute("role", "img")
    # The chart reads out a point with the keyboard.
    box.locator(".line-chart").focus()
    page.keyboard.press("Home")
    expect(box.locator(".hs-readout")).to_contain_text("strength")
    # Free tier: Month is locked and says why.
    box.locator(".range-opt", has_text="Month").click()
    expect(box.locator(".premium-note")).to_contain_text("part of Premium")
    expect(box.locator("[data-kind='timeOfDay'] .premium-badge")).to_be_visible()


def test_habit_detail_in_calm_mode_has_no_streaks(app, server):
    today, alpha, bravo, charlie = seed(server)
    server.settings(celebrations="off")
    app.open(f"/#/habit/{charlie['id']}")
    box = app.page.locator(".habit-stats")
    expect(box.locator(".grade-ring")).to_be_visible()
    expect(box.locator(".best-streak")).to_have_count(0)
    expect(box.locator(".tl-bar")).to_have_count(0)
    assert "null" not in box.inner_text() and "false" not in box.inner_text()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_statistics_axe_and_screenshots(make_app, server, scheme):
    today, alpha, bravo, charlie = seed(server)
    app = make_app(color_scheme=scheme)
    page = open_stats(app)
    page.locator(".insights").scroll_into_view_if_needed()
    page.evaluate("document.querySelector('#view-stats').scrollTop = 0")
    week = server.api("GET", "/api/v1/stats?range=week", expect=200)[1]["overview"]
    expect(page.locator(".success-num")).to_have_text(f"{week['rate']['percent']}%")  # counted up
    still(page)
    assert axe_blocking(page) == []
    app.screenshot(f"stats-{scheme}")
    page.evaluate("document.querySelector('.perf').scrollIntoView()")
    still(page)
    app.screenshot(f"stats-performance-{scheme}")
    page.evaluate("document.querySelector('.insights').scrollIntoView()")
    still(page)
    app.screenshot(f"stats-insights-{scheme}")
    tile = page.locator(f".heat-day[data-day='{add_days(today, -1)}']")
    page.locator(".heat-day").first.wait_for()
    if tile.count() == 0:
        page.get_by_role("button", name="Previous month").click()
    tile.click()
    expect(page.get_by_role("dialog")).to_be_visible()
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot(f"day-sheet-{scheme}")
    page.keyboard.press("Escape")
    app.open(f"/#/habit/{charlie['id']}")
    page.locator(".habit-stats .grade-ring").scroll_into_view_if_needed()
    page.evaluate("document.querySelector('.habit-stats').scrollIntoView()")
    expect(page.locator(".hs-body")).not_to_have_attribute("aria-busy", "true")
    still(page)
    assert axe_blocking(page) == []
    app.screenshot(f"habit-stats-{scheme}")
    page.evaluate("document.querySelector('.hs-timeline').scrollIntoView()")
    still(page)
    app.screenshot(f"habit-stats-timeline-{scheme}")
