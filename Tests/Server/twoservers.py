"""What the tests of two `ripple serve` processes on one PostgreSQL share: the database's address,
psql, and the two servers on a fresh schema, stopped and dropped afterwards."""

import childprocess
import contextlib
import os
import subprocess
import tempfile
import uuid

import pytest
import serveprocess

POSTGRES = os.environ.get("RIPPLE_TEST_POSTGRES_URL")
needs_postgres = pytest.mark.skipif(
    not POSTGRES,
    reason="needs PostgreSQL: RIPPLE_TEST_POSTGRES_URL is unset (run under scripts/with-postgres)")


def psql(sql):
    return childprocess.run(["psql", POSTGRES, "-tAc", sql], check=True, capture_output=True,
                          text=True).stdout.strip()


@contextlib.contextmanager
def two_servers(prefix, *arguments):
    """Two servers (started with `arguments`) on a new schema: yields (schema, [port, port])."""
    schema = prefix + uuid.uuid4().hex
    address = POSTGRES + ("&" if "?" in POSTGRES else "?") + "schema=" + schema
    with tempfile.TemporaryDirectory() as folder:
        started = [serveprocess.serve(folder, *arguments, database=address) for _ in range(2)]
        try:
            yield schema, [port for _, port, _ in started]
        finally:
            for process, _, _ in started:
                process.terminate()
                process.wait(timeout=30)
            psql(f"DROP SCHEMA {schema} CASCADE")
