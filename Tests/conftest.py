"""Shared by the process (Tests/Server) and browser (Tests/Web) tests: puts Tests/ on the import
path (pytest's rootdir-relative conftest import) so both use `testclock` and `childprocess`, names
the pinned clock in the report header, and, when scripts/with-deadline runs the phase, records each
test's start and end so a phase past its deadline can say which tests had not finished."""

import os

import testclock

_PROGRESS = os.environ.get("RIPPLE_TEST_PROGRESS_DIR")


def pytest_report_header(config):
    return testclock.describe()


def _record(kind, nodeid):
    if _PROGRESS:
        path = os.path.join(_PROGRESS, f"pytest-{os.getpid()}.txt")
        with open(path, "a") as progress:
            progress.write(f"{kind} {nodeid}\n")


def pytest_runtest_logstart(nodeid, location):
    _record("start", nodeid)


def pytest_runtest_logfinish(nodeid, location):
    _record("end", nodeid)
