import Crypto
import Foundation

/// age files (age-encryption.org/v1) protected by a passphrase, which any age implementation
/// opens: `age -d file.age`.
public enum AgeFile {
  /// log2 N of the scrypt work factor for files Ripple writes: what age itself uses.
  public static let defaultWorkFactor = 18
  /// The highest log2 N read by default: 2^22 takes 4 GiB of memory and many seconds.
  public static let maximumWorkFactor = 22

  /// Whether `data` starts like an age file (of any version), so a reader can ask for the
  /// passphrase before trying it.
  public static func looksLikeAge(_ data: Data) -> Bool {
    data.starts(with: AgeHeader.prefix)
  }

  public static func encrypt(
    _ plaintext: Data, passphrase: String,
    workFactor: Int = defaultWorkFactor
  ) throws -> Data {
    let fileKey = randomBytes(16)
    let stanza = try AgeScryptRecipient.wrap(
      fileKey, passphrase: passphrase, salt: randomBytes(16), workFactor: workFactor)
    let mac = HMAC<SHA256>.authenticationCode(
      for: AgeHeader.unauthenticatedText([stanza]), using: macKey(fileKey))
    let nonce = randomBytes(16)
    let payload = try AgeStream.seal(
      Array(plaintext), key: AgeStream.payloadKey(fileKey: fileKey, nonce: nonce))
    return Data(AgeHeader.encoded([stanza], mac: Array(mac)) + nonce + payload)
  }

  public static func decrypt(
    _ file: Data, passphrase: String,
    maximumWorkFactor: Int = maximumWorkFactor
  ) throws(AgeError) -> Data {
    let bytes = Array(file)
    let header = try AgeHeader.parse(bytes)
    let fileKey = try AgeScryptRecipient.unwrap(
      header.stanzas, passphrase: passphrase, maximumWorkFactor: maximumWorkFactor)
    guard
      HMAC<SHA256>.isValidAuthenticationCode(
        header.mac, authenticating: header.authenticated, using: macKey(fileKey))
    else {
      throw .headerTampered
    }
    guard bytes.count >= header.payloadStart + 16 else { throw .truncated }
    let nonce = Array(bytes[header.payloadStart..<(header.payloadStart + 16)])
    let payload = bytes[(header.payloadStart + 16)...]
    return Data(
      try AgeStream.open(payload, key: AgeStream.payloadKey(fileKey: fileKey, nonce: nonce)))
  }

  private static func macKey(_ fileKey: [UInt8]) -> SymmetricKey {
    HKDF<SHA256>.deriveKey(
      inputKeyMaterial: SymmetricKey(data: fileKey), salt: [UInt8](),
      info: Array("header".utf8), outputByteCount: 32)
  }

  private static func randomBytes(_ count: Int) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
  }
}
