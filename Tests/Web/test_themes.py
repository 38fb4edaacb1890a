"""Colour themes: Ripple's own and four more (Ocean, Forest, Sunset, Slate), each in light and
dark, chosen in Profile › Appearance, applied at once without a reload, kept on the device and
applied before the first paint; every one keeps text at 4.5:1 and passes axe. Seasonal accents tint
decorations by the month of the app's day and change no text's contrast."""

import datetime

import pytest
from playwright.sync_api import expect

from helpers import animations_done, axe_blocking
from layout_checks import contrasts

PALETTES = ["ripple", "ocean", "forest", "sunset", "slate"]
# Body text, secondary text and links on Today's cards and Profile's rows, the tab bar, and the white
# words on each screen's header gradient (measured against the gradient's worst point behind them).
TODAY_TEXT = [".card-name", ".card-sched", ".week-text", ".week-num", ".section-title", ".tab[aria-current='page'] .tab-label",
              ".today-head .eyebrow", ".date-title"]
PROFILE_TEXT = [".psection-title", ".prow-label", ".prow-hint", ".switch-label", ".switch-desc", ".pal-name", ".theme-name", ".pstat-label",
                ".profile-eyebrow", ".profile-app", ".profile-tagline"]
# Where a test keeps the theme: what Profile › Appearance writes.
KEEP = "([palette, seasonal]) => { localStorage.setItem('ripple.palette', palette); if (seasonal) localStorage.setItem('ripple.seasonal', 'on'); }"


def seed(server):
    run = server.create_habit("Morning run", icon="run")
    server.create_habit("Read", icon="book", schedule={"kind": "times_per_week", "times": 3})
    server.check_in(run["id"], server.today()["day"])


def kept(app, palette, seasonal=False):
    """A page that starts with `palette` (and seasonal accents) kept on the device."""
    app.page.add_init_script(f"({KEEP})({[palette, seasonal]!r})".replace("True", "true").replace("False", "false"))
    return app


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("palette", PALETTES)
def test_every_theme_keeps_text_readable(make_app, server, palette, scheme):
    seed(server)
    app = kept(make_app(color_scheme=scheme), palette)
    page = app.page
    app.open()
    expect(page.locator("html")).to_have_attribute("data-scheme", scheme)
    if palette == "ripple":
        expect(page.locator("html")).not_to_have_attribute("data-palette", palette)
    else:
        expect(page.locator("html")).to_have_attribute("data-palette", palette)
    expect(app.card("Morning run")).to_be_visible()
    animations_done(page)
    low = [c for c in contrasts(page, ["body", *TODAY_TEXT]) if c["ratio"] < 4.5]
    assert low == [], low
    assert axe_blocking(page) == []
    app.screenshot(f"theme-{palette}-{scheme}-today")

    page.locator(".tab[data-tab='profile']").click()
    expect(page.get_by_role("radiogroup", name="Colour theme")).to_be_visible()
    animations_done(page)
    low = [c for c in contrasts(page, PROFILE_TEXT) if c["ratio"] < 4.5]
    assert low == [], low
    assert axe_blocking(page) == []


def test_a_theme_is_chosen_in_profile_and_applied_without_a_reload(app, server):
    seed(server)
    app.open("/#/profile")
    page = app.page
    page.evaluate("window.__samePage = true")
    themes = page.get_by_role("radiogroup", name="Colour theme")
    expect(themes.get_by_role("radio")).to_have_text(["Ripple", "Ocean", "Forest", "Sunset", "Slate"])
    expect(themes.get_by_role("radio", name="Ripple")).to_have_attribute("aria-checked", "true")
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")

    themes.get_by_role("radio", name="Forest").click()
    expect(page.locator("html")).to_have_attribute("data-palette", "forest")
    expect(themes.get_by_role("radio", name="Forest")).to_have_attribute("aria-checked", "true")
    expect(page.locator("body")).not_to_have_css("background-color", background)
    assert page.evaluate("[window.__samePage, localStorage.getItem('ripple.palette')]") == [True, "forest"]
    # The browser's toolbar follows the theme.
    expect(page.locator("meta[name='theme-color']")).to_have_attribute("content", "#14532D")
    themes.scroll_into_view_if_needed()
    animations_done(page)
    app.screenshot("theme-picker-forest")

    # Arrow keys move the choice, as in any radio group.
    themes.get_by_role("radio", name="Forest").press("ArrowRight")
    expect(page.locator("html")).to_have_attribute("data-palette", "sunset")
    expect(themes.get_by_role("radio", name="Sunset")).to_be_focused()

    # Back to Ripple: the tokens' own colours again.
    themes.get_by_role("radio", name="Ripple").click()
    expect(page.locator("html")).not_to_have_attribute("data-palette", "sunset")
    expect(page.locator("body")).to_have_css("background-color", background)


