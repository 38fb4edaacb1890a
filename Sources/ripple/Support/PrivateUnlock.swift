import Crypto
import RippleCore
import RipplePrivate
import RippleStore

/// Opens private mode's words for a session: when the user has a keyring, asks for the
/// passphrase (on the terminal, or stdin's first line), opens the account key with it and then
/// every sealed item. An item that does not open (changed, or moved from another) stays shut,
/// named in one warning line on stderr, and its habit keeps its neutral name.
enum PrivateUnlock {
  static let prompt = "Private-mode passphrase: "

  /// The user's words; nil, without asking anything, when they are not in private mode.
  static func words(
    of user: UserID, in store: any RippleStoreBackend, fromStdin: Bool
  ) async throws -> PrivateWords? {
    guard let record = try await store.privateKeyring(of: user) else { return nil }
    guard fromStdin || Console.inputIsTerminal else {
      throw CommandError.usage(
        "This account is in private mode and there is no terminal to ask for its passphrase on: "
          + "give it on stdin with --passphrase-stdin")
    }
    let passphrase = try PassphrasePrompt.read(
      confirm: false, fromStdin: fromStdin, label: prompt)
    var words: PrivateWords
    do {
      words = PrivateWords(key: try PrivateKeyring(record).accountKey(passphrase: passphrase))
    } catch let error as PrivateModeError {
      throw CommandError.invalid(error.message)
    }
    for item in try await store.privateItems(of: user, since: nil) {
      do {
        try words.open(item)
      } catch {
        Console.error("Warning: " + error.message)
      }
    }
    return words
  }
}

extension PrivateKeyring {
  init(_ record: PrivateKeyringRecord) {
    self.init(
      version: record.version, iterations: record.iterations, salt: record.salt,
      wrappedByPassphrase: record.wrappedByPassphrase,
      wrappedByRecovery: record.wrappedByRecovery)
  }
}
