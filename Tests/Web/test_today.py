"""Today: cards, tap toggles (optimistic, reconciled, serialized), persistence, calm mode, rewards."""

import re

from playwright.sync_api import expect

from helpers import add_days, pause_clock


def test_empty_state_invites_the_first_habit(app):
    app.open()
    expect(app.page.get_by_role("heading", name="Start Your Journey")).to_be_visible()
    expect(app.page.get_by_text("Create your first habit and watch your progress grow")).to_be_visible()
    app.page.get_by_role("button", name="Create Habit").click()
    expect(app.page.get_by_role("dialog", name="New Habit")).to_be_visible()


def test_card_shows_name_schedule_week_bar_and_date(app, server):
    server.create_habit("Read", icon="book", schedule={"kind": "times_per_week", "times": 3})
    today = server.today()
    app.open()
    expect(app.page.locator("#today-title")).to_have_text(today["dateTitle"])
    card = app.card("Read")
    expect(card.locator(".card-sched")).to_have_text("3x per week")
    expect(card.locator(".seg")).to_have_count(7)
    expect(card.locator(".week-num")).to_have_text("0 / 3")
    expect(card.locator(".week-suffix")).to_have_text("this week")
    expect(card.locator(".card-hit")).to_have_attribute("aria-label", "Read, 0 of 3 completed this week, not done yet today, tap to mark today complete")
    expect(app.page.locator(".summary")).to_contain_text("0/1")


