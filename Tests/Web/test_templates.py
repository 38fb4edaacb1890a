"""Starting a habit from a template: the gallery (areas, rows in words, search) opened from the new
habit's form and from the first run's suggestions fills the form with the template's values;
nothing is stored until the form is saved, and Cancel stores nothing; offline with nothing kept
the gallery says so calmly; screenshots and axe."""

import pytest
from playwright.sync_api import expect

from helpers import animations_done, axe_blocking

DEFINITION = ("name", "description", "color", "icon", "schedule", "measure", "reminders")


def templates(server):
    """The gallery's templates by id, as the server gives them."""
    gallery = server.api("GET", "/api/v1/templates", expect=200)[1]
    return {t["id"]: t for area in gallery["areas"] for t in area["templates"]}


def all_habits(server):
    return server.api("GET", "/api/v1/habits?status=all", expect=200)[1]["habits"]


def open_gallery_from_the_form(app):
    page = app.page
    page.locator("#fab").click()
    form = page.get_by_role("dialog", name="New Habit")
    expect(form).to_be_visible()
    form.get_by_role("button", name="Start from a template").click()
    gallery = page.get_by_role("dialog", name="Templates")
    expect(gallery.locator(".tpl-row")).to_have_count(28)
    return form, gallery


def row(gallery, name):
    return gallery.get_by_role("button", name=name, exact=True)


@pytest.mark.parametrize("template_id", ["drink-water", "run", "water-plants"])
def test_a_template_fills_the_form_and_nothing_is_stored_until_save(app, server, template_id):
    template = templates(server)[template_id]
    app.open()
    form, gallery = open_gallery_from_the_form(app)
    row(gallery, template["name"]).click()
    expect(gallery).to_be_hidden()
    expect(form).to_be_visible()
    expect(form.locator(".name-input")).to_have_value(template["name"])
    expect(form.get_by_label("Description (optional)")).to_have_value(template["description"])
    expect(form.get_by_role("button", name="Choose another template")).to_contain_text(template["name"])
    numeric = template["measure"]["kind"] == "numeric"
    if numeric:
        expect(form.get_by_role("switch", name="Track a specific value")).to_be_checked()
    else:
        expect(form.get_by_role("switch", name="Track a specific value")).not_to_be_checked()
    if template["reminders"]:
        expect(form.locator(".time-input")).to_have_value(template["reminders"][0]["time"])
    assert app.page.evaluate("getComputedStyle(document.querySelector('.habit-form')).getPropertyValue('--habit')").strip().lower() == template["color"].lower()
    assert all_habits(server) == []

    form.get_by_role("button", name="Create Habit").click()
    expect(form).to_be_hidden()
    app.writes_idle()
    stored = all_habits(server)
    assert len(stored) == 1
    assert {k: stored[0][k] for k in DEFINITION} == {k: template[k] for k in DEFINITION}
    app.page.get_by_role("link", name="Habits").click()
    expect(app.page.locator(".habits-body .hrow-name")).to_have_text([template["name"]])


def test_cancel_after_choosing_a_template_stores_nothing(app, server):
    app.open()
    form, gallery = open_gallery_from_the_form(app)
    row(gallery, "Floss").click()
    expect(form.locator(".name-input")).to_have_value("Floss")
    form.get_by_role("button", name="Cancel").click()
    confirm = app.page.get_by_role("alertdialog", name="Discard changes?")
    confirm.get_by_role("button", name="Discard").click()
    expect(form).to_be_hidden()
    assert all_habits(server) == []
    # Dismissing the gallery leaves the empty form as it was.
    form, gallery = open_gallery_from_the_form(app)
    gallery.get_by_role("button", name="Cancel").click()
    expect(gallery).to_be_hidden()
    expect(form.locator(".name-input")).to_have_value("")
    form.get_by_role("button", name="Cancel").click()
    expect(form).to_be_hidden()
    assert all_habits(server) == []


def words(server, schedule):
    """The server's words for a schedule (the engine's, as the habit form shows them)."""
    return server.api("POST", "/api/v1/schedules/preview", {"schedule": schedule}, expect=200)[1]["scheduleText"]


def test_the_gallery_groups_by_area_says_each_in_words_and_searches_by_name(app, server):
    by_id = templates(server)
    app.open()
    _, gallery = open_gallery_from_the_form(app)
    expect(gallery.locator(".tpl-area h3")).to_have_text(["Health", "Movement", "Mind", "Learning", "Home", "Money", "People"])
    water = gallery.locator(".tpl-item[data-id='drink-water']")
    expect(water.locator(".tpl-facts")).to_have_text(f"{words(server, by_id['drink-water']['schedule'])} · 8 glasses · Reminder 10:00 AM")
    expect(water.locator(".tpl-why")).to_have_text("A glass at a time adds up over the day.")
    expect(gallery.locator(".tpl-item[data-id='run'] .tpl-facts")).to_have_text(f"{words(server, by_id['run']['schedule'])} · Reminder 7:00 AM")
    expect(gallery.locator(".tpl-item[data-id='no-spend-day'] .tpl-facts")).to_have_text(words(server, by_id["no-spend-day"]["schedule"]))
    expect(gallery.locator(".tpl-item[data-id='water-plants'] .tpl-facts")).to_contain_text(words(server, by_id["water-plants"]["schedule"]))
    gallery.get_by_role("searchbox", name="Search templates").fill("run")
    expect(gallery.locator(".tpl-item:visible .tpl-name")).to_have_text(["Go for a run"])
    expect(gallery.locator(".tpl-area:visible h3")).to_have_text(["Movement"])
    gallery.get_by_role("searchbox", name="Search templates").fill("zzz")
    expect(gallery.locator(".tpl-none")).to_have_text("No templates match “zzz”.")
    expect(gallery.locator(".tpl-area:visible")).to_have_count(0)


