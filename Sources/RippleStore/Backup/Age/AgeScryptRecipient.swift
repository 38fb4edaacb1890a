import Crypto
import _CryptoExtras

/// The scrypt recipient: the file key wrapped under a key derived from a passphrase.
enum AgeScryptRecipient {
  static let type = "scrypt"
  static let saltLabel = Array("age-encryption.org/v1/scrypt".utf8)

  static func wrap(
    _ fileKey: [UInt8], passphrase: String, salt: [UInt8], workFactor: Int
  ) throws -> AgeStanza {
    let key = try wrappingKey(passphrase, salt: salt, workFactor: workFactor)
    let sealed = try ChaChaPoly.seal(fileKey, using: key, nonce: zeroNonce())
    return AgeStanza(
      type: type, arguments: [AgeBase64.encode(salt), String(workFactor)],
      body: Array(sealed.ciphertext + sealed.tag))
  }

  /// The file key of a header whose only stanza is a scrypt one.
  static func unwrap(
    _ stanzas: [AgeStanza], passphrase: String, maximumWorkFactor: Int
  ) throws(AgeError) -> [UInt8] {
    guard stanzas.contains(where: { $0.type == type }) else {
      throw .notPassphraseProtected
    }
    guard stanzas.count == 1 else {
      throw .malformedHeader("a scrypt stanza must be the only stanza")
    }
    let stanza = stanzas[0]
    guard stanza.arguments.count == 2, let salt = AgeBase64.decode(stanza.arguments[0][...]),
      salt.count == 16
    else { throw .malformedHeader("the scrypt stanza needs a 16-byte salt and a work factor") }
    let factorText = stanza.arguments[1]
    guard factorText.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      !factorText.hasPrefix("0"), factorText.count <= 2, let factor = Int(factorText)
    else { throw .malformedHeader("the scrypt work factor is not a decimal number") }
    guard factor <= maximumWorkFactor else {
      throw .workFactorTooHigh(factor, maximum: maximumWorkFactor)
    }
    guard stanza.body.count == 32 else {
      throw .malformedHeader("the scrypt stanza's body is not 32 bytes")
    }
    do {
      let key = try wrappingKey(passphrase, salt: salt, workFactor: factor)
      let box = try ChaChaPoly.SealedBox(
        nonce: zeroNonce(), ciphertext: stanza.body[..<16], tag: stanza.body[16...])
      return Array(try ChaChaPoly.open(box, using: key))
    } catch {
      throw .wrongPassphrase
    }
  }

  private static func wrappingKey(
    _ passphrase: String, salt: [UInt8], workFactor: Int
  ) throws -> SymmetricKey {
    try KDF.Scrypt.deriveKey(
      from: Array(passphrase.utf8), salt: saltLabel + salt, outputByteCount: 32,
      rounds: 1 << workFactor, blockSize: 8, parallelism: 1)
  }

  private static func zeroNonce() throws -> ChaChaPoly.Nonce {
    try ChaChaPoly.Nonce(data: [UInt8](repeating: 0, count: 12))
  }
}
