"""Child processes with deadlines, for the process and browser tests: every process a test starts
ends in time, or is killed and fails its test with what it printed. Children inherit only the
three standard streams (subprocess closes every other descriptor)."""

import os
import queue
import signal
import subprocess
import threading
import time

import pytest


def run(args, timeout=60, **options):
    """`subprocess.run` with a deadline: past it the child is killed and the test fails with its
    output."""
    try:
        return subprocess.run(args, timeout=timeout, close_fds=True, **options)
    except subprocess.TimeoutExpired as expired:
        pytest.fail(f"{_command(args)} had not ended after {timeout} s and was killed; it printed:\n"
                    f"{_text(expired.stdout)}{_text(expired.stderr)}", pytrace=False)


class Child:
    """A process whose stdout and stderr are read as they come (so it never blocks on a full pipe)
    and kept, for `line`, `wait_for` and failure messages."""

    def __init__(self, args, **options):
        self.args = [str(a) for a in args]
        self.process = subprocess.Popen(
            self.args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            close_fds=True, **options)
        self._lines = queue.Queue()
        self._output = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self):
        for raw in self.process.stdout:
            text = raw.decode(errors="replace") if isinstance(raw, bytes) else raw
            self._output.append(text)
            self._lines.put(text)
        self._lines.put(None)

    @property
    def pid(self):
        return self.process.pid

    @property
    def returncode(self):
        return self.process.returncode

    @property
    def output(self):
        """Everything it has printed so far."""
        return "".join(self._output)

    def poll(self):
        return self.process.poll()

    def line(self, timeout=60):
        """Its next line of output (empty at the end): past `timeout` it is killed and the test
        fails."""
        try:
            text = self._lines.get(timeout=timeout)
        except queue.Empty:
            self._fail(f"printed no line within {timeout} s")
        return text or ""

    def wait_for(self, text, timeout=60):
        """Reads lines until one contains `text` (returns it); fails the test at the end of the
        output or past `timeout`."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                self._fail(f"did not print {text!r} within {timeout} s")
            line = self.line(timeout=left)
            if text in line:
                return line
            if not line:
                self._fail(f"ended without printing {text!r}")

    def terminate(self):
        self.send_signal(signal.SIGTERM)

    def send_signal(self, number):
        if self.process.poll() is None:
            self.process.send_signal(number)

    def wait(self, timeout=30):
        """Its exit status; past `timeout` it is killed and the test fails."""
        try:
            code = self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self._fail(f"had not ended {timeout} s after being asked to")
        self._reader.join(timeout=5)
        return code

    def stop(self, number=signal.SIGTERM, timeout=15):
        """Sends `number` and waits for the exit: its status."""
        self.send_signal(number)
        return self.wait(timeout=timeout)

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)

    def _fail(self, what):
        self.kill()
        self._reader.join(timeout=5)
        pytest.fail(f"{_command(self.args)} {what} and was killed; it printed:\n{self.output}",
                    pytrace=False)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.kill()


def wait_pid(pid, timeout=60, output=""):
    """Waits for a child started with fork (`pty.fork`): its wait status. Past `timeout` it is
    killed and the test fails with `output`."""
    deadline = time.monotonic() + timeout
    pause = 0.001
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            pytest.fail(f"process {pid} had not ended after {timeout} s and was killed; it printed:\n"
                        f"{_text(output)}", pytrace=False)
        time.sleep(pause)
        pause = min(pause * 2, 0.05)


def _command(args):
    return " ".join(str(a) for a in args) if isinstance(args, (list, tuple)) else str(args)


def _text(value):
    if value is None:
        return ""
    return value.decode(errors="replace") if isinstance(value, bytes) else value
