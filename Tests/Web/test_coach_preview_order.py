"""Reordering stages within a phase in the roadmap preview: a drag
handle per stage, moved with real pointer drags, and "Move earlier" / "Move later" buttons as the
keyboard way (44 pt targets). The planner decides where a stage may go — stages of equal dose and
their own activities trade places, a settling-in week stays after its step — and says why when it
may not; a moved stage shows as "Modified", and the accepted goal keeps the order."""

import json

from playwright.sync_api import expect

from helpers import animations_done, api_answer, axe_blocking
from test_coach_regenerate_edits import to_last_step

MESSAGE = "Each week asks at least as much as the one before, so this one keeps its place"


def pairs(stages):
    """The first week whose next stage, in the same phase, asks the same; and the first whose does not."""
    same = differ = None
    for a, b in zip(stages, stages[1:]):
        if a["phase"] != b["phase"]:
            continue
        equal = (a["dose"], a["level"], a["criterion"]) == (b["dose"], b["level"], b["criterion"])
        if equal and same is None:
            same = a["week"]
        if not equal and differ is None:
            differ = a["week"]
    return same, differ


def title(layer, week):
    return layer.locator(f'details[data-week="{week}"] .cw-stage-title')


def drag(page, handle, target):
    """A real pointer drag: press on the handle, move in steps onto the target, release."""
    target.scroll_into_view_if_needed()
    handle.scroll_into_view_if_needed()
    box = handle.bounding_box()
    to = target.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(to["x"] + to["width"] / 2, to["y"] + to["height"] / 2, steps=12)
    page.mouse.up()


def own_activity(route):
    """The built-in planner's first settling-in week made a week of its own activity at the same
    dose, as a model planner writes them: the two may trade places."""
    answer = route.fetch()
    body = answer.json()
    stages = body["roadmap"]["stages"]
    week, _ = pairs(stages)
    stages[week]["consolidation"] = False
    stages[week]["title"] = "Cycle instead"
    route.fulfill(response=answer, json=body)


def test_stages_move_within_their_phase_by_drag_and_by_buttons_where_the_planner_allows(make_app, server):
    app = make_app(reduced_motion="reduce")
    page = app.page
    page.route("**/api/v1/goals/preview", own_activity)
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    # Twelve weeks: the plan settles a step in, so two neighbours ask the same.
    to_last_step(layer, weeks="12 weeks")
    layer.get_by_text("No, this is my first try").click()
    with page.expect_response(lambda r: r.url.split("?")[0].endswith("/api/v1/goals/preview")) as answer:
        layer.get_by_role("button", name="Create my roadmap").click()
    stages = json.loads(answer.value.text())["roadmap"]["stages"]
    expect(layer.get_by_role("heading", name="Your roadmap")).to_be_visible()
    week, lighter = pairs(stages)
    assert week is not None and lighter is not None
    first, second = stages[week - 1]["title"], stages[week]["title"]
    assert second == "Cycle instead"

    # A real drag of the later stage's handle onto the earlier one: they trade places.
    handle = layer.get_by_role("button", name=f"Drag to reorder week {week + 1}")
    assert handle.bounding_box()["height"] >= 44 and handle.bounding_box()["width"] >= 44
    with api_answer(page, "POST", "/preview/order"):
        drag(page, handle, layer.locator(f'li[data-week="{week}"]'))
    expect(title(layer, week)).to_have_text(second)
    expect(title(layer, week + 1)).to_have_text(first)
    expect(layer.locator(f'details[data-week="{week}"] .cw-chip', has_text="Modified")).to_be_visible()

    # The buttons do the same without a pointer: back again, then over once more.
    later = layer.get_by_role("button", name=f"Move week {week} later")
    assert later.bounding_box()["height"] >= 44
    with api_answer(page, "POST", "/preview/order"):
        later.click()
    expect(title(layer, week)).to_have_text(first)
    expect(title(layer, week + 1)).to_have_text(second)

    # Where the planner forbids it, it says why and nothing moves.
    before = title(layer, lighter + 1).inner_text()
    with api_answer(page, "POST", "/preview/order"):
        layer.get_by_role("button", name=f"Move week {lighter + 1} earlier").click()
    expect(layer.locator(".wiz-help").first).to_have_text(MESSAGE)
    expect(title(layer, lighter + 1)).to_have_text(before)

    with api_answer(page, "POST", "/preview/order"):
        layer.get_by_role("button", name=f"Move week {week + 1} earlier").click()
    expect(title(layer, week)).to_have_text(second)
    expect(layer.locator(".wiz-help").first).to_have_text("")
    animations_done(page)
    assert axe_blocking(page) == []
    app.screenshot("coach-preview-order")

    # The goal starts with the order the preview shows, the moved stage marked edited.
    with api_answer(page, "POST", "/api/v1/goals"):
        layer.get_by_role("button", name="Start my journey").click()
    expect(layer.get_by_role("heading", name="Welcome to your journey")).to_be_visible()
    goal = server.api("GET", "/api/v1/goals", expect=200)[1]["goals"][0]
    made = server.api("GET", f"/api/v1/goals/{goal['id']}", expect=200)[1]["state"]["roadmaps"][-1]["stages"]
    assert [s["title"] for s in made[week - 1:week + 1]] == [second, first]
    assert any(s["edited"] for s in made[week - 1:week + 1])
