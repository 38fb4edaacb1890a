"""The browser engine (Sources/RippleWebApp/Web/engine/ripple.wasm through js/engine/engine.js)
in a Chromium page of the test server's origin, for the engine tests."""

import json
import pathlib

import testclock

# The last input of each operation, to replay a failure outside the browser.
ARTIFACTS = pathlib.Path(__file__).resolve().parent / "artifacts"

# A blank page of the server's origin, so the engine's modules load from the server under test.
BLANK = "/__engine_test__"


def open_engine_page(new_context, server):
    context = new_context()
    page = context.new_page()
    page.route(server.base_url + BLANK, lambda route: route.fulfill(
        status=200, content_type="text/html", body="<!doctype html><title>engine</title>"))
    page.goto(server.base_url + BLANK)
    page.evaluate("""async () => {
      const m = await import('/js/engine/engine.js');
      window.__engine = await m.loadEngine();
      window.__momentNow = m.momentNow;
    }""")
    return page


def run(page, operation, data, moments, held=False):
    """The engine's answers to `operation` ('today', 'checkIn', 'streaks', …) for `data` (habits,
    check-ins, settings, …) at each instant in `moments` (milliseconds), "now" in the user's zone
    worked out in the page (js/engine/engine.js momentNow). `held`: the replica is handed to the
    module first (Engine#hold) and the call carries only the rest, as the app calls it."""
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"engine-{operation}-input.json").write_text(json.dumps({"data": data, "moments": moments}))
    return page.evaluate(
        """([op, data, moments, held]) => moments.map((millis) => {
          const moment = window.__momentNow(data.settings, millis);
          if (!held) return window.__engine[op]({ ...data, moment });
          const { habits, checkIns, tombstones, settings, ...rest } = data;
          window.__engine.hold({ habits, checkIns, tombstones: tombstones ?? [], settings });
          return window.__engine[op]({ ...rest, moment });
        })""",
        [operation, data, moments, held])


def today_after_write(page, data, write, moments):
    """Today from the replica held inside the module after the engine applied `write` to it (the
    app's taps: the module's copy changes with the answer, and is not handed over again)."""
    return page.evaluate(
        """([data, write, moments]) => moments.map((millis) => {
          const moment = window.__momentNow(data.settings, millis);
          const { habits, checkIns, tombstones, settings } = data;
          window.__engine.hold({ habits, checkIns, tombstones: tombstones ?? [], settings });
          window.__engine.checkIn({ moment, write });
          return window.__engine.today({ moment });
        })""",
        [data, write, moments])


def millis_now():
    return int(testclock.now().timestamp() * 1000)


def canonical(value):
    """JSON with members in name order: the order of members carries no meaning."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False)
