"""The habit form as a careful user meets it: the plan's category limit shows before a category is
named or coloured, the new category's placeholder never suggests a name that is taken, one Cancel
on the sheet whatever is open in it, and every label in one case (sentence case)."""

import re

from playwright.sync_api import expect


def open_add(app):
    app.page.locator("#fab").click()
    sheet = app.page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    return sheet


def test_the_category_limit_shows_before_anything_is_named(app, server):
    server.api("PUT", "/api/v1/plan", {"tier": "free"}, expect=200)
    for name, colour in (("Health", "#10B981"), ("Mind", "#6366F1"), ("Work", "#F59E0B")):
        server.api("POST", "/api/v1/categories", {"name": name, "color": colour}, expect=201)
    reason = server.api("GET", "/api/v1/meta", expect=200)[1]["plan"]["canAddCategory"]["reason"]
    app.open()
    sheet = open_add(app)
    chip = sheet.get_by_role("button", name=re.compile("^New category"))
    expect(chip).to_have_attribute("aria-label", f"New category: {reason}")
    chip.click()
    note = sheet.get_by_role("status").filter(has_text=reason)
    expect(note).to_be_visible()
    expect(note.get_by_role("button", name="See Premium")).to_be_focused()
    expect(sheet.get_by_label("New category name")).to_have_count(0)
    note.get_by_role("button", name="See Premium").click()
    expect(app.page.get_by_role("dialog", name="Go Premium")).to_contain_text("The free plan includes 3 categories.")


def test_under_the_limit_the_form_opens_and_suggests_a_free_name(app, server):
    server.api("POST", "/api/v1/categories", {"name": "Health", "color": "#10B981"}, expect=201)
    app.open()
    sheet = open_add(app)
    sheet.get_by_role("button", name="New category").click()
    field = sheet.get_by_label("New category name")
    expect(field).to_be_visible()
    expect(field).to_have_attribute("placeholder", re.compile(r"^e\.g\., "))
    assert field.get_attribute("placeholder") != "e.g., Health"


def test_one_cancel_on_the_sheet_whatever_is_open(app, server):
    habit = server.create_habit("Walk")
    app.open(f"/#/habit/{habit['id']}")
    app.page.get_by_role("button", name="Edit Habit").click()
    sheet = app.page.get_by_role("dialog", name="Edit Habit")
    expect(sheet).to_be_visible()
    sheet.get_by_role("button", name="New category").click()
    expect(sheet.get_by_label("New category name")).to_be_visible()
    expect(sheet.get_by_role("button", name="Cancel", exact=True)).to_have_count(1)
    expect(sheet.get_by_role("button", name="Save Changes")).to_be_visible()


def test_labels_are_in_one_case(app, server):
    app.open()
    sheet = open_add(app)
    sheet.get_by_role("button", name="New category").click()
    labels = sheet.locator(".field-label, .sub-label, .section-label").evaluate_all(
        "(els) => els.map((e) => [e.innerText.trim(), getComputedStyle(e).textTransform])")
    texts = [t for t, _ in labels if t]
    assert "Habit name" in texts, texts
    for text, transform in labels:
        assert transform == "none", (text, transform)
        words = re.sub(r"\(.*?\)", "", text).split()
        # Sentence case: a capital first word, the rest lower case.
        assert all(w == w.lower() for w in words[1:]), text
