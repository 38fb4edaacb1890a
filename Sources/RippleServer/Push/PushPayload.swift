import Crypto
import Foundation

/// Message encryption for Web Push (RFC 8291) in the `aes128gcm` content coding (RFC 8188):
/// an ephemeral P-256 key agreed with the browser's key, HKDF-SHA-256 keyed by the browser's
/// authentication secret, one AES-128-GCM record.
enum PushPayload {
  static let recordSize: UInt32 = 4096

  /// - Parameters:
  ///   - p256dh: the browser's public key (65 bytes, uncompressed).
  ///   - auth: the browser's 16-byte authentication secret.
  static func encrypt(
    _ plaintext: Data, p256dh: Data, auth: Data,
    serverKey: P256.KeyAgreement.PrivateKey = P256.KeyAgreement.PrivateKey(),
    salt: Data = PushPayload.randomBytes(16)
  ) throws -> Data {
    guard auth.count == 16,
      let browserKey = try? P256.KeyAgreement.PublicKey(x963Representation: p256dh)
    else { throw PushError.badSubscriptionKey }
    let serverPublic = serverKey.publicKey.x963Representation
    let shared = try serverKey.sharedSecretFromKeyAgreement(with: browserKey)
    let keyInfo = Data("WebPush: info".utf8) + [0] + p256dh + serverPublic
    let ikm = shared.hkdfDerivedSymmetricKey(
      using: SHA256.self, salt: auth, sharedInfo: keyInfo, outputByteCount: 32)
    let cek = HKDF<SHA256>.deriveKey(
      inputKeyMaterial: ikm, salt: salt, info: Data("Content-Encoding: aes128gcm".utf8) + [0],
      outputByteCount: 16)
    let nonce = HKDF<SHA256>.deriveKey(
      inputKeyMaterial: ikm, salt: salt, info: Data("Content-Encoding: nonce".utf8) + [0],
      outputByteCount: 12)
    // One record, so it is the last: the delimiter 0x02 (RFC 8188 §2).
    let record = plaintext + [2]
    let sealed = try AES.GCM.seal(
      record, using: cek,
      nonce: AES.GCM.Nonce(data: nonce.withUnsafeBytes { Data($0) }))
    var header = salt
    withUnsafeBytes(of: recordSize.bigEndian) { header.append(contentsOf: $0) }
    header.append(UInt8(serverPublic.count))
    header.append(serverPublic)
    return header + sealed.ciphertext + sealed.tag
  }

  static func randomBytes(_ count: Int) -> Data {
    var generator = SystemRandomNumberGenerator()
    return Data((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
  }
}
