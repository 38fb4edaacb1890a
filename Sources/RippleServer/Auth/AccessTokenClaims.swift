import Foundation
import JWTKit

/// The payload of a JWT access token: whose it is and until when.
struct AccessTokenClaims: JWTPayload {
  var sub: SubjectClaim
  var exp: ExpirationClaim
  var iat: IssuedAtClaim

  /// Expiry is checked against the server's clock by `AccessTokenSigner`, not the system's.
  func verify(using algorithm: some JWTAlgorithm) async throws {}
}
