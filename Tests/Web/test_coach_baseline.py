"""The wizard's "where are you now?" follow-up and the reminder time after "I kept forgetting":
the question comes from POST /goals/check with its choices (skipping is allowed), the chosen
baseline shapes week 1 of the preview, and the chosen time becomes the linked habit's reminder.
The server's clock is pinned; nothing here reads the real date."""

import json

from playwright.sync_api import expect

from helpers import api_answer


def answer_what(layer, what):
    layer.get_by_label("Your goal").fill(what)
    layer.get_by_role("button", name="Next").click()


def to_the_last_step(layer):
    layer.get_by_role("button", name="Next").click()  # why: optional
    layer.get_by_text("8 weeks").click()
    layer.get_by_role("button", name="Next").click()
    keep = layer.get_by_role("button", name="Keep my timeline")
    expect(keep.or_(layer.locator(".wiz-progress").filter(has_text="4 of 4"))).to_be_visible()
    if keep.is_visible():
        keep.click()
    expect(layer.locator(".wiz-progress")).to_have_text("4 of 4")


def week_one(layer):
    expect(layer.get_by_role("heading", name="Your roadmap")).to_be_visible()
    return layer.locator('details[data-week="1"] .cw-stage-action').text_content()


def test_the_baseline_question_shows_its_choices_and_shapes_week_one(app, server):
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    answer_what(layer, "Run a 5k")
    question = layer.locator(".wiz-baseline")
    expect(question).to_contain_text("How long can you run without stopping today?")
    labels = question.locator(".wiz-choice .wiz-choice-label")
    expect(labels).to_have_text(["Not yet", "About 5 minutes", "About 15 minutes", "30 minutes or more"])
    expect(question.get_by_role("button", name="Skip this question")).to_be_visible()
    app.screenshot("coach-wizard-baseline")
    question.get_by_role("button", name="Not yet").click()
    expect(layer.locator(".wiz-progress")).to_have_text("2 of 4")
    to_the_last_step(layer)
    layer.get_by_text("No, this is my first try").click()
    sent = []
    page.on("request", lambda r: sent.append(json.loads(r.post_data)) if r.url.endswith("/goals/preview") else None)
    layer.get_by_role("button", name="Create my roadmap").click()
    beginner = week_one(layer)
    assert sent[-1]["baseline"] == 0

    # Back to the first answer: a runner who already runs 30 minutes starts elsewhere.
    layer.get_by_role("button", name="Change my answers").click()
    for _ in range(3):
        layer.get_by_role("button", name="Back", exact=True).click()
    layer.get_by_role("button", name="Next").click()
    question.get_by_role("button", name="30 minutes or more").click()
    to_the_last_step(layer)
    layer.get_by_role("button", name="Create my roadmap").click()
    runner = week_one(layer)
    assert sent[-1]["baseline"] == 30
    assert runner != beginner, (beginner, runner)
    with api_answer(page, "POST", "/api/v1/goals"):
        layer.get_by_role("button", name="Start my journey").click()
    expect(layer.get_by_role("heading", name="Welcome to your journey")).to_be_visible()
    goal = server.api("GET", "/api/v1/goals", expect=200)[1]["goals"][0]
    assert goal["state"]["goal"]["baseline"] == 30


def test_skipping_the_baseline_sends_none(app, server):
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    answer_what(layer, "Read 12 books this year")
    layer.get_by_role("button", name="Skip this question").click()
    expect(layer.locator(".wiz-progress")).to_have_text("2 of 4")
    to_the_last_step(layer)
    layer.get_by_text("No, this is my first try").click()
    with page.expect_request(lambda r: r.url.endswith("/goals/preview")) as preview:
        layer.get_by_role("button", name="Create my roadmap").click()
    assert "baseline" not in json.loads(preview.value.post_data)
    expect(layer.get_by_role("heading", name="Your roadmap")).to_be_visible()


def test_forgetting_offers_a_reminder_time_that_reaches_the_habit(app, server):
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    answer_what(layer, "Meditate 10 minutes a day")
    layer.get_by_role("button", name="Skip this question").click()
    to_the_last_step(layer)
    layer.get_by_text("Yes, I have tried before").click()
    time = layer.get_by_label("Remind me at")
    expect(time).to_be_hidden()
    layer.get_by_text("I kept forgetting").click()
    expect(time).to_be_visible()
    expect(time).to_have_attribute("type", "time")
    expect(time).to_have_value("19:00")
    time.fill("07:30")
    app.screenshot("coach-wizard-reminder")
    layer.get_by_role("button", name="Create my roadmap").click()
    expect(layer.get_by_role("heading", name="Your roadmap")).to_be_visible()
    with api_answer(page, "POST", "/api/v1/goals"):
        layer.get_by_role("button", name="Start my journey").click()
    expect(layer.get_by_role("heading", name="Welcome to your journey")).to_be_visible()
    goal = server.api("GET", "/api/v1/goals", expect=200)[1]["goals"][0]
    habit = server.api("GET", f"/api/v1/habits/{goal['habitId']}", expect=200)[1]
    assert [r["time"] for r in habit["reminders"]] == ["07:30"]
