"""Profile → About: the version (the server's), What's New, the licences of every Swift package
Ripple uses, the privacy statement, links; tapping the version seven times in a row opens the
developer options (the engine's build, the server's store, clearing caches)."""

import pathlib
import re

import pytest
from playwright.sync_api import expect

from helpers import animations_done, axe_blocking

ROOT = pathlib.Path(__file__).resolve().parents[2]


def package_urls():
    """The packages Package.swift depends on, as their repository addresses."""
    text = (ROOT / "Package.swift").read_text()
    return sorted(set(re.findall(r'\.package\(url: "([^"]+)"', text)))


def open_about(app):
    app.open("/#/profile")
    about = app.page.get_by_role("region", name="About")
    expect(about).to_be_visible()
    return about


def test_about_shows_the_version_whats_new_licences_and_privacy(app, server):
    meta = server.api("GET", "/api/v1/meta", expect=200)[1]
    about = open_about(app)
    page = app.page
    expect(about.get_by_role("button", name="Version")).to_contain_text(meta["server"]["version"])

    about.get_by_role("button", name="What's New").click()
    sheet = page.get_by_role("dialog", name="What's New")
    expect(sheet).to_contain_text(f"Ripple {meta['server']['version']}")
    expect(sheet.locator("li").first).to_be_visible()
    sheet.get_by_role("button", name="Done").click()
    expect(sheet).to_have_count(0)

    about.get_by_role("button", name="Licences").click()
    sheet = page.get_by_role("dialog", name="Licences")
    links = sheet.locator(".about-licence a")
    expect(links.first).to_be_visible()
    hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
    urls = package_urls()
    assert urls, "Package.swift names its packages"
    for url in urls:
        assert url.removesuffix(".git") in hrefs, f"{url} is not in the licences"
    for row in sheet.locator(".about-licence").all():
        expect(row.locator(".about-licence-name")).to_have_text(re.compile(r"^(MIT|Apache-2\.0)$"))
    sheet.get_by_role("button", name="Done").click()

    about.get_by_role("button", name="Privacy").click()
    sheet = page.get_by_role("dialog", name="Privacy")
    for words in ("server’s database", "IndexedDB", "caches", "Web Push", "no analytics"):
        expect(sheet).to_contain_text(words)
    sheet.get_by_role("button", name="Done").click()
    expect(about.get_by_role("link", name="HTTP API")).to_have_attribute("href", "/api/openapi.yaml")
    expect(page.get_by_role("region", name="Developer Options")).to_have_count(0)


def test_seven_taps_on_the_version_open_the_developer_options(app, server):
    meta = server.api("GET", "/api/v1/meta", expect=200)[1]
    about = open_about(app)
    page = app.page
    version = about.get_by_role("button", name="Version")
    for _ in range(6):
        version.click()
    dev = page.get_by_role("region", name="Developer Options")
    expect(dev).to_have_count(0)
    version.click()
    expect(dev).to_be_visible()
    store = {"sqlite": "SQLite", "postgresql": "PostgreSQL"}[meta["server"]["store"]]
    expect(dev.locator(".dev-store")).to_have_text(store)
    expect(dev.locator(".dev-server")).to_have_text(meta["server"]["version"])
    expect(dev.locator(".dev-engine")).to_have_text(re.compile(r"^[0-9a-f]{12} · \d+ KB$"))
    assert axe_blocking(page, ".dev") == []

    page.evaluate("caches.open('ripple-test-cache').then((c) => c.put('/probe', new Response('x')))")
    page.evaluate("caches.open('ripple-data-v1').then((c) => c.put('/probe-data', new Response('x')))")
    dev.get_by_role("button", name="Clear caches").click()
    expect(page.locator(".toast")).to_contain_text("Caches cleared")
    # Every cache is gone. The app's offline copy of the API's answers (the data cache) may be
    # started again at once by a read still under way, which is the app working: what it held
    # before (the probe) is gone with it.
    assert set(page.evaluate("caches.keys()")) <= {"ripple-data-v1"}
    assert page.evaluate("caches.match('/probe-data').then((r) => r === undefined)")
    expect(dev.locator(".dev-caches")).to_have_text(re.compile(r"^(None|1 cache)$"))
    if dev.locator(".dev-caches").text_content() == "1 cache":
        expect(dev.locator(".dev-caches")).to_have_attribute("title", "ripple-data-v1")

    # They stay unlocked on the next visit, until hidden.
    app.reload()
    page.goto(server.base_url + "/#/profile")
    expect(page.get_by_role("region", name="Developer Options")).to_be_visible()
    page.get_by_role("button", name="Hide developer options").click()
    expect(page.get_by_role("region", name="Developer Options")).to_have_count(0)


def test_the_version_opens_the_developer_options_from_the_keyboard(app, server):
    about = open_about(app)
    version = about.get_by_role("button", name="Version")
    version.focus()
    for _ in range(7):
        app.page.keyboard.press("Enter")
    expect(app.page.get_by_role("region", name="Developer Options")).to_be_visible()


@pytest.mark.screenshots
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_of_about(make_app, server, scheme):
    app = make_app(color_scheme=scheme)
    about = open_about(app)
    page = app.page
    about.scroll_into_view_if_needed()
    animations_done(page)
    app.screenshot(f"about-{scheme}")
    about.get_by_role("button", name="Licences").click()
    expect(page.get_by_role("dialog", name="Licences")).to_be_visible()
    animations_done(page)
    app.screenshot(f"about-licences-{scheme}")
    page.get_by_role("dialog", name="Licences").get_by_role("button", name="Done").click()
    about.get_by_role("button", name="Privacy").click()
    expect(page.get_by_role("dialog", name="Privacy")).to_be_visible()
    animations_done(page)
    app.screenshot(f"about-privacy-{scheme}")
    page.get_by_role("dialog", name="Privacy").get_by_role("button", name="Done").click()
    version = about.get_by_role("button", name="Version")
    for _ in range(7):
        version.click()
    expect(page.get_by_role("region", name="Developer Options")).to_be_visible()
    animations_done(page)
    app.screenshot(f"about-developer-{scheme}")
