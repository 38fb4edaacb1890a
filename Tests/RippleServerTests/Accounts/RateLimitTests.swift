import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer
@testable import RippleServices

@Suite("Accounts: rate limit per user")
struct RateLimitTests {
  @Test func pastTheLimitAUserWaitsForTheNextMinute() async throws {
    try await AccountsApp.run(rateLimit: 3) { app in
      let ann = try await app.register("ann@example.com")
      let bob = try await app.register("bob@example.com")
      for _ in 1...3 {
        #expect(try await app.send(.get, "/api/v1/habits", as: ann).status == .ok)
      }
      app.clock.now += 20_000

      let refused = try await app.send(.get, "/api/v1/habits", as: ann)
      #expect(refused.status == .tooManyRequests)
      #expect(refused.errorCode == "too_many_requests")
      #expect(refused.headers[.retryAfter] == "40")
      // Static files do not count, and other users have their own budget.
      #expect(try await app.send(.get, "/", as: ann).status == .ok)
      #expect(try await app.send(.get, "/api/v1/habits", as: bob).status == .ok)

      app.clock.now += 40_000
      #expect(try await app.send(.get, "/api/v1/habits", as: ann).status == .ok)
    }
  }

  @Test func theDefaultIsAHundredAMinute() {
    #expect(AccountsConfiguration().rateLimit == 100)
    let limiter = RateLimiter(limit: 100)
    for _ in 1...100 { #expect(limiter.admit("u", now: 0) == nil) }
    #expect(limiter.admit("u", now: 59_999) == 1)
    #expect(limiter.admit("u", now: 60_000) == nil)
  }
}
