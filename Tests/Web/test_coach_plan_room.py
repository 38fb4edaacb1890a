"""A goal adds a habit to the day, so the plan's limit on active habits is said before the goal
wizard's first question, with the ways forward: archive one of the habits right there (then the
questions follow), or see Premium. Nothing of the person's goal is asked and then refused."""


from playwright.sync_api import expect

NAMES = ["Read", "Walk", "Stretch", "Journal", "Water"]


def test_a_full_free_plan_offers_archive_or_premium_before_the_first_question(app, server):
    for name in NAMES:
        server.create_habit(name)
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    expect(layer.get_by_role("heading", name="First, make room for your goal")).to_be_visible()
    expect(layer).to_contain_text("The free plan includes up to 5 active habits")
    expect(layer.get_by_label("Your goal", exact=True)).to_have_count(0)
    rows = layer.get_by_role("list", name="Your active habits").get_by_role("listitem")
    expect(rows).to_have_count(5)
    expect(layer.get_by_role("button", name="See Premium")).to_be_visible()
    app.screenshot("coach-plan-room")
    layer.get_by_role("button", name="Archive Water").click()
    expect(layer.get_by_label("Your goal", exact=True)).to_be_visible()
    expect(layer.locator(".wiz-progress")).to_have_text("1 of 4")
    habits = server.api("GET", "/api/v1/habits?status=all", expect=200)[1]["habits"]
    assert [h["name"] for h in habits if h["archived"]] == ["Water"]


def test_a_goals_own_habit_is_not_offered_for_archiving(app, server):
    for name in NAMES[:4]:
        server.create_habit(name)
    goal = server.api("POST", "/api/v1/goals?day=2026-11-16", {"what": "Run a 5k", "timelineWeeks": 8}, expect=201)[1]
    page = app.page
    app.open("/#/coach/new")
    rows = page.locator(".coach").get_by_role("list", name="Your active habits").get_by_role("listitem")
    expect(rows).to_have_count(4)
    coached = server.api("GET", f"/api/v1/habits/{goal['habitId']}", expect=200)[1]["name"]
    expect(rows.filter(has_text=coached)).to_have_count(0)


def test_see_premium_opens_the_plans(app, server):
    for name in NAMES:
        server.create_habit(name)
    page = app.page
    app.open("/#/coach/new")
    page.locator(".coach").get_by_role("button", name="See Premium").click()
    expect(page.get_by_role("dialog", name="Go Premium")).to_be_visible()


def test_with_room_the_wizard_starts_at_once(app, server):
    for name in NAMES[:4]:
        server.create_habit(name)
    page = app.page
    app.open("/#/coach/new")
    layer = page.locator(".coach")
    expect(layer.get_by_label("Your goal", exact=True)).to_be_visible()
    expect(layer.get_by_role("heading", name="First, make room for your goal")).to_have_count(0)
