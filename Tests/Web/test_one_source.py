"""One source of truth: the web app shows what the API decides and re-derives
none of it — schedule texts, colour presets, the at-risk sentence, calm mode's order, the form's
limits, the statistics range locks and the user's today all come from the server."""

import datetime
import json
import re

import pytest
from playwright.sync_api import expect

import testclock
from helpers import add_days

KIRITIMATI = "Pacific/Kiritimati"  # UTC+14


def meta(server):
    return server.api("GET", "/api/v1/meta", expect=200)[1]


def api_habit(server, habit_id):
    return server.api("GET", f"/api/v1/habits/{habit_id}", expect=200)[1]


def open_edit_form(app, habit):
    app.page.goto(f"{app.server.base_url}/#/habit/{habit['id']}")
    app.wait_ready()
    detail = app.page.get_by_role("dialog", name=habit["name"])
    detail.get_by_role("button", name="Edit Habit").click()
    sheet = app.page.get_by_role("dialog", name="Edit Habit")
    expect(sheet).to_be_visible()
    return sheet


def open_add(app):
    app.page.locator("#fab").click()
    sheet = app.page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    return sheet


# Every kind of schedule the engine knows, with the cases whose wording the engine decides
# ("Weekdays", "Weekends", "Daily" for every day, "1 time in …", the user's first weekday).
SCHEDULES = {
    "daily": {"kind": "daily"},
    "every-day-interval": {"kind": "every_n_days", "every": 1},
    "every-3-days": {"kind": "every_n_days", "every": 3},
    "weekdays": {"kind": "weekdays", "weekdays": ["mon", "tue", "wed", "thu", "fri"]},
    "weekends": {"kind": "weekdays", "weekdays": ["sat", "sun"]},
    "specific-days": {"kind": "weekdays", "weekdays": ["tue", "sun"]},
    "all-seven-days": {"kind": "weekdays", "weekdays": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]},
    "once-a-week": {"kind": "times_per_week", "times": 1},
    "3-times-a-week": {"kind": "times_per_week", "times": 3},
    "once-in-7-days": {"kind": "times_in_days", "times": 1, "days": 7},
    "4-times-a-month": {"kind": "times_in_days", "times": 4, "days": 30},
    "month-days": {"kind": "month_days", "days": [15, 1]},
}


def test_schedule_texts_on_the_habit_rows_and_in_the_form_are_the_apis(app, server):
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)  # room for every kind
    server.settings(firstWeekday="sun")
    today = server.today()["day"]
    habits = []
    for case, schedule in SCHEDULES.items():
        if schedule["kind"] == "every_n_days":
            schedule = {**schedule, "start": today}
        habits.append(server.create_habit(case, schedule=schedule))
    texts = {h["name"]: h["scheduleText"] for h in server.api("GET", "/api/v1/habits", expect=200)[1]["habits"]}

    app.open("/#/habits")
    rows = app.page.locator(".habits-body .hrow-wrap")
    expect(rows).to_have_count(len(SCHEDULES))
    shown = rows.evaluate_all("(els) => els.map((r) => [r.querySelector('.hrow-name').textContent, r.querySelector('.hrow-freq').textContent])")
    assert dict(shown) == texts

    in_form = {}
    for habit in habits:
        sheet = open_edit_form(app, habit)
        in_form[habit["name"]] = sheet.locator(".preview-sched").text_content()
        sheet.get_by_role("button", name="Cancel").first.click()
        expect(sheet).to_be_hidden()
    assert in_form == texts


def test_the_forms_colour_presets_are_the_engines(app, server):
    presets = meta(server)["palette"]["presets"]
    app.open()
    sheet = open_add(app)
    swatches = sheet.get_by_role("radiogroup", name="Colour").get_by_role("radio")
    expect(swatches).to_have_count(len(presets))
    shown = swatches.evaluate_all("(els) => els.map((b) => ({ name: b.getAttribute('aria-label'), hex: b.dataset.hex }))")
    assert [(s["name"], s["hex"].upper()) for s in shown] == [(p["name"], p["hex"].upper()) for p in presets]


