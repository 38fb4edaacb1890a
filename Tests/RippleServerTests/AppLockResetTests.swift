import Foundation
import RippleCore
import RippleStore
import Testing

@testable import RippleServer
@testable import RippleServices

/// The app lock's one server-side part: the time `ripple lock reset` last asked the browsers'
/// locks to reset, answered by `GET /api/v1/app-lock` (null until asked; the latest ask wins).
@Suite struct AppLockResetTests {
  @Test func theResetTimeIsNullUntilAskedThenTheLatest() async throws {
    try await TestApp.run { app in
      let none = try await app.get("/api/v1/app-lock")
      #expect(none.status == .ok)
      #expect(none.text == #"{"resetAt":null}"#)
      try await AppLockReset.request(for: .local, at: 1_000, in: app.store)
      try await AppLockReset.request(for: .local, at: 2_000, in: app.store)
      #expect(try await app.get("/api/v1/app-lock").text == #"{"resetAt":2000}"#)
      // Another person's ask is theirs alone.
      #expect(try await AppLockReset.requested(for: UserID("someone-else"), in: app.store) == nil)
    }
  }
}
