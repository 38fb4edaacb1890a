"""Licences for process and browser tests: a seller key pair that exists only for tests
(servers under test trust it with `--licence-key`), and `issue()` that signs a licence the way
`ripple licence issue` does, written independently from the Swift code so the two check each other."""

import base64
import datetime

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

PRIVATE_KEY = "MXFwen1ShND9hkYbRxTmLkEMH8QY6xsCGVMkkXLm+2Q="
PUBLIC_KEY = "sAif6lHvfCtmiWJ2RO1MjdpdEocFxzgkuE5ds+LaT6I="


def _b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def one_year_after(day):
    try:
        return day.replace(year=day.year + 1)
    except ValueError:  # 29 February
        return day.replace(year=day.year + 1, day=28)


def issue(tier="premium", holder="ada@example.com", issued="2026-11-18", private_key=PRIVATE_KEY):
    """RIPPLE-LICENCE.<payload>.<signature> for `tier` ("premium" or "premium-plus")."""
    day = datetime.date.fromisoformat(issued)
    expires = one_year_after(day).isoformat() if tier == "premium-plus" else ""
    payload = "\n".join(["ripple-licence-1", tier, holder, day.isoformat(), expires]).encode()
    key = Ed25519PrivateKey.from_private_bytes(base64.b64decode(private_key))
    return "RIPPLE-LICENCE." + _b64url(payload) + "." + _b64url(key.sign(payload))


def stranger_key():
    """A private key no server trusts."""
    from cryptography.hazmat.primitives import serialization
    raw = Ed25519PrivateKey.generate().private_bytes(
        serialization.Encoding.Raw, serialization.PrivateFormat.Raw, serialization.NoEncryption())
    return base64.b64encode(raw).decode()
