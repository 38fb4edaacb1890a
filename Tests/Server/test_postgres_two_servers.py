"""Two `ripple serve` processes on one PostgreSQL: a write through one is
seen by the next request to the other, however their caches (the Today cache, the log cache)
stood, including when both write the same day at once. Every answer is checked against the
database itself (psql)."""

import concurrent.futures
import datetime
import json
import random
import urllib.request

import pytest
import testclock

from twoservers import needs_postgres, psql, two_servers

pytestmark = needs_postgres


def call(port, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=data, method=method,
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        payload = response.read()
        return response.status, json.loads(payload) if payload.startswith(b"{") else None


def today_states(port):
    """The Today answer's state of each habit, and its day."""
    _, today = call(port, "GET", "/api/v1/today")
    states = {card["habit"]["id"]: card["today"]["state"]
              for section in today["sections"] for card in section["cards"]}
    return today["day"], states



@pytest.fixture
def servers():
    with two_servers('two_') as started:
        yield started


def stored_state(schema, habit, day):
    """The state the database holds for the habit's day ('none' when there is no check-in)."""
    epoch_day = (datetime.date.fromisoformat(day) - datetime.date(1970, 1, 1)).days
    state = psql(f"SELECT state FROM {schema}.check_ins "
                 f"WHERE habit_id = '{habit}' AND day = {epoch_day}")
    return state or "none"


def test_each_server_sees_the_others_writes_at_once(servers):
    schema, (a, b) = servers
    ids = [call(a, "POST", "/api/v1/habits", {"name": f"Habit {n}"})[1]["id"] for n in range(3)]
    _, listed = call(b, "GET", "/api/v1/habits")
    assert sorted(h["id"] for h in listed["habits"]) == sorted(ids)

    base = int(testclock.START.timestamp() * 1000) - 100_000
    day, states = today_states(b)
    assert set(states.values()) == {"none"}
    for round_ in range(24):
        writer, reader = (a, b) if round_ % 2 == 0 else (b, a)
        habit = ids[round_ % 3]
        # Each round reads on both servers first, so both have a cached Today to go stale.
        today_states(writer)
        today_states(reader)
        if round_ % 4 == 3:
            call(writer, "DELETE", f"/api/v1/habits/{habit}/checkins/{day}?updatedAt={base + round_}")
            expected = "none"
        else:
            expected = ["done", "skipped"][round_ % 2]
            call(writer, "PUT", f"/api/v1/habits/{habit}/checkins/{day}",
                 {"state": expected, "updatedAt": base + round_})
        _, seen = today_states(reader)
        assert seen[habit] == expected == stored_state(schema, habit, day), round_
        _, seen_by_writer = today_states(writer)
        assert seen_by_writer == seen


def test_concurrent_toggles_of_one_day_end_as_the_newest_write_on_both(servers):
    schema, ports = servers
    habit = call(ports[0], "POST", "/api/v1/habits", {"name": "Read"})[1]["id"]
    day, _ = today_states(ports[1])
    base = int(testclock.START.timestamp() * 1000) - 100_000
    # The newest write (n = 60) is a "done": a server answering from before the writes says "none".
    writes = [(n, ["done", "skipped", None][n % 3]) for n in range(61)]
    random.Random(14).shuffle(writes)

    def send(index, write):
        n, state = write
        port = ports[index % 2]
        today_states(port)
        if state is None:
            call(port, "DELETE", f"/api/v1/habits/{habit}/checkins/{day}?updatedAt={base + n}")
        else:
            call(port, "PUT", f"/api/v1/habits/{habit}/checkins/{day}",
                 {"state": state, "updatedAt": base + n})

    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        for future in [pool.submit(send, i, w) for i, w in enumerate(writes)]:
            future.result()

    newest = ["done", "skipped", None][max(n for n, _ in writes) % 3] or "none"
    assert stored_state(schema, habit, day) == newest
    for port in ports:
        assert today_states(port)[1][habit] == newest
