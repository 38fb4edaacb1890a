import ArgumentParser
import Crypto
import RippleCore
import RipplePrivate
import RippleStore

struct PrivateCheck: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check that the passphrase (or the recovery kit) opens every sealed item.",
    discussion: """
      Opens the account key with the passphrase, or with the recovery kit's key \
      (--recovery-kit), then every sealed item the server keeps, and names any that does not \
      open (changed, or moved to another item). Changes nothing.
      """)

  @OptionGroup var account: PartnerAccountOptions
  @OptionGroup var passphrase: PassphraseOptions
  @Flag(help: "Ask for the recovery kit's key (14 groups of 4) instead of the passphrase.")
  var recoveryKit = false

  func run() async throws {
    let session = try await PrivateSession(account)
    guard let record = try await session.store.privateKeyring(of: session.user) else {
      throw CommandError.notFound("Private mode is off for \(session.email): nothing is sealed")
    }
    let keyring = PrivateKeyring(
      version: record.version, iterations: record.iterations, salt: record.salt,
      wrappedByPassphrase: record.wrappedByPassphrase,
      wrappedByRecovery: record.wrappedByRecovery)
    let secret = try PassphrasePrompt.read(
      confirm: false, fromStdin: passphrase.passphraseStdin,
      label: recoveryKit ? "Recovery key: " : "Passphrase: ")
    let key: SymmetricKey
    do {
      key =
        recoveryKit
        ? try keyring.accountKey(recovery: RecoveryKey(text: secret))
        : try keyring.accountKey(passphrase: secret)
    } catch let error as PrivateModeError {
      throw CommandError.invalid(error.message)
    }
    let items = try await session.store.privateItems(of: session.user, since: nil)
    var refused: [String] = []
    for item in items {
      guard let kind = PrivateItem.Kind(rawValue: item.kind) else {
        refused.append("\(item.kind) \(item.id): a kind this Ripple does not know")
        continue
      }
      do {
        _ = try ItemSeal.openBytes(item.sealed, for: PrivateItem(kind: kind, id: item.id), key: key)
      } catch {
        refused.append(error.message)
      }
    }
    guard refused.isEmpty else {
      throw CommandError.badData(
        "\(refused.count) of \(items.count) sealed items do not open:\n"
          + refused.joined(separator: "\n"))
    }
    let words =
      items.count == 1 ? "the 1 sealed item opens" : "all \(items.count) sealed items open"
    Console.out(
      "The \(recoveryKit ? "recovery kit" : "passphrase") opens \(session.email)'s keyring, and "
        + "\(words).")
  }
}
