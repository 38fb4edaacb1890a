"""The journey as a path that grows: one SVG drawn by the app with a
node per stage — grown, current (with this week's arc), to come — each state its own shape, a
text alternative naming the stage and the progress, each stage a link to its details on the
Journey screen, and a compact path on Today's coach card that opens the Journey. The server's
clock is pinned (Wed 2026-11-18); goals are arranged through the API with `?day=`."""

import re

import pytest
from playwright.sync_api import expect

from helpers import animations_done, axe_blocking

BAD_TEXT = re.compile(r"\bnull\b|\bundefined\b|\bNaN\b|\[object")


def grown_goal(server):
    """A goal started on Monday 2026-11-09 whose first week was met and moved on: week 2 is now."""
    goal = server.api("POST", "/api/v1/goals?day=2026-11-09", {"what": "Run 5 km comfortably", "timelineWeeks": 8}, expect=201)[1]
    for i in range(goal["currentStage"]["criterion"]):
        server.check_in(goal["habitId"], f"2026-11-{9 + i:02d}")
    goal = server.api("POST", f"/api/v1/goals/{goal['id']}/moves", {"move": "advance", "revision": goal["revision"]}, expect=200)[1]["goal"]
    server.check_in(goal["habitId"], "2026-11-16")
    return goal


def test_the_journey_path_grows_with_the_stages_and_each_stage_opens_its_details(make_app, server):
    goal = grown_goal(server)
    stages = goal["state"]["roadmaps"][-1]["stages"]
    app = make_app(reduced_motion="reduce")
    app.open(f"/#/coach/goal/{goal['id']}")
    page = app.page
    path = page.locator(".journey-path.is-full")
    expect(path).to_be_visible()
    # Drawn by the app: an inline SVG, no image fetched.
    assert path.locator("img, image").count() == 0
    svg = path.locator("svg.jp-svg")
    nodes = svg.locator(".jp-node")
    expect(nodes).to_have_count(len(stages))
    expect(svg.locator(".jp-node[data-state=completed]")).to_have_count(1)
    expect(svg.locator(".jp-node[data-state=current]")).to_have_count(1)
    expect(svg.locator(".jp-node[data-state=upcoming]")).to_have_count(len(stages) - 2)
    # A shape per state, not colour alone: a check on grown stages, an arc on the current one,
    # hollow buds for those to come.
    expect(svg.locator(".jp-node[data-state=completed] .jp-check")).to_have_count(1)
    expect(svg.locator(".jp-node[data-state=current] .jp-arc")).to_have_count(1)
    expect(svg.locator(".jp-node[data-state=upcoming] .jp-bud")).to_have_count(len(stages) - 2)
    # This week's arc is the engine's progress (1 day logged of the criterion), not empty, not full.
    dash = svg.locator(".jp-arc").get_attribute("stroke-dasharray").split()
    assert 0 < float(dash[0]) < float(dash[1])
    # The text alternative names the stage and the progress.
    label = svg.get_attribute("aria-label")
    assert f"week 2 of {len(stages)}" in label and stages[1]["title"] in label and "1 stage grown" in label
    assert "This week:" in label
    link = path.get_by_role("link", name=re.compile(f"^Week 1, Foundation: {re.escape(stages[0]['title'])}. Grown"))
    expect(link).to_have_count(1)
    # Each stage's row is a comfortable target.
    box = path.locator(".jp-link").nth(2).bounding_box()
    assert box["height"] >= 44
    path.locator(".jp-link").nth(2).click()
    expect(page).to_have_url(re.compile(r"#/coach/goal/.+/stage/3$"))
    expect(page.locator(".cw-stage-detail")).to_be_visible()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_today_card_shows_the_compact_path_that_opens_the_journey(make_app, server, scheme):
    goal = grown_goal(server)
    app = make_app(color_scheme=scheme, reduced_motion="reduce")
    app.open()
    page = app.page
    card = page.locator(".coach-card")
    compact = card.locator(".journey-path.is-compact")
    expect(compact).to_be_visible()
    expect(compact).to_have_attribute("aria-label", re.compile(r"week 2 of \d+.*1 stage grown.*See the whole path"))
    assert compact.bounding_box()["height"] >= 44
    expect(compact.locator(".jp-node[data-state=current]")).to_have_count(1)
    animations_done(page)
    assert axe_blocking(page, ".coach-card") == []
    assert not BAD_TEXT.search(card.inner_text())
    app.screenshot(f"coach-journey-today-{scheme}")
    compact.click()
    expect(page.locator(".journey-path.is-full")).to_be_visible()
    animations_done(page)
    assert axe_blocking(page) == []
    assert not BAD_TEXT.search(page.locator(".coach").inner_text())
    app.screenshot(f"coach-journey-{scheme}")


def test_the_path_follows_the_accent_and_keeps_its_size_on_a_wide_screen(make_app, server):
    goal = grown_goal(server)
    app = make_app(reduced_motion="reduce", viewport={"width": 1280, "height": 800})
    app.open(f"/#/coach/goal/{goal['id']}")
    page = app.page
    arc = page.locator(".journey-path.is-full svg.jp-svg .jp-arc")
    expect(arc).to_be_visible()
    primary = page.evaluate("getComputedStyle(document.querySelector('.coach')).getPropertyValue('--primary').trim()")
    stroke = arc.evaluate("(el) => getComputedStyle(el).stroke")
    probe = page.evaluate(f"(() => {{ const d = document.createElement('div'); d.style.color = '{primary}'; document.body.append(d); const c = getComputedStyle(d).color; d.remove(); return c; }})()")
    assert stroke == probe
    # On a wide screen the path keeps a phone's proportions (rows stay readable, not blown up).
    assert page.locator(".journey-path.is-full svg.jp-svg").bounding_box()["width"] <= 440
    animations_done(page)
    app.screenshot("coach-journey-wide")
