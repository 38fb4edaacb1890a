"""Encrypted backups against an independent age implementation (pyrage, on rage): pyrage opens
what `ripple backup --encrypt` and POST /api/v1/backup/encrypted write, Ripple restores what
pyrage encrypts, and a wrong passphrase, a truncated or a tampered file is refused with the
data unchanged, from the CLI and over HTTP."""

import childprocess
import base64
import json
import os
import pty
import select
import subprocess
import tempfile
import urllib.error
import urllib.request

import pyrage
import pytest

import serveprocess
import testclock

PASSPHRASE = "correct horse battery"
# Ripple's own files use a low work factor so the debug binary's scrypt stays quick; pyrage
# chooses its own (2^19 or so), which Ripple reads like any other.
LOW_WORK_FACTOR = "10"


def ripple(folder, *arguments, stdin=""):
    return childprocess.run(
        [str(serveprocess.BINARY), *arguments, "--database", os.path.join(folder, "ripple.sqlite")],
        input=stdin, capture_output=True, text=False if isinstance(stdin, bytes) else True,
        env=testclock.server_environment(), timeout=120)


def plain_backup(folder):
    result = ripple(folder, "backup", "-o", "-")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def without_time(document):
    return {key: value for key, value in document.items() if key != "exportedAt"}


def names(document):
    return sorted(habit["name"] for habit in document["habits"])


def encrypted_by_ripple(folder):
    path = os.path.join(folder, "backup.age")
    result = ripple(folder, "backup", "--encrypt", "--passphrase-stdin", "--work-factor",
                    LOW_WORK_FACTOR, "-o", path, stdin=PASSPHRASE + "\n")
    assert result.returncode == 0, result.stderr
    with open(path, "rb") as file:
        return file.read()


def damaged(file):
    """A wrong passphrase, a file cut in its payload, one changed payload byte."""
    tampered = bytearray(file)
    tampered[-5] ^= 0x01
    return [
        ("wrong passphrase", file, PASSPHRASE + "!", "Wrong passphrase"),
        ("truncated", file[:-20], PASSPHRASE, "damaged"),
        ("tampered", bytes(tampered), PASSPHRASE, "damaged"),
    ]


@pytest.fixture
def folder():
    with tempfile.TemporaryDirectory() as folder:
        for name in ("Water", "Read", "Stretch"):
            assert ripple(folder, "add", name).returncode == 0
        assert ripple(folder, "done", "Water").returncode == 0
        yield folder


def test_pyrage_opens_the_cli_backup_as_the_plain_backup(folder):
    file = encrypted_by_ripple(folder)
    assert file.startswith(b"age-encryption.org/v1\n-> scrypt ")
    opened = json.loads(pyrage.passphrase.decrypt(file, PASSPHRASE))
    assert without_time(opened) == without_time(plain_backup(folder))


def test_the_cli_restores_a_file_pyrage_encrypted(folder):
    document = plain_backup(folder)
    document["habits"] = [h for h in document["habits"] if h["name"] != "Stretch"]
    path = os.path.join(folder, "from-pyrage.age")
    with open(path, "wb") as file:
        file.write(pyrage.passphrase.encrypt(json.dumps(document).encode(), PASSPHRASE))

    result = ripple(folder, "restore", "--yes", "--passphrase-stdin", path,
                    stdin=PASSPHRASE + "\n")

    assert result.returncode == 0, result.stderr
    assert names(plain_backup(folder)) == ["Read", "Water"]


def test_the_cli_refuses_bad_files_and_changes_nothing(folder):
    before = without_time(plain_backup(folder))
    file = encrypted_by_ripple(folder)
    for name, contents, passphrase, message in damaged(file):
        path = os.path.join(folder, "bad.age")
        with open(path, "wb") as handle:
            handle.write(contents)
        result = ripple(folder, "restore", "--yes", "--passphrase-stdin", path,
                        stdin=passphrase + "\n")
        assert result.returncode != 0, name
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and message in lines[0], (name, result.stderr)
        assert without_time(plain_backup(folder)) == before, name


def test_the_cli_needs_a_passphrase_of_eight_characters_and_never_takes_it_as_an_argument(folder):
    result = ripple(folder, "backup", "--encrypt", "--passphrase-stdin", "-o", "-",
                    stdin="short\n")
    assert result.returncode != 0
    assert "at least 8 characters" in result.stderr
    result = ripple(folder, "backup", "--encrypt", "--passphrase", PASSPHRASE, "-o", "-")
    assert result.returncode != 0


@pytest.fixture
def server(folder):
    process, port, _ = serveprocess.serve(
        folder, "--backup-work-factor", LOW_WORK_FACTOR)
    yield port
    process.terminate()
    process.wait(timeout=30)


def post(port, path, body):
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def get_json(port, path):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=30) as response:
        return json.loads(response.read())


