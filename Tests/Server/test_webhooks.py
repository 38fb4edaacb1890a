"""Webhooks out, end to end: a real `ripple serve` (with --allow-loopback-push, so a receiver on
127.0.0.1 may be registered) sends a check-in's events to a small HTTP receiver, and the
signatures are checked with `standardwebhooks`, the Standard Webhooks project's own library, as
an independent implementation. Its `verify` also compares the timestamp with the real clock,
which these tests never read (the server's clock is pinned), so each signature is made again by
the library for the message's own id and timestamp and compared with the one Ripple sent."""

import datetime
import http.server
import json
import tempfile
import threading
import time
import urllib.request

from standardwebhooks.webhooks import Webhook

import serveprocess
import testclock

TODAY = testclock.today()


class Receiver:
    """An HTTP receiver on 127.0.0.1 that records every POST and answers with the next status of
    `statuses` (the last one once they run out)."""

    def __init__(self, statuses=(204,)):
        self.requests = []
        self.statuses = list(statuses)
        self.lock = threading.Lock()
        receiver = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                with receiver.lock:
                    receiver.requests.append((self.path, dict(self.headers), body))
                    status = receiver.statuses.pop(0) if len(receiver.statuses) > 1 else receiver.statuses[0]
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *arguments):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def wait(self, count, deadline=30):
        ends = time.monotonic() + deadline
        while time.monotonic() < ends:
            with self.lock:
                if len(self.requests) >= count:
                    return list(self.requests)
            time.sleep(0.05)
        raise AssertionError(f"{count} deliveries expected in {deadline} s, got {len(self.requests)}")

    def close(self):
        self.server.shutdown()


def call(base, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read() or b"null")


def check_signature(secret, headers, body):
    """The library's signature for the message's id and timestamp is one Ripple sent."""
    moment = datetime.datetime.fromtimestamp(int(headers["webhook-timestamp"]), tz=datetime.timezone.utc)
    expected = Webhook(secret).sign(headers["webhook-id"], moment, body.decode())
    sent = headers["webhook-signature"].split(" ")
    assert expected in sent, (expected, sent)
    # The same library refuses the message once a byte of it changed.
    forged = Webhook(secret).sign(headers["webhook-id"], moment, body.decode().replace("webhook", "Webhook").replace("Floss", "Flosz") + " ")
    assert forged not in sent


def test_a_check_in_is_signed_as_standard_webhooks_says():
    receiver = Receiver()
    with tempfile.TemporaryDirectory() as folder:
        server, port, _ = serveprocess.serve(folder, "--allow-loopback-push")
        base = f"http://127.0.0.1:{port}"
        try:
            made = call(base, "POST", "/api/v1/webhooks", {
                "url": f"http://127.0.0.1:{receiver.port}/hooks/ripple",
                "events": ["checkin.recorded", "day.completed"]})
            secret = made["secret"]
            assert secret.startswith("whsec_")
            habit = call(base, "POST", f"/api/v1/habits?day={TODAY}", {"name": "Floss"})["id"]
            call(base, "PUT", f"/api/v1/habits/{habit}/checkins/{TODAY}?day={TODAY}", {"state": "done"})

            requests = receiver.wait(2)
            kinds = set()
            for path, headers, body in requests:
                headers = {name.lower(): value for name, value in headers.items()}
                assert path == "/hooks/ripple"
                assert headers["content-type"] == "application/json"
                check_signature(secret, headers, body)
                message = json.loads(body)
                kinds.add(message["type"])
                assert message["data"]["habit"] == {"id": habit, "name": "Floss"}
                assert message["data"]["day"] == TODAY
                # The timestamp is the server's (pinned) clock, not the machine's.
                assert abs(int(headers["webhook-timestamp"]) - testclock.now().timestamp()) < 120
            assert kinds == {"checkin.recorded", "day.completed"}

            # The receiver has both; the server marks each delivered once its answer is read, a
            # moment after the receiver saw it: asked again until then, within a deadline.
            deadline = time.monotonic() + 10
            while True:
                log = call(base, "GET", f"/api/v1/webhooks/{made['webhook']['id']}/deliveries")["deliveries"]
                if sorted(d["state"] for d in log) == ["delivered", "delivered"] or time.monotonic() > deadline:
                    break
                time.sleep(0.05)
            assert sorted(d["state"] for d in log) == ["delivered", "delivered"]
            assert {d["id"] for d in log} == {
                {k.lower(): v for k, v in h.items()}["webhook-id"] for _, h, _ in requests}
        finally:
            server.stop()
            receiver.close()


