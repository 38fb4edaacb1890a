"""Editing a stage in the roadmap preview: days the plan cannot take are not quietly dropped (the
engine's reason shows at once), a stage in the person's own words no longer shows the planned
dose, and a modified stage has one left edge, not two."""

from playwright.sync_api import expect

from test_coach_regenerate_edits import to_preview


def test_an_edited_stage_says_why_it_keeps_its_days_and_drops_the_planned_dose(app, server):
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    with page.expect_response(lambda r: r.url.split("?")[0].endswith("/api/v1/goals/preview")) as answer:
        to_preview(layer)
    stages = answer.value.json()["roadmap"]["stages"]
    # A week that steps up (its days may go down to two fewer than its dose's).
    week = next(s["week"] for s in stages[2:] if not s["consolidation"])
    stage = layer.locator(f'details[data-week="{week}"]')
    expect(stage.locator(".cw-stage-dose")).to_contain_text("without stopping")
    stage.locator("summary").click()
    stage.get_by_role("button", name="Edit this stage").click()
    stage.get_by_label("What you do each day").fill("Walk 15 minutes after lunch")
    stage.get_by_label("Days to complete this week").select_option("4")
    stage.get_by_role("button", name="Save stage").click()
    stage = layer.locator(f'details[data-week="{week}"]')
    expect(stage.locator(".cw-stage-action")).to_have_text("Walk 15 minutes after lunch")
    expect(stage.locator(".cw-stage-note")).to_have_text(
        f"Week {week} keeps 3 of 7 days. This stage can ask 1 to 3 days of 7, so each week still builds on the one "
        "before.")
    expect(stage.locator(".cw-stage-dose")).to_have_text("3 of 7 days")
    expect(stage.locator(".cw-tips")).not_to_contain_text("shoes")
    expect(stage.locator(".cw-tips")).to_contain_text("Tie it to a moment you already have each day")
    expect(stage.locator(".cw-chip.st-modified")).to_be_visible()
    edge = stage.evaluate("(el) => [getComputedStyle(el).borderLeftWidth, getComputedStyle(el).boxShadow]")
    assert edge[0] == "4px" and "inset" not in edge[1], edge
    app.screenshot("coach-preview-own-words")

    # Days the plan can take are kept.
    if not stage.evaluate("(el) => el.open"):
        stage.locator("summary").click()
    stage.get_by_role("button", name="Edit this stage").click()
    stage.get_by_label("Days to complete this week").select_option("2")
    stage.get_by_role("button", name="Save stage").click()
    expect(layer.locator(f'details[data-week="{week}"] .cw-stage-dose')).to_have_text("2 of 7 days")
    expect(layer.locator(".cw-stage-note")).to_have_count(0)
