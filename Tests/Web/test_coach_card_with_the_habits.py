"""The coach's card on Today comes with the habits' cards: on a fresh load and a warm start it is
in place before the first habit card is drawn (so nothing moves down under a finger), and it is
there whenever Today is shown, also after "Go to Today" from a wizard opened on Profile."""

import re

from playwright.sync_api import expect

from coach_goals import make_goal

# Records, on each load, whether the coach's card was on the page when the first habit card came.
FIRST_CARD_PROBE = """window.__coachBeforeCards = null;
new MutationObserver(() => {
  if (window.__coachBeforeCards === null && document.querySelector('.today-list .card-wrap'))
    window.__coachBeforeCards = !!document.querySelector('.coach-card');
}).observe(document, { childList: true, subtree: true });"""


def test_the_coach_card_is_in_place_before_the_first_habit_card(app, server):
    server.create_habit("Drink water")
    make_goal(server, "2026-11-16")
    page = app.page
    page.add_init_script(FIRST_CARD_PROBE)
    app.open()
    expect(app.card("Drink water")).to_be_visible()
    expect(page.locator(".coach-card")).to_be_visible()
    assert page.evaluate("window.__coachBeforeCards") is True
    # Again from the copy the device kept (a warm start).
    app.reload()
    expect(app.card("Drink water")).to_be_visible()
    assert page.evaluate("window.__coachBeforeCards") is True
    # The card is above the habits.
    assert page.evaluate("""() => !!(document.querySelector('.coach-card').compareDocumentPosition(
        document.querySelector('.today-list .card-wrap')) & Node.DOCUMENT_POSITION_FOLLOWING)""")


def test_without_a_goal_the_habits_are_not_held_back(app, server):
    server.create_habit("Read")
    app.open()
    expect(app.card("Read")).to_be_visible()
    expect(app.page.locator(".coach-card")).to_have_count(0)


def finish_wizard(layer, what="Meditate 10 minutes a day"):
    """Through the wizard, leaving the optional question unanswered, to the welcome."""
    layer.get_by_label("Your goal").fill(what)
    layer.get_by_role("button", name="Next").click()
    skip = layer.get_by_role("button", name="Skip this question")
    expect(skip.or_(layer.locator(".wiz-progress").filter(has_text="2 of 4"))).to_be_visible()
    if skip.is_visible():
        skip.click()
    expect(layer.locator(".wiz-progress")).to_have_text("2 of 4")
    layer.get_by_role("button", name="Next").click()
    expect(layer.locator(".wiz-progress")).to_have_text("3 of 4")
    layer.get_by_text("8 weeks").click()
    layer.get_by_role("button", name="Next").click()
    keep = layer.get_by_role("button", name="Keep my timeline")
    expect(keep.or_(layer.locator(".wiz-progress").filter(has_text="4 of 4"))).to_be_visible()
    if keep.is_visible():
        keep.click()
    layer.get_by_text("No, this is my first try").click()
    layer.get_by_role("button", name="Create my roadmap").click()
    layer.get_by_role("button", name="Start my journey").click()
    expect(layer.get_by_role("heading", name="Welcome to your journey")).to_be_visible()


def test_go_to_today_after_a_wizard_opened_from_profile_shows_the_coach_card(app, server):
    page = app.page
    app.open("/#/profile")
    page.get_by_role("link", name=re.compile("Start a new goal")).click()
    layer = page.locator(".coach")
    finish_wizard(layer)
    layer.get_by_role("link", name="Go to Today").click()
    card = page.locator(".coach-card")
    expect(card).to_be_visible()
    expect(card.locator(".coach-card-stage")).to_have_text("Week 1 · Foundation")
    expect(card.get_by_role("button", name=re.compile("^Yes"))).to_be_visible()


def test_today_first_shown_after_the_start_has_its_coach_card(app, server):
    make_goal(server, "2026-11-16")
    page = app.page
    app.open("/#/habits")
    page.get_by_role("link", name="Today").click()
    expect(page.locator(".coach-card")).to_be_visible()


def test_the_add_button_never_lies_over_the_coach_cards_links(app, server):
    make_goal(server, "2026-11-16")
    page = app.page
    app.open()
    links = page.locator(".coach-card .coach-card-links a")
    expect(links).to_have_count(3)
    fab = page.get_by_role("button", name=re.compile("add", re.I)).and_(page.locator(".fab"))
    left = fab.bounding_box()["x"]
    for i in range(3):
        link = links.nth(i)
        link.scroll_into_view_if_needed()
        box = link.bounding_box()
        # The add button stays put while the page scrolls: no link reaches into its column.
        assert box["x"] + box["width"] <= left, (link.inner_text(), box, left)
