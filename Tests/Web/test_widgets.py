"""Widgets: /widget/small, /widget/medium and /widget/large are tiny
pages (< 20 KB each with what they load) that show Today as the API states it, in light or dark
at their natural size; a tap on the medium widget's check completes the habit; each tappable area
deep-links into the app; widgets are Premium; Profile › Widgets previews them and gives the link."""

import json
import re
import urllib.error
import urllib.request

import licences
import pytest
from conftest import WEB
from playwright.sync_api import expect
from test_accounts import accounts_server, email, open_app, sign_in  # noqa: F401 (the accounts server fixtures)

NATURAL = {"small": (186, 186), "medium": (380, 186), "large": (380, 398)}


def premium(server):
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)


def three_habits(server):
    walk = server.create_habit("Walk", icon="walk", color="#10B981")
    server.create_habit("Read", icon="book", color="#6366F1")
    server.create_habit("Water", icon="water", color="#06B6D4")
    server.check_in(walk["id"], server.today()["day"])
    return walk


def open_widget(app, size, query="theme=light"):
    width, height = NATURAL[size]
    app.page.set_viewport_size({"width": width, "height": height})
    app.page.goto(f"{app.server.base_url}/widget/{size}?{query}")
    expect(app.page.locator("html")).to_have_attribute("data-ready", "1")
    return app.page


def test_each_widget_page_is_small():
    for size in NATURAL:
        html = WEB / "widget" / size / "index.html"
        loaded = [html, WEB / "widget" / "widget.js", WEB / "widget" / "widget.css", WEB / "css" / "tokens.css"]
        assert all(f"/{p.relative_to(WEB).as_posix()}" in html.read_text() for p in loaded[1:])
        total = sum(p.stat().st_size for p in loaded)
        assert total < 20_000, f"{size}: {total} bytes"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", ["small", "medium", "large"])
def test_each_size_in_light_and_dark(make_app, server, size, scheme):
    premium(server)
    three_habits(server)
    app = make_app(color_scheme="light")
    page = open_widget(app, size, f"theme={scheme}")
    expect(page.locator("html")).to_have_attribute("data-scheme", scheme)
    widget = page.locator("#widget")
    if size == "small":
        expect(widget).to_contain_text("1/3 completed")
        expect(page.get_by_role("link", name="Ripple: 1/3 completed")).to_have_attribute("href", "/#/today")
    else:
        expect(widget.get_by_role("checkbox")).to_have_count(3)
        expect(widget.get_by_role("checkbox", name="Walk: completed")).to_have_attribute("aria-checked", "true")
        expect(page.get_by_role("link", name="Walk: details")).to_have_attribute("href", re.compile(r"^/#/habit/"))
    if size == "large":
        expect(page.get_by_role("link", name="This week: statistics")).to_have_attribute("href", "/#/stats")
        expect(page.locator(".w-cal .w-day")).to_have_count(7)
    box = page.locator(".w-fill").bounding_box()
    assert box["width"] <= NATURAL[size][0] and box["height"] <= NATURAL[size][1], box
    app.screenshot(f"widget-{size}-{scheme}")


def test_a_tap_on_the_medium_widgets_check_completes_the_habit(app, server):
    premium(server)
    server.create_habit("Stretch")
    page = open_widget(app, "medium")
    check = page.get_by_role("checkbox", name="Stretch: not completed")
    check.click()
    expect(page.get_by_role("checkbox", name="Stretch: completed")).to_have_attribute("aria-checked", "true")
    expect(page.locator("#widget")).to_contain_text("1/1 completed")
    card = server.today()["sections"][0]["cards"][0]
    assert card["today"]["state"] == "done"


def test_the_category_option_filters_the_habits(app, server):
    premium(server)
    health = server.api("POST", "/api/v1/categories", {"name": "Health"}, expect=201)[1]
    server.create_habit("Walk", categoryId=health["id"])
    server.create_habit("Read")
    page = open_widget(app, "medium", f"theme=dark&category={health['id']}")
    expect(page.get_by_role("checkbox")).to_have_count(1)
    expect(page.locator("#widget")).to_contain_text("0/1 completed")


def test_widgets_are_premium(app, server):
    server.create_habit("Walk")
    page = open_widget(app, "small")
    expect(page.get_by_role("link", name="Widgets are part of Premium")).to_have_attribute("href", "/#/profile")


