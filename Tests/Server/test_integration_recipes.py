"""Every recipe of docs/integrations.md, run as written against a real `ripple serve --accounts`
with a `checkin` token: the curl commands through curl, the Shortcuts and Tasker requests as
those apps send them, and the Home Assistant YAML read as Home Assistant reads it (YAML, then
the sensor's Jinja template over the answer)."""

import json
import pathlib
import re
import shlex
import subprocess
import tempfile
import urllib.request

import jinja2
import yaml

import serveprocess

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "integrations.md"
# The server's today, pinned so the recipes' "today" is a known day.
TODAY = "2026-11-18"


def blocks(language):
    return re.findall(rf"```{language}\n(.*?)```", DOC.read_text(), re.S)


def call(base, method, path, body=None, headers=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json", **(headers or {})})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read() or b"null")


def filled(text, base, token, habit):
    """The recipe with its placeholders filled, and the server's day pinned."""
    text = text.replace("RIPPLE", base).replace("TOKEN", token).replace("HABIT_ID", habit)
    return re.sub(r'(/api/v1/[^"\s`]*)', lambda m: m.group(1)
                  + ("&" if "?" in m.group(1) else "?") + f"day={TODAY}", text)


def register(base):
    """Signs Ann up; answers the headers of her session."""
    request = urllib.request.Request(
        base + "/api/v1/auth/register", method="POST",
        data=json.dumps({"email": "ann@example.com", "password": "recipes-pass-1415"}).encode(),
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        cookie = response.headers["Set-Cookie"].split(";")[0]
    return {"Cookie": cookie, "Origin": base}


def test_every_recipe_checks_in_with_a_checkin_token():
    with tempfile.TemporaryDirectory() as folder:
        server, port, _ = serveprocess.serve(folder, "--accounts", "--registration", "open")
        base = f"http://127.0.0.1:{port}"
        try:
            session = register(base)
            habits = [call(base, "POST", f"/api/v1/habits?day={TODAY}", {"name": name},
                           session)["id"] for name in ("Floss", "Water", "Walk")]
            token = call(base, "POST", "/api/v1/me/tokens",
                         {"name": "Front door tag", "scope": "checkin"}, session)["token"]
            assert token

            # curl: done, +1 (counted on a yes/no habit as done), and Today read back.
            commands = [line for block in blocks("sh") for line in block.splitlines()
                        if line.startswith("curl ")]
            assert len(commands) == 3, commands
            for command in commands:
                result = subprocess.run(shlex.split(filled(command, base, token, habits[0])),
                                        capture_output=True, text=True, timeout=60)
                assert result.returncode == 0, (command, result.stdout, result.stderr)
            today = json.loads(result.stdout)
            assert today["summary"]["done"] == 1, today["summary"]

            # Shortcuts and Tasker: the URL, method and header each section names.
            text = DOC.read_text()
            shortcut = re.search(r"URL: `([^`]+)`", text).group(1)
            tasker = re.search(r"Method `POST`, URL `([^`]+)`", text).group(1)
            for url, habit in ((shortcut, habits[1]), (tasker, habits[2])):
                request = urllib.request.Request(
                    filled(url, base, token, habit), method="POST",
                    headers={"Authorization": f"Bearer {token}"})
                with urllib.request.urlopen(request, timeout=30) as response:
                    assert json.loads(response.read())["checkIn"]["state"] == "done"

            # Home Assistant: the YAML as Home Assistant loads it; the rest_command's request;
            # the sensor's template over Today's answer.
            config = yaml.safe_load(filled(blocks("yaml")[0], base, token, habits[0]))
            call_spec = config["rest_command"]["ripple_floss_done"]
            request = urllib.request.Request(call_spec["url"], method=call_spec["method"].upper(),
                                             headers=call_spec["headers"])
            with urllib.request.urlopen(request, timeout=30) as response:
                assert response.status == 200
            sensor = config["sensor"][0]
            assert sensor["platform"] == "rest"
            request = urllib.request.Request(sensor["resource"], headers=sensor["headers"])
            with urllib.request.urlopen(request, timeout=30) as response:
                value_json = json.loads(response.read())
            state = jinja2.Template(sensor["value_template"]).render(value_json=value_json)
            assert state == "3 of 3 done today", state

            # The token can do no more than that.
            request = urllib.request.Request(base + "/api/v1/export",
                                             headers={"Authorization": f"Bearer {token}"})
            try:
                urllib.request.urlopen(request, timeout=30)
                raise AssertionError("a checkin token exported the data")
            except urllib.error.HTTPError as error:
                assert error.code == 403
        finally:
            assert server.stop() == 0, server.output


def test_the_health_recipe_links_and_imports_with_curl():
    """The health section's curl lines, as written, with a full token: the link, then the
    Apple Health fixture (Tests/Fixtures/health) as `export.zip` in the working folder. The
    server's clock is 2024-03-05, the days of the fixture being 2024-03-01 to 03."""
    fixture = pathlib.Path(__file__).resolve().parents[1] / "Fixtures" / "health" / "apple-export.zip"
    commands = [line for block in blocks("bash") for line in block.splitlines()
                if line.startswith("curl ")]
    assert len(commands) == 2, commands
    with tempfile.TemporaryDirectory() as folder:
        (pathlib.Path(folder) / "export.zip").write_bytes(fixture.read_bytes())
        server, port, _ = serveprocess.serve(
            folder, "--accounts", "--registration", "open",
            env={"RIPPLE_NOW": "2024-03-05T10:00:00Z"})
        base = f"http://127.0.0.1:{port}"
        try:
            session = register(base)
            habit = call(base, "POST", "/api/v1/habits?day=2024-02-20", {"name": "Walk"},
                         session)["id"]
            token = call(base, "POST", "/api/v1/me/tokens", {"name": "Laptop"}, session)["token"]
            outputs = []
            for command in commands:
                line = command.replace("RIPPLE", base).replace("TOKEN", token).replace(
                    "HABIT_ID", habit)
                result = subprocess.run(shlex.split(line), capture_output=True, text=True,
                                        timeout=60, cwd=folder)
                assert result.returncode == 0, (line, result.stdout, result.stderr)
                outputs.append(json.loads(result.stdout))
            assert outputs[0]["sentence"] == "Steps ≥ 5,000"
            assert outputs[1]["source"] == "Apple Health"
            assert outputs[1]["habits"] == [{"habitId": habit, "name": "Walk", "added": 2}]
        finally:
            assert server.stop() == 0, server.output
