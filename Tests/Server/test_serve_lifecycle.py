"""`ripple serve` as a process: it prints its URL, serves the web app, and on SIGTERM or SIGINT
finishes the requests in flight and closes the database, so nothing acknowledged is lost."""

import childprocess
import concurrent.futures
import datetime
import json
import os
import signal
import tempfile
import threading
import urllib.error
import urllib.request
from pathlib import Path

import licences
import pytest
import serveprocess
import testclock


def start(database, port):
    return serveprocess.Server(None, "--licence-key", licences.PUBLIC_KEY, port=port,
                               database=database)


def call(port, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=data, method=method,
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        payload = response.read()
        return response.status, json.loads(payload) if payload.startswith(b"{") else payload


@pytest.mark.parametrize("stop_signal", [signal.SIGTERM, signal.SIGINT])
def test_stop_keeps_every_acknowledged_write(stop_signal):
    with tempfile.TemporaryDirectory() as folder:
        database = os.path.join(folder, "ripple.sqlite")
        server = start(database, 0)
        port = server.port
        try:
            call(port, "POST", "/api/v1/licence", {"licence": licences.issue("premium")})
            ids = [call(port, "POST", "/api/v1/habits", {"name": f"Habit {n}"})[1]["id"]
                   for n in range(8)]

            answered = threading.Semaphore(0)

            def write(index):
                habit = ids[index % len(ids)]
                day = (datetime.date(2020, 1, 1) + datetime.timedelta(days=index // len(ids))).isoformat()
                try:
                    status, _ = call(port, "PUT", f"/api/v1/habits/{habit}/checkins/{day}",
                                     {"state": "done"})
                    return (habit, day) if status == 200 else None
                except (urllib.error.URLError, ConnectionError, OSError):
                    return None
                finally:
                    answered.release()

            with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
                futures = [pool.submit(write, n) for n in range(3000)]
                # The stop comes once writes are flowing, with many still to send.
                for _ in range(100):
                    assert answered.acquire(timeout=30), "no write was answered within 30 s"
                server.send_signal(stop_signal)
                acknowledged = {f.result() for f in futures} - {None}
            assert server.wait(timeout=15) == 0, server.output
            assert "stopped" in server.output
        finally:
            server.kill()

        assert acknowledged, "no write was acknowledged before the stop"
        assert len(acknowledged) < 3000, "the stop came after every write: nothing was in flight"
        server = start(database, 0)
        port = server.port
        try:
            for habit in set(h for h, _ in acknowledged):
                _, history = call(port, "GET", f"/api/v1/habits/{habit}/history"
                                  f"?start=2020-01-01&end=2021-12-31&day={testclock.today()}")
                done = {d["day"] for d in history["days"] if d["outcome"] == "done"}
                expected = {day for h, day in acknowledged if h == habit}
                assert expected <= done
        finally:
            assert server.stop() == 0, server.output


def test_serves_the_web_app_and_health():
    with tempfile.TemporaryDirectory() as folder:
        server = start(os.path.join(folder, "ripple.sqlite"), 0)
        port = server.port
        try:
            status, body = call(port, "GET", "/health")
            assert (status, body) == (200, {"status": "ok"})
            status, page = call(port, "GET", "/")
            assert status == 200 and b"<html" in page.lower()
        finally:
            assert server.stop() == 0, server.output


def test_refuses_a_file_that_is_not_a_ripple_database():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "notes.sqlite")
        Path(path).write_text("my precious notes, not a database\n")
        result = childprocess.run(
            [str(serveprocess.BINARY), "serve", "--port", "0", "--database", path],
            capture_output=True, text=True, timeout=30)
        assert result.returncode != 0
        assert path in result.stderr
        assert Path(path).read_text() == "my precious notes, not a database\n"
