"""High contrast: with `prefers-contrast: more` text reaches 7:1 in light and dark, whatever colour
theme is kept, and axe finds nothing; with it or with forced colours every state of a day — done,
partial, skipped, missed, not due — carries a mark besides its colour in the week bar, the Habits
tab's dots, the detail's week and calendar, the heatmap and the History matrix."""

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done, axe_blocking
from layout_checks import contrasts

MODES = {"more": {"contrast": "more"}, "forced": {"forced_colors": "active"}}
TODAY_TEXT = ["body", ".card-name", ".card-sched", ".week-text", ".week-num", ".section-title", ".summary-label",
              ".time-badge", ".tab[aria-current='page'] .tab-label"]
PROFILE_TEXT = [".psection-title", ".prow-label", ".prow-hint", ".switch-label", ".switch-desc", ".pal-name", ".theme-name",
                ".pstat-label", ".pstat-value"]
DETAIL_TEXT = [".hero-name", ".hero-sched", ".qs dt", ".qs dd", ".btn-habit", ".block-title", ".wday-name", ".cal-day", ".month-title", ".legend", ".muted"]

# A day cell's look with every colour taken out: what is left tells the states apart without colour
# (a glyph, a pattern's shape, an outline's style, how much is filled, the mark's shape).
SHAPE = """(el) => {
  const strip = (v) => v.replace(/(rgba?|color|oklab|oklch)\\([^)]*\\)/g, 'C').replace(/#[0-9a-f]{3,8}\\b/gi, 'C')
    .replace(/\\b(CanvasText|Canvas|Highlight|HighlightText|GrayText|LinkText|ButtonText|ButtonFace)\\b/g, 'C');
  const s = getComputedStyle(el), b = getComputedStyle(el, '::before'), a = getComputedStyle(el, '::after');
  return [b.content, a.content, strip(s.backgroundImage), s.backgroundSize, s.outlineStyle, strip(s.boxShadow).replace(/C/g, ''),
    a.transform, s.width, s.height, s.borderRadius, s.borderStyle, strip(a.backgroundImage)].join(' | ');
}"""


