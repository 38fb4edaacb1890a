"""`ripple serve` as a child process on an OS-chosen loopback port, with the pinned test clock:
shared by the process tests in Tests/Server."""

import os
import subprocess
from pathlib import Path

import testclock

ROOT = Path(__file__).resolve().parents[1]
BINARY = Path(os.environ.get("RIPPLE_BIN", ROOT / ".build" / "debug" / "ripple"))


def serve(folder, *arguments, env=None, database=None):
    """Starts the server; returns (process, port, the line it printed when listening).
    `database` (a postgres:// address, say) replaces the file in `folder`."""
    process = subprocess.Popen(
        [str(BINARY), "serve", "--host", "127.0.0.1", "--port", "0",
         "--database", database or os.path.join(folder, "ripple.sqlite"), *arguments],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env=testclock.server_environment() | (env or {}))
    line = process.stdout.readline()
    assert "http://127.0.0.1:" in line, line
    port = int(line.split("http://127.0.0.1:")[1].split()[0])
    return process, port, line
