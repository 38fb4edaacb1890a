"""Starting and stopping `ripple serve` many times at once: failing starts of three kinds (an
address it cannot listen on, a port in use, a file that is not a database), each of which must end
within the limit, and healthy cycles (start, a request in flight, SIGTERM), each of which must
answer the request and stop within the limit. Used by Tests/Server/test_serve_stress.py and by
`scripts/stress-serve` (larger counts)."""

import concurrent.futures
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time

BINARY = None  # set by the caller: the `ripple` executable
LIMIT = 10.0  # seconds any start or stop may take


def _environment():
    import testclock
    return testclock.server_environment()


def _run_failing(arguments):
    """One failing start: (kind, seconds, exit status, output) — status None when it was killed
    at the limit."""
    kind, command = arguments
    started = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL, close_fds=True, env=_environment())
    try:
        output, _ = process.communicate(timeout=LIMIT)
        status = process.returncode
    except subprocess.TimeoutExpired:
        process.kill()
        output, _ = process.communicate(timeout=10)
        status = None
    return kind, time.monotonic() - started, status, output.decode(errors="replace")


def failing_starts(count, parallel, folder):
    """Runs `count` failing starts, `parallel` at a time; returns the problems found."""
    database = os.path.join(folder, "ripple.sqlite")
    made = subprocess.run([BINARY, "add", "Read", "--database", database], capture_output=True,
                          timeout=60, env=_environment())
    assert made.returncode == 0, made.stderr
    not_database = os.path.join(folder, "notes.sqlite")
    with open(not_database, "w") as file:
        file.write("my notes\n")
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    kinds = [
        ("unbindable address", [BINARY, "serve", "--accounts", "--host", "192.0.2.1", "--port", "0",
                                "--database", database]),
        ("port in use", [BINARY, "serve", "--port", str(port), "--database", database]),
        ("not a database", [BINARY, "serve", "--port", "0", "--database", not_database]),
    ]
    problems = []
    slowest = 0.0
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=parallel) as pool:
            for kind, seconds, status, output in pool.map(
                    _run_failing, (kinds[n % len(kinds)] for n in range(count))):
                slowest = max(slowest, seconds)
                if status is None:
                    problems.append(f"{kind}: still running after {LIMIT} s:\n{output}")
                elif status == 0 or seconds >= LIMIT:
                    problems.append(f"{kind}: exit {status} after {seconds:.1f} s:\n{output}")
    finally:
        taken.close()
    return problems, slowest


def _cycle(number):
    """Starts a server, sends a request that is still arriving when SIGTERM comes, finishes it,
    and waits for the stop: a problem, or None."""
    folder = tempfile.mkdtemp(prefix=f"ripple-cycle-{number}-")
    process = subprocess.Popen(
        [BINARY, "serve", "--host", "127.0.0.1", "--port", "0",
         "--database", os.path.join(folder, "ripple.sqlite")],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        close_fds=True, bufsize=0, env=_environment())
    output = b""
    try:
        line = _line_within(process, LIMIT)
        output += line
        if b"http://127.0.0.1:" not in line:
            return f"cycle {number}: no start line:\n{line.decode(errors='replace')}"
        port = int(line.split(b"http://127.0.0.1:")[1].split()[0])
        with socket.create_connection(("127.0.0.1", port), timeout=LIMIT) as sock:
            sock.sendall(f"POST /api/v1/habits HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                         "Content-Type: application/json\r\nContent-Length: 16\r\n"
                         "Expect: 100-continue\r\n\r\n".encode())
            if sock.recv(4096) != b"HTTP/1.1 100 Continue\r\n\r\n":
                return f"cycle {number}: the request was not begun"
            stopping = time.monotonic()
            process.send_signal(signal.SIGTERM)
            output += _line_within(process, LIMIT)  # "Stopping: …": the signal was seen
            sock.sendall(b'{"name": "Read"}')
            answer = sock.recv(4096)
        rest, _ = process.communicate(timeout=max(0.1, LIMIT - (time.monotonic() - stopping)))
        output += rest
        seconds = time.monotonic() - stopping
        if not answer.startswith(b"HTTP/1.1 201"):
            return f"cycle {number}: the request in flight got {answer[:60]!r}"
        if process.returncode != 0 or seconds >= LIMIT:
            return f"cycle {number}: exit {process.returncode} after {seconds:.1f} s"
        return None
    except (subprocess.TimeoutExpired, OSError, TimeoutError) as error:
        return f"cycle {number}: {error!r}:\n{output.decode(errors='replace')}"
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)


def _line_within(process, seconds):
    """The child's next line of output, or TimeoutError."""
    import selectors
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        if not selector.select(timeout=seconds):
            raise TimeoutError(f"no line within {seconds} s")
    return process.stdout.readline()


def healthy_cycles(count, parallel):
    """Runs `count` start–request–SIGTERM cycles, `parallel` at a time: the problems found."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=parallel) as pool:
        return [problem for problem in pool.map(_cycle, range(count)) if problem]
