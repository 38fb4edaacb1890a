"""A Web Push service for tests, on 127.0.0.1: it accepts what a push service accepts (RFC 8030),
checks the VAPID JWT against the server's public key (RFC 8292) and decrypts the aes128gcm
payload (RFC 8291) with a subscription key pair made here, as a browser would."""

import base64
import json
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64url(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def hkdf(salt, ikm, info, length):
    return HKDF(algorithm=hashes.SHA256(), length=length, salt=salt, info=info).derive(ikm)


class Subscription:
    """A browser's side of a subscription: its P-256 key pair and authentication secret."""

    def __init__(self, endpoint):
        self.endpoint = endpoint
        self.private_key = ec.generate_private_key(ec.SECP256R1())
        self.public_bytes = self.private_key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
        self.auth = os.urandom(16)

    def json(self):
        return {"endpoint": self.endpoint,
                "keys": {"p256dh": b64url(self.public_bytes), "auth": b64url(self.auth)}}

    def decrypt(self, body):
        """RFC 8291 §3.4 and RFC 8188: one aes128gcm record, padding delimited by 0x02."""
        salt, record_size, id_length = body[:16], int.from_bytes(body[16:20], "big"), body[20]
        server_public = body[21:21 + id_length]
        ciphertext = body[21 + id_length:]
        assert record_size >= len(ciphertext), "a single record"
        shared = self.private_key.exchange(
            ec.ECDH(), ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), server_public))
        key_info = b"WebPush: info\x00" + self.public_bytes + server_public
        ikm = hkdf(self.auth, shared, key_info, 32)
        cek = hkdf(salt, ikm, b"Content-Encoding: aes128gcm\x00", 16)
        nonce = hkdf(salt, ikm, b"Content-Encoding: nonce\x00", 12)
        plain = AESGCM(cek).decrypt(nonce, ciphertext, None).rstrip(b"\x00")
        assert plain.endswith(b"\x02"), "the last record ends with the delimiter 0x02"
        return json.loads(plain[:-1])


def verify_vapid(header, server_key, audience, not_before):
    """Checks `Authorization: vapid t=<JWT>, k=<key>`; returns the JWT's claims."""
    assert header.startswith("vapid "), header
    parts = dict(part.strip().split("=", 1) for part in header[len("vapid "):].split(","))
    assert parts["k"] == server_key, "k is the server's public key"
    signing_input, _, signature = parts["t"].rpartition(".")
    head, claims = (json.loads(unb64url(p)) for p in signing_input.split("."))
    assert head == {"typ": "JWT", "alg": "ES256"}, head
    raw = unb64url(signature)
    assert len(raw) == 64
    public = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64url(server_key))
    try:
        public.verify(
            encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big")),
            signing_input.encode(), ec.ECDSA(hashes.SHA256()))
    except InvalidSignature:
        raise AssertionError("the VAPID JWT's signature does not verify")
    assert claims["aud"] == audience, claims
    assert claims["exp"] > not_before, claims
    assert claims["sub"].startswith("mailto:") or claims["sub"].startswith("https:"), claims
    return claims


class ConnectionCounter:
    """A listener on 127.0.0.1 that only counts the connections made to it."""

    def __init__(self):
        import socket
        self.connections = 0
        self.socket = socket.create_server(("127.0.0.1", 0))
        self.port = self.socket.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}/elsewhere"
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                connection, _ = self.socket.accept()
            except OSError:
                return
            self.connections += 1
            connection.close()

    def close(self):
        self.socket.close()


class PushService:
    """Runs on 127.0.0.1; `/push/<name>` accepts messages, `/gone/<name>` answers 410 and
    `/moved/<name>` answers 301 to `redirect_to`."""

    def __init__(self):
        self.received = []  # (path, decrypted message)
        self.requests = []  # every path POSTed, accepted or not
        self.errors = []
        self.condition = threading.Condition()
        self.subscriptions = {}
        self.server_key = None
        self.not_before = 0
        self.redirect_to = None
        service = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                with service.condition:
                    service.requests.append(self.path)
                    service.condition.notify_all()
                if self.path.startswith("/gone/"):
                    self.send_response(410)
                    self.end_headers()
                    return
                if self.path.startswith("/moved/"):
                    self.send_response(301)
                    self.send_header("Location", service.redirect_to)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                try:
                    assert self.headers["Content-Encoding"] == "aes128gcm"
                    assert int(self.headers["TTL"]) > 0
                    verify_vapid(self.headers["Authorization"], service.server_key,
                                 f"http://127.0.0.1:{service.port}", service.not_before)
                    message = service.subscriptions[self.path].decrypt(body)
                except Exception as error:  # reported by the test, not lost in this thread
                    with service.condition:
                        service.errors.append(repr(error))
                        service.condition.notify_all()
                    self.send_response(400)
                    self.end_headers()
                    return
                with service.condition:
                    service.received.append((self.path, message))
                    service.condition.notify_all()
                self.send_response(201)
                self.end_headers()

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.http.server_address[1]
        threading.Thread(target=self.http.serve_forever, daemon=True).start()

    def subscription(self, path):
        subscription = Subscription(f"http://127.0.0.1:{self.port}{path}")
        self.subscriptions[path] = subscription
        return subscription

    def wait_for(self, predicate, timeout=60):
        """Waits until `predicate(received)` holds (woken by each request, no fixed sleep)."""
        deadline = time.monotonic() + timeout
        with self.condition:
            while not predicate(self.received):
                assert not self.errors, self.errors
                left = deadline - time.monotonic()
                assert left > 0, f"timed out; received {[m['key'] for _, m in self.received]}"
                self.condition.wait(left)
            assert not self.errors, self.errors

    def close(self):
        self.http.shutdown()
