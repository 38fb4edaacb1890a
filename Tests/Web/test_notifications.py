"""The service worker and reminders: a push message delivered to the
real service worker through Chromium's DevTools protocol (ServiceWorker.deliverPushMessage) shows
the notification with Complete / Snooze / Skip; the Complete action writes the check-in and says
"Great job! Read completed ✓".

CDP has no way to click a notification's action, so the test dispatches a `notificationclick`
NotificationEvent inside the service worker (Playwright's worker.evaluate) on the notification
the worker showed: the worker's own listener runs, unchanged.

Notifications are read only while none is being shown. Chromium's getNotifications() keeps a
stored notification only if the platform already lists it as displayed (or it was stored after the
read began) and deletes every other one from its database
(content/browser/notifications/platform_notification_context_impl.cc,
DoReadAllNotificationDataForServiceWorkerRegistration): a read that starts between the worker's
showNotification() storing a notification and the platform displaying it loses it for good — it
stays on screen, but no later read lists it. These tests used to poll getNotifications() while the
worker showed a push or an action's answer, and lost one about one run in three. So the harness
waits for the worker's own work to finish instead: for a push, until the worker's
showNotification() for it has resolved (the wrapper below records it); for an action, until the
promise the listener hands to `event.waitUntil` settles. Then it reads. The app itself never reads
its notifications.

Also Profile → Notifications (preferences saved, calendar link rotated) and onboarding's
permission step, which asks the browser only when its toggle is turned on."""

import json
import time
import urllib.error
import urllib.request

import pytest
import testclock
from playwright.sync_api import expect

NOTIFICATIONS = """async () => (await (await navigator.serviceWorker.ready).getNotifications())
  .map(n => ({title: n.title, body: n.body, tag: n.tag, actions: n.actions.map(a => [a.action, a.title])}))"""


def until(page, script, arg=None, timeout=10):
    """Evaluates the async `script` in the page until it answers truthy (each round trip lets the
    worker run; no fixed sleep); returns the answer. wait_for_function does not await promises."""
    deadline = time.monotonic() + timeout
    while True:
        answer = page.evaluate(script, arg)
        if answer:
            return answer
        assert time.monotonic() < deadline, f"timed out waiting for {script}"


def worker_of(page, server):
    """The page's running service worker (Playwright's handle on it)."""
    url = server.base_url + "/sw.js"
    workers = [w for w in page.context.service_workers if w.url == url]
    assert workers, [w.url for w in page.context.service_workers]
    return workers[-1]


# Records, in the worker, the tag of each notification once its showNotification() has resolved,
# i.e. once Chromium has it on display (the worker's code is unchanged; this wraps the platform's).
RECORD_SHOWN = """() => {
  if (!self.__shownTags) {
    self.__shownTags = [];
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
      return show.call(this, title, options).then((done) => {
        self.__shownTags.push(options?.tag ?? '');
        return done;
      });
    };
  }
  return {shown: self.__shownTags.length, state: self.registration.active?.state ?? null};
}"""

_SESSIONS = {}


def deliver(page, server, message):
    """Delivers `message` as a push to the page's service worker registration (one DevTools
    session per page) and waits until the worker has shown its notification."""
    if page not in _SESSIONS:
        cdp = page.context.new_cdp_session(page)
        registrations = []
        cdp.on("ServiceWorker.workerRegistrationUpdated", lambda e: registrations.extend(e["registrations"]))
        cdp.send("ServiceWorker.enable")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)
        scope = server.base_url + "/"
        found = []
        for _ in range(200):  # each round trip to the page lets the DevTools events arrive
            found = [r for r in registrations if r["scopeURL"] == scope and not r["isDeleted"]]
            if found:
                break
            page.evaluate("0")
        assert found, registrations
        _SESSIONS[page] = (cdp, found[-1]["registrationId"])
    cdp, registration = _SESSIONS[page]
    # The worker that receives the push: running (this evaluation runs in it) and activated (its
    # install, the app-shell precache, has finished).
    worker = worker_of(page, server)
    deadline = time.monotonic() + 10
    while (before := worker.evaluate(RECORD_SHOWN))["state"] != "activated":
        assert time.monotonic() < deadline, before
    cdp.send("ServiceWorker.deliverPushMessage", {
        "origin": server.base_url, "registrationId": registration, "data": json.dumps(message)})
    tag = message.get("key") or ""
    deadline = time.monotonic() + 10
    while tag not in worker.evaluate("(from) => self.__shownTags.slice(from)", before["shown"]):
        assert time.monotonic() < deadline, f"the worker did not show the push {message}"


