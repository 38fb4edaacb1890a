"""A habit's own icon: an image the user uploads (Premium) or an emoji. The icon picker sends a PNG,
JPEG or WebP file to POST /api/v1/icons and the habit shows the server's 128 × 128 PNG wherever
its icon is drawn (Today, Habits, search, its details, Statistics), filling the icon's tile; a
file the server refuses is named in the server's own words and changes nothing; on the free plan
the button wears the premium lock; an image that cannot be had falls back to the dot; the service
worker keeps the images for offline use. Screenshots of the picker and the habit at phone and
desktop sizes, and axe."""

import json
import re
import struct
import urllib.request
import zlib

import pytest
from playwright.sync_api import expect

from helpers import animations_done, api_answer, axe_blocking, hold_requests
from layout_checks import overflow

DIGEST = re.compile(r"img:([0-9a-f]{32})")
SVG = b'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="red"/></svg>\n'


def png(width=180, height=120):
    """A PNG (RGB, 8 bits) of a diagonal gradient, wider than tall, so the server has to crop it."""
    rows = b"".join(
        b"\x00" + bytes(c for x in range(width) for c in ((x * 255) // width, (y * 255) // height, 160))
        for y in range(height)
    )

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


# A JPEG or WebP drawn by Chromium itself (canvas.toBlob), taller than wide.
CANVAS_IMAGE = """async (type) => {
  const c = document.createElement('canvas');
  c.width = 160; c.height = 240;
  const g = c.getContext('2d');
  const grad = g.createLinearGradient(0, 0, 160, 240);
  grad.addColorStop(0, '#f97316'); grad.addColorStop(1, '#7c3aed');
  g.fillStyle = grad; g.fillRect(0, 0, 160, 240);
  g.fillStyle = '#ffffff'; g.beginPath(); g.arc(80, 120, 48, 0, 2 * Math.PI); g.fill();
  const blob = await new Promise((resolve) => c.toBlob(resolve, type, 0.9));
  return [blob.type, Array.from(new Uint8Array(await blob.arrayBuffer()))];
}"""


def image_file(page, tmp_path, kind):
    """A file of `kind` (png, jpeg or webp) under tmp_path, named with its extension."""
    if kind == "png":
        data = png()
    else:
        made, data = page.evaluate(CANVAS_IMAGE, f"image/{kind}")
        assert made == f"image/{kind}", made
        data = bytes(data)
    path = tmp_path / f"photo.{'jpg' if kind == 'jpeg' else kind}"
    path.write_bytes(data)
    return path


def premium(server):
    server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)


def post_icon(server, data, kind="image/png"):
    """POST /api/v1/icons with the bytes of an image, as a script would; the answer's JSON."""
    req = urllib.request.Request(server.base_url + "/api/v1/icons", data=data, method="POST")
    req.add_header("Content-Type", kind)
    with urllib.request.urlopen(req, timeout=10) as r:
        assert r.status == 201
        return json.loads(r.read())


def new_habit_form(app, name):
    page = app.page
    page.get_by_role("button", name="Add habit").click()
    form = page.get_by_role("dialog", name="New Habit")
    expect(form).to_be_visible()
    form.get_by_label("Habit Name").fill(name)
    return form


def edit_form(app, habit):
    app.open(f"/#/habit/{habit['id']}")
    app.page.get_by_role("dialog", name=habit["name"]).get_by_role("button", name="Edit Habit").click()
    form = app.page.get_by_role("dialog", name="Edit Habit")
    expect(form).to_be_visible()
    return form


def open_picker(page, form):
    form.get_by_role("button", name="Choose icon").click()
    picker = page.get_by_role("dialog", name="Choose Icon")
    expect(picker).to_be_visible()
    return picker


def upload(page, picker, path):
    """Chooses `path` with Upload image; the answer of POST /api/v1/icons."""
    with page.expect_file_chooser() as chooser:
        picker.get_by_role("button", name="Upload image", exact=True).click()
    with api_answer(page, "POST", "/api/v1/icons") as answer:
        chooser.value.set_files(str(path))
    return answer.value


def natural_size(img):
    """The image's own size once it is decoded (fails when it cannot be)."""
    return img.evaluate("(img) => img.decode().then(() => [img.naturalWidth, img.naturalHeight])")


def fills(img, tile):
    """The image covers its tile: the same box, give or take a pixel (both read at one moment)."""
    boxes = tile.evaluate(
        "(t, img) => [img.getBoundingClientRect(), t.getBoundingClientRect()].map((r) => [r.x, r.y, r.width, r.height])",
        img.element_handle(),
    )
    assert all(abs(a - b) <= 1 for a, b in zip(*boxes)), boxes
    return True


def api_habit(server, habit_id):
    return server.api("GET", f"/api/v1/habits/{habit_id}", expect=200)[1]


@pytest.mark.parametrize("kind", ["png", "jpeg", "webp"])
def test_a_premium_user_makes_a_habit_icon_of_an_image(app, server, tmp_path, kind):
    premium(server)
    app.open()
    page = app.page
    path = image_file(page, tmp_path, kind)
    form = new_habit_form(app, "Read")
    picker = open_picker(page, form)

    answer = upload(page, picker, path)
    assert answer.status == 201, answer.text()
    made = answer.json()
    digest = DIGEST.fullmatch(made["icon"]).group(1)
    assert made["url"] == f"/api/v1/icons/{digest}.png" and made["size"] == 128
    assert answer.request.headers["content-type"] == f"image/{kind}"
    expect(picker).to_be_hidden()
    tile = form.get_by_role("button", name="Choose icon")
    expect(tile.locator("img")).to_have_attribute("src", made["url"])
    assert natural_size(tile.locator("img")) == [128, 128]
    expect(form.locator(".preview-card .card-icon img")).to_have_attribute("src", made["url"])

    # Open again, the picker shows the image as the chosen icon.
    picker = open_picker(page, form)
    mine = picker.get_by_role("button", name="Your image")
    expect(mine).to_have_attribute("aria-pressed", "true")
    expect(mine.locator("img")).to_have_attribute("src", made["url"])
    picker.get_by_role("button", name="Cancel").click()
    expect(picker).to_be_hidden()

    form.get_by_role("button", name="Create Habit").click()
    expect(form).to_be_hidden()
    app.writes_idle()
    (habit,) = server.api("GET", "/api/v1/habits", expect=200)[1]["habits"]
    assert habit["icon"] == made["icon"]

    card_tile = app.card("Read").locator(".card-icon")
    card_img = card_tile.locator("img")
    expect(card_img).to_have_attribute("src", made["url"])
    expect(card_img).to_have_attribute("alt", "")
    assert natural_size(card_img) == [128, 128]
    assert fills(card_img, card_tile)

    page.get_by_role("link", name="Habits").click()
    row_tile = page.locator(".hrow", has_text="Read").locator(".hrow-icon")
    row_img = row_tile.locator("img")
    expect(row_img).to_have_attribute("src", made["url"])
    assert natural_size(row_img) == [128, 128]
    assert fills(row_img, row_tile)


def test_the_button_shows_the_upload_going_until_the_server_answers(app, server, tmp_path):
    premium(server)
    app.open()
    page = app.page
    path = image_file(page, tmp_path, "png")
    form = new_habit_form(app, "Read")
    picker = open_picker(page, form)
    _, release = hold_requests(page, "**/api/v1/icons")
    with page.expect_file_chooser() as chooser:
        picker.get_by_role("button", name="Upload image", exact=True).click()
    chooser.value.set_files(str(path))
    busy = picker.get_by_role("button", name="Uploading image")
    expect(busy).to_have_attribute("aria-busy", "true")
    expect(busy).to_contain_text("Uploading…")
    expect(busy.locator(".upload-ring")).to_be_visible()
    release()
    expect(picker).to_be_hidden()
    expect(form.locator(".icon-tile img")).to_have_attribute("src", re.compile(r"^/api/v1/icons/[0-9a-f]{32}\.png$"))


def test_the_image_shows_wherever_the_habit_does(app, server):
    premium(server)
    made = post_icon(server, png())
    habit = server.create_habit("Morning pages", icon=made["icon"])
    server.check_in(habit["id"], server.today()["day"])
    app.open()
    page = app.page

    page.locator("#view-today .search-open").click()
    search = page.get_by_role("dialog", name="Search")
    search.get_by_role("searchbox", name="Search").fill("morning")
    found = search.locator(".sgroup[data-group='habits'] .sres-tile")
    expect(found.locator("img")).to_have_attribute("src", made["url"])
    assert natural_size(found.locator("img")) == [128, 128]
    animations_done(page)
    assert fills(found.locator("img"), found)
    search.get_by_role("button", name="Close").click()
    expect(search).to_be_hidden()

    app.open(f"/#/habit/{habit['id']}")
    hero = page.get_by_role("dialog", name="Morning pages").locator(".hero-icon")
    assert natural_size(hero.locator("img")) == [128, 128]
    animations_done(page)
    assert fills(hero.locator("img"), hero)

    app.open("/#/stats")
    perf = page.locator(".perf-icon").first
    assert natural_size(perf.locator("img")) == [128, 128]
    animations_done(page)
    assert fills(perf.locator("img"), perf)


@pytest.mark.parametrize(
    "name, data",
    [
        ("drawing.svg", SVG),
        ("notes.png", b"Shopping list: eggs, milk, bread. Not an image at all.\n" * 4),
        ("huge.png", png(8, 8)[:-12] + b"\0" * (2 * 1024 * 1024 + 4096)),
    ],
    ids=["svg", "text-named-png", "over-2-mb"],
)
def test_a_file_the_server_refuses_is_named_in_its_words_and_changes_nothing(app, server, tmp_path, name, data):
    premium(server)
    habit = server.create_habit("Read", icon="book")
    path = tmp_path / name
    path.write_bytes(data)
    form = edit_form(app, habit)
    page = app.page
    picker = open_picker(page, form)

    answer = upload(page, picker, path)
    assert answer.status in (413, 415, 422), answer.status
    error = answer.json()["error"]
    if answer.status == 422:
        assert error["field"] == "body"
    alert = picker.get_by_role("alert")
    expect(alert).to_have_text(error["message"])
    expect(picker.get_by_role("button", name="Upload image", exact=True)).to_be_enabled()
    expect(picker.get_by_role("button", name="Your image")).to_have_count(0)
    expect(picker.get_by_role("button", name="book")).to_have_attribute("aria-pressed", "true")

    picker.get_by_role("button", name="Cancel").click()
    expect(picker).to_be_hidden()
    expect(form.get_by_role("button", name="Choose icon")).to_have_attribute("data-icon", "book")
    expect(form.locator(".icon-tile img")).to_have_count(0)
    form.get_by_role("button", name="Save Changes").click()
    expect(form).to_be_hidden()
    app.writes_idle()
    assert api_habit(server, habit["id"])["icon"] == "book"


def test_on_the_free_plan_upload_wears_the_premium_lock(app, server):
    app.open()
    page = app.page
    form = new_habit_form(app, "Read")
    picker = open_picker(page, form)
    lock = picker.get_by_role("button", name="Upload image: Premium, see what it unlocks")
    expect(lock).to_contain_text("Premium")
    plan = server.api("GET", "/api/v1/meta", expect=200)[1]["plan"]
    reason = (plan.get("customIcons") or {}).get("reason")
    if reason:
        expect(picker.locator(".upload-note")).to_have_text(reason)
        expect(lock).to_have_accessible_description(reason)
    page.on("filechooser", lambda chooser: pytest.fail("a locked upload opened the file chooser"))
    lock.click()
    dialog = page.get_by_role("dialog", name="Go Premium")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Your own icon images are part of Premium.")


def test_a_plan_that_ended_meanwhile_shows_the_servers_reason_and_the_lock(app, server, tmp_path):
    premium(server)
    app.open()
    page = app.page
    path = image_file(page, tmp_path, "png")
    # The form reads meta afresh as it opens; the plan ends only after that answer, so the picker
    # still believes in premium (meta read after the change would lock the button, rightly).
    with api_answer(page, "GET", "/api/v1/meta"):
        form = new_habit_form(app, "Read")
    picker = open_picker(page, form)
    server.api("PUT", "/api/v1/plan", {"tier": "free"}, expect=200)

    answer = upload(page, picker, path)
    assert answer.status == 403
    error = answer.json()["error"]
    assert error["code"] == "needs_premium"
    expect(picker.locator(".upload-note")).to_have_text(error["message"])
    lock = picker.get_by_role("button", name="Upload image: Premium, see what it unlocks")
    expect(lock).to_contain_text("Premium")
    expect(lock).to_have_accessible_description(error["message"])
    picker.get_by_role("button", name="Cancel").click()
    expect(form.get_by_role("button", name="Choose icon")).to_have_attribute("data-icon", "dot")


def test_an_emoji_is_a_habit_icon(app, server):
    app.open()
    page = app.page
    form = new_habit_form(app, "Swim")
    picker = open_picker(page, form)
    field = picker.get_by_label("Emoji", exact=True)
    use = picker.locator(".emoji-use")
    expect(use).to_be_disabled()
    field.fill("swim")
    expect(use).to_be_disabled()
    field.fill("🏊🏽‍♀️ laps")
    picker.get_by_role("button", name="Use 🏊🏽‍♀️").click()
    expect(picker).to_be_hidden()
    expect(form.locator(".icon-tile svg text")).to_have_text("🏊🏽‍♀️")
    form.get_by_role("button", name="Create Habit").click()
    expect(form).to_be_hidden()
    app.writes_idle()
    (habit,) = server.api("GET", "/api/v1/habits", expect=200)[1]["habits"]
    assert habit["icon"] == "🏊🏽‍♀️"
    expect(app.card("Swim").locator(".card-icon svg text")).to_have_text("🏊🏽‍♀️")

    # The picker shows it chosen, and keeps it in the field.
    form = edit_form(app, habit)
    picker = open_picker(page, form)
    expect(picker.get_by_role("button", name="Emoji 🏊🏽‍♀️")).to_have_attribute("aria-pressed", "true")
    expect(picker.get_by_label("Emoji", exact=True)).to_have_value("🏊🏽‍♀️")


def test_a_category_icon_takes_an_emoji_but_no_image(app, server):
    premium(server)
    app.open()
    page = app.page
    form = new_habit_form(app, "Stretch")
    form.get_by_role("button", name="New category").click()
    form.get_by_label("New category name").fill("Body")
    form.get_by_role("button", name="Category icon").click()
    picker = page.get_by_role("dialog", name="Choose Icon")
    expect(picker.get_by_label("Emoji", exact=True)).to_be_visible()
    expect(picker.get_by_role("button", name="Upload image", exact=True)).to_have_count(0)
    picker.get_by_label("Emoji", exact=True).fill("🧘")
    picker.get_by_label("Emoji", exact=True).press("Enter")
    expect(picker).to_be_hidden()
    form.get_by_role("button", name="Create", exact=True).click()
    expect(form.locator(".chip[aria-pressed='true']")).to_have_text("Body")
    categories = server.api("GET", "/api/v1/categories", expect=200)[1]["categories"]
    assert [(c["name"], c["icon"]) for c in categories] == [("Body", "🧘")]


def test_an_icon_image_that_cannot_be_had_falls_back_to_the_dot(make_app, server):
    premium(server)
    made = post_icon(server, png())
    server.create_habit("Read", icon=made["icon"])
    app = make_app(service_workers="block")
    page = app.page
    page.route("**/api/v1/icons/*.png", lambda route: route.fulfill(status=404, body=""))
    app.open()
    tile = app.card("Read").locator(".card-icon")
    expect(tile.locator("img")).to_have_count(0)
    expect(tile.locator("svg circle")).to_have_count(1)
    box = tile.bounding_box()
    assert (round(box["width"]), round(box["height"])) == (44, 44)


def test_the_service_worker_keeps_icon_images_for_offline_use(make_app, server):
    premium(server)
    made = post_icon(server, png())
    server.create_habit("Read", icon=made["icon"])
    app = make_app()
    app.open()
    page = app.page
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)
    app.reload()  # now through the worker, which keeps the image
    assert natural_size(app.card("Read").locator(".card-icon img")) == [128, 128]
    page.context.set_offline(True)
    try:
        app.reload()
        img = app.card("Read").locator(".card-icon img")
        expect(img).to_have_attribute("src", made["url"])
        assert natural_size(img) == [128, 128]
    finally:
        page.context.set_offline(False)


