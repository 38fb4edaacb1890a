"""The coach's weekly rhythm in the web app:
a borderline week, two weeks not met → recalibration preview → accept, pause and resume, and
welcome back with backfill. Goals are arranged through the API with `?day=` (its pin) on the
server's pinned clock (Wed 2026-11-18); check-ins are backdated."""

import re

import pytest

from playwright.sync_api import expect

from helpers import api_answer, next_frame


def make_goal(server, day):
    return server.api("POST", f"/api/v1/goals?day={day}", {"what": "Run 5 km comfortably", "timelineWeeks": 8}, expect=201)[1]


def goal_now(server, goal):
    return server.api("GET", f"/api/v1/goals/{goal['id']}", expect=200)[1]


def test_borderline_week_offers_advance_or_repeat_and_repeat_keeps_the_stage(make_app, server):
    goal = make_goal(server, "2026-11-09")
    criterion = goal["currentStage"]["criterion"]
    for i in range(criterion - 1):  # one day short of the criterion: the engine calls it borderline
        server.check_in(goal["habitId"], f"2026-11-{9 + i:02d}")
    app = make_app(reduced_motion="reduce")
    app.open()
    page = app.page
    page.locator(".coach-card").get_by_role("link", name="See how your week went").click()
    # Reduced motion: no celebration, straight to the summary.
    expect(page.locator(".cw-summary")).to_be_visible()
    expect(page.locator(".cw-celebrate")).to_have_count(0)
    expect(page.locator(".cw-summary h2")).to_contain_text("both are good choices")
    options = page.locator(".cw-option")
    expect(options).to_have_count(2)
    expect(options.nth(0)).to_contain_text("Move on to the next stage")
    expect(options.nth(1)).to_contain_text("Take one more week here")
    app.screenshot("coach-borderline")
    # One more week is shown as the plan it makes, its finish a week later, before it is made.
    options.nth(1).click()
    layer = page.locator(".coach")
    expect(layer.get_by_role("heading", name="One more week here")).to_be_visible()
    expect(layer.locator(".cw-finish")).to_contain_text("→")
    assert goal_now(server, goal)["state"]["roadmaps"][-1]["version"] == 1
    with api_answer(page, "POST", "/moves"):
        layer.get_by_role("button", name="Use this plan").click()
    expect(layer.get_by_role("button", name="Return to my original plan")).to_be_visible()
    after = goal_now(server, goal)
    assert after["currentIndex"] == 0
    assert after["state"]["weeks"][-1]["verdict"] == "borderline"


def test_two_weeks_not_met_lead_to_a_recalibration_preview_then_accept(app, server):
    goal = make_goal(server, "2026-11-02")  # two whole weeks with nothing logged
    app.open()
    page = app.page
    page.locator(".coach-card").get_by_role("link", name="See how your week went").click()
    option = page.get_by_role("button", name=re.compile("Adjust my plan"))
    expect(option).to_be_visible()
    option.click()
    layer = page.locator(".coach")
    expect(layer.get_by_role("heading", name="Let’s shape this around you")).to_be_visible()
    for label in ("Take one more week here", "Make this stage lighter", "Add a bridging week", "See a gentler plan"):
        expect(layer.get_by_role("button", name=re.compile(label))).to_be_visible()
    app.screenshot("coach-recalibrate-options")
    layer.get_by_role("button", name=re.compile("See a gentler plan")).click()
    expect(layer.get_by_role("heading", name="Your adjusted plan")).to_be_visible()
    proposal = server.api("GET", f"/api/v1/goals/{goal['id']}/recalibration", expect=200)[1]
    for change in proposal["changes"]:
        expect(layer.locator(".cw-changes")).to_contain_text(change)
    expect(layer.locator(".cw-morph .cw-chip", has_text="Recalibrated").first).to_be_visible()
    app.screenshot("coach-recalibrate-preview")
    # Nothing changes before the user confirms.
    assert goal_now(server, goal)["state"]["roadmaps"][-1]["version"] == 1
    with api_answer(page, "POST", "/recalibration"):
        layer.get_by_role("button", name="Use this plan").click()
    expect(layer.get_by_role("button", name="Return to my original plan")).to_be_visible()
    after = goal_now(server, goal)
    assert after["state"]["roadmaps"][-1]["change"] == "recalibrated"
    # The way back to the original plan.
    with api_answer(page, "POST", "/moves"):
        layer.get_by_role("button", name="Return to my original plan").click()
    expect(layer.locator(".wiz-help")).not_to_be_empty()
    assert goal_now(server, goal)["state"]["roadmaps"][-1]["change"] == "returned_to_original"


