import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer

/// Changing the password ends every credential made with the old one but the session that
/// changed it: personal access tokens are revoked, refresh tokens end, and JWTs issued before
/// the change are refused (to the millisecond, though a JWT's `iat` has only seconds).
@Suite("Accounts: credentials after a password change")
struct PasswordChangeCredentialTests {
  static let newPassword = "a brand new phrase"

  func jwtPair(
    _ app: AccountsApp, password: String = AccountsApp.password
  ) async throws -> (
    access: String, refresh: String
  ) {
    let pair = try await app.send(
      .post, "/api/v1/auth/token",
      json:
        #"{"grantType": "password", "email": "ann@example.com", "password": "\#(password)"}"#)
    #expect(pair.status == .ok, "\(pair.text)")
    return (
      try #require(pair.json["accessToken"].string), try #require(pair.json["refreshToken"].string)
    )
  }

  @Test func changingThePasswordRevokesTokensAndRefusesEarlierJWTs() async throws {
    // Half a second into a second: the JWT before the change and the one after share its `iat`.
    try await AccountsApp.run(now: TestClock.wednesdayMorning + 500) { app in
      let cookie = try await app.register("ann@example.com")
      let made = try await app.send(
        .post, "/api/v1/me/tokens", json: #"{"name": "Shortcuts"}"#, as: cookie)
      let token = try #require(made.json["token"].string)
      let before = try await jwtPair(app)
      #expect(try await app.send(.get, "/api/v1/me", as: .bearer(before.access)).status == .ok)

      app.clock.now += 1
      let changed = try await app.send(
        .post, "/api/v1/me/password",
        json:
          #"{"currentPassword": "\#(AccountsApp.password)", "newPassword": "\#(Self.newPassword)"}"#,
        as: cookie)
      #expect(changed.status == .noContent, "\(changed.text)")

      #expect(try await app.send(.get, "/api/v1/me", as: .bearer(token)).status == .unauthorized)
      #expect(
        try await app.send(.get, "/api/v1/me", as: .bearer(before.access)).status == .unauthorized)
      let refreshed = try await app.send(
        .post, "/api/v1/auth/token",
        json: #"{"grantType": "refresh", "refreshToken": "\#(before.refresh)"}"#)
      #expect(refreshed.status == .unauthorized)
      #expect(try await app.send(.get, "/api/v1/me", as: cookie).status == .ok)
      let list = try await app.send(.get, "/api/v1/me/tokens", as: cookie)
      #expect(list.json["tokens"].array.isEmpty, "\(list.text)")

      // A JWT issued after the change, within the same second, works.
      app.clock.now += 1
      let after = try await jwtPair(app, password: Self.newPassword)
      #expect(try await app.send(.get, "/api/v1/me", as: .bearer(after.access)).status == .ok)
    }
  }

  @Test func aJWTIssuedJustBeforeAnAdminResetIsRefused() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      let before = try await jwtPair(app)
      app.clock.now += 1
      let ann = try #require(try await app.store.account(email: "ann@example.com"))
      try await app.accounts.admin.setPassword(Self.newPassword, for: ann.id)
      #expect(
        try await app.send(.get, "/api/v1/me", as: .bearer(before.access)).status == .unauthorized)
      #expect(try await app.store.account(ann.id)?.passwordChangedAt == app.clock.now)
    }
  }
}
