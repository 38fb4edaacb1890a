#!/usr/bin/env python3
"""Seeds a PostgreSQL schema with many accounts for load tests at scale (issue 43).

  scripts/load/seed-scale.py --database postgres://user@host:port/db?sslmode=disable \\
      --schema scale --accounts 10000 --out /tmp/scale-users.json

1. `ripple serve --accounts --registration open --plans choose` creates the schema (every
   migration), and one account is signed up through the API: the first account, so the server's
   admin (user id "local"). Its bcrypt password hash is copied to every seeded account (all share
   the password --password). The server is stopped.
2. The rows are streamed into one psql session with COPY ... FROM STDIN, in one transaction,
   nothing built in memory beyond each account's list of habits. check_ins has no secondary
   index; its primary key and its foreign key to habits are dropped before its COPY and added
   back after it with the same names and definitions (read from the catalogue first), which is
   safe only because the table is empty and nothing references it (checked; otherwise they stay).
   check_ins is loaded with COPY FREEZE (it is truncated in the same transaction). Then VACUUM
   (ANALYZE).
3. The server is started again on the seeded schema and a sampled token lists its habits, puts and
   deletes a check-in for today, and reads a habit's history, which must hold the seeded days.

Each account gets rows as the server writes them when a person signs up and uses the app for a
year: a `users` row (reset_seq 0: nothing deleted), an `accounts` row, one personal access token
(`rpl_` + 43 URL-safe base64 characters; the store keeps only its SHA-256 hex digest), a `settings`
row (onboarding done; tier `premium` for accounts with more than 5 habits, as PUT /api/v1/plan
stores it, else `free`), 5-20 habits created on the first day, and check-ins on most of the year's
days but today, each its own change (change_seq counting up in time order, users.change_seq the
last). Everything is deterministic for a --seed except the tokens (random secrets).

Prints progress, then the counts, elapsed time, database size and each table's and index's size,
and writes --out: {"day", "users": [{"token", "habits"}...], "checkIns", ...} for a sample of
accounts, the shape scripts/load-test builds its users from (LOAD_SEEDED_USERS).
"""

import argparse
import base64
import datetime
import hashlib
import http.client
import json
import os
import random
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import uuid

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DAY_MS = 86_400_000
MINUTE_MS = 60_000
FREE_ACTIVE_HABITS = 5  # RippleCore's TierLimits.freeActiveHabits
TOKEN_PREFIX = "rpl_"  # AccountAdministration.accessTokenPrefix
PALETTE = ["#FF6B6B", "#FFAB5E", "#7ED687", "#4ECDC4", "#74B9FF", "#7C7AE8", "#B388EB", "#FF8FB1"]
SUN, MON, TUE, WED, THU, FRI, SAT = (1 << n for n in range(7))  # WeekdaySet bits
EVERY_DAY = 127
EPOCH = datetime.date(1970, 1, 1).toordinal()

# (name, measure kind, target, unit): measure as MeasureColumns stores it.
CATALOGUE = [
    ("Meditate", "boolean", 0, ""), ("Stretch", "boolean", 0, ""), ("Journal", "boolean", 0, ""),
    ("Walk", "boolean", 0, ""), ("Floss", "boolean", 0, ""), ("No sugar", "boolean", 0, ""),
    ("Read", "boolean", 0, ""), ("Practice guitar", "boolean", 0, ""),
    ("Learn Spanish", "boolean", 0, ""), ("Make the bed", "boolean", 0, ""),
    ("Take vitamins", "boolean", 0, ""), ("Cold shower", "boolean", 0, ""),
    ("Plan the day", "boolean", 0, ""), ("Yoga", "boolean", 0, ""), ("Tidy up", "boolean", 0, ""),
    ("Call family", "boolean", 0, ""), ("No phone in bed", "boolean", 0, ""),
    ("Gym", "boolean", 0, ""), ("Cook dinner", "boolean", 0, ""), ("Gratitude", "boolean", 0, ""),
    ("Drink water", "at_least", 8, "glasses"), ("Steps", "at_least", 8000, "steps"),
    ("Read pages", "at_least", 20, "pages"), ("Run", "at_least", 5, "km"),
    ("Coffee", "at_most", 2, "cups"), ("Screen time", "at_most", 120, "minutes"),
]
# (weight, kind, a, b) as ScheduleColumns stores them; b None = the habit's first day.
SCHEDULES = [
    (40, "daily", 0, 0),
    (8, "weekdays", MON | TUE | WED | THU | FRI, 0),
    (7, "weekdays", MON | WED | FRI, 0),
    (3, "weekdays", SAT | SUN, 0),
    (6, "times_per_week", 3, 0), (5, "times_per_week", 4, 0), (3, "times_per_week", 2, 0),
    (6, "every_n_days", 2, None), (3, "every_n_days", 3, None),
    (7, "times_in_days", 3, 10), (3, "times_in_days", 5, 14),
    (3, "month_days", (1 << 1) | (1 << 15), 0), (2, "month_days", 1 << 1, 0),
]
SCHEDULE_WEIGHTS = [s[0] for s in SCHEDULES]
REMINDERS = ["", "", "", f"450:{EVERY_DAY}", f"750:{EVERY_DAY}", f"1140:{EVERY_DAY}",
             f"1260:{EVERY_DAY}", f"450:{EVERY_DAY},1260:{EVERY_DAY}"]

