import Foundation

/// Tests/Fixtures/private/vectors.json, written by scripts/private-vectors with Python's hashlib
/// and `cryptography`: what swift-crypto must read and write byte for byte.
struct PrivateVectors: Decodable {
  struct Keyring: Decodable {
    var version: Int
    var iterations: Int
    var salt: String
    var wrappedByPassphrase: String
    var wrappedByRecovery: String
  }

  struct Recovery: Decodable {
    var key: String
    var text: String
    var typedLoosely: String
    var typo: String
    var tooShort: String
  }

  struct Item: Decodable {
    var kind: String
    var id: String
    var plaintext: String
    var nonce: String
    var sealed: String
  }

  struct Refused: Decodable {
    var why: String
    var kind: String
    var id: String
    var sealed: String
    var error: String
  }

  var passphrase: String
  var passphraseNFC: String
  var passphraseKey: String
  var wrongPassphrase: String
  var accountKey: String
  var keyring: Keyring
  var recovery: Recovery
  var items: [Item]
  var refused: [Refused]
  var neutralNames: [NeutralName]
  var neutralForms: [NeutralForm]

  struct NeutralName: Decodable {
    var kind: String
    var id: String
    var name: String
  }

  struct NeutralForm: Decodable {
    var name: String
    var neutral: Bool
  }

  static func load() throws -> PrivateVectors {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/private/vectors.json")
    return try JSONDecoder().decode(PrivateVectors.self, from: Data(contentsOf: url))
  }
}

extension String {
  /// The bytes of base64 text (the vectors' form for keys, salts and nonces).
  var base64Bytes: [UInt8] { Array(Data(base64Encoded: self)!) }
}
