"""Raw HTTP a browser would never send, against the real `ripple serve`: a body cut short of its
declared length is a 400 in the one error shape, and the server keeps serving."""

import json
import socket
import tempfile
import urllib.request

import pytest
import serveprocess


@pytest.fixture
def port():
    with tempfile.TemporaryDirectory() as folder:
        server = serveprocess.Server(folder)
        try:
            yield server.port
        finally:
            assert server.stop() == 0, server.output


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