@pytest.mark.parametrize(
    "scheme, size", [("light", (390, 844)), ("light", (1280, 800)), ("dark", (390, 844))], ids=["phone", "desktop", "phone-dark"]
)
def test_screenshots_and_axe_of_the_picker_and_the_habit(make_app, server, tmp_path, scheme, size):
    premium(server)
    app = make_app(color_scheme=scheme, viewport={"width": size[0], "height": size[1]})
    app.open()
    page = app.page
    path = image_file(page, tmp_path, "jpeg")
    tag = f"{scheme}-{size[0]}"
    form = new_habit_form(app, "Morning pages")
    picker = open_picker(page, form)
    animations_done(page)
    app.screenshot(f"icons-picker-{tag}")
    assert axe_blocking(page) == []
    assert overflow(page) == []

    answer = upload(page, picker, path)
    assert answer.status == 201
    expect(picker).to_be_hidden()
    assert natural_size(form.locator(".icon-tile img")) == [128, 128]
    animations_done(page)
    app.screenshot(f"icons-form-{tag}")
    assert axe_blocking(page) == []

    picker = open_picker(page, form)
    expect(picker.get_by_role("button", name="Your image")).to_have_attribute("aria-pressed", "true")
    animations_done(page)
    app.screenshot(f"icons-picker-chosen-{tag}")
    picker.get_by_role("button", name="Cancel").click()
    expect(picker).to_be_hidden()

    form.get_by_role("button", name="Create Habit").click()
    expect(form).to_be_hidden()
    app.writes_idle()
    assert natural_size(app.card("Morning pages").locator(".card-icon img")) == [128, 128]
    animations_done(page)
    app.screenshot(f"icons-today-{tag}")
    page.get_by_role("link", name="Habits").click()
    assert natural_size(page.locator(".hrow-icon img")) == [128, 128]
    animations_done(page)
    app.screenshot(f"icons-habits-{tag}")
    assert overflow(page) == []
