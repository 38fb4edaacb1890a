"""Related Habits on the habit detail: mini cards in a sideways row — the habits that go with this one
by the engine's correlation insight (with its number, from the API) and the others of its category;
a tap opens that habit's details."""

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done, axe_blocking


def seed(server):
    """Run and Stretch done together on every other day of the last 60 (Swim shares Run's category,
    Read is neither), on Premium so the correlation insight is included."""
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
    health = server.api("POST", "/api/v1/categories", {"name": "Health"}, expect=201)[1]
    run = server.create_habit("Run", icon="run", categoryId=health["id"])
    swim = server.create_habit("Swim", icon="swim", categoryId=health["id"])
    stretch = server.create_habit("Stretch", icon="yoga")
    read = server.create_habit("Read", icon="book")
    today = server.today()["day"]
    for n in range(2, 61, 2):
        server.check_in(run["id"], add_days(today, -n))
        server.check_in(stretch["id"], add_days(today, -n))
    return run, swim, stretch, read


def correlation_of(server, habit_id, other_id):
    stats = server.api("GET", f"/api/v1/habits/{habit_id}/stats?range=year", expect=200)[1]
    return next(i for i in stats["insights"] if i["kind"] == "correlation" and other_id in i["habitIds"])


def test_related_habits_are_the_correlated_and_the_same_category_ones(app, server):
    run, swim, stretch, read = seed(server)
    insight = correlation_of(server, run["id"], stretch["id"])
    app.open(f"/#/habit/{run['id']}")
    page = app.page
    section = page.get_by_role("region", name="Related Habits")
    cards = section.locator(".related-card")
    expect(cards).to_have_count(2)
    expect(cards.locator(".related-name")).to_have_text(["Stretch", "Swim"])
    expect(cards.nth(0).locator(".related-reason")).to_have_text(f"+{insight['value']}% together")
    expect(cards.nth(0)).to_have_attribute("aria-label", f"Stretch: {insight['text']}")
    expect(cards.nth(1).locator(".related-reason")).to_have_text("Health")
    # One row that scrolls sideways.
    tops = [c.bounding_box()["y"] for c in cards.all()]
    assert len(set(tops)) == 1
    assert section.locator(".related-row").evaluate("e => getComputedStyle(e).overflowX") == "auto"
    assert axe_blocking(page, ".related") == []
    cards.nth(1).click()
    expect(page.get_by_role("dialog", name="Swim")).to_be_visible()
    assert page.evaluate("location.hash") == f"#/habit/{swim['id']}"
    swim_related = page.get_by_role("region", name="Related Habits").locator(".related-name")
    expect(swim_related).to_have_text(["Run"])


def test_a_habit_with_nothing_related_has_no_section(app, server):
    lone = server.create_habit("Lone")
    server.create_habit("Other")
    app.open(f"/#/habit/{lone['id']}")
    expect(app.page.get_by_role("heading", name="All Notes")).to_be_visible()
    expect(app.page.locator(".related")).to_be_hidden()


@pytest.mark.screenshots
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_of_related_habits(make_app, server, scheme):
    run, *_ = seed(server)
    app = make_app(color_scheme=scheme)
    app.open(f"/#/habit/{run['id']}")
    section = app.page.get_by_role("region", name="Related Habits")
    expect(section.locator(".related-card")).to_have_count(2)
    section.scroll_into_view_if_needed()
    animations_done(app.page)
    app.screenshot(f"related-habits-{scheme}")
