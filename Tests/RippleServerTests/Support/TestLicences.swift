import Crypto
import RippleCore
import RippleServer
import RippleServices

/// A seller's key pair for tests, and licences it signs: servers under test trust its public key
/// as an operator's `--licence-key`.
enum TestLicences {
  static let privateKey = Curve25519.Signing.PrivateKey()
  static var publicKey: Curve25519.Signing.PublicKey { privateKey.publicKey }

  static func licence(
    _ kind: LicenceKind, issued: String = "2026-11-18", holder: String = "ada@example.com",
    key: Curve25519.Signing.PrivateKey = privateKey
  ) throws -> String {
    let claims = try LicenceClaims(kind: kind, holder: holder, issued: try Day(parsing: issued))
    return try LicenceText.sign(claims, with: key)
  }
}
