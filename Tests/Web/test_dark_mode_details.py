"""Dark mode's details: the Statistics trend pill stays readable on its white (4.5:1 in both
schemes and both directions), and the habit detail's hero is the habit's colour deepened, not a
pastel block, with its words at 4.5:1."""

import datetime

import pytest
from playwright.sync_api import expect

from helpers import add_days

WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

CONTRAST = """([a, b]) => {
  const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => { const [r, g, b] = rgb(c).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}"""
LUMINANCE = """(c) => { const [r, g, b] = c.match(/[\\d.]+/g).slice(0, 3).map(Number).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; }"""


def trending(server, down):
    """Last week half done and this week all done (up), or the other way round (down)."""
    today = server.today()["day"]
    server.settings(firstWeekday=WEEKDAYS[datetime.date.fromisoformat(add_days(today, -6)).weekday()])
    habit = server.api("POST", f"/api/v1/habits?day={add_days(today, -20)}", {"name": "Run", "icon": "run"}, expect=201)[1]
    for d in range(1, 14):
        this_week = d < 7
        if (this_week != down) or d % 2:
            server.check_in(habit["id"], add_days(today, -d))
    return habit


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("down", [False, True])
def test_the_trend_pill_is_readable(make_app, server, scheme, down):
    trending(server, down)
    app = make_app(color_scheme=scheme)
    app.open("/#/stats")
    pill = app.page.locator(".success-card .trend")
    expect(pill).to_have_class(f"trend trend-{'down' if down else 'up'}")
    colour, background = pill.evaluate("(e) => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]")
    assert app.page.evaluate(CONTRAST, [colour, background]) >= 4.5, (colour, background)


def test_the_detail_hero_is_deepened_in_dark_mode(make_app, server):
    habit = server.create_habit("Coffee", icon="coffee", color="#7ED687")
    app = make_app(color_scheme="dark")
    app.open(f"/#/habit/{habit['id']}")
    hero = app.page.locator(".hero")
    expect(app.page.get_by_role("heading", name="Coffee", level=1)).to_be_visible()
    bg, fg = app.page.locator(".detail").evaluate(
        "(e) => [getComputedStyle(e).getPropertyValue('--hero-bg').trim(), getComputedStyle(e).getPropertyValue('--hero-fg').trim()]")
    rgb = lambda hexa: f"rgb({int(hexa[1:3], 16)}, {int(hexa[3:5], 16)}, {int(hexa[5:7], 16)})"
    # A pastel (#7ED687 has a luminance near 0.55) would glare on the dark page.
    assert app.page.evaluate(LUMINANCE, rgb(bg)) < 0.2, bg
    assert app.page.evaluate(CONTRAST, [rgb(bg), rgb(fg)]) >= 4.5, (bg, fg)
    expect(hero).to_be_visible()
    app.screenshot("detail-hero-dark")
