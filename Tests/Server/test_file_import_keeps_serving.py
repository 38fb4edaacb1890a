"""Imports of other apps' exports against the real `ripple serve`: five years of 70 habits, as a
CSV and as a HabitKit file, imported at once while `/health` keeps answering (files are read on
threads of their own, and the write is one transaction); a second import of the same CSV adds
nothing. The figures are printed (a quiet machine imports each in a few seconds on the debug build
and answers /health within 100 ms at the 99th percentile); what is asserted is judged against the
imports' own length, so the test holds on a loaded machine."""

import datetime
import http.client
import json
import tempfile
import threading
import time

import serveprocess
from test_import_keeps_serving import STALL_SHARE, health_during, health_seconds

HABITS = 70
DAYS = 5 * 365
FIRST = datetime.date(2020, 1, 1)
# The server's today, pinned so that every day of the files is in the past.
TODAY = "2026-11-18"


def csv_export():
    """One row per habit and day, every third day with a note, as a spreadsheet writes it."""
    lines = ["Habit,Date,Value,Note"]
    for offset in range(DAYS):
        day = (FIRST + datetime.timedelta(days=offset)).isoformat()
        for habit in range(HABITS):
            note = f"day {offset}" if offset % 3 == 0 else ""
            lines.append(f"Habit {habit},{day},{(offset + habit) % 9 + 1},{note}")
    return ("\n".join(lines) + "\n").encode()


def habitkit_export():
    """The same shape in HabitKit's JSON: a completion per habit and day at local midnight."""
    habits = [{"id": f"h{index}", "name": f"Kit {index}", "archived": False, "isInverse": False,
               "orderIndex": index} for index in range(HABITS)]
    completions = []
    for offset in range(DAYS):
        midnight = datetime.datetime(2020, 1, 1, tzinfo=datetime.timezone.utc) \
            + datetime.timedelta(days=offset) - datetime.timedelta(hours=1)
        stamp = midnight.strftime("%Y-%m-%dT%H:%M:%S.000Z")
        for index in range(HABITS):
            completions.append({"habitId": f"h{index}", "date": stamp,
                                "timezoneOffsetInMinutes": 60, "amountOfCompletions": 1})
    intervals = [{"habitId": f"h{index}", "type": "day", "requiredNumberOfCompletions": 1}
                 for index in range(HABITS)]
    return json.dumps({"habits": habits, "completions": completions, "intervals": intervals,
                       "categories": [], "categoryMappings": [], "reminders": []}).encode()


def upload(port, body, results, kind):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    try:
        started = time.perf_counter()
        connection.request("POST", f"/api/v1/import?day={TODAY}", body=body,
                           headers={"Content-Type": "application/octet-stream"})
        response = connection.getresponse()
        results.append((kind, response.status, json.loads(response.read()),
                        time.perf_counter() - started))
    finally:
        connection.close()


def test_health_keeps_answering_while_five_years_of_70_habits_import():
    with tempfile.TemporaryDirectory() as folder:
        csv, kit = csv_export(), habitkit_export()
        server, port, _ = serveprocess.serve(folder)
        try:
            health_seconds(port)
            results = []
            timings, imports_seconds = health_during(
                port, [threading.Thread(target=upload, args=(port, body, results, kind))
                       for kind, body in (("csv", csv), ("habitkit", kit))])

            assert sorted(status for _, status, _, _ in results) == [200, 200], results
            for kind, _, body, _ in results:
                assert body["summary"]["habits"] == HABITS, (kind, body["summary"])
                assert body["summary"]["checkIns"] == HABITS * DAYS, (kind, body["summary"])
            ordered = sorted(timings)
            p99 = ordered[max(0, int(len(ordered) * 0.99) - 1)]
            worst = ordered[-1]
            each = ", ".join(f"{kind} {seconds:.1f} s"
                             for kind, _, body, seconds in results)
            report = (f"{HABITS} habits x {DAYS} days: csv {len(csv) / 1e6:.1f} MB, habitkit "
                      f"{len(kit) / 1e6:.1f} MB; imports {each}; /health over {len(timings)} polls:"
                      f" 99th percentile {p99 * 1000:.0f} ms, worst {worst * 1000:.0f} ms")
            print(report)
            assert len(timings) >= 5, report
            assert worst < imports_seconds * STALL_SHARE, report

            again = []
            upload(port, csv, again, "csv")
            _, status, body, seconds = again[0]
            assert status == 200, body
            assert body["summary"]["habits"] == 0 and body["summary"]["checkIns"] == 0, body
            assert all(habit["joinsExisting"] for habit in body["habits"])
            print(f"the same CSV again: nothing added, in {seconds:.1f} s")
        finally:
            assert server.stop() == 0, server.output


def test_a_file_declared_over_the_limit_is_refused_before_it_is_read():
    with tempfile.TemporaryDirectory() as folder:
        server, port, _ = serveprocess.serve(folder)
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            connection.putrequest("POST", f"/api/v1/import/preview?day={TODAY}")
            connection.putheader("Content-Type", "application/octet-stream")
            connection.putheader("Content-Length", str(200 * 1024 * 1024))
            connection.endheaders()
            connection.send(b"Habit,Date\n")  # the rest never comes: the answer may not wait for it
            response = connection.getresponse()
            body = json.loads(response.read())
            connection.close()
            assert response.status == 413, body
            assert body["error"]["message"] == "The request body is larger than the limit of 100 MB"
        finally:
            assert server.stop() == 0, server.output