def seed(server):
    """Run this week (from Sunday): skipped Sunday, missed Monday, done Tuesday, nothing yet today
    (Wednesday); Gym only on Mondays, Wednesdays and Fridays; Water, 3 of 8 glasses on Tuesday."""
    today = server.today()["day"]
    server.settings(firstWeekday="sun")
    start = add_days(today, -12)
    made = lambda name, **f: server.api("POST", f"/api/v1/habits?day={start}", {"name": name, **f}, expect=201)[1]
    run = made("Run", icon="run")
    made("Gym", icon="dumbbell", schedule={"kind": "weekdays", "weekdays": ["mon", "wed", "fri"]})
    water = made("Water", icon="water", measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    server.check_in(run["id"], add_days(today, -3), "skipped")
    server.check_in(run["id"], add_days(today, -2), "missed")
    server.check_in(run["id"], add_days(today, -1), "done")
    server.check_in(water["id"], add_days(today, -1), "done", value=3)
    for d in range(5, 12):
        server.check_in(run["id"], add_days(today, -d), "done")
    return run


def shapes(page, selectors):
    """Each selector's first match's colourless look."""
    return {sel: page.locator(sel).first.evaluate(SHAPE) for sel in selectors}


def all_different(found):
    looks = list(found.values())
    return len(set(looks)) == len(looks)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("palette", ["ripple", "sunset"])
def test_high_contrast_text_reaches_7_to_1(make_app, server, scheme, palette):
    run = seed(server)
    app = make_app(color_scheme=scheme, contrast="more")
    page = app.page
    page.add_init_script(f"localStorage.setItem('ripple.palette', '{palette}')")
    app.open()
    expect(app.card("Run")).to_be_visible()
    animations_done(page)
    low = [c for c in contrasts(page, TODAY_TEXT) if c["ratio"] < 7]
    assert low == [], low
    assert axe_blocking(page) == []
    app.screenshot(f"high-contrast-{palette}-{scheme}-today")

    page.locator(".tab[data-tab='profile']").click()
    expect(page.get_by_role("radiogroup", name="Colour theme")).to_be_visible()
    animations_done(page)
    low = [c for c in contrasts(page, PROFILE_TEXT) if c["ratio"] < 7]
    assert low == [], low
    assert axe_blocking(page) == []

    page.goto(f"{server.base_url}/#/habit/{run['id']}")
    expect(page.get_by_role("dialog", name="Run")).to_be_visible()
    animations_done(page)
    low = [c for c in contrasts(page, DETAIL_TEXT) if c["ratio"] < 7]
    assert low == [], low


@pytest.mark.parametrize("mode", MODES)
def test_day_states_carry_a_mark_besides_colour(make_app, server, mode):
    run = seed(server)
    app = make_app(**MODES[mode])
    page = app.page
    app.open()
    expect(app.card("Run")).to_be_visible()
    animations_done(page)

    # Today's week bar: done, partial, skipped, missed, nothing yet, and a day not due.
    run_card, gym_card, water_card = app.card("Run"), app.card("Gym"), app.card("Water")
    week = {
        "done": run_card.locator(".seg[data-outcome='done']"),
        "skipped": run_card.locator(".seg[data-outcome='skipped']"),
        "missed": run_card.locator(".seg[data-outcome='missed']"),
        "partial": water_card.locator(".seg[data-outcome='partial']"),
        "not due": gym_card.locator(".seg.unscheduled:not(.is-today):not(.is-future)"),
        "open": run_card.locator(".seg.is-future"),
    }
    found = {k: v.first.evaluate(SHAPE) for k, v in week.items()}
    assert all_different(found), found
    # The done segment's mark is a check.
    assert week["done"].first.evaluate("(e) => getComputedStyle(e, '::before').content") == '"✓"'
    app.screenshot(f"high-contrast-{mode}-weekbar")

    # The Habits tab's week of dots.
    page.locator(".tab[data-tab='habits']").click()
    expect(page.locator("#view-habits .hdot.is-done").first).to_be_visible()
    found = shapes(page, ["#view-habits .hdot.is-done", "#view-habits .hdot.is-skipped", "#view-habits .hdot.is-missed",
                          "#view-habits .hdot.is-partial", "#view-habits .hdot.is-rest"])
    assert all_different(found), found

    # The detail's week and month, and the legend under them.
    page.goto(f"{server.base_url}/#/habit/{run['id']}")
    expect(page.get_by_role("dialog", name="Run")).to_be_visible()
    animations_done(page)
    found = shapes(page, [".wday.o-done .wday-dot", ".wday.o-skipped .wday-dot", ".wday.o-missed .wday-dot"])
    assert all_different(found), found
    found = shapes(page, [".cal-day.o-done", ".cal-day.o-skipped", ".cal-day.o-missed", ".cal-day.o-future"])
    assert all_different(found), found
    app.screenshot(f"high-contrast-{mode}-detail")

    # The heatmap: each level also a bar as long as the level is high.
    page.goto(f"{server.base_url}/#/stats")
    expect(page.locator(".heat-legend i").first).to_be_visible()
    sizes = page.locator(".heat-legend i").evaluate_all("(l) => l.map((i) => getComputedStyle(i).backgroundSize)")
    assert len(set(sizes)) == len(sizes) == 5, sizes

    # The History matrix: its marks differ in shape.
    page.get_by_role("tab", name="History").click()
    page.wait_for_selector(".matrix-wrap[data-ready]")
    # The chosen tab and range are marked by more than a sliding thumb's colour.
    if mode == "forced":
        for chosen in [page.get_by_role("tab", name="History"), page.locator(".range-opt[aria-checked='true']").first]:
            assert chosen.evaluate("(e) => getComputedStyle(e).outlineStyle") == "solid"
    found = shapes(page, [".mc .sym-done", ".mc .sym-skipped", ".mc .sym-missed", ".mc .sym-partial", ".mc .sym-todo"])
    assert all_different(found), found
    # Drawn: a done mark is not blank in forced colours (which drop background colours by default).
    ink = page.locator(".mc .sym-done").first.evaluate("(e) => getComputedStyle(e).backgroundColor")
    assert ink not in ("rgba(0, 0, 0, 0)", "transparent"), ink
    app.screenshot(f"high-contrast-{mode}-history")
