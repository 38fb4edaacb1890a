"""Every member of what the server answers is in the API document: each GET of the document
(ids filled in with real ones) and a check-in's answer, on a server holding habits of each kind,
check-ins, a category and a goal, is walked along its schema ($ref, allOf, oneOf, arrays, maps);
a member the schema does not declare fails, with its path. Schemathesis checks the other way
(what the schema requires is there, of the type it says); together the document is the answers."""

import json
import re
import tempfile
import urllib.error
import urllib.request

import yaml

import serveprocess
from pathlib import Path

DOCUMENT = yaml.safe_load((Path(__file__).resolve().parents[2] / "Sources/RippleServer/OpenAPI/openapi.yaml").read_text())
SCHEMAS = DOCUMENT["components"]["schemas"]


def call(port, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            raw = response.read()
            return response.status, (json.loads(raw) if raw and "json" in (response.headers.get("Content-Type") or "") else None)
    except urllib.error.HTTPError as error:
        return error.code, None


def resolve(schema):
    while "$ref" in schema:
        node = DOCUMENT
        for part in schema["$ref"].removeprefix("#/").split("/"):
            node = node[part]
        schema = node
    return schema


def undeclared(value, schema, path="$"):
    """The paths of members `value` holds that `schema` does not declare."""
    schema = resolve(schema)
    if "oneOf" in schema or "anyOf" in schema:
        tries = [undeclared(value, part, path) for part in schema.get("oneOf", schema.get("anyOf"))]
        return min(tries, key=len)
    if "allOf" in schema:
        merged = {"type": "object", "properties": {}, "additionalProperties": False}
        for part in schema["allOf"]:
            part = resolve(part)
            merged["properties"].update(part.get("properties", {}))
            if part.get("additionalProperties"):
                merged["additionalProperties"] = part["additionalProperties"]
        schema = merged
    if isinstance(value, list):
        return [p for i, item in enumerate(value) for p in undeclared(item, schema.get("items", {}), f"{path}[{i}]")]
    if not isinstance(value, dict):
        return []
    declared = schema.get("properties", {})
    extra = schema.get("additionalProperties")
    found = []
    for key, member in value.items():
        if key in declared:
            found += undeclared(member, declared[key], f"{path}.{key}")
        elif isinstance(extra, dict):
            found += undeclared(member, extra, f"{path}.{key}")
        elif not extra and (declared or schema.get("type") == "object"):
            found.append(f"{path}.{key}")
    return found


def answer_schema(method, path):
    responses = DOCUMENT["paths"][path][method]["responses"]
    for status in ("200", "201"):
        content = responses.get(status, {}).get("content", {}).get("application/json")
        if content:
            return content["schema"]
    return None


def test_every_member_of_every_answer_is_in_the_document():
    with tempfile.TemporaryDirectory() as folder:
        server, port, _ = serveprocess.serve(folder, "--plans", "choose")
        try:
            assert call(port, "PUT", "/api/v1/plan", {"tier": "premium"})[0] == 200
            status, category = call(port, "POST", "/api/v1/categories", {"name": "Health"})
            assert status == 201, category
            made = {}
            for name, fields in {
                "Read": {"reminders": [{"time": "08:00"}], "categoryId": category["id"]},
                "Water": {"measure": {"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"}},
                "Gym": {"schedule": {"kind": "times_per_week", "times": 3}},
                "Sugar": {"measure": {"kind": "numeric", "target": 2, "unit": "snacks", "targetKind": "at_most"}},
            }.items():
                status, habit = call(port, "POST", "/api/v1/habits?day=2026-10-01", {"name": name, **fields})
                assert status == 201, habit
                made[name] = habit["id"]
            today = call(port, "GET", "/api/v1/today")[1]["day"]
            answers = {}
            for day in ("2026-11-01", "2026-11-02", today):
                status, answers["PUT check-in"] = call(port, "PUT", f"/api/v1/habits/{made['Read']}/checkins/{day}?include=todayLayout", {"state": "done", "note": "ok", "mood": "good"})
                assert status == 200
            call(port, "PUT", f"/api/v1/habits/{made['Water']}/checkins/{today}", {"state": "done", "value": 5})
            status, answers["DELETE check-in"] = call(port, "DELETE", f"/api/v1/habits/{made['Gym']}/checkins/{today}?include=todayLayout")
            assert status == 200
            checked = {"put /api/v1/habits/{id}/checkins/{day}": answers["PUT check-in"],
                       "delete /api/v1/habits/{id}/checkins/{day}": answers["DELETE check-in"]}
            for path, operations in DOCUMENT["paths"].items():
                if "get" not in operations or not path.startswith("/api/v1/") or "{" in path.replace("{id}", ""):
                    continue
                status, body = call(port, "GET", path.replace("{id}", made["Read"]))
                if status == 200 and body is not None:
                    checked[f"get {path}"] = body
            assert len(checked) >= 20, sorted(checked)
            problems = {}
            for key, body in checked.items():
                method, path = key.split(" ", 1)
                schema = answer_schema(method, path)
                assert schema is not None, f"{key} answers JSON the document does not describe"
                found = undeclared(body, schema)
                if found:
                    problems[key] = sorted({re.sub(r"\[\d+\]", "[]", p) for p in found})
            assert problems == {}, json.dumps(problems, indent=1)
        finally:
            server.terminate()
            server.wait(timeout=30)
