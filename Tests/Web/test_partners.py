"""Partners (accounts mode): an invite by e-mail accepted or declined, an invite link followed by
someone who signs up on the way (or is signed in already), habits shared one by one (under another
name, with their past or not) and seen by the partner as 12 weeks of days exactly as the API
states them, a habit unshared disappearing from the partner's screen (after a reload, and offline,
where nothing was kept), a partnership ended from either side; local mode's one calm row; axe and
screenshots of every screen, light and dark, phone and wide.

The server is `ripple serve --accounts --registration open` (test_accounts.py's module fixture);
two accounts use two browser contexts. Check-ins are made through the API on days counted from the
pinned clock (testclock)."""

import re

import pytest
import testclock
from playwright.sync_api import expect

from conftest import ARTIFACTS
from helpers import add_days, animations_done, api_answer, axe_blocking
from test_accounts import PASSWORD, accounts_server, auth_screen, email, open_app, sign_in, skip_onboarding  # noqa: F401

NEEDS = "needs a ripple with partners (GET /api/v1/partners, /api/v1/shared)"
WIDE = {"width": 1280, "height": 800}


@pytest.fixture
def partners(accounts_server):
    """The accounts server, skipped when it has no partners yet."""
    cookie = accounts_server.register(email("probe"))
    if accounts_server.call("GET", "/api/v1/partners", cookie=cookie)[0] == 404:
        pytest.skip(NEEDS)
    return accounts_server


def person(server, name, habits=()):
    """An account made through the API with its habits: (address, cookie, {name: habit})."""
    address = email(name)
    cookie = server.register(address)
    return address, cookie, {h: server.habit(cookie, h) for h in habits}


def call(server, method, path, cookie, body=None, expect_status=200):
    status, answer, _ = server.call(method, path, body, cookie=cookie)
    assert status == expect_status, f"{method} {path} → {status} {answer}"
    return answer


def befriend(server, owner_cookie, partner_cookie, partner_address):
    """`owner` invites `partner` by e-mail and the partner accepts, through the API: the
    partnership's id."""
    call(server, "POST", "/api/v1/partners/invites", owner_cookie, {"email": partner_address}, 201)
    received = call(server, "GET", "/api/v1/partners", partner_cookie)["invites"]
    invite = next(i for i in received if i["direction"] == "received")
    return call(server, "POST", f"/api/v1/partners/invites/{invite['id']}/accept", partner_cookie)["id"]


def share(server, cookie, partnership, habit, display=None, until=None, past=False):
    body = {"displayName": display, "until": until, "includePast": past}
    return call(server, "PUT", f"/api/v1/partners/{partnership}/shares/{habit['id']}", cookie, body)


def signed_in(open_app, address, path="/#/profile", **options):
    app = open_app(path, **options)
    sign_in(app.page, address)
    return app


def open_partners(page):
    """Profile → Partners: the sheet."""
    if not page.url.endswith("#/profile"):
        page.evaluate("location.hash = '#/profile'")
    section = page.get_by_role("region", name="Partners")
    expect(section).to_be_visible()
    section.get_by_role("button", name=re.compile("^Partners")).click()
    sheet = page.get_by_role("dialog", name="Partners")
    expect(sheet.locator(".partner-empty:visible, .partner, .partner-inviterow").first).to_be_visible()
    return sheet


def close_sheet(sheet):
    sheet.get_by_role("button", name="Done").click()
    expect(sheet).to_be_hidden()


def partner_card(sheet, address):
    return sheet.locator(".partner", has=sheet.page.locator(".partner-name", has_text=address))


def share_in_app(page, sheet, address, habit, display=None, past=False):
    """Share a Habit from the partner's card, as a person does."""
    partner_card(sheet, address).get_by_role("button", name=f"Share a Habit with {address}").click()
    form = page.get_by_role("dialog", name="Share a Habit")
    form.get_by_label("Habit").select_option(label=habit)
    if display:
        form.get_by_label("Name they see (optional)").fill(display)
    if past:
        form.get_by_role("switch", name="Include the past").check()
    form.get_by_role("button", name="Share", exact=True).click()
    expect(form).to_be_hidden()
    expect(partner_card(sheet, address).locator(".partner-share-name", has_text=habit)).to_be_visible()