def test_the_kept_theme_is_on_before_the_first_paint(make_app, server):
    """The theme is set while the page's head is read (no flash of Ripple's colours), by the
    page's first script, before the app's modules run."""
    seed(server)
    app = kept(make_app(color_scheme="dark"), "ocean")
    app.page.add_init_script("""new MutationObserver((_, o) => {
      if (document.documentElement.dataset.palette) { window.__paletteSetWithBody = !!document.body; o.disconnect(); }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-palette'] });""")
    app.open()
    assert app.page.evaluate("window.__paletteSetWithBody") is False
    expect(app.page.locator("html")).to_have_attribute("data-palette", "ocean")
    # Ocean's dark page.
    expect(app.page.locator("body")).to_have_css("background-color", "rgb(6, 30, 39)")


def test_a_chosen_accent_colour_still_applies_over_a_theme(make_app, server):
    seed(server)
    accents = server.api("GET", "/api/v1/meta", expect=200)[1]["palette"]["accents"]
    accent = next(a for a in accents if a["hex"].lower() != "#6366f1")
    server.settings(accent=accent["hex"])
    app = kept(make_app(), "slate")
    app.open()
    expect(app.card("Morning run")).to_be_visible()
    primary = app.page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--primary').trim()")
    assert primary.lower() == accent["hex"].lower()
    assert [c for c in contrasts(app.page, TODAY_TEXT) if c["ratio"] < 4.5] == []


SEASONS = {12: "winter", 1: "winter", 2: "winter", 3: "spring", 4: "spring", 5: "spring",
           6: "summer", 7: "summer", 8: "summer", 9: "autumn", 10: "autumn", 11: "autumn"}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_seasonal_accents_follow_the_app_day_and_keep_the_contrast(make_app, server, scheme):
    seed(server)
    season = SEASONS[datetime.date.fromisoformat(server.today()["day"]).month]
    app = make_app(color_scheme=scheme)
    app.open("/#/profile")
    page = app.page
    switch = page.get_by_role("switch", name="Seasonal accents")
    expect(switch).not_to_be_checked()
    expect(page.locator("html")).not_to_have_attribute("data-season", season)
    page.locator(".tab[data-tab='today']").click()
    expect(app.card("Morning run")).to_be_visible()
    animations_done(page)
    before = contrasts(page, ["body", *TODAY_TEXT])

    page.locator(".tab[data-tab='profile']").click()
    switch.check()
    expect(page.locator("html")).to_have_attribute("data-season", season)
    assert page.evaluate("localStorage.getItem('ripple.seasonal')") == "on"
    page.locator(".tab[data-tab='today']").click()
    animations_done(page)
    assert contrasts(page, ["body", *TODAY_TEXT]) == before
    assert axe_blocking(page) == []
    app.screenshot(f"theme-seasonal-{scheme}")

    # Kept for the next start, and off again at a touch.
    app.reload()
    expect(page.locator("html")).to_have_attribute("data-season", season)
    page.locator(".tab[data-tab='profile']").click()
    page.get_by_role("switch", name="Seasonal accents").uncheck()
    expect(page.locator("html")).not_to_have_attribute("data-season", season)
