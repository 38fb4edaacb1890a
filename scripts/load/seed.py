"""Seeds a running Ripple server with 20 habits and a year of check-ins, through its API.

Premium tier first (so 20 active habits are allowed), then the habits (created a year ago),
then the check-ins in one POST /api/v1/restore of the server's own backup with the year
added: the fast path. Prints the habit ids and today's day for the load scripts.

With `--accounts N` (a server started with --accounts --registration open) it signs up N users
instead, gives each an access token and seeds each with the free plan's 5 habits and a year
(only an admin may choose a plan on a shared server), and prints every user's token and habit ids.
"""

import datetime
import http.client
import json
import random
import sys

SCHEDULES = [
    {"kind": "daily"},
    {"kind": "times_per_week", "times": 3},
    {"kind": "weekdays", "weekdays": ["mon", "wed", "fri"]},
    {"kind": "every_n_days", "every": 2, "start": None},
    {"kind": "times_in_days", "times": 3, "days": 10},
]
REMINDERS = [None, "07:30", "12:30", "19:00"]


WORDS = ("café rain sunny tired strong slow quick early late park river friends music "
         "chapter garden morning evening lunch coffee tea walk stretch focus calm busy "
         "travel office home weekend holiday knee breathing journal").split()


def note_for(rng: random.Random) -> str:
    """A short note of 4 to 9 words from WORDS (check-in notes hold at most 100 characters)."""
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 9))).capitalize()[:100]


def main(port: int, habit_count: int = 20, days: int = 365, auth: str | None = None,
         plan: bool = True, notes_every: int = 0) -> dict:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)

    def call(method, path, body=None, expect=200):
        data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
        headers = {"Content-Type": "application/json"} if data is not None else {}
        if auth:
            headers["Authorization"] = f"Bearer {auth}"
        connection.request(method, path, body=data, headers=headers)
        response = connection.getresponse()
        payload = response.read()
        if response.status != expect:
            sys.exit(f"{method} {path}: {response.status} {payload[:300]!r}")
        return json.loads(payload) if payload else None

    if plan:
        call("PUT", "/api/v1/plan", {"tier": "premium"})
    today = datetime.date.fromisoformat(call("GET", "/api/v1/today")["day"])
    start = today - datetime.timedelta(days=days - 1)
    ids = []
    for index in range(habit_count):
        schedule = dict(SCHEDULES[index % len(SCHEDULES)])
        if schedule.get("start", 0) is None:
            schedule["start"] = start.isoformat()
        habit = {"name": f"Habit {index + 1:02d}", "schedule": schedule}
        time = REMINDERS[index % len(REMINDERS)]
        if time:
            habit["reminders"] = [{"time": time}]
        # `?day=` reaches 400 days back at most; an older start is set in the restored backup.
        created = max(start, today - datetime.timedelta(days=399))
        ids.append(call("POST", f"/api/v1/habits?day={created.isoformat()}", habit, expect=201)["id"])

    backup = call("GET", "/api/v1/backup")
    for habit in backup["habits"]:
        habit["createdDay"] = start.isoformat()
    rng = random.Random(4)
    check_ins = []
    for habit_id in ids:
        for offset in range(days - 1):  # every day but today, which the load test toggles
            day = start + datetime.timedelta(days=offset)
            roll = rng.random()
            noted = notes_every and offset % notes_every == 0
            if noted:
                state = "done"
            elif roll < 0.75:
                state = "done"
            elif roll < 0.8:
                state = "skipped"
            else:
                continue
            check_ins.append({
                "habitId": habit_id, "day": day.isoformat(), "state": state, "value": None,
                "note": note_for(rng) if noted else None, "mood": None, "loggedMinute": 480,
                "updatedAt": 1,
            })
    backup["checkIns"] = check_ins
    summary = call("POST", "/api/v1/restore", backup)
    if summary.get("habits") != habit_count or summary.get("checkIns") != len(check_ins):
        sys.exit(f"restore answered {summary}")
    notes = sum(1 for c in check_ins if c["note"])
    return {"day": today.isoformat(), "habits": ids, "checkIns": len(check_ins), "notes": notes}


def accounts(port: int, count: int) -> dict:
    """Signs up `count` users, each with an access token and 5 habits × a year."""
    users = []
    total = 0
    for index in range(count):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        body = json.dumps({"email": f"load{index:03d}@example.com", "password": f"load-test-{index:03d}-pass"})
        connection.request("POST", "/api/v1/auth/register", body=body, headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        response.read()
        if response.status != 201:
            sys.exit(f"register: {response.status}")
        cookie = response.getheader("Set-Cookie").split(";")[0]
        connection.request("POST", "/api/v1/me/tokens", body=json.dumps({"name": "load"}),
                           headers={"Content-Type": "application/json", "Cookie": cookie})
        response = connection.getresponse()
        payload = json.loads(response.read())
        if response.status != 201:
            sys.exit(f"token: {response.status} {payload}")
        token = payload["token"]
        seeded = main(port, habit_count=5, auth=token, plan=False)
        total += seeded["checkIns"]
        users.append({"token": token, "habits": seeded["habits"]})
        day = seeded["day"]
    return {"day": day, "users": users, "checkIns": total}


if __name__ == "__main__":
    if len(sys.argv) > 3 and sys.argv[2] == "--search":
        # scripts/bench-search: N years of check-ins, a note on every third day.
        print(json.dumps(main(int(sys.argv[1]), days=365 * int(sys.argv[3]), notes_every=3)))
    elif len(sys.argv) > 3 and sys.argv[2] == "--accounts":
        print(json.dumps(accounts(int(sys.argv[1]), int(sys.argv[3]))))
    else:
        print(json.dumps(main(int(sys.argv[1]))))
