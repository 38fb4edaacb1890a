"""The browser engine answers exactly as the server does: random histories
(every schedule and measure kind, skips and misses, cleared days, time zones, day-start hours,
week starts, calm mode) are written through the API; the server's Today, streaks, check-in
answers and statistics (the Statistics screen's /stats, /insights, /streaks/history and /history,
a habit's /habits/{id}/stats and /habits/{id}/history, for every range the API offers) are
compared, member for member after sorting member names, with what the WebAssembly
engine in Chromium computes from the same data (the server's backup document).

"Now" moves on with real time, so the engine is asked at the instants just before and just
after the server answered; the server's answer must equal one of them."""

import hashlib
import pathlib
import random

import pytest
from engine_page import canonical, millis_now, open_engine_page, run, today_after_write

ROOT = pathlib.Path(__file__).resolve().parents[2]
ZONES = ["UTC", "Europe/Berlin", "America/New_York", "Pacific/Kiritimati", "Asia/Kolkata", "Etc/GMT+12"]
WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def random_schedule(rng, today_text):
    kind = rng.choice(["daily", "weekdays", "times_per_week", "every_n_days", "times_in_days", "month_days"])
    if kind == "daily":
        return {"kind": "daily"}
    if kind == "weekdays":
        return {"kind": "weekdays", "weekdays": sorted(rng.sample(WEEKDAYS, rng.randint(1, 6)), key=WEEKDAYS.index)}
    if kind == "times_per_week":
        return {"kind": "times_per_week", "times": rng.randint(1, 6)}
    if kind == "every_n_days":
        return {"kind": "every_n_days", "every": rng.randint(2, 4), "start": today_text}
    if kind == "times_in_days":
        days = rng.randint(3, 10)
        return {"kind": "times_in_days", "times": rng.randint(1, days - 1), "days": days}
    return {"kind": "month_days", "days": sorted(rng.sample(range(1, 32), rng.randint(1, 8)))}


def random_measure(rng):
    if rng.random() < 0.5:
        return {"kind": "boolean"}
    return {"kind": "numeric", "target": rng.choice([1, 2.5, 8, 30]), "unit": rng.choice(["glasses", "min", ""]),
            "targetKind": rng.choice(["at_least", "at_most"])}


def random_entry(rng, measure):
    state = rng.choices(["done", "skipped", "missed"], weights=[6, 1, 1])[0]
    body = {"state": state}
    if measure["kind"] == "numeric" and state == "done":
        body["value"] = rng.choice([0, 0.5, measure["target"] / 2, measure["target"], measure["target"] * 1.5, 3.3])
    if rng.random() < 0.1:
        body["note"] = rng.choice(["  felt good ", "tired\nbut done", "ü ✓ \"quoted\""])
    if rng.random() < 0.1:
        body["mood"] = rng.choice(["great", "good", "okay", "bad"])
    return body


def day_text(today_text, offset):
    import datetime
    return (datetime.date.fromisoformat(today_text) + datetime.timedelta(days=offset)).isoformat()


def arrange(server, rng):
    """A random user: settings, habits and about six weeks of history."""
    server.settings(
        timeZone=rng.choice(ZONES), dayStartHour=rng.choice([0, 0, 3, 5]), firstWeekday=rng.choice(["mon", "sun", "sat"]),
        celebrations=rng.choice(["full", "full", "subtle", "off"]), showStreaks=rng.random() < 0.8)
    today_text = server.today()["day"]
    habits = []
    for index in range(rng.randint(3, 5)):  # the free plan allows five active habits
        body = {"name": f"Habit {index}", "schedule": random_schedule(rng, day_text(today_text, -rng.randint(0, 20))),
                "measure": random_measure(rng)}
        if rng.random() < 0.5:
            body["reminders"] = [{"time": rng.choice(["06:30", "12:15", "19:45", "23:30"])}]
        habits.append(server.create_habit(**body))
    for habit in habits:
        for offset in range(-rng.randint(10, 45), 1):
            if rng.random() < 0.6:
                day = day_text(today_text, offset)
                server.check_in(habit["id"], day, **random_entry(rng, habit["measure"]))
                if rng.random() < 0.06:
                    server.api("DELETE", f"/api/v1/habits/{habit['id']}/checkins/{day}", expect=200)
    if rng.random() < 0.3:
        server.api("POST", f"/api/v1/habits/{habits[-1]['id']}/archive", expect=200)
    return habits, today_text


def replica(server):
    """What the web app's replica holds: the server's data as its backup document gives it."""
    backup = server.api("GET", "/api/v1/backup", expect=200)[1]
    return {"habits": backup["habits"], "checkIns": backup["checkIns"], "settings": backup["settings"]}


RANGES = ["week", "month", "year", "all", "7d", "30d", "90d"]


