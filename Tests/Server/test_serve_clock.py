"""`ripple serve --now` / RIPPLE_NOW: the server's clock starts at a pinned instant and moves on
with real elapsed time, so tests and demos control "today" without the calendar of the machine."""

import childprocess
import datetime
import json
import os
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import serveprocess
import testclock

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("RIPPLE_BIN", ROOT / ".build" / "debug" / "ripple"))




def call(port, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=data, method=method,
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def millis(text):
    return int(datetime.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp() * 1000)


def test_now_pins_today_and_time_moves_on():
    with tempfile.TemporaryDirectory() as folder:
        # 2.5 s before midnight: time enough to start and answer on the pinned day, on a busy machine.
        server, port = serve(folder, env={"RIPPLE_NOW": "2031-03-04T23:59:57.500Z"})
        try:
            assert call(port, "GET", "/api/v1/today")["day"] == "2031-03-04"
            first = call(port, "POST", "/api/v1/habits", {"name": "Read"})
            assert first["createdDay"] == "2031-03-04"
            assert millis("2031-03-04T23:59:57.500Z") <= first["createdAt"] < millis("2031-03-05T00:00:00Z")
            deadline = time.monotonic() + 15
            while call(port, "GET", "/api/v1/today")["day"] == "2031-03-04":  # 2.5 s on
                assert time.monotonic() < deadline, "the pinned clock does not move"
                time.sleep(0.05)
            second = call(port, "POST", "/api/v1/habits", {"name": "Run"})
            assert second["createdAt"] > first["createdAt"]
            assert second["createdDay"] == "2031-03-05"
        finally:
            server.terminate()
            server.wait(timeout=30)


def test_the_option_wins_over_the_environment_and_follows_the_user_zone():
    with tempfile.TemporaryDirectory() as folder:
        server, port = serve(folder, "--now", "2031-03-04T20:00:00-05:00",
                             env={"RIPPLE_NOW": "2020-01-01T00:00:00Z"})
        try:
            assert call(port, "GET", "/api/v1/today")["day"] == "2031-03-05"  # 01:00 UTC
            call(port, "PATCH", "/api/v1/settings", {"timeZone": "America/New_York"})
            assert call(port, "GET", "/api/v1/today")["day"] == "2031-03-04"
        finally:
            server.terminate()
            server.wait(timeout=30)


def test_a_bad_instant_is_refused():
    with tempfile.TemporaryDirectory() as folder:
        for arguments, env, named in [
            (["--now", "2031-03-04"], {}, "for '--now': '2031-03-04' is not an instant"),
            ([], {"RIPPLE_NOW": "tomorrow"}, "RIPPLE_NOW: 'tomorrow' is not an instant"),
        ]:
            result = childprocess.run(
                [str(BINARY), "serve", "--port", "0", "--database", os.path.join(folder, "r.sqlite"), *arguments],
                capture_output=True, text=True, timeout=30, env=testclock.server_environment() | env)
            assert result.returncode != 0, result
            assert named in result.stderr, result.stderr
            assert "yyyy-MM-ddTHH:mm:ssZ" in result.stderr, result.stderr


def serve(folder, *arguments, env=None):
    process, port, _ = serveprocess.serve(folder, *arguments, env=env)
    return process, port