def test_pyrage_opens_the_http_backup_as_the_plain_backup(server):
    status, headers, file = post(server, "/api/v1/backup/encrypted", {"passphrase": PASSPHRASE})

    assert status == 200
    assert headers["Content-Type"] == "application/octet-stream"
    assert headers["Content-Disposition"].endswith('.age"')
    opened = json.loads(pyrage.passphrase.decrypt(file, PASSPHRASE))
    assert without_time(opened) == without_time(get_json(server, "/api/v1/backup"))


def test_http_restores_a_file_pyrage_encrypted(server):
    document = get_json(server, "/api/v1/backup")
    document["habits"] = [h for h in document["habits"] if h["name"] != "Read"]
    file = pyrage.passphrase.encrypt(json.dumps(document).encode(), PASSPHRASE)

    status, _, body = post(server, "/api/v1/restore/encrypted", {
        "passphrase": PASSPHRASE, "backup": base64.b64encode(file).decode()})

    assert status == 200, body
    assert names(get_json(server, "/api/v1/backup")) == ["Stretch", "Water"]


def test_http_refuses_bad_files_and_changes_nothing(server):
    before = without_time(get_json(server, "/api/v1/backup"))
    _, _, file = post(server, "/api/v1/backup/encrypted", {"passphrase": PASSPHRASE})
    expected = {"wrong passphrase": (422, "passphrase"), "truncated": (400, "backup"),
                "tampered": (400, "backup")}
    for name, contents, passphrase, message in damaged(file):
        status, _, body = post(server, "/api/v1/restore/encrypted", {
            "passphrase": passphrase, "backup": base64.b64encode(contents).decode()})
        error = json.loads(body)["error"]
        assert (status, error["field"]) == expected[name], (name, body)
        assert message in error["message"], (name, body)
        assert without_time(get_json(server, "/api/v1/backup")) == before, name


def test_http_refuses_a_short_passphrase_by_name(server):
    status, _, body = post(server, "/api/v1/backup/encrypted", {"passphrase": "short"})
    error = json.loads(body)["error"]
    assert (status, error["field"], error["code"]) == (422, "passphrase", "validation_failed")
    assert "at least 8 characters" in error["message"]


def test_the_plain_restore_route_names_a_protected_file(server):
    _, _, file = post(server, "/api/v1/backup/encrypted", {"passphrase": PASSPHRASE})
    request = urllib.request.Request(
        f"http://127.0.0.1:{server}/api/v1/restore", data=file, method="POST",
        headers={"Content-Type": "application/octet-stream"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=30)
    assert "protected by a passphrase" in json.loads(refused.value.read())["error"]["message"]


def test_the_database_its_wal_and_the_folder_ripple_creates_are_owner_only():
    with tempfile.TemporaryDirectory() as base:
        folder = os.path.join(base, "new")
        result = childprocess.run(
            [str(serveprocess.BINARY), "add", "Water", "--database",
             os.path.join(folder, "ripple.sqlite")],
            capture_output=True, text=True, env=testclock.server_environment(), timeout=60)
        assert result.returncode == 0, result.stderr
        modes = {name: oct(os.stat(os.path.join(folder, name)).st_mode & 0o777)
                 for name in os.listdir(folder)}
        assert oct(os.stat(folder).st_mode & 0o777) == "0o700"
        assert modes and set(modes.values()) == {"0o600"}, modes


def test_the_licence_signing_key_file_is_owner_only():
    with tempfile.TemporaryDirectory() as base:
        path = os.path.join(base, "signing.key")
        result = childprocess.run(
            [str(serveprocess.BINARY), "licence", "keygen", "--out", path],
            capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, result.stderr
        assert oct(os.stat(path).st_mode & 0o777) == "0o600"


def test_on_a_terminal_the_passphrase_is_asked_twice_without_echo(folder):
    path = os.path.join(folder, "typed.age")
    pid, terminal = pty.fork()
    if pid == 0:
        os.execve(str(serveprocess.BINARY),
                  [str(serveprocess.BINARY), "backup", "--encrypt", "--work-factor", LOW_WORK_FACTOR,
                   "-o", path, "--database", os.path.join(folder, "ripple.sqlite")],
                  testclock.server_environment())
    seen = b""

    def read_until(text):
        nonlocal seen
        while text not in seen:
            ready, _, _ = select.select([terminal], [], [], 60)
            assert ready, seen
            try:
                chunk = os.read(terminal, 1024)
            except OSError:
                chunk = b""
            assert chunk, seen
            seen += chunk

    read_until(b"Passphrase: ")
    os.write(terminal, PASSPHRASE.encode() + b"\n")
    read_until(b"The same passphrase again: ")
    os.write(terminal, PASSPHRASE.encode() + b"\n")
    read_until(b"protected by your passphrase")
    status = childprocess.wait_pid(pid, timeout=60, output=seen)
    os.close(terminal)

    assert os.waitstatus_to_exitcode(status) == 0, seen
    assert PASSPHRASE.encode() not in seen
    with open(path, "rb") as file:
        assert json.loads(pyrage.passphrase.decrypt(file.read(), PASSPHRASE))["habits"]
