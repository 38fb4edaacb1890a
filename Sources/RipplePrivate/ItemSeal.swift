import Crypto
import Foundation
import RippleCore

/// Seals and opens private-mode items: AES-256-GCM under the account key, with the item's version,
/// kind and id as associated data (`PrivateItem.associatedData`), so a ciphertext moved to another
/// item, or altered by one bit, does not open.
///
/// A sealed item is base64 (standard alphabet, padded) of: the format version (1 byte), a random
/// 12-byte nonce, the ciphertext and the 16-byte tag. The browser (js/private/keys.js) writes and
/// reads the same bytes; Tests/Fixtures/private/vectors.json holds examples both must pass.
public enum ItemSeal {
  /// Seals `plaintext` for `item`. `nonce` is for the test vectors only: leave it nil.
  public static func seal(
    _ plaintext: String, for item: PrivateItem, key: SymmetricKey, nonce: [UInt8]? = nil
  ) throws -> String {
    try seal(bytes: Array(plaintext.utf8), for: item, key: key, nonce: nonce)
  }

  /// Seals `plaintext`'s bytes for `item`.
  public static func seal(
    bytes plaintext: [UInt8], for item: PrivateItem, key: SymmetricKey, nonce: [UInt8]? = nil
  ) throws -> String {
    let box = try AES.GCM.seal(
      plaintext, using: key, nonce: nonce.map { try AES.GCM.Nonce(data: $0) } ?? AES.GCM.Nonce(),
      authenticating: item.associatedData)
    var bytes = [PrivateItem.version]
    bytes += box.nonce.withUnsafeBytes { Array($0) }
    bytes += box.ciphertext
    bytes += box.tag
    return Data(bytes).base64EncodedString()
  }

  /// The text sealed for `item`. Throws `PrivateModeError.tampered` when it was altered or sealed
  /// for another item (or under another key), `.malformed` when it is not a sealed item.
  public static func open(
    _ sealed: String, for item: PrivateItem, key: SymmetricKey
  ) throws(PrivateModeError) -> String {
    let plaintext = try openBytes(sealed, for: item, key: key)
    guard let text = String(validating: plaintext, as: UTF8.self) else {
      throw .malformed(item.name)
    }
    return text
  }

  /// The bytes sealed for `item` (see `open`).
  public static func openBytes(
    _ sealed: String, for item: PrivateItem, key: SymmetricKey
  ) throws(PrivateModeError) -> [UInt8] {
    guard let data = Data(base64Encoded: sealed), data.count >= 1 + 12 + 16,
      data.first == PrivateItem.version
    else { throw .malformed(item.name) }
    let bytes = Array(data)
    do {
      let box = try AES.GCM.SealedBox(
        nonce: AES.GCM.Nonce(data: bytes[1..<13]), ciphertext: bytes[13..<(bytes.count - 16)],
        tag: bytes[(bytes.count - 16)...])
      return Array(try AES.GCM.open(box, using: key, authenticating: item.associatedData))
    } catch {
      throw .tampered(item.name)
    }
  }
}

extension PrivateItem {
  /// How a refusal names the item.
  var name: PrivateItemName { PrivateItemName(kind: kind.rawValue, id: id) }
}
