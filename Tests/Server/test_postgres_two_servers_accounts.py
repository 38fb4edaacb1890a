"""Two `ripple serve --accounts` processes on one PostgreSQL: there the
sign-in brings the user's settings and change sequence in the same query, and Today answers from
its cache when the sequence has not moved. A write (a check-in, or settings that move the user's
day) through one server is seen by the next request to the other, with a token or a session
cookie, and every answer agrees with the database (psql)."""

import datetime
import json
import urllib.request

import pytest
import testclock

from twoservers import needs_postgres, psql, two_servers

pytestmark = needs_postgres


def call(port, method, path, body=None, auth=None):
    data = None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json"}
    if auth and auth.startswith("rpl_"):
        headers["Authorization"] = "Bearer " + auth
    elif auth:
        headers["Cookie"] = auth
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=data, method=method, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as response:
        payload = response.read()
        return response, json.loads(payload) if payload.startswith(b"{") else None



@pytest.fixture
def servers():
    with two_servers('two_accounts_', "--accounts", "--registration", "open") as started:
        yield started


def sign_up(port):
    """A new user's session cookie and access token."""
    response, _ = call(port, "POST", "/api/v1/auth/register",
                       {"email": "ann@example.com", "password": "two-servers-pass-14"})
    cookie = response.headers["Set-Cookie"].split(";")[0]
    _, payload = call(port, "POST", "/api/v1/me/tokens", {"name": "test"}, auth=cookie)
    return cookie, payload["token"]


def today(port, auth):
    """Today's day and each habit's state there."""
    _, answer = call(port, "GET", "/api/v1/today", auth=auth)
    states = {card["habit"]["id"]: card["today"]["state"]
              for section in answer["sections"] for card in section["cards"]}
    return answer["day"], states


def stored_state(schema, habit, day):
    epoch_day = (datetime.date.fromisoformat(day) - datetime.date(1970, 1, 1)).days
    state = psql(f"SELECT state FROM {schema}.check_ins "
                 f"WHERE habit_id = '{habit}' AND day = {epoch_day}")
    return state or "none"


def test_a_signed_in_user_sees_each_write_through_the_other_server(servers):
    schema, (a, b) = servers
    cookie, token = sign_up(a)
    _, habit = call(a, "POST", "/api/v1/habits", {"name": "Read"}, auth=token)
    base = int(testclock.START.timestamp() * 1000) - 100_000
    day, _ = today(b, token)

    for round_ in range(12):
        writer, reader = (a, b) if round_ % 2 == 0 else (b, a)
        credentials = token if round_ % 3 else cookie
        # Both servers hold a cached Today for the user before the write.
        today(writer, credentials)
        today(reader, credentials)
        if round_ % 4 == 3:
            call(writer, "DELETE",
                 f"/api/v1/habits/{habit['id']}/checkins/{day}?updatedAt={base + round_}",
                 auth=credentials)
            expected = "none"
        else:
            expected = ["done", "skipped"][round_ % 2]
            call(writer, "PUT", f"/api/v1/habits/{habit['id']}/checkins/{day}",
                 {"state": expected, "updatedAt": base + round_}, auth=credentials)
        _, seen = today(reader, credentials)
        assert seen[habit["id"]] == expected == stored_state(schema, habit["id"], day), round_


def test_settings_saved_through_one_server_move_the_others_day_at_once(servers):
    _, (a, b) = servers
    cookie, token = sign_up(a)
    call(a, "POST", "/api/v1/habits", {"name": "Read"}, auth=token)
    pinned = testclock.START.astimezone(datetime.timezone.utc)
    for auth in (token, cookie):
        assert today(b, auth)[0] == pinned.date().isoformat()

    # UTC+14: the pinned 10:30 UTC is already tomorrow there.
    call(a, "PATCH", "/api/v1/settings", {"timeZone": "Pacific/Kiritimati"}, auth=token)

    tomorrow = (pinned + datetime.timedelta(hours=14)).date().isoformat()
    for auth in (token, cookie):
        assert today(b, auth)[0] == tomorrow
        assert today(a, auth)[0] == tomorrow
