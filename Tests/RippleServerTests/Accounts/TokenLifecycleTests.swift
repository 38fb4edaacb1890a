import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer

@Suite("Accounts: access tokens, JWTs and refresh tokens")
struct TokenLifecycleTests {
  @Test func aPersonalAccessTokenIsShownOnceWorksAndIsRevoked() async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      let created = try await app.send(
        .post, "/api/v1/me/tokens", json: #"{"name": "Shortcuts"}"#, as: cookie)
      #expect(created.status == .created)
      let secret = try #require(created.json["token"].string)
      let id = try #require(created.json["id"].string)
      #expect(secret.hasPrefix("rpl_"))

      let habit = try await app.createHabit("Read", as: .bearer(secret))
      let list = try await app.send(.get, "/api/v1/me/tokens", as: cookie)
      #expect(list.json["tokens"].array.map { $0["name"] } == ["Shortcuts"])
      #expect(list.json["tokens"][0]["token"].isNull)
      #expect(list.json["tokens"][0]["lastUsedAt"].int == Int(TestClock.wednesdayMorning))

      #expect(
        try await app.send(.delete, "/api/v1/me/tokens/\(id)", as: cookie).status == .noContent)
      let after = try await app.send(.get, "/api/v1/habits/\(habit)", as: .bearer(secret))
      #expect(after.status == .unauthorized)
      #expect(
        try await app.send(.delete, "/api/v1/me/tokens/\(id)", as: cookie).status == .notFound)
    }
  }

  /// A token's name follows the rules of all text a person types: 1 to 64 characters (at most
  /// four Unicode scalars each, white space around it counted), no control characters.
  @Test(arguments: [
    #"" ""#, #""Home\u0000assistant""#, #""Line\nbreak""#,
    "\"\(String(repeating: "a", count: 65))\"", "\"  \(String(repeating: "a", count: 63))\"",
    "\"a\(String(repeating: "\\u0301", count: 256))\"",
  ])
  func aTokenNameIsRefusedOnItsField(_ name: String) async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      let reply = try await app.send(
        .post, "/api/v1/me/tokens", json: #"{"name": \#(name)}"#, as: cookie)
      #expect(reply.status == .unprocessableContent, "\(name): \(reply.text)")
      #expect(reply.json["error"]["field"] == "name")
      #expect(
        try await app.send(.get, "/api/v1/me/tokens", as: cookie).json["tokens"].array.isEmpty)
    }
  }

  @Test func aTokenNameIsTrimmed() async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      let reply = try await app.send(
        .post, "/api/v1/me/tokens", json: #"{"name": "  Shortcuts  "}"#, as: cookie)
      #expect(reply.status == .created)
      #expect(reply.json["name"] == "Shortcuts")
    }
  }

  @Test func theBearerSchemeIsReadInAnyCaseAndBlanksAroundTheTokenAreIgnored() async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      let created = try await app.send(
        .post, "/api/v1/me/tokens", json: #"{"name": "Shortcuts"}"#, as: cookie)
      let secret = try #require(created.json["token"].string)
      func status(_ authorization: String) async throws -> HTTPResponse.Status {
        try await app.send(.get, "/api/v1/habits", headers: [.authorization: authorization]).status
      }
      for accepted in ["Bearer \(secret)", "bearer \(secret)", "BEARER  \(secret)\t"] {
        #expect(try await status(accepted) == .ok, "\(accepted)")
      }
      for refused in [
        "Basic \(secret)", "Bearer\(secret)", "Bearer", "Bearer ", "Bearers \(secret)",
        "Bearer \(secret)x",
      ] {
        #expect(try await status(refused) == .unauthorized, "\(refused)")
      }
      // A bearer header that proves nothing is not rescued by a session cookie sent with it.
      let both = try await app.send(
        .get, "/api/v1/habits", as: cookie, headers: [.authorization: "Bearer nothing"])
      #expect(both.status == .unauthorized)
    }
  }

  @Test func aJWTWorksForFifteenMinutes() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      let pair = try await app.send(
        .post, "/api/v1/auth/token",
        json:
          #"{"grantType": "password", "email": "ann@example.com", "password": "\#(AccountsApp.password)"}"#
      )
      #expect(pair.status == .ok)
      #expect(pair.json["expiresIn"] == 900)
      let access = try #require(pair.json["accessToken"].string)

      #expect(try await app.send(.get, "/api/v1/me", as: .bearer(access)).status == .ok)
      app.clock.now += 15 * 60 * 1000
      #expect(try await app.send(.get, "/api/v1/me", as: .bearer(access)).status == .unauthorized)
      let forged = access.dropLast(2) + (access.hasSuffix("AA") ? "BB" : "AA")
      #expect(
        try await app.send(.get, "/api/v1/me", as: .bearer(String(forged))).status == .unauthorized)
    }
  }

  @Test func refreshTokensRotateAndReuseRevokesTheFamily() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      let first = try await app.send(
        .post, "/api/v1/auth/token",
        json:
          #"{"grantType": "password", "email": "ann@example.com", "password": "\#(AccountsApp.password)"}"#
      )
      let refresh1 = try #require(first.json["refreshToken"].string)

      let second = try await refresh(app, refresh1)
      #expect(second.status == .ok)
      let refresh2 = try #require(second.json["refreshToken"].string)
      #expect(refresh2 != refresh1)
      let access2 = try #require(second.json["accessToken"].string)
      #expect(try await app.send(.get, "/api/v1/me", as: .bearer(access2)).status == .ok)

      let reused = try await refresh(app, refresh1)
      #expect(reused.status == .unauthorized)
      #expect(reused.errorCode == "token_reused")
      // The thief's (or the owner's) newer token is gone with its family.
      #expect(try await refresh(app, refresh2).status == .unauthorized)
    }
  }

  @Test func aRefreshTokenExpires() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      let first = try await app.send(
        .post, "/api/v1/auth/token",
        json:
          #"{"grantType": "password", "email": "ann@example.com", "password": "\#(AccountsApp.password)"}"#
      )
      let token = try #require(first.json["refreshToken"].string)

      app.clock.now += 30 * 24 * 3600 * 1000
      let reply = try await refresh(app, token)
      #expect(reply.status == .unauthorized)
      #expect(reply.errorCode == "invalid_grant")
    }
  }

  @Test func rotatingTheSigningKeyEndsItsTokens() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      let pair = try await app.send(
        .post, "/api/v1/auth/token",
        json:
          #"{"grantType": "password", "email": "ann@example.com", "password": "\#(AccountsApp.password)"}"#
      )
      let access = try #require(pair.json["accessToken"].string)

      try await app.accounts.signer.rotate()
      #expect(try await app.send(.get, "/api/v1/me", as: .bearer(access)).status == .unauthorized)
    }
  }

  func refresh(_ app: AccountsApp, _ token: String) async throws -> Reply {
    try await app.send(
      .post, "/api/v1/auth/token", json: #"{"grantType": "refresh", "refreshToken": "\#(token)"}"#)
  }
}
