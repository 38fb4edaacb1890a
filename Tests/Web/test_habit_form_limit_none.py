"""A limit habit can have a limit of none ("at most 0", a quit habit): the form offers "None"
and the API accepts it, while an "at least" goal of 0 is still refused (422), naming the field."""

from playwright.sync_api import expect


def test_the_form_offers_none_for_a_limit(app, server):
    app.open()
    page = app.page
    page.get_by_role("button", name="Add habit").click()
    sheet = page.get_by_role("dialog", name="New Habit")
    sheet.get_by_label("Habit Name").fill("Smoking")
    sheet.get_by_role("switch", name="Track a specific value").check()
    expect(sheet.get_by_role("button", name="None (quit it)")).to_be_hidden()
    sheet.get_by_role("radio", name="At most").click()
    sheet.get_by_label("Unit").fill("cigarettes")
    sheet.get_by_role("button", name="None (quit it)").click()
    expect(sheet.get_by_label("Target", exact=True)).to_have_value("0")
    expect(sheet.get_by_text("Please enter a valid number")).to_have_count(0)
    sheet.get_by_role("button", name="Create Habit").click()
    expect(sheet).to_be_hidden()
    habit = server.api("GET", "/api/v1/habits", expect=200)[1]["habits"][0]
    assert habit["measure"] == {"kind": "numeric", "target": 0, "unit": "cigarettes", "targetKind": "at_most"}
    expect(app.card("Smoking")).to_be_visible()


def test_the_api_accepts_a_limit_of_none_and_refuses_a_goal_of_zero(server):
    status, body = server.api("POST", "/api/v1/habits", {"name": "Quit", "measure": {"kind": "numeric", "target": 0, "unit": "", "targetKind": "at_most"}})
    assert status == 201, body
    status, body = server.api("POST", "/api/v1/habits", {"name": "Nothing", "measure": {"kind": "numeric", "target": 0, "unit": "", "targetKind": "at_least"}})
    assert status == 422 and body["error"]["field"] == "measure", body
    assert [h["name"] for h in server.api("GET", "/api/v1/habits", expect=200)[1]["habits"]] == ["Quit"]
