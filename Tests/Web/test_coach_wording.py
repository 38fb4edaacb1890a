"""The coach's screens say what is so: an edited stage keeps the person's title and rationale,
"Make this stage lighter" names one dose everywhere, the review speaks of the week that ended, a
week with more days than asked says so plainly ("4 days done, 3 needed", not "4 of 3 days"), and the
wizard's open question on its last step reads as a question, not an error."""

import re

from playwright.sync_api import expect

from coach_goals import make_goal, goal_now
from helpers import api_answer
from test_coach_regenerate_edits import to_last_step, to_preview

MINE = "Walk 15 minutes after lunch"


def test_an_edited_stage_says_the_persons_words_and_keeps_them_on_a_different_roadmap(app, server):
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    to_preview(layer)
    week3 = layer.locator('details[data-week="3"]')
    planned_title = week3.locator(".cw-stage-title").text_content()
    planned_why = week3.locator(".cw-stage-why").text_content()
    week3.locator("summary").click()
    week3.get_by_role("button", name="Edit this stage").click()
    week3.get_by_label("What you do each day").fill(MINE)
    with api_answer(page, "POST", "/goals/preview/edits"):
        week3.get_by_role("button", name="Save stage").click()
    week3 = layer.locator('details[data-week="3"]')
    expect(week3.locator(".cw-stage-action")).to_have_text(MINE)
    expect(week3.locator(".cw-stage-title")).to_have_text(MINE)
    expect(week3.locator(".cw-stage-why")).not_to_have_text(planned_why)
    expect(week3.locator(".cw-stage-why")).not_to_contain_text(planned_title)
    # A different roadmap keeps the edit, with its words.
    layer.get_by_role("button", name="Try a different roadmap").click()
    expect(layer.locator(".cw-variant")).to_be_visible()
    expect(layer.locator(".cw-kept")).to_contain_text("week 3")
    expect(layer.locator('details[data-week="3"] .cw-stage-title')).to_have_text(MINE)
    with api_answer(page, "POST", "/api/v1/goals"):
        layer.get_by_role("button", name="Start my journey").click()
    expect(layer.get_by_role("heading", name="Welcome to your journey")).to_be_visible()
    stage = server.api("GET", "/api/v1/goals", expect=200)[1]["goals"][0]["state"]["roadmaps"][-1]["stages"][2]
    assert stage["habit"]["action"] == MINE and stage["title"] == MINE


def test_a_lighter_stage_names_one_dose_everywhere(app, server):
    goal = make_goal(server, "2026-11-02")  # two whole weeks with nothing logged
    planned = goal["currentStage"]
    app.open(f"/#/coach/goal/{goal['id']}/recalibrate/simplify")
    layer = app.page.locator(".coach")
    expect(layer.get_by_role("heading", name="Your adjusted plan")).to_be_visible()
    proposal = server.api("GET", f"/api/v1/goals/{goal['id']}/moves/preview?move=simplify", expect=200)[1]
    lighter = proposal["proposed"]["stages"][0]
    new, old = lighter["dose"]["amount"], planned["dose"]["amount"]
    assert new < old
    card = layer.locator('.cw-morph details[data-week="1"]')
    card.locator("summary").click()
    amount = lambda n: re.compile(rf"\b{n:g}\b")  # noqa: E731
    for part in (".cw-stage-title", ".cw-stage-action", ".cw-stage-why"):
        expect(card.locator(part)).to_have_text(amount(new))
        expect(card.locator(part)).not_to_have_text(amount(old))
    # What changes names the lighter dose, not the planned one twice.
    expect(layer.locator(".cw-changes")).to_contain_text(lighter["habit"]["name"])


def test_the_weeks_review_speaks_of_the_week_that_ended(app, server):
    goal = make_goal(server, "2026-11-02")
    app.open(f"/#/coach/goal/{goal['id']}/recalibrate")
    layer = app.page.locator(".coach")
    expect(layer.get_by_role("heading", name="Let’s shape this around you")).to_be_visible()
    expect(layer.locator(".cw-bubble")).not_to_have_text(re.compile("this week", re.I))


def test_a_week_with_more_days_than_asked_says_so_plainly(app, server):
    goal = server.api("POST", "/api/v1/goals?day=2026-11-09", {"what": "Run 5 km comfortably", "timelineWeeks": 8}, expect=201)[1]
    asked = goal["currentStage"]["criterion"]
    done = [f"2026-11-{9 + i:02d}" for i in range(asked + 1)]
    for day in done:
        server.check_in(goal["habitId"], day)
    server.api("POST", f"/api/v1/goals/{goal['id']}/moves", {"move": "advance", "revision": goal["revision"]}, expect=200)
    app.open(f"/#/coach/goal/{goal['id']}/recalibrate")
    pattern = app.page.locator(".coach .cw-pattern")
    expect(pattern).to_contain_text(f"Week of Nov 9: {len(done)} days done, {asked} needed")
    expect(pattern).not_to_have_text(re.compile(rf"\b{len(done)} of {asked} days"))


def test_the_wizards_last_question_reads_as_a_question_not_an_error(app, server):
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    to_last_step(layer)
    expect(layer.locator(".wiz-progress")).to_have_text("4 of 4")
    warning = page.evaluate("() => { const p = document.createElement('p'); p.style.color = 'var(--warning-text)'; document.body.append(p);"
                            " const c = getComputedStyle(p).color; p.remove(); return c; }")
    colours = lambda: layer.locator(".wiz-step *").evaluate_all(  # noqa: E731
        "els => els.filter((e) => e.offsetParent && e.textContent.trim()).map((e) => getComputedStyle(e).color)")
    assert warning not in colours()
    # Going on without choosing: the coach asks again, gently — not in the warning colour.
    layer.get_by_role("button", name="Create my roadmap").click()
    help_ = layer.locator(".wiz-help")
    expect(help_).to_contain_text("Either answer is fine")
    assert help_.evaluate("e => getComputedStyle(e).color") != warning
    assert warning not in colours()
