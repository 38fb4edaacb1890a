"""The upgrade modal: it opens from each trigger, hands the purchase to
the operator's page, and a pasted licence (signed by the test key the server trusts, see
Tests/licences.py) unlocks Premium at once; "Restore Purchase" finds a stored licence or says
there is none; a bad licence shows the failure view with "Try again"."""

import re

import licences
import pytest
from helpers import add_days, animations_done, axe_blocking
from playwright.sync_api import expect


def upgrade_dialog(page):
    dialog = page.get_by_role("dialog", name="Go Premium")
    expect(dialog).to_be_visible()
    return dialog


def open_profile(app):
    app.open("/#/profile")
    page = app.page
    expect(page.get_by_role("heading", name="Profile", exact=True)).to_be_visible()
    page.wait_for_function("getComputedStyle(document.getElementById('view-profile')).visibility === 'visible'")
    return page


def five_habits(server):
    for name in ["Walk", "Read", "Water", "Stretch", "Journal"]:
        server.create_habit(name)


def test_sixth_habit_opens_the_modal_and_a_pasted_licence_unlocks_it_at_once(app, server):
    five_habits(server)
    app.open()
    page = app.page
    expect(app.card("Journal")).to_be_visible()
    page.get_by_role("button", name="Add habit").click()
    dialog = upgrade_dialog(page)
    expect(dialog).to_contain_text("The free plan includes 5 active habits.")
    expect(dialog).to_contain_text("Currently: 5 habits")
    expect(page.get_by_role("dialog", name="New Habit")).to_have_count(0)
    dialog.get_by_label("Already have a licence? Paste it here").fill(licences.issue("premium"))
    dialog.get_by_role("button", name="Apply licence").click()
    expect(dialog.get_by_role("heading", name="Welcome to Premium!")).to_be_visible()
    dialog.get_by_role("button", name="Get Started").click()
    expect(dialog).to_be_hidden()
    page.get_by_role("button", name="Add habit").click()
    sheet = page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    sheet.get_by_label("Habit Name").fill("Sixth")
    sheet.get_by_role("button", name="Create Habit").click()
    expect(app.card("Sixth")).to_be_visible()
    app.writes_idle()
    assert server.api("GET", "/api/v1/licence", expect=200)[1]["tier"] == "premium"


def habit_since(server, name, days_ago):
    today = server.today()["day"]
    return server.api("POST", f"/api/v1/habits?day={add_days(today, -days_ago)}", {"name": name}, expect=201)[1]


def test_a_locked_range_and_a_premium_badge_open_the_modal(app, server):
    walk = habit_since(server, "Walk", 20)
    read = habit_since(server, "Read", 20)
    today = server.today()["day"]
    for d in range(1, 15):
        server.check_in(walk["id"], add_days(today, -d))
        if d % 2:
            server.check_in(read["id"], add_days(today, -d))
    app.open("/#/stats")
    page = app.page
    month = page.locator(".overview .range-opt", has_text="Month")
    expect(month).to_have_attribute("aria-label", "Month, Premium")
    month.click()
    page.locator(".overview .premium-note").get_by_role("button", name="Upgrade").click()
    dialog = upgrade_dialog(page)
    expect(dialog).to_contain_text("Monthly, yearly and all-time statistics are part of Premium.")
    expect(dialog).to_contain_text("Currently: the last 7 days")
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()
    page.locator(".overview .insights-locked .premium-badge").first.click()
    expect(upgrade_dialog(page)).to_contain_text("Advanced insights are part of Premium.")