# Dispatches a notificationclick with `action` on the notification tagged `tag` and returns once the
# listener's work is done. A script-made event cannot be extended (its waitUntil throws
# InvalidStateError), so this one collects what the listener hands it, as the browser would.
CLICK = """async ([tag, action]) => {
  const [note] = await self.registration.getNotifications({tag});
  const event = new NotificationEvent('notificationclick', {notification: note, action});
  const work = [];
  Object.defineProperty(event, 'waitUntil', {value: (promise) => { work.push(promise); }});
  self.dispatchEvent(event);
  await Promise.all(work);
  return work.length;
}"""


def click(page, server, tag, action):
    """Taps `action` on the notification tagged `tag`; returns after the worker's listener is done."""
    assert worker_of(page, server).evaluate(CLICK, [tag, action]) == 1


def test_a_pushed_reminder_shows_and_complete_writes_the_check_in(make_app, server):
    read = server.create_habit("Read", reminders=[{"time": "10:00"}])["id"]
    day = testclock.today()
    app = make_app(permissions=["notifications"])
    app.open()
    page = app.page
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    message = {
        "kind": "habit_reminder", "key": f"habit_reminder:{read}:10:00:0", "title": "Read",
        "body": "Time to complete your habit!", "habitId": read, "reminderTime": "10:00", "day": day,
        "actions": [{"action": "complete", "title": "Complete"}, {"action": "snooze", "title": "Snooze"},
                    {"action": "skip", "title": "Skip"}],
        "url": "/#/today",
    }
    deliver(page, server, message)
    shown = page.evaluate(NOTIFICATIONS)
    # The worker offers all three; the platform shows as many as it can (Chromium: 2).
    most = worker_of(page, server).evaluate("Notification.maxActions")
    actions = [["complete", "Complete"], ["snooze", "Snooze"], ["skip", "Skip"]][:most]
    assert most >= 2
    assert shown == [{"title": "Read", "body": "Time to complete your habit!", "tag": message["key"],
                      "actions": actions}]

    click(page, server, message["key"], "complete")
    assert [n["title"] for n in page.evaluate(NOTIFICATIONS)] == ["Great job! Read completed ✓"]
    history = server.history(read, day, day)["days"]
    assert [d["outcome"] for d in history] == ["done"]


def test_snooze_and_skip_write_through_the_api(make_app, server):
    read = server.create_habit("Read", reminders=[{"time": "10:00"}])["id"]
    day = testclock.today()
    app = make_app(permissions=["notifications"])
    app.open()
    page = app.page
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    base = {"kind": "habit_reminder", "title": "Read", "body": "Time to complete your habit!",
            "habitId": read, "reminderTime": "10:00", "day": day, "url": "/#/today",
            "actions": [{"action": "complete", "title": "Complete"}, {"action": "snooze", "title": "Snooze"},
                        {"action": "skip", "title": "Skip"}]}
    deliver(page, server, base | {"key": "snooze-me"})
    deliver(page, server, base | {"key": "skip-me"})
    assert sorted(n["tag"] for n in page.evaluate(NOTIFICATIONS)) == ["skip-me", "snooze-me"]
    click(page, server, "snooze-me", "snooze")
    assert sorted(n["title"] for n in page.evaluate(NOTIFICATIONS)) == ["Read", "Reminder snoozed for 1 hour"]
    # The snooze is stored: two more are allowed today, then the limit answers 422.
    for remaining in (1, 0):
        status, body = server.api("POST", "/api/v1/notifications/snooze",
                                  {"habitId": read, "reminderTime": "10:00"})
        assert (status, body["remaining"]) == (201, remaining)
    status, body = server.api("POST", "/api/v1/notifications/snooze", {"habitId": read, "reminderTime": "10:00"})
    assert (status, body["error"]["code"]) == (422, "snooze_limit")

    click(page, server, "skip-me", "skip")
    assert server.history(read, day, day)["days"][0]["outcome"] == "skipped"


