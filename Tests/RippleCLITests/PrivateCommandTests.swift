import Crypto
import Foundation
import RippleCore
import RipplePrivate
import RippleStore
import RippleStoreOpening
import Testing

/// `ripple private` on an accounts database: whether an account is in private mode, and a check
/// that its passphrase or recovery kit opens the keyring and every sealed item, naming any that
/// does not. The keyring is made as a device makes it (`PrivateKeyring`), with fewer iterations.
@Suite struct PrivateCommandTests {
  static let passphrase = "river stone lantern"

  /// Ann with an account and a habit; with `sealing`, private mode on and the habit's and a
  /// day's words sealed, plus `extra` items stored as they are. Answers the recovery kit.
  func account(sealing: Bool, extra: [PrivateItemRecord] = []) async throws -> (CLI, String?) {
    let cli = try CLI()
    let added = try cli.run(
      "users", "add", "--email", "ann@example.com", "--password-stdin",
      stdin: "correct horse battery\n")
    #expect(added.status == 0, "\(added)")
    guard sealing else { return (cli, nil) }
    let store = try await Store.open(cli.database)
    let ann = try #require(try await store.account(email: "ann@example.com")).id
    let made = try PrivateKeyring.create(passphrase: Self.passphrase, iterations: 1_000)
    try await store.savePrivateKeyring(
      PrivateKeyringRecord(
        version: made.keyring.version, iterations: made.keyring.iterations,
        salt: made.keyring.salt, wrappedByPassphrase: made.keyring.wrappedByPassphrase,
        wrappedByRecovery: made.keyring.wrappedByRecovery, updatedAt: 1_763_456_400_000),
      for: ann)
    var items: [PrivateItemRecord] = []
    for (item, words) in [
      (PrivateItem(kind: .habit, id: "h-1"), #"{"name":"Lithium 300mg"}"#),
      (
        PrivateItem.day(habit: HabitID("h-1"), try Day(parsing: "2026-11-17")), #"{"note":"shaky"}"#
      ),
    ] {
      items.append(
        PrivateItemRecord(
          kind: item.kind.rawValue, id: item.id,
          sealed: try ItemSeal.seal(words, for: item, key: made.accountKey), updatedAt: 2))
    }
    try await store.writePrivateItems(items + extra, removing: [], for: ann)
    await store.close()
    return (cli, made.recovery.text)
  }

  func run(_ cli: CLI, _ arguments: String..., stdin: String? = nil) throws -> RunResult {
    try cli.run(arguments + ["--email", "ann@example.com"], today: nil, stdin: stdin)
  }

  @Test func statusSaysWhetherTheAccountIsPrivate() async throws {
    let (plain, _) = try await account(sealing: false)
    let off = try run(plain, "private")
    #expect(off.status == 0, "\(off)")
    #expect(off.stdout == "Private mode is off for ann@example.com.\n")

    let (sealed, _) = try await account(sealing: true)
    let on = try run(sealed, "private", "status")
    #expect(
      on.stdout
        == "Private mode is on for ann@example.com (keyring of 2025-11-18): 2 sealed items the "
        + "server cannot open.\n",
      "\(on)")
    let json = try run(sealed, "private", "status", "--json")
    let answer = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(answer?["enabled"] as? Bool == true, "\(json)")
    #expect((answer?["keyring"] as? [String: Any])?["iterations"] as? Int == 1_000)
  }

  @Test func thePassphraseOrTheKitOpensEverySealedItem() async throws {
    let (cli, kit) = try await account(sealing: true)
    let opened = try run(
      cli, "private", "check", "--passphrase-stdin", stdin: Self.passphrase + "\n")
    #expect(opened.status == 0, "\(opened)")
    #expect(
      opened.stdout
        == "The passphrase opens ann@example.com's keyring, and all 2 sealed items open.\n")

    let loosely = try #require(kit).lowercased().replacingOccurrences(of: "-", with: " ")
    let byKit = try run(
      cli, "private", "check", "--recovery-kit", "--passphrase-stdin", stdin: loosely + "\n")
    #expect(byKit.status == 0, "\(byKit)")
    #expect(byKit.stdout.hasPrefix("The recovery kit opens ann@example.com's keyring"))
  }

  @Test func aWrongPassphraseOrKitIsRefusedByName() async throws {
    let (cli, kit) = try await account(sealing: true)
    let wrong = try run(
      cli, "private", "check", "--passphrase-stdin", stdin: "river stone lanterns\n")
    #expect(wrong.status == 4, "\(wrong)")
    #expect(wrong.stderr == "Error: That passphrase does not unlock private mode.\n")
    let typo = try run(
      cli, "private", "check", "--recovery-kit", "--passphrase-stdin",
      stdin: String(try #require(kit).dropFirst(5)) + "\n")
    #expect(typo.status == 4, "\(typo)")
    #expect(typo.stderr.contains("That is not a recovery key"))
  }

  @Test func anItemMovedOrChangedIsNamedAndTheCheckFails() async throws {
    // The habit's sealed name copied onto another habit: it does not open there.
    let (probe, _) = try await account(sealing: true)
    let store = try await Store.open(probe.database)
    let ann = try #require(try await store.account(email: "ann@example.com")).id
    let habit = try #require(
      try await store.privateItems(of: ann, since: nil).first { $0.kind == "habit" })
    await store.close()
    let moved = PrivateItemRecord(kind: "habit", id: "h-2", sealed: habit.sealed, updatedAt: 3)
    let (cli, _) = try await account(sealing: true, extra: [moved])

    let checked = try run(
      cli, "private", "check", "--passphrase-stdin", stdin: Self.passphrase + "\n")
    #expect(checked.status == 5, "\(checked)")
    #expect(
      checked.stderr
        == "Error: 1 of 3 sealed items do not open:\n"
        + "The encrypted habit h-2 was changed or belongs elsewhere; it was not opened.\n")
  }

  @Test func anAccountNotInPrivateModeHasNothingToCheck() async throws {
    let (cli, _) = try await account(sealing: false)
    let checked = try run(
      cli, "private", "check", "--passphrase-stdin", stdin: Self.passphrase + "\n")
    #expect(checked.status == 3, "\(checked)")
    #expect(
      checked.stderr == "Error: Private mode is off for ann@example.com: nothing is sealed\n")
  }
}