def test_profile_button_chooses_a_plan_and_hands_off_to_the_purchase_page(app, server):
    page = open_profile(app)
    member = page.locator(".member")
    expect(member).to_contain_text("0 of 5 habits used")
    member.get_by_role("button", name="Upgrade to Premium").click()
    dialog = upgrade_dialog(page)
    plans = dialog.get_by_role("radiogroup", name="Choose a plan")
    premium = plans.get_by_role("radio", name=re.compile("^Most Popular Premium"))
    plus = plans.get_by_role("radio", name=re.compile("^Yearly Premium\\+"))
    expect(premium).to_have_attribute("aria-checked", "true")
    expect(dialog.get_by_role("button", name="Continue with Premium")).to_be_visible()
    plus.click()
    expect(plus).to_have_attribute("aria-checked", "true")
    expect(premium).to_have_attribute("aria-checked", "false")
    expect(plus).to_have_class(re.compile("is-selected"))
    with page.expect_popup() as popup:
        dialog.get_by_role("button", name="Continue with Premium+").click()
    assert popup.value.url.endswith("/?purchase=test&plan=premium-plus"), popup.value.url
    popup.value.close()
    expect(dialog.get_by_role("status").filter(has_text="The purchase page opened in a new tab")).to_be_visible()
    expect(dialog.get_by_label("Already have a licence? Paste it here")).to_be_focused()
    expect(dialog).to_contain_text("Terms of Service")
    expect(dialog).to_contain_text("Privacy Policy")
    expect(dialog).to_contain_text("does not renew by itself")


def test_restore_says_there_is_no_purchase_then_finds_the_stored_licence(app, server):
    page = open_profile(app)
    page.locator(".member").get_by_role("button", name="Upgrade to Premium").click()
    dialog = upgrade_dialog(page)
    dialog.get_by_role("button", name="Restore Purchase").click()
    expect(dialog.get_by_text("No previous purchase found")).to_be_visible()
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()
    # A licence is stored, but the plan cached beside it says Free (as after `--plans choose`).
    server.api("POST", "/api/v1/licence", {"licence": licences.issue("premium-plus")}, expect=200)
    server.api("PUT", "/api/v1/plan", {"tier": "free"}, expect=200)
    page = open_profile(app)
    page.reload()
    expect(page.locator(".member")).to_contain_text("Free Plan")
    page.locator(".member").get_by_role("button", name="Upgrade to Premium").click()
    dialog = upgrade_dialog(page)
    dialog.get_by_role("button", name="Restore Purchase").click()
    expect(dialog.get_by_role("heading", name="Welcome to Premium+!")).to_be_visible()
    expect(dialog).to_contain_text("Active until 2027-11-18")
    dialog.get_by_role("button", name="Get Started").click()
    member = page.locator(".member")
    expect(member).to_contain_text("Premium+")
    expect(member).to_contain_text("Active until 2027-11-18")


def test_a_bad_licence_shows_the_failure_and_try_again_keeps_the_text(app, server):
    page = open_profile(app)
    page.locator(".member").get_by_role("button", name="Upgrade to Premium").click()
    dialog = upgrade_dialog(page)
    forged = licences.issue("premium", private_key=licences.stranger_key())
    field = dialog.get_by_label("Already have a licence? Paste it here")
    field.fill(forged)
    dialog.get_by_role("button", name="Apply licence").click()
    expect(dialog.get_by_role("heading", name="That did not work")).to_be_visible()
    expect(dialog).to_contain_text("not signed by a key this server trusts")
    dialog.get_by_role("button", name="Try again").click()
    expect(field).to_be_visible()
    expect(field).to_have_value(forged)
    expect(page.locator(".member")).to_contain_text("Free Plan")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_and_axe(make_app, server, scheme):
    five_habits(server)
    app = make_app(color_scheme=scheme)
    page = open_profile(app)
    expect(page.locator(".member")).to_contain_text("5 of 5 habits used")
    page.locator(".member").get_by_role("button", name="Upgrade to Premium").click()
    dialog = upgrade_dialog(page)
    animations_done(page)
    app.screenshot(f"upgrade-{scheme}")
    assert axe_blocking(page) == []
    dialog.get_by_label("Already have a licence? Paste it here").fill(licences.issue("premium-plus"))
    dialog.get_by_role("button", name="Apply licence").click()
    expect(dialog.get_by_role("heading", name="Welcome to Premium+!")).to_be_visible()
    animations_done(page)
    app.screenshot(f"upgrade-success-{scheme}")
    dialog.get_by_role("button", name="Get Started").click()
    expect(page.locator(".member")).to_contain_text("Active until 2027-11-18")
    animations_done(page)
    app.screenshot(f"upgrade-member-plus-{scheme}")


