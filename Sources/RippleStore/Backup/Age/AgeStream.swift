import Crypto
import Foundation

/// age's STREAM payload: 64 KiB chunks sealed with ChaCha20-Poly1305 under one payload key,
/// each nonce an 11-byte big-endian counter and a flag byte set on the last chunk.
enum AgeStream {
  static let chunkSize = 64 * 1024
  static let tagSize = 16

  static func payloadKey(fileKey: [UInt8], nonce: [UInt8]) -> SymmetricKey {
    HKDF<SHA256>.deriveKey(
      inputKeyMaterial: SymmetricKey(data: fileKey), salt: nonce, info: Array("payload".utf8),
      outputByteCount: 32)
  }

  static func seal(_ plaintext: [UInt8], key: SymmetricKey) throws -> [UInt8] {
    var sealed: [UInt8] = []
    sealed.reserveCapacity(plaintext.count + (plaintext.count / chunkSize + 1) * tagSize)
    var start = 0
    var counter: UInt64 = 0
    repeat {
      let end = min(start + chunkSize, plaintext.count)
      let last = end == plaintext.count
      let box = try ChaChaPoly.seal(
        plaintext[start..<end], using: key, nonce: nonce(counter, last: last))
      sealed += box.ciphertext + box.tag
      start = end
      counter += 1
    } while start < plaintext.count
    return sealed
  }

  static func open(_ sealed: ArraySlice<UInt8>, key: SymmetricKey) throws(AgeError) -> [UInt8] {
    var plaintext: [UInt8] = []
    plaintext.reserveCapacity(sealed.count)
    var start = sealed.startIndex
    var counter: UInt64 = 0
    repeat {
      let remaining = sealed.endIndex - start
      guard remaining >= tagSize else { throw .truncated }
      let last = remaining <= chunkSize + tagSize
      let end = last ? sealed.endIndex : start + chunkSize + tagSize
      let chunk = sealed[start..<end]
      guard let opened = try? openChunk(chunk, key: key, nonce: nonce(counter, last: last)) else {
        throw .payloadDamaged
      }
      // Only an empty file has an empty last chunk.
      guard !(last && opened.isEmpty && counter > 0) else { throw .payloadDamaged }
      plaintext += opened
      start = end
      counter += 1
    } while start < sealed.endIndex
    return plaintext
  }

  private static func openChunk(
    _ chunk: ArraySlice<UInt8>, key: SymmetricKey, nonce: ChaChaPoly.Nonce
  ) throws -> Data {
    let box = try ChaChaPoly.SealedBox(
      nonce: nonce, ciphertext: chunk.dropLast(tagSize), tag: chunk.suffix(tagSize))
    return try ChaChaPoly.open(box, using: key)
  }

  private static func nonce(_ counter: UInt64, last: Bool) -> ChaChaPoly.Nonce {
    var bytes = [UInt8](repeating: 0, count: 3)
    withUnsafeBytes(of: counter.bigEndian) { bytes += $0 }
    bytes.append(last ? 1 : 0)
    return try! ChaChaPoly.Nonce(data: bytes)
  }
}
