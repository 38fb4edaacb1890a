"""Schemathesis hooks for scripts/test-api-document: the values no JSON Schema can state, because
they depend on the run, put into a share of the valid (positive) cases so that the server's logic,
and not only its first check, is what they reach.

- Days near the server's today (its clock is pinned): `?day=` may move today by 400 days at most,
  a check-in may not be written for a day to come, a goal's target day is after today.
- Ids of habits, categories and goals the run made, a goal just accepted where the journey's
  stage matters, a calendar token, access token or push subscription that exists.
- A roadmap the server's own planner made, for the routes that take one back.
- A licence signed by the tests' key (the server trusts it with --licence-key), a Loop Habit
  Tracker backup, a backup sealed with a known passphrase, a push endpoint the test server allows
  (--allow-loopback-push), a time zone the server knows.
- In accounts mode, the test accounts: every request, and every one these hooks make, is signed
  in (a JWT of the main account, which no operation of the run can revoke), except deleting an
  account and changing a password, which use accounts of their own (one each per schemathesis
  run); the main account's plan (Premium+) is put back after a request chooses another or
  deletes the data; sign-in and the password grant sometimes get the right email
  and password, and each request comes from its own client address (the server runs with
  --trust-proxy), so the sign-in throttle, which counts failures per address, does not turn every
  later sign-in into a 429.

Invalid (negative) cases are left exactly as generated. A value put in is always valid by the
document, so schemathesis still counts the case as positive.
"""

import base64
import datetime
import json
import os
import random
import sqlite3
import sys
import tempfile
import urllib.error
import urllib.request
from pathlib import Path

import schemathesis
from schemathesis.generation import GenerationMode

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import licences  # noqa: E402  (Tests/licences.py: the tests' licence key)
from loopschema import LOOP_SCHEMA  # noqa: E402

URL = os.environ["RIPPLE_ST_URL"]
MODE = os.environ.get("RIPPLE_ST_MODE", "local")
TODAY = datetime.date.fromisoformat(os.environ["RIPPLE_ST_TODAY"])
ZONES = ["Europe/Paris", "America/New_York", "Asia/Tokyo", "UTC", "Australia/Sydney"]
PASSPHRASE = "correct horse battery staple"
# Other apps' exports (Tests/Fixtures/imports), the bodies of the import routes.
IMPORTS = Path(__file__).resolve().parents[1] / "Fixtures" / "imports"
# The plan of the main account in accounts mode (scripts/test-api-document chooses it): each plan
# the run chooses is put back to it, so the free plan's limits do not stop the cases after it.
KEPT_PLAN = json.loads(os.environ.get("RIPPLE_ST_PLAN", "null"))

choices = random.Random(20261123)


def day(offset=0):
    return (TODAY + datetime.timedelta(days=offset)).isoformat()


def signed():
    """The main account's Authorization header in accounts mode (nothing in local mode)."""
    return {} if accounts is None else {"Authorization": f"Bearer {accounts.bearer()}"}


def send(method, path, body=None, content_type="application/json", sign=True):
    data = body if body is None or isinstance(body, bytes) else json.dumps(body).encode()
    headers = {"Content-Type": content_type} if data is not None else {}
    request = urllib.request.Request(
        URL + path, data=data, method=method, headers=headers | (signed() if sign else {}))
    with urllib.request.urlopen(request, timeout=60) as answer:
        return answer.read()


def post(path, body):
    return send("POST", path, body)


def get(path):
    return send("GET", path)


class Once:
    """A value made on first use (the server is up by then) and kept for the run."""

    def __init__(self, make):
        self.make = make
        self.value = None

    def __call__(self):
        if self.value is None:
            self.value = self.make()
        return self.value


def planner_roadmap():
    answer = post(f"/api/v1/goals/preview?day={day()}", {"what": "Run 5 km", "timelineWeeks": 8})
    return json.loads(answer)["roadmap"]


def sealed_backup():
    file = post(f"/api/v1/backup/encrypted?day={day()}", {"passphrase": PASSPHRASE})
    return base64.b64encode(file).decode()