def test_profile_previews_each_size_and_gives_the_link(app, server):
    premium(server)
    server.create_habit("Walk")
    app.open("/#/profile")
    page = app.page
    page.get_by_role("button", name=re.compile("^Home screen widgets")).click()
    sheet = page.get_by_role("dialog", name="Widgets")
    expect(sheet).to_be_visible()
    link = sheet.get_by_label("Widget link")
    expect(link).to_have_value(f"{server.base_url}/widget/small?theme=auto")
    sheet.get_by_role("radiogroup", name="Widget size").get_by_role("radio", name="Medium").click()
    sheet.get_by_role("radiogroup", name="Widget theme").get_by_role("radio", name="Dark").click()
    expect(link).to_have_value(f"{server.base_url}/widget/medium?theme=dark")
    preview = page.frame_locator(".widget-preview")
    expect(preview.get_by_role("checkbox", name="Walk: not completed")).to_be_visible()


def test_on_the_free_plan_the_widgets_row_opens_the_upgrade(app, server):
    app.open("/#/profile")
    app.page.get_by_role("button", name=re.compile("^Home screen widgets")).click()
    dialog = app.page.get_by_role("dialog", name="Go Premium")
    expect(dialog).to_contain_text("Home screen widgets are part of Premium.")


def test_manifest_shortcuts_and_the_add_habit_link(app, server):
    with urllib.request.urlopen(server.base_url + "/manifest.webmanifest") as answer:
        manifest = json.loads(answer.read())
    assert [(s["name"], s["url"]) for s in manifest["shortcuts"]] == [("Today", "/#/today"), ("Add habit", "/#/add")]
    app.open("/#/add")
    expect(app.page.get_by_role("dialog", name="New Habit")).to_be_visible()


def test_accounts_mode_token_link_is_read_only_unless_it_asks_to_write(new_context, accounts_server):
    cookie = accounts_server.register(email("widget"))
    status, _, _ = accounts_server.call("POST", "/api/v1/licence", {"licence": licences.issue("premium")}, cookie=cookie)
    assert status == 200
    habit = accounts_server.habit(cookie, "Walk")
    status, made, _ = accounts_server.call("POST", "/api/v1/me/tokens", {"name": "Widget"}, cookie=cookie)
    assert status == 201, made
    page = new_context().new_page()  # no session: only the token in the link
    page.set_viewport_size({"width": 380, "height": 186})
    page.goto(f"{accounts_server.base_url}/widget/medium?theme=light&token={made['token']}")
    check = page.get_by_role("checkbox", name="Walk: not completed")
    expect(check).to_be_disabled()
    page.goto(f"{accounts_server.base_url}/widget/medium?theme=light&token={made['token']}&write=1")
    page.get_by_role("checkbox", name="Walk: not completed").click()
    expect(page.get_by_role("checkbox", name="Walk: completed")).to_be_visible()
    assert accounts_server.card_state(cookie, habit["id"]) == "done"


def test_accounts_mode_widgets_sheet_makes_a_read_only_widget_link(open_app, new_context, accounts_server):
    address = email("widgetlink")
    cookie = accounts_server.register(address)
    status, _, _ = accounts_server.call("POST", "/api/v1/licence", {"licence": licences.issue("premium")}, cookie=cookie)
    assert status == 200
    habit = accounts_server.habit(cookie, "Walk")
    app = open_app("/#/profile")
    page = app.page
    sign_in(page, address)
    page.get_by_role("button", name=re.compile("^Home screen widgets")).click()
    sheet = page.get_by_role("dialog", name="Widgets")
    link = sheet.get_by_label("Widget link")
    expect(link).to_have_value(f"{accounts_server.base_url}/widget/small?theme=auto")
    sheet.get_by_role("button", name="Make a widget link").click()
    expect(link).to_have_value(re.compile(r"/widget/small\?theme=auto&token=rpl_"))
    sheet.get_by_role("radiogroup", name="Widget size").get_by_role("radio", name="Medium").click()
    expect(link).to_have_value(re.compile(r"/widget/medium\?theme=auto&token=rpl_"))
    url = link.input_value()
    token = url.split("token=")[1]

    # The token is a widget token: listed as such, it reads Today and cannot write.
    status, tokens, _ = accounts_server.call("GET", "/api/v1/me/tokens", cookie=cookie)
    assert [t["scope"] for t in tokens["tokens"]] == ["widget"]
    req = urllib.request.Request(
        f"{accounts_server.base_url}/api/v1/habits/{habit['id']}/checkins/{accounts_server.call('GET', '/api/v1/today', cookie=cookie)[1]['day']}",
        data=b'{"state": "done"}', method="PUT",
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=30)
        raise AssertionError("a widget token wrote a check-in")
    except urllib.error.HTTPError as refused:
        assert refused.code == 403
        assert json.loads(refused.read())["error"]["code"] == "insufficient_scope"

    # Outside this browser (no session), the link shows the widget, read-only.
    other = new_context().new_page()
    other.set_viewport_size({"width": 380, "height": 186})
    other.goto(url)
    expect(other.get_by_role("checkbox", name="Walk: not completed")).to_be_disabled()
    assert accounts_server.card_state(cookie, habit["id"]) != "done"
