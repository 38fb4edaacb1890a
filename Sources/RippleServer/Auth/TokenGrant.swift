import Foundation
import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `POST /api/v1/auth/token`: a 15-minute JWT access token and a refresh token, for a password
/// (`grantType: password`) or a refresh token (`grantType: refresh`). Each refresh token works
/// once; presenting a used one revokes every token of its family.
struct TokenGrant: Sendable {
  let accounts: AccountsService?

  struct Input: Decodable {
    var grantType: String
    var email: String?
    var password: String?
    var refreshToken: String?
  }

  @Sendable func grant(
    _ request: Request, context: AppRequestContext
  ) async throws -> EditedResponse<TokenPairJSON> {
    let accounts = try AccountsService.required(accounts)
    var request = request
    let input = try await request.json(Input.self, limit: 8 * 1024)
    let now = accounts.clock.nowMillis()
    let refresh = SecretToken.generate()
    var next = RefreshToken(
      tokenHash: refresh.digest, family: UUID().uuidString.lowercased(), user: context.user,
      createdAt: now, expiresAt: now + AccountsConfiguration.refreshTokenLifetime)
    let user: UserID
    switch input.grantType {
    case "password":
      guard let email = input.email else {
        throw APIError.badRequest("'email' is required", field: "email")
      }
      guard let password = input.password else {
        throw APIError.badRequest("'password' is required", field: "password")
      }
      let address = accounts.clientAddress(request, context)
      user = try await accounts.verifyCredentials(
        email: email, password: password, address: address
      ).id
      next.user = user
      try await accounts.store.createRefreshToken(next)
    case "refresh":
      guard let token = input.refreshToken else {
        throw APIError.badRequest("'refreshToken' is required", field: "refreshToken")
      }
      switch try await accounts.store.useRefreshToken(
        hash: SecretToken.digest(of: token), next: next, now: now)
      {
      case .rotated(let owner): user = owner
      case .reused:
        throw APIError(
          .unauthorized, code: .tokenReused,
          message: "This refresh token was used before; every token of its sign-in is revoked")
      case .invalid:
        throw APIError(
          .unauthorized, code: .invalidGrant, message: "The refresh token is unknown or expired")
      }
    default:
      throw APIError.invalid("'grantType' must be password or refresh", field: "grantType")
    }
    let access = try await accounts.signer.sign(for: user)
    return EditedResponse(
      headers: [.cacheControl: "no-store"],
      response: TokenPairJSON(
        accessToken: access, expiresIn: AccountsConfiguration.accessTokenLifetime / 1000,
        refreshToken: refresh.value))
  }
}