# The columns this script writes, table by table: the schema must have exactly these.
COLUMNS = {
    "users": ["id", "change_seq", "reset_seq"],
    "accounts": ["user_id", "email", "password_hash", "is_admin", "created_at",
                 "password_changed_at"],
    "settings": ["user_id", "time_zone", "first_weekday", "day_start_hour", "theme", "accent",
                 "celebrations", "show_streaks", "haptics", "tier", "tier_expires",
                 "onboarding_done", "change_seq"],
    "access_tokens": ["id", "token_hash", "user_id", "name", "created_at", "last_used_at",
                      "revoked_at", "scope", "habit_ids"],
    "habits": ["user_id", "id", "name", "description", "color", "icon", "category_id",
               "schedule_kind", "schedule_a", "schedule_b", "measure_kind", "measure_target",
               "measure_unit", "reminders", "archived", "sort_order", "created_day", "created_at",
               "updated_at", "change_seq"],
    "check_ins": ["user_id", "habit_id", "day", "state", "value", "note", "mood", "logged_minute",
                  "updated_at", "change_seq"],
}
KNOWN_SCHEMA_VERSION = 17


def log(message):
    print(message, flush=True)


class Psql:
    """psql on the database, with the schema first on the search path."""

    def __init__(self, url, schema):
        self.url = url
        self.env = dict(os.environ, PGOPTIONS=f"-c search_path={schema}")

    def command(self, *extra):
        return ["psql", self.url, "-X", "-q", "-v", "ON_ERROR_STOP=1", *extra]

    def query(self, sql, timeout=600):
        """Rows of `sql` as lists of strings (fields split on tabs)."""
        done = subprocess.run(self.command("-A", "-t", "-F", "\t", "-c", sql), env=self.env,
                              capture_output=True, text=True, timeout=timeout)
        if done.returncode != 0:
            sys.exit(f"psql failed: {done.stderr.strip()}\n  in: {sql[:300]}")
        return [line.split("\t") for line in done.stdout.splitlines() if line]

    def value(self, sql, timeout=600):
        rows = self.query(sql, timeout)
        return rows[0][0] if rows else None


def split_url(url):
    """(the URL without `schema=`, the schema it named or None)."""
    parts = urllib.parse.urlsplit(url)
    query = urllib.parse.parse_qsl(parts.query, keep_blank_values=True)
    schema = next((v for k, v in query if k == "schema"), None)
    query = [(k, v) for k, v in query if k != "schema"]
    return urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(query))), schema


def with_schema(url, schema):
    return url + ("&" if "?" in url else "?") + "schema=" + schema


