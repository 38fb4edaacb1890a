"""The local replica follows the server through the changes feed: what another
client writes through the API reaches the replica at the next sync (the app coming back to the
front), asked for with the replica's own sequence; a deletion without a tombstone (a habit) makes
the feed answer `reset` and the replica is replaced."""

import datetime

from playwright.sync_api import expect

REPLICA = """() => new Promise((resolve) => { const r = indexedDB.open('ripple-replica'); r.onsuccess = () => { const q = r.result.transaction('replicas').objectStore('replicas').get('local'); q.onsuccess = () => resolve(q.result ?? null); }; })"""
# Polled: each call starts a read of the stored sequence and answers with the last one read.
SYNCED_PAST = """(seq) => { const r = indexedDB.open('ripple-replica'); r.onsuccess = () => { const q = r.result.transaction('replicas').objectStore('replicas').get('local'); q.onsuccess = () => { window.__replicaSequence = q.result?.sequence ?? 0; }; }; return (window.__replicaSequence ?? 0) > seq; }"""
COME_BACK = "() => document.dispatchEvent(new Event('visibilitychange'))"


def add_days(day, n):
    return (datetime.date.fromisoformat(day) + datetime.timedelta(days=n)).isoformat()


def entries(check_ins):
    return sorted((c["habitId"], c["day"], c["state"], c.get("value")) for c in check_ins)


def open_with_engine(make_app):
    app = make_app()
    feed = []
    app.page.on("request", lambda r: feed.append(r.url) if "/api/v1/changes" in r.url else None)
    app.open()
    expect(app.page.locator("html")).to_have_attribute("data-engine", "ready", timeout=20_000)
    return app, feed


def test_another_clients_writes_reach_the_replica_at_the_next_sync(make_app, server):
    read = server.create_habit("Read")
    walk = server.create_habit("Walk")
    today = server.today()["day"]
    yesterday = add_days(today, -1)
    server.check_in(read["id"], yesterday)
    app, feed = open_with_engine(make_app)
    page = app.page
    first = page.evaluate(REPLICA)
    assert feed[0].endswith("/api/v1/changes?since=0")
    assert first["sequence"] > 0
    assert entries(first["checkIns"]) == [(read["id"], yesterday, "done", None)]

    # Another client (the API directly): a check-in, a clear and a new habit.
    server.check_in(walk["id"], today, "skipped")
    server.api("DELETE", f"/api/v1/habits/{read['id']}/checkins/{yesterday}", expect=200)
    stretch = server.create_habit("Stretch")
    page.evaluate(COME_BACK)
    page.wait_for_function(SYNCED_PAST, arg=first["sequence"])

    replica = page.evaluate(REPLICA)
    backup = server.api("GET", "/api/v1/backup", expect=200)[1]
    assert entries(replica["checkIns"]) == entries(backup["checkIns"])
    assert entries(replica["checkIns"]) == [(walk["id"], today, "skipped", None)]
    assert [(t["habitId"], t["day"]) for t in replica["tombstones"]] == [(read["id"], yesterday)]
    assert [h["id"] for h in replica["habits"]] == [h["id"] for h in backup["habits"]]
    assert stretch["id"] in [h["id"] for h in replica["habits"]]
    # Only what changed was asked for: the replica's sequence, not everything again.
    assert feed[-1].endswith(f"/api/v1/changes?since={first['sequence']}")


def test_a_habit_deleted_elsewhere_leaves_the_replica_after_a_reset(make_app, server):
    read = server.create_habit("Read")
    walk = server.create_habit("Walk")
    today = server.today()["day"]
    server.check_in(read["id"], today)
    server.check_in(walk["id"], today)
    app, feed = open_with_engine(make_app)
    page = app.page
    first = page.evaluate(REPLICA)
    assert sorted(h["id"] for h in first["habits"]) == sorted([read["id"], walk["id"]])

    server.api("DELETE", f"/api/v1/habits/{walk['id']}", expect=204)
    page.evaluate(COME_BACK)
    page.wait_for_function(SYNCED_PAST, arg=first["sequence"])

    replica = page.evaluate(REPLICA)
    assert [h["id"] for h in replica["habits"]] == [read["id"]]
    assert entries(replica["checkIns"]) == [(read["id"], today, "done", None)]
    expect(app.card("Read")).to_be_visible()
