"""The web app's structure, checked from its source without a browser: the API client (js/api/)
calls only operations of the OpenAPI document, with the same method and path, one exported,
JSDoc-typed function per operation named after its operationId; nothing outside the client and the
service worker calls fetch(, and no module imports itself through others; the service worker's
generated file list covers every shipped file and its version follows the files' content; the
page loads the production bundle (Web/dist/), made from the modules by scripts/web-manifest."""

import childprocess
import re
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "Sources" / "RippleWebApp" / "Web"
API = WEB / "js" / "api"
# The client's modules of operations (request.js sends, early.js starts the first
# Today request, types.js holds the JSDoc shapes).
# engine.js fetches the static engine module (Web/engine/ripple.wasm), not an API operation.
NOT_OPERATIONS = {"request.js", "early.js", "types.js", "engine.js"}
OPENAPI = ROOT / "Sources" / "RippleServer" / "OpenAPI" / "openapi.yaml"
METHODS = ("get", "put", "post", "patch", "delete")


def operations():
    """(METHOD, path with {} for each parameter) → operationId, from the OpenAPI document."""
    doc = yaml.safe_load(OPENAPI.read_text())
    ops = {}
    for path, item in doc["paths"].items():
        for method in METHODS:
            if method in item:
                ops[(method.upper(), re.sub(r"\{[^}]+\}", "{}", path))] = item[method]["operationId"]
    return ops


def client_functions(text):
    """Each exported function of the client: name, parameters, its JSDoc block and the
    (METHOD, path) of the request() calls in its body."""
    found = []
    starts = [m for m in re.finditer(r"^export (?:async )?function (\w+)\(([^)]*)\)", text, re.M)]
    for i, m in enumerate(starts):
        body = text[m.end(): starts[i + 1].start() if i + 1 < len(starts) else len(text)]
        before = text[: m.start()].rstrip()
        doc = before[before.rfind("/**"):] if before.endswith("*/") else ""
        calls = []
        for method, path in re.findall(r"request\(\s*'(\w+)',\s*[`'\"]([^`'\"]+)[`'\"]", body):
            path = re.sub(r"\$\{[^}]+\}", "{}", path)
            calls.append((method, path if path.startswith("/api/") or path == "/health" else "/api/v1" + path))
        params = [p.split("=")[0].strip() for p in m.group(2).split(",") if p.strip()]
        found.append({"name": m.group(1), "params": params, "doc": doc, "calls": calls})
    return found


def all_client_functions():
    modules = sorted(p for p in API.glob("*.js") if p.name not in NOT_OPERATIONS)
    assert len(modules) >= 3, "the client's modules were not found"
    return [f for m in modules for f in client_functions(m.read_text())]


def test_every_client_function_is_an_operation_of_the_document_with_its_method_and_path():
    ops = operations()
    functions = all_client_functions()
    assert len(functions) >= 20, "the client's functions were not found"
    for f in functions:
        assert len(f["calls"]) == 1, f"{f['name']} makes {len(f['calls'])} request() calls; one operation per function"
        call = f["calls"][0]
        assert call in ops, f"{f['name']} calls {call[0]} {call[1]}, which the OpenAPI document does not describe"
        assert ops[call] == f["name"], f"{f['name']} calls {call[0]} {call[1]}, operation {ops[call]}: name it after its operationId"
    names = [f["name"] for f in functions]
    assert len(names) == len(set(names)), "one function per operation"


def test_the_operation_check_fails_on_a_path_or_method_the_document_lacks():
    ops = operations()
    wrong = "export function listHabits() {\n  return request('POST', '/habits/all');\n}\n"
    (f,) = client_functions(wrong)
    assert f["calls"] == [("POST", "/api/v1/habits/all")]
    assert f["calls"][0] not in ops
    assert ("PUT", "/api/v1/habits/{}/checkins/{}") in ops


def test_every_client_function_has_jsdoc_types_for_its_parameters_and_answer():
    for f in all_client_functions():
        assert f["doc"], f"{f['name']} has no JSDoc block"
        assert re.search(r"@returns \{Promise<.+>\}", f["doc"]), f"{f['name']} does not type its answer"
        for p in f["params"]:
            assert re.search(r"@param \{.+?\} \[?" + re.escape(p) + r"\b", f["doc"]), f"{f['name']} does not type its parameter {p}"


def test_only_the_client_talks_to_the_server():
    """No file outside js/api/, sw.js and the self-contained widget pages (widget/, each under 20 KB)
    calls fetch( (the import checker, which scripts/lint-web runs)."""
    offenders = []
    for path in WEB.rglob("*.js"):
        rel = path.relative_to(WEB).as_posix()
        if rel.startswith(("js/api/", "widget/", "dist/")) or rel == "sw.js":
            continue
        code = re.sub(r"//[^\n]*|/\*.*?\*/", "", path.read_text(), flags=re.S)
        if re.search(r"(?<![\w$])fetch\s*\(", code):
            offenders.append(rel)
    assert offenders == [], f"fetch( outside the API client: {offenders}"
    html = (WEB / "index.html").read_text()
    assert "fetch(" not in html
    assert run_checker(WEB).returncode == 0