def test_pause_and_resume_from_the_journey(app, server):
    goal = make_goal(server, "2026-11-18")
    app.open()
    page = app.page
    card = page.locator(".coach-card")
    expect(card).to_be_visible()
    card.get_by_role("link", name="Journey").click()
    layer = page.locator(".coach")
    expect(layer.locator(".cw-stage.st-current")).to_have_attribute("open", "")
    app.screenshot("coach-journey")
    layer.get_by_role("button", name=re.compile("Vacation mode")).click()
    layer.get_by_label("When would you like to come back?").fill("2026-12-01")
    with api_answer(page, "POST", "/moves"):
        layer.get_by_role("button", name="Start my vacation").click()
    expect(layer.locator(".cw-status")).to_contain_text("Paused")
    expect(layer.locator(".cw-status")).to_contain_text("Vacation")
    assert goal_now(server, goal)["status"] == "paused"
    # A paused goal has no card on Today; Profile → Goals lists it under Paused.
    layer.get_by_role("button", name="Back to Today").click()
    expect(page.locator(".coach-card")).to_have_count(0)
    page.get_by_role("link", name="Profile").click()
    goals = page.get_by_role("region", name="Goals")
    expect(goals.locator(".goals-group", has_text="Paused")).to_be_visible()
    goals.get_by_role("link", name=re.compile("Run 5 km comfortably")).click()
    with api_answer(page, "POST", "/moves"):
        layer.get_by_role("button", name="Resume my goal").click()
    expect(layer.locator(".cw-status")).to_contain_text("Active")
    assert goal_now(server, goal)["status"] == "active"


def test_welcome_back_fills_in_days_away(app, server):
    goal = make_goal(server, "2026-11-09")
    server.check_in(goal["habitId"], "2026-11-13")  # then five days away
    week = server.api("GET", f"/api/v1/goals/{goal['id']}/week", expect=200)[1]
    assert week["welcomeBack"]
    app.open()
    page = app.page
    welcome = page.locator(".coach-card .coach-welcome")
    expect(welcome).to_contain_text(week["welcomeBack"]["message"]["text"])
    day = week["welcomeBack"]["backfillDays"][-1]  # yesterday
    toggle = welcome.get_by_role("button", name=re.compile("Fill in"))
    expect(toggle).to_have_attribute("aria-expanded", "false")
    toggle.click()
    app.screenshot("coach-welcome-back")
    row = welcome.locator("li").last
    with api_answer(page, "PUT", f"/checkins/{day}"):
        row.get_by_role("button", name="Yes").click()
    app.writes_idle()
    history = server.history(goal["habitId"], day, day)["days"][0]
    assert history["outcome"] != "none"
    expect(page.locator(f'.coach-card .cw-dayitem[data-day="{day}"]')).to_have_attribute("data-state", "done")


def test_today_card_logs_yes_no_skip_and_clears(app, server):
    goal = make_goal(server, "2026-11-18")
    app.open()
    page = app.page
    # A goal that began this week has no finished week to review.
    expect(page.locator(".coach-card .coach-card-action")).to_be_visible()
    expect(page.locator(".coach-card .coach-review")).to_have_count(0)
    log = page.locator(".coach-card .coach-today-log")
    with api_answer(page, "PUT", "/checkins/2026-11-18"):
        log.get_by_role("button", name=re.compile("^No")).click()
    expect(log.get_by_role("button", name=re.compile("^No"))).to_have_attribute("aria-pressed", "true")
    expect(page.locator('.coach-card .cw-dayitem[data-day="2026-11-18"]')).to_have_attribute("data-state", "missed")
    with api_answer(page, "PUT", "/checkins/2026-11-18"):
        log.get_by_role("button", name=re.compile("^Skip")).click()
    expect(log.get_by_role("button", name=re.compile("^Skip"))).to_have_attribute("aria-pressed", "true")
    expect(page.locator('.coach-card .cw-dayitem[data-day="2026-11-18"]')).to_have_attribute("data-state", "skipped")
    with api_answer(page, "DELETE", "/checkins/2026-11-18"):
        log.get_by_role("button", name=re.compile("^Skip")).click()
    expect(page.locator('.coach-card .cw-dayitem[data-day="2026-11-18"]')).to_have_attribute("data-state", "to_come")