def statistics_requests(server, data, today_text, rng):
    """The statistics reads of the Statistics screen and a habit's detail: (operation, engine
    parameters, API path) for every range, one habit (archived ones have statistics too), the
    calendar heatmap's month, the streak history sheet's month, the History matrix and every
    habit's days."""
    requests = []
    for code in RANGES:
        requests.append(("statistics", {"range": code}, f"/api/v1/stats?range={code}"))
        requests.append(("insights", {"range": code}, f"/api/v1/insights?range={code}"))
        habit = rng.choice(data["habits"])
        requests.append(("habitStatistics", {"habitId": habit["id"], "range": code},
                         f"/api/v1/habits/{habit['id']}/stats?range={code}"))
    month = today_text[:7]
    start, end = f"{month}-01", day_text(f"{month}-01", 27)
    requests.append(("streakHistory", {"start": start, "end": end}, f"/api/v1/streaks/history?start={start}&end={end}"))
    requests.append(("streakHistory", {"month": month}, f"/api/v1/streaks/history?month={month}"))
    # The History segment's matrix and a habit detail's days (with a day after today).
    start, end = day_text(today_text, -50), day_text(today_text, 1)
    requests.append(("historyMatrix", {"start": start, "end": end}, f"/api/v1/history?start={start}&end={end}"))
    requests.append(("historyMatrix", {}, "/api/v1/history"))
    for habit in data["habits"]:
        requests.append(("habitHistory", {"habitId": habit["id"], "start": start, "end": end},
                         f"/api/v1/habits/{habit['id']}/history?start={start}&end={end}"))
    return requests


def server_answer(server, path):
    """The server's answer: the body, or the error document of a 4xx (a locked range's 403)."""
    status, body = server.api("GET", path)
    assert status in (200, 403), f"{path}: {status} {body}"
    return body


def assert_same(server_answer, engine_answers, what):
    expected = canonical(server_answer)
    answers = [canonical(a) for a in engine_answers]
    assert expected in answers, f"{what}: the engine's answer differs from the server's\nserver: {expected}\nengine: {answers[-1]}"


@pytest.mark.parametrize("seed", range(6))
def test_engine_answers_as_the_server_does(server, new_context, seed):
    rng = random.Random(seed)
    habits, today_text = arrange(server, rng)
    page = open_engine_page(new_context, server)
    data = replica(server)

    before = millis_now()
    today = server.today()
    streaks = server.api("GET", "/api/v1/streaks/current", expect=200)[1]
    after = millis_now()
    for held in (False, True):  # the whole replica in the call, and held inside the module
        assert_same(today, run(page, "today", data, [before, after], held), f"seed {seed}: Today (held {held})")
        assert_same(streaks, run(page, "streaks", data, [before, after], held), f"seed {seed}: streaks (held {held})")

    if seed % 2:  # every range open (premium) on odd seeds; the free plan's locks on even ones
        server.api("PUT", "/api/v1/plan", {"tier": "premium"}, expect=200)
        data = replica(server)
    for operation, parameters, path in statistics_requests(server, data, today_text, rng):
        before = millis_now()
        expected = server_answer(server, path)
        after = millis_now()
        for held in (False, True):
            assert_same(expected, run(page, operation, {**data, **parameters}, [before, after], held), f"seed {seed}: {path} (held {held})")

    active = [h for h in data["habits"] if not h["archived"]]
    for step in range(4):
        data = replica(server)
        habit = rng.choice(active)
        day = day_text(today_text, -rng.randint(0, 3))
        measure = next(h for h in data["habits"] if h["id"] == habit["id"])["measure"]
        body = random_entry(rng, measure)
        # Now and then a write older than what the day holds: the stored one stands.
        stamp = 1 if step == 3 else millis_now() - 1000
        body.update(updatedAt=stamp, loggedMinute=rng.randint(0, 1439))
        clear = step == 2
        before = millis_now()
        if clear:
            answer = server.api("DELETE", f"/api/v1/habits/{habit['id']}/checkins/{day}?updatedAt={stamp}", expect=200)[1]
            write = {"habitId": habit["id"], "day": day, "clear": True, "updatedAt": stamp}
        else:
            answer = server.check_in(habit["id"], day, **body)
            write = {"habitId": habit["id"], "day": day, **body}
        after = millis_now()
        for held in (False, True):
            engine = run(page, "checkIn", {**data, "write": write}, [before, after], held)
            assert_same(answer, engine, f"seed {seed}: check-in {write} (held {held})")
        # The replica held in the module follows the write as the server's data did.
        before = millis_now()
        server_today = server.today()
        after = millis_now()
        assert_same(server_today, today_after_write(page, data, write, [before, after]), f"seed {seed}: Today after {write} (held)")


def test_served_engine_is_the_checked_in_build():
    """The module the server serves is the one scripts/build-wasm made from the engine in this
    tree: the digest of its sources recorded at build time (Sources/RippleWasm/BUILT) matches (a cheap guard; the full
    rebuild-and-compare is `scripts/build-wasm --check` in scripts/test)."""
    web = ROOT / "Sources" / "RippleWebApp" / "Web" / "engine"
    digest = hashlib.sha256()
    for folder in ("Sources/RippleCore", "Sources/RippleWire", "Sources/RippleWasm"):
        for path in sorted((ROOT / folder).rglob("*.swift"), key=lambda p: p.relative_to(ROOT).as_posix()):
            digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    digest.update((ROOT / "scripts" / "build-wasm").read_bytes())
    recorded = (ROOT / "Sources" / "RippleWasm" / "BUILT").read_text().split()
    assert recorded[0] == digest.hexdigest(), "engine sources changed since ripple.wasm was built: run scripts/build-wasm"
    assert recorded[1] == hashlib.sha256((web / "ripple.wasm").read_bytes()).hexdigest(), "ripple.wasm is not the recorded build"
