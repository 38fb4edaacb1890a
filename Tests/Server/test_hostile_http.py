"""Raw HTTP a browser would never send, against the real `ripple serve`: a body cut short of its
declared length is a 400 in the one error shape, and the server keeps serving."""

import json
import os
import socket
import subprocess
import tempfile
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("RIPPLE_BIN", ROOT / ".build" / "debug" / "ripple"))


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def port():
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        process = subprocess.Popen(
            [str(BINARY), "serve", "--host", "127.0.0.1", "--port", str(port),
             "--database", os.path.join(folder, "ripple.sqlite")],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        line = process.stdout.readline()
        assert f"http://127.0.0.1:{port}" in line, line
        try:
            yield port
        finally:
            process.terminate()
            process.wait(timeout=30)


def raw(port, head, body):
    """Sends `head` and `body`, closes the sending side, and returns the whole answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(head + body)
        sock.shutdown(socket.SHUT_WR)
        chunks = []
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            chunks.append(chunk)
    return b"".join(chunks)


@pytest.mark.parametrize("path", ["/api/v1/habits", "/api/v1/restore"])
def test_a_truncated_body_is_a_bad_request_and_nothing_changes(port, path):
    body = b'{"name": "Rea'
    head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body) + 50}\r\n\r\n").encode()

    answer = raw(port, head, body)

    status_line, _, rest = answer.partition(b"\r\n")
    assert status_line.startswith(b"HTTP/1.1 400"), answer[:300]
    payload = json.loads(rest.partition(b"\r\n\r\n")[2])
    assert payload["error"]["code"] == "bad_request"
    assert "ended before" in payload["error"]["message"]
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v1/habits", timeout=10) as response:
        assert json.loads(response.read()) == {"habits": []}
