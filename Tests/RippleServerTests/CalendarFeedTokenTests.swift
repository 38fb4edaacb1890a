import Foundation
import RippleCore
import RippleStore
import Testing

@testable import RippleServer
@testable import RippleServices

/// The calendar feed's token is a secret kept as a digest: `POST /calendar/token` shows the URL
/// once, `GET` tells only whether a feed exists, and a new token ends the old URL.
@Suite struct CalendarFeedTokenTests {
  @Test func theURLIsShownOnceStoredAsADigestAndRotationEndsTheOldOne() async throws {
    try await TestApp.run { app in
      let none = try await app.get("/api/v1/calendar/token")
      #expect(none.status == .ok)
      #expect(none.text == #"{"exists":false}"#)

      let made = try await app.send(.post, "/api/v1/calendar/token")
      #expect(made.status == .created)
      #expect(made.headers[.cacheControl] == "no-store")
      let token = try #require(made.json["token"].string)
      let path = try #require(made.json["path"].string)
      #expect(token.hasPrefix("cal_") && path == "/api/v1/calendar.ics?token=\(token)")
      #expect(try await app.get(path).status == .ok)
      // Only the digest is stored: the token itself finds nobody.
      #expect(try await app.store.calendarUser(tokenDigest: token) == nil)
      #expect(
        try await app.store.calendarUser(tokenDigest: SecretToken.digest(of: token)) == .local)

      let shown = try await app.get("/api/v1/calendar/token")
      #expect(shown.text == #"{"exists":true}"#)
      #expect(!shown.text.contains(token))

      let rotated = try await app.send(.post, "/api/v1/calendar/token")
      let next = try #require(rotated.json["path"].string)
      #expect(next != path)
      #expect(try await app.get(path).status == .notFound)
      #expect(try await app.get(next).status == .ok)
    }
  }
}
