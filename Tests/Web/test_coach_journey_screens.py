"""The coach's journey screens: a preview whose finish line is honest, whose phases are distinct, whose
alternatives are compared side by side and whose edits are marked; a wizard that reads as a
conversation and resumes where the person left; a recalibration that says what the logs show
(the engine's words) and previews the changed path. Each screen in light and dark at 390×844,
axe clean, and never showing "null", "undefined", "NaN" or "[object". The server's clock is pinned
(Wed 2026-11-18)."""

import re

import pytest
from playwright.sync_api import expect

from helpers import animations_done, api_answer, axe_blocking

BAD_TEXT = re.compile(r"\bnull\b|\bundefined\b|\bNaN\b|\[object")


def clean(app, name, scheme=None):
    """Axe clean, no leaked placeholder text, and (with a scheme) a screenshot."""
    page = app.page
    animations_done(page)
    assert axe_blocking(page) == [], name
    text = page.locator(".coach").inner_text()
    assert not BAD_TEXT.search(text), f"{name}: {BAD_TEXT.search(text).group(0)}"
    if scheme:
        app.screenshot(f"coach-journey-{name}-{scheme}")


def answer_wizard(layer, what="Run a 5k"):
    layer.get_by_label("Your goal").fill(what)
    layer.get_by_role("button", name="Next").click()
    layer.get_by_role("button", name="Skip this question").click()
    expect(layer.locator(".wiz-progress")).to_have_text("2 of 4")
    layer.get_by_label("Why it matters").fill("More energy for my kids")
    layer.get_by_role("button", name="Next").click()
    layer.get_by_text("8 weeks").click()
    layer.get_by_role("button", name="Next").click()
    keep = layer.get_by_role("button", name="Keep my timeline")
    expect(keep.or_(layer.locator(".wiz-progress").filter(has_text="4 of 4"))).to_be_visible()
    if keep.is_visible():
        keep.click()
    expect(layer.locator(".wiz-progress")).to_have_text("4 of 4")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_wizard_is_a_conversation_that_resumes_where_it_was_left(make_app, server, scheme):
    app = make_app(color_scheme=scheme, reduced_motion="reduce")
    app.open("/#/coach/new")
    page = app.page
    layer = page.locator(".coach")
    expect(layer.locator(".wiz-chat")).to_have_count(0)
    layer.get_by_label("Your goal").fill("Run a 5k")
    layer.get_by_role("button", name="Next").click()
    expect(layer.locator(".wiz-baseline")).to_be_visible()
    clean(app, "wizard-baseline", scheme)
    layer.get_by_role("button", name="Skip this question").click()
    # The coach's question as its bubble, the person's answer as theirs.
    chat = layer.locator(".wiz-chat")
    expect(chat.locator(".wiz-chat-q")).to_have_text(["Coach: What would you like to achieve?"])
    expect(chat.locator(".wiz-chat-a")).to_have_text(["You: Run a 5k"])
    layer.get_by_label("Why it matters").fill("More energy for my kids")
    layer.get_by_role("button", name="Next").click()
    expect(chat.locator(".wiz-chat-a")).to_have_text(["You: Run a 5k", "You: More energy for my kids"])
    clean(app, "wizard", scheme)
    # Bubbles sit on their sides: the coach's at the left, the person's at the right.
    q = chat.locator(".wiz-chat-q").first.bounding_box()
    a = chat.locator(".wiz-chat-a").first.bounding_box()
    assert q["x"] < a["x"] and a["x"] + a["width"] > q["x"] + q["width"]
    # Save and continue later: back on Today, then the wizard opens where it was left.
    layer.get_by_role("button", name="Save and continue later").click()
    expect(page).to_have_url(re.compile(r"#/today$"))
    page.evaluate("location.hash = '#/coach/new'")
    expect(layer.locator(".wiz-progress")).to_have_text("3 of 4")
    expect(layer.locator(".wiz-chat .wiz-chat-a")).to_have_text(["You: Run a 5k", "You: More energy for my kids"])