def test_the_at_risk_banner_says_the_servers_sentence_for_a_weekly_streak(make_app, server):
    # The banner shows once it helps, as the grace window runs out: 22:30 in the user's zone.
    server.settings(timeZone="Etc/GMT-12")
    today = datetime.date.fromisoformat(server.today()["day"])
    monday = today - datetime.timedelta(days=today.weekday())
    # Every day left this week is needed, so the weekly streak is at risk today.
    target = 7 - today.weekday()
    created = (monday - datetime.timedelta(days=14)).isoformat()
    habit = server.api("POST", f"/api/v1/habits?day={created}",
                       {"name": "Long run", "schedule": {"kind": "times_per_week", "times": target}}, expect=201)[1]
    for n in range(target):
        server.check_in(habit["id"], (monday - datetime.timedelta(days=7 - n)).isoformat())
    risk = server.today()["atRisk"]
    assert [r["unit"] for r in risk] == ["week"], risk

    app = make_app(timezone_id="Etc/GMT-12")
    app.open()
    banner = app.page.locator(".grace")
    expect(banner).to_have_count(1)
    expect(banner.locator("p")).to_have_text(risk[0]["message"])
    expect(banner).to_contain_text(f"{risk[0]['streak']}-week streak")


def shown_sections(page):
    return [tuple(x) for x in page.locator(".today-section").evaluate_all(
        "(els) => els.map((s) => [s.querySelector('.section-title').textContent, [...s.querySelectorAll('.card-name')].map((n) => n.textContent)])")]


def server_sections(server):
    return [(s["title"], [c["habit"]["name"] for c in s["cards"]]) for s in server.today()["sections"]]


