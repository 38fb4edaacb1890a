"""The coach in private mode (issue 50), on a real accounts server and its real database: the goal
is checked and its roadmap planned on the device by the engine's planner (no check or preview
reaches the server), and what the journey keeps (the goal, why it matters, what got in the way,
the roadmap's wording, the person's own steps, a week's reflection) is sealed before it is sent,
so no table and no backup holds any of it; the app shows the words (a regenerated roadmap, the
week's review and the next stage too), another device reads them once unlocked, and a goal set
before private mode is sealed when it turns on and opened when it turns off."""

import base64
import datetime
import json
import re

from playwright.sync_api import expect

import testclock
from conftest import App
from test_coach_flow import backdate_goal_creation
from test_accounts import accounts_server, clean_data, email, onboarding_done, sign_in  # noqa: F401 (fixtures)
from test_private_mode import (  # noqa: F401 (fixtures)
    PASSPHRASE,
    backup_text,
    close_privacy,
    database_text,
    leaked,
    postgres_accounts_server,
    store_server,
    turn_on,
)

# Words no code or fixture of Ripple contains: found anywhere on the server, they leaked.
WHAT = "Meditate 10 minutes a day in the Fernwhistle garden"
WHY = "Calm mornings before Bramblecourt"
OTHER = "Shifts at Quillmoor"
MINE = "Sit by the Lanternfell window"
LATER = "Breathe on the Cinderhollow bench"
MARKERS = ["Fernwhistle", "Bramblecourt", "Quillmoor", "Lanternfell", "Cinderhollow"]



def private_app(new_context, server, address):
    """`address` signed in on a new device that turns private mode on."""
    app = App(new_context().new_page(), server)
    app.page.goto(server.base_url + "/")
    sign_in(app.page, address)
    app.wait_ready()
    turn_on(app.page)
    close_privacy(app.page)
    return app


def through_the_wizard(layer):
    """The goal, why, a timeline and what got in the way before, to the roadmap's preview."""
    expect(layer.get_by_role("note")).to_have_text(
        "Private mode: the coach plans on this device, and your goal, your answers and your plan reach Ripple’s server sealed."
    )
    layer.get_by_label("Your goal").fill(WHAT)
    layer.get_by_role("button", name="Next").click()
    skip = layer.get_by_role("button", name="Skip this question")
    expect(skip.or_(layer.locator(".wiz-progress").filter(has_text="2 of 4"))).to_be_visible()
    if skip.is_visible():
        skip.click()
    expect(layer.locator(".wiz-progress")).to_have_text("2 of 4")
    layer.get_by_label("Why it matters").fill(WHY)
    layer.get_by_role("button", name="Next").click()
    layer.get_by_text("8 weeks").click()
    layer.get_by_role("button", name="Next").click()
    keep = layer.get_by_role("button", name="Keep my timeline")
    expect(keep.or_(layer.locator(".wiz-progress").filter(has_text="4 of 4"))).to_be_visible()
    if keep.is_visible():
        keep.click()
    layer.get_by_text("Yes, I have tried before").click()
    layer.get_by_text("Something else").click()
    layer.get_by_label("In your words").fill(OTHER)
    layer.get_by_role("button", name="Create my roadmap").click()
    expect(layer.get_by_role("heading", name="Your roadmap")).to_be_visible()


