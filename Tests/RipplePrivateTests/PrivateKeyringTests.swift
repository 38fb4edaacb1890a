import Crypto
import RippleCore
import RipplePrivate
import Testing

@Suite struct PrivateKeyringTests {
  /// Fewer iterations than a real keyring, to keep the suite quick; the vectors use 600,000.
  static let iterations = 1_000

  func bytes(_ key: SymmetricKey) -> [UInt8] { key.withUnsafeBytes { Array($0) } }

  @Test func aNewKeyringOpensWithItsPassphraseAndItsKit() throws {
    let made = try PrivateKeyring.create(
      passphrase: "river stone lantern", iterations: Self.iterations)
    #expect(made.keyring.iterations == Self.iterations)
    #expect(
      bytes(try made.keyring.accountKey(passphrase: "river stone lantern"))
        == bytes(made.accountKey))
    let kit = try RecoveryKey(text: made.recovery.text)
    #expect(bytes(try made.keyring.accountKey(recovery: kit)) == bytes(made.accountKey))
    #expect(throws: PrivateModeError.wrongPassphrase) {
      try made.keyring.accountKey(passphrase: "river stone lanterns")
    }
  }

  @Test func aNewKeyringUsesTheRealIterationsByDefault() {
    #expect(PassphraseKey.iterations >= 600_000)
  }

  @Test func changingThePassphraseKeepsTheAccountKeySoNoItemIsSealedAgain() throws {
    let made = try PrivateKeyring.create(
      passphrase: "river stone lantern", iterations: Self.iterations)
    let sealed = try ItemSeal.seal(
      "Walk the dog", for: PrivateItem(kind: .habit, id: "h-1"), key: made.accountKey)
    let changed = try made.keyring.changingPassphrase(
      to: "orchard kettle meadow", accountKey: made.accountKey)
    #expect(changed.salt != made.keyring.salt)
    #expect(changed.wrappedByRecovery == made.keyring.wrappedByRecovery)
    #expect(changed.iterations >= PassphraseKey.iterations)
    let key = try changed.accountKey(passphrase: "orchard kettle meadow")
    #expect(
      try ItemSeal.open(sealed, for: PrivateItem(kind: .habit, id: "h-1"), key: key)
        == "Walk the dog")
    #expect(throws: PrivateModeError.wrongPassphrase) {
      try changed.accountKey(passphrase: "river stone lantern")
    }
    #expect(
      bytes(try changed.accountKey(recovery: made.recovery)) == bytes(made.accountKey))
  }

  @Test func aShortPassphraseIsRefusedBeforeAnythingIsMade() {
    #expect(throws: PrivateModeError.passphraseTooShort) {
      try PrivateKeyring.create(passphrase: "short", iterations: Self.iterations)
    }
    #expect(PrivateModeError.passphraseTooShort.message.contains("10 characters"))
  }

  @Test func refusalsSayWhatWasRefused() {
    let name = PrivateItemName(kind: "habit", id: "h-1")
    #expect(PrivateModeError.tampered(name).message.contains("habit h-1"))
    #expect(
      PrivateModeError.wrongPassphrase.message == "That passphrase does not unlock private mode.")
  }
}