def test_calm_mode_shows_the_servers_sections_and_a_tap_flips_only_the_state(app, server):
    server.settings(celebrations="off")
    alpha = server.create_habit("Alpha")
    server.create_habit("Beta")
    gamma = server.create_habit("Gamma")
    today = server.today()["day"]
    # Completed in the order Gamma, then Alpha: the engine lists completed habits in that order.
    server.check_in(gamma["id"], today, updatedAt=int(testclock.now().timestamp() * 1000) - 60_000)
    server.check_in(alpha["id"], today)
    app.open()
    assert shown_sections(app.page) == server_sections(server)

    # While Beta's check-in is on its way, the tap flips Beta's state and nothing more: the
    # sections stay as the server last drew them until it answers.
    held = []
    app.page.route("**/api/v1/habits/*/checkins/*", lambda route: held.append(route))
    before = shown_sections(app.page)
    app.card("Beta").locator(".card-hit").click()
    expect(app.card("Beta").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    assert shown_sections(app.page) == before
    held[0].continue_()
    app.page.unroute("**/api/v1/habits/*/checkins/*")
    expect(app.page.locator(".sec-completed .card-name")).to_have_text(["Gamma", "Alpha", "Beta"])
    assert shown_sections(app.page) == server_sections(server)


def test_the_forms_length_limits_are_metas(app, server):
    """Whatever lengths the engine allows, the form follows them: here a meta with other limits."""
    limits = {"name": 41, "description": 150, "unit": 12, "categoryName": 24}

    def smaller_limits(route):
        answer = route.fetch()
        body = answer.json()
        body["textLimits"].update(limits)
        route.fulfill(response=answer, body=json.dumps(body))

    app.page.route("**/api/v1/meta", smaller_limits)
    app.open()
    sheet = open_add(app)
    name = sheet.get_by_label("Habit Name")
    expect(name).to_have_attribute("maxlength", str(limits["name"]))
    expect(sheet.get_by_text(f"0/{limits['name']}")).to_be_visible()
    expect(sheet.get_by_label("Description (optional)")).to_have_attribute("maxlength", str(limits["description"]))
    sheet.get_by_text("Track a specific value").click()
    expect(sheet.get_by_label("Unit")).to_have_attribute("maxlength", str(limits["unit"]))
    sheet.get_by_role("button", name="New category").click()
    expect(sheet.get_by_label("New category name")).to_have_attribute("maxlength", str(limits["categoryName"]))


def range_states(locator):
    return locator.evaluate_all("(els) => els.map((b) => [b.dataset.range, b.classList.contains('is-locked')])")


def test_free_plan_range_locks_are_metas(app, server):
    server.api("PUT", "/api/v1/plan", {"tier": "free"}, expect=200)
    habit = server.create_habit("Stretch")
    ranges = {r["code"]: r for r in meta(server)["statsRanges"]}
    assert ranges["month"]["locked"]

    app.open(f"/#/habit/{habit['id']}")
    detail_ranges = app.page.locator(".hs-range .range-opt")
    expect(detail_ranges.first).to_be_visible()
    for code, locked in range_states(detail_ranges):
        assert locked == ranges[code]["locked"], code
    # A locked range tells the plan's reason at once, without asking the server to find out.
    asked = []
    app.page.on("request", lambda r: asked.append(r.url) if "/stats" in r.url else None)
    app.page.locator(".hs-range .range-opt[data-range='month']").click()
    expect(app.page.locator(".habit-stats .premium-reason")).to_have_text(ranges["month"]["reason"])
    assert asked == []

    app.page.goto(f"{server.base_url}/#/stats")
    expect(app.page.locator(".success-card")).to_be_visible()
    for code, locked in range_states(app.page.locator(".overview .range-opt")):
        assert locked == ranges[code]["locked"], code


def test_a_premium_plus_plans_ranges_are_open_where_meta_says_so(app, server):
    expires = add_days(server.today()["day"], 30)
    server.api("PUT", "/api/v1/plan", {"tier": "premium_plus", "tierExpires": expires}, expect=200)
    habit = server.create_habit("Stretch")
    ranges = {r["code"]: r["locked"] for r in meta(server)["statsRanges"]}
    assert ranges["month"] is False
    app.open(f"/#/habit/{habit['id']}")
    detail_ranges = app.page.locator(".hs-range .range-opt")
    expect(app.page.locator(".hs-range .range-opt[data-range='month']")).not_to_have_class(re.compile("is-locked"))
    assert dict(range_states(detail_ranges)) == {code: ranges[code] for code, _ in range_states(detail_ranges)}


def test_a_plan_changed_elsewhere_reaches_the_range_locks(app, server):
    server.api("PUT", "/api/v1/plan", {"tier": "free"}, expect=200)
    server.create_habit("Stretch")
    app.open("/#/stats")
    month = app.page.locator(".overview .range-opt[data-range='month']")
    expect(month).to_have_class(re.compile("is-locked"))
    # Another device upgrades; the app comes back to the foreground.
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
    app.page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    expect(month).not_to_have_class(re.compile("is-locked"))


def test_pages_use_the_servers_today_not_the_devices_utc_date(make_app, server):
    """The user lives at UTC+14 and their day starts at 4:00; the device's clock reads 23:30 UTC.
    When their day moves on (here: the day-start hour changed on another device, while the app
    slept in the background), every page follows the server's today, not the device's UTC date."""
    server.settings(timeZone=KIRITIMATI, dayStartHour=4)
    before = server.today()
    server.settings(dayStartHour=0)
    after = server.today()
    server.settings(dayStartHour=4)
    assert before["day"] != after["day"], "the pinned clock must fall between 00:00 and 04:00 at UTC+14"
    device = datetime.datetime.combine(datetime.date.fromisoformat(before["day"]), datetime.time(23, 30), datetime.timezone.utc)
    assert device.date().isoformat() != after["day"]
    walk = server.create_habit("Walk")
    app = make_app(timezone_id=KIRITIMATI)
    app.page.clock.set_system_time(device)
    app.open()
    title = app.page.locator("#today-title")
    expect(title).to_have_text(before["dateTitle"])

    server.settings(dayStartHour=0)
    app.page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    expect(title).to_have_text(after["dateTitle"])

    # A new interval habit starts on the server's today.
    sheet = open_add(app)
    sheet.get_by_label("Habit Name").fill("Water plants")
    sheet.get_by_role("radio", name="Interval").click()
    sheet.get_by_role("button", name="Create Habit").click()
    expect(sheet).to_be_hidden()
    created = next(h for h in server.api("GET", "/api/v1/habits", expect=200)[1]["habits"] if h["name"] == "Water plants")
    assert created["schedule"]["start"] == after["day"]

    # The detail's "Mark as Complete" writes the server's today.
    app.card("Walk").locator(".card-chev").click()
    detail = app.page.get_by_role("dialog", name="Walk")
    detail.get_by_role("button", name="Mark as Complete").click()
    expect(detail.get_by_text("Completed today")).to_be_visible()
    days = server.history(walk["id"], add_days(after["day"], -1), after["day"])["days"]
    assert [(d["day"], d["outcome"]) for d in days] == [(before["day"], "none"), (after["day"], "done")]
