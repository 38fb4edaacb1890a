"""Small things on Today and around it: the date title never leaves the day number alone on a
line; the Perfect Day modal plays once a day; "Add a note" on a day not logged yet lets a note be
written and says what it needs; toasts stand out against dark cards; streaks are drawn with the
app's SVG icons, not emoji."""

import re

import pytest

from playwright.sync_api import expect

from helpers import add_days

EMOJI = re.compile("[\U0001F300-\U0001FAFF\u2600-\u27BF]")

WORD_LINES = """(el) => {
  const words = [];
  const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    for (const m of node.textContent.matchAll(/\\S+/g)) {
      const r = document.createRange();
      r.setStart(node, m.index);
      r.setEnd(node, m.index + m[0].length);
      words.push({ word: m[0], top: Math.round(r.getClientRects()[0].top) });
    }
  }
  return words;
}"""


def test_the_date_title_keeps_month_and_day_together(app, server):
    habit = server.create_habit("Walk", icon="walk")
    server.check_in(habit["id"], add_days(server.today()["day"], -1))
    app.open()
    expect(app.page.locator(".streak-badge")).to_be_visible()
    words = app.page.locator("#today-title").evaluate(WORD_LINES)
    assert len(words) >= 3, words
    assert words[-1]["top"] == words[-2]["top"], words


def test_the_perfect_day_modal_plays_once_a_day(app, server):
    server.create_habit("Walk", icon="walk")
    app.open()
    page = app.page
    hit = app.card("Walk").locator(".card-hit")
    hit.click()
    modal = page.get_by_role("dialog", name="Perfect Day!")
    expect(modal).to_be_visible()
    expect(modal.locator(".perfect-streak svg")).to_have_count(1)
    assert not EMOJI.search(modal.inner_text())
    modal.get_by_role("button", name=re.compile("Continue|Close|OK|Awesome", re.I)).first.click()
    expect(modal).to_have_count(0)
    hit.click()  # un-tick
    app.writes_idle()
    hit.click()  # and tick again, the same day
    app.writes_idle()
    expect(app.card("Walk").locator(".card")).to_have_class(re.compile("is-done"))
    expect(page.get_by_role("dialog", name="Perfect Day!")).to_have_count(0)


def test_a_note_can_be_written_on_a_day_not_logged_yet(app, server):
    habit = server.create_habit("Walk", icon="walk")
    app.open()
    page = app.page
    app.card("Walk").locator(".card-chev").click()
    page.get_by_role("button", name="Add a note").click()
    sheet = page.locator(".entry-sheet")
    note = sheet.get_by_label("Note")
    expect(note).to_be_enabled()
    expect(note).to_be_focused()
    expect(sheet.locator(".field-hint")).to_contain_text("choose Done, Skipped or Missed")
    note.fill("Felt good")
    expect(sheet.get_by_role("button", name="Save")).to_be_disabled()
    sheet.get_by_role("radio", name="Done").click()
    sheet.get_by_role("button", name="Save").click()
    expect(sheet).to_be_hidden()
    app.writes_idle()
    assert server.card(habit["id"])["today"]["note"] == "Felt good"


def luminance(rgb):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def rgb(css):
    return tuple(int(x) for x in re.findall(r"\d+", css)[:3])


def test_a_toast_stands_out_against_dark_cards(make_app, server):
    server.create_habit("Walk", icon="walk")
    app = make_app(color_scheme="dark")
    app.open()
    page = app.page
    card_bg = app.card("Walk").locator(".card").evaluate("(e) => getComputedStyle(e).backgroundColor")
    page.evaluate("import('/js/components/ui.js').then((m) => m.toast('Saved'))")
    toast = page.locator(".toast")
    expect(toast).to_be_visible()
    toast_bg = toast.evaluate("(e) => getComputedStyle(e).backgroundColor")
    a, b = sorted([luminance(rgb(card_bg)), luminance(rgb(toast_bg))])
    assert (b + 0.05) / (a + 0.05) >= 3, (card_bg, toast_bg)


def test_streak_lines_use_the_icon_set_not_emoji(app, server):
    habit = server.create_habit("Walk", icon="walk")
    server.check_in(habit["id"], add_days(server.today()["day"], -1))
    app.open()
    streak = app.card("Walk").locator(".card-streak")
    expect(streak).to_be_visible()
    expect(streak).to_have_text("1 day streak")
    expect(streak.locator("svg")).to_have_count(1)
    assert not EMOJI.search(app.page.locator(".today-list").inner_text())


def test_unticking_and_ticking_again_keeps_the_days_note_and_mood(app, server):
    habit = server.create_habit("Gym", icon="run")
    server.check_in(habit["id"], server.today()["day"], note="Leg day, new PR on squats", mood="great")
    app.open()
    hit = app.card("Gym").locator(".card-hit")
    expect(hit).to_have_attribute("aria-pressed", "true")
    hit.click()  # un-tick
    expect(hit).to_have_attribute("aria-pressed", "false")
    app.writes_idle()
    hit.click()  # and tick again
    expect(hit).to_have_attribute("aria-pressed", "true")
    app.writes_idle()
    app.card("Gym").locator(".card-chev").click()
    page = app.page
    page.get_by_role("button", name="Edit note").click()
    sheet = page.locator(".entry-sheet")
    expect(sheet.get_by_label("Note")).to_have_value("Leg day, new PR on squats")
    expect(sheet.get_by_role("button", name="Great")).to_have_attribute("aria-pressed", "true")


def test_the_mood_faces_run_from_a_grin_to_a_frown(app, server):
    """Only "Okay" is neutral: "Good" smiles."""
    server.create_habit("Walk", icon="walk")
    app.open()
    app.card("Walk").locator(".card-chev").click()
    app.page.get_by_role("button", name="Add a note").click()
    sheet = app.page.locator(".entry-sheet")
    faces = {name: sheet.get_by_role("button", name=name, exact=True).inner_text() for name in ("Great", "Good", "Okay", "Bad")}
    assert faces == {"Great": "😄", "Good": "🙂", "Okay": "😐", "Bad": "😞"}, faces
