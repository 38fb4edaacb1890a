"""The goal wizard and the coach's way back, as a careful user finds them: the back button names
the screen the person came from, Next on a question left unanswered moves on (or says why not),
the date field waits for "By a date", and the wizard's buttons and questions sit where they
belong at 390×844."""

import re

from playwright.sync_api import expect

from coach_goals import make_goal


def back_button(page):
    return page.locator(".coach .coach-back")


def test_the_back_button_names_where_the_coach_was_opened_from(app, server):
    goal = make_goal(server, "2026-11-16")
    page = app.page
    app.open("/#/profile")
    page.get_by_role("link", name=re.compile("Start a new goal")).click()
    expect(back_button(page)).to_have_text("Back to Profile")
    back_button(page).click()
    expect(page.locator(".coach")).to_have_count(0)
    expect(page).to_have_url(re.compile("#/profile$"))

    page.get_by_role("link", name="Today").click()
    page.locator(".coach-card").get_by_role("link", name="This week", exact=True).click()
    expect(back_button(page)).to_have_text("Back to Today")
    back_button(page).click()
    expect(page).to_have_url(re.compile("#/today$"))

    # Within the coach, a screen goes back to its parent, and the Journey to where it was opened.
    page.locator(".coach-card").get_by_role("link", name="Journey", exact=True).click()
    expect(back_button(page)).to_have_text("Back to Today")
    page.locator(".coach").get_by_role("link", name="This week", exact=True).click()
    expect(back_button(page)).to_have_text("Back to Journey")
    back_button(page).click()
    expect(page.locator(".coach h1")).to_have_text(goal["title"])
    expect(back_button(page)).to_have_text("Back to Today")


def test_next_on_the_optional_question_moves_on_and_on_a_choice_says_why_not(app, server):
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    layer.get_by_label("Your goal", exact=True).fill("Run a 5k")
    layer.get_by_role("button", name="Next").click()
    expect(layer.get_by_role("button", name="Skip this question")).to_be_visible()
    # "Where are you now?" may be left unanswered: Next goes on.
    layer.get_by_role("button", name="Next").click()
    expect(layer.locator(".wiz-progress")).to_have_text("2 of 4")
    goal_draft = page.evaluate("JSON.parse(localStorage.getItem('ripple.coach.draft') ?? 'null')")
    assert goal_draft is None or goal_draft.get("baseline") is None

    # A vague goal's clarifying question needs a choice: Next says so.
    layer.get_by_role("button", name="Back", exact=True).click()
    layer.get_by_label("Your goal", exact=True).fill("get fit")
    layer.get_by_role("button", name="Next").click()
    expect(layer.get_by_role("button", name=re.compile("Go further"))).to_be_visible()
    layer.get_by_role("button", name="Next").click()
    expect(layer.locator(".wiz-help")).to_have_text(re.compile("Pick the goal above that fits best"))
    expect(layer.locator(".wiz-progress")).to_have_text("1 of 4")


def to_timeline(layer):
    layer.get_by_label("Your goal", exact=True).fill("Meditate 10 minutes a day")
    layer.get_by_role("button", name="Next").click()
    skip = layer.get_by_role("button", name="Skip this question")
    expect(skip.or_(layer.locator(".wiz-progress").filter(has_text="2 of 4"))).to_be_visible()
    if skip.is_visible():
        skip.click()
    layer.get_by_role("button", name="Next").click()
    expect(layer.locator(".wiz-progress")).to_have_text("3 of 4")


def test_the_target_date_waits_for_by_a_date(app, server):
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    to_timeline(layer)
    date = layer.get_by_label("Target date")
    expect(date).to_be_hidden()
    layer.get_by_text("By a date").click()
    expect(date).to_be_visible()
    expect(date).to_be_focused()
    # Next without a date says what is missing.
    layer.get_by_role("button", name="Next").click()
    expect(layer.locator(".wiz-help")).to_have_text(re.compile("Pick the date"))
    layer.get_by_text("10 weeks").click()
    expect(date).to_be_hidden()
    app.screenshot("coach-wizard-timeline")


def test_the_wizards_buttons_and_questions_sit_where_they_belong(app, server):
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    field = layer.get_by_label("Your goal", exact=True)
    nxt = layer.get_by_role("button", name="Next")
    # The first question has no Back: Next lines up with its field.
    assert abs(nxt.bounding_box()["x"] - field.bounding_box()["x"]) < 1
    to_timeline(layer)
    layer.get_by_text("8 weeks").click()
    layer.get_by_role("button", name="Next").click()
    keep = layer.get_by_role("button", name="Keep my timeline")
    expect(keep.or_(layer.locator(".wiz-progress").filter(has_text="4 of 4"))).to_be_visible()
    if keep.is_visible():
        keep.click()
    layer.get_by_text("Yes, I have tried before").click()
    create = layer.get_by_role("button", name="Create my roadmap")
    # On one line: no taller than Back beside it.
    back = layer.get_by_role("button", name="Back", exact=True)
    assert create.bounding_box()["height"] <= back.bounding_box()["height"] + 0.5
    lines = create.evaluate("(b) => { const r = document.createRange(); r.selectNodeContents(b); "
                            "return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size; }")
    assert lines == 1
    # "What got in the way?" stands apart from the choice above it.
    tried = layer.locator(".wiz-radios").last.bounding_box()
    legend = layer.get_by_text("What got in the way? Pick any that fit.").bounding_box()
    assert legend["y"] - (tried["y"] + tried["height"]) >= 16
    app.screenshot("coach-wizard-past")