def test_tap_toggles_today_and_updates_week_bar(app, server):
    habit = server.create_habit("Exercise", schedule={"kind": "times_per_week", "times": 3})
    server.create_habit("Not yet")  # keeps the day from becoming perfect (and the modal away)
    app.open()
    card = app.card("Exercise")
    card.locator(".card-hit").click()
    # Optimistic: the change is on screen before the server answers, then reconciled.
    expect(card.locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    expect(card.locator(".week-num")).to_have_text("1 / 3")
    expect(card.locator(".seg.is-today")).to_have_attribute("data-outcome", "done")
    expect(app.page.locator("#announcer")).to_contain_text("Exercise marked complete")
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "done"
    expect(app.page.locator(".ring-text")).to_have_text("1/2")

    card.locator(".card-hit").click()
    expect(card.locator(".week-num")).to_have_text("0 / 3")
    expect(card.locator(".seg.is-today")).to_have_attribute("data-outcome", "none")
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "none"


def test_rapid_taps_end_consistent(app, server):
    habit = server.create_habit("Water")
    server.create_habit("Not yet")
    app.open()
    hit = app.card("Water").locator(".card-hit")
    stamps = []

    def stamped(request):
        if "/checkins/" not in request.url:
            return
        if request.method == "PUT":
            stamps.append(request.post_data_json["updatedAt"])
        elif request.method == "DELETE":
            stamps.append(int(request.url.split("updatedAt=")[1].split("&")[0]))
    app.page.on("request", stamped)

    def taps(count):
        # Taps quicker than any timer of the page: its clock stands still during them, so on a
        # loaded machine no press lasts long enough to become a long press (400 ms of its time),
        # and the taps share one time, which each write's stamp moves past.
        pause_clock(app.page)
        for _ in range(count):
            hit.click(delay=0)
        app.page.clock.resume()
        app.writes_idle()

    taps(5)
    server_state = server.card(habit["id"])["today"]["state"]
    assert server_state == "done"
    expect(hit).to_have_attribute("aria-pressed", "true")
    taps(4)
    assert server.card(habit["id"])["today"]["state"] == "done"
    expect(hit).to_have_attribute("aria-pressed", "true")
    hit.click()
    app.writes_idle()
    assert server.card(habit["id"])["today"]["state"] == "none"
    expect(hit).to_have_attribute("aria-pressed", "false")
    # Writes made while the clock stood still are each stamped later than the one before.
    assert len(stamps) >= 3 and stamps == sorted(set(stamps)), stamps


def test_state_survives_reload_and_server_restart(app, server):
    server.create_habit("Stretch", schedule={"kind": "times_per_week", "times": 2})
    server.create_habit("Not yet")
    app.open()
    app.card("Stretch").locator(".card-hit").click()
    expect(app.card("Stretch").locator(".week-num")).to_have_text("1 / 2")
    app.writes_idle()
    app.reload()
    expect(app.card("Stretch").locator(".week-num")).to_have_text("1 / 2")
    server.restart()
    app.reload()
    expect(app.card("Stretch").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    expect(app.card("Stretch").locator(".week-num")).to_have_text("1 / 2")


def test_numeric_habit_opens_value_sheet(app, server):
    habit = server.create_habit("Pages", icon="book", measure={"kind": "numeric", "target": 30, "unit": "pages", "targetKind": "at_least"})
    server.create_habit("Not yet")
    app.open()
    app.card("Pages").locator(".card-hit").click()
    sheet = app.page.get_by_role("dialog", name="Pages")
    expect(sheet).to_be_visible()
    sheet.get_by_role("button", name="Add 10").click()
    sheet.get_by_role("button", name="Add 5").click()
    expect(sheet.locator("#value-input")).to_have_value("15")
    sheet.get_by_role("button", name="Done").click()
    expect(sheet).to_be_hidden()
    expect(app.card("Pages").locator(".value-text")).to_have_text("15 of 30 pages")
    app.writes_idle()
    card = server.card(habit["id"])
    assert card["today"]["value"] == 15
    assert card["today"]["state"] in ("partial", "done")


def test_menu_offers_yes_no_skip(app, server):
    habit = server.create_habit("Floss", icon="tooth")
    server.create_habit("Not yet")
    app.open()
    card = app.card("Floss")

    def choose(item):
        card.locator(".card-more").click()
        app.page.get_by_role("menuitem", name=item).click()
        app.writes_idle()

    choose("Skip Today")
    assert server.card(habit["id"])["today"]["state"] == "skipped"
    expect(card.locator(".card")).to_have_class(re.compile("is-skipped"))
    choose("Not Done Today")
    assert server.card(habit["id"])["today"]["state"] == "missed"
    choose("Complete")
    assert server.card(habit["id"])["today"]["state"] == "done"
    choose("Clear Today")
    assert server.card(habit["id"])["today"]["state"] == "none"


def test_a_closing_menu_is_gone_at_once_so_the_next_is_the_only_one(app, server):
    # The menu fades out for a moment after a choice; meanwhile it takes no tap, no focus and is
    # no menu to assistive technology, so a menu opened at once is the only one.
    server.create_habit("Floss")
    app.open()
    more = app.card("Floss").locator(".card-more")
    more.click()
    menu = app.page.get_by_role("menu")
    expect(menu).to_have_count(1)
    pause_clock(app.page)  # the faded menu is not taken out of the page meanwhile
    menu.get_by_role("menuitem", name="Skip Today").click()
    expect(menu).to_have_count(0)
    more.click()
    expect(menu).to_have_count(1)
    expect(menu.get_by_role("menuitem", name="Complete")).to_have_count(1)
    app.page.clock.resume()


def test_menu_is_keyboard_operable(app, server):
    server.create_habit("Walk")
    app.open()
    more = app.card("Walk").locator(".card-more")
    more.focus()
    app.page.keyboard.press("Enter")
    expect(app.page.get_by_role("menu")).to_be_visible()
    expect(app.page.get_by_role("menuitem").first).to_be_focused()
    app.page.keyboard.press("ArrowDown")
    expect(app.page.get_by_role("menuitem", name="Add Note")).to_be_focused()
    app.page.keyboard.press("Escape")
    expect(app.page.get_by_role("menu")).to_be_hidden()
    expect(more).to_be_focused()


def test_calm_mode_sinks_completed_and_hides_streaks(app, server):
    server.settings(celebrations="off")
    first = server.create_habit("Alpha")
    server.create_habit("Beta")
    server.create_habit("Gamma")
    today = server.today()["day"]
    server.check_in(first["id"], add_days(today, -1))
    app.open()
    assert app.card_names() == ["Alpha", "Beta", "Gamma"]
    expect(app.page.locator(".grace")).to_have_count(0)
    expect(app.page.locator(".streak-badge")).to_have_count(0)
    app.card("Alpha").locator(".card-hit").click()
    expect(app.page.locator(".today-list .card-name").last).to_have_text("Alpha")
    assert app.card_names() == ["Beta", "Gamma", "Alpha"]
    app.writes_idle()
    expect(app.card("Alpha").locator(".card-streak")).to_be_hidden()
    expect(app.page.locator("canvas.fx-canvas")).to_have_count(0)
    for name in ("Beta", "Gamma"):
        app.card(name).locator(".card-hit").click()
    expect(app.page.locator(".calm-done")).to_contain_text("All habits completed for today.")
    expect(app.page.locator(".calm-done")).to_contain_text("Well done. See you tomorrow.")
    expect(app.page.locator(".perfect-layer")).to_have_count(0)


def test_grace_banner_when_streak_at_risk(make_app, server):
    habit = server.create_habit("Journal", icon="journal")
    server.create_habit("Not yet")
    today = server.today()["day"]
    server.check_in(habit["id"], add_days(today, -2))
    server.check_in(habit["id"], add_days(today, -1))
    # The banner helps once the grace window runs out: 22:30 in the user's zone.
    server.settings(timeZone="Etc/GMT-12")
    card = server.card(habit["id"])
    app = make_app(timezone_id="Etc/GMT-12")
    app.open()
    assert card["streak"]["atRisk"]  # two days done, today still open
    banner = app.page.locator(".grace")
    expect(banner).to_contain_text("Streak at risk!")
    expect(banner).to_contain_text("Journal")
    expect(app.card("Journal").locator(".card-streak")).to_have_text(f"{card['streak']['current']} day streak")
    app.card("Journal").locator(".card-hit").click()
    expect(app.card("Journal").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    app.writes_idle()
    expect(app.page.locator(".grace")).to_have_count(0)


def test_rewards_particles_goal_shimmer_and_perfect_day(app, server):
    server.create_habit("Meditate", icon="lotus", schedule={"kind": "times_per_week", "times": 1})
    app.open()
    app.card("Meditate").locator(".card-hit").click()
    expect(app.page.locator("canvas.fx-canvas").first).to_be_attached()
    expect(app.card("Meditate").locator(".card")).to_have_class(re.compile("shimmer"))
    modal = app.page.get_by_role("dialog", name="Perfect Day!")
    expect(modal).to_be_visible()
    expect(modal).to_contain_text("You completed all your habits for")
    modal.get_by_role("button", name="Awesome!").click()
    expect(app.page.locator(".perfect-layer")).to_have_count(0)


def test_milestone_overlay_auto_dismisses(app, server):
    habit = server.create_habit("Run", icon="run")
    server.create_habit("Not yet")
    today = server.today()["day"]
    server.check_in(habit["id"], add_days(today, -2))
    server.check_in(habit["id"], add_days(today, -1))
    app.open()
    app.card("Run").locator(".card-hit").click()
    overlay = app.page.locator(".milestone")
    expect(overlay).to_be_visible()
    expect(overlay).to_contain_text("3")
    app.screenshot("milestone-light")
    expect(overlay).to_have_count(0, timeout=4000)


def test_reduced_motion_renders_no_particle_canvas(make_app, server):
    server.create_habit("Calm breath", schedule={"kind": "times_per_week", "times": 2})
    server.create_habit("Not yet")
    app = make_app(reduced_motion="reduce")
    app.open()
    app.page.evaluate("""() => { window.__canvases = 0; new MutationObserver(ms => { for (const m of ms) for (const n of m.addedNodes) if (n.nodeName === 'CANVAS') window.__canvases++; }).observe(document.body, {childList: true, subtree: true}); }""")
    app.card("Calm breath").locator(".card-hit").click()
    app.writes_idle()
    expect(app.card("Calm breath").locator(".week-num")).to_have_text("1 / 2")
    assert app.page.evaluate("window.__canvases") == 0
    assert app.page.locator("canvas").count() == 0


def test_subtle_celebrations_skip_particles_and_modal(app, server):
    server.settings(celebrations="subtle")
    server.create_habit("Only one")
    app.open()
    app.page.evaluate("""() => { window.__canvases = 0; new MutationObserver(ms => { for (const m of ms) for (const n of m.addedNodes) if (n.nodeName === 'CANVAS') window.__canvases++; }).observe(document.body, {childList: true, subtree: true}); }""")
    app.card("Only one").locator(".card-hit").click()
    expect(app.page.locator(".toast")).to_contain_text("Perfect Day!")
    expect(app.page.locator(".perfect-layer")).to_have_count(0)
    assert app.page.evaluate("window.__canvases") == 0


def test_haptics_follow_the_setting(make_app, server):
    habit = server.create_habit("Buzz")
    server.create_habit("Not yet")
    script = "window.__vibrations = []; Object.defineProperty(navigator, 'vibrate', { value: (p) => { window.__vibrations.push(p); return true; }, configurable: true });"
    app = make_app()
    app.page.add_init_script(script)
    app.open()
    app.card("Buzz").locator(".card-hit").click()
    app.page.wait_for_function("window.__vibrations.length >= 1")
    app.writes_idle()
    server.settings(haptics=False)
    server.api("DELETE", f"/api/v1/habits/{habit['id']}/checkins/{server.today()['day']}", expect=200)
    quiet = make_app()
    quiet.page.add_init_script(script)
    quiet.open()
    hit = quiet.card("Buzz").locator(".card-hit")
    expect(hit).to_have_attribute("aria-pressed", "false")
    hit.click()
    expect(hit).to_have_attribute("aria-pressed", "true")
    quiet.writes_idle()
    assert quiet.page.evaluate("window.__vibrations") == []
