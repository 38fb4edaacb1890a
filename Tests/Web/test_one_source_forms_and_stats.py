"""One source of truth, in forms and statistics: the habit form's draft schedule (words and
the next two weeks of due days), a new habit's colour, the statistics' monthly rates, daily
average and heatmap levels, and the card's "goal met" / "rest day" all come from the API."""

import datetime
import json
import re

from playwright.sync_api import expect

from helpers import add_days


def meta(server):
    return server.api("GET", "/api/v1/meta", expect=200)[1]


def preview(server, schedule):
    return server.api("POST", "/api/v1/schedules/preview", {"schedule": schedule}, expect=200)[1]


def open_add(app):
    app.page.locator("#fab").click()
    sheet = app.page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    return sheet


def shown_days(sheet):
    """The form's two-week preview as (day, due) pairs, once the engine's answer is drawn."""
    dots = sheet.locator(".freq-preview .fdot")
    expect(dots).to_have_count(14)
    return [tuple(x) for x in dots.evaluate_all("(els) => els.map((d) => [d.dataset.day, d.classList.contains('on')])")]


def api_days(answer):
    return [(d["day"], d["due"]) for d in answer["days"]]


def test_the_forms_draft_schedule_words_and_due_days_are_the_engines(app, server):
    server.settings(firstWeekday="sun")
    app.open()
    sheet = open_add(app)
    words = sheet.locator(".preview-sched")

    # Days: Mon, Wed, Fri preselected; Tuesday and Thursday make them the engine's "Weekdays".
    sheet.get_by_role("radio", name="Days").click()
    picker = sheet.get_by_role("group", name="Days of the week")
    picker.get_by_role("button", name="Tuesday").click()
    picker.get_by_role("button", name="Thursday").click()
    answer = preview(server, {"kind": "weekdays", "weekdays": ["mon", "tue", "wed", "thu", "fri"]})
    assert answer["scheduleText"] == "Weekdays"
    expect(words).to_have_text(answer["scheduleText"])
    assert shown_days(sheet) == api_days(answer)

    # The user's first weekday orders the words: Sunday first.
    for day in ["Tuesday", "Wednesday", "Thursday", "Friday"]:
        picker.get_by_role("button", name=day).click()
    picker.get_by_role("button", name="Sunday").click()
    answer = preview(server, {"kind": "weekdays", "weekdays": ["mon", "sun"]})
    assert answer["scheduleText"] == "Sun, Mon"
    expect(words).to_have_text(answer["scheduleText"])
    assert shown_days(sheet) == api_days(answer)

    # A flexible schedule: the engine's words and every day open until the target is met.
    sheet.get_by_role("radio", name="Weekly").click()
    answer = preview(server, {"kind": "times_per_week", "times": 3})
    expect(words).to_have_text(answer["scheduleText"])
    expect(sheet.locator(".freq-caption")).to_have_text(answer["scheduleText"])
    assert shown_days(sheet) == api_days(answer)

    # Monthly on the 1st and 15th.
    sheet.get_by_role("radio", name="Monthly").click()
    answer = preview(server, {"kind": "month_days", "days": [1, 15]})
    expect(words).to_have_text(answer["scheduleText"])
    assert shown_days(sheet) == api_days(answer)


def test_offline_the_form_shows_no_guessed_schedule(app, server):
    app.open()
    app.page.route("**/api/v1/schedules/preview", lambda route: route.abort())
    sheet = open_add(app)
    with app.page.expect_event("requestfailed", lambda r: "/schedules/preview" in r.url):
        sheet.get_by_role("radio", name="Interval").click()
    expect(sheet.locator(".freq-preview .fdot")).to_have_count(0)
    expect(sheet.locator(".freq-preview")).to_be_empty()
    expect(sheet.locator(".preview-sched")).to_have_text("")


