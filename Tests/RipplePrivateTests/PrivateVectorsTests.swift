import Crypto
import RippleCore
import RipplePrivate
import Testing

/// swift-crypto against the vectors Python wrote: the same keys, the same sealed bytes, the same
/// refusals.
@Suite struct PrivateVectorsTests {
  let vectors: PrivateVectors

  init() throws { vectors = try PrivateVectors.load() }

  var keyring: PrivateKeyring {
    PrivateKeyring(
      version: vectors.keyring.version, iterations: vectors.keyring.iterations,
      salt: vectors.keyring.salt, wrappedByPassphrase: vectors.keyring.wrappedByPassphrase,
      wrappedByRecovery: vectors.keyring.wrappedByRecovery)
  }

  func bytes(_ key: SymmetricKey) -> [UInt8] { key.withUnsafeBytes { Array($0) } }

  @Test func thePassphraseGivesTheSameKeyAsPythonWhicheverWayItsAccentWasTyped() throws {
    // Swift's == sees the two as one string; their bytes differ.
    #expect(Array(vectors.passphrase.utf8) != Array(vectors.passphraseNFC.utf8))
    for typed in [vectors.passphrase, vectors.passphraseNFC] {
      let key = try PassphraseKey.derive(
        typed, salt: vectors.keyring.salt.base64Bytes, iterations: vectors.keyring.iterations)
      #expect(bytes(key) == vectors.passphraseKey.base64Bytes)
    }
  }

  @Test func thePassphraseAndTheRecoveryKitEachOpenTheAccountKey() throws {
    let fromPassphrase = try keyring.accountKey(passphrase: vectors.passphrase)
    #expect(bytes(fromPassphrase) == vectors.accountKey.base64Bytes)
    let recovery = try RecoveryKey(text: vectors.recovery.text)
    #expect(recovery.bytes == vectors.recovery.key.base64Bytes)
    #expect(recovery.text == vectors.recovery.text)
    #expect(bytes(try keyring.accountKey(recovery: recovery)) == vectors.accountKey.base64Bytes)
  }

  @Test func aWrongPassphraseOrKitIsRefusedByName() throws {
    #expect(throws: PrivateModeError.wrongPassphrase) {
      try keyring.accountKey(passphrase: vectors.wrongPassphrase)
    }
    #expect(throws: PrivateModeError.wrongRecoveryKey) {
      try keyring.accountKey(recovery: RecoveryKey(bytes: [UInt8](repeating: 7, count: 32)))
    }
    // Each wrapping is bound to its slot: the recovery wrapping does not pass for the passphrase's.
    var swapped = keyring
    swapped.wrappedByPassphrase = keyring.wrappedByRecovery
    #expect(throws: PrivateModeError.wrongPassphrase) {
      try swapped.accountKey(passphrase: vectors.passphrase)
    }
  }

  @Test func aKitTypedLooselyReadsAndATypoIsToldApartFromAWrongKit() throws {
    #expect(try RecoveryKey(text: vectors.recovery.typedLoosely).text == vectors.recovery.text)
    for bad in [vectors.recovery.typo, vectors.recovery.tooShort, "", "U" + vectors.recovery.text] {
      #expect(throws: PrivateModeError.malformedRecoveryKey) { try RecoveryKey(text: bad) }
    }
  }

  @Test func itemsSealAndOpenAsPythonSealedThem() throws {
    let key = SymmetricKey(data: vectors.accountKey.base64Bytes)
    for item in vectors.items {
      let privateItem = PrivateItem(kind: try #require(.init(rawValue: item.kind)), id: item.id)
      #expect(
        try ItemSeal.seal(
          item.plaintext, for: privateItem, key: key, nonce: item.nonce.base64Bytes) == item.sealed)
      #expect(try ItemSeal.open(item.sealed, for: privateItem, key: key) == item.plaintext)
      // A fresh nonce each time: two seals of one text differ, and both open.
      let once = try ItemSeal.seal(item.plaintext, for: privateItem, key: key)
      let twice = try ItemSeal.seal(item.plaintext, for: privateItem, key: key)
      #expect(once != twice)
      #expect(try ItemSeal.open(twice, for: privateItem, key: key) == item.plaintext)
    }
  }

  @Test func tamperedMovedAndMalformedCiphertextsAreRefused() throws {
    let key = SymmetricKey(data: vectors.accountKey.base64Bytes)
    for refused in vectors.refused {
      let item = PrivateItem(kind: try #require(.init(rawValue: refused.kind)), id: refused.id)
      let name = PrivateItemName(kind: refused.kind, id: refused.id)
      let expected: PrivateModeError =
        refused.error == "tampered" ? .tampered(name) : .malformed(name)
      #expect(throws: expected, "\(refused.why)") {
        try ItemSeal.open(refused.sealed, for: item, key: key)
      }
    }
  }

  @Test func neutralNamesAreTheVectorsOnesAndOnlyTheirFormIsNeutral() throws {
    for case_ in vectors.neutralNames {
      let kind = try #require(PrivateItem.Kind(rawValue: case_.kind))
      #expect(PrivateItem.neutralName(kind, id: case_.id) == case_.name, "\(case_.id)")
      #expect(PrivateItem.isNeutral(case_.name), "\(case_.name)")
    }
    for form in vectors.neutralForms {
      #expect(PrivateItem.isNeutral(form.name) == form.neutral, "\(form.name)")
    }
  }
}