def redacted(url):
    return re.sub(r"://([^:@/]+):[^@/]*@", r"://\1:***@", url)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`ripple serve` on the schema, on a free loopback port, stopped with SIGTERM (deadline)."""

    def __init__(self, binary, url, today, real_today, log_path):
        self.port = free_port()
        command = [binary, "serve", "--host", "127.0.0.1", "--port", str(self.port),
                   "--database", url, "--accounts", "--registration", "open", "--plans", "choose",
                   "--rate-limit", "100000000", "--auth-rate-limit", "100000000"]
        if today != real_today:  # the hidden --now: the server's clock on the seeded day
            command += ["--now", f"{today.isoformat()}T12:00:00Z"]
        self.log_path = log_path
        self.log = open(log_path, "w")
        self.process = subprocess.Popen(command, stdout=self.log, stderr=subprocess.STDOUT,
                                        start_new_session=True)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self.stop()
                sys.exit(f"ripple serve exited ({self.process.returncode}):\n"
                         + open(log_path).read())
            try:
                if self.call("GET", "/health")[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        self.stop()
        sys.exit("ripple serve did not answer /health within 120 s:\n" + open(log_path).read())

    def call(self, method, path, body=None, token=None, timeout=60):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            headers = {}
            data = None
            if body is not None:
                data = json.dumps(body).encode()
                headers["Content-Type"] = "application/json"
            if token:
                headers["Authorization"] = f"Bearer {token}"
            connection.request(method, path, body=data, headers=headers)
            response = connection.getresponse()
            payload = response.read()
            return response.status, (json.loads(payload) if payload else None)
        finally:
            connection.close()

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.log.close()


class Account:
    """One seeded account: what the rows of its user need, its check-ins aside."""

    __slots__ = ("index", "uid", "email", "signup_ms", "premium", "habits", "first_change",
                 "token", "token_id", "token_hash")


def uuid_from(rng):
    return uuid.UUID(int=rng.getrandbits(128), version=4)


def plan_account(index, seed, start_day, habit_range):
    rng = random.Random(f"{seed}/{index}")
    account = Account()
    account.index = index
    account.uid = str(uuid_from(rng))  # AccountsService: UUID().uuidString.lowercased()
    account.email = f"scale{index:06d}@example.com"
    # Signed up on the first day between 07:00 and 08:00; habits made in the next minutes.
    account.signup_ms = start_day * DAY_MS + 7 * 60 * MINUTE_MS + int(rng.random() * 60 * MINUTE_MS)
    count = rng.randint(*habit_range)
    account.premium = count > FREE_ACTIVE_HABITS
    # Change 1: the settings (onboarding done); 2: the plan, for Premium; then one per habit.
    change = 2 if account.premium else 1
    habits = []
    for sort_order, (name, measure, target, unit) in enumerate(rng.sample(CATALOGUE, count)):
        change += 1
        _, kind, a, b = rng.choices(SCHEDULES, SCHEDULE_WEIGHTS)[0]
        created_ms = account.signup_ms + 60_000 + sort_order * 20_000 + int(rng.random() * 15_000)
        habits.append({
            "id": str(uuid_from(rng)).upper(),  # HabitsController: UUID().uuidString
            "name": name, "color": PALETTE[sort_order % len(PALETTE)], "kind": kind, "a": a,
            "b": start_day if b is None else b, "measure": measure, "target": target,
            "unit": unit, "reminders": rng.choice(REMINDERS), "sort_order": sort_order,
            "created_ms": created_ms, "change": change,
            # How often the day is logged (0.76-1.0: about 4,000 check-ins a year per account).
            "adherence": 0.76 + 0.24 * rng.random(),
        })
    account.habits = habits
    account.first_change = change + 1
    return account


def check_in_rows(account, seed, start_day, days):
    """The account's check-ins, day after day, as COPY lines; returns (lines, count, last ms).
    Every day but today (the load test's toggles write today). About 8% are logged the next
    morning (logged_minute null, as the server stores a day that is not today); the rest on the
    day, minutes apart, so updated_at and change_seq rise together."""
    rng = random.Random(f"{seed}/{account.index}/check-ins")
    rand = rng.random
    uid = account.uid
    prefixes = [f"{uid}\t{h['id']}\t" for h in account.habits]
    plan = [(prefixes[n], h["adherence"], h["measure"], h["target"])
            for n, h in enumerate(account.habits)]
    change = account.first_change
    lines = []
    pending = []  # (prefix, day, state, value): yesterday's, logged this morning
    t = account.habits[-1]["created_ms"] + 30 * MINUTE_MS
    last_day = start_day + days - 2
    for day in range(start_day, last_day + 1):
        day_ms = day * DAY_MS
        end_ms = day_ms + DAY_MS - 1
        t = max(t, day_ms + (420 + int(rand() * 120)) * MINUTE_MS)
        for prefix, logged_day, state, value in pending:
            t += 5_000 + int(rand() * 25_000)
            lines.append(f"{prefix}{logged_day}\t{state}\t{value}\t\\N\t\\N\t\\N\t{t}\t{change}\n")
            change += 1
        pending = []
        for prefix, adherence, measure, target in plan:
            roll = rand()
            if roll >= adherence:
                continue
            share = roll / adherence
            state = "done" if share < 0.93 else ("skipped" if share < 0.98 else "missed")
            if measure == "boolean" or state != "done":
                value = "\\N"
            else:
                value = str(round(target * (0.5 + rand())))
            if day < last_day and rand() < 0.08:
                pending.append((prefix, day, state, value))
                continue
            t = min(t + 60_000 + int(rand() * 60 * MINUTE_MS), end_ms)
            minute = (t - day_ms) // MINUTE_MS
            lines.append(f"{prefix}{day}\t{state}\t{value}\t\\N\t\\N\t{minute}\t{t}\t{change}\n")
            change += 1
    return lines, change - 1, t


def copy_block(table, lines):
    """A COPY of `table` with its rows, as psql reads it from its input."""
    return (f"COPY {table} ({', '.join(COLUMNS[table])}) FROM STDIN;\n" + "".join(lines)
            + "\\.\n")


def check_schema(psql):
    version = int(psql.value("SELECT max(version) FROM ripple_migrations"))
    if version != KNOWN_SCHEMA_VERSION:
        sys.exit(f"the schema is at version {version}; this script writes version "
                 f"{KNOWN_SCHEMA_VERSION}'s rows: update it (COLUMNS) first")
    names = ", ".join(f"'{t}'" for t in COLUMNS)
    found = {}
    for table, column in psql.query(
            "SELECT table_name, column_name FROM information_schema.columns "
            f"WHERE table_schema = current_schema() AND table_name IN ({names})"):
        found.setdefault(table, set()).add(column)
    for table, columns in COLUMNS.items():
        if found.get(table) != set(columns):
            sys.exit(f"{table} has columns {sorted(found.get(table, []))}, this script writes "
                     f"{sorted(columns)}: update it first")
    return version


def check_in_keys(psql):
    """check_ins' constraints and other indexes, to drop around the load and add back, or None
    when that is not safe (rows already there, or a foreign key that points at check_ins)."""
    if psql.value("SELECT count(*) FROM (SELECT 1 FROM check_ins LIMIT 1) x") != "0":
        return None
    if psql.value("SELECT count(*) FROM pg_constraint WHERE confrelid = 'check_ins'::regclass") != "0":
        return None
    return check_in_definitions(psql)


def check_in_definitions(psql):
    """check_ins' constraints (name, type, definition) and its other indexes (name, definition)."""
    constraints = psql.query(
        "SELECT conname, contype, pg_get_constraintdef(oid) FROM pg_constraint "
        "WHERE conrelid = 'check_ins'::regclass AND contype IN ('p', 'u', 'f') ORDER BY conname")
    indexes = psql.query(
        "SELECT c.relname, pg_get_indexdef(i.indexrelid) FROM pg_index i "
        "JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'check_ins'::regclass "
        "AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid "
        "AND k.conrelid = i.indrelid) ORDER BY c.relname")
    return constraints, indexes


def drop_and_add(keys):
    constraints, indexes = keys
    foreign = [c for c in constraints if c[1] == "f"]
    unique = [c for c in constraints if c[1] != "f"]
    drop = [f"ALTER TABLE check_ins DROP CONSTRAINT {name};" for name, _, _ in foreign + unique]
    drop += [f"DROP INDEX {name};" for name, _ in indexes]
    add = [f"{definition};" for _, definition in indexes]
    add += [f"ALTER TABLE check_ins ADD CONSTRAINT {name} {definition};"
            for name, _, definition in unique + foreign]
    return drop, add


def human(size):
    size = float(size)
    for unit in ("B", "kB", "MB", "GB", "TB"):
        if size < 1024 or unit == "TB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024


def user_blocks(accounts, password_hash, start_day, last):
    """The COPY blocks of every table but check_ins; `last` maps a user to (their last change,
    when their token was last used), or is None to leave that to an UPDATE after check_ins."""
    def change(a):
        return last[a.uid][0] if last else a.first_change - 1

    def used(a):
        return last[a.uid][1] if last else "\\N"

    return (
        copy_block("users", [f"{a.uid}\t{change(a)}\t0\n" for a in accounts])
        + copy_block("accounts", [
            f"{a.uid}\t{a.email}\t{password_hash}\tf\t{a.signup_ms}\t\\N\n" for a in accounts])
        + copy_block("settings", [
            f"{a.uid}\tUTC\t1\t0\tauto\t#6366F1\tfull\tt\tt\t{'premium' if a.premium else 'free'}"
            f"\t\\N\tt\t{2 if a.premium else 1}\n" for a in accounts])
        + copy_block("access_tokens", [
            f"{a.token_id}\t{a.token_hash}\t{a.uid}\tload\t{a.signup_ms + 5_000}\t{used(a)}"
            "\t\\N\tfull\t\\N\n" for a in accounts])
        + copy_block("habits", [
            f"{a.uid}\t{h['id']}\t{h['name']}\t\t{h['color']}\tdot\t\\N\t{h['kind']}\t{h['a']}"
            f"\t{h['b']}\t{h['measure']}\t{h['target']}\t{h['unit']}\t{h['reminders']}\tf"
            f"\t{h['sort_order']}\t{start_day}\t{h['created_ms']}\t{h['created_ms']}"
            f"\t{h['change']}\n"
            for a in accounts for h in a.habits]))


def load(psql, accounts, options, start_day, password_hash, keys):
    """Streams every row into one psql session, in one transaction; returns (habits, check-ins).
    With check_ins' keys dropped, check_ins goes first (COPY FREEZE) and the users' rows follow
    with their last change; otherwise users go first and their change_seq is set after."""
    total_habits = sum(len(a.habits) for a in accounts)
    drop, add = drop_and_add(keys) if keys else ([], [])
    process = subprocess.Popen(psql.command("-f", "-"), stdin=subprocess.PIPE, env=psql.env)
    out = process.stdin
    total = 0
    last = {}

    def write(text):
        out.write(text.encode())

    def users(last):
        write(f"\\echo == users, accounts, settings, access_tokens ({len(accounts)} each), "
              f"habits ({total_habits})\n")
        write(user_blocks(accounts, password_hash, start_day, last))

    try:
        write("BEGIN;\nSET LOCAL maintenance_work_mem = '1GB';\n")
        if keys:
            write("\\echo == check_ins: dropping its keys for the load\n" + "\n".join(drop) + "\n")
            write("TRUNCATE check_ins;\n")  # empty already: lets COPY FREEZE write frozen rows
        else:
            users(None)
        write("\\echo == check_ins\n")
        freeze = " WITH (FREEZE)" if keys else ""
        write(f"\\timing on\nCOPY check_ins ({', '.join(COLUMNS['check_ins'])}) FROM STDIN"
              f"{freeze};\n")
        began = shown = time.monotonic()
        for n, account in enumerate(accounts, 1):
            lines, last_change, last_ms = check_in_rows(account, options.seed, start_day,
                                                        options.days)
            total += len(lines)
            last[account.uid] = (last_change, last_ms)
            write("".join(lines))
            now = time.monotonic()
            if now - shown >= 10 or n == len(accounts):
                shown = now
                log(f"   check-ins: {n:,}/{len(accounts):,} accounts, {total:,} rows, "
                    f"{total / max(now - began, 1e-9):,.0f} rows/s")
        write("\\.\n\\timing off\n")
        if keys:
            users(last)
            write("\\echo == check_ins: adding its keys back\n\\timing on\n" + "\n".join(add)
                  + "\n\\timing off\n")
        else:
            write("\\echo == users.change_seq and access_tokens.last_used_at\n")
            write("CREATE TEMP TABLE seeded_last (id TEXT PRIMARY KEY, change_seq BIGINT, "
                  "used BIGINT) ON COMMIT DROP;\n")
            write("COPY seeded_last FROM STDIN;\n" + "".join(
                f"{uid}\t{change}\t{used}\n" for uid, (change, used) in last.items()) + "\\.\n")
            write("UPDATE users u SET change_seq = s.change_seq FROM seeded_last s "
                  "WHERE u.id = s.id;\n")
            write("UPDATE access_tokens a SET last_used_at = s.used FROM seeded_last s "
                  "WHERE a.user_id = s.id;\n")
        write("\\echo == commit\nCOMMIT;\n")
        out.close()
    except BrokenPipeError:
        pass
    try:
        status = process.wait(timeout=options.deadline)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=30)
        sys.exit(f"the load did not finish within {options.deadline} s (rolled back)")
    if status != 0:
        sys.exit(f"psql failed ({status}): nothing was committed")
    return total_habits, total