def run_checker(web):
    return childprocess.run([sys.executable, str(ROOT / "scripts" / "check-web-imports"), str(web)], capture_output=True, text=True)


def test_the_import_checker_finds_a_fetch_and_an_import_cycle(tmp_path):
    web = tmp_path / "Web"
    shutil.copytree(WEB, web)
    today = web / "js" / "screens" / "today" / "today.js"
    today.write_text(today.read_text() + "\nexport const peek = () => fetch('/api/v1/today');\n")
    store = web / "js" / "core" / "store.js"
    store.write_text("import '../screens/today/today.js';\n" + store.read_text())
    result = run_checker(web)
    assert result.returncode == 1
    assert "js/screens/today/today.js:" in result.stdout and "calls fetch(" in result.stdout
    assert "import cycle:" in result.stdout and "js/core/store.js" in result.stdout


def layered_tree(root, files):
    """A small web root of `files` (path under the root → source)."""
    for path, text in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    return root


def test_the_import_checker_finds_an_import_that_points_up_the_layers(tmp_path):
    base = {
        "js/api/request.js": "export const request = () => null;\n",
        "js/core/store.js": "import { request } from '../api/request.js';\nexport const state = { request };\n",
        "js/components/card.js": "import { state } from '../core/store.js';\nexport const card = () => state;\n",
        "js/screens/today/today.js": "import { card } from '../../components/card.js';\nexport const mount = card;\n",
        "js/core/app.js": "import { mount } from '../screens/today/today.js';\nmount();\n",
    }
    # Down the layers, and the entry (js/core/app.js) importing a screen: no finding.
    clean = run_checker(layered_tree(tmp_path / "clean", base))
    assert clean.returncode == 0, clean.stdout
    # The API client reaching into the store, and core loading a screen on demand: both found.
    backwards = {
        **base,
        "js/api/request.js": "import { state } from '../core/store.js';\nexport const request = () => state;\n",
        "js/core/links.js": "export const open = () => import('../screens/today/today.js');\n",
    }
    result = run_checker(layered_tree(tmp_path / "backwards", backwards))
    assert result.returncode == 1
    assert "js/api/request.js: imports js/core/store.js, a layer above it" in result.stdout
    assert "js/core/links.js: imports js/screens/today/today.js, a layer above it" in result.stdout
    assert "js/components/card.js" not in result.stdout and "js/core/app.js" not in result.stdout



def test_the_import_checker_finds_an_export_nobody_uses_and_a_comment_naming_no_file(tmp_path):
    used = {
        "js/api/request.js": "export const request = () => null;\n",
        "js/core/store.js": "import * as api from '../api/request.js';\nexport const state = { ask: api.request };\n",
        "js/core/later.js": "export const late = () => 1;\nexport const later = () => 2;\n",
        "js/core/app.js": ("// Wires the store (js/core/store.js) in.\n"
                           "import { state } from './store.js';\n"
                           "const { late } = await import('./later.js');\n"
                           "import('./later.js').then((m) => m.later());\nstate.ask(late());\n"),
    }
    clean = run_checker(layered_tree(tmp_path / "clean", used))
    assert "exports" not in clean.stdout and "comment" not in clean.stdout, clean.stdout
    dead = {
        **used,
        "js/api/request.js": "export const request = () => null;\nexport const BASE = '/api/v1';\n",
        "js/core/store.js": ("// Read by js/core/gone.js.\nimport * as api from '../api/request.js';\n"
                             "export const state = { ask: api.request };\nexport const unread = 1;\n"),
    }
    result = run_checker(layered_tree(tmp_path / "dead", dead))
    assert result.returncode == 1
    assert "js/core/store.js:4: exports unread, which no other module imports" in result.stdout
    assert "js/core/store.js:1: a comment names js/core/gone.js, which does not exist" in result.stdout
    assert "js/api/request.js:2: exports BASE" in result.stdout and "request," not in result.stdout, result.stdout


# — The service worker's generated file list and version (scripts/web-manifest).

def manifest(web):
    text = (web / "sw-manifest.js").read_text()
    version = re.search(r"self\.SHELL_VERSION = '([^']+)';", text).group(1)
    files = re.findall(r"^  '([^']+)',$", text, re.M)
    return version, files


def web_manifest(*args):
    return childprocess.run([sys.executable, str(ROOT / "scripts" / "web-manifest"), *args], capture_output=True, text=True)