def loop_backup():
    """A Loop Habit Tracker database with one habit and a week of repetitions."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "loop.db"
        database = sqlite3.connect(path)
        database.executescript(LOOP_SCHEMA)
        database.execute(
            "INSERT INTO Habits (archived, color, description, freq_den, freq_num, highlight, name,"
            " position, reminder_days, type, uuid) VALUES (0, 5, '', 1, 1, 0, 'Stretch', 0, 127, 0,"
            " 'f1d2a0c4b7e94e7a9c1b2d3e4f5a6b7c')")
        midnight = datetime.datetime.combine(TODAY, datetime.time(), datetime.timezone.utc)
        for back in range(7):
            stamp = int((midnight - datetime.timedelta(days=back)).timestamp() * 1000)
            database.execute(
                "INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, ?, 2)", (stamp,))
        database.commit()
        database.close()
        return path.read_bytes()


roadmap = Once(planner_roadmap)
sealed = Once(sealed_backup)
loop_file = Once(loop_backup)
licence = Once(lambda: licences.issue("premium", issued=day()))


def positive(case):
    return case.meta is not None and case.meta.generation.mode == GenerationMode.POSITIVE


def near_days(case, label):
    query = dict(case.query)
    if "day" in query:
        query["day"] = day()
    if "weekOf" in query:
        query["weekOf"] = day(-3)
    if label == "GET /api/v1/streaks/history" and "month" in query:
        # A month, or a range: not both.
        query.pop("start", None)
        query.pop("end", None)
    if "start" in query:
        query["start"] = day(-20)
    if "end" in query:
        query["end"] = day()
    case.query = query
    if label == "PATCH /api/v1/goals/{id}/stages/{week}":
        case.path_parameters = {**case.path_parameters, "week": choices.randrange(2, 9)}
        if isinstance(case.body, dict) and "week" in case.body:
            case.body = {**case.body, "week": case.path_parameters["week"]}
    if "day" in case.path_parameters:
        case.path_parameters = {**case.path_parameters, "day": day(-choices.randrange(3))}
    body = case.body
    if isinstance(body, dict):
        body = dict(body)
        if "timeZone" in body:
            body["timeZone"] = choices.choice(ZONES)
        if isinstance(body.get("settings"), dict) and "timeZone" in body["settings"]:
            body["settings"] = {**body["settings"], "timeZone": choices.choice(ZONES)}
        if "targetDay" in body:
            body["targetDay"] = day(7 * choices.randrange(2, 30))
        if "resumeDay" in body:
            body["resumeDay"] = day(choices.randrange(1, 60))
        case.body = body


names = 0

NAME_LIMITS = {
    "POST /api/v1/habits": 50, "PATCH /api/v1/habits/{id}": 50,
    "POST /api/v1/categories": 30, "PATCH /api/v1/categories/{id}": 30,
}


def unique_name(case, label):
    """Names are unique per user: a generated name gets a number of its own (where it still fits
    the limit) so that it is not refused for one an earlier case took."""
    global names
    body = case.body
    limit = NAME_LIMITS.get(label)
    if limit and isinstance(body, dict) and isinstance(body.get("name"), str):
        names += 1
        suffix = f" {names}"
        if len(body["name"]) + len(suffix) <= limit:
            case.body = {**body, "name": body["name"] + suffix}


def allowed_move(chosen):
    """A stage and a week it may move to: that of another stage of its phase asking the same, no
    settling-in week among them (the planner allows no other order), or its own."""
    stages = [stage for stage in chosen["stages"] if not stage.get("consolidation")]
    same = [(a["week"], b["week"]) for a in stages for b in stages
            if a is not b and a["phase"] == b["phase"] and a.get("level") == b.get("level")
            and a.get("dose") == b.get("dose")]
    if same and choices.random() < 0.5:
        return choices.choice(same)
    week = choices.randrange(1, len(chosen["stages"]) + 1)
    return week, week


def files_and_secrets(case, label):
    """What a generated value never is: a roadmap that keeps the planner's rules, a signed
    licence, a Loop backup, an age file with its passphrase, a push service the server allows."""
    if label == "POST /api/v1/import/loop":
        case.body = loop_file()
        return
    if label in ("POST /api/v1/import/preview", "POST /api/v1/import") and choices.random() < 0.7:
        # Another app's export, so the generated parameters (a kind, columns, a date order) meet
        # files the server reads, not only bytes it refuses.
        case.body = choices.choice(sorted(IMPORTS.iterdir())).read_bytes()
        return
    if label == "POST /api/v1/restore" and case.media_type == "application/octet-stream":
        case.body = get("/api/v1/backup")
        return
    body = case.body
    if not isinstance(body, dict):
        return
    body = dict(body)
    if label == "POST /api/v1/goals/preview/order":
        body["roadmap"] = roadmap()
        body["week"], body["to"] = allowed_move(body["roadmap"])
    elif label == "POST /api/v1/goals/preview/edits":
        body["roadmap"] = roadmap()
        weeks = len(body["roadmap"]["stages"])
        body["edits"] = [edit for edit in body.get("edits", []) if edit.get("week", 0) <= weeks]
    elif label == "POST /api/v1/goals" and "roadmap" in body:
        body.pop("targetDay", None)
        body.update(timelineWeeks=8, roadmap=roadmap())
    elif label == "POST /api/v1/licence":
        body["licence"] = licence()
    elif label == "POST /api/v1/restore/encrypted":
        body.update(passphrase=PASSPHRASE, backup=sealed())
    elif label == "POST /api/v1/push/subscriptions":
        body["endpoint"] = f"https://127.0.0.1:9/push/{choices.randrange(10**6)}"
    case.body = body


# What a goal allows depends on where its journey is: regenerating only before it begins, a
# recalibration or a stage edit only while it is active. Four in five of these requests are made on
# a goal just accepted (the others on any the run has seen, finished ones included).
NEEDS_A_FRESH_GOAL = {
    "POST /api/v1/goals/{id}/regenerate", "GET /api/v1/goals/{id}/recalibration",
    "POST /api/v1/goals/{id}/recalibration", "PATCH /api/v1/goals/{id}/stages/{week}",
    "GET /api/v1/goals/{id}/moves/preview", "POST /api/v1/goals/{id}/moves",
}


def fresh_goal():
    answer = post(f"/api/v1/goals?day={day()}", {"what": "Read 20 pages", "timelineWeeks": 8})
    return json.loads(answer)["id"]


# Where an operation's `id` is a habit's, a category's or a goal's: the collection that makes them.
OWNERS = {"/api/v1/habits/": "POST /api/v1/habits", "/api/v1/categories/": "POST /api/v1/categories",
          "/api/v1/goals/": "POST /api/v1/goals"}

DOOMED = {"DELETE /api/v1/habits/{id}", "DELETE /api/v1/categories/{id}"}


class Made:
    """What earlier answers made, for the operations that need it to exist: the habits, categories
    and goals made (four in five valid requests naming one name one of them, and a deletion one
    made for it; the stateful phase's links do the same, in a run of their own), the calendar
    feed's token (each new one ends the last), personal access tokens (one made when none is
    left) and push subscriptions, each removed once. Generated values name none of them."""

    def __init__(self):
        self.feed_token = None
        self.access_tokens = []
        self.endpoints = []
        self.ids = {maker: [] for maker in OWNERS.values()}
        self.made = 0

    def note(self, label, case, response):
        if not 200 <= response.status_code < 300:
            return
        if label in self.ids and response.status_code == 201:
            self.ids[label] = [*self.ids[label][-49:], response.json()["id"]]
        elif label in DOOMED:
            maker = OWNERS[case.path.removesuffix("{id}")]
            gone = case.path_parameters["id"]
            self.ids[maker] = [id for id in self.ids[maker] if id != gone]
        elif label == "POST /api/v1/calendar/token":
            self.feed_token = response.json()["token"]
        elif label == "POST /api/v1/me/tokens":
            self.access_tokens.append(response.json()["id"])
        elif label == "POST /api/v1/push/subscriptions":
            self.endpoints.append(response.json()["endpoint"])

    def make(self, maker, keep=False):
        """A new habit, category or goal: its id."""
        self.made += 1
        if maker == "POST /api/v1/goals":
            new = fresh_goal()
        else:
            body = {"name": f"Made by the hooks {self.made}"}
            new = json.loads(post(maker.removeprefix("POST "), body))["id"]
        if keep:
            self.ids[maker].append(new)
        return new

    def known(self, maker):
        """One the run has made (one made now if there is none yet: the operations that make them
        may come later in the phase)."""
        return choices.choice(self.ids[maker] or [self.make(maker, keep=True)])

    def use(self, case, label):
        for prefix, maker in OWNERS.items():
            if not case.path.startswith(prefix + "{id}") or choices.random() >= 0.8:
                continue
            if label in DOOMED:
                # Deleting one: one made for it, so those the run has made stay for the others.
                chosen = self.make(maker)
            else:
                chosen = self.known(maker)
            case.path_parameters = {**case.path_parameters, "id": chosen}
        if (label == "POST /api/v1/notifications/snooze" and isinstance(case.body, dict)
                and choices.random() < 0.8):
            case.body = {**case.body, "habitId": self.known("POST /api/v1/habits")}
        if label == "GET /api/v1/calendar.ics" and self.feed_token:
            case.query = {**case.query, "token": self.feed_token}
        elif label == "DELETE /api/v1/me/tokens/{tokenId}" and choices.random() < 0.8:
            token_id = self.access_tokens.pop() if self.access_tokens else json.loads(
                post("/api/v1/me/tokens", {"name": "Made by the hooks"}))["id"]
            case.path_parameters = {**case.path_parameters, "tokenId": token_id}
        elif label == "DELETE /api/v1/push/subscriptions" and self.endpoints:
            case.body = {**case.body, "endpoint": self.endpoints.pop()}
        if label in NEEDS_A_FRESH_GOAL and choices.random() < 0.8:
            case.path_parameters = {**case.path_parameters, "id": fresh_goal()}
        if label == "POST /api/v1/goals/{id}/recalibration":
            # Accepting takes the version the proposal was made for, as a client reads it first.
            try:
                proposal = json.loads(get(f"/api/v1/goals/{case.path_parameters['id']}/recalibration?day={day()}"))
            except urllib.error.HTTPError:
                return
            case.body = {**case.body, "basedOnVersion": proposal["basedOnVersion"]}


made = Made()


# Operations that replace all of the user's data. What they leave behind is put back as it was
# before them, so the habits, categories and goals whose ids the run has collected still exist
# for the operations after them.
WIPES = {"DELETE /api/v1/data", "POST /api/v1/restore", "POST /api/v1/restore/encrypted"}
snapshot = None


@schemathesis.hook
def before_call(context, case, kwargs):
    global snapshot
    label = f"{case.method} {case.path}"
    if label in WIPES:
        snapshot = get("/api/v1/backup")
    if MODE == "accounts":
        accounts.sign(case, label)
    if not positive(case):
        return
    files_and_secrets(case, label)
    made.use(case, label)
    near_days(case, label)
    unique_name(case, label)
    if MODE == "accounts" and isinstance(case.body, dict):
        accounts.own_password(case, label)
        accounts.newcomer(case, label)
        accounts.credentials(case, label)


class Accounts:
    """The accounts scripts/test-api-document made: the main one (an admin) and one each for
    deleting an account and changing a password, which end their own sign-in."""

    def __init__(self):
        self.email = os.environ["RIPPLE_ST_EMAIL"]
        self.password = os.environ["RIPPLE_ST_PASSWORD"]
        # Each schemathesis run of scripts/test-api-document (its round) has accounts of its own.
        round = int(os.environ.get("RIPPLE_ST_ROUND", "0"))
        self.own = {
            "DELETE /api/v1/me": (os.environ["RIPPLE_ST_DELETE_TOKENS"].split()[round], "password"),
            "POST /api/v1/me/password": (
                os.environ["RIPPLE_ST_CHANGE_TOKENS"].split()[round], "currentPassword"),
        }
        self.worked = set()
        self.addresses = 0
        self.token = None

    def bearer(self):
        if self.token is None:
            answer = send("POST", "/api/v1/auth/token", {
                "grantType": "password", "email": self.email, "password": self.password},
                sign=False)
            self.token = json.loads(answer)["accessToken"]
        return self.token

    def sign(self, case, label):
        self.addresses += 1
        token = self.own[label][0] if label in self.own else self.bearer()
        case.headers["Authorization"] = f"Bearer {token}"
        case.headers["X-Forwarded-For"] = f"10.{self.addresses // 65536 % 256}.{self.addresses // 256 % 256}.{self.addresses % 256}"

    def newcomer(self, case, label):
        """Sign-up: in four valid requests out of five, an email no account has and a password no
        list holds (a generated one is often a common password, or an email already taken)."""
        if label == "POST /api/v1/auth/register" and choices.random() < 0.8:
            self.addresses += 1
            case.body = {**case.body, "email": f"newcomer{self.addresses}@schemathesis.test",
                         "password": f"new-{choices.randrange(10**12)}-passphrase"}

    def credentials(self, case, label):
        """Sign-in and the password grant: the main account's email and password in every valid
        request until one has worked, then in half of them."""
        body = case.body
        signs_in = label == "POST /api/v1/auth/sign-in" or (
            label == "POST /api/v1/auth/token" and body.get("grantType") == "password")
        if signs_in and (label not in self.worked or choices.random() < 0.5):
            case.body = {**body, "email": self.email, "password": self.password}

    def own_password(self, case, label):
        """Every valid request deleting the account or changing its password has the right
        password, and a new one no list holds, until one has worked: the account's sign-in ends
        with it."""
        if label in self.own and label not in self.worked:
            case.body = {**case.body, self.own[label][1]: self.password}
            if "newPassword" in case.body:
                case.body["newPassword"] = f"new-{choices.randrange(10**12)}-passphrase"

    def note(self, label, status):
        if 200 <= status < 300:
            self.worked.add(label)


accounts = Accounts() if MODE == "accounts" else None


@schemathesis.hook
def after_call(context, case, response):
    label = f"{case.method} {case.path}"
    if label in WIPES and 200 <= response.status_code < 300:
        try:
            send("POST", "/api/v1/restore", snapshot)
        except urllib.error.HTTPError as error:
            sys.exit(f"the backup taken before {label} does not restore: {error.read()!r}")
    made.note(label, case, response)
    if accounts is not None:
        accounts.note(label, response.status_code)
        # Choosing a plan changes it, deleting the data ends it.
        if label in WIPES | {"PUT /api/v1/plan"} and 200 <= response.status_code < 300:
            send("PUT", "/api/v1/plan", KEPT_PLAN)
