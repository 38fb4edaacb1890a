"""Shared by the process (Tests/Server) and browser (Tests/Web) tests: puts Tests/ on the import
path (pytest's rootdir-relative conftest import) so both use `testclock`, and names the pinned
clock in the report header."""

import testclock


def pytest_report_header(config):
    return testclock.describe()