def page_refs(web):
    return re.findall(r'(?:href|src)="(/[^"]+)"', (web / "index.html").read_text())


def shipped(web):
    """Every file the app may load: the bundle stands in for the modules it is made from, so a module
    is shipped only when the page names it (its classic scripts)."""
    named = set(page_refs(web))
    files = {"/" + p.relative_to(web).as_posix() for p in web.rglob("*") if p.is_file() and not p.name.startswith(".")}
    return {f for f in files if not f.startswith("/js/") or f in named} - {"/sw.js", "/sw-manifest.js"}


def test_the_service_worker_lists_every_shipped_file_and_is_current():
    assert web_manifest("--check").returncode == 0, "the bundle or sw-manifest.js is out of date: run scripts/web-manifest"
    _, listed = manifest(WEB)
    # The coach's planner is fetched only by a device planning a private account's goal, and kept
    # by the worker once it is (scripts/web-manifest's ON_DEMAND).
    on_demand = {"/engine/ripple-coach.wasm"}
    assert shipped(WEB) - set(listed) == on_demand, "shipped files missing from the service worker's list"
    assert set(listed) - shipped(WEB) == {"/"}, "the list names files that do not exist"
    assert "/dist/app.js" in listed and "/js/core/store.js" not in listed
    # What index.html loads is shipped and listed.
    for ref in page_refs(WEB):
        assert ref in listed, ref
    sw = (WEB / "sw.js").read_text()
    assert "importScripts('/sw-manifest.js')" in sw
    assert "const VERSION = self.SHELL_VERSION;" in sw and "const SHELL = self.SHELL_FILES;" in sw


def test_a_new_file_is_missing_until_the_manifest_is_made_again(tmp_path):
    web = tmp_path / "Web"
    shutil.copytree(WEB, web)
    (web / "css" / "later.css").write_text(".later { color: red; }\n")
    assert web_manifest("--check", "--root", str(web)).returncode == 1
    assert "/css/later.css" not in manifest(web)[1]
    assert web_manifest("--root", str(web)).returncode == 0
    assert "/css/later.css" in manifest(web)[1]


def test_the_version_changes_when_any_shipped_file_changes(tmp_path):
    web = tmp_path / "Web"
    shutil.copytree(WEB, web)
    before, _ = manifest(web)
    assert web_manifest("--root", str(web)).returncode == 0
    assert manifest(web)[0] == before, "the same files must give the same version"
    # A module's change reaches the version through the bundle: a change of code, since one the
    # minifier drops (a blank line) leaves the bundle's bytes as they were.
    for rel, addition in (("js/core/store.js", "globalThis.rippleChanged = 1;\n"), ("css/tokens.css", "\n"), ("index.html", "\n")):
        f = web / rel
        f.write_text(f.read_text() + addition)
        assert web_manifest("--check", "--root", str(web)).returncode == 1, f"{rel} changed but --check passed"
        assert web_manifest("--root", str(web)).returncode == 0
        after, _ = manifest(web)
        assert after != before, f"{rel} changed but the version did not"
        before = after


# — The production bundle (Web/dist/), written by scripts/web-manifest from the modules.

def test_the_page_loads_the_first_screen_in_one_file_and_later_screens_on_demand():
    page = (WEB / "index.html").read_text()
    assert re.findall(r'<script type="module" src="([^"]+)"></script>', page) == ["/dist/app.js"]
    assert "modulepreload" not in page
    app = (WEB / "dist" / "app.js").read_text()
    # Today's modules are in the one file: it imports nothing statically...
    assert not re.search(r"""(?:^|[;}])\s*import\s*[\w{*]""", app) and 'from"' not in app.replace(" ", "")
    assert "card-hit" in app
    # ...and a screen loaded later is a file of its own, importing what it shares from the first.
    chunks = {p.name: p.read_text() for p in (WEB / "dist" / "chunks").glob("*.js")}
    wizard = [text for name, text in chunks.items() if name.startswith("wizard-")]
    assert len(wizard) == 1 and "../app.js" in wizard[0]
    assert "I kept forgetting" in wizard[0] and "I kept forgetting" not in app


def test_a_changed_module_reaches_the_bundle_when_the_manifest_is_made_again(tmp_path):
    web = tmp_path / "Web"
    shutil.copytree(WEB, web)
    store = web / "js" / "core" / "store.js"
    store.write_text(store.read_text() + "globalThis.rippleMarker = 'bundled-7c1';\n")
    assert web_manifest("--check", "--root", str(web)).returncode == 1
    assert "bundled-7c1" not in (web / "dist" / "app.js").read_text()
    assert web_manifest("--root", str(web)).returncode == 0
    assert "bundled-7c1" in (web / "dist" / "app.js").read_text()
    assert web_manifest("--check", "--root", str(web)).returncode == 0