def test_the_coach_plans_on_the_device_and_seals_every_word_it_keeps(new_context, store_server):
    server = store_server
    address = email("private-coach")
    cookie = server.register(address)
    first = private_app(new_context, server, address)
    page = first.page
    sent = []
    page.on("request", lambda r: sent.append((r.method, r.url.split("/api/v1")[-1].split("?")[0])))

    page.evaluate("location.hash = '#/coach/new'")
    layer = page.locator(".coach")
    through_the_wizard(layer)
    # The preview is the engine's, on this device: about the goal as the person wrote it.
    expect(layer.locator(".cw-preview")).to_contain_text("Fernwhistle")
    week2 = layer.locator('details[data-week="2"]')
    week2.locator("summary").click()
    week2.get_by_role("button", name="Edit this stage").click()
    week2.get_by_label("What you do each day").fill(MINE)
    week2.get_by_role("button", name="Save stage").click()
    expect(layer.locator('details[data-week="2"] .cw-stage-action')).to_have_text(MINE)
    layer.get_by_role("button", name="Start my journey").click()
    expect(layer.get_by_role("heading", name="Welcome to your journey")).to_be_visible()
    first.writes_idle()
    asked = {path for method, path in sent if method == "POST"}
    assert "/goals/check" not in asked and "/goals/preview" not in asked, sent
    assert "/goals" in asked, sent

    # Nothing the person wrote, nor the plan's wording, is on the server, nor in its backup.
    assert leaked(database_text(server), MARKERS) == []
    assert leaked(backup_text(server, cookie), MARKERS) == []
    status, listed, _ = server.call("GET", "/api/v1/goals", cookie=cookie)
    assert status == 200, listed
    goal = listed["goals"][0]
    assert re.fullmatch(r"Private goal [0-9A-F]{8}", goal["title"]), goal["title"]
    assert goal["state"]["roadmaps"][0]["domain"] == "general"
    # The app shows the words: the journey's title and stages, and the habit on Today.
    page.evaluate(f"location.hash = '#/coach/goal/{goal['id']}'")
    expect(layer.get_by_text(WHAT).first).to_be_visible()
    expect(layer.locator(".cw-journey")).to_contain_text(MINE)
    expect(layer.locator(".cw-journey")).not_to_contain_text("Private roadmap")
    first.screenshot("private-coach-journey-" + ("postgres" if getattr(server, "schema", None) else "sqlite"))

    # "Try a different roadmap" is planned on the device too, and sealed the same way.
    stages_before = layer.locator(".cw-journey-stages").inner_text()
    layer.get_by_role("button", name="Try a different roadmap").click()
    expect(layer.locator(".cw-journey-stages")).not_to_have_text(stages_before)
    expect(layer.locator(".cw-journey")).not_to_contain_text("Private roadmap")
    first.writes_idle()
    assert ("POST", f"/goals/{goal['id']}/regenerate") in sent
    assert leaked(database_text(server), MARKERS) == []
    regenerated = server.call("GET", f"/api/v1/goals/{goal['id']}", cookie=cookie)[1]
    assert regenerated["state"]["roadmaps"][0]["variant"] != "standard", regenerated["state"]["roadmaps"][0]
    # A step the person writes into an upcoming stage is sealed too.
    page.evaluate(f"location.hash = '#/coach/goal/{goal['id']}/stage/3'")
    layer.get_by_label("What you do each day").fill(LATER)
    layer.get_by_role("button", name="Save stage").click()
    expect(layer.get_by_text("Saved. Your roadmap is updated.")).to_be_visible()
    first.writes_idle()
    assert leaked(database_text(server), MARKERS) == []
    assert leaked(backup_text(server, cookie), MARKERS) == []
    # Today's card for the goal's habit carries the stage's words, not its token.
    page.evaluate("location.hash = '#/today'")
    expect(page.locator("#view-today")).to_contain_text("Meditate")
    expect(page.locator("#view-today")).not_to_contain_text("Private ")

    # Another device reads the words once it is unlocked.
    second = App(new_context().new_page(), server)
    other = second.page
    other.goto(server.base_url + "/")
    sign_in(other, address)
    expect(other.get_by_role("heading", name="Private mode is on")).to_be_visible(timeout=20_000)
    other.get_by_label("Passphrase").fill(PASSPHRASE)
    other.get_by_role("button", name="Unlock").click()
    second.wait_ready()
    other.evaluate(f"location.hash = '#/coach/goal/{goal['id']}'")
    expect(other.locator(".coach").get_by_text(WHAT).first).to_be_visible(timeout=20_000)
    expect(other.locator(".cw-journey")).not_to_contain_text("Private ")
    expect(other.locator(".cw-journey")).to_contain_text("Cinderhollow")

    # The goal's sealed words with one bit flipped, or another item's words moved onto them, are
    # refused by name, and the journey shows the token rather than wrong words.
    code = goal["title"].rsplit(" ", 1)[1]
    items = {(i["kind"], i["id"]): i["sealed"] for i in server.call("GET", "/api/v1/private/items", cookie=cookie)[1]["items"]}
    other_code = next(i for k, i in items if k == "goal" and i != code)
    flipped = bytearray(base64.b64decode(items[("goal", code)]))
    flipped[-1] ^= 1
    for sealed in (base64.b64encode(bytes(flipped)).decode(), items[("goal", other_code)]):
        changed = {"items": [{"kind": "goal", "id": code, "sealed": sealed}]}
        assert server.call("PUT", "/api/v1/private/items", changed, cookie=cookie)[0] == 200
        other.reload()
        second.wait_ready()
        expect(other.get_by_text(f"The encrypted goal {code} was changed or belongs elsewhere; it was not opened.")).to_be_visible(timeout=20_000)
        other.evaluate(f"location.hash = '#/coach/goal/{goal['id']}'")
        # The goal's own words stay shut: its title is the token (the plan's words are items of
        # their own, and still open).
        expect(other.locator(".coach")).to_contain_text(goal["title"])
        assert leaked(database_text(server), MARKERS) == []
    for a in (first, second):
        assert not a.errors, f"page errors: {a.errors}"


