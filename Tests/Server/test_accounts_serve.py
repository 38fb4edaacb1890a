"""`ripple serve --accounts` as a real process on loopback: sign up, get a session cookie, add a
habit, sign out, and the cookie no longer opens anything."""

import json
import os
import sqlite3
import subprocess
import tempfile
import urllib.error
import urllib.request
from pathlib import Path

from serveprocess import serve
import testclock

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("RIPPLE_BIN", ROOT / ".build" / "debug" / "ripple"))




def call(port, method, path, body=None, cookie=None):
    """(status, headers, parsed body or None)."""
    data = None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json"} if data is not None else {}
    if cookie:
        headers["Cookie"] = cookie
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            text = response.read()
            return response.status, response.headers, json.loads(text) if text else None
    except urllib.error.HTTPError as error:
        text = error.read()
        return error.code, error.headers, json.loads(text) if text else None


def test_register_habit_sign_out_then_401():
    with tempfile.TemporaryDirectory() as folder:
        server, port, line = serve(folder, "--accounts", "--registration", "open")
        try:
            assert "(accounts on)" in line
            status, _, body = call(port, "GET", "/api/v1/habits")
            assert status == 401 and body["error"]["code"] == "unauthenticated"

            status, headers, body = call(port, "POST", "/api/v1/auth/register",
                                         {"email": "ann@example.com", "password": "correct horse battery"})
            assert status == 201, body
            set_cookie = headers["Set-Cookie"]
            assert "HttpOnly" in set_cookie and "SameSite=Lax" in set_cookie
            cookie = set_cookie.split(";")[0]

            status, _, habit = call(port, "POST", "/api/v1/habits", {"name": "Read"}, cookie=cookie)
            assert status == 201, habit
            status, _, habits = call(port, "GET", "/api/v1/habits", cookie=cookie)
            assert [h["name"] for h in habits["habits"]] == ["Read"]

            status, _, _ = call(port, "POST", "/api/v1/auth/sign-out", cookie=cookie)
            assert status == 204
            status, _, body = call(port, "GET", "/api/v1/habits", cookie=cookie)
            assert status == 401 and body["error"]["code"] == "unauthenticated"
        finally:
            server.terminate()
            server.wait(timeout=30)


def test_the_password_cost_option_sets_bcrypts_cost_of_new_passwords():
    """`--password-cost` (hidden, for tests: a cost-12 hash takes seconds in a debug build)."""
    with tempfile.TemporaryDirectory() as folder:
        server, port, _ = serve(folder, "--accounts", "--registration", "open", "--password-cost", "4")
        try:
            status, _, body = call(port, "POST", "/api/v1/auth/register",
                                   {"email": "ann@example.com", "password": "correct horse battery"})
            assert status == 201, body
            status, _, body = call(port, "POST", "/api/v1/auth/sign-in",
                                   {"email": "ann@example.com", "password": "correct horse battery"})
            assert status == 200, body
        finally:
            server.terminate()
            server.wait(timeout=30)
        with sqlite3.connect(Path(folder) / "ripple.sqlite") as database:
            (stored,) = database.execute("SELECT password_hash FROM accounts").fetchone()
        assert stored.startswith("$2b$04$"), stored


def test_the_environment_turns_accounts_on_and_local_mode_stays_open():
    with tempfile.TemporaryDirectory() as folder:
        server, port, _ = serve(folder, env={"RIPPLE_ACCOUNTS": "1"})
        try:
            assert call(port, "GET", "/api/v1/auth/status")[2] == {
                "accounts": True, "registration": "invite", "signedIn": False}
        finally:
            server.terminate()
            server.wait(timeout=30)
        server, port, _ = serve(folder)
        try:
            assert call(port, "GET", "/api/v1/auth/status")[2] == {"accounts": False, "signedIn": False}
            assert call(port, "GET", "/api/v1/habits")[0] == 200
        finally:
            server.terminate()
            server.wait(timeout=30)
