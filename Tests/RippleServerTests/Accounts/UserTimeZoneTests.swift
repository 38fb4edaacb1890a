import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer

/// "Today" is worked out in the signed-in user's own zone, kept in their settings
/// (the one place: `PATCH /me` and `PATCH /settings` change the same value).
@Suite("Accounts: each user's time zone")
struct UserTimeZoneTests {
  @Test func aUserFourteenHoursAheadIsAlreadyInTomorrow() async throws {
    try await AccountsApp.run(now: TestClock.millis("2026-11-18T10:30:00Z")) { app in
      let kiribati = try await app.register("ann@example.com")
      let london = try await app.register("bob@example.com")
      let patched = try await app.send(
        .patch, "/api/v1/me", json: #"{"timeZone": "Pacific/Kiritimati"}"#, as: kiribati)
      #expect(patched.json["timeZone"] == "Pacific/Kiritimati")
      _ = try await app.send(
        .patch, "/api/v1/settings", json: #"{"timeZone": "Europe/London"}"#, as: london)

      #expect(try await app.send(.get, "/api/v1/today", as: kiribati).json["day"] == "2026-11-19")
      #expect(try await app.send(.get, "/api/v1/today", as: london).json["day"] == "2026-11-18")
      let settings = try await app.send(.get, "/api/v1/settings", as: kiribati)
      #expect(settings.json["timeZone"] == "Pacific/Kiritimati")
    }
  }

  @Test(arguments: [
    // Paris moves to summer time at 01:00 UTC on 29 March and back at 01:00 UTC on 25 October.
    ("2026-03-28T23:30:00Z", "2026-03-29"), ("2026-03-29T22:30:00Z", "2026-03-30"),
    ("2026-10-24T22:30:00Z", "2026-10-25"), ("2026-10-25T22:30:00Z", "2026-10-25"),
  ])
  func todayFollowsDaylightSavingChanges(_ instant: String, _ day: String) async throws {
    try await AccountsApp.run(now: TestClock.millis(instant)) { app in
      let reply = try await app.send(
        .post, "/api/v1/auth/register",
        json:
          #"{"email": "ann@example.com", "password": "\#(AccountsApp.password)", "timeZone": "Europe/Paris"}"#
      )
      #expect(
        try await app.send(.get, "/api/v1/today", as: reply.sessionCookie).json["day"].string == day
      )
    }
  }

  @Test func anUnknownZoneIsRefusedOnItsField() async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      let reply = try await app.send(
        .patch, "/api/v1/me", json: #"{"timeZone": "Mars/Olympus"}"#, as: cookie)
      #expect(reply.status == .unprocessableContent)
      #expect(reply.json["error"]["field"] == "timeZone")
    }
  }

  /// As in a settings change, no zone is null: an explicit null is refused on its field.
  @Test func aNullZoneIsRefusedAndTheZoneKept() async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      _ = try await app.send(
        .patch, "/api/v1/me", json: #"{"timeZone": "Europe/Paris"}"#, as: cookie)
      let reply = try await app.send(.patch, "/api/v1/me", json: #"{"timeZone": null}"#, as: cookie)
      #expect(reply.status == .badRequest)
      #expect(reply.json["error"]["field"] == "timeZone")
      let me = try await app.send(.get, "/api/v1/me", as: cookie)
      #expect(me.json["timeZone"] == "Europe/Paris")
      let unchanged = try await app.send(.patch, "/api/v1/me", json: "{}", as: cookie)
      #expect(unchanged.status == .ok)
      #expect(unchanged.json["timeZone"] == "Europe/Paris")
    }
  }
}
