import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer

@Suite("Accounts: sign-in throttling")
struct SignInThrottleTests {
  func signIn(
    _ app: AccountsApp, _ email: String, _ password: String, from address: String? = nil
  )
    async throws -> Reply
  {
    try await app.send(
      .post, "/api/v1/auth/sign-in", json: #"{"email": "\#(email)", "password": "\#(password)"}"#)
  }

  @Test func tenFailuresForAnAccountLockItForFifteenMinutes() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      for _ in 1...10 {
        #expect(try await signIn(app, "ann@example.com", "wrong guess").status == .unauthorized)
      }

      let locked = try await signIn(app, "ann@example.com", AccountsApp.password)
      #expect(locked.status == .tooManyRequests)
      #expect(locked.errorCode == "too_many_requests")
      #expect(locked.headers[.retryAfter] == "900")

      app.clock.now += 15 * 60 * 1000
      #expect(try await signIn(app, "ann@example.com", AccountsApp.password).status == .ok)
    }
  }

  @Test func anUnknownEmailIsThrottledTheSameWay() async throws {
    try await AccountsApp.run { app in
      for _ in 1...10 {
        _ = try await signIn(app, "zed@example.com", "wrong guess")
      }
      let reply = try await signIn(app, "zed@example.com", "wrong guess")
      #expect(reply.status == .tooManyRequests)
    }
  }

  @Test func theThrottleCountsPerAccountAndPerAddress() {
    let throttle = SignInThrottle()
    let now: Int64 = 1_000_000
    for attempt in 0..<10 {
      throttle.recordFailure(["email:a\(attempt)", "address:1.2.3.4"], now: now + Int64(attempt))
    }
    // Ten different accounts from one address: the address is locked, a new account elsewhere
    // is not.
    #expect(throttle.retryAfter(["email:new", "address:1.2.3.4"], now: now + 10) == 900)
    #expect(throttle.retryAfter(["email:new", "address:5.6.7.8"], now: now + 10) == nil)
    // The oldest failure leaves the window first.
    #expect(throttle.retryAfter(["address:1.2.3.4"], now: now + 15 * 60 * 1000) == nil)
  }
}
