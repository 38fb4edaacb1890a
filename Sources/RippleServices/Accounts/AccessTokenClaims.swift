import Foundation
import JWTKit

/// The payload of a JWT access token: whose it is, when it was issued and until when.
public struct AccessTokenClaims: JWTPayload {
  public var sub: SubjectClaim
  public var exp: ExpirationClaim
  public var iat: IssuedAtClaim
  /// When it was issued, in milliseconds since 1970 (`iat` has only seconds): a token issued
  /// before the password changed is refused, even within the same second.
  public var iatMillis: Int64?

  public enum CodingKeys: String, CodingKey {
    case sub, exp, iat
    case iatMillis = "iat_ms"
  }

  /// When it was issued, in milliseconds; from `iat` for a token made without `iat_ms`.
  public var issuedAtMillis: Int64 {
    iatMillis ?? Int64(iat.value.timeIntervalSince1970) * 1000
  }

  /// Expiry is checked against the server's clock by `AccessTokenSigner`, not the system's.
  public func verify(using algorithm: some JWTAlgorithm) async throws {}
}