SET_BEFORE = "Read every evening by the Duskmere lamp"
BEFORE_WHY = "Quiet hours for Halloway"
BEFORE_REFLECTION = "A teacup of Wrenfold helped"
BEFORE_MARKERS = ["Duskmere", "Halloway", "Wrenfold"]


def test_a_goal_set_before_private_mode_is_sealed_when_it_turns_on_and_opened_when_it_turns_off(new_context, accounts_server):  # noqa: F811
    server = accounts_server
    address = email("private-coach-before")
    cookie = server.register(address)
    status, goal, _ = server.call("POST", "/api/v1/goals", {"what": SET_BEFORE, "why": BEFORE_WHY, "timelineWeeks": 8}, cookie=cookie)
    assert status == 201, goal
    reflected = server.call("POST", f"/api/v1/goals/{goal['id']}/reflections", {"worked": BEFORE_REFLECTION, "hard": ""}, cookie=cookie)
    assert reflected[0] == 201, reflected
    # The check can fail: before private mode, the words are there in plain.
    assert leaked(database_text(server), BEFORE_MARKERS) == BEFORE_MARKERS
    app = private_app(new_context, server, address)
    page = app.page
    assert leaked(database_text(server), BEFORE_MARKERS) == []
    assert leaked(backup_text(server, cookie), BEFORE_MARKERS) == []
    page.evaluate(f"location.hash = '#/coach/goal/{goal['id']}'")
    layer = page.locator(".coach")
    expect(layer.get_by_text(SET_BEFORE).first).to_be_visible()
    expect(layer.locator(".cw-journey")).not_to_contain_text("Private ")
    page.evaluate("location.hash = '#/today'")
    expect(page.locator("#view-today")).not_to_contain_text("Private ")

    # Turning off writes the words back: the goal, its plan, its habit and its reflection.
    page.locator('.tab[data-tab="profile"]').click()
    page.locator(".privacy-open").click()
    card = page.locator(".private-card")
    card.get_by_role("button", name="Turn off private mode").click()
    card.get_by_label("Passphrase").fill(PASSPHRASE)
    card.get_by_role("button", name="Turn off private mode").click()
    expect(card.locator(".private-state")).to_have_text("Private mode is off.", timeout=30_000)
    assert sorted(leaked(database_text(server), BEFORE_MARKERS)) == sorted(BEFORE_MARKERS)
    status, after, _ = server.call("GET", f"/api/v1/goals/{goal['id']}", cookie=cookie)
    assert after["title"] == SET_BEFORE and after["state"]["goal"]["why"] == BEFORE_WHY
    assert after["state"]["roadmaps"] == goal["state"]["roadmaps"]
    status, reflections, _ = server.call("GET", f"/api/v1/goals/{goal['id']}/reflections", cookie=cookie)
    assert [r["worked"] for r in reflections["reflections"]] == [BEFORE_REFLECTION]
    assert "Private " not in json.dumps(after) + json.dumps(reflections)
    assert not app.errors, f"page errors: {app.errors}"