def verify(server, psql, sample_account, token, options, start_day, today):
    """The user's change sequence is the generator's; a sampled token lists its habits, reads a
    history and puts and deletes today's check-in; its email and password sign in."""
    problems = []
    lines, last_change, last_ms = check_in_rows(sample_account, options.seed, start_day,
                                                options.days)
    stored = psql.query(
        "SELECT u.change_seq, t.last_used_at, (SELECT max(change_seq) FROM check_ins c "
        "WHERE c.user_id = u.id) FROM users u JOIN access_tokens t ON t.user_id = u.id "
        f"WHERE u.id = '{sample_account.uid}'")
    expected = [str(last_change), str(last_ms), str(last_change)]
    log(f"   users.change_seq, the token's last_used_at, the last check-in's change_seq: "
        f"{', '.join(stored[0]) if stored else 'none'} "
        f"({'as generated' if stored == [expected] else 'generated ' + ', '.join(expected)})")
    if stored != [expected]:
        problems.append(f"{sample_account.uid}'s rows: {stored}, generated {expected}")
    status, body = server.call("GET", "/api/v1/habits", token=token)
    ids = [h["id"] for h in (body or {}).get("habits", [])]
    expected = [h["id"] for h in sample_account.habits]
    log(f"   GET /api/v1/habits: {status}, {len(ids)} habits")
    if status != 200 or sorted(ids) != sorted(expected):
        problems.append(f"GET /api/v1/habits answered {status} with {len(ids)} of "
                        f"{len(expected)} habits")
    status, body = server.call("GET", "/api/v1/settings", token=token)
    tier = (body or {}).get("tier")
    log(f"   GET /api/v1/settings: {status}, tier {tier}")
    if status != 200 or tier != ("premium" if sample_account.premium else "free"):
        problems.append(f"GET /api/v1/settings answered {status}, tier {tier}")
    # A boolean habit and a numeric one (values compared), when the account has them.
    habits = ([h for h in sample_account.habits if h["measure"] == "boolean"][:1]
              + [h for h in sample_account.habits if h["measure"] != "boolean"][:1])
    for habit in habits:
        seeded = {}
        for line in lines:
            fields = line.rstrip("\n").split("\t")
            if fields[1] == habit["id"]:
                seeded[datetime.date.fromordinal(EPOCH + int(fields[2])).isoformat()] = (
                    fields[3], None if fields[4] == "\\N" else float(fields[4]))
        path = (f"/api/v1/habits/{habit['id']}/history?start="
                f"{datetime.date.fromordinal(EPOCH + start_day).isoformat()}&end={today.isoformat()}")
        status, body = server.call("GET", path, token=token)
        days = (body or {}).get("days", [])
        answered = {d["day"]: (d["outcome"], d.get("value")) for d in days if d["outcome"] != "none"}
        same_days = set(answered) == set(seeded)
        same = same_days and all(
            (answered[d][1] == v) if v is not None else
            (answered[d][0] == s or (s == "done" and answered[d][0] == "partial"))
            for d, (s, v) in seeded.items())
        log(f"   GET history of {habit['name']!r} ({habit['measure']}): {status}, {len(days)} days, "
            f"{len(answered)} with a check-in, seeded {len(seeded)}: "
            f"{'the same' if same else 'DIFFERENT'}")
        if status != 200 or not same:
            problems.append(f"the history of {habit['id']} does not hold the seeded days")
    check_in = f"/api/v1/habits/{sample_account.habits[0]['id']}/checkins/{today.isoformat()}"
    put, _ = server.call("PUT", check_in, {"state": "done"}, token=token)
    delete, _ = server.call("DELETE", check_in, token=token)
    log(f"   PUT {check_in}: {put}; DELETE: {delete}")
    if put != 200 or delete != 200:
        problems.append(f"PUT answered {put}, DELETE {delete}")
    status, _ = server.call("POST", "/api/v1/auth/sign-in",
                            {"email": sample_account.email, "password": options.password})
    log(f"   POST /api/v1/auth/sign-in as {sample_account.email}: {status}")
    if status != 200:
        problems.append(f"sign-in answered {status}")
    return problems