def test_journey_stage_edit_and_regenerate(app, server):
    goal = make_goal(server, "2026-11-18")
    app.open(f"/#/coach/goal/{goal['id']}/stage/3")
    page = app.page
    layer = page.locator(".coach")
    expect(layer.get_by_role("heading", name="Tips")).to_be_visible()
    layer.get_by_label("What you do each day").fill("Walk for 20 minutes after dinner")
    with api_answer(page, "PATCH", "/stages/3"):
        layer.get_by_role("button", name="Save stage").click()
    expect(layer.locator(".wiz-help")).to_have_text("Saved. Your roadmap is updated.")
    stage = goal_now(server, goal)["state"]["roadmaps"][-1]["stages"][2]
    assert stage["habit"]["action"] == "Walk for 20 minutes after dinner"
    # A stage that breaks a planner rule (running on 7 days a week): the API's words, nothing saved.
    layer.get_by_label("Days to complete this week").select_option("7")
    with api_answer(page, "PATCH", "/stages/3"):
        layer.get_by_role("button", name="Save stage").click()
    expect(layer.locator(".wiz-help")).not_to_have_text("Saved. Your roadmap is updated.")
    assert goal_now(server, goal)["state"]["roadmaps"][-1]["stages"][2]["criterion"] == stage["criterion"]
    # The current stage cannot be edited here (it is made lighter with simplify instead).
    page.evaluate(f"location.hash = '#/coach/goal/{goal['id']}/stage/1'")
    expect(layer.get_by_role("heading", name="Tips")).to_be_visible()
    expect(layer.get_by_role("button", name="Save stage")).to_have_count(0)
    # Regenerate while on the first stage.
    page.evaluate(f"location.hash = '#/coach/goal/{goal['id']}'")
    with api_answer(page, "POST", "/regenerate"):
        layer.get_by_role("button", name="Try a different roadmap").click()
    expect(page.locator("#announcer")).to_have_text("Here is a different roadmap.")


def test_week_view_earlier_weeks_by_button_and_swipe(app, server):
    goal = make_goal(server, "2026-11-02")
    server.check_in(goal["habitId"], "2026-11-03")
    app.open(f"/#/coach/goal/{goal['id']}/week")
    page = app.page
    layer = page.locator(".coach")
    expect(layer.get_by_role("heading", name="This week", exact=True)).to_be_visible()
    expect(layer.locator(".cw-crit")).to_have_text(re.compile(r"^Complete \d of 7 days to advance$"))
    expect(layer.locator(".cw-next")).to_contain_text("Coming next")
    layer.get_by_role("button", name="Earlier week").click()
    expect(layer.get_by_role("heading", name="An earlier week")).to_be_visible()
    expect(layer.locator('.cw-days-item[data-day="2026-11-09"]')).to_be_visible()
    app.screenshot("coach-week-earlier")
    # Swipe right: the week before (pointer drag as a finger would).
    box = layer.locator(".cw-week").bounding_box()
    y = box["y"] + 40
    page.mouse.move(box["x"] + 40, y)
    page.mouse.down()
    page.mouse.move(box["x"] + 200, y, steps=8)
    page.mouse.up()
    expect(layer.locator('.cw-days-item[data-day="2026-11-03"]')).to_have_attribute("data-state", "done")
    # A day tells its state in words.
    layer.locator('.cw-days-item[data-day="2026-11-03"] button').click()
    expect(layer.locator(".cw-daydetail-head")).to_have_text("Tuesday, Nov 3 · Done")


def test_calm_mode_has_no_celebration(make_app, server):
    goal = make_goal(server, "2026-11-09")
    for i in range(goal["currentStage"]["criterion"]):
        server.check_in(goal["habitId"], f"2026-11-{9 + i:02d}")
    server.settings(celebrations="off")
    app = make_app()
    app.open(f"/#/coach/goal/{goal['id']}/review")
    expect(app.page.locator(".cw-summary")).to_be_visible()
    expect(app.page.locator(".cw-celebrate")).to_have_count(0)


def test_the_celebration_never_holds_the_choices_back(app, server):
    """The end-of-week celebration is the screen itself (its days fill in, its sprout grows):
    nothing covers it and nothing must be skipped; the choices can be pressed while it moves."""
    goal = make_goal(server, "2026-11-09")
    for i in range(goal["currentStage"]["criterion"]):
        server.check_in(goal["habitId"], f"2026-11-{9 + i:02d}")
    app.open()
    page = app.page
    page.locator(".coach-card").get_by_role("link", name="See how your week went").click()
    expect(page.locator(".cw-summary.is-moving")).to_be_visible()
    expect(page.locator(".cw-celebrate-skip")).to_have_count(0)
    expect(page.locator(".cw-confetti")).to_have_count(0)
    with api_answer(page, "POST", "/moves"):
        page.locator(".cw-option.is-primary").click()
    expect(page.locator(".cw-nextstage")).to_be_visible()


