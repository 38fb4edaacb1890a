"""Stages the person changed are marked "modified" wherever the roadmap is drawn (the path on the
Journey screen and Today's coach card, and the stage rows of a recalibration preview), with a
shape and the words, as recalibrated stages are; and "Take one more week here" shows the roadmap
it makes before it is made, its finish a week later. The server's clock is pinned
(Wed 2026-11-18); goals are arranged through the API with `?day=`."""

import re

import pytest
from playwright.sync_api import expect

from helpers import animations_done, api_answer, axe_blocking

BAD_TEXT = re.compile(r"\bnull\b|\bundefined\b|\bNaN\b|\[object")


def goal_with_an_edited_stage(server, day="2026-11-16"):
    """A goal started on `day` whose third stage the person rewrote."""
    goal = server.api("POST", f"/api/v1/goals?day={day}", {"what": "Run 5 km comfortably", "timelineWeeks": 8}, expect=201)[1]
    return server.api("PATCH", f"/api/v1/goals/{goal['id']}/stages/3", {"action": "Jog around the park after work"}, expect=200)[1]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_edited_stage_is_marked_modified_on_the_path(make_app, server, scheme):
    goal = goal_with_an_edited_stage(server)
    stages = goal["state"]["roadmaps"][-1]["stages"]
    assert [s["edited"] for s in stages] == [i == 2 for i in range(len(stages))]
    app = make_app(color_scheme=scheme, reduced_motion="reduce")
    app.open(f"/#/coach/goal/{goal['id']}")
    page = app.page
    path = page.locator(".journey-path.is-full")
    expect(path).to_be_visible()
    # A shape for "modified" (a small triangle) on week 3 only, and the words in its name.
    expect(path.locator(".jp-node .jp-mod")).to_have_count(1)
    expect(path.locator(".jp-node[data-week='3'] .jp-mod")).to_have_count(1)
    link = path.get_by_role("link", name=re.compile(rf"^Week 3, .*{re.escape(stages[2]['title'])}.*Modified\.$"))
    expect(link).to_have_count(1)
    expect(path.get_by_role("link", name=re.compile("Modified"))).to_have_count(1)
    expect(path.locator(".jp-legend")).to_contain_text("Modified")
    expect(path.locator(".jp-sub").nth(2)).to_contain_text("modified")
    animations_done(page)
    assert axe_blocking(page) == []
    assert not BAD_TEXT.search(page.locator(".coach").inner_text())
    app.screenshot(f"coach-path-modified-{scheme}")

    # The compact path on Today's coach card: the same mark, and its text alternative names the week.
    app.open()
    compact = page.locator(".coach-card .journey-path.is-compact")
    expect(compact).to_be_visible()
    expect(compact).to_have_attribute("aria-label", re.compile(r"Modified by you: week 3\."))
    expect(compact.locator(".jp-node[data-week='3'] .jp-mod")).to_have_count(1)
    expect(compact.locator(".jp-mod")).to_have_count(1)


def test_a_path_without_edits_marks_nothing_modified(make_app, server):
    goal = server.api("POST", "/api/v1/goals?day=2026-11-16", {"what": "Run 5 km comfortably", "timelineWeeks": 8}, expect=201)[1]
    app = make_app(reduced_motion="reduce")
    app.open(f"/#/coach/goal/{goal['id']}")
    path = app.page.locator(".journey-path.is-full")
    expect(path.locator("svg.jp-svg .jp-node")).to_have_count(len(goal["state"]["roadmaps"][-1]["stages"]))
    expect(path.locator(".jp-mod")).to_have_count(0)
    expect(path.locator(".jp-legend")).not_to_contain_text("Modified")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_one_more_week_here_shows_its_preview_with_the_finish_a_week_later_and_confirming_makes_it(make_app, server, scheme):
    # Started Monday 9 November; one day logged of the first week, so the week asks for a change.
    goal = goal_with_an_edited_stage(server, day="2026-11-09")
    server.check_in(goal["habitId"], "2026-11-09")
    before = server.api("GET", f"/api/v1/goals/{goal['id']}", expect=200)[1]
    assert before["endDay"] == "2027-01-03"
    app = make_app(color_scheme=scheme, reduced_motion="reduce")
    app.open(f"/#/coach/goal/{goal['id']}/recalibrate")
    page = app.page
    layer = page.locator(".coach")
    expect(layer.get_by_role("heading", name="Let’s shape this around you")).to_be_visible()
    with api_answer(page, "GET", "/moves/preview"):
        layer.get_by_role("button", name=re.compile("Take one more week here")).click()
    # The roadmap it would make, before anything changes.
    expect(layer.get_by_role("heading", name="One more week here")).to_be_visible()
    expect(layer.locator(".cw-finish")).to_have_text("Finish: Sunday, Jan 3 → Sunday, Jan 10")
    expect(layer.locator(".cw-changes")).to_contain_text("Week 1 once more")
    expect(layer.locator(".cw-changes")).to_contain_text("Finish date: 2027-01-03 → 2027-01-10")
    path = layer.locator(".journey-path.is-full")
    # The stage taken once more is still this week's: the current node, with a second ring, in words.
    expect(path.locator(".jp-node[data-week='1'][data-state=current] .jp-ring")).to_have_count(1)
    expect(path.get_by_role("img", name=re.compile(r"^Week 1, .*This week, once more"))).to_have_count(1)
    # The stage the person rewrote stays theirs in the preview, on the path and in its row.
    expect(path.locator(".jp-node[data-week='3'] .jp-mod")).to_have_count(1)
    expect(layer.locator(".cw-morph .cw-stage[data-week='3'] .cw-chip", has_text="Modified")).to_be_visible()
    expect(layer.locator(".cw-morph .cw-chip", has_text="Modified")).to_have_count(1)
    animations_done(page)
    assert axe_blocking(page) == []
    assert not BAD_TEXT.search(layer.inner_text())
    app.screenshot(f"coach-repeat-preview-{scheme}")
    after_look = server.api("GET", f"/api/v1/goals/{goal['id']}", expect=200)[1]
    assert after_look["revision"] == before["revision"]
    assert after_look["state"]["roadmaps"][-1]["stages"][0]["status"] == "current"

    with api_answer(page, "POST", "/moves"):
        layer.get_by_role("button", name="Use this plan").click()
    expect(layer.get_by_role("link", name="Continue")).to_be_visible()
    after = server.api("GET", f"/api/v1/goals/{goal['id']}", expect=200)[1]
    assert after["endDay"] == "2027-01-10"
    assert after["currentIndex"] == 0
    stages = after["state"]["roadmaps"][-1]["stages"]
    assert stages[0]["status"] == "repeated"
    assert stages[2]["edited"] is True