def test_reduced_motion_stills_the_modal(make_app, server):
    app = make_app(reduced_motion="reduce")
    page = open_profile(app)
    page.locator(".member").get_by_role("button", name="Upgrade to Premium").click()
    dialog = upgrade_dialog(page)
    for selector in [".up-header", ".up-hero", ".up-sparkles span", ".up-feature"]:
        assert dialog.locator(selector).first.evaluate("e => getComputedStyle(e).animationName") == "none", selector
    dialog.get_by_label("Already have a licence? Paste it here").fill(licences.issue("premium"))
    dialog.get_by_role("button", name="Apply licence").click()
    expect(dialog.get_by_role("heading", name="Welcome to Premium!")).to_be_visible()
    expect(dialog.locator("canvas")).to_have_count(0)  # no confetti


def test_custom_colour_opens_the_modal_on_free_and_saves_after_a_licence(app, server):
    # A custom colour is Premium; the plan is meta's customColors.
    app.open()
    page = app.page
    page.get_by_role("button", name="Add habit").click()
    sheet = page.get_by_role("dialog", name="New Habit")
    expect(sheet).to_be_visible()
    sheet.get_by_label("Habit Name").fill("Paint")
    chooser = sheet.get_by_label("Custom colour", exact=True)
    expect(chooser).to_be_hidden()
    lock = sheet.get_by_role("button", name="Custom colour: Premium, see what it unlocks")
    expect(lock).to_contain_text("Premium")
    lock.click()
    dialog = upgrade_dialog(page)
    expect(dialog).to_contain_text("Custom colours are part of Premium.")
    dialog.get_by_label("Already have a licence? Paste it here").fill(licences.issue("premium"))
    dialog.get_by_role("button", name="Apply licence").click()
    expect(dialog.get_by_role("heading", name="Welcome to Premium!")).to_be_visible()
    dialog.get_by_role("button", name="Get Started").click()
    expect(dialog).to_be_hidden()
    expect(lock).to_be_hidden()
    chooser.fill("#123456")
    expect(sheet.locator(".custom-color")).to_have_class(re.compile(r"\bis-custom\b"))
    sheet.get_by_role("button", name="Create Habit").click()
    expect(app.card("Paint")).to_be_visible()
    app.writes_idle()
    habits = server.api("GET", "/api/v1/habits", expect=200)[1]
    habits = habits.get("habits", habits) if isinstance(habits, dict) else habits
    assert [h["color"].upper() for h in habits if h["name"] == "Paint"] == ["#123456"]


def test_the_paywall_promises_only_what_the_plans_give_today(app, server):
    page = open_profile(app)
    page.locator(".member").get_by_role("button", name="Upgrade to Premium").click()
    dialog = upgrade_dialog(page)
    text = dialog.inner_text()
    for promise in ("Best Value", "cloud sync", "AI-powered", "Future", "Priority support", "Exclusive themes",
                    "Early access"):
        assert promise.lower() not in text.lower(), promise
    # The app's spelling is British: colour, never color.
    assert "color" not in text.lower(), text
    assert "colour" in text.lower()
    plans = dialog.get_by_role("radiogroup", name="Choose a plan").get_by_role("radio")
    expect(plans).to_have_count(2)
    heights = {p.evaluate("(e) => e.offsetHeight") for p in plans.all()}  # laid out, not as scaled
    assert len(heights) == 1, heights
    plans.nth(1).click()
    heights = {p.evaluate("(e) => e.offsetHeight") for p in plans.all()}  # laid out, not as scaled
    assert len(heights) == 1, heights
