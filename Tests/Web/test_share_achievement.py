"""Share Achievement on the Perfect Day modal and the milestone overlay: an image the app draws on a
canvas (the day, the streak, the habits done), shared with the Web Share API where the browser can
share files and saved as a download otherwise. Nothing goes over the network for it."""

import pytest
from playwright.sync_api import expect

from helpers import add_days, animations_done

NO_WEB_SHARE = "delete Navigator.prototype.share; delete Navigator.prototype.canShare;"
FAKE_WEB_SHARE = """
Navigator.prototype.canShare = function (data) { return Array.isArray(data?.files) && data.files.length > 0; };
Navigator.prototype.share = async function (data) {
  const f = data.files[0];
  const head = new Uint8Array(await f.slice(0, 8).arrayBuffer());
  window.__shared = { files: data.files.length, name: f.name, type: f.type, size: f.size, head: [...head], title: data.title };
};
"""
PNG_MAGIC = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]


def perfect_day(app, server, init_script):
    """Today with two habits done yesterday; ticking the last of today's opens the Perfect Day modal."""
    read = server.create_habit("Read", icon="book")
    walk = server.create_habit("Walk", icon="walk")
    today = server.today()["day"]
    for habit in (read, walk):
        server.check_in(habit["id"], add_days(today, -1))
    server.check_in(read["id"], today)
    app.page.add_init_script(init_script)
    app.open()
    app.card("Walk").locator(".card-hit").click()
    modal = app.page.get_by_role("dialog", name="Perfect Day!")
    expect(modal).to_be_visible()
    app.writes_idle()
    return modal


def record_requests(page):
    """Every request the page makes over the network from now on."""
    page.wait_for_load_state("networkidle")
    sent = []
    page.on("request", lambda r: sent.append(f"{r.method} {r.url}") if r.url.startswith("http") else None)
    return sent


def test_without_web_share_the_card_is_saved_as_a_png_and_nothing_is_sent(app, server):
    modal = perfect_day(app, server, NO_WEB_SHARE)
    page = app.page
    modal.get_by_role("button", name="Share Achievement").click()
    sheet = page.get_by_role("dialog", name="Share Achievement")
    expect(sheet).to_be_visible()
    image = sheet.get_by_role("img")
    expect(image).to_have_attribute("aria-label", "Perfect Day!. " + server.today()["dateTitle"] + ". 2 day streak. Done: Read, Walk")
    expect(sheet).to_contain_text("nothing is sent anywhere")
    sent = record_requests(page)
    with page.expect_download() as info:
        sheet.get_by_role("button", name="Save Image").click()
    download = info.value
    assert download.suggested_filename.startswith("ripple-perfect-day-")
    assert download.suggested_filename.endswith(".png")
    with open(download.path(), "rb") as f:
        assert list(f.read(8)) == PNG_MAGIC
    expect(sheet).to_have_count(0)
    expect(page.locator(".toast")).to_contain_text("Image saved")
    assert sent == []


def test_with_web_share_the_png_goes_to_the_share_sheet_and_nothing_is_sent(app, server):
    modal = perfect_day(app, server, FAKE_WEB_SHARE)
    page = app.page
    modal.get_by_role("button", name="Share Achievement").click()
    sheet = page.get_by_role("dialog", name="Share Achievement")
    expect(sheet).to_contain_text("stays on this device")
    sent = record_requests(page)
    sheet.get_by_role("button", name="Share…").click()
    page.wait_for_function("window.__shared !== undefined")
    shared = page.evaluate("window.__shared")
    assert shared["files"] == 1 and shared["type"] == "image/png" and shared["head"] == PNG_MAGIC
    assert shared["name"].endswith(".png") and shared["size"] > 10_000
    assert shared["title"] == "Perfect Day!"
    expect(sheet).to_have_count(0)
    assert sent == []


def test_a_milestone_can_be_shared_too(app, server):
    run = server.create_habit("Run", icon="run")
    server.create_habit("Not yet")
    today = server.today()["day"]
    server.check_in(run["id"], add_days(today, -2))
    server.check_in(run["id"], add_days(today, -1))
    app.page.add_init_script(NO_WEB_SHARE)
    app.open()
    app.card("Run").locator(".card-hit").click()
    overlay = app.page.locator(".milestone")
    share = overlay.get_by_role("button", name="Share Achievement")
    # The overlay stays while the pointer is on its card, however long the person takes.
    share.hover()
    share.click()
    sheet = app.page.get_by_role("dialog", name="Share Achievement")
    expect(sheet.get_by_role("img")).to_have_attribute("aria-label", "3 day streak. " + server.today()["dateTitle"] + ". Done: Run")
    expect(overlay).to_have_count(0)
    with app.page.expect_download() as info:
        sheet.get_by_role("button", name="Save Image").click()
    assert info.value.suggested_filename.startswith("ripple-3-day-streak-")


@pytest.mark.screenshots
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshot_of_the_share_card(make_app, server, scheme):
    app = make_app(color_scheme=scheme)
    modal = perfect_day(app, server, NO_WEB_SHARE)
    modal.get_by_role("button", name="Share Achievement").click()
    expect(app.page.get_by_role("dialog", name="Share Achievement")).to_be_visible()
    animations_done(app.page)
    app.screenshot(f"share-card-{scheme}")
