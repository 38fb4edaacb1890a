"""Today, Statistics and Profile at a phone's, a tablet's (both ways), a laptop's and a desktop's
size, in light, dark and high contrast: the navigation and the main landmark are there, nothing is wider than the
window, and each is kept as a screenshot in Tests/Web/artifacts to be looked at."""

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done
from layout_checks import overflow

SIZES = {"390x844": (390, 844), "820x1180": (820, 1180), "1180x820": (1180, 820), "1280x800": (1280, 800),
         "1920x1080": (1920, 1080)}
SCHEMES = {"light": {"color_scheme": "light"}, "dark": {"color_scheme": "dark"},
           "contrast": {"color_scheme": "light", "contrast": "more"}}


def seed(server):
    today = server.today()["day"]
    run = server.api("POST", f"/api/v1/habits?day={add_days(today, -9)}", {"name": "Morning run", "icon": "run"}, expect=201)[1]
    server.create_habit("Read", icon="book", schedule={"kind": "times_per_week", "times": 3})
    server.create_habit("Drink water", icon="water", measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    for d, state in [(1, "done"), (2, "skipped"), (3, "missed"), (4, "done"), (5, "done")]:
        server.check_in(run["id"], add_days(today, -d), state)


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("size", SIZES)
def test_each_screen_in_each_scheme_and_size(make_app, server, size, scheme):
    width, height = SIZES[size]
    seed(server)
    app = make_app(viewport={"width": width, "height": height}, **SCHEMES[scheme])
    page = app.page
    app.open()
    expect(app.card("Morning run")).to_be_visible()
    for tab in ["today", "stats", "profile"]:
        if tab != "today":
            page.locator(f".tab[data-tab='{tab}']").click()
        expect(page.locator(f"#view-{tab} .view-inner")).not_to_be_empty()
        expect(page.get_by_role("navigation", name="Main")).to_be_visible()
        expect(page.get_by_role("main")).to_be_attached()
        expect(page.locator(f"#view-{tab}")).to_be_visible()
        animations_done(page)
        assert overflow(page) == [], tab
        app.screenshot(f"look-{size}-{scheme}-{tab}")
