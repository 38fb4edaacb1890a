"""How the app looks and moves: empty statistics, reduced motion and calm mode, the detail's
strength chart, category colours, the wide-screen layout, the splash, and colours only from
css/tokens.css."""

import pathlib
import re

from playwright.sync_api import expect

from helpers import add_days

WEB = pathlib.Path(__file__).resolve().parents[2] / "Sources" / "RippleWebApp" / "Web"
HEX = re.compile(r"#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?(?:[0-9a-fA-F]{2})?\b")
# Files allowed to hold raw colours, each for a reason:
HEX_ALLOWED = {
    "css/tokens.css",  # the one home of colours
    "css/tokens-coach.css",  # the coach's colour tokens, loaded with the coach (not on first load)
    "css/themes.css",  # the colour themes: each a set of the tokens' colours, light and dark
    "css/contrast.css",  # the high-contrast theme: the tokens' colours at 7:1
    "js/core/palette.js",  # the habit colour presets, which move to GET /api/v1/meta (another change)
}


def habit_since(server, name, days_ago, **fields):
    today = server.today()["day"]
    return server.api("POST", f"/api/v1/habits?day={add_days(today, -days_ago)}", {"name": name, **fields}, expect=201)[1]


def open_detail(app, name):
    app.card(name).locator(".card-chev").click()
    detail = app.page.get_by_role("dialog", name=name)
    expect(detail).to_be_visible()
    return detail


# — Colours only from tokens.css

def raw_colours(path):
    text = path.read_text()
    if path.suffix == ".css":
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        # Only declarations (innermost blocks) hold colours; `#fab` in a selector is an id.
        return [h for block in re.findall(r"\{[^{}]*\}", text) for h in HEX.findall(block)]
    return HEX.findall(text)


def test_no_raw_hex_colour_outside_tokens():
    found = {}
    for path in sorted(WEB.rglob("*")):
        rel = path.relative_to(WEB).as_posix()
        # The bundle (dist/) is made from the modules checked here.
        if path.suffix not in (".css", ".js") or rel in HEX_ALLOWED or rel.startswith("dist/"):
            continue
        hits = raw_colours(path)
        if hits:
            found[rel] = hits
    assert not found, f"raw colours outside css/tokens.css: {found}"


def test_tokens_used_by_scripts_exist(app, server):
    """Scripts read colours from tokens.css: every name they ask for must be defined."""
    names = set()
    for path in WEB.rglob("*.js"):
        names |= set(re.findall(r"token\('(--[a-z0-9-]+)'\)", path.read_text()))
    names |= {f"--confetti-{i}" for i in range(1, 7)} | {f"--onb-ripple-{i}" for i in range(1, 6)}
    app.open()
    missing = app.page.evaluate(
        "(names) => names.filter((n) => !getComputedStyle(document.documentElement).getPropertyValue(n).trim())", sorted(names))
    assert names and not missing, f"undefined tokens: {missing}"


# — 13: empty statistics

def test_habit_with_nothing_due_reads_no_days_due(app, server):
    habit_since(server, "Walk", 10)
    server.create_habit("Saturday clean", icon="home", schedule={"kind": "weekdays", "weekdays": ["sat"]})
    app.open("/#/stats")
    row = app.page.locator(".perf-card", has_text="Saturday clean")
    expect(row.locator(".perf-rate")).to_have_text("No days due")
    expect(row).not_to_contain_text("0/0")
    assert "No days due" in row.get_attribute("aria-label")


def test_one_day_of_history_is_singular(app, server):
    server.create_habit("Stretch")
    app.open("/#/stats")
    app.page.get_by_role("tab", name="History").click()
    expect(app.page.locator(".matrix-status")).to_have_text(re.compile(r"^1 day shown"))


def test_success_card_without_a_line_says_why_once(app, server):
    server.create_habit("Stretch")
    app.open("/#/stats")
    card = app.page.locator(".success-card")
    # Nothing was due yet: the card's own line says so, and nothing under it says it again.
    expect(card).to_contain_text("Nothing was due this week")
    assert card.inner_text().count("was due") == 1, card.inner_text()
    expect(card.locator(".success-spark-empty")).to_have_count(0)
    expect(card.locator("svg.success-spark")).to_have_count(0)


def test_success_line_spans_the_card(make_app, server):
    habit = habit_since(server, "Walk", 30)
    today = server.today()["day"]
    for d in (1, 2, 3):
        server.check_in(habit["id"], add_days(today, -d))
    # Wide cards too (the desktop column): the line stretches with the card.
    for viewport in ({"width": 390, "height": 844}, {"width": 1280, "height": 800}):
        app = make_app(viewport=viewport)
        app.open("/#/stats")
        spark = app.page.locator(".success-card svg.success-spark")
        expect(spark).to_be_visible()
        span = app.page.evaluate("""() => {
          const svg = document.querySelector('.success-card svg.success-spark');
          const line = svg.querySelector('.spark-line').getBoundingClientRect();
          return line.width / svg.getBoundingClientRect().width;
        }""")
        assert span > 0.9, f"the daily line covers {span:.0%} of the card at {viewport}"


