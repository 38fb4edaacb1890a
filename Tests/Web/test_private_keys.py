"""Private mode's keys in the browser (js/private/keys.js, Web Crypto) against the test vectors
Python wrote (Tests/Fixtures/private/vectors.json, scripts/private-vectors): the passphrase's key
whichever way its accent was typed, the account key from the passphrase and from the recovery kit,
items sealed byte for byte as Python and swift-crypto seal them, and every tampered, moved or
malformed ciphertext refused with its message. Run in Chromium, in the app's own origin."""

import json

from conftest import ROOT

VECTORS = json.loads((ROOT / "Tests" / "Fixtures" / "private" / "vectors.json").read_text())

CHECK = """async (v) => {
  const k = await import('/js/private/keys.js');
  const { b64, unb64 } = await import('/js/lock/vault.js');
  const out = {};
  const salt = unb64(v.keyring.salt);
  out.key = b64(await k.passphraseBytes(v.passphrase, salt, v.keyring.iterations));
  out.keyNFC = b64(await k.passphraseBytes(v.passphraseNFC, salt, v.keyring.iterations));
  const account = await k.accountKeyFromPassphrase(v.keyring, v.passphrase);
  const raw = await k.importKey(unb64(v.accountKey));
  out.items = [];
  for (const item of v.items) {
    out.items.push({
      sealed: await k.sealItem(item.plaintext, item.kind, item.id, raw, unb64(item.nonce)),
      opened: await k.openItem(item.sealed, item.kind, item.id, account),
      fresh: await k.openItem(await k.sealItem(item.plaintext, item.kind, item.id, account), item.kind, item.id, raw),
    });
  }
  const refusal = async (f) => { try { await f(); return null; } catch (e) { return { code: e.code ?? String(e), message: e.message }; } };
  out.refused = [];
  for (const r of v.refused) out.refused.push(await refusal(() => k.openItem(r.sealed, r.kind, r.id, raw)));
  out.wrongPassphrase = await refusal(() => k.accountKeyFromPassphrase(v.keyring, v.wrongPassphrase));
  out.recoveryText = await k.recoveryText(unb64(v.recovery.key));
  const viaKit = await k.accountKeyFromRecovery(v.keyring, v.recovery.typedLoosely);
  out.viaKit = await k.openItem(v.items[0].sealed, v.items[0].kind, v.items[0].id, viaKit);
  out.typo = await refusal(() => k.accountKeyFromRecovery(v.keyring, v.recovery.typo));
  out.tooShort = await refusal(() => k.accountKeyFromRecovery(v.keyring, v.recovery.tooShort));
  const otherKit = await k.recoveryText(new Uint8Array(32).fill(7));
  out.wrongKit = await refusal(() => k.accountKeyFromRecovery(v.keyring, otherKit));
  const swapped = { ...v.keyring, wrappedByPassphrase: v.keyring.wrappedByRecovery };
  out.swapped = await refusal(() => k.accountKeyFromPassphrase(swapped, v.passphrase));
  return out;
}"""

MADE = """async () => {
  const k = await import('/js/private/keys.js');
  const refusal = async (f) => { try { await f(); return null; } catch (e) { return e.code; } };
  const made = await k.createKeyring('river stone lantern', 1000);
  const sealed = await k.sealItem('Walk the dog', 'habit', 'h-1', made.accountKey);
  const changed = await k.changePassphrase(made.keyring, 'river stone lantern', 'orchard kettle meadow');
  const key = await k.accountKeyFromPassphrase(changed, 'orchard kettle meadow');
  return {
    keyring: made.keyring,
    changed,
    opened: await k.openItem(sealed, 'habit', 'h-1', key),
    viaKit: await k.openItem(sealed, 'habit', 'h-1', await k.accountKeyFromRecovery(changed, made.recoveryText)),
    oldPassphrase: await refusal(() => k.accountKeyFromPassphrase(changed, 'river stone lantern')),
    wrongOld: await refusal(() => k.changePassphrase(made.keyring, 'not the passphrase', 'orchard kettle meadow')),
    short: await refusal(() => k.createKeyring('short')),
    kitText: made.recoveryText,
  };
}"""