def open_shared(page):
    """Habits → Shared with me."""
    page.evaluate("location.hash = '#/habits'")
    page.get_by_role("link", name=re.compile("Shared with me")).click()
    view = page.get_by_role("dialog", name="Shared with me")
    expect(view).to_be_visible()
    expect(view.locator(".shared-body")).not_to_have_attribute("aria-busy", "true")
    return view


def habit_card(view, name):
    return view.locator(".shared-habit", has=view.page.get_by_role("heading", name=name, exact=True))


def grid_states(card):
    """The grid's days and states, as drawn: {day: state}."""
    return dict(card.locator("td[data-day]").evaluate_all("(tds) => tds.map((td) => [td.dataset.day, td.dataset.state])"))


def kept_anywhere(page, text):
    """Whether `text` is in any of the page's Cache Storage answers, IndexedDB stores, localStorage
    or sessionStorage: where a copy of shared habits could have been kept."""
    return page.evaluate(
        """async (text) => {
        for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            for (const req of await cache.keys()) {
                if (new URL(req.url).pathname.match(/^\\/api\\/v1\\/(shared|partners)/)) return `cache ${name}: ${req.url}`;
                const type = (await cache.match(req))?.headers.get('Content-Type') ?? '';
                if (type.includes('json') && (await (await cache.match(req)).text()).includes(text)) return `cache ${name}: ${req.url}`;
            }
        }
        for (const { name } of await indexedDB.databases()) {
            const db = await new Promise((ok, no) => { const r = indexedDB.open(name); r.onsuccess = () => ok(r.result); r.onerror = no; });
            for (const store of db.objectStoreNames) {
                const all = await new Promise((ok) => { const q = db.transaction(store).objectStore(store).getAll(); q.onsuccess = () => ok(q.result); q.onerror = () => ok([]); });
                if (JSON.stringify(all).includes(text)) { db.close(); return `indexedDB ${name}/${store}`; }
            }
            db.close();
        }
        for (const s of [localStorage, sessionStorage])
            for (let i = 0; i < s.length; i++) if ((s.getItem(s.key(i)) ?? '').includes(text)) return `storage ${s.key(i)}`;
        return null;
    }""",
        text,
    )


