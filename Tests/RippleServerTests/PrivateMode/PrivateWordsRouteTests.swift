import Foundation
import HTTPTypes
import RippleCore
import Testing

@testable import RippleServer
@testable import RippleServices

/// Once an account is in private mode, what the server says by itself quotes none of its words:
/// a push reminder carries the habit's id and "A habit is due" (the device puts the name in), and
/// the calendar feed lists "Habit reminder"s and says why.
@Suite struct PrivateWordsRouteTests {
  static let secret = "Lithium 300mg"

  @Test func remindersAndTheCalendarFeedNameNoHabitOnceItsAccountIsPrivate() async throws {
    // 09:00:20 UTC: reminders at 09:00 are due.
    try await AccountsApp.run(now: TestClock.wednesdayMorning + 20_000) { app in
      let ann = try await app.register("ann@example.com")
      let made = try await app.send(
        .post, "/api/v1/habits",
        json: #"{"name": "\#(Self.secret)", "reminders": [{"time": "09:00"}]}"#, as: ann)
      #expect(made.status == .created, "\(made.text)")
      let habit = try #require(made.json["id"].string)
      let user = UserID(
        try #require(try await app.send(.get, "/api/v1/me", as: ann).json["id"].string))
      let feed = try #require(
        try await app.send(.post, "/api/v1/calendar/token", as: ann).json["path"].string)
      let scheduler = ReminderScheduler(
        repository: app.store, sender: PushTestSupport.sender(PushOptions(allowLoopback: true)),
        clock: app.clock.serverClock)

      // Before: the words are the person's.
      #expect(try await app.send(.get, feed).text.contains("SUMMARY:\(Self.secret)"))

      _ = try await app.send(.put, "/api/v1/private/keyring", json: SentKeyring.body(), as: ann)
      let messages = try await scheduler.tick(user)
      #expect(messages.count == 1)
      let first = try #require(messages.first)
      let message = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
      #expect(message["title"] as? String == "A habit is due")
      #expect(message["habitId"] as? String == habit)
      #expect(message["kind"] as? String == "habit_reminder")
      #expect(!String(decoding: messages[0], as: UTF8.self).contains("Lithium"))

      let calendar = try await app.send(.get, feed)
      #expect(calendar.status == .ok)
      #expect(!calendar.text.contains("Lithium"))
      #expect(calendar.text.contains("SUMMARY:Habit reminder"))
      #expect(calendar.text.contains("X-WR-CALDESC:Private mode is on"))
    }
  }
}
