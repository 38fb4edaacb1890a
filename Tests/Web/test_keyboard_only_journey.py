"""A laptop's keyboard alone, no mouse: a habit is made, checked in on Today, Statistics opened and
then the habit's details, with Tab, Shift+Tab, Enter, Space, the arrows and the app's shortcuts;
wherever the focus stops, a ring shows where it is."""

from playwright.sync_api import expect

LAPTOP = {"width": 1280, "height": 800}

# What has the focus, and whether a ring shows it: an outline or a box shadow on the element, or an
# outline on the box it stands for (a card's or a row's hit area rings the card or the row), or on
# the switch drawn after a switch's input.
RING = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return { what: 'body', ring: false };
  const outlined = (e) => { const s = getComputedStyle(e); return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0; };
  const shadowed = (e) => getComputedStyle(e).boxShadow !== 'none';
  const around = [el.parentElement, el.parentElement?.parentElement, el.nextElementSibling, el.querySelector(':scope > .card')];
  const ring = el.matches(':focus-visible') && (outlined(el) || shadowed(el) || around.some((e) => e && outlined(e)));
  const what = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  return { what, ring };
}"""


def ring(page):
    return page.evaluate(RING)


def assert_ring(page):
    seen = ring(page)
    assert seen["ring"], f"no focus ring on {seen['what']}"
    return seen["what"]


def tab_to(page, matches, key="Tab", limit=60):
    """Presses `key` until the focused element matches the selector `matches`, each stop ringed (past
    the page's last stop the focus leaves for the browser's own controls, then comes back)."""
    for _ in range(limit):
        page.keyboard.press(key)
        if ring(page)["what"] != "body":
            assert_ring(page)
        if page.evaluate("(s) => document.activeElement?.matches(s)", matches):
            return
    raise AssertionError(f"{key} never reached {matches}")


def test_make_check_in_and_open_a_habit_with_the_keyboard_alone(make_app, server):
    server.create_habit("Read")  # a second habit: checking the new one in is no perfect day
    app = make_app(viewport=LAPTOP)
    page = app.page
    app.open()
    expect(page.locator("html")).to_have_attribute("data-shortcuts", "ready")

    # Tab to the add button; Enter opens the New Habit dialog with its name field focused.
    tab_to(page, "#fab")
    page.keyboard.press("Enter")
    sheet = page.get_by_role("dialog", name="New Habit")
    expect(sheet.get_by_label("Habit Name")).to_be_focused()
    assert_ring(page)
    page.keyboard.type("Meditate")
    # Tab through the form to its Save button (each stop ringed), then Space presses it.
    tab_to(page, ".sheet button[type='submit'], .sheet .sheet-save")
    page.keyboard.press("Space")
    expect(sheet).to_be_hidden()
    expect(app.card("Meditate")).to_be_visible()
    expect(page.locator("#fab")).to_be_focused()  # the focus goes back to where it was
    assert_ring(page)

    # Today: Tab to the new habit's check-in toggle, Enter checks it in.
    meditate = next(h for h in server.api("GET", "/api/v1/habits", expect=200)[1]["habits"] if h["name"] == "Meditate")
    tab_to(page, f".card-wrap[data-id='{meditate['id']}'] .card-hit")
    page.keyboard.press("Enter")
    expect(app.card("Meditate").locator(".card-hit")).to_have_attribute("aria-pressed", "true")
    app.writes_idle()
    assert_ring(page)
    assert server.card(meditate["id"])["today"]["state"] == "done"

    # Shift+Tab back to the Statistics tab of the sidebar; Enter opens it.
    tab_to(page, ".tab[data-tab='stats']", key="Shift+Tab")
    page.keyboard.press("Enter")
    expect(page.locator("#view-stats")).to_be_visible()
    expect(page.locator(".tab[data-tab='stats']")).to_have_attribute("aria-current", "page")
    assert_ring(page)

    # Back on Today (1), the arrows move to the habit and Enter opens its details.
    page.keyboard.press("1")
    expect(page.locator("#view-today")).to_be_visible()
    for _ in range(6):
        page.keyboard.press("ArrowDown")
        if page.evaluate("document.activeElement?.querySelector?.('.card-name')?.textContent") == "Meditate":
            break
    assert_ring(page)
    page.keyboard.press("Enter")
    detail = page.get_by_role("dialog", name="Meditate")
    expect(detail).to_be_visible()
    tab_to(page, ".detail button")
    assert page.evaluate("!!document.activeElement.closest('.detail')")
    page.keyboard.press("Escape")
    expect(detail).to_be_hidden()
