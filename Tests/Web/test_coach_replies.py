"""The coach answers each log on Today's coach card: a Yes, a No or a Skip shows the engine's
message for that situation (the check-in's `coachMessage`) in the coaching-message component on
the card, which stays until dismissed (not a toast that vanishes)."""

import re

from playwright.sync_api import expect

from coach_goals import make_goal


def press(page, card, name):
    with page.expect_response(lambda r: r.request.method == "PUT" and "/checkins/2026-11-18" in r.url) as answer:
        card.locator(".coach-today-log").get_by_role("button", name=re.compile(f"^{name}")).click()
    return answer.value.json()["coachMessage"]


def test_each_answer_shows_the_coachs_message_until_it_is_dismissed(app, server):
    make_goal(server, "2026-11-16")
    app.open()
    page = app.page
    card = page.locator(".coach-card")
    expect(card).to_be_visible()
    expect(card.locator(".coach-reply")).to_have_count(0)
    kinds = {"Yes": "celebration", "No": "support", "Skip": "encouragement"}
    for name, kind in kinds.items():
        message = press(page, card, name)
        reply = card.locator(".coach-reply")
        expect(reply).to_have_count(1)
        expect(reply.locator(".coach-reply-text")).to_have_text(f"Your coach: {message['text']}")
        expect(reply).to_have_attribute("data-situation", message["situation"])
        expect(reply).to_have_class(re.compile(f"kind-{kind}"))
        app.writes_idle()
    # It stays through the card's redraws (not a toast): still there once everything is quiet.
    expect(card.locator(".coach-reply")).to_be_visible()
    expect(page.locator(".toast", has_text=message["text"])).to_have_count(0)
    app.screenshot("coach-today-reply")
    card.get_by_role("button", name="Dismiss the coach’s message").click()
    expect(card.locator(".coach-reply")).to_have_count(0)
    # A redraw does not bring it back.
    app.reload()
    expect(page.locator(".coach-card")).to_be_visible()
    expect(page.locator(".coach-card .coach-reply")).to_have_count(0)