def test_a_new_habits_colour_is_the_one_the_store_gives_it(app, server):
    # Two habits, one archived: the store counts both, Today shows one.
    old = server.create_habit("Old")
    server.create_habit("Read")
    server.api("POST", f"/api/v1/habits/{old['id']}/archive", expect=200)
    color = meta(server)["palette"]["nextAuto"]
    assert color == meta(server)["palette"]["auto"][2]

    app.open()
    sheet = open_add(app)
    chosen = sheet.get_by_role("radiogroup", name="Colour").get_by_role("radio", checked=True)
    expect(chosen).to_have_attribute("aria-label", color["name"])
    expect(chosen).to_have_attribute("data-hex", re.compile(f"^{color['hex']}$", re.I))

    # Created without touching the colour, the habit gets exactly that colour.
    sheet.get_by_role("textbox", name="Habit Name").fill("Swim")
    sheet.get_by_role("button", name="Create Habit").click()
    expect(sheet).to_be_hidden()
    habits = server.api("GET", "/api/v1/habits", expect=200)[1]["habits"]
    assert {h["name"]: h["color"] for h in habits}["Swim"].upper() == color["hex"].upper()


def habit_since(server, name, days_ago, **fields):
    today = server.today()["day"]
    return server.api("POST", f"/api/v1/habits?day={add_days(today, -days_ago)}", {"name": name, **fields}, expect=201)[1]


def answer_with(page, pattern, change):
    """Serves the API's own answer for `pattern`, after `change(body)`: one value moved away from
    what the page could work out itself shows that the page takes the API's."""
    def handle(route):
        answer = route.fetch()
        body = answer.json()
        change(body)
        route.fulfill(response=answer, body=json.dumps(body))
    page.route(pattern, handle)


def open_stats(app):
    app.open("/#/stats")
    expect(app.page.locator(".success-card")).to_be_visible()
    return app.page


def test_the_calendar_colours_each_day_by_the_engines_level(app, server):
    today = server.today()["day"]
    read = habit_since(server, "Read", 3)
    walk = habit_since(server, "Walk", 3)
    for habit in (read, walk):
        server.check_in(habit["id"], add_days(today, -3))
    server.check_in(read["id"], add_days(today, -2))
    month = today[:8] + "01"
    days = server.api("GET", f"/api/v1/streaks/history?start={month}&end={today}", expect=200)[1]["days"]
    levels = {d["day"]: d.get("level") for d in days}
    assert [levels[add_days(today, -n)] for n in (3, 2, 1)] == [4, 3, 0]
    # One day moved to a level the old thresholds would never give 1 of 2.
    moved = add_days(today, -2)
    levels[moved] = 1
    answer_with(app.page, "**/api/v1/streaks/history*", lambda body: [d.update(level=1) for d in body["days"] if d["day"] == moved])

    page = open_stats(app)
    tiles = page.locator(".heat-day:not(.is-future)")
    expect(tiles.first).to_be_attached()
    if page.locator(f".heat-day[data-day='{add_days(today, -3)}']").count() == 0:
        page.get_by_role("button", name="Previous month").click()
    for day, level in levels.items():
        if day < add_days(today, -3):
            continue
        tile = page.locator(f".heat-day[data-day='{day}']")
        expect(tile).to_have_class(re.compile(rf"\bhl-{'none' if level is None else level}\b"))