def feed_status(url):
    """The calendar feed's HTTP status at this URL."""
    try:
        with urllib.request.urlopen(url) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def test_profile_notifications_saves_each_kind_and_rotates_the_calendar_link(make_app, server):
    app = make_app(permissions=["notifications"])
    app.open("/#/profile")
    page = app.page
    page.get_by_role("button", name="Notifications").click()
    sheet = page.get_by_role("dialog", name="Notifications")
    expect(sheet.get_by_role("switch", name="Enable Notifications")).to_be_visible()
    # No link until one is made; then it is shown this once, with a copy button.
    expect(sheet.get_by_text("No calendar link yet.")).to_be_visible()
    feed = sheet.get_by_role("textbox", name="Calendar feed address")
    expect(feed).to_be_hidden()
    sheet.get_by_role("button", name="Make a link", exact=True).click()
    expect(feed).to_be_visible()
    expect(sheet.get_by_role("button", name="Copy", exact=True)).to_be_visible()
    first = feed.input_value()
    assert first.startswith(server.base_url + "/api/v1/calendar.ics?token=cal_")
    assert feed_status(first) == 200
    assert server.api("GET", "/api/v1/calendar/token", expect=200)[1] == {"exists": True}
    # Motivation is opt-in; turning it on is saved.
    motivation = sheet.get_by_role("switch", name="Motivation")
    expect(motivation).not_to_be_checked()
    sheet.get_by_text("Motivation", exact=True).click()
    until(page, """async () => (await (await fetch('/api/v1/notifications/preferences')).json()).motivation""")
    sheet.get_by_label("Streak reminder time").select_option("20:00")
    until(page, """async () => (await (await fetch('/api/v1/notifications/preferences')).json()).streakReminderTime === '20:00'""")
    app.screenshot("notifications-sheet")
    sheet.get_by_role("button", name="Make a new link").click()
    page.get_by_role("alertdialog").get_by_role("button", name="New Link").click()
    expect(feed).not_to_have_value(first)
    rotated = feed.input_value()
    assert rotated.startswith(server.base_url + "/api/v1/calendar.ics?token=cal_")
    assert feed_status(first) == 404
    assert feed_status(rotated) == 200


SPY_PERMISSION = """window.__permissionAsks = 0;
if (window.Notification) {
  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = (...a) => { window.__permissionAsks++; return ask(...a); };
}"""


@pytest.mark.onboarding
def test_onboarding_asks_for_the_permission_only_when_its_toggle_is_turned_on(make_app, server):
    app = make_app()
    app.page.add_init_script(SPY_PERMISSION)
    app.open()
    page = app.page
    page.get_by_role("dialog", name="Welcome to Ripple").get_by_role("button", name="Track my own habits").click()
    page.get_by_role("dialog", name="Every Habit Creates Ripples").get_by_role("button", name="Continue").click()
    tutorial = page.get_by_role("dialog", name="Master the Gestures")
    card = page.locator(".tut-card")
    for done, key in enumerate(("ArrowRight", "ArrowLeft", "Enter", "ArrowDown"), start=1):
        card.press(key)
        expect(page.locator(".tut-step.is-done")).to_have_count(done)
    tutorial.get_by_role("button", name="Continue").click()
    page.get_by_role("dialog", name="Choose Your Vibe").get_by_role("button", name="Continue").click()
    final = page.get_by_role("dialog", name="Stay on Track")
    toggle = final.get_by_role("switch", name="Enable Notifications")
    expect(toggle).not_to_be_checked()
    assert page.evaluate("window.__permissionAsks") == 0
    final.get_by_text("Enable Notifications", exact=True).click()
    page.wait_for_function("window.__permissionAsks === 1")
    # Not granted here (no one answers the prompt): the toggle goes back off.
    expect(toggle).not_to_be_checked()


