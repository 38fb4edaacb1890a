"""Warm start: the app opened again on a device that has seen Today draws it at once from what the
device kept, marked as refreshing, while the server is asked; the server's answer then takes its
place. Under the app lock nothing is kept, so nothing is drawn before the unlock."""

from playwright.sync_api import expect

from helpers import next_frame


def hold_today(page):
    """Holds every GET /api/v1/today until `release()`; returns (held, release). (The service
    worker is blocked in these contexts, so the page's own requests are the ones held.)"""
    held, released = [], []

    def handle(route):
        if released:
            route.continue_()
        else:
            held.append(route)

    page.route("**/api/v1/today", handle)

    def release():
        released.append(True)
        for route in held:
            route.continue_()

    return held, release


def test_a_warm_start_draws_today_from_the_device_then_takes_the_servers_answer(make_app, server):
    first = server.create_habit("Kept on the device")
    app = make_app(service_workers="block")
    app.open()
    expect(app.card("Kept on the device")).to_be_visible()

    # Meanwhile another device checks the habit in and adds one.
    server.check_in(first["id"], server.today()["day"])
    server.create_habit("Added elsewhere")
    page = app.page
    held, release = hold_today(page)
    page.reload(wait_until="commit")

    main = page.locator("#main")
    expect(app.card("Kept on the device")).to_be_visible()
    expect(main).to_have_attribute("aria-busy", "true")
    expect(app.card("Kept on the device").locator(".card-hit")).to_have_attribute("aria-pressed", "false")
    expect(app.card("Added elsewhere")).to_have_count(0)
    expect(page.locator("#splash")).to_have_count(0)
    assert held, "Today was drawn before the server was asked"
    assert page.evaluate("window.__rippleReady") is None, "ready before the server answered"

    release()
    expect(app.card("Added elsewhere")).to_be_visible()
    expect(app.card("Kept on the device").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    expect(main).not_to_have_attribute("aria-busy", "true")
    app.wait_ready()


# Records whether the splash's particle canvas was ever put in the page.
PARTICLES_PROBE = """new MutationObserver((records) => {
  for (const r of records) for (const n of r.addedNodes) if (n.classList?.contains('splash-fx')) window.particlesDrawn = true;
}).observe(document, { childList: true, subtree: true });"""


def test_a_warm_start_skips_the_splash_particles_a_first_start_shows(make_app, server):
    server.create_habit("Quick to draw")
    app = make_app(service_workers="block")
    app.page.add_init_script(PARTICLES_PROBE)
    app.open()
    expect(app.card("Quick to draw")).to_be_visible()
    assert app.page.evaluate("window.particlesDrawn") is True, "a first start shows the particles"
    app.page.reload()
    expect(app.card("Quick to draw")).to_be_visible()
    app.wait_ready()
    assert app.page.evaluate("window.particlesDrawn") is None, "a warm start drew the particles"


def test_a_kept_today_of_another_day_is_not_drawn(make_app, server):
    server.create_habit("Yesterday's copy")
    app = make_app(service_workers="block")
    app.open()
    page = app.page
    page.evaluate("""() => {
        const kept = JSON.parse(localStorage.getItem('ripple.today'));
        kept.day = '2001-01-01';
        localStorage.setItem('ripple.today', JSON.stringify(kept));
    }""")
    held, release = hold_today(page)
    page.reload(wait_until="commit")
    # The shell is up (its tab bar) and has had its frames to draw a kept Today: it drew none.
    expect(page.get_by_role("navigation", name="Main")).to_be_attached()
    next_frame(page)
    next_frame(page)
    expect(page.locator(".card-wrap")).to_have_count(0)
    assert held
    release()
    expect(app.card("Yesterday's copy")).to_be_visible()