def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", default=os.environ.get("RIPPLE_TEST_POSTGRES_URL"),
                        help="postgres://user@host:port/db?sslmode=disable "
                             "(default $RIPPLE_TEST_POSTGRES_URL, as scripts/with-postgres sets)")
    parser.add_argument("--schema", help="the schema to create (default: the URL's schema=, "
                                         "else 'scale')")
    parser.add_argument("--replace", action="store_true", help="drop the schema first if it exists")
    parser.add_argument("--accounts", type=int, default=10_000)
    parser.add_argument("--min-habits", type=int, default=5)
    parser.add_argument("--max-habits", type=int, default=20)
    parser.add_argument("--days", type=int, default=365, help="days of history, today included")
    parser.add_argument("--today", type=datetime.date.fromisoformat,
                        default=datetime.datetime.now(datetime.timezone.utc).date(),
                        help="today as the server sees it (UTC, the default time zone); "
                             "default the real date")
    parser.add_argument("--seed", type=int, default=1, help="the random seed of the data")
    parser.add_argument("--sample", type=int, default=200, help="users written to --out")
    parser.add_argument("--out", default="scale-users.json")
    parser.add_argument("--password", default="ripple-scale-seed",
                        help="every seeded account's password (and the admin's)")
    parser.add_argument("--admin-email", default="admin@example.com")
    parser.add_argument("--ripple", default=os.environ.get(
        "RIPPLE_BIN", os.path.join(ROOT, ".build", "release", "ripple")),
        help="the ripple binary (default $RIPPLE_BIN, else .build/release/ripple)")
    parser.add_argument("--no-verify", action="store_true")
    parser.add_argument("--keep-keys", action="store_true",
                        help="load check_ins with its keys in place (slower; to compare)")
    parser.add_argument("--deadline", type=int, default=4 * 3600,
                        help="seconds the bulk load may take")
    options = parser.parse_args()
    if not options.database:
        parser.error("--database (or RIPPLE_TEST_POSTGRES_URL) is needed")
    if not 1 <= options.min_habits <= options.max_habits <= len(CATALOGUE):
        parser.error(f"habits per account must be within 1-{len(CATALOGUE)}")
    url, url_schema = split_url(options.database)
    schema = options.schema or url_schema or "scale"
    if not re.fullmatch(r"[a-z_][a-z0-9_]{0,62}", schema):
        parser.error("the schema name must be lower-case letters, digits and _")
    if not os.access(options.ripple, os.X_OK):
        parser.error(f"no ripple binary at {options.ripple} (--ripple or RIPPLE_BIN)")
    today = options.today
    real_today = datetime.datetime.now(datetime.timezone.utc).date()
    today_day = today.toordinal() - EPOCH
    start_day = today_day - (options.days - 1)
    psql = Psql(url, schema)
    work = tempfile.mkdtemp(prefix="ripple-seed-scale.")
    try:
        seed(options, url, schema, psql, work, today, real_today, start_day)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def seed(options, url, schema, psql, work, today, real_today, start_day):
    began = time.monotonic()

    exists = psql.value(f"SELECT count(*) FROM pg_namespace WHERE nspname = '{schema}'")
    if exists != "0":
        if not options.replace:
            sys.exit(f"schema {schema} exists: --replace drops it first")
        log(f"== dropping schema {schema}")
        psql.query(f"DROP SCHEMA {schema} CASCADE")

    log(f"== ripple serve creates schema {schema} in {redacted(url)}; the admin signs up")
    server = Server(options.ripple, with_schema(url, schema), today, real_today,
                    os.path.join(work, "create.log"))
    try:
        status, body = server.call("POST", "/api/v1/auth/register",
                                   {"email": options.admin_email, "password": options.password})
        if status != 201:
            sys.exit(f"sign-up answered {status}: {body}")
    finally:
        server.stop()
    check_schema(psql)
    password_hash = psql.value(
        "SELECT password_hash FROM accounts WHERE lower(email) = "
        f"lower('{options.admin_email.replace(chr(39), chr(39) * 2)}')")
    if not (password_hash or "").startswith("$2"):
        sys.exit(f"the admin's password hash is not bcrypt: {password_hash!r}")

    log(f"== planning {options.accounts} accounts ({options.min_habits}-{options.max_habits} "
        f"habits each, {options.days - 1} days of check-ins from "
        f"{datetime.date.fromordinal(EPOCH + start_day)}, today {today})")
    accounts = []
    for index in range(options.accounts):
        account = plan_account(index, options.seed, start_day,
                               (options.min_habits, options.max_habits))
        secret = TOKEN_PREFIX + base64.urlsafe_b64encode(secrets.token_bytes(32)).decode().rstrip("=")
        account.token = secret
        account.token_id = (base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()
                            .rstrip("=")[:16].lower())
        account.token_hash = hashlib.sha256(secret.encode()).hexdigest()
        accounts.append(account)

    keys = None if options.keep_keys else check_in_keys(psql)
    if keys:
        names = [c[0] for c in keys[0]] + [i[0] for i in keys[1]]
        log(f"== check_ins is empty and nothing references it: dropping {', '.join(names)} "
            "for the load, adding them back after it (same names and definitions)")
    else:
        log("== check_ins keeps its keys during the load"
            + ("" if options.keep_keys else " (not safe to drop them)"))
    loading = time.monotonic()
    habit_count, check_in_count = load(psql, accounts, options, start_day, password_hash, keys)
    log(f"== loaded in {time.monotonic() - loading:.1f} s")
    if keys:
        after = check_in_definitions(psql)
        same = sorted(after[0]) == sorted(keys[0]) and sorted(after[1]) == sorted(keys[1])
        log(f"   check_ins' keys after the load: {'the same as before' if same else 'DIFFERENT'}")
        if not same:
            sys.exit(f"before: {keys}\nafter: {after}")

    log("== VACUUM (ANALYZE)")
    vacuuming = time.monotonic()
    psql.query("VACUUM (ANALYZE) users, accounts, settings, access_tokens, habits, check_ins",
               timeout=options.deadline)
    log(f"   {time.monotonic() - vacuuming:.1f} s")
    elapsed = time.monotonic() - began

    counts = {table: int(psql.value(f"SELECT count(*) FROM {table}", timeout=options.deadline))
              for table in ("accounts", "habits", "check_ins", "access_tokens")}
    premium = sum(a.premium for a in accounts)
    log("")
    log(f"accounts   {options.accounts:>12,}  (+ the admin; {premium:,} on Premium, "
        f"{options.accounts - premium:,} free with {FREE_ACTIVE_HABITS} habits)")
    log(f"habits     {habit_count:>12,}")
    log(f"check-ins  {check_in_count:>12,}")
    log(f"in the database: {counts['accounts']:,} accounts, {counts['habits']:,} habits, "
        f"{counts['check_ins']:,} check-ins, {counts['access_tokens']:,} access tokens")
    log(f"elapsed    {elapsed:>12.1f} s")
    database_size = int(psql.value("SELECT pg_database_size(current_database())"))
    schema_size = int(psql.value(
        "SELECT sum(pg_total_relation_size(oid)) FROM pg_class "
        "WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r'"))
    log(f"database size {human(database_size)} ({database_size:,} bytes, pg_database_size: every "
        f"schema of the database); schema {schema}: {human(schema_size)} ({schema_size:,} bytes)")
    log("")
    log(f"{'table':<26} {'rows':>12} {'heap':>10} {'indexes':>10} {'total':>10}")
    empty = []
    for name, rows, heap, indexes, total in psql.query(
            "SELECT c.relname, c.reltuples::bigint, pg_relation_size(c.oid), "
            "pg_indexes_size(c.oid), pg_total_relation_size(c.oid) FROM pg_class c "
            "WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' "
            "ORDER BY pg_total_relation_size(c.oid) DESC, c.relname"):
        if int(rows) <= 0 and int(total) <= 65536:
            empty.append((name, int(total)))
            continue
        log(f"{name:<26} {int(rows):>12,} {human(heap):>10} {human(indexes):>10} "
            f"{human(total):>10}")
    if empty:
        log(f"({len(empty)} tables with no rows: {human(sum(t for _, t in empty))} in all, "
            "their indexes included)")
    log("")
    log(f"{'index':<40} {'table':<24} {'size':>10}")
    for name, table, size in psql.query(
            "SELECT i.relname, t.relname, pg_relation_size(i.oid) FROM pg_index x "
            "JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid "
            "WHERE t.relnamespace = current_schema()::regnamespace AND t.reltuples > 0 "
            "ORDER BY pg_relation_size(i.oid) DESC, i.relname"):
        log(f"{name:<40} {table:<24} {human(size):>10}")
    log("(the indexes of the tables with rows)")

    rng = random.Random(f"{options.seed}/sample")
    sample = sorted(rng.sample(range(len(accounts)), min(options.sample, len(accounts))))
    document = {
        "day": today.isoformat(), "schema": schema,
        "users": [{"token": accounts[i].token, "habits": [h["id"] for h in accounts[i].habits]}
                  for i in sample],
        "accounts": options.accounts, "habits": habit_count, "checkIns": check_in_count,
    }
    with open(options.out, "w") as file:
        json.dump(document, file)
    log(f"\n== wrote {len(sample)} users (token and habits) to {options.out}")

    problems = []
    if not options.no_verify:
        chosen = [accounts[sample[0]]]
        free = next((accounts[i] for i in sample if not accounts[i].premium), None)
        if free and free is not chosen[0]:
            chosen.append(free)
        log("== verifying with ripple serve on the seeded schema")
        server = Server(options.ripple, with_schema(url, schema), today, real_today,
                        os.path.join(work, "verify.log"))
        try:
            for account in chosen:
                log(f"   {account.email} ({len(account.habits)} habits, "
                    f"{'premium' if account.premium else 'free'})")
                problems += verify(server, psql, account, account.token, options, start_day,
                                   today)
        finally:
            server.stop()
        log("   verified: all as seeded" if not problems else "   PROBLEMS:\n   " +
            "\n   ".join(problems))
    if problems:
        sys.exit(1)


if __name__ == "__main__":
    main()
