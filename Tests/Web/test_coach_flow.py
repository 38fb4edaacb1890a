"""The coach in the web app: the whole path from the goal wizard to the next
stage. The server's clock is pinned (Wed 2026-11-18); the goal is accepted as if on Monday
2026-11-09 (the accept request carries `?day=`, the API's own pin) so that its first week is over
and the week's check-ins are backdated through the API."""

import re

from playwright.sync_api import expect

from helpers import api_answer

START = "2026-11-09"  # the Monday of the week before the pinned today


def backdate_goal_creation(page, day=START):
    """The accept (POST /api/v1/goals) goes out with `?day=` so the goal starts on `day`."""
    def handle(route):
        if route.request.method == "POST" and route.request.url.split("?")[0].endswith("/api/v1/goals"):
            route.continue_(url=route.request.url.split("?")[0] + f"?day={day}")
        else:
            route.continue_()
    page.route(re.compile(r".*/api/v1/goals(\?.*)?$"), handle)


def coach(page):
    return page.get_by_role("dialog", name=re.compile("."))


def test_wizard_to_next_stage(app, server):
    page = app.page
    backdate_goal_creation(page)
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    expect(layer.get_by_role("heading", name="A new goal")).to_be_visible()
    expect(layer.locator(".wiz-progress")).to_have_text("1 of 4")
    expect(layer.get_by_text("Why we ask:").first).to_be_visible()
    expect(layer.get_by_label("Your goal")).to_have_attribute("placeholder", re.compile("For example"))
    # An empty answer gets gentle help, not an error.
    layer.get_by_role("button", name="Next").click()
    expect(layer.locator(".wiz-help")).to_contain_text("a few words")
    # A vague goal: the coach's clarifying question, with its choices as buttons (POST /goals/check).
    layer.get_by_label("Your goal").fill("get fit")
    layer.get_by_role("button", name="Next").click()
    choice = layer.get_by_role("button", name=re.compile("Go further"))
    expect(choice).to_be_visible()
    app.screenshot("coach-wizard-clarify")
    choice.click()
    # The coach's follow-up: where the person is now (optional).
    layer.get_by_role("button", name="Skip this question").click()
    expect(layer.locator(".wiz-progress")).to_have_text("2 of 4")
    layer.get_by_label("Why it matters").fill("More energy for my kids")
    # The draft survives a reload (save and continue later).
    page.reload()
    app.wait_ready()
    expect(layer.locator(".wiz-progress")).to_have_text("2 of 4")
    expect(layer.get_by_label("Why it matters")).to_have_value("More energy for my kids")
    layer.get_by_role("button", name="Back", exact=True).click()
    expect(layer.get_by_label("Your goal")).to_have_value("Run 5 km comfortably")
    layer.get_by_role("button", name="Next").click()
    layer.get_by_role("button", name="Skip this question").click()
    layer.get_by_role("button", name="Next").click()
    expect(layer.locator(".wiz-progress")).to_have_text("3 of 4")
    layer.get_by_text("8 weeks").click()
    layer.get_by_role("button", name="Next").click()
    # From zero, 5 km takes about 9 weeks: the coach says so once, and the person keeps 8.
    keep = layer.get_by_role("button", name="Keep my timeline")
    expect(keep).to_be_visible()
    app.screenshot("coach-wizard-pace")
    keep.click()
    expect(layer.locator(".wiz-progress")).to_have_text("4 of 4")
    app.screenshot("coach-wizard-past")
    layer.get_by_text("Yes, I have tried before").click()
    layer.get_by_text("Finding the time").click()
    layer.get_by_role("button", name="Create my roadmap").click()

    # The roadmap preview: three phases, the finish date with flexibility wording, why it works.
    expect(layer.get_by_role("heading", name="Your roadmap")).to_be_visible()
    for phase in ("Foundation", "Building", "Mastery"):
        expect(layer.get_by_role("region", name=f"{phase} phase")).to_be_visible()
    expect(layer.locator(".cw-finish")).to_contain_text("A guide, not a deadline")
    expect(layer.get_by_role("heading", name="Why this progression works")).to_be_visible()
    app.screenshot("coach-preview")
    # Edit a stage: week 3's action.
    week3 = layer.locator('details[data-week="3"]')
    week3.locator("summary").click()
    week3.get_by_role("button", name="Edit this stage").click()
    week3.get_by_label("What you do each day").fill("Walk briskly for 20 minutes after lunch")
    week3.get_by_role("button", name="Save stage").click()
    expect(layer.locator('details[data-week="3"] .cw-stage-action')).to_have_text("Walk briskly for 20 minutes after lunch")
    with api_answer(page, "POST", "/api/v1/goals"):
        layer.get_by_role("button", name="Start my journey").click()
    expect(layer.get_by_role("heading", name="Welcome to your journey")).to_be_visible()
    goal = server.api("GET", "/api/v1/goals", expect=200)[1]["goals"][0]
    stages = goal["state"]["roadmaps"][-1]["stages"]
    assert stages[2]["habit"]["action"] == "Walk briskly for 20 minutes after lunch"
    assert goal["state"]["goal"]["startDay"] == START
    app.screenshot("coach-welcome")
    layer.get_by_role("link", name="Go to Today").click()

    # Today's coach card: the stage, today's action, Yes / No / Skip of equal size.
    card = page.locator(".coach-card")
    expect(card.locator(".coach-card-stage")).to_have_text("Week 1 · Foundation")
    buttons = card.locator(".coach-today-log .cw-logbtn")
    expect(buttons).to_have_count(3)
    sizes = [buttons.nth(i).bounding_box() for i in range(3)]
    widths = [s["width"] for s in sizes]
    assert all(s["height"] >= 64 for s in sizes) and max(widths) - min(widths) < 1, sizes

    # A week logged: four backdated check-ins in the goal's first week (its criterion, as the API says).
    criterion = goal["currentStage"]["criterion"]
    for i in range(criterion + 1):
        server.check_in(goal["habitId"], f"2026-11-{9 + i:02d}")
    app.reload()
    prompt = page.locator(".coach-card .coach-review")
    expect(prompt).to_be_visible()
    app.screenshot("coach-today-review")
    prompt.get_by_role("link", name="See how your week went").click()
    # The celebration, then the summary with the API's options.
    expect(page.locator(".cw-celebrate")).to_be_visible()
    expect(page.locator(".cw-summary")).to_be_visible(timeout=5000)
    expect(page.locator(".cw-next")).to_contain_text("Week 2")
    app.screenshot("coach-week-summary")
    with api_answer(page, "POST", "/moves"):
        page.get_by_role("button", name=re.compile("Move on to the next stage")).click()
    expect(page.locator(".cw-nextstage")).to_be_visible()
    app.screenshot("coach-next-stage")
    after = server.api("GET", f"/api/v1/goals/{goal['id']}", expect=200)[1]
    assert after["currentIndex"] == 1
    page.get_by_role("link", name="Continue").click()
    expect(page.locator(".coach-card .coach-card-stage")).to_have_text("Week 2 · Foundation")
    expect(page.locator(".coach-card .coach-review")).to_have_count(0)