def test_web_crypto_reads_and_writes_the_vectors_byte_for_byte(app):
    app.open()
    got = app.page.evaluate(CHECK, VECTORS)
    assert got["key"] == VECTORS["passphraseKey"]
    assert got["keyNFC"] == VECTORS["passphraseKey"], "the passphrase is NFC-normalised before PBKDF2"
    for item, result in zip(VECTORS["items"], got["items"], strict=True):
        assert result["sealed"] == item["sealed"], item["kind"]
        assert result["opened"] == item["plaintext"]
        assert result["fresh"] == item["plaintext"]
    for refused, result in zip(VECTORS["refused"], got["refused"], strict=True):
        assert result is not None, f"opened although {refused['why']}"
        assert result["code"] == refused["error"], refused["why"]
        name = f"{refused['kind']} {refused['id']}"
        expected = (
            f"The encrypted {name} was changed or belongs elsewhere; it was not opened."
            if refused["error"] == "tampered"
            else f"The encrypted {name} is not in a format Ripple reads."
        )
        assert result["message"] == expected
    assert got["wrongPassphrase"] == {"code": "wrongPassphrase", "message": "That passphrase does not unlock private mode."}
    assert got["recoveryText"] == VECTORS["recovery"]["text"]
    assert got["viaKit"] == VECTORS["items"][0]["plaintext"]
    assert got["typo"]["code"] == "malformedRecoveryKey"
    assert got["tooShort"]["code"] == "malformedRecoveryKey"
    assert got["wrongKit"] == {"code": "wrongRecoveryKey", "message": "That recovery key does not unlock this account."}
    assert got["swapped"]["code"] == "wrongPassphrase", "the recovery wrapping does not pass for the passphrase's"


def test_a_keyring_made_in_the_browser_opens_by_passphrase_and_kit_and_changes_passphrase_without_resealing(app):
    app.open()
    got = app.page.evaluate(MADE)
    assert got["opened"] == "Walk the dog"
    assert got["viaKit"] == "Walk the dog", "the kit still opens the keyring after the passphrase changed"
    assert got["oldPassphrase"] == "wrongPassphrase"
    assert got["wrongOld"] == "wrongPassphrase"
    assert got["short"] == "passphraseTooShort"
    assert got["changed"]["wrappedByRecovery"] == got["keyring"]["wrappedByRecovery"]
    assert got["changed"]["salt"] != got["keyring"]["salt"]
    assert got["changed"]["iterations"] == 600000, "a changed passphrase gets the real iteration count"
    groups = got["kitText"].split("-")
    assert len(groups) == 14 and all(len(g) == 4 for g in groups)


IN_WORKER = """async (v) => {
  const unb64 = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', unb64(v.accountKey), 'AES-GCM', false, ['decrypt']);
  const opened = [];
  for (const item of v.items) opened.push(await openSealed(item.sealed, item.kind, item.id, key));
  const refused = [];
  for (const r of v.refused) refused.push(await openSealed(r.sealed, r.kind, r.id, key));
  return { opened, refused };
}"""


def test_the_service_worker_opens_the_vectors_and_refuses_every_tampered_one(app):
    """The service worker names a private reminder with its own small opener (it cannot import the
    app's modules); it reads the same vectors, and gives nothing for each refused one."""
    app.open()
    page = app.page
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)
    url = page.evaluate("navigator.serviceWorker.controller.scriptURL")
    worker = next(w for w in page.context.service_workers if w.url == url)
    got = worker.evaluate(IN_WORKER, VECTORS)
    assert got["opened"] == [item["plaintext"] for item in VECTORS["items"]]
    assert got["refused"] == [None] * len(VECTORS["refused"]), [r["why"] for r in VECTORS["refused"]]


def test_neutral_names_are_the_vectors_ones_and_only_their_form_is_neutral(app):
    """js/private/words.js writes and recognises the neutral names RippleCore's PrivateItem does:
    both pass the same cases."""
    app.open()
    got = app.page.evaluate(
        """async (v) => {
          const w = await import('/js/private/words.js');
          return {
            names: v.neutralNames.map((c) => w.neutralName(c.kind, c.id)),
            named: v.neutralNames.map((c) => w.isNeutral(c.name)),
            forms: v.neutralForms.map((c) => w.isNeutral(c.name)),
          };
        }""",
        VECTORS,
    )
    assert got["names"] == [c["name"] for c in VECTORS["neutralNames"]]
    assert all(got["named"])
    assert got["forms"] == [c["neutral"] for c in VECTORS["neutralForms"]]