def test_a_partner_sees_the_habits_shared_as_the_api_states_them_and_what_the_owner_changes(open_app, partners):
    server = partners
    today = testclock.today()
    ann, ann_cookie, habits = person(server, "ann", ["Meditate", "Run", "Floss"])
    ben, ben_cookie, _ = person(server, "ben")
    meditate, run = habits["Meditate"], habits["Run"]
    server.call("PUT", f"/api/v1/habits/{meditate['id']}/checkins/{add_days(today, -1)}", {"state": "done"}, cookie=ann_cookie)
    server.call("PUT", f"/api/v1/habits/{meditate['id']}/checkins/{add_days(today, -2)}", {"state": "skipped"}, cookie=ann_cookie)
    server.call("PUT", f"/api/v1/habits/{meditate['id']}/checkins/{add_days(today, -3)}", {"state": "missed"}, cookie=ann_cookie)
    server.call("PUT", f"/api/v1/habits/{run['id']}/checkins/{today}", {"state": "done"}, cookie=ann_cookie)

    # Ann invites Ben by e-mail.
    a = signed_in(open_app, ann)
    sheet = open_partners(a.page)
    expect(sheet.locator(".partner-empty")).to_contain_text("No partners yet")
    sheet.get_by_role("button", name="Invite a Partner").click()
    invite = a.page.get_by_role("dialog", name="Invite a Partner")
    invite.get_by_label("Their e-mail").fill(ann)
    invite.get_by_role("button", name="Send Invite").click()
    expect(invite.get_by_label("Their e-mail")).to_have_attribute("aria-invalid", "true")  # herself: the server's word
    invite.get_by_label("Their e-mail").fill(ben)
    invite.get_by_role("button", name="Send Invite").click()
    expect(invite.get_by_role("status")).to_contain_text(f"If {ben} has an account here")
    invite.get_by_role("button", name="Done").click()
    expect(sheet.locator(".partner-inviterow")).to_contain_text(f"Invited {ben}")

    # Ben finds the invite in Profile and accepts it.
    b = signed_in(open_app, ben)
    expect(b.page.get_by_role("region", name="Partners")).to_contain_text("An invite is waiting for you")
    ben_sheet = open_partners(b.page)
    ben_sheet.get_by_role("button", name=f"Accept {ann}’s invite").click()
    expect(partner_card(ben_sheet, ann)).to_be_visible()
    expect(partner_card(ben_sheet, ann)).to_contain_text("Shares nothing with you yet")
    close_sheet(ben_sheet)

    # Ann shares two of her three habits: Meditate with its past, Run from today on.
    close_sheet(sheet)
    sheet = open_partners(a.page)
    expect(partner_card(sheet, ben)).to_contain_text("Nothing yet")
    share_in_app(a.page, sheet, ben, "Meditate", past=True)
    share_in_app(a.page, sheet, ben, "Run")
    card = partner_card(sheet, ben)
    expect(card.locator(".partner-share", has_text="Meditate")).to_contain_text("past included · no end date")
    a.screenshot("partners-owner-sheet")

    # Ben sees both, each day as the API states it.
    view = open_shared(b.page)
    expect(view.locator(".shared-habit")).to_have_count(2)
    answer = call(server, "GET", "/api/v1/shared", ben_cookie)
    (from_ann,) = answer["partners"]
    assert from_ann["name"] == ann and sorted(h["name"] for h in from_ann["habits"]) == ["Meditate", "Run"]
    assert view.locator(".shared-partner-name").all_inner_texts() == [ann]
    for habit in from_ann["habits"]:
        card = habit_card(view, habit["name"])
        expect(card.locator(".shared-habit-schedule")).to_have_text(habit["scheduleText"])
        expect(card.locator(".shared-habit-week")).to_have_text(habit["week"]["text"])
        assert len(habit["days"]) == 84
        assert grid_states(card) == {d["day"]: d["state"] for d in habit["days"]}
    days = {h["name"]: {d["day"]: d["state"] for d in h["days"]} for h in from_ann["habits"]}
    assert [days["Meditate"][add_days(today, n)] for n in (-3, -2, -1)] == ["missed", "skipped", "done"]
    assert days["Meditate"][today] == "pending" and days["Run"][today] == "done"
    assert days["Run"][add_days(today, -1)] == "hidden"  # not shared with its past
    meditate_card = habit_card(view, "Meditate")
    for n, words in ((-3, "missed"), (-2, "skipped"), (-1, "done"), (0, "to do")):
        expect(meditate_card.locator(f'td[data-day="{add_days(today, n)}"] .sr-only')).to_have_text(re.compile(f": {words}$"))
    expect(meditate_card.locator(f'td[data-day="{today}"]')).to_have_class(re.compile("is-today"))
    expect(habit_card(view, "Run").locator(f'td[data-day="{add_days(today, -1)}"] .sr-only')).to_have_text(re.compile(": not shared$"))
    assert "Floss" not in view.inner_text()
    # No comparison anywhere: nothing of Ben's own, no ranking words.
    assert not re.search(r"\b(ahead|behind|rank|winner|leader|vs)\b", view.inner_text(), re.I)

    # Ann shows Meditate under another name: Ben sees the new name once he reads again.
    card = partner_card(sheet, ben)
    card.locator(".partner-share", has_text="Meditate").click()
    edit = a.page.get_by_role("dialog", name="Shared Habit")
    edit.get_by_label("Name they see (optional)").fill("Evening habit")
    edit.get_by_role("button", name="Save").click()
    expect(edit).to_be_hidden()
    expect(card.locator(".partner-share", has_text="Meditate")).to_contain_text("Seen as “Evening habit”")
    b.reload()
    view = b.page.get_by_role("dialog", name="Shared with me")
    expect(habit_card(view, "Evening habit")).to_be_visible()
    expect(view.get_by_role("heading", name="Meditate")).to_have_count(0)

    # Ann stops sharing Run: gone on Ben's screen after a reload, and the API says it is not there.
    card.locator(".partner-share", has_text="Run").click()
    edit = a.page.get_by_role("dialog", name="Shared Habit")
    edit.get_by_role("button", name="Stop Sharing").click()
    a.page.get_by_role("alertdialog").get_by_role("button", name="Stop Sharing").click()
    expect(edit).to_be_hidden()
    expect(card.locator(".partner-share")).to_have_count(1)
    b.reload()
    view = b.page.get_by_role("dialog", name="Shared with me")
    expect(view.locator(".shared-habit")).to_have_count(1)
    expect(habit_card(view, "Run")).to_have_count(0)
    # The API client's one-habit read: the one still shared as listed, Run refused as unknown.
    one = b.page.evaluate(
        """async ([partnership, kept, gone]) => {
        const api = await import('/js/api/partners.js');
        const habit = await api.getSharedHabit(partnership, kept);
        const refused = await api.getSharedHabit(partnership, gone).then(() => null, (e) => e.status);
        return { name: habit.name, days: habit.days.length, refused };
    }""",
        [from_ann["id"], meditate["id"], run["id"]],
    )
    assert one == {"name": "Evening habit", "days": 84, "refused": 404}

    # Offline after having been online: the habits go, nothing was kept (while the service worker,
    # in control, keeps Ben's own reads), and they come back online.
    b.page.wait_for_function("""async () => navigator.serviceWorker.controller !== null &&
        (await caches.open('ripple-data-v1').then((c) => c.keys())).some((r) => new URL(r.url).pathname === '/api/v1/today')""")
    b.page.context.set_offline(True)
    expect(view.locator(".shared-notice")).to_contain_text("Shared habits need a connection")
    expect(view.locator(".shared-habit")).to_have_count(0)
    b.page.evaluate("location.hash = '#/habits'")
    expect(view).to_have_count(0)
    b.page.evaluate("location.hash = '#/shared'")
    view = b.page.get_by_role("dialog", name="Shared with me")
    expect(view.locator(".shared-notice")).to_contain_text("Shared habits need a connection")
    expect(view.locator(".shared-habit")).to_have_count(0)
    assert kept_anywhere(b.page, "Evening habit") is None
    assert kept_anywhere(b.page, meditate["id"]) is None
    b.page.context.set_offline(False)
    expect(habit_card(view, "Evening habit")).to_be_visible()


