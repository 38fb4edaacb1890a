"""The Weekly Progress View (Today's coach card → "This week"): the seven days as shapes and
colours, a tapped day's log and note, earlier weeks with their verdicts by button and swipe, the
headline, the criterion in plain words, the next stage with its dose before → after, and a gentle
way into recalibration. Everything shown is the API's answer (GET /goals/{id}/week)."""

import re

from playwright.sync_api import expect

from coach_goals import make_goal, week, log_days

BAD = re.compile(r"null|undefined|NaN|\[object")


def open_week(app, goal):
    app.open()
    page = app.page
    page.locator(".coach-card").get_by_role("link", name="This week", exact=True).click()
    layer = page.locator(".coach")
    expect(layer.locator(".cw-week .cw-days")).to_be_visible()
    return layer


def test_the_week_shows_each_day_as_a_shape_and_a_tap_tells_what_was_logged(app, server):
    goal = make_goal(server, "2026-11-09")
    server.check_in(goal["habitId"], "2026-11-16", note="Felt strong after the hill")
    server.check_in(goal["habitId"], "2026-11-17", state="skipped")
    answer = week(server, goal)
    layer = open_week(app, goal)
    # Nothing of the page's plumbing leaks into the words ("null" was printed under the progress).
    expect(layer.locator(".cw-week")).not_to_have_text(BAD)
    expect(layer.locator(".cw-headline")).to_have_text(answer["message"]["text"])
    expect(layer.locator(".cw-crit")).to_have_text(answer["askText"])
    assert answer["askText"] == f"Complete {answer['criterion']} of 7 days to advance"
    expect(layer.locator(".cw-progress")).to_have_text(answer["progressText"])
    days = layer.locator(".cw-days-item")
    expect(days).to_have_count(7)
    for d in answer["days"]:
        item = layer.locator(f'.cw-days-item[data-day="{d["day"]}"]')
        expect(item).to_have_attribute("data-state", d["state"])
        expect(item.locator(f".cw-shape.st-{d['state']} svg")).to_have_count(1)
    # Each state has its own shape, not only its own colour.
    shapes = {s: layer.locator(f".cw-days-item[data-state='{s}'] .cw-shape").first.inner_html()
              for s in ("done", "skipped", "to_come")}
    assert len(set(shapes.values())) == 3, shapes
    expect(layer.locator(".cw-legend li")).to_have_text(["Done", "Skipped", "Still to come"])  # the states it shows
    # A tap on a day: what was logged and its note.
    layer.get_by_role("button", name=re.compile("^Monday Nov 16")).click()
    detail = layer.locator(".cw-daydetail")
    expect(detail.locator(".cw-daydetail-head")).to_have_text("Monday, Nov 16 · Done")
    expect(detail.locator(".cw-daynote")).to_have_text("Felt strong after the hill")
    layer.get_by_role("button", name=re.compile("^Tuesday Nov 17")).click()
    expect(detail.locator(".cw-daydetail-head")).to_have_text("Tuesday, Nov 17 · Skipped")
    expect(detail).to_contain_text("No note that day.")
    # The next stage with what changes, and a gentle way into recalibration.
    nxt, now = answer["nextStage"], answer["stage"]
    expect(layer.locator(".cw-next-title")).to_have_text(f"Week {nxt['week']} · {nxt['title']}")
    if now["dose"] != nxt["dose"]:
        expect(layer.locator(".cw-dose-from")).to_have_text(now["dose"])
        expect(layer.locator(".cw-dose-to")).to_have_text(nxt["dose"])
    expect(layer.locator(".cw-next-action")).to_have_text(nxt["action"])
    link = layer.get_by_role("link", name="Adjust my plan together")
    expect(link).to_have_attribute("href", f"#/coach/goal/{goal['id']}/recalibrate")


def test_earlier_weeks_show_their_verdict_by_buttons_and_swipe(app, server):
    goal = make_goal(server, "2026-11-02")
    log_days(server, goal, ["2026-11-10", "2026-11-11", "2026-11-12"])
    layer = open_week(app, goal)
    page = app.page
    expect(layer.locator(".cw-verdict")).to_have_count(0)  # this week has no verdict yet
    expect(layer.get_by_role("button", name="Later week")).to_be_disabled()
    layer.get_by_role("button", name="Earlier week").click()
    expect(layer.locator('.cw-days-item[data-day="2026-11-09"]')).to_be_visible()
    earlier = week(server, goal, "2026-11-09")
    words = {"met": "Criterion met", "borderline": "Nearly there", "not_met": "A week to build on"}
    expect(layer.locator(".cw-verdict")).to_contain_text(words[earlier["verdict"]])
    expect(layer.locator(".cw-week")).not_to_have_text(BAD)
    # A swipe to the right: the week before; to the left: back again.
    box = layer.locator(".cw-week").bounding_box()
    y = box["y"] + 60
    page.mouse.move(box["x"] + 40, y)
    page.mouse.down()
    page.mouse.move(box["x"] + 220, y, steps=8)
    page.mouse.up()
    expect(layer.locator('.cw-days-item[data-day="2026-11-02"]')).to_be_visible()
    expect(layer.get_by_role("button", name="Earlier week")).to_be_disabled()  # the goal began here
    page.mouse.move(box["x"] + 260, y)
    page.mouse.down()
    page.mouse.move(box["x"] + 40, y, steps=8)
    page.mouse.up()
    expect(layer.locator('.cw-days-item[data-day="2026-11-09"]')).to_be_visible()
    layer.get_by_role("button", name="Later week").click()
    expect(layer.locator('.cw-days-item[data-day="2026-11-16"]')).to_be_visible()
