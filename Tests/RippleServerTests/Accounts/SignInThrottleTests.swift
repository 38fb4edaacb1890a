import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer
@testable import RippleServices

@Suite("Accounts: sign-in throttling")
struct SignInThrottleTests {
  func signIn(_ app: AccountsApp, _ email: String, _ password: String) async throws -> Reply {
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

  /// Parallel guesses reserve their attempt before the check, so no more than ten reach it.
  @Test func thirtyParallelWrongGuessesCheckAtMostTenPasswords() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      let before = app.hashWork.checks
      let statuses = try await withThrowingTaskGroup(of: Reply.self) { group in
        for attempt in 0..<30 {
          group.addTask { try await signIn(app, "ann@example.com", "wrong guess \(attempt)") }
        }
        var replies: [Reply] = []
        for try await reply in group { replies.append(reply) }
        return replies
      }
      let refused = statuses.filter { $0.status == .tooManyRequests }
      let checked = statuses.filter { $0.status == .unauthorized }
      #expect(app.hashWork.checks - before <= 10)
      #expect(checked.count <= 10)
      #expect(refused.count == 30 - checked.count)
      #expect(refused.allSatisfy { $0.headers[.retryAfter] == "900" })
    }
  }

  @Test func thirtyParallelWrongConfirmationsCheckAtMostTenPasswords() async throws {
    // A slower hash widens the time between reading the count and recording a failure, where
    // parallel confirmations could slip past an unreserved limit.
    try await AccountsApp.run(configure: { $0.passwordHasher = PasswordHasher(cost: 8) }) { app in
      let ann = try await app.register("ann@example.com")
      let before = app.hashWork.checks
      let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
        for attempt in 0..<30 {
          group.addTask {
            try await app.send(
              .post, "/api/v1/me/password",
              json: #"{"currentPassword": "not it \#(attempt)", "newPassword": "a new phrase"}"#,
              as: ann
            ).status
          }
        }
        var statuses: [HTTPResponse.Status] = []
        for try await status in group { statuses.append(status) }
        return statuses
      }
      #expect(app.hashWork.checks - before <= 10)
      #expect(statuses.filter { $0 == .forbidden }.count <= 10)
      #expect(statuses.filter { $0 == .tooManyRequests }.count >= 20)
    }
  }

  /// The attempts are counted per account and per address; a right password gives its own
  /// attempt back.
  @Test func tenFailuresFromOneAddressLockItForEveryAccount() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      for attempt in 0..<9 {
        let reply = try await signIn(app, "user\(attempt)@example.com", "wrong guess")
        #expect(reply.status == .unauthorized)
      }
      #expect(try await signIn(app, "ann@example.com", AccountsApp.password).status == .ok)
      #expect(try await signIn(app, "bob@example.com", "wrong guess").status == .unauthorized)
      let locked = try await signIn(app, "ann@example.com", AccountsApp.password)
      #expect(locked.status == .tooManyRequests)
    }
  }

  /// Password confirmations are counted per client address too: wrong confirmations from
  /// several accounts' sessions at one address share one budget.
  @Test func wrongConfirmationsFromOneAddressShareOneBudgetAcrossAccounts() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let bob = try await app.register("bob@example.com")
      func confirm(_ who: Credential, _ password: String) async throws -> HTTPResponse.Status {
        try await app.send(
          .post, "/api/v1/me/password",
          json: #"{"currentPassword": "\#(password)", "newPassword": "a new phrase"}"#,
          as: who
        ).status
      }
      for attempt in 0..<6 { #expect(try await confirm(ann, "not it \(attempt)") == .forbidden) }
      for attempt in 0..<4 { #expect(try await confirm(bob, "not it \(attempt)") == .forbidden) }
      #expect(try await confirm(bob, "not it either") == .tooManyRequests)
      #expect(try await confirm(ann, "not it either") == .tooManyRequests)
    }
  }
}
