"""Onboarding: shown once on a first start, skippable on every screen, the gesture tutorial the user
performs, theme choice, and the empty Today with "Create Your First Habit" and one-tap suggestions."""

import pytest
from playwright.sync_api import expect

from helpers import animations_done, api_answer, axe_blocking, long_press, next_frame

pytestmark = pytest.mark.onboarding

SCREENS = ["Welcome to Ripple", "Every Habit Creates Ripples", "Master the Gestures", "Choose Your Vibe", "Stay on Track"]


def onboarding(page, title="Welcome to Ripple"):
    return page.get_by_role("dialog", name=title)


def drag(page, box, dx, dy, x0=0.3):
    """A mouse drag on the tutorial card from `x0` of its width, one move a frame."""
    x = box["x"] + box["width"] * x0
    y = box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for i in range(1, 16):
        page.mouse.move(x + dx * i / 15, y + dy * i / 15)
        next_frame(page)
    page.mouse.up()


def do_gestures(page):
    """The four gestures the tutorial names, in its order: right, left, long press, pull down."""
    card = page.locator(".tut-card")
    steps = page.locator(".tut-step")

    def settled_box():
        # The screen slides in and the card springs back after each gesture: measure where it rests.
        animations_done(page)
        return card.bounding_box()

    drag(page, settled_box(), 240, 0, x0=0.1)
    expect(steps.nth(0)).to_have_class("tut-step is-done")
    expect(page.locator(".tut-instruction")).to_have_text("Swipe left for details")
    drag(page, settled_box(), -200, 0, x0=0.9)
    expect(steps.nth(1)).to_have_class("tut-step is-done")
    expect(page.locator(".tut-instruction")).to_have_text("Long press for quick actions")
    box = settled_box()
    page.mouse.move(box["x"] + 120, box["y"] + box["height"] / 2)
    long_press(page, 600)
    page.mouse.up()
    expect(steps.nth(2)).to_have_class("tut-step is-done")
    expect(page.locator(".tut-instruction")).to_have_text("Pull down to refresh")
    drag(page, settled_box(), 0, 160, x0=0.5)


def test_onboarding_appears_once_and_can_be_skipped(app, server):
    app.open()
    page = app.page
    dialog = onboarding(page)
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Build better habits, one ripple at a time")
    with api_answer(page, "PATCH", "/settings"):
        dialog.get_by_role("button", name="Skip").click()
    expect(dialog).to_have_count(0)
    expect(page.get_by_role("heading", name="Create Your First Habit")).to_be_visible()
    assert server.api("GET", "/api/v1/settings", expect=200)[1]["onboardingDone"] is True
    app.reload()
    expect(page.locator("#today-title")).to_be_visible()
    expect(page.locator(".onb")).to_have_count(0)
    expect(page.get_by_role("heading", name="Start Your Journey")).to_be_visible()


def test_every_screen_can_be_skipped(app, server):
    app.open()
    page = app.page
    for i, title in enumerate(SCREENS):
        dialog = onboarding(page, title)
        expect(dialog).to_be_visible()
        expect(dialog.get_by_role("button", name="Skip")).to_be_visible()
        if i == 2:
            # The tutorial holds the way on until all four gestures were performed; each has a key.
            expect(dialog.get_by_role("button", name="Try all four gestures")).to_be_disabled()
            card = page.locator(".tut-card")
            for done, key in enumerate(["ArrowRight", "ArrowLeft", "Enter", "ArrowDown"], start=1):
                card.press(key)
                expect(page.locator(".tut-step.is-done")).to_have_count(done)
            expect(dialog.get_by_role("button", name="Continue")).to_be_enabled()
        if i < len(SCREENS) - 1:
            dialog.get_by_role("button", name="Track my own habits" if i == 0 else "Continue").click()
    with api_answer(page, "PATCH", "/settings"):
        onboarding(page, "Stay on Track").get_by_role("button", name="Skip").click()
    expect(page.locator(".onb")).to_have_count(0)
    assert server.api("GET", "/api/v1/settings", expect=200)[1]["onboardingDone"] is True


def walk_to_the_last_screen(page):
    """Through every screen with the tutorial's keys, to "Stay on Track"."""
    for i, title in enumerate(SCREENS[:-1]):
        dialog = onboarding(page, title)
        if i == 2:
            for done, key in enumerate(["ArrowRight", "ArrowLeft", "Enter", "ArrowDown"], start=1):
                page.locator(".tut-card").press(key)
                expect(page.locator(".tut-step.is-done")).to_have_count(done)
        dialog.get_by_role("button", name="Track my own habits" if i == 0 else "Continue").click()
    return onboarding(page, "Stay on Track")