OUTBOX = """() => new Promise((resolve) => {
  const req = indexedDB.open('ripple', 1);
  req.onsuccess = () => {
    const all = req.result.transaction('outbox').objectStore('outbox').getAll();
    all.onsuccess = () => { resolve(all.result); req.result.close(); };
  };
})"""


def test_complete_offline_waits_in_the_outbox_and_syncs_when_online(make_app, server):
    """An action that cannot reach the server is queued in the app's offline
    outbox (same store and shape as the page's own writes), an open Today redraws it, and the
    page's replay stores it once the connection is back."""
    read = server.create_habit("Read", reminders=[{"time": "10:00"}])["id"]
    day = testclock.today()
    app = make_app(permissions=["notifications"])
    app.open()
    page = app.page
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    deliver(page, server, {
        "kind": "habit_reminder", "key": "offline-read", "title": "Read", "body": "Time to complete your habit!",
        "habitId": read, "reminderTime": "10:00", "day": day, "url": "/#/today",
        "actions": [{"action": "complete", "title": "Complete"}, {"action": "snooze", "title": "Snooze"}]})
    assert [n["tag"] for n in page.evaluate(NOTIFICATIONS)] == ["offline-read"]
    page.context.set_offline(True)
    click(page, server, "offline-read", "complete")
    assert [n["title"] for n in page.evaluate(NOTIFICATIONS)] == ["Great job! Read completed ✓"]
    queued = page.evaluate(OUTBOX)
    assert [{k: q[k] for k in ("habitId", "day", "entry", "userId")} for q in queued] == [
        {"habitId": read, "day": day, "entry": {"state": "done"}, "userId": None}]
    assert isinstance(queued[0]["updatedAt"], int) and isinstance(queued[0]["loggedMinute"], int)
    assert server.history(read, day, day)["days"][0]["outcome"] != "done"
    # The open Today redraws with the queued write and says it waits.
    expect(page.locator(".offline-banner")).to_contain_text("1 change will sync")
    page.context.set_offline(False)
    until(page, """async (url) => (await (await fetch(url)).json()).days[0].outcome === 'done'""",
          f"/api/v1/habits/{read}/history?start={day}&end={day}", timeout=30)
    until(page, f"async () => (await ({OUTBOX})()).length === 0")
    assert server.history(read, day, day)["days"][0]["outcome"] == "done"


def test_with_notifications_off_no_kind_looks_on_and_the_time_is_not_clipped(make_app, server):
    app = make_app()  # no permission: the master switch is off
    app.open("/#/profile")
    page = app.page
    page.get_by_role("button", name="Notifications").click()
    sheet = page.get_by_role("dialog", name="Notifications")
    expect(sheet.get_by_role("switch", name="Enable Notifications")).not_to_be_checked()
    for name in ("Habit reminders", "Streak reminders", "Milestones", "Motivation", "Weekly summary"):
        kind = sheet.get_by_role("switch", name=name)
        expect(kind).not_to_be_checked()
        expect(kind).to_be_disabled()
    # The kinds keep their choices for when notifications are on.
    assert server.api("GET", "/api/v1/notifications/preferences", expect=200)[1]["habitReminders"] is True
    time = sheet.get_by_label("Streak reminder time")
    room, text = time.evaluate("""(s) => {
      const c = getComputedStyle(s);
      const probe = document.createElement('span');
      probe.style.font = c.font;
      probe.style.position = 'absolute';
      probe.style.whiteSpace = 'pre';
      probe.textContent = s.selectedOptions[0].textContent;
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      return [s.clientWidth - parseFloat(c.paddingLeft) - parseFloat(c.paddingRight) - 16, text];
    }""")
    assert room >= text, (room, text)