def test_performance_heading_stays_on_one_line(app, server):
    health = server.api("POST", "/api/v1/categories", {"name": "Health"}, expect=201)[1]
    habit_since(server, "Walk", 10, categoryId=health["id"])
    app.open("/#/stats")
    heading = app.page.locator("#perf-title")
    expect(heading).to_be_visible()
    lines = app.page.evaluate("""() => {
      const el = document.getElementById('perf-title');
      return el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight);
    }""")
    assert lines < 1.5, f"'Habit Performance' wraps onto {lines:.1f} lines"


def test_premium_badge_only_over_locked_insights(app, server):
    walk = habit_since(server, "Walk", 20)
    read = habit_since(server, "Read", 20)
    today = server.today()["day"]
    for d in range(1, 15):
        server.check_in(walk["id"], add_days(today, -d))
        if d % 2:
            server.check_in(read["id"], add_days(today, -d))
    data = server.api("GET", "/api/v1/insights?range=week", expect=200)[1]
    assert any(i["locked"] for i in data["insights"]) and any(not i["locked"] for i in data["insights"])
    app.open("/#/stats")
    section = app.page.locator(".overview .insights")
    expect(section.locator(".insight-card:not(.is-locked)").first).to_be_visible()
    expect(section.locator(".section-head .premium-badge")).to_have_count(0)
    # Free cards carry no badge; the locked ones follow a "Premium" heading of their own.
    expect(section.locator(".insight-card:not(.is-locked) .premium-badge")).to_have_count(0)
    group = section.locator(".insights-locked")
    expect(group.locator(".premium-badge").first).to_be_visible()
    after = section.evaluate("""(el) => {
      const free = [...el.querySelectorAll('.insight-card:not(.is-locked)')].at(-1);
      return !!(free.compareDocumentPosition(el.querySelector('.insights-locked')) & Node.DOCUMENT_POSITION_FOLLOWING);
    }""")
    assert after, "the locked insights come after the free ones"


# — 15: reduced motion and calm mode

ANIMATIONS_IN = """(selector) => document.getAnimations()
  .filter((a) => a.effect && a.effect.target && a.effect.target.closest && a.effect.target.closest(selector))
  .map((a) => ({ name: a.animationName ?? a.transitionProperty ?? 'script', duration: a.effect.getComputedTiming().duration,
                 target: a.effect.target.getAttribute('class') ?? a.effect.target.tagName }))"""


def complete_only_habit(app):
    app.card("Stretch").locator(".card-hit").click()
    expect(app.page.locator(".summary")).to_have_class(re.compile("is-perfect"))


def test_reduced_motion_keeps_only_short_fades(make_app, server):
    server.create_habit("Stretch")
    app = make_app(reduced_motion="reduce")
    app.open()
    fill = app.page.locator(".ring-fill")
    assert fill.evaluate("(el) => parseFloat(getComputedStyle(el).transitionDuration)") <= 0.15
    complete_only_habit(app)
    running = app.page.evaluate(ANIMATIONS_IN, ".summary, .today-list")
    names = {a["name"] for a in running}
    assert not names & {"ring-pop", "icon-spin", "pop", "seg-fill"}, running
    # Colour cross-fades are not motion; everything that moves or scales is 150 ms at most.
    moving = [a for a in running if not a["name"].endswith("color")]
    assert all(a["duration"] <= 150 for a in moving), moving
    for sel in (".summary .ring", ".card-icon"):
        assert app.page.locator(sel).first.evaluate("(el) => getComputedStyle(el).animationName") == "none"
    badge = app.card("Stretch").locator(".badge-done")
    assert badge.evaluate("(el) => parseFloat(getComputedStyle(el).animationDuration)") <= 0.15


def test_calm_mode_only_scales_the_checkbox(make_app, server):
    server.settings(celebrations="off")
    server.create_habit("Stretch")
    app = make_app()
    app.open()
    complete_only_habit(app)
    running = app.page.evaluate(ANIMATIONS_IN, ".summary, .today-list")
    # Script animations are the list's reordering (allowed); CSS ones only the checkbox.
    # A `visibility` transition is no motion: the numbers hide, 300 ms into a wait for the
    # server's answer (a slow machine reaches it), until the answer says what they are.
    kinds = {(a["name"], "badge-done" in a["target"]) for a in running
             if a["name"] not in ("script", "visibility")}
    assert kinds <= {("calm-check", True)}, running
    badge = app.card("Stretch").locator(".badge-done")
    assert badge.evaluate("(el) => getComputedStyle(el).animationName") == "calm-check"
    assert app.page.locator(".card-icon").evaluate("(el) => getComputedStyle(el).animationName") == "none"
    assert app.page.locator(".fx-canvas").count() == 0


# — 16: the detail's strength chart

def test_one_day_of_strength_shows_an_empty_state(app, server):
    habit = server.create_habit("Stretch")
    server.check_in(habit["id"], server.today()["day"])
    app.open()
    detail = open_detail(app, "Stretch")
    perf = detail.locator(".hs-perf")
    perf.scroll_into_view_if_needed()
    expect(perf.locator(".hs-empty")).to_contain_text("strength")
    expect(perf.locator(".line-chart")).to_have_count(0)


