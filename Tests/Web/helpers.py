"""Small helpers shared by the browser tests."""

import datetime
import time


def add_days(day, n):
    return (datetime.date.fromisoformat(day) + datetime.timedelta(days=n)).isoformat()


def touch_swipe(page, locator, dx, steps=14, start=0.2):
    """A real horizontal touch drag (Chromium's touch emulation through CDP) across `locator`, one
    move per 16 ms of the page's time: its clock stands still between moves, so however slow the
    machine, the drag lasts the same to the page and never outlasts a long press."""
    box = locator.bounding_box()
    x0 = box["x"] + box["width"] * start
    y = box["y"] + box["height"] / 2
    cdp = page.context.new_cdp_session(page)
    pause_clock(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y}]})
    for i in range(1, steps + 1):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x0 + dx * i / steps, "y": y}]})
        page.clock.run_for(16)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.clock.resume()
    cdp.detach()


def axe_blocking(page, context=None):
    """Serious or critical axe-core violations on the page (or inside `context`)."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page, context=context)
    return [
        {"id": v["id"], "impact": v["impact"], "help": v["help"], "nodes": [n["target"] for n in v["nodes"]][:5]}
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]


def animations_done(page):
    """Waits until every finite CSS animation and transition on the page has run (endless ones such
    as a shimmer do not count), so what a check reads is what stays on screen."""
    page.wait_for_function(
        "() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)")


def pause_clock(page):
    """Stops the page's clock a moment from now: no timer of the page fires (so no press becomes a
    long press, however slow the machine is) until `page.clock.resume()` or `run_for(ms)`."""
    # The page's clock runs on while Python reads it; on a loaded machine more than the margin may
    # pass before the pause, which Playwright refuses ("cannot fast-forward to the past"): read again.
    for margin in (50, 250, 1000, 4000):
        now = datetime.datetime.fromtimestamp(page.evaluate("Date.now()") / 1000, tz=datetime.timezone.utc)
        try:
            page.clock.pause_at(now + datetime.timedelta(milliseconds=margin))
            return
        except Exception as error:  # playwright's Error
            if "past" not in str(error) or margin == 4000:
                raise


def long_press(page, ms):
    """Holds the mouse button down for `ms` of the page's time: its clock stands still while the
    button goes down, then runs exactly `ms` (however slow the machine is) and goes on in real time."""
    pause_clock(page)
    page.mouse.down()
    page.clock.run_for(ms)
    page.clock.resume()


def next_frame(page):
    """Waits for the page's next animation frame (paces a drag like a finger, one move a frame)."""
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => r()))")


def api_answer(page, method, path_end):
    """A context manager that waits for the answer to `method` …`path_end` (an API write)."""
    return page.expect_response(lambda r: r.request.method == method and r.url.split("?")[0].endswith(path_end))


def hold_requests(page, pattern):
    """Holds the page's requests to `pattern` (a glob or a regex) until `release()`: those held
    then go on, and later ones are not held. Returns (held, release); `held` lists the held routes."""
    held, released = [], []
    page.route(pattern, lambda route: route.continue_() if released else held.append(route))

    def release():
        released.append(True)
        for route in held:
            route.continue_()

    return held, release


def wait_until_held(page, held, seconds=10):
    """Waits, within a deadline, until a request held by `hold_requests` has reached its route
    handler: the app may send it a few turns after the tap (the write clock, private mode's
    opening), and the handler only runs while the test talks to the browser."""
    deadline = time.monotonic() + seconds
    while not held and time.monotonic() < deadline:
        page.evaluate("() => new Promise((r) => setTimeout(r, 20))")
    return bool(held)