def test_the_free_plan_note_states_the_servers_limit_and_is_gone_without_one(app, server):
    # On Premium the server states no habit limit, so there is no free plan to mention.
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
    app.open()
    final = walk_to_the_last_screen(app.page)
    expect(final.get_by_role("button", name="Start Building Habits")).to_be_visible()
    expect(final).not_to_contain_text("free habits")
    expect(app.page.locator(".onb-premium")).to_have_count(0)


def test_the_whole_flow_then_the_first_habit_from_a_suggestion(app, server):
    app.open()
    page = app.page
    onboarding(page).get_by_role("button", name="Track my own habits").click()
    idea = onboarding(page, "Every Habit Creates Ripples")
    idea.get_by_role("button", name="Tap to make a ripple").click()
    expect(page.locator(".onb-ring")).to_have_count(1)
    idea.get_by_role("button", name="Continue").click()
    tutorial = onboarding(page, "Master the Gestures")
    expect(tutorial.get_by_role("button", name="Try all four gestures")).to_be_disabled()
    expect(page.locator(".tut-step")).to_have_text(
        ["Swipe right to complete", "Swipe left for details", "Long press for quick actions", "Pull down to refresh"])
    do_gestures(page)
    expect(tutorial.get_by_role("button", name="Continue")).to_be_enabled()
    expect(page.locator(".tut-step.is-done")).to_have_count(4)
    tutorial.get_by_role("button", name="Continue").click()
    vibe = onboarding(page, "Choose Your Vibe")
    vibe.get_by_role("radio", name="Dark").click()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    vibe.get_by_role("radio", name="Rose").click()
    vibe.get_by_role("button", name="Continue").click()
    final = onboarding(page, "Stay on Track")
    expect(final).to_contain_text("Start with 5 free habits")
    final.get_by_role("button", name="Start Building Habits").click()
    expect(page.locator(".onb")).to_have_count(0)
    expect(page.get_by_role("heading", name="Create Your First Habit")).to_be_visible()
    expect(page.locator("#fab")).to_have_class("fab fab-highlight")
    settings = server.api("GET", "/api/v1/settings", expect=200)[1]
    assert settings["theme"] == "dark" and settings["accent"] == "#F43F5E" and settings["onboardingDone"] is True
    suggestions = page.get_by_role("group", name="Suggested habits")
    expect(suggestions.get_by_role("button")).to_have_text(["Morning exercise", "Read for 30 minutes", "Drink 8 glasses of water", "Journal before bed"])
    suggestions.get_by_role("button", name="Read for 30 minutes").click()
    expect(page.locator(".today-list .card-name")).to_have_text(["Read for 30 minutes"])
    expect(page.get_by_role("heading", name="Create Your First Habit")).to_have_count(0)
    expect(page.locator("#fab")).to_have_class("fab")


def test_people_with_habits_are_not_onboarded(app, server):
    server.create_habit("Existing")
    with api_answer(app.page, "PATCH", "/settings"):
        app.open()
    expect(app.card("Existing")).to_be_visible()
    expect(app.page.locator(".onb")).to_have_count(0)
    assert server.api("GET", "/api/v1/settings", expect=200)[1]["onboardingDone"] is True


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_and_axe(make_app, server, scheme):
    app = make_app(color_scheme=scheme)
    app.open()
    page = app.page
    for i, title in enumerate(SCREENS):
        expect(onboarding(page, title)).to_be_visible()
        animations_done(page)
        app.screenshot(f"onboarding-{i + 1}-{scheme}")
        assert axe_blocking(page) == []
        if i == 2:
            do_gestures(page)
            expect(page.locator(".tut-step.is-done")).to_have_count(4)
            animations_done(page)
            app.screenshot(f"onboarding-3-done-{scheme}")
        if i < len(SCREENS) - 1:
            onboarding(page, title).get_by_role("button", name="Track my own habits" if i == 0 else "Continue").click()
    onboarding(page, "Stay on Track").get_by_role("button", name="Start Building Habits").click()
    expect(page.get_by_role("heading", name="Create Your First Habit")).to_be_visible()
    animations_done(page)
    app.screenshot(f"first-run-{scheme}")
    assert axe_blocking(page) == []
