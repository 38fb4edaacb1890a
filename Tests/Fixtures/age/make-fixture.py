"""Writes scrypt-logn10.age, the age file AgeFixtureTests decrypts: built here from the
`cryptography` package's scrypt, HKDF, HMAC and ChaCha20-Poly1305 (not from Ripple's code), at a
work factor low enough for a debug build, and accepted by rage (pyrage) before it is written.
pyrage itself cannot be asked for a low work factor; Tests/Server/test_encrypted_backups.py
restores files pyrage writes at its own.

    python3 Tests/Fixtures/age/make-fixture.py
"""

import base64
import hashlib
import hmac
import os
import pathlib

import pyrage
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

PASSPHRASE = b"ripple fixture passphrase"
PLAINTEXT = b"0123456789abcdef" * 4200 + b"end\n"  # two chunks, the last one short
LOG_N = 10


def b64(data):
    return base64.b64encode(data).rstrip(b"=")


def hkdf(key, salt, info):
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=info).derive(key)


def encrypt(plaintext):
    file_key, salt, nonce = os.urandom(16), os.urandom(16), os.urandom(16)
    wrap_key = Scrypt(salt=b"age-encryption.org/v1/scrypt" + salt, length=32, n=2**LOG_N, r=8,
                      p=1).derive(PASSPHRASE)
    body = ChaCha20Poly1305(wrap_key).encrypt(bytes(12), file_key, None)
    header = (b"age-encryption.org/v1\n-> scrypt " + b64(salt) + b" " + str(LOG_N).encode()
              + b"\n" + b64(body) + b"\n---")
    mac = hmac.new(hkdf(file_key, b"", b"header"), header, hashlib.sha256).digest()
    stream = ChaCha20Poly1305(hkdf(file_key, nonce, b"payload"))
    chunks = [plaintext[i:i + 65536] for i in range(0, len(plaintext), 65536)] or [b""]
    payload = b"".join(
        stream.encrypt(index.to_bytes(11, "big") + (b"\x01" if index == len(chunks) - 1 else b"\x00"),
                       chunk, None)
        for index, chunk in enumerate(chunks))
    return header + b" " + b64(mac) + b"\n" + nonce + payload


file = encrypt(PLAINTEXT)
assert pyrage.passphrase.decrypt(file, PASSPHRASE.decode()) == PLAINTEXT
pathlib.Path(__file__).with_name("scrypt-logn10.age").write_bytes(file)
