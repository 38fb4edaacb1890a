import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer
@testable import RippleServices

/// A session slides with use, but ends a fixed time after its sign-in (ASVS 3.3).
@Suite("Accounts: absolute session lifetime")
struct SessionLifetimeTests {
  static let day: Int64 = 24 * 3600 * 1000

  @Test func aSessionUsedEveryDayEndsNinetyDaysAfterSignIn() async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      for _ in 1...89 {
        app.clock.now += Self.day
        #expect(try await app.send(.get, "/api/v1/me", as: cookie).status == .ok)
      }
      app.clock.now += Self.day
      #expect(try await app.send(.get, "/api/v1/me", as: cookie).status == .unauthorized)
      app.clock.now += Self.day
      #expect(try await app.send(.get, "/api/v1/me", as: cookie).status == .unauthorized)
    }
  }

  @Test func theLifetimeIsConfigurable() async throws {
    try await AccountsApp.run(configure: { $0.sessionAbsoluteLifetime = 2 * Self.day }) { app in
      #expect(AccountsConfiguration().sessionAbsoluteLifetime == 90 * Self.day)
      let cookie = try await app.register("ann@example.com")
      app.clock.now += Self.day
      #expect(try await app.send(.get, "/api/v1/me", as: cookie).status == .ok)
      app.clock.now += Self.day - 1
      #expect(try await app.send(.get, "/api/v1/me", as: cookie).status == .ok)
      app.clock.now += 1
      #expect(try await app.send(.get, "/api/v1/me", as: cookie).status == .unauthorized)
    }
  }

  /// The browser keeps the cookie as long as the server would accept the session, no longer.
  @Test func theCookieLivesAsLongAsTheSession() async throws {
    try await AccountsApp.run(configure: { $0.sessionAbsoluteLifetime = 2 * Self.day }) { app in
      let signUp = try await app.send(
        .post, "/api/v1/auth/register",
        json: #"{"email": "ann@example.com", "password": "\#(AccountsApp.password)"}"#)
      #expect(signUp.headers[.setCookie]?.contains("Max-Age=172800;") == true)
      let cookie = try #require(signUp.sessionCookie)
      app.clock.now += Self.day / 2
      let renewed = try await app.send(.get, "/api/v1/me", as: cookie)
      #expect(renewed.headers[.setCookie]?.contains("Max-Age=129600;") == true)
    }
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      for _ in 1...6 {
        app.clock.now += 10 * Self.day
        #expect(try await app.send(.get, "/api/v1/me", as: cookie).status == .ok)
      }
      app.clock.now += 10 * Self.day
      let renewed = try await app.send(.get, "/api/v1/me", as: cookie)
      #expect(renewed.headers[.setCookie]?.contains("Max-Age=\(20 * Self.day / 1000);") == true)
    }
  }
}
