#if !hasFeature(Embedded)
/// `POST /api/v1/auth/token`: a JWT access token and the refresh token that replaces it.
public struct TokenPairJSON: WireObject, Sendable {
  public var accessToken: String
  public var tokenType = "Bearer"
  /// Seconds.
  public var expiresIn: Int64
  public var refreshToken: String

  public init(accessToken: String, expiresIn: Int64, refreshToken: String) {
    self.accessToken = accessToken
    self.expiresIn = expiresIn
    self.refreshToken = refreshToken
  }

  public static let wireName = "TokenPair"
  public static let wireSummary = "An access token and the refresh token to get the next one with"
  public static let wireFields: [WireField<TokenPairJSON>] = [
    WireField("accessToken") { $0.accessToken },
    WireField("tokenType", as: .oneOf(["Bearer"])) { $0.tokenType },
    WireField("expiresIn", "Seconds") { $0.expiresIn },
    WireField("refreshToken") { $0.refreshToken },
  ]
}
#endif
