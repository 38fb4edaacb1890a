""""Try a different roadmap" keeps the person's stage edits on the new plan unless they untick
"Keep my changes", and what is accepted is what the preview shows."""

from playwright.sync_api import expect

from helpers import api_answer

MINE = "Jog to the park and back, slowly"


def to_last_step(layer, weeks="8 weeks"):
    """Through the wizard to its last question (past the timeline check when it asks)."""
    layer.get_by_label("Your goal").fill("Run a 5k")
    layer.get_by_role("button", name="Next").click()
    layer.get_by_role("button", name="Skip this question").click()
    layer.get_by_role("button", name="Next").click()
    layer.get_by_text(weeks).click()
    layer.get_by_role("button", name="Next").click()
    keep = layer.get_by_role("button", name="Keep my timeline")
    expect(keep.or_(layer.locator(".wiz-progress").filter(has_text="4 of 4"))).to_be_visible()
    if keep.is_visible():
        keep.click()


def to_preview(layer):
    to_last_step(layer)
    layer.get_by_text("No, this is my first try").click()
    layer.get_by_role("button", name="Create my roadmap").click()
    expect(layer.get_by_role("heading", name="Your roadmap")).to_be_visible()


def edit_week_three(layer):
    week3 = layer.locator('details[data-week="3"]')
    week3.locator("summary").click()
    week3.get_by_role("button", name="Edit this stage").click()
    week3.get_by_label("What you do each day").fill(MINE)
    week3.get_by_role("button", name="Save stage").click()
    expect(layer.locator('details[data-week="3"] .cw-stage-action')).to_have_text(MINE)


def regenerate(layer):
    before = layer.locator(".cw-variant").all_text_contents()
    layer.get_by_role("button", name="Try a different roadmap").click()
    expect(layer.locator(".cw-variant")).to_be_visible()
    expect(layer.locator(".cw-variant")).not_to_have_text(before[0] if before else "")


def test_a_different_roadmap_keeps_my_stage_edits(app, server):
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    to_preview(layer)
    keep = layer.get_by_label("Keep my changes when I try a different roadmap")
    expect(keep).to_be_hidden()
    edit_week_three(layer)
    expect(keep).to_be_checked()
    regenerate(layer)
    expect(layer.locator('details[data-week="3"] .cw-stage-action')).to_have_text(MINE)
    expect(layer.locator(".cw-kept")).to_contain_text("week 3")
    app.screenshot("coach-preview-kept-edits")
    with api_answer(page, "POST", "/api/v1/goals"):
        layer.get_by_role("button", name="Start my journey").click()
    expect(layer.get_by_role("heading", name="Welcome to your journey")).to_be_visible()
    goal = server.api("GET", "/api/v1/goals", expect=200)[1]["goals"][0]
    roadmap = goal["state"]["roadmaps"][-1]
    assert roadmap["stages"][2]["habit"]["action"] == MINE
    assert roadmap["variant"] != "standard"


def test_unticking_keep_my_changes_takes_the_new_plan_as_it_is(app, server):
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    to_preview(layer)
    edit_week_three(layer)
    layer.get_by_label("Keep my changes when I try a different roadmap").uncheck()
    regenerate(layer)
    expect(layer.locator('details[data-week="3"] .cw-stage-action')).not_to_have_text(MINE)
    expect(layer.locator(".cw-kept")).to_have_count(0)
