"""Web Push end to end without the internet: `ripple serve` sends the notifications
that come due to a push service on 127.0.0.1, which checks the VAPID JWT and decrypts each
message with the subscription's keys; each notification arrives once, across a restart and with
two server processes on one database, and a subscription the push service says is gone (410) is
removed. A loopback push service needs `--allow-loopback-push`; without it, endpoints on
loopback or inside the network are refused, and a redirect is never followed."""

import datetime
import json
import tempfile
import time
import urllib.error
import urllib.request
from collections import Counter

import serveprocess
import testclock
from pushservice import ConnectionCounter, PushService

# Wednesday 18 November 2026, 10:31:40 UTC: Read's 10:00 reminder is due, Run's 10:32 one comes
# 20 seconds later, after the restart.
START = datetime.datetime(2026, 11, 18, 10, 31, 40, tzinfo=datetime.timezone.utc)


def call(port, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=data, method=method,
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        text = response.read()
        return json.loads(text) if text else None


def status(port, method, path, body=None):
    try:
        call(port, method, path, body)
        return 200
    except urllib.error.HTTPError as error:
        return error.code


def serve(folder, *arguments):
    process, port, _ = serveprocess.serve(
        folder, "--reminder-interval", "1", "--allow-loopback-push", *arguments)
    return process, port


def error(port, method, path, body):
    """The status and the error of a request that fails."""
    try:
        call(port, method, path, body)
    except urllib.error.HTTPError as failure:
        return failure.code, json.loads(failure.read())["error"]
    raise AssertionError(f"{method} {path} succeeded")


def stop(process):
    process.terminate()
    process.wait(timeout=30)


def keys(received):
    return Counter(message["key"] for _, message in received)


def test_due_notifications_arrive_once_each_across_restarts_and_processes():
    saved = (testclock.START, testclock._STARTED)
    testclock.align(int(START.timestamp() * 1000), time.monotonic())
    push = PushService()
    push.not_before = START.timestamp()
    try:
        with tempfile.TemporaryDirectory() as folder:
            server, port = serve(folder)
            try:
                push.server_key = call(port, "GET", "/api/v1/push/key")["publicKey"]
                phone = push.subscription("/push/phone")
                gone = push.subscription("/gone/old-laptop")
                assert call(port, "POST", "/api/v1/push/subscriptions", phone.json()) == {
                    "endpoint": phone.endpoint}
                call(port, "POST", "/api/v1/push/subscriptions", gone.json())

                def habit(name, time_text=None):
                    reminders = [{"time": time_text}] if time_text else []
                    return call(port, "POST", "/api/v1/habits", {"name": name, "reminders": reminders})["id"]

                read = habit("Read", "10:00")
                walk = habit("Walk", "10:00")  # logged already: no reminder
                call(port, "PUT", f"/api/v1/habits/{walk}/checkins/2026-11-18", {"state": "done"})
                habit("Run", "10:32")
                # A 7-day streak reached today: a milestone notice.
                meditate = habit("Meditate")
                for day in range(12, 19):
                    call(port, "PUT", f"/api/v1/habits/{meditate}/checkins/2026-11-{day}", {"state": "done"})

                push.wait_for(lambda received: len(received) >= 2)
            finally:
                stop(server)
            assert keys(push.received) == Counter({
                f"habit_reminder:{read}:10:00:0": 1, f"milestone:{meditate}:7": 1})
            reminder = next(m for _, m in push.received if m["kind"] == "habit_reminder")
            assert reminder["title"] == "Read"
            assert reminder["body"] == "Time to complete your habit!"
            assert reminder["habitId"] == read
            assert reminder["reminderTime"] == "10:00"
            assert reminder["day"] == "2026-11-18"
            assert [a["action"] for a in reminder["actions"]] == ["complete", "snooze", "skip"]
            assert [a["title"] for a in reminder["actions"]] == ["Complete", "Snooze", "Skip"]
            milestone = next(m for _, m in push.received if m["kind"] == "milestone")
            assert milestone["title"] == "🎉 Congratulations!"
            assert milestone["body"] == "You've reached a 7 day streak for Meditate!"
            assert milestone["url"] == f"/#/habit/{meditate}"

            # Two processes on the same database after a restart: Run's reminder comes once,
            # and nothing sent before is sent again.
            first, first_port = serve(folder)
            second, _ = serve(folder)
            try:
                push.wait_for(lambda received: any(m["kind"] == "habit_reminder" and m["title"] == "Run"
                                                   for _, m in received))
                # Both processes have looked at least once more since Run's reminder: a test
                # message goes out through the first after its next tick.
                assert call(first_port, "POST", "/api/v1/push/test") == {"delivered": 1}
                push.wait_for(lambda received: any(m["kind"] == "test" for _, m in received))
            finally:
                stop(first)
                stop(second)
            counts = keys(push.received)
            assert all(count == 1 for count in counts.values()), counts
            assert len(counts) == 4, counts
            # The gone subscription was tried once, answered 410 and removed.
            assert sum(1 for path in push.requests if path.startswith("/gone/")) == 1
    finally:
        push.close()
        testclock.START, testclock._STARTED = saved


def test_subscriptions_are_checked_and_removable():
    push = PushService()
    try:
        with tempfile.TemporaryDirectory() as folder:
            server, port = serve(folder)
            try:
                good = push.subscription("/push/a").json()
                assert status(port, "POST", "/api/v1/push/subscriptions",
                              good | {"endpoint": "ftp://example.com/x"}) == 422
                assert status(port, "POST", "/api/v1/push/subscriptions",
                              good | {"endpoint": "http://push.example.com/x"}) == 422
                assert status(port, "POST", "/api/v1/push/subscriptions",
                              good | {"keys": {"p256dh": "abc", "auth": good["keys"]["auth"]}}) == 422
                assert status(port, "POST", "/api/v1/push/subscriptions",
                              good | {"keys": {"p256dh": good["keys"]["p256dh"], "auth": "abc"}}) == 422
                assert status(port, "POST", "/api/v1/push/subscriptions", {"endpoint": 3}) == 400
                assert status(port, "POST", "/api/v1/push/subscriptions", good) == 200
                assert status(port, "DELETE", "/api/v1/push/subscriptions", {"endpoint": good["endpoint"]}) == 200
                assert status(port, "DELETE", "/api/v1/push/subscriptions", {"endpoint": good["endpoint"]}) == 404
                key = call(port, "GET", "/api/v1/push/key")["publicKey"]
                assert len(push.subscriptions) == 1 and len(key) == 87  # 65 bytes, base64url
            finally:
                stop(server)
            # The VAPID key is kept in the store: the same after a restart.
            server, port = serve(folder)
            try:
                assert call(port, "GET", "/api/v1/push/key")["publicKey"] == key
            finally:
                stop(server)
    finally:
        push.close()


def test_the_coachs_weekly_summary_arrives_on_the_weeks_last_evening():
    """With an active goal and the weekly-summary preference on, the coach's
    week in a notification at 19:00 on the last day of the user's week (Sunday 22 November
    2026, weeks from Monday), saying what the coach's week view says."""
    sunday = datetime.datetime(2026, 11, 22, 19, 0, 20, tzinfo=datetime.timezone.utc)
    saved = (testclock.START, testclock._STARTED)
    testclock.align(int(sunday.timestamp() * 1000), time.monotonic())
    push = PushService()
    push.not_before = sunday.timestamp()
    try:
        with tempfile.TemporaryDirectory() as folder:
            server, port = serve(folder)
            try:
                push.server_key = call(port, "GET", "/api/v1/push/key")["publicKey"]
                goal = call(port, "POST", "/api/v1/goals?day=2026-11-22", {"what": "Run a 5k", "timelineWeeks": 8})
                call(port, "PUT", f"/api/v1/habits/{goal['habitId']}/checkins/2026-11-22", {"state": "done"})
                week = call(port, "GET", f"/api/v1/goals/{goal['id']}/week?day=2026-11-22")
                call(port, "POST", "/api/v1/push/subscriptions", push.subscription("/push/phone").json())
                push.wait_for(lambda received: any(m["kind"] == "weekly_summary" for _, m in received))
            finally:
                stop(server)
            summary = next(m for _, m in push.received if m["kind"] == "weekly_summary")
            assert summary["key"] == f"weekly_summary:{goal['id']}:2026-11-16"
            assert summary["title"] == "Your week: Run a 5k"
            message = week["message"]["text"] if isinstance(week["message"], dict) else week["message"]
            assert summary["body"] == f"{week['progressText']}. {message}"
            assert summary["url"] == f"/#/coach/{goal['id']}"
            assert summary["actions"] == [] and "habitId" not in summary
    finally:
        push.close()
        testclock.START, testclock._STARTED = saved


def test_without_the_flag_loopback_and_internal_endpoints_are_refused():
    push = PushService()
    try:
        with tempfile.TemporaryDirectory() as folder:
            server, port, _ = serveprocess.serve(folder)
            try:
                good = push.subscription("/push/a").json()
                for endpoint in [good["endpoint"], "https://169.254.169.254/", "https://[::1]/",
                                 "https://[::ffff:127.0.0.1]/", "https://10.0.0.1/",
                                 "https://localhost/", f"https://127.0.0.1:{push.port}/push/a"]:
                    code, failure = error(port, "POST", "/api/v1/push/subscriptions",
                                          good | {"endpoint": endpoint})
                    assert (code, failure["field"]) == (422, "endpoint"), (endpoint, failure)
                assert call(port, "POST", "/api/v1/push/test") == {"delivered": 0}
            finally:
                stop(server)
        assert push.requests == []
    finally:
        push.close()


def test_a_redirect_is_not_delivered_and_not_followed():
    push = PushService()
    elsewhere = ConnectionCounter()
    push.redirect_to = elsewhere.url
    try:
        with tempfile.TemporaryDirectory() as folder:
            server, port = serve(folder)
            try:
                call(port, "POST", "/api/v1/push/subscriptions", push.subscription("/moved/a").json())
                assert call(port, "POST", "/api/v1/push/test") == {"delivered": 0}
            finally:
                stop(server)
        assert push.requests == ["/moved/a"]
        assert elsewhere.connections == 0
    finally:
        elsewhere.close()
        push.close()