def test_the_free_plan_limit_applies_when_saving_a_template(app, server):
    for n in range(4):
        server.create_habit(f"Habit {n}")
    app.open()
    page = app.page
    form, gallery = open_gallery_from_the_form(app)
    server.create_habit("Fifth")  # meanwhile, elsewhere: the plan is full now
    row(gallery, "Floss").click()
    form.get_by_role("button", name="Create Habit").click()
    expect(form.locator(".form-error")).to_be_visible()
    assert "Floss" not in [h["name"] for h in all_habits(server)]


@pytest.mark.onboarding
def test_the_first_run_offers_the_gallery_then_the_filled_form(app, server):
    app.open()
    page = app.page
    page.get_by_role("dialog", name="Welcome to Ripple").get_by_role("button", name="Skip").click()
    expect(page.get_by_role("heading", name="Create Your First Habit")).to_be_visible()
    expect(page.get_by_role("group", name="Suggested habits").get_by_role("button")).to_have_count(4)
    page.get_by_role("button", name="Browse templates").click()
    gallery = page.get_by_role("dialog", name="Templates")
    row(gallery, "Meditate").click()
    form = page.get_by_role("dialog", name="New Habit")
    expect(form.locator(".name-input")).to_have_value("Meditate")
    assert all_habits(server) == []
    form.get_by_role("button", name="Create Habit").click()
    expect(form).to_be_hidden()
    expect(page.locator(".today-list .card-name")).to_have_text(["Meditate"])
    expect(page.get_by_role("heading", name="Create Your First Habit")).to_have_count(0)


def test_offline_with_nothing_kept_the_gallery_says_so_calmly(make_app, server):
    # Without the service worker: page.route sees only the requests the page itself sends, and the
    # worker claims the page once it has installed (before or after the tap, by the machine's load);
    # from then on the worker fetches the templates past the route, and the gallery lists them.
    app = make_app(service_workers="block")
    app.open()
    page = app.page
    page.route("**/api/v1/templates", lambda route: route.abort())
    page.locator("#fab").click()
    form = page.get_by_role("dialog", name="New Habit")
    form.get_by_role("button", name="Start from a template").click()
    gallery = page.get_by_role("dialog", name="Templates")
    expect(gallery.locator(".tpl-note")).to_contain_text("Templates need a connection")
    expect(gallery.get_by_role("alert")).to_have_count(0)
    gallery.get_by_role("button", name="Cancel").click()
    expect(form).to_be_visible()


def test_the_gallery_seen_once_opens_offline(make_app, server):
    app = make_app()
    app.open()
    page = app.page
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)
    form, gallery = open_gallery_from_the_form(app)
    page.wait_for_function(
        "caches.open('ripple-data-v1').then((c) => c.match('/api/v1/templates')).then((r) => !!r)", polling=200)
    gallery.get_by_role("button", name="Cancel").click()
    form.get_by_role("button", name="Cancel").click()
    expect(form).to_be_hidden()
    server.stop()
    try:
        page.reload()
        app.wait_ready()
        form, gallery = open_gallery_from_the_form(app)
        row(gallery, "Floss").click()
        expect(form.locator(".name-input")).to_have_value("Floss")
    finally:
        server.start()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_gallery_screenshots_and_axe(make_app, server, scheme, size):
    app = make_app(color_scheme=scheme, viewport={"width": size[0], "height": size[1]})
    app.open()
    page = app.page
    page.locator("#fab").click()
    form = page.get_by_role("dialog", name="New Habit")
    expect(form).to_be_visible()
    animations_done(page)
    app.screenshot(f"template-entry-{scheme}-{size[0]}")
    form.get_by_role("button", name="Start from a template").click()
    gallery = page.get_by_role("dialog", name="Templates")
    expect(gallery.locator(".tpl-row")).to_have_count(28)
    animations_done(page)
    app.screenshot(f"template-gallery-{scheme}-{size[0]}")
    assert axe_blocking(page) == []
    row(gallery, "Drink water").click()
    expect(gallery).to_be_hidden()
    animations_done(page)
    app.screenshot(f"template-filled-{scheme}-{size[0]}")
    assert axe_blocking(page) == []