def test_strength_curve_has_several_points(app, server):
    habit = habit_since(server, "Walk", 20)
    today = server.today()["day"]
    for d in range(0, 10):
        server.check_in(habit["id"], add_days(today, -d))
    app.open()
    detail = open_detail(app, "Walk")
    chart = detail.locator(".hs-perf .line-chart")
    chart.scroll_into_view_if_needed()
    expect(chart).to_be_visible()
    d = chart.locator(".spark-line").get_attribute("d")
    assert d.count("L") >= 2, d


# — 17: category colour

def test_new_category_gets_the_colour_the_user_picks(app, server):
    server.api("POST", "/api/v1/categories", {"name": "Health"}, expect=201)
    app.open()
    app.page.locator("#fab").click()
    sheet = app.page.get_by_role("dialog", name=re.compile("New Habit|Add Habit|Create", re.I))
    expect(sheet).to_be_visible()
    sheet.get_by_role("button", name="New category").click()
    colours = sheet.get_by_role("radiogroup", name="Category colour")
    expect(colours).to_be_visible()
    # A fresh colour is suggested (not Health's indigo), and the user can pick another.
    checked = colours.locator("[aria-checked='true']")
    expect(checked).to_have_count(1)
    assert checked.get_attribute("data-hex").upper() != "#6366F1"
    colours.get_by_role("radio", name="Rose").click()
    expect(colours.get_by_role("radio", name="Rose")).to_have_attribute("aria-checked", "true")
    sheet.get_by_label("New category name").fill("Focus")
    sheet.get_by_role("button", name="Create", exact=True).click()
    expect(sheet.locator(".chip[aria-pressed='true']")).to_have_text("Focus")
    cats = server.api("GET", "/api/v1/categories", expect=200)[1]
    cats = cats.get("categories", cats) if isinstance(cats, dict) else cats
    focus = next(c for c in cats if c["name"] == "Focus")
    assert focus["color"].upper() == "#F43F5E"


# — 18: wide screens

def test_desktop_shows_today_and_the_detail_side_by_side(make_app, server):
    server.create_habit("Stretch")
    server.create_habit("Read", icon="book")
    app = make_app(viewport={"width": 1280, "height": 800})
    app.open()
    page = app.page
    head = page.locator(".today-head").bounding_box()
    column = page.locator("#view-today .view-inner").bounding_box()
    assert head["width"] <= column["width"] + 1 and head["x"] >= column["x"] - 1, (head, column)
    fab = page.locator("#fab").bounding_box()
    assert column["x"] <= fab["x"] and fab["x"] + fab["width"] <= column["x"] + column["width"] + 1, (fab, column)
    open_detail(app, "Stretch")
    detail = page.locator(".detail").bounding_box()
    today_card = app.card("Read")
    expect(today_card).to_be_visible()
    card = today_card.bounding_box()
    assert card["x"] + card["width"] <= detail["x"] + 1, (card, detail)
    assert detail["width"] >= 480
    # Today stays usable next to the detail: another habit's details open in its place.
    today_card.locator(".card-chev").click()
    expect(page.get_by_role("dialog", name="Read")).to_be_visible()


# — 20: the splash

def hold_today(page):
    """Keeps the first Today request unanswered, so the app stays on its splash."""
    page.route("**/api/v1/today*", lambda route: None)


def test_splash_forms_the_logo_then_the_wordmark(new_context, server):
    ctx = new_context()
    page = ctx.new_page()
    hold_today(page)
    page.goto(server.base_url + "/", wait_until="commit")
    splash = page.locator("#splash")
    expect(splash.locator(".splash-word span")).to_have_count(6)
    expect(splash.locator(".splash-word")).to_have_attribute("aria-label", "Ripple")
    expect(splash.locator(".splash-wave")).to_have_count(3)
    page.wait_for_function("document.querySelector('#splash canvas')?.dataset.particles > 100")
    timing = page.evaluate("""() => document.getAnimations()
      .filter((a) => a.effect.target.closest && a.effect.target.closest('#splash'))
      .map((a) => { const t = a.effect.getComputedTiming(); return t.delay + t.activeDuration; })""")
    assert timing and max(timing) <= 2200, timing


def test_splash_never_delays_today(app, server):
    server.create_habit("Stretch")
    app.open()
    expect(app.page.locator("#splash")).to_have_count(0)
    expect(app.card("Stretch")).to_be_visible()


def test_no_splash_under_reduced_motion(make_app, server):
    app = make_app(reduced_motion="reduce")
    page = app.page
    hold_today(page)
    page.goto(server.base_url + "/", wait_until="commit")
    expect(page.locator("#splash .splash-word")).to_have_count(1)
    expect(page.locator("#splash")).to_be_hidden()
    moving = page.evaluate("""() => document.getAnimations()
      .filter((a) => a.effect.target.closest && a.effect.target.closest('#splash')).length""")
    assert moving == 0
    assert page.locator("#splash canvas").count() == 0