WORKED = "Sparrowgate mornings"
HARD = "Fogbell evenings"


def test_a_weeks_review_its_reflection_and_the_next_stage_keep_the_words_sealed(new_context, accounts_server):  # noqa: F811
    server = accounts_server
    address = email("private-coach-week")
    cookie = server.register(address)
    today = datetime.date.fromisoformat(testclock.today())
    start = (today - datetime.timedelta(days=today.weekday() + 7)).isoformat()  # last week's Monday
    app = private_app(new_context, server, address)
    page = app.page
    # The goal starts last Monday (the accept carries `?day=`, the API's own pin), so its first week is over.
    backdate_goal_creation(page, start)
    page.evaluate("location.hash = '#/coach/new'")
    layer = page.locator(".coach")
    through_the_wizard(layer)
    layer.get_by_role("button", name="Start my journey").click()
    expect(layer.get_by_role("heading", name="Welcome to your journey")).to_be_visible()
    goal = server.call("GET", "/api/v1/goals", cookie=cookie)[1]["goals"][0]
    assert goal["state"]["goal"]["startDay"] == start
    monday = datetime.date.fromisoformat(start)
    for i in range(goal["currentStage"]["criterion"] + 1):
        day = (monday + datetime.timedelta(days=i)).isoformat()
        status, body, _ = server.call("PUT", f"/api/v1/habits/{goal['habitId']}/checkins/{day}", {"state": "done"}, cookie=cookie)
        assert status == 200, body

    page.evaluate("location.hash = '#/today'")
    app.reload()
    app.wait_ready()
    prompt = page.locator(".coach-card .coach-review")
    expect(prompt).to_be_visible()
    expect(page.locator(".coach-card")).not_to_contain_text("Private ")
    prompt.get_by_role("link", name="See how your week went").click()
    expect(page.locator(".cw-summary")).to_be_visible(timeout=10_000)
    expect(page.locator(".cw-summary")).not_to_contain_text("Private ")
    page.get_by_role("button", name="Review this week").click()
    page.get_by_label("What worked well?").fill(WORKED)
    page.get_by_label("What was challenging?").fill(HARD)
    page.get_by_role("button", name="Save and continue").click()
    expect(page.locator(".cw-summary")).to_be_visible()
    page.get_by_role("button", name=re.compile("Move on to the next stage")).click()
    expect(page.locator(".cw-nextstage")).to_be_visible()
    expect(page.locator(".cw-nextstage")).not_to_contain_text("Private ")
    app.writes_idle()
    assert server.call("GET", f"/api/v1/goals/{goal['id']}", cookie=cookie)[1]["currentIndex"] == 1
    markers = MARKERS + ["Sparrowgate", "Fogbell"]
    assert leaked(database_text(server), markers) == []
    assert leaked(backup_text(server, cookie), markers) == []
    reflections = server.call("GET", f"/api/v1/goals/{goal['id']}/reflections", cookie=cookie)[1]["reflections"]
    assert [r["worked"][:16] for r in reflections] == ["Private roadmap "], reflections
    page.get_by_role("link", name="Continue").click()
    expect(page.locator(".coach-card .coach-card-stage")).to_contain_text("Week 2")
    expect(page.locator(".coach-card")).not_to_contain_text("Private ")
    assert not app.errors, f"page errors: {app.errors}"