def test_reorder_an_upcoming_stage_within_its_phase(app, server):
    # Twelve weeks: week 3 settles week 2's step in, so the two may trade places.
    goal = server.api(
        "POST", "/api/v1/goals?day=2026-11-18", {"what": "Run 5 km comfortably", "timelineWeeks": 12}, expect=201
    )[1]
    stages = goal["state"]["roadmaps"][-1]["stages"]
    app.open(f"/#/coach/goal/{goal['id']}/stage/3")
    layer = app.page.locator(".coach")
    place = layer.get_by_label("Place in your roadmap")
    expect(place).to_have_value("3")
    place.select_option("2")
    with api_answer(app.page, "PATCH", "/stages/3"):
        layer.get_by_role("button", name="Save stage").click()
    expect(layer.locator(".wiz-help")).to_have_text("Saved. This stage is now week 2.")
    after = goal_now(server, goal)["state"]["roadmaps"][-1]["stages"]
    assert after[1]["title"] == stages[2]["title"] and after[2]["title"] == stages[1]["title"]


def test_making_a_stage_lighter_shows_the_plan_it_makes_before_it_is_made(app, server):
    goal = make_goal(server, "2026-11-02")  # two whole weeks with nothing logged
    app.open()
    page = app.page
    page.locator(".coach-card").get_by_role("link", name="See how your week went").click()
    page.get_by_role("button", name=re.compile("Adjust my plan")).click()
    layer = page.locator(".coach")
    layer.get_by_role("button", name=re.compile("Add a bridging week")).click()
    expect(layer.get_by_role("heading", name="Your adjusted plan")).to_be_visible()
    proposal = server.api("GET", f"/api/v1/goals/{goal['id']}/moves/preview?move=extend", expect=200)[1]
    for change in proposal["changes"]:
        expect(layer.locator(".cw-changes")).to_contain_text(change)
    app.screenshot("coach-extend-preview")
    # Nothing changes before the user confirms.
    assert goal_now(server, goal)["state"]["roadmaps"][-1]["version"] == 1
    with api_answer(page, "POST", "/moves"):
        layer.get_by_role("button", name="Use this plan").click()
    after = goal_now(server, goal)
    assert after["state"]["roadmaps"][-1]["change"] == "extended"
    stages = [s["habit"]["name"] for s in after["state"]["roadmaps"][-1]["stages"]]
    assert stages == [s["habit"]["name"] for s in proposal["proposed"]["stages"]]


def test_a_coach_screen_left_while_it_loads_does_not_cover_the_one_chosen_after_it(app, server):
    """The review's own "Add a bridging week" stays on screen while "Adjust my plan" loads; when the
    person taps it then, the bridging week's preview stays, even when the screen they left answers
    last."""
    goal = make_goal(server, "2026-11-02")  # two whole weeks with nothing logged
    app.open()
    page = app.page
    page.locator(".coach-card").get_by_role("link", name="See how your week went").click()
    layer = page.locator(".coach")
    expect(layer.locator(".cw-summary")).to_be_visible()
    held = []
    # "Adjust my plan" first asks for the goal: that answer is held back until the person has moved on.
    page.route(re.compile(rf"/api/v1/goals/{goal['id']}$"), lambda route: held.append(route), times=1)
    with page.expect_request(re.compile(rf"/api/v1/goals/{goal['id']}$")):
        layer.get_by_role("button", name=re.compile("Adjust my plan")).click()
    layer.get_by_role("button", name=re.compile("Add a bridging week")).click()  # the review's own
    expect(layer.get_by_role("heading", name="Your adjusted plan")).to_be_visible()
    # Now the screen the person left answers; its last request is last week's view.
    with page.expect_response(lambda r: "/week?" in r.url and r.request.method == "GET"):
        held[0].continue_()
    next_frame(page)
    next_frame(page)
    expect(layer.get_by_role("heading", name="Your adjusted plan")).to_be_visible()
    expect(layer.get_by_role("heading", name="Let’s shape this around you")).to_have_count(0)


def test_a_lighter_stage_chosen_at_the_weeks_end_opens_on_the_plan_it_makes(app, server):
    """The end-of-week review's simplify and extend go to the plan they make, not straight to the
    move: the review sends them to #/coach/goal/{id}/recalibrate/{move}."""
    goal = make_goal(server, "2026-11-02")  # two whole weeks with nothing logged
    app.open(f"/#/coach/goal/{goal['id']}/recalibrate/simplify")
    layer = app.page.locator(".coach")
    expect(layer.get_by_role("heading", name="Your adjusted plan")).to_be_visible()
    proposal = server.api("GET", f"/api/v1/goals/{goal['id']}/moves/preview?move=simplify", expect=200)[1]
    for change in proposal["changes"]:
        expect(layer.locator(".cw-changes")).to_contain_text(change)
    # Nothing changes before the user confirms.
    assert goal_now(server, goal)["state"]["roadmaps"][-1]["version"] == 1
    with api_answer(app.page, "POST", "/moves"):
        layer.get_by_role("button", name="Use this plan").click()
    assert goal_now(server, goal)["state"]["roadmaps"][-1]["change"] == "simplified"
