"""The coach's module in the browser (engine/ripple-coach.wasm, which plans a private account's goal
on the device) answers exactly as the server does: for goals of many kinds, timelines, past
attempts, baselines and variants, and for drafts the rules refuse, the server's POST
/api/v1/goals/check and /goals/preview are compared, member for member, with what the module
computes in Chromium for the same draft, the same today and the same first day of the week."""

import hashlib
import pathlib

import pytest

from engine_page import BLANK, canonical

ROOT = pathlib.Path(__file__).resolve().parents[2]

DRAFTS = [
    {"what": "Run a 5k"},
    {"what": "Run a 5k", "why": "More energy for my kids", "timelineWeeks": 12, "variant": "gentler"},
    {"what": "Read every evening", "timelineWeeks": 10, "baseline": 10},
    {"what": "Meditate 10 minutes a day", "pastAttempts": {"triedBefore": True, "obstacles": ["forgot", "time"], "otherText": ""}},
    {"what": "Drink 8 glasses of water a day", "pastAttempts": {"triedBefore": True, "obstacles": ["other"], "otherText": "Long shifts"}, "reminderTime": "07:30"},
    {"what": "Cut down to 2 coffees a day", "variant": "shorter"},
    {"what": "get fit"},
    {"what": "Write 500 words a day", "targetDay": "+70", "variant": "bolder"},
    {"what": "Save 200 a month", "timelineWeeks": 26},
    # Refused, each naming its field.
    {"what": "   "},
    {"what": "Run a 5k", "timelineWeeks": 0},
    {"what": "Run a 5k", "timelineWeeks": 8, "targetDay": "+20"},
    {"what": "Run a 5k", "targetDay": "+0"},
    {"what": "Run a 5k", "pastAttempts": {"triedBefore": True, "obstacles": ["weather"]}},
    {"what": "Run a 5k", "reminderTime": "7:30"},
    {"what": "Run a 5k", "baseline": -1},
    {"what": "Run a 5k", "variant": "fastest"},
    {"what": "Run\u0000 a 5k"},
]


def dated(draft, today):
    """`draft` with a target day written "+N" made N days after `today`."""
    import datetime

    out = dict(draft)
    if isinstance(out.get("targetDay"), str) and out["targetDay"].startswith("+"):
        out["targetDay"] = (datetime.date.fromisoformat(today) + datetime.timedelta(days=int(out["targetDay"][1:]))).isoformat()
    return out


@pytest.fixture
def coach_page(new_context, server):
    page = new_context().new_page()
    page.route(server.base_url + BLANK, lambda route: route.fulfill(status=200, content_type="text/html", body="<!doctype html><title>coach</title>"))
    page.goto(server.base_url + BLANK)
    page.evaluate("""async () => {
      const m = await import('/js/engine/engine.js');
      window.__coach = await m.loadCoachEngine();
    }""")
    return page


@pytest.mark.parametrize("first_weekday", ["mon", "sun"])
def test_the_coach_module_checks_and_plans_as_the_server_does(coach_page, server, first_weekday):
    server.settings(firstWeekday=first_weekday)
    today = server.today()["day"]
    compared = 0
    for draft in DRAFTS:
        body = dated(draft, today)
        for path, operation in (("/api/v1/goals/check", "ripple_goal_check"), ("/api/v1/goals/preview", "ripple_goal_preview")):
            status, expected = server.api("POST", path, body)
            actual = coach_page.evaluate(
                "([op, input]) => window.__coach.call(op, input)",
                [operation, {"draft": body, "today": today, "firstWeekday": first_weekday}],
            )
            if status != 200:
                assert status == 422, (path, body, expected)
                # The server names the error's status and its code; the module its code, message and field.
                assert actual["error"] == expected["error"], (path, body)
            else:
                assert canonical(actual) == canonical(expected), (path, body)
            compared += 1
    # A roadmap the server would not answer the same way fails above; this guards the loop itself.
    assert compared == 2 * len(DRAFTS)


def test_the_coach_module_plans_the_alternative_after_a_variant_as_regenerate_does(coach_page, server):
    """`after`: the variant that follows (RoadmapVariant.next), as POST /goals/{id}/regenerate plans."""
    today = server.today()["day"]
    status, created = server.api("POST", "/api/v1/goals", {"what": "Run a 5k", "timelineWeeks": 8})
    assert status == 201, created
    status, regenerated = server.api("POST", f"/api/v1/goals/{created['id']}/regenerate")
    assert status == 200, regenerated
    planned = coach_page.evaluate(
        "([input]) => window.__coach.call('ripple_goal_preview', input)",
        [{"draft": {"what": "Run a 5k", "timelineWeeks": 8}, "today": today, "firstWeekday": "mon", "after": "standard"}],
    )
    assert planned["variant"] == regenerated["state"]["roadmaps"][0]["variant"] != "standard"
    assert [s["title"] for s in planned["roadmap"]["stages"]] == [s["title"] for s in regenerated["state"]["roadmaps"][0]["stages"]]


def test_the_served_coach_module_is_the_checked_in_build():
    """engine/ripple-coach.wasm is the module recorded with the engine's (Sources/RippleWasm/BUILT);
    `scripts/build-wasm --check` in scripts/test rebuilds both and compares."""
    recorded = (ROOT / "Sources" / "RippleWasm" / "BUILT").read_text().split()
    module = ROOT / "Sources" / "RippleWebApp" / "Web" / "engine" / "ripple-coach.wasm"
    assert len(recorded) == 3 and recorded[2] == hashlib.sha256(module.read_bytes()).hexdigest()
