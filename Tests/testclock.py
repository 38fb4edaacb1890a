"""The one clock of the process and browser tests: no test reads the real date or zone.

"Now" is pinned by two environment variables, with fixed defaults so CI is deterministic:

- RIPPLE_TEST_NOW: an ISO 8601 wall time in the test zone (`2026-11-18T10:30:00`), or an absolute
  instant (`2026-11-18T10:30:00Z`, `…+14:00`). Default: Wednesday 18 November 2026, 10:30.
- RIPPLE_TEST_TZ: an IANA zone (`UTC`, `Pacific/Kiritimati`, `Etc/GMT+12`). Default: UTC.

From that instant the clock moves on with real elapsed (monotonic) time, as `ripple serve
--now` does, so a server restarted mid-session and the browser contexts made later all agree.
"""

import datetime
import os
import time
import zoneinfo

NOW_VARIABLE = "RIPPLE_TEST_NOW"
ZONE_VARIABLE = "RIPPLE_TEST_TZ"
DEFAULT_NOW = "2026-11-18T10:30:00"  # a Wednesday, mid-morning
DEFAULT_ZONE = "UTC"

ZONE_NAME = os.environ.get(ZONE_VARIABLE) or DEFAULT_ZONE
ZONE = zoneinfo.ZoneInfo(ZONE_NAME)


def _start():
    text = os.environ.get(NOW_VARIABLE) or DEFAULT_NOW
    try:
        instant = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise SystemExit(f"{NOW_VARIABLE}: '{text}' is not an ISO 8601 time such as {DEFAULT_NOW}")
    if instant.tzinfo is None:
        instant = instant.replace(tzinfo=ZONE)
    return instant.astimezone(datetime.timezone.utc)


START = _start()
_STARTED = time.monotonic()


def align(millis, at):
    """Follows a clock that read `millis` (since 1970) at `time.monotonic()` `at`: a server started
    at `now()` shows it a little later, by its start-up time, and the tests' clock must agree
    with the server's about which of two writes is newer."""
    global START, _STARTED
    START = datetime.datetime.fromtimestamp(millis / 1000, datetime.timezone.utc)
    _STARTED = at


def now():
    """The pinned instant plus the real time elapsed since this module was loaded (UTC)."""
    return START + datetime.timedelta(seconds=time.monotonic() - _STARTED)


def now_text():
    """`now()` for `ripple serve --now` / RIPPLE_NOW: `2026-11-18T10:30:00.125Z`."""
    return now().isoformat(timespec="milliseconds").replace("+00:00", "Z")


def local_now():
    """`now()` on the wall clock of the test zone."""
    return now().astimezone(ZONE)


def today():
    """The test zone's day of `now()` as `yyyy-MM-dd` (the user's today at day-start hour 0)."""
    return local_now().date().isoformat()


def server_environment(base=None):
    """The environment of a `ripple serve` under test: its clock pinned and its zone the test's."""
    env = dict(os.environ if base is None else base)
    env["RIPPLE_NOW"] = now_text()
    env["TZ"] = ZONE_NAME
    env.pop("RIPPLE_TODAY", None)
    return env


def describe():
    return f"clock pinned at {local_now().isoformat(timespec='seconds')} ({local_now():%A}) in {ZONE_NAME}"