def test_the_last_question_reads_as_a_question_not_an_error(make_app, server):
    app = make_app(reduced_motion="reduce")
    app.open("/#/coach/new")
    layer = app.page.locator(".coach")
    answer_wizard(layer)
    layer.get_by_role("button", name="Create my roadmap").click()
    help_ = layer.locator(".wiz-help").filter(has_text="Either answer is fine")
    expect(help_).to_be_visible()
    warning = app.page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--warning-text').trim()")
    probe = app.page.evaluate(f"(() => {{ const d = document.createElement('div'); d.style.color = '{warning}'; document.body.append(d); const c = getComputedStyle(d).color; d.remove(); return c; }})()")
    assert help_.evaluate("(el) => getComputedStyle(el).color") != probe


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_preview_is_honest_about_the_finish_and_compares_a_longer_plan(make_app, server, scheme):
    app = make_app(color_scheme=scheme, reduced_motion="reduce")
    app.open("/#/coach/new")
    page = app.page
    layer = page.locator(".coach")
    answer_wizard(layer)
    layer.get_by_text("No, this is my first try").click()
    layer.get_by_role("button", name="Create my roadmap").click()
    expect(layer.get_by_role("heading", name="Your roadmap")).to_be_visible()
    # Three phases, each visibly its own: a different edge colour.
    phases = layer.locator(".cw-phase")
    expect(phases).to_have_count(3)
    edges = {phases.nth(i).evaluate("(el) => getComputedStyle(el).borderLeftColor") for i in range(3)}
    assert len(edges) == 3
    expect(layer.get_by_role("heading", name="Why this progression works")).to_be_visible()
    # Each stage's head: week, dose and days, and a one-line rationale, before any tap.
    head = layer.locator('details[data-week="1"] summary')
    expect(head.locator(".cw-stage-dose")).to_have_text(re.compile(r"^\d+(\.\d+)? .+ · \d of 7 days$"))
    expect(head.locator(".cw-stage-line")).to_have_text(re.compile(r"\w.*[.!?]$"))
    # 8 weeks from nothing does not reach 5 km: the planner's advice comes before "Start my journey".
    honest = layer.locator(".cw-honest")
    expect(honest).to_contain_text("8 weeks gets you to")
    start = layer.get_by_role("button", name="Start my journey")
    assert honest.bounding_box()["y"] < start.bounding_box()["y"]
    expect(honest.get_by_role("button", name="Start this plan, and a second goal afterwards")).to_be_visible()
    clean(app, "preview", scheme)
    # A longer timeline: the new plan, and the two side by side with what differs.
    # The weeks the planner says reach 5 km from zero: Couch to 5K's 9.
    with api_answer(page, "POST", "/goals/preview"):
        honest.get_by_role("button", name="Give it more time: 9 weeks").click()
    compare = layer.locator(".cw-compare")
    expect(compare).to_be_visible()
    expect(compare.locator(".cw-compare-col")).to_have_count(2)
    weeks = compare.locator(".cw-compare-row", has_text="Weeks")
    expect(weeks.first).to_contain_text("differs")
    expect(weeks.locator("dd")).to_have_text(["8", "9"])
    expect(layer.locator(".cw-timeline .cw-stage")).to_have_count(9)
    clean(app, "preview-compare", scheme)
    # An edit is marked as modified, in words.
    week3 = layer.locator('details[data-week="3"]')
    week3.locator("summary").click()
    week3.get_by_role("button", name="Edit this stage").click()
    week3.get_by_label("What you do each day").fill("Jog to the park and back, slowly")
    week3.get_by_role("button", name="Save stage").click()
    expect(layer.locator('details[data-week="3"] .cw-chip.st-modified')).to_have_text(re.compile("Modified"))
    expect(layer.locator(".cw-chip.st-modified")).to_have_count(1)


def test_starting_now_with_a_second_goal_afterwards(make_app, server):
    app = make_app(reduced_motion="reduce")
    app.open("/#/coach/new")
    layer = app.page.locator(".coach")
    answer_wizard(layer)
    layer.get_by_text("No, this is my first try").click()
    layer.get_by_role("button", name="Create my roadmap").click()
    with api_answer(app.page, "POST", "/api/v1/goals"):
        layer.get_by_role("button", name="Start this plan, and a second goal afterwards").click()
    expect(layer.get_by_role("heading", name="Welcome to your journey")).to_be_visible()
    expect(layer.locator(".cw-second-goal")).to_contain_text("second goal")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_recalibration_says_what_the_logs_show_and_previews_the_changed_path(make_app, server, scheme):
    goal = server.api("POST", "/api/v1/goals?day=2026-11-02", {"what": "Run 5 km comfortably", "timelineWeeks": 8}, expect=201)[1]
    for day in ("2026-11-07", "2026-11-08", "2026-11-14", "2026-11-15"):
        server.check_in(goal["habitId"], day)
    app = make_app(color_scheme=scheme, reduced_motion="reduce")
    app.open(f"/#/coach/goal/{goal['id']}/recalibrate")
    page = app.page
    layer = page.locator(".coach")
    expect(layer.get_by_role("heading", name="Let’s shape this around you")).to_be_visible()
    # The engine's observation, without judgment.
    expect(layer.locator(".cw-insights")).to_contain_text("Most of your yeses were at weekends: 4 of 4.")
    assert not re.search(r"fail|only managed|should have", layer.inner_text(), re.I)
    # Last week was borderline (two of three days): its own options, and a gentler plan.
    expect(layer.get_by_role("button", name=re.compile("Take one more week here"))).to_be_visible()
    expect(layer.get_by_role("button", name=re.compile("See a gentler plan"))).to_be_visible()
    clean(app, "recalibrate", scheme)
    layer.get_by_role("button", name=re.compile("See a gentler plan")).click()
    expect(layer.get_by_role("heading", name="Your adjusted plan")).to_be_visible()
    # The changed roadmap as a path before confirming: the bridging week is marked recalibrated.
    path = layer.locator(".journey-path.is-full svg.jp-svg")
    expect(path).to_be_visible()
    expect(path.locator(".jp-node[data-state=recalibrated] path.jp-fill").first).to_be_visible()
    clean(app, "recalibrate-preview", scheme)
    with api_answer(page, "POST", "/recalibration"):
        layer.get_by_role("button", name="Use this plan").click()
    expect(layer.get_by_role("button", name="Return to my original plan")).to_be_visible()
    # Circumstances change: the way back is on the adjust screen too.
    page.evaluate(f"location.hash = '#/coach/goal/{goal['id']}'")
    expect(layer.locator(".journey-path.is-full")).to_be_visible()
    page.evaluate(f"location.hash = '#/coach/goal/{goal['id']}/recalibrate'")
    back = layer.locator(".cw-return")
    expect(back).to_have_text("Return to my original plan")
    with api_answer(page, "POST", "/moves"):
        back.click()
    after = server.api("GET", f"/api/v1/goals/{goal['id']}", expect=200)[1]
    assert after["state"]["roadmaps"][-1]["change"] == "returned_to_original"
