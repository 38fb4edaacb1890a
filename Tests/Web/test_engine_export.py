"""The CSV export written by the engine in the browser (a private account's, from the words its
device holds) is the server's CSV byte for byte: the same code (RippleWire's CheckInsCSV) in both,
here fed the server's own JSON export of data with every kind of field a CSV must guard — commas,
quotes, line breaks, a spreadsheet formula, a decimal value, a skipped and a missed day."""

import datetime
import urllib.request

from engine_page import open_engine_page

import testclock


def download(server, query):
    with urllib.request.urlopen(server.base_url + "/api/v1/export?" + query, timeout=30) as answer:
        return answer.read().decode()


def test_the_engine_writes_the_servers_csv_from_its_json(server, new_context):
    today = datetime.date.fromisoformat(testclock.today())
    day = lambda n: (today - datetime.timedelta(days=n)).isoformat()  # noqa: E731
    plain = server.create_habit("Read, slowly")
    quoted = server.create_habit('The "long" walk')
    formula = server.create_habit("=HYPERLINK(1)", measure={"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"})
    writes = [
        (plain["id"], day(1), {"state": "done", "note": "two chapters,\nthen sleep"}),
        (plain["id"], day(2), {"state": "skipped", "note": '"quoted" and -minus'}),
        (quoted["id"], day(1), {"state": "missed"}),
        (formula["id"], day(1), {"state": "done", "value": 2.5, "note": "@mention"}),
        (formula["id"], day(3), {"state": "done", "value": 9}),
    ]
    for habit, when, body in writes:
        server.api("PUT", f"/api/v1/habits/{habit}/checkins/{when}", body, expect=200)
    for notes in ("true", "false"):
        csv = download(server, f"format=csv&notes={notes}")
        document = download(server, f"format=json&notes={notes}")
        page = open_engine_page(new_context, server)
        written = page.evaluate(
            """([text, notes]) => {
              const doc = JSON.parse(text);
              return window.__engine.exportCSV({ habits: doc.habits, checkIns: doc.checkIns, includeNotes: notes });
            }""",
            [document, notes == "true"],
        )
        assert "error" not in written, written
        assert written["csv"] == csv
        assert csv.count("\r\n") == 6, csv
        assert ("'=HYPERLINK(1)" in csv) and ("2.5" in csv)
        assert ("two chapters" in csv) == (notes == "true")
