import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer

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
}