def test_a_failed_delivery_is_retried_with_the_same_id():
    receiver = Receiver(statuses=(503, 200))
    with tempfile.TemporaryDirectory() as folder:
        server, port, _ = serveprocess.serve(folder, "--allow-loopback-push")
        base = f"http://127.0.0.1:{port}"
        try:
            made = call(base, "POST", "/api/v1/webhooks", {
                "url": f"http://127.0.0.1:{receiver.port}/hook", "events": ["checkin.recorded"]})
            webhook = made["webhook"]["id"]
            call(base, "POST", f"/api/v1/webhooks/{webhook}/test")
            # The first attempt is answered 503; the second comes 5 s later by the server's clock.
            first, second = receiver.wait(2)
            ids = [{k.lower(): v for k, v in h.items()}["webhook-id"] for _, h, _ in (first, second)]
            assert ids[0] == ids[1]
            assert first[2] == second[2]
            for _, headers, body in (first, second):
                check_signature(made["secret"], {k.lower(): v for k, v in headers.items()}, body)
            ends = time.monotonic() + 20
            while True:
                log = call(base, "GET", f"/api/v1/webhooks/{webhook}/deliveries")["deliveries"]
                if log[0]["state"] == "delivered" or time.monotonic() > ends:
                    break
                time.sleep(0.1)
            assert log[0]["state"] == "delivered" and log[0]["attempts"] == 2, log
        finally:
            server.stop()
            receiver.close()


def test_the_python_receiver_of_the_docs_verifies_a_delivery():
    """docs/integrations.md's receiver, run as written but for its secret and its last line
    (the server is started here on a free port): a test message reaches it and `verify`, the
    library's full check, timestamp included, accepts it. For `verify`'s timestamp check the
    server runs on the machine's clock (the message has no day, so nothing here depends on it)."""
    import contextlib
    import io
    import pathlib
    import re

    doc = pathlib.Path(__file__).resolve().parents[2] / "docs" / "integrations.md"
    source = re.findall(r"```python\n(.*?)```", doc.read_text(), re.S)[0]
    assert "Webhook(SECRET).verify(body, dict(self.headers))" in source
    body, last = source.rstrip().rsplit("\n", 1)
    assert last.startswith("http.server.HTTPServer(")
    with tempfile.TemporaryDirectory() as folder:
        server = serveprocess.Server(folder, "--allow-loopback-push", clock=False)
        base = f"http://127.0.0.1:{server.port}"
        printed = io.StringIO()
        try:
            namespace = {}
            exec(compile(body, "integrations.md receiver", "exec"), namespace)
            receiver = http.server.HTTPServer(("127.0.0.1", 0), namespace["Receiver"])
            threading.Thread(target=receiver.serve_forever, daemon=True).start()
            made = call(base, "POST", "/api/v1/webhooks", {
                "url": f"http://127.0.0.1:{receiver.server_address[1]}/", "events": ["day.completed"]})
            namespace["SECRET"] = made["secret"]
            with contextlib.redirect_stdout(printed):
                call(base, "POST", f"/api/v1/webhooks/{made['webhook']['id']}/test")
                ends = time.monotonic() + 30
                while "webhook.test" not in printed.getvalue() and time.monotonic() < ends:
                    time.sleep(0.05)
            assert "webhook.test {'message': 'A test from Ripple'}" in printed.getvalue()
            # A receiver with another secret refuses the same message (401), and Ripple logs it.
            namespace["SECRET"] = "whsec_" + "A" * 43 + "="
            call(base, "POST", f"/api/v1/webhooks/{made['webhook']['id']}/test")
            ends = time.monotonic() + 30
            while time.monotonic() < ends:
                log = call(base, "GET", f"/api/v1/webhooks/{made['webhook']['id']}/deliveries")
                if log["deliveries"][0]["status"] == 401:
                    break
                time.sleep(0.05)
            assert log["deliveries"][0]["status"] == 401, log
            receiver.shutdown()
        finally:
            server.stop()