def test_an_invite_link_brings_someone_new_through_sign_up_and_works_once(open_app, partners):
    server = partners
    ann, ann_cookie, _ = person(server, "ann")
    a = signed_in(open_app, ann)
    sheet = open_partners(a.page)
    sheet.get_by_role("button", name="Invite a Partner").click()
    invite = a.page.get_by_role("dialog", name="Invite a Partner")
    invite.get_by_role("button", name="Make an Invite Link").click()
    link_id = invite.get_by_role("button", name="Copy Invite link").get_attribute("aria-describedby")
    link = invite.locator(f"code#{link_id}").inner_text()
    assert re.fullmatch(re.escape(server.base_url) + r"/#/partners/join/[^/]+", link), link
    expect(invite).to_contain_text("You won't see it again.")
    expect(invite.get_by_role("button", name="Make an Invite Link")).to_be_hidden()
    invite.get_by_role("button", name="Done").click()
    expect(sheet.locator(".partner-inviterow", has_text="Invite link")).to_be_visible()

    # Someone new opens it signed out: the sign-in screen says why; they create an account.
    cal = email("cal")
    c = open_app(link.removeprefix(server.base_url))
    screen = auth_screen(c.page)
    expect(screen.get_by_role("status")).to_contain_text("invited you to be their accountability partner")
    assert c.page.evaluate("sessionStorage.getItem('ripple.partnerLink')")
    screen.get_by_role("button", name="Create an account").click()
    screen.get_by_label("Email").fill(cal)
    screen.get_by_label("Password").fill(PASSWORD)
    screen.get_by_role("button", name="Create Account").click()
    expect(screen).to_have_count(0)
    skip_onboarding(c.page)
    joined = c.page.get_by_role("dialog", name="Partners")
    expect(joined.locator(".partner-notice")).to_contain_text(f"You and {ann} are partners now")
    expect(partner_card(joined, ann)).to_be_visible()
    assert c.page.evaluate("sessionStorage.getItem('ripple.partnerLink')") is None
    assert "/partners/join/" not in c.page.url
    assert [p["name"] for p in call(server, "GET", "/api/v1/partners", ann_cookie)["partners"]] == [cal]
    animations_done(c.page)
    c.screenshot("partners-joined-by-link")
    assert axe_blocking(c.page) == []

    # The link works once: someone else, signed in already, is asked, then told the server's word.
    dee, dee_cookie, _ = person(server, "dee")
    d = signed_in(open_app, dee, path="/")
    d.page.evaluate("(hash) => { location.hash = hash; }", "#" + link.split("#", 1)[1])
    confirm = d.page.get_by_role("alertdialog", name="Become partners?")
    confirm.get_by_role("button", name="Accept").click()
    refused = d.page.get_by_role("dialog", name="Partners")
    expect(refused.locator(".partner-notice.is-failed")).not_to_have_text("")
    expect(refused.locator(".partner")).to_have_count(0)
    assert call(server, "GET", "/api/v1/partners", dee_cookie)["partners"] == []


