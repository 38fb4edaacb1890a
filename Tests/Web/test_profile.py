"""Profile and settings: header, stats, membership, theme, accent, week start, day start,
celebrations Full / Subtle / Off (calm mode), streaks, haptics, About; screenshots and axe."""

import datetime

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done, axe_blocking

WATCH_CANVASES = """() => { window.__canvases = 0; new MutationObserver(ms => { for (const m of ms) for (const n of m.addedNodes) if (n.nodeName === 'CANVAS') window.__canvases++; }).observe(document.body, {childList: true, subtree: true}); }"""


def open_profile(app):
    app.open("/#/profile")
    page = app.page
    expect(page.get_by_role("heading", name="Profile", exact=True)).to_be_visible()
    page.wait_for_function("getComputedStyle(document.getElementById('view-profile')).visibility === 'visible'")
    return page


def streaky(server):
    """Two habits done on each of the last three days (a 3-day streak and 3 perfect days)."""
    today = server.today()["day"]
    a = server.api("POST", f"/api/v1/habits?day={add_days(today, -5)}", {"name": "Run", "icon": "run"}, expect=201)[1]
    b = server.api("POST", f"/api/v1/habits?day={add_days(today, -5)}", {"name": "Read", "icon": "book"}, expect=201)[1]
    for n in (1, 2, 3):
        server.check_in(a["id"], add_days(today, -n))
        server.check_in(b["id"], add_days(today, -n))
    return a, b


def test_header_stats_and_membership(app, server):
    streaky(server)
    server.create_habit("Water")
    page = open_profile(app)
    expect(page.get_by_text("Every habit creates ripples", exact=True)).to_be_visible()
    stats = page.get_by_role("region", name="Your stats")
    expect(stats).to_contain_text("3Active habits")
    expect(stats).to_contain_text("3 daysActive streak")
    expect(stats).to_contain_text("This week's rate")
    # Days with anything done (the last three), as Statistics counts them.
    expect(stats).to_contain_text("3 daysDays active")
    member = page.locator(".member")
    expect(member).to_contain_text("Free Plan")
    expect(member).to_contain_text("3 of 5 habits used")
    expect(member.get_by_role("progressbar", name="Habits used")).to_have_attribute("aria-valuenow", "3")
    member.get_by_role("button", name="Upgrade to Premium").click()
    expect(page.get_by_role("dialog", name="Go Premium")).to_contain_text("Unlimited habits")
    page.keyboard.press("Escape")
    expect(page.locator(".prow", has_text="Version")).to_contain_text("0.1.0")


def test_theme_switch_applies_at_once_and_is_saved(app, server):
    server.create_habit("Theme")
    page = open_profile(app)
    appearance = page.get_by_role("radiogroup", name="Appearance")
    expect(appearance.get_by_role("radio", name="Auto")).to_have_attribute("aria-checked", "true")
    appearance.get_by_role("radio", name="Dark").click()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    page.wait_for_function("getComputedStyle(document.body).backgroundColor === 'rgb(15, 23, 42)'")
    app.writes_idle()
    assert server.api("GET", "/api/v1/settings", expect=200)[1]["theme"] == "dark"
    app.reload()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    page.get_by_role("radiogroup", name="Appearance").get_by_role("radio", name="Light").click()
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    page.get_by_role("radiogroup", name="Appearance").get_by_role("radio", name="Auto").click()
    expect(page.locator("html")).not_to_have_attribute("data-theme", "light")
    app.writes_idle()
    assert server.api("GET", "/api/v1/settings", expect=200)[1]["theme"] == "auto"


def test_accent_colour_recolours_the_app(app, server):
    page = open_profile(app)
    swatches = page.get_by_role("radiogroup", name="Accent colour")
    expect(swatches.get_by_role("radio", name="Iris")).to_have_attribute("aria-checked", "true")
    swatches.get_by_role("radio", name="Emerald").click()
    page.wait_for_function("getComputedStyle(document.documentElement).getPropertyValue('--primary').trim().toUpperCase() === '#10B981'")
    app.writes_idle()
    assert server.api("GET", "/api/v1/settings", expect=200)[1]["accent"] == "#10B981"
    app.reload()
    page.wait_for_function("getComputedStyle(document.documentElement).getPropertyValue('--primary').trim().toUpperCase() === '#10B981'")
    page.get_by_role("radiogroup", name="Accent colour").get_by_role("radio", name="Iris").click()
    page.wait_for_function("!document.getElementById('accent-style')")


def today_index(page, name):
    card = page.locator(".card-wrap", has=page.locator(".card-name", has_text=name))
    return card.locator(".seg").evaluate_all("segs => segs.findIndex(s => s.classList.contains('is-today'))")


