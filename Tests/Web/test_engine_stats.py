"""Statistics with the server stopped: the Statistics screen (Overview and History) and
a habit's detail show the engine's statistics and history, worked out in the browser from the
local replica, through the same render code; the numbers equal what the server answered for the same data before it stopped (not the
"Statistics need a connection" error the app showed before)."""

import re

from playwright.sync_api import expect

from test_offline import wait_for_worker
from test_stats import seed


def server_reads(server, habit_id):
    """What the server answers for the screens' reads, before it stops."""
    get = lambda path: server.api("GET", path, expect=200)[1]  # noqa: E731
    today = server.today()["day"]
    month = today[:7]
    return {
        "week": get("/api/v1/stats?range=week"),
        "month": get("/api/v1/stats?range=month"),
        "insights": get("/api/v1/insights?range=week"),
        "habit": get(f"/api/v1/habits/{habit_id}/stats?range=week"),
        "days": get(f"/api/v1/habits/{habit_id}/history")["summary"],
        "matrix": get("/api/v1/history"),
        "today": today,
        "calendar": {d["day"]: d for d in get(f"/api/v1/streaks/history?start={month}-01&end={today}")["days"]},
    }


def expect_overview(page, stats):
    rate = stats["overview"]["rate"]
    expect(page.locator(".success-value .sr-only")).to_have_text(f"{rate['percent']}%")
    expect(page.locator(".success-sub")).to_have_text(stats["overview"]["rateText"])
    expect(page.locator(".total-facts dd").first).to_have_text(str(stats["overview"]["totals"]["completions"]))
    for habit in stats["habits"]:
        card = page.locator(".perf-card", has_text=habit["habit"]["name"])
        expect(card.locator(".perf-rate")).to_contain_text(habit["rate"]["daysText"])
        expect(card.locator(".perf-heat rect")).to_have_count(len(habit["heatmap"]))


def test_statistics_and_detail_with_the_server_stopped_equal_the_servers(make_app, server):
    today, alpha, bravo, charlie = seed(server)
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
    before = server_reads(server, bravo["id"])
    app = make_app()
    app.open()
    page = app.page
    wait_for_worker(page)
    # After first paint the engine loads and the replica follows the changes feed.
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    server.stop()
    try:
        # A cold start on the Statistics tab with no server.
        page.evaluate("location.hash = '#/stats'")
        app.reload()
        expect(page.locator(".offline-banner")).to_be_visible()
        expect(page.locator(".success-card")).to_be_visible()
        expect(page.locator(".stats-error")).to_have_count(0)
        expect_overview(page, before["week"])
        app.screenshot("engine-stats-offline")
        # The engine's insight cards, in the server's order and words.
        open_cards = [i for i in before["insights"]["insights"] if not i["locked"] and (i["kind"] != "byHabit" or len(i["bars"]) > 1)]
        texts = page.locator(".insights .insight-card:not(.is-locked) .insight-text")
        expect(texts).to_have_text([i["text"] for i in open_cards])
        # The calendar heatmap's tiles: the engine's done / due of each day.
        for day in (today, sorted(before["calendar"])[0]):
            d = before["calendar"][day]
            words = f"{d['done']} of {d['due']} completed" if d["due"] else "nothing due"
            expect(page.locator(f".heat-day[data-day='{day}']")).to_have_attribute("aria-label", re.compile(f": {words}$"))
        # A tile opens the day's sheet: the engine's matrix of that day.
        d = before["calendar"][today]
        page.locator(f".heat-day[data-day='{today}']").click()
        expect(page.locator(".day-sheet .day-summary")).to_have_text(f"{d['done']} of {d['due']} completed")
        page.keyboard.press("Escape")
        expect(page.locator(".day-sheet")).to_have_count(0)
        # Another range (premium): the engine's month.
        page.locator(".overview .range-opt", has_text="Month").click()
        expect(page.locator(".success-period")).to_have_text("Month")
        expect_overview(page, before["month"])

        # The History segment: the engine's consistency matrix, one row per active habit.
        page.locator("#stats-tab-history").click()
        expect(page.locator(".stats-error")).to_have_count(0)
        expect(page.locator(".matrix .mx-habit-name")).to_have_text([r["habit"]["name"] for r in before["matrix"]["habits"]])

        # A habit's detail: the engine's days and summary, grade, best streak, timeline, strength.
        page.evaluate(f"location.hash = '#/habit/{bravo['id']}'")
        summary = before["days"]
        expect(page.locator(".quick-stats .qs-current dd")).to_have_text(str(summary["currentStreak"]))
        expect(page.locator(".quick-stats .qs-rate dd")).to_have_text(summary["monthRateText"])
        expect(page.locator(".quick-stats .qs-total dd")).to_have_text(str(summary["totalCompletions"]))
        stats = before["habit"]["statistics"]
        box = page.locator(".habit-stats")
        box.scroll_into_view_if_needed()
        consistency = stats["consistency"]
        expect(box.locator(".grade-ring")).to_have_attribute(
            "aria-label", f"Consistency grade {consistency['grade']}: {consistency['rate']['text']} over the last 90 days")
        expect(box.locator(".hs-grade")).to_contain_text(consistency["text"])
        expect(box.locator(".hs-strength")).to_have_text(f"Strength {round(stats['strength'] * 100)}%")
        expect(box.locator(".hs-readout")).to_have_text(f"{stats['rate']['daysText']} · {stats['rate']['text']} {before['habit']['period']['phrase']}")
        expect(box.locator(".best-msg")).to_have_text(stats["bestStreak"]["message"])
        expect(box.locator(".tl-bar")).to_have_count(min(8, len(stats["timeline"])))
        app.screenshot("engine-habit-stats-offline")
    finally:
        server.start()


