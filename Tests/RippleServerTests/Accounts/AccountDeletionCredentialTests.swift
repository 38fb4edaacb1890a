import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer

/// `DELETE /api/v1/me` leaves nothing that still answers: the session cookie, personal access
/// tokens, JWTs and the calendar feed URL all stop working.
@Suite("Accounts: deleting an account ends its credentials")
struct AccountDeletionCredentialTests {
  @Test func everyOldCredentialAndTheCalendarFeedStopAnswering() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let cookie = try await app.register("bob@example.com")
      _ = try await app.createHabit("Read", as: cookie)
      let made = try await app.send(
        .post, "/api/v1/me/tokens", json: #"{"name": "Shortcuts"}"#, as: cookie)
      let token = try #require(made.json["token"].string)
      let pair = try await app.send(
        .post, "/api/v1/auth/token",
        json:
          #"{"grantType": "password", "email": "bob@example.com", "password": "\#(AccountsApp.password)"}"#
      )
      let jwt = try #require(pair.json["accessToken"].string)
      let feed = try await app.send(.post, "/api/v1/calendar/token", as: cookie)
      let path = try #require(feed.json["path"].string)
      #expect(try await app.send(.get, path).status == .ok)

      let deleted = try await app.send(
        .delete, "/api/v1/me", json: #"{"password": "\#(AccountsApp.password)"}"#, as: cookie)
      #expect(deleted.status == .noContent, "\(deleted.text)")

      for credential in [cookie, .bearer(token), .bearer(jwt)] {
        #expect(
          try await app.send(.get, "/api/v1/habits", as: credential).status == .unauthorized,
          "\(credential)")
      }
      #expect(try await app.send(.get, path).status == .notFound)
      #expect(try await app.send(.get, "/api/v1/me", as: ann).status == .ok)
    }
  }
}