def test_an_invite_link_opened_signed_in_is_accepted_after_a_yes(open_app, partners):
    server = partners
    ann, ann_cookie, _ = person(server, "ann")
    made = call(server, "POST", "/api/v1/partners/invites", ann_cookie, {"link": True}, 201)
    ben, _, _ = person(server, "ben")
    b = signed_in(open_app, ben, path="/")
    # "Not Now" leaves the link unused; opened again, "Accept" joins.
    b.page.evaluate("(hash) => { location.hash = hash; }", made["link"]["path"].removeprefix("/"))
    b.page.get_by_role("alertdialog", name="Become partners?").get_by_role("button", name="Not Now").click()
    expect(b.page.get_by_role("alertdialog")).to_have_count(0)
    assert call(server, "GET", "/api/v1/partners", ann_cookie)["partners"] == []
    b.page.goto(server.base_url + made["link"]["path"])
    b.page.get_by_role("alertdialog", name="Become partners?").get_by_role("button", name="Accept").click()
    sheet = b.page.get_by_role("dialog", name="Partners")
    expect(sheet.locator(".partner-notice")).to_contain_text(f"You and {ann} are partners now")
    expect(b.page.locator("#view-profile")).to_be_visible()
    assert [p["name"] for p in call(server, "GET", "/api/v1/partners", ann_cookie)["partners"]] == [ben]