def test_streak_history_sheet_with_the_server_stopped_equals_the_servers(make_app, server):
    """The streak badge's sheet (Current Streaks and the month's calendar and statistics) from the
    engine, on a cold start with the server stopped."""
    import test_streak_history

    today = test_streak_history.seed(server)
    month = today[:7]
    current = server.api("GET", "/api/v1/streaks/current", expect=200)[1]
    answer = server.api("GET", f"/api/v1/streaks/history?month={month}", expect=200)[1]
    app = make_app()
    app.open()
    page = app.page
    wait_for_worker(page)
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    server.stop()
    try:
        app.reload()
        expect(page.locator(".offline-banner")).to_be_visible()
        page.get_by_role("button", name=re.compile("Streak history")).click()
        dialog = page.get_by_role("dialog", name="Streak History")
        expect(dialog).to_be_visible()
        expect(dialog.locator(".sh-streak.is-perfect")).to_contain_text(str(current["perfectDays"]["current"]))
        expect(page.locator(".sh-month")).to_have_attribute("data-month", month)
        cells = test_streak_history.calendar_cells(page)
        assert [(c["day"], c["state"]) for c in cells] == [(d["day"], d["state"]) for d in answer["days"]]
        stats = answer["month"]
        expect(page.locator("[data-stat=completed] dd")).to_have_text(f"{stats['daysCompleted']} of {stats['daysCounted']}")
        expect(page.locator("[data-stat=perfect] dd")).to_have_text(f"{stats['perfectDays']} of {stats['daysCounted']}")
        expect(page.locator("[data-stat=rate] dd")).to_have_text(f"{stats['habitsPercent']}%")
    finally:
        server.start()


def test_habits_tab_with_the_server_stopped_shows_the_engines_week_with_a_queued_tap(make_app, server):
    """The Habits tab's last 7 days come from the engine when the server is out of reach: a tap made
    offline on Today shows in its row (the service worker's last copy of /history would not have it)."""
    from test_offline import pressed

    today, alpha, bravo, charlie = seed(server)
    app = make_app()
    app.open()
    page = app.page
    wait_for_worker(page)
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    # Online first, so the worker holds a copy of the tab's /history (Alpha: 2 of the last 7 days).
    page.evaluate("location.hash = '#/habits'")
    row = page.locator(".hrow", has_text="Alpha").locator(".hrow-hit")
    expect(row).to_have_attribute("aria-label", re.compile("last 7 days: 2 done"))
    page.evaluate("location.hash = '#/today'")
    server.stop()
    try:
        page.context.set_offline(True)
        pressed(app, "Alpha").click()
        expect(pressed(app, "Alpha")).to_have_attribute("aria-pressed", "true")
        page.evaluate("location.hash = '#/habits'")
        expect(row).to_have_attribute("aria-label", re.compile("last 7 days: 3 done"))
    finally:
        page.context.set_offline(False)
        server.start()