def test_the_performance_lists_months_are_the_engines(app, server):
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
    today = server.today()["day"]
    water = habit_since(server, "Water", 45, measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    for n in range(1, 45, 3):
        server.check_in(water["id"], add_days(today, -n), value=8)
    for n in range(2, 45, 3):
        server.check_in(water["id"], add_days(today, -n), value=3)  # partly done: counts half
    year = server.api("GET", "/api/v1/stats?range=year", expect=200)[1]
    months = next(h for h in year["habits"] if h["habit"]["name"] == "Water")["months"]
    assert any(m.get("percent") for m in months)
    # The latest month's rate moved: the page shows it rather than counting the cells again.
    months[-1].update(percent=42, fraction=0.42)

    def change(body):
        for h in body["habits"]:
            if h["habit"]["name"] == "Water":
                h["months"] = months
    answer_with(app.page, "**/api/v1/stats?range=year*", change)

    page = open_stats(app)
    page.locator(".overview .range-opt", has_text="Year").click()
    expect(page.locator(".success-period")).to_have_text("Year")
    title = lambda m: datetime.date.fromisoformat(m["month"]).strftime("%B %Y")
    words = ", ".join(f"{title(m)} {m['percent']}%" if m.get("percent") is not None else f"{title(m)} nothing due" for m in months[-12:])
    heat = page.locator(".perf-card", has_text="Water").locator(".perf-heat")
    expect(heat).to_have_attribute("aria-label", f"Water by month: {words}")
    expect(heat.locator("rect")).to_have_count(len(months[-12:]))


def test_the_sparklines_average_is_the_engines(app, server):
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
    today = server.today()["day"]
    read = habit_since(server, "Read", 20)
    walk = habit_since(server, "Walk", 20)
    for n in range(1, 20):
        server.check_in(read["id"], add_days(today, -n))
        if n % 3 == 0:
            server.check_in(walk["id"], add_days(today, -n))
    overview = server.api("GET", "/api/v1/stats?range=month", expect=200)[1]["overview"]
    summary = overview["dailySummary"]
    moved = summary["averagePercent"] + 1  # not what the page would work out from `daily`
    answer_with(app.page, "**/api/v1/stats?range=month*", lambda body: body["overview"]["dailySummary"].update(averagePercent=moved))

    page = open_stats(app)
    page.locator(".overview .range-opt[data-range='month']").click()
    expect(page.locator(".success-period")).to_have_text("Month")
    spark = page.locator(".success-spark")
    best = datetime.date.fromisoformat(summary["best"]["day"]).strftime("%b %-d")
    expect(spark).to_have_attribute("aria-label", re.compile(
        rf": average {moved}%, highest {summary['best']['percent']}% on {best}, latest {summary['latest']['percent']}%\.$"))


def test_cards_say_the_engines_rest_note_and_streak_labels(app, server):
    today = server.today()["day"]
    gym = habit_since(server, "Gym", 16, schedule={"kind": "times_per_week", "times": 1})
    for n in (1, 8, 15):
        server.check_in(gym["id"], add_days(today, -n))
    card = server.card(gym["id"])
    assert card["dueToday"] is False and card["notDueNote"] == "goal met"
    assert card["streak"]["label"] == "week streak" and card["streak"]["current"] > 0

    # The page shows the notes and labels it is given: here a "rest day" and a label whose unit
    # field says otherwise, which no rule in the page could produce.
    def change(body):
        for section in body.get("sections", []):
            for c in section["cards"]:
                if c["habit"]["name"] == "Gym":
                    c["notDueNote"] = "rest day"
                    c["streak"]["unit"] = "day"
    answer_with(app.page, "**/api/v1/today*", change)
    app.open()
    gym_card = app.card("Gym")
    expect(gym_card.locator(".card-sched")).to_have_text(f"{card['habit']['scheduleText']} · rest day")
    expect(gym_card.locator(".card-streak")).to_have_text(f"{card['streak']['current']} week streak")


def test_the_performance_lists_streak_label_is_the_engines(app, server):
    today = server.today()["day"]
    gym = habit_since(server, "Gym", 16, schedule={"kind": "times_per_week", "times": 1})
    for n in (1, 8, 15):
        server.check_in(gym["id"], add_days(today, -n))
    week = server.api("GET", "/api/v1/stats?range=week", expect=200)[1]
    streak = week["habits"][0]["streak"]
    assert streak["label"] == "week streak" and streak["current"] > 0

    def change(body):
        body["habits"][0]["streak"]["unit"] = "day"  # the label alone says what is shown
    answer_with(app.page, "**/api/v1/stats?range=week*", change)
    page = open_stats(app)
    expect(page.locator(".perf-card", has_text="Gym").locator(".perf-streak")).to_have_text(f"{streak['current']} {streak['label']}")