def test_an_invite_is_declined_and_one_sent_is_withdrawn(open_app, partners):
    server = partners
    ann, ann_cookie, _ = person(server, "ann")
    ben, ben_cookie, _ = person(server, "ben")
    cal, _, _ = person(server, "cal")
    call(server, "POST", "/api/v1/partners/invites", ann_cookie, {"email": ben}, 201)
    call(server, "POST", "/api/v1/partners/invites", ben_cookie, {"email": cal}, 201)
    b = signed_in(open_app, ben)
    sheet = open_partners(b.page)
    rows = sheet.locator(".partner-inviterow")
    expect(rows).to_have_count(2)
    expect(rows.first).to_contain_text(f"{ann} invited you")  # received first
    expect(rows.nth(1)).to_contain_text(f"Invited {cal}")
    sheet.get_by_role("button", name=f"Decline {ann}’s invite").click()
    b.page.get_by_role("alertdialog").get_by_role("button", name="Decline").click()
    expect(rows).to_have_count(1)
    # The sheet shows the empty state at once; the server is asked after its answer.
    with api_answer(b.page, "DELETE", ""):
        sheet.get_by_role("button", name=f"Withdraw the invite to {cal}").click()
    expect(sheet.locator(".partner-empty")).to_contain_text("No partners yet")
    assert call(server, "GET", "/api/v1/partners", ann_cookie) == {"partners": [], "invites": []}
    assert call(server, "GET", "/api/v1/partners", ben_cookie) == {"partners": [], "invites": []}


@pytest.mark.parametrize("side", ["partner", "owner"])
def test_either_side_ends_the_partnership_at_once(open_app, partners, side):
    server = partners
    ann, ann_cookie, habits = person(server, "ann", ["Meditate"])
    ben, ben_cookie, _ = person(server, "ben")
    partnership = befriend(server, ann_cookie, ben_cookie, ben)
    share(server, ann_cookie, partnership, habits["Meditate"])
    b = signed_in(open_app, ben)
    view = open_shared(b.page)
    expect(habit_card(view, "Meditate")).to_be_visible()
    if side == "partner":
        sheet = open_partners(b.page)
        expect(partner_card(sheet, ann)).to_contain_text("Shares 1 habit with you")
        sheet.get_by_role("button", name=f"End Partnership with {ann}").click()
        b.page.get_by_role("alertdialog").get_by_role("button", name="End Partnership").click()
        expect(sheet.locator(".partner")).to_have_count(0)
        close_sheet(sheet)
    else:
        a = signed_in(open_app, ann)
        sheet = open_partners(a.page)
        sheet.get_by_role("button", name=f"End Partnership with {ben}").click()
        a.page.get_by_role("alertdialog").get_by_role("button", name="End Partnership").click()
        expect(sheet.locator(".partner")).to_have_count(0)
    assert call(server, "GET", "/api/v1/partners", ann_cookie)["partners"] == []
    view = open_shared(b.page)
    expect(view.get_by_role("heading", name="Nothing shared with you yet")).to_be_visible()
    expect(view.locator(".shared-habit")).to_have_count(0)


def test_local_mode_says_partners_need_accounts(app, server):
    app.open("/#/profile")
    section = app.page.get_by_role("region", name="Partners")
    expect(section).to_contain_text("Partners need accounts")
    expect(section).to_contain_text("ripple serve --accounts")
    expect(section.get_by_role("button")).to_have_count(0)
    section.scroll_into_view_if_needed()
    animations_done(app.page)
    app.screenshot("partners-local-mode")
    assert axe_blocking(app.page) == []
    app.page.evaluate("location.hash = '#/habits'")
    expect(app.page.locator("#view-habits")).to_be_visible()
    expect(app.page.get_by_role("link", name=re.compile("Shared with me"))).to_have_count(0)


