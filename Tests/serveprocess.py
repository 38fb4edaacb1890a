"""`ripple serve` as a child process on a loopback port, with the pinned test clock and deadlines:
shared by the process tests in Tests/Server."""

import os
import signal
import socket
from pathlib import Path

import testclock
from childprocess import Child

ROOT = Path(__file__).resolve().parents[1]
BINARY = Path(os.environ.get("RIPPLE_BIN", ROOT / ".build" / "debug" / "ripple"))


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server(Child):
    """A running `ripple serve`: `port`, and the line it printed when it started listening."""

    def __init__(self, folder=None, *arguments, port=0, env=None, database=None, clock=True,
                 timeout=60):
        database = database or os.path.join(folder, "ripple.sqlite")
        environment = testclock.server_environment() if clock else dict(os.environ)
        super().__init__(
            [BINARY, "serve", "--host", "127.0.0.1", "--port", port, "--database", database,
             *arguments],
            env=environment | (env or {}))
        self.first_line = self.wait_for("http://127.0.0.1:", timeout=timeout)
        self.port = int(self.first_line.split("http://127.0.0.1:")[1].split()[0])

    @property
    def base_url(self):
        return f"http://127.0.0.1:{self.port}"

    def stop(self, number=signal.SIGTERM, timeout=15):
        return super().stop(number, timeout)


def serve(folder, *arguments, env=None, database=None):
    """Starts the server; returns (process, port, the line it printed when listening).
    `database` (a postgres:// address, say) replaces the file in `folder`."""
    server = Server(folder, *arguments, env=env, database=database)
    return server, server.port, server.first_line
