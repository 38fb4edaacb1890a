"""The coach's accessibility and entry points: axe clean on every coach screen in light and dark, 7:1 contrast for Yes / No /
Skip, a 2 px focus ring, announcements, 200% text at 320 px without horizontal scrolling, a
keyboard-only wizard, onboarding's "Start with a goal" and Profile → Goals."""

import re

import pytest
from playwright.sync_api import expect

from helpers import animations_done, api_answer, axe_blocking

CONTRAST = """(el) => {
  const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => { const [r, g, b] = rgb(c).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const s = getComputedStyle(el); const a = lum(s.color), b = lum(s.backgroundColor);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""


def make_goal(server, day):
    return server.api("POST", f"/api/v1/goals?day={day}", {"what": "Run 5 km comfortably", "timelineWeeks": 8}, expect=201)[1]


def no_axe(app, name):
    animations_done(app.page)
    found = axe_blocking(app.page)
    assert found == [], f"{name}: {found}"


def goto(app, hash_):
    app.page.evaluate(f"location.hash = '{hash_}'")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_on_every_coach_screen(make_app, server, scheme):
    goal = make_goal(server, "2026-11-02")  # two weeks behind: a review and recalibration wait
    app = make_app(color_scheme=scheme, reduced_motion="reduce")
    app.open()
    page = app.page
    expect(page.locator(".coach-card")).to_be_visible()
    no_axe(app, "today card")
    app.screenshot(f"coach-today-{scheme}")
    ref = f"#/coach/goal/{goal['id']}"
    screens = [
        ("#/coach/new", ".wiz-step"),
        (ref, ".cw-journey .cw-stage"),
        (f"{ref}/stage/2", ".cw-stage-detail"),
        (f"{ref}/week", ".cw-week .cw-days"),
        (f"{ref}/week/2026-11-08", ".cw-week .cw-days"),
        (f"{ref}/review", ".cw-summary"),
        (f"{ref}/recalibrate", ".cw-recalibrate .cw-option"),
    ]
    for hash_, ready in screens:
        goto(app, hash_)
        expect(page.locator(ready).first).to_be_visible()
        no_axe(app, hash_)
        app.screenshot(f"coach-{hash_.split('/')[-1] or 'x'}-{scheme}")
    page.get_by_role("button", name=re.compile("See a gentler plan")).click()
    expect(page.get_by_role("heading", name="Your adjusted plan")).to_be_visible()
    no_axe(app, "recalibration preview")
    # The wizard's clarifying question and the roadmap preview.
    goto(app, "#/coach/new")
    layer = page.locator(".coach")
    layer.get_by_label("Your goal").fill("get fit")
    layer.get_by_role("button", name="Next").click()
    expect(layer.locator(".wiz-choice").first).to_be_visible()
    no_axe(app, "clarify")
    layer.locator(".wiz-choice").first.click()
    expect(layer.locator(".wiz-baseline")).to_be_visible()
    no_axe(app, "baseline")
    layer.get_by_role("button", name="Skip this question").click()
    for _ in range(2):
        layer.get_by_role("button", name="Next").click()
    # The coach may have a thought about the pace (the weeks 5 km needs from zero).
    keep = layer.get_by_role("button", name="Keep my timeline")
    expect(keep.or_(layer.locator(".wiz-progress").filter(has_text="4 of 4"))).to_be_visible()
    if keep.is_visible():
        keep.click()
    expect(layer.locator(".wiz-progress")).to_have_text("4 of 4")
    layer.get_by_text("No, this is my first try").click()
    layer.get_by_role("button", name="Create my roadmap").click()
    expect(layer.get_by_role("heading", name="Your roadmap")).to_be_visible()
    layer.locator("details").first.locator("summary").click()
    no_axe(app, "preview")
    app.screenshot(f"coach-preview-{scheme}")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_log_buttons_have_7_to_1_contrast_and_a_2px_focus_ring(make_app, server, scheme):
    make_goal(server, "2026-11-18")
    app = make_app(color_scheme=scheme)
    app.open()
    page = app.page
    buttons = page.locator(".coach-today-log .cw-logbtn")
    expect(buttons).to_have_count(3)
    for i in range(3):
        assert buttons.nth(i).evaluate(CONTRAST) >= 7, (scheme, i)
    with api_answer(page, "PUT", "/checkins/2026-11-18"):
        buttons.nth(0).click()
    expect(buttons.nth(0)).to_have_attribute("aria-pressed", "true")
    animations_done(page)
    assert buttons.nth(0).evaluate(CONTRAST) >= 7
    # The state change is announced with the coach's words.
    expect(page.locator("#announcer")).to_contain_text("Logged: yes.")
    # Today's reload after the write redraws the card (keeping the focus); the keys go to the card
    # as it stays.
    app.writes_idle()
    buttons.nth(1).focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    ring = buttons.nth(1).evaluate("(el) => { const s = getComputedStyle(el); return [s.outlineStyle, s.outlineWidth]; }")
    assert ring == ["solid", "2px"], ring


def test_200_percent_text_at_320px_without_horizontal_scroll(make_app, server):
    goal = make_goal(server, "2026-11-09")
    app = make_app(viewport={"width": 320, "height": 640})
    app.open()
    page = app.page
    expect(page.locator(".coach-card")).to_be_visible()
    # The bottom bar keeps its four tabs within 320 px (the Journey is not a fifth tab).
    tabs = page.locator(".tabbar .tab")
    expect(tabs).to_have_count(4)
    last = tabs.nth(3).bounding_box()
    assert last["x"] + last["width"] <= 320
    page.add_style_tag(content="html { font-size: 200% !important; }")

    def fits(where):
        overflow = page.evaluate("""() => [document.documentElement, ...document.querySelectorAll('.coach-scroll, .view')]
            .filter((e) => e.offsetParent !== null || e === document.documentElement)
            .map((e) => e.scrollWidth - e.clientWidth)""")
        assert max(overflow) <= 1, (where, overflow)

    fits("today")
    app.screenshot("coach-today-320-200")
    for hash_ in ("#/coach/new", f"#/coach/goal/{goal['id']}", f"#/coach/goal/{goal['id']}/week", f"#/coach/goal/{goal['id']}/review", f"#/coach/goal/{goal['id']}/recalibrate"):
        goto(app, hash_)
        expect(page.locator(".coach-body > *").first).to_be_visible()
        animations_done(page)
        fits(hash_)
    app.screenshot("coach-recalibrate-320-200")


def tab_to(page, name, limit=20):
    for _ in range(limit):
        page.keyboard.press("Tab")
        label = page.evaluate("() => (document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || '').trim()")
        if label == name:
            return
    raise AssertionError(f"Tab never reached {name!r}")


def test_controls_the_shell_adds_after_the_coach_opened_stay_behind_it(app, server):
    """Opened straight on the coach, the app puts its pull-to-refresh control in once Today is up:
    behind the coach's screen it is inert, so the keyboard's focus cannot reach it."""
    app.open("/#/coach/new")
    page = app.page
    expect(page.locator(".coach .wiz-progress")).to_have_text("1 of 4")
    refresh = page.locator(".ptr-button")
    expect(refresh).to_be_attached()
    assert refresh.evaluate("(el) => !!el.closest('[inert]')"), "a control behind the coach takes the focus"


def test_keyboard_only_wizard(app, server):
    app.open("/#/coach/new")
    page = app.page
    layer = page.locator(".coach")
    expect(layer.locator(".wiz-progress")).to_have_text("1 of 4")
    page.keyboard.press("Tab")
    page.keyboard.type("Run 5 km comfortably")
    tab_to(page, "Next")
    page.keyboard.press("Enter")
    # The follow-up question takes the focus: its first choice is one key away.
    expect(layer.locator(".wiz-baseline .wiz-choice").first).to_be_focused()
    page.keyboard.press("Enter")
    expect(layer.locator(".wiz-progress")).to_have_text("2 of 4")
    page.keyboard.press("Tab")
    page.keyboard.type("Energy")
    tab_to(page, "Next")
    page.keyboard.press("Enter")
    expect(layer.locator(".wiz-progress")).to_have_text("3 of 4")
    page.keyboard.press("Tab")  # the timeline's radio group
    page.keyboard.press("ArrowDown")  # 10 weeks
    expect(layer.get_by_label("10 weeks")).to_be_checked()
    tab_to(page, "Next")
    page.keyboard.press("Enter")
    # The coach may comment on the pace; either way the keyboard carries on.
    choice = layer.get_by_role("button", name="Keep my timeline")
    progress = layer.locator(".wiz-progress")
    expect(choice.or_(progress.filter(has_text="4 of 4"))).to_be_visible()
    if choice.is_visible():
        tab_to(page, "Keep my timeline", limit=5) if page.evaluate("document.activeElement?.textContent") != "Keep my timeline" else None
        page.keyboard.press("Enter")
    expect(progress).to_have_text("4 of 4")
    page.keyboard.press("Tab")
    page.keyboard.press("Space")
    expect(layer.get_by_label("Yes, I have tried before")).to_be_checked()
    page.keyboard.press("Tab")  # out of the radio group, into the obstacles
    page.keyboard.press("Space")
    expect(layer.get_by_label("Finding the time")).to_be_checked()
    tab_to(page, "Create my roadmap")
    page.keyboard.press("Enter")
    expect(layer.get_by_role("heading", name="Your roadmap")).to_be_visible()
    tab_to(page, "Start my journey", limit=60)  # past every week's stops of a 10-week roadmap
    with api_answer(page, "POST", "/api/v1/goals"):
        page.keyboard.press("Enter")
    expect(layer.get_by_role("heading", name="Welcome to your journey")).to_be_visible()
    goal = server.api("GET", "/api/v1/goals", expect=200)[1]["goals"][0]
    assert goal["state"]["goal"]["timelineWeeks"] in (8, 10)
    assert goal["state"]["goal"]["pastAttempts"]["obstacles"] == ["time"]


@pytest.mark.onboarding
def test_onboarding_offers_start_with_a_goal(app, server):
    app.open()
    page = app.page
    dialog = page.get_by_role("dialog", name="Welcome to Ripple")
    expect(dialog.get_by_role("button", name="Track my own habits")).to_be_visible()
    with api_answer(page, "PATCH", "/settings"):
        dialog.get_by_role("button", name="Start with a goal").click()
    expect(page.locator(".coach .wiz-progress")).to_have_text("1 of 4")
    assert server.api("GET", "/api/v1/settings", expect=200)[1]["onboardingDone"] is True


def test_profile_goals_lists_goals_a_saved_draft_and_starts_a_new_one(app, server):
    make_goal(server, "2026-11-18")
    app.open("/#/coach/new")
    page = app.page
    page.locator(".coach").get_by_label("Your goal").fill("Read every evening")
    page.locator(".coach").get_by_role("button", name="Save and continue later").click()
    expect(page.locator(".coach")).to_have_count(0)
    page.get_by_role("link", name="Profile").click()
    goals = page.get_by_role("region", name="Goals")
    expect(goals.locator(".goals-group", has_text="Active")).to_be_visible()
    expect(goals.get_by_role("link", name=re.compile("Run 5 km comfortably"))).to_be_visible()
    app.screenshot("coach-profile-goals")
    goals.get_by_role("link", name=re.compile("Continue your draft goal")).click()
    expect(page.locator(".coach").get_by_label("Your goal")).to_have_value("Read every evening")
    # Opened from Profile, the wizard goes back there.
    page.locator(".coach").get_by_role("button", name="Back to Profile").click()
    expect(page.locator(".coach")).to_have_count(0)
    goals.get_by_role("link", name=re.compile("Start a new goal")).click()
    expect(page.locator(".coach .wiz-progress")).to_have_text("1 of 4")
