"""One source of truth, continued (issue 12, item 1): the habit form's draft schedule (words and
the next two weeks of due days) and a new habit's colour come from the API."""

import re

from playwright.sync_api import expect


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
    # Two habits, one archived: the store counts both (spec 001 §8), Today shows one.
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