@pytest.mark.parametrize("scheme,size", [("light", "phone"), ("dark", "phone"), ("light", "wide"), ("dark", "wide")])
def test_screenshots_and_axe(open_app, partners, scheme, size):
    server = partners
    today = testclock.today()
    ann, ann_cookie, habits = person(server, "ann", ["Meditate", "Morning run", "Journal"])
    ben, ben_cookie, own = person(server, "ben", ["Read a chapter", "Stretch"])
    cal, cal_cookie, _ = person(server, "cal")
    for n in range(1, 40):
        day = add_days(today, -n)
        state = "done" if n % 3 else ("skipped" if n % 2 else "missed")
        server.call("PUT", f"/api/v1/habits/{habits['Meditate']['id']}/checkins/{day}", {"state": state}, cookie=ann_cookie)
        if n % 2:
            server.call("PUT", f"/api/v1/habits/{habits['Morning run']['id']}/checkins/{day}", {"state": "done"}, cookie=ann_cookie)
    ab = befriend(server, ann_cookie, ben_cookie, ben)
    share(server, ann_cookie, ab, habits["Meditate"], display="Evening habit", past=True)
    share(server, ann_cookie, ab, habits["Morning run"], past=True)
    share(server, ann_cookie, ab, habits["Journal"], until=add_days(today, 30))
    share(server, ben_cookie, ab, own["Read a chapter"], until=add_days(today, 14))
    call(server, "POST", "/api/v1/partners/invites", cal_cookie, {"email": ben}, 201)
    call(server, "POST", "/api/v1/partners/invites", ben_cookie, {"link": True}, 201)
    options = {"color_scheme": scheme}
    if size == "wide":
        options.update(viewport=WIDE, device_scale_factor=1)
    b = signed_in(open_app, ben, **options)
    page = b.page
    name = f"partners-{{}}-{scheme}-{size}"

    section = page.get_by_role("region", name="Partners")
    expect(section).to_contain_text("An invite is waiting for you")
    section.scroll_into_view_if_needed()
    animations_done(page)
    b.screenshot(name.format("profile-row"))
    assert axe_blocking(page) == []

    sheet = open_partners(page)
    expect(partner_card(sheet, ann)).to_contain_text("Shares 3 habits with you")
    animations_done(page)
    b.screenshot(name.format("sheet"))
    assert axe_blocking(page) == []

    partner_card(sheet, ann).get_by_role("button", name=f"Share a Habit with {ann}").click()
    form = page.get_by_role("dialog", name="Share a Habit")
    expect(form.get_by_label("Habit")).to_have_value(own["Stretch"]["id"])
    form.get_by_label("Until (optional)").fill(add_days(today, -1))
    form.get_by_role("button", name="Share", exact=True).click()
    expect(form.get_by_label("Until (optional)")).to_have_attribute("aria-invalid", "true")  # the server's word
    animations_done(page)
    b.screenshot(name.format("share"))
    assert axe_blocking(page) == []
    form.get_by_role("button", name="Cancel").click()
    expect(form).to_be_hidden()

    sheet.get_by_role("button", name="Invite a Partner").click()
    invite = page.get_by_role("dialog", name="Invite a Partner")
    invite.get_by_role("button", name="Make an Invite Link").click()
    expect(invite.get_by_role("button", name="Copy Invite link")).to_be_visible()
    animations_done(page)
    b.screenshot(name.format("invite-link"))
    assert axe_blocking(page) == []
    invite.get_by_role("button", name="Done").click()
    close_sheet(sheet)

    page.evaluate("location.hash = '#/habits'")
    link = page.get_by_role("link", name=re.compile("Shared with me"))
    link.scroll_into_view_if_needed()
    animations_done(page)
    b.screenshot(name.format("habits-link"))
    assert axe_blocking(page) == []

    view = open_shared(page)
    expect(view.locator(".shared-habit")).to_have_count(3)
    animations_done(page)
    b.screenshot(name.format("shared"))
    assert axe_blocking(page) == []
    view.locator(".shared-legend").scroll_into_view_if_needed()
    b.screenshot(name.format("shared-end"))
    page.context.set_offline(True)
    expect(view.locator(".shared-notice")).to_be_visible()
    animations_done(page)
    b.screenshot(name.format("shared-offline"))
    assert axe_blocking(page) == []
    page.context.set_offline(False)
    expect(view.locator(".shared-habit")).to_have_count(3)

    # Cal has no partner: the calm empty state.
    c = signed_in(open_app, cal, **options)
    view = open_shared(c.page)
    expect(view.get_by_role("heading", name="Nothing shared with you yet")).to_be_visible()
    animations_done(c.page)
    c.screenshot(name.format("shared-empty"))
    assert axe_blocking(c.page) == []
    assert (ARTIFACTS / f"{name.format('shared')}.png").exists()
