"""`ripple serve` that cannot start says why in one line and exits at once; one that is stopping
answers what is in flight within its deadline, says so when the deadline is reached, and a second
signal ends it at once."""

import os
import signal
import socket
import sqlite3
import tempfile
import time

import childprocess
import pytest
import serveprocess
import testclock

# A start that fails must end within this many seconds (it takes well under one).
START_LIMIT = 10


def serve_fails(folder, *arguments, database=None):
    """Runs `ripple serve` expecting it to fail: (its exit status, stderr, seconds taken)."""
    started = time.monotonic()
    result = childprocess.run(
        [serveprocess.BINARY, "serve", "--database",
         database or os.path.join(folder, "ripple.sqlite"), *arguments],
        capture_output=True, text=True, timeout=START_LIMIT, env=testclock.server_environment())
    return result.returncode, result.stderr, time.monotonic() - started


def error_lines(stderr):
    return [line for line in stderr.splitlines() if line.strip()]


def test_an_address_it_cannot_listen_on():
    with tempfile.TemporaryDirectory() as folder:
        status, stderr, _ = serve_fails(folder, "--accounts", "--host", "192.0.2.1", "--port", "0")
        assert status == 1, stderr
        assert "cannot listen on 192.0.2.1:0" in stderr and "--host" in stderr, stderr
        assert len(error_lines(stderr)) <= 2, stderr  # the accounts note, then the error


def test_a_port_in_use():
    with tempfile.TemporaryDirectory() as folder, socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        status, stderr, _ = serve_fails(folder, "--host", "127.0.0.1", "--port", str(port))
        assert status == 1, stderr
        assert f"cannot listen on 127.0.0.1:{port}: the port is in use" in stderr, stderr
        assert len(error_lines(stderr)) == 1, stderr


def test_a_file_that_is_not_a_database():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "notes.sqlite")
        with open(path, "w") as file:
            file.write("my notes\n")
        status, stderr, _ = serve_fails(folder, "--port", "0", database=path)
        assert status == 5, stderr
        assert path in stderr and len(error_lines(stderr)) == 1, stderr


def test_a_migration_that_fails():
    with tempfile.TemporaryDirectory() as folder:
        database = os.path.join(folder, "ripple.sqlite")
        made = childprocess.run([serveprocess.BINARY, "add", "Read", "--database", database],
                                capture_output=True, text=True, env=testclock.server_environment())
        assert made.returncode == 0, made.stderr
        # The last migration forgotten: running it again meets the tables it made.
        with sqlite3.connect(database) as db:
            db.execute("DELETE FROM grdb_migrations WHERE rowid = (SELECT max(rowid) FROM grdb_migrations)")
        status, stderr, _ = serve_fails(folder, "--port", "0")
        assert status != 0, stderr
        assert database in stderr and len(error_lines(stderr)) == 1, stderr


def test_a_postgres_address_that_does_not_answer():
    with tempfile.TemporaryDirectory() as folder:
        port = serveprocess.free_port()  # nothing listens there
        address = f"postgres://ripple@127.0.0.1:{port}/ripple?sslmode=disable"
        status, stderr, _ = serve_fails(folder, "--port", "0", database=address)
        assert status != 0, stderr
        assert f"127.0.0.1:{port}" in stderr and len(error_lines(stderr)) == 1, stderr


def test_a_licence_key_that_is_not_a_key():
    with tempfile.TemporaryDirectory() as folder:
        status, stderr, _ = serve_fails(folder, "--port", "0", "--licence-key", "not-a-key")
        assert status == 2, stderr
        assert "--licence-key 'not-a-key' is not a public key" in stderr, stderr


def slow_request(port):
    """A request the server has begun (it answered `Expect: 100-continue`) whose body has not come
    yet: in flight until the body comes or the server gives up on it."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(f"POST /api/v1/habits HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                 "Content-Type: application/json\r\nContent-Length: 100\r\n"
                 "Expect: 100-continue\r\n\r\n".encode())
    assert sock.recv(4096) == b"HTTP/1.1 100 Continue\r\n\r\n"
    return sock


def test_the_stop_deadline_is_kept_and_said():
    with tempfile.TemporaryDirectory() as folder:
        server = serveprocess.Server(folder, "--stop-deadline", "1")
        with slow_request(server.port):
            started = time.monotonic()
            status = server.stop(signal.SIGTERM, timeout=START_LIMIT)
        assert status == 1, server.output
        assert time.monotonic() - started < START_LIMIT
        assert "Stopped waiting after 1 s" in server.output, server.output


def test_a_second_signal_stops_at_once():
    with tempfile.TemporaryDirectory() as folder:
        server = serveprocess.Server(folder, "--stop-deadline", "60")
        with slow_request(server.port):
            server.send_signal(signal.SIGINT)
            server.wait_for("Stopping: answering the requests in flight", timeout=START_LIMIT)
            server.send_signal(signal.SIGINT)
            status = server.wait(timeout=START_LIMIT)
        assert status == 128 + signal.SIGINT, server.output
        assert "A second stop signal: stopping at once." in server.output


@pytest.mark.parametrize("stop_signal", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_answers_the_request_in_flight(stop_signal):
    with tempfile.TemporaryDirectory() as folder:
        server = serveprocess.Server(folder)
        with slow_request(server.port) as sock:
            server.send_signal(stop_signal)
            server.wait_for("Stopping: answering the requests in flight", timeout=START_LIMIT)
            sock.sendall(b'{"name": "Read"}'.ljust(100))
            answer = sock.recv(4096)
        assert answer.startswith(b"HTTP/1.1 201"), answer
        assert server.wait(timeout=START_LIMIT) == 0, server.output
        assert "Ripple stopped; the database is closed." in server.output
