import HTTPTypes
import Testing

@testable import RippleServer

/// Signed in, a check-in write learns from the sign-in (PostgreSQL reads it in the same round
/// trip) whether the user has a webhook turned on: one turned on or off between two requests
/// is seen by the next, and a user with none reads nothing more.
@Suite("Webhooks: what the sign-in tells a check-in write")
struct WebhookSignInFlagTests {
  @Test func anEndpointTurnedOnOrOffIsSeenByTheNextCheckIn() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let bob = try await app.register("bob@example.com")
      let habit = try await app.createHabit("Read", as: ann)
      let added = try await app.send(
        .post, "/api/v1/webhooks",
        json: #"{"url": "https://93.184.216.34/hook", "events": ["checkin.recorded"]}"#, as: ann)
      #expect(added.status == .created, "\(added.text)")
      let id = try #require(added.json["webhook"]["id"].string)
      func deliveries() async throws -> Int {
        try await app.send(.get, "/api/v1/webhooks/\(id)/deliveries", as: ann).json[
          "deliveries"
        ].array.count
      }
      func checkIn(_ day: String) async throws {
        let put = try await app.send(
          .put, "/api/v1/habits/\(habit)/checkins/\(day)", json: #"{"state": "done"}"#, as: ann)
        #expect(put.status == .ok)
      }

      try await checkIn("2026-11-16")
      #expect(try await deliveries() == 1)
      _ = try await app.send(
        .patch, "/api/v1/webhooks/\(id)", json: #"{"enabled": false}"#, as: ann)
      try await checkIn("2026-11-17")
      #expect(try await deliveries() == 1)
      _ = try await app.send(.patch, "/api/v1/webhooks/\(id)", json: #"{"enabled": true}"#, as: ann)
      try await checkIn("2026-11-18")
      #expect(try await deliveries() == 2)

      // Bob has none: his check-ins write and answer as ever.
      let bobs = try await app.createHabit("Walk", as: bob)
      let put = try await app.send(
        .put, "/api/v1/habits/\(bobs)/checkins/2026-11-18", json: #"{"state": "done"}"#, as: bob)
      #expect(put.status == .ok)
      #expect(try await deliveries() == 2)
    }
  }
}
