"""Many starts and stops of `ripple serve` at once, eight failing starts at a time (which keeps two
cores busy by itself): no failing start and no stop may take 10 s (`scripts/stress-serve` runs
larger counts). scripts/test runs it on its own, before the browser tests."""

import os
import tempfile

import serveprocess
import servestress

servestress.BINARY = str(serveprocess.BINARY)
STARTS = int(os.environ.get("RIPPLE_STRESS_STARTS", "1000"))
CYCLES = int(os.environ.get("RIPPLE_STRESS_CYCLES", "100"))


def test_a_thousand_failing_starts_each_end_at_once():
    with tempfile.TemporaryDirectory() as folder:
        problems, slowest = servestress.failing_starts(STARTS, parallel=8, folder=folder)
    print(f"{STARTS} failing starts; the slowest took {slowest:.2f} s")
    assert not problems, "\n".join(problems[:5])


def test_a_hundred_stops_each_answer_the_request_in_flight():
    problems = servestress.healthy_cycles(CYCLES, parallel=4)
    assert not problems, "\n".join(problems[:5])
