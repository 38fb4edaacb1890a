"""The calendar feed: GET /api/v1/calendar.ics?token=… is iCalendar (RFC 5545) that a
real parser (the `icalendar` package) reads, with one recurring event per habit reminder whose
RRULE expands to the expected days of a month, each with an alarm; the token is per user, secret
and rotatable."""

import datetime
import json
import tempfile
import urllib.error
import urllib.request
from collections import Counter

import icalendar
from dateutil.rrule import rrulestr

import serveprocess


def call(port, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=data, method=method,
        headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.headers.get("Content-Type"), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type"), error.read()


def json_call(port, method, path, body=None):
    status, _, raw = call(port, method, path, body)
    return status, json.loads(raw)


def occurrences(event, month_start, month_end):
    """The event's starts within [month_start, month_end), expanded from its RRULE."""
    start = event.decoded("DTSTART")
    rule = event["RRULE"].to_ical().decode()
    return [d for d in rrulestr(rule, dtstart=start).between(month_start, month_end, inc=True)
            if d < month_end]


def test_the_feed_parses_and_expands_to_each_reminder_of_a_month():
    with tempfile.TemporaryDirectory() as folder:
        # --plans choose: the test picks its plan (otherwise plans come from licences).
        server, port, _ = serveprocess.serve(folder, "--plans", "choose")
        try:
            assert json_call(port, "PATCH", "/api/v1/settings", {"timeZone": "Europe/Berlin"})[0] == 200
            # More than the free plan's 3 reminders a day.
            assert json_call(port, "PUT", "/api/v1/plan", {"tier": "premium"})[0] == 200

            def habit(name, **fields):
                status, body = json_call(port, "POST", "/api/v1/habits", {"name": name, **fields})
                assert status == 201, body
                return body["id"]

            habit("Read; then rest", reminders=[{"time": "08:00"}, {"time": "21:30"}])
            habit("Gym", schedule={"kind": "weekdays", "weekdays": ["mon", "wed", "fri"]},
                  reminders=[{"time": "18:30"}])
            habit("Plants", reminders=[{"time": "09:00", "weekdays": ["sat", "sun"]}])
            habit("No reminder")
            old = habit("Old", reminders=[{"time": "07:00"}])
            assert call(port, "POST", f"/api/v1/habits/{old}/archive")[0] == 200

            status, token = json_call(port, "POST", "/api/v1/calendar/token")
            assert status == 201 and token["path"] == f"/api/v1/calendar.ics?token={token['token']}"
            status, content_type, raw = call(port, "GET", token["path"])
            assert status == 200 and content_type.startswith("text/calendar"), (status, content_type)
            assert b"\r\n" in raw

            calendar = icalendar.Calendar.from_ical(raw)
            assert str(calendar["VERSION"]) == "2.0"
            assert str(calendar["X-WR-TIMEZONE"]) == "Europe/Berlin"
            events = list(calendar.walk("VEVENT"))
            summaries = Counter(str(e["SUMMARY"]) for e in events)
            assert summaries == Counter({"Read; then rest": 2, "Gym": 1, "Plants": 1})
            assert len({str(e["UID"]) for e in events}) == 4
            for event in events:
                alarms = list(event.walk("VALARM"))
                assert len(alarms) == 1 and str(alarms[0]["ACTION"]) == "DISPLAY"
                assert alarms[0].decoded("TRIGGER") == datetime.timedelta(0)

            december = (datetime.datetime(2026, 12, 1), datetime.datetime(2027, 1, 1))
            expanded = {(str(e["SUMMARY"]), e.decoded("DTSTART").strftime("%H:%M")): occurrences(e, *december)
                        for e in events}
            assert len(expanded[("Read; then rest", "08:00")]) == 31
            assert len(expanded[("Read; then rest", "21:30")]) == 31
            assert [d.day for d in expanded[("Gym", "18:30")]] == [
                2, 4, 7, 9, 11, 14, 16, 18, 21, 23, 25, 28, 30]
            assert [d.day for d in expanded[("Plants", "09:00")]] == [5, 6, 12, 13, 19, 20, 26, 27]
            assert all(d.weekday() == 0 or d.weekday() in (2, 4) for d in expanded[("Gym", "18:30")])
            # The first occurrence is the event's start, on or after the day the habit began.
            gym = next(e for e in events if str(e["SUMMARY"]) == "Gym")
            assert gym.decoded("DTSTART") == datetime.datetime(2026, 11, 18, 18, 30)  # a Wednesday
        finally:
            server.terminate()
            server.wait(timeout=30)


def test_the_token_is_secret_and_rotates():
    with tempfile.TemporaryDirectory() as folder:
        server, port, _ = serveprocess.serve(folder)
        try:
            assert json_call(port, "GET", "/api/v1/calendar/token") == (200, {"exists": False})
            status, first = json_call(port, "POST", "/api/v1/calendar/token")
            assert status == 201
            # Reading tells only that the feed exists, never its token.
            assert json_call(port, "GET", "/api/v1/calendar/token") == (200, {"exists": True})
            assert call(port, "GET", first["path"])[0] == 200
            status, body = json_call(port, "GET", "/api/v1/calendar.ics?token=nope")
            assert status == 404 and body["error"]["code"] == "not_found"
            status, body = json_call(port, "GET", "/api/v1/calendar.ics")
            assert status == 400 and body["error"]["field"] == "token"
            status, rotated = json_call(port, "POST", "/api/v1/calendar/token")
            assert status == 201 and rotated["token"] != first["token"]
            assert call(port, "GET", first["path"])[0] == 404
            assert call(port, "GET", rotated["path"])[0] == 200
        finally:
            server.terminate()
            server.wait(timeout=30)
