"""A backup protected by a passphrase from Profile → Your data: the age file it downloads opens
with an independent age implementation (pyrage), restoring it with a wrong passphrase shows the
error in the sheet and changes nothing, and the right passphrase brings the data back."""

import json

import pyrage
from playwright.sync_api import expect

from test_data import open_profile, seed

PASSPHRASE = "quiet morning tea"
# scrypt at age's work factor in the debug server takes seconds on a loaded machine.
SLOW = 60_000


def habit_names(server):
    return sorted(h["name"] for h in server.api("GET", "/api/v1/habits?status=all", expect=200)[1]["habits"])


def test_protected_backup_downloads_an_age_file_and_restores_with_its_passphrase(app, server, tmp_path):
    _, run, *_ = seed(server)
    page = open_profile(app)

    page.get_by_role("button", name="Protect with a Passphrase").click()
    sheet = page.get_by_role("dialog", name="Protected Backup")
    passphrase = sheet.get_by_label("Passphrase", exact=True)
    confirm = sheet.get_by_label("Confirm passphrase")
    passphrase.fill("short")
    confirm.fill("short")
    sheet.get_by_role("button", name="Download Backup").click()
    expect(sheet).to_contain_text("at least 8 characters")
    passphrase.fill(PASSPHRASE)
    confirm.fill(PASSPHRASE + "!")
    sheet.get_by_role("button", name="Download Backup").click()
    expect(sheet).to_contain_text("The passphrases differ.")
    confirm.fill(PASSPHRASE)
    with page.expect_download(timeout=SLOW) as info:
        sheet.get_by_role("button", name="Download Backup").click()
    assert info.value.suggested_filename.endswith(".age")
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    file = path.read_bytes()
    assert file.startswith(b"age-encryption.org/v1\n-> scrypt ")
    assert b"Morning run" not in file
    document = json.loads(pyrage.passphrase.decrypt(file, PASSPHRASE))
    assert sorted(h["name"] for h in document["habits"]) == ["Drink water", "Morning run", "Read, daily"]
    expect(sheet).to_be_hidden()
    expect(page.get_by_role("button", name="Backup Data")).to_contain_text("Last backup:")

    server.api("DELETE", f"/api/v1/habits/{run['id']}", expect=204)
    after_delete = habit_names(server)

    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Restore Data").click()
    chooser.value.set_files(str(path))
    page.get_by_role("alertdialog", name="Restore from backup?").get_by_role("button", name="Restore").click()
    sheet = page.get_by_role("dialog", name="Protected Backup")
    expect(sheet).to_contain_text(f"{path.name} is protected by a passphrase")
    sheet.get_by_label("Passphrase", exact=True).fill("not the passphrase")
    sheet.get_by_role("button", name="Restore").click()
    expect(sheet).to_contain_text("Wrong passphrase", timeout=SLOW)
    assert habit_names(server) == after_delete

    sheet.get_by_label("Passphrase", exact=True).fill(PASSPHRASE)
    sheet.get_by_role("button", name="Restore").click()
    expect(page.locator(".data-result")).to_contain_text("Restore complete", timeout=SLOW)
    expect(sheet).to_be_hidden()
    assert habit_names(server) == ["Drink water", "Morning run", "Read, daily"]