def test_week_start_change_moves_the_week_bar(app, server):
    server.create_habit("Weekly", schedule={"kind": "times_per_week", "times": 3})
    day = datetime.date.fromisoformat(server.today()["day"])
    app.open()
    page = app.page
    assert today_index(page, "Weekly") == day.weekday()  # Monday first
    page.get_by_role("link", name="Profile").click()
    sunday = page.get_by_role("radiogroup", name="Week starts on").get_by_role("radio", name="Sunday")
    sunday.click()
    expect(sunday).to_have_attribute("aria-checked", "true")
    app.writes_idle()
    assert server.api("GET", "/api/v1/settings", expect=200)[1]["firstWeekday"] == "sun"
    page.get_by_role("link", name="Today").click()
    page.wait_for_function(f"document.querySelector('.card-wrap .seg:nth-child({(day.weekday() + 1) % 7 + 1})').classList.contains('is-today')")
    assert today_index(page, "Weekly") == (day.weekday() + 1) % 7
    page.get_by_role("link", name="Profile").click()
    monday = page.get_by_role("radiogroup", name="Week starts on").get_by_role("radio", name="Monday")
    monday.click()
    expect(monday).to_have_attribute("aria-checked", "true")
    app.writes_idle()
    page.get_by_role("link", name="Today").click()
    page.wait_for_function(f"document.querySelector('.card-wrap .seg:nth-child({day.weekday() + 1})').classList.contains('is-today')")


def test_day_start_hour_and_haptics_are_saved(app, server):
    page = open_profile(app)
    page.get_by_label("Day starts at").select_option(label="4:00 AM")
    page.get_by_role("switch", name="Haptic feedback").uncheck()
    app.writes_idle()
    settings = server.api("GET", "/api/v1/settings", expect=200)[1]
    assert settings["dayStartHour"] == 4 and settings["haptics"] is False


def test_celebrations_off_hides_streaks_and_celebration_effects(app, server):
    a, b = streaky(server)
    server.create_habit("Not yet")
    app.open()
    page = app.page
    expect(page.locator(".streak-badge")).to_be_visible()
    expect(page.locator(".card-wrap", has=page.locator(".card-name", has_text="Run")).locator(".card-streak")).to_be_visible()
    page.get_by_role("link", name="Profile").click()
    expect(page.get_by_role("region", name="Your stats")).to_contain_text("Active streak")
    page.get_by_role("radiogroup", name="Celebrations").get_by_role("radio", name="Off").click()
    expect(page.get_by_text("Calm mode: no streaks, no celebrations, neutral wording.")).to_be_visible()
    expect(page.get_by_role("switch", name="Show streaks")).to_be_disabled()
    expect(page.get_by_role("region", name="Your stats")).to_contain_text("Check-ins this week")
    expect(page.get_by_role("region", name="Your stats")).not_to_contain_text("streak")
    app.writes_idle()
    assert server.api("GET", "/api/v1/settings", expect=200)[1]["celebrations"] == "off"
    page.get_by_role("link", name="Today").click()
    expect(page.locator(".streak-badge")).to_have_count(0)
    expect(page.locator(".card-streak:visible")).to_have_count(0)
    expect(page.locator("body")).to_have_class("calm")
    page.evaluate(WATCH_CANVASES)
    # Each tap is answered before the next: in calm mode a done card moves to "Completed", and a tap
    # while the list is re-laid out could land on the card that slid under the pointer.
    for name in ("Run", "Read", "Not yet"):
        app.tap(name)
        expect(app.card(name).locator(".card-hit")).to_have_attribute("aria-pressed", "true")
        app.writes_idle()
    expect(page.locator(".card-hit[aria-pressed=true]")).to_have_count(3)
    app.writes_idle()
    assert page.evaluate("window.__canvases") == 0
    expect(page.locator(".perfect-layer, .milestone")).to_have_count(0)
    expect(page.locator(".calm-done")).to_contain_text("All habits completed for today.")
    page.get_by_role("link", name="Habits").click()
    expect(page.locator(".hrow-name").first).to_be_visible()
    expect(page.locator(".hrow-streak")).to_have_count(0)


def test_show_streaks_switch(app, server):
    streaky(server)
    page = open_profile(app)
    page.get_by_role("switch", name="Show streaks").uncheck()
    app.writes_idle()
    assert server.api("GET", "/api/v1/settings", expect=200)[1]["showStreaks"] is False
    page.get_by_role("link", name="Today").click()
    expect(page.locator(".card-streak:visible")).to_have_count(0)
    expect(page.locator(".streak-badge")).to_have_count(0)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_and_axe(make_app, server, scheme):
    streaky(server)
    server.create_habit("Water", icon="water")
    app = make_app(color_scheme=scheme)
    page = open_profile(app)
    expect(page.get_by_role("region", name="Your stats")).to_contain_text("3 daysActive streak")
    animations_done(page)
    app.screenshot(f"profile-{scheme}")
    assert axe_blocking(page) == []
    view = page.locator("#view-profile")
    view.evaluate("e => e.scrollTop = 560")
    app.screenshot(f"profile-preferences-{scheme}")
    view.evaluate("e => e.scrollTop = 1250")
    app.screenshot(f"profile-feedback-{scheme}")
    view.evaluate("e => e.scrollTop = e.scrollHeight")
    app.screenshot(f"profile-data-{scheme}")
    page.get_by_role("radiogroup", name="Celebrations").get_by_role("radio", name="Off").click()
    expect(page.get_by_text("Calm mode: no streaks, no celebrations, neutral wording.")).to_be_visible()
    app.writes_idle()
    animations_done(page)
    assert axe_blocking(page) == []
    view.evaluate("e => e.scrollTop = 0")
    page.locator(".member-cta").click()
    expect(page.get_by_role("dialog", name="Go Premium")).to_be_visible()
    animations_done(page)
    app.screenshot(f"profile-premium-{scheme}")
    assert axe_blocking(page) == []
