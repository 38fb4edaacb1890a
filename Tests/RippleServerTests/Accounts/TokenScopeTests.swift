import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer

/// A `widget` access token reads what the widget pages show (`GET /meta`, `GET /today`) and is
/// refused 403 `insufficient_scope` on every other route of the API: every write, every
/// credential, backup and export route. A `checkin` token may also record check-ins, and nothing
/// more. A full token is unchanged.
@Suite("Accounts: the scopes of access tokens")
struct TokenScopeTests {
  static let widgetReads: Set<String> = ["GET /api/v1/meta", "GET /api/v1/today"]
  static let checkInWrites: Set<String> = [
    "PUT /api/v1/habits/{id}/checkins/{day}", "DELETE /api/v1/habits/{id}/checkins/{day}",
    "POST /api/v1/habits/{id}/checkin", "POST /api/v1/habits/{id}/checkins/{day}/taps",
  ]

  /// Every route of the API document but `allowed`, with its path filled in.
  static func routes(but allowed: Set<String>, habit: String) -> [(HTTPRequest.Method, String)] {
    IsolationTests.routes.filter {
      $0.path.hasPrefix("/api/v1/") && !allowed.contains("\($0.method) \($0.path)")
    }.map { route in
      let uri = route.path
        .replacingOccurrences(of: "{id}", with: habit)
        .replacingOccurrences(of: "{day}", with: "2026-11-18")
        .replacingOccurrences(of: "{week}", with: "1")
        .replacingOccurrences(of: "{tokenId}", with: "x")
        .replacingOccurrences(of: "{webhookId}", with: "x")
        .replacingOccurrences(of: "{partnerId}", with: "x")
        .replacingOccurrences(of: "{inviteId}", with: "x")
      return (HTTPRequest.Method(route.method)!, uri)
    }
  }

  func token(_ app: AccountsApp, scope: String?, as cookie: Credential) async throws -> String {
    let scopeField = scope.map { #", "scope": "\#($0)""# } ?? ""
    let made = try await app.send(
      .post, "/api/v1/me/tokens", json: #"{"name": "Widget"\#(scopeField)}"#, as: cookie)
    #expect(made.status == .created, "\(made.text)")
    #expect(made.json["scope"].string == scope ?? "full")
    return try #require(made.json["token"].string)
  }

  @Test func aWidgetTokenReadsTodayAndMetaAndNothingElse() async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      let habit = try await app.createHabit("Read", as: cookie)
      let widget = try await token(app, scope: "widget", as: cookie)

      for uri in ["/api/v1/meta", "/api/v1/today", "/api/v1/today?day=2026-11-17"] {
        let read = try await app.send(.get, uri, as: .bearer(widget))
        #expect(read.status == .ok, "\(uri): \(read.text)")
      }
      let routes = Self.routes(but: Self.widgetReads, habit: habit)
      #expect(routes.count > 40)
      for (method, uri) in routes {
        let json = [.post, .put, .patch].contains(method) ? "{}" : nil
        let reply = try await app.send(method, uri, json: json, as: .bearer(widget))
        #expect(reply.status == .forbidden, "\(method) \(uri): \(reply.text)")
        #expect(reply.errorCode == "insufficient_scope", "\(method) \(uri)")
      }
      // Nothing was written: the habit is still there, unchecked, and no token was made.
      let today = try await app.send(.get, "/api/v1/today", as: cookie)
      #expect(today.json["summary"]["done"] == 0, "\(today.text)")
      let tokens = try await app.send(.get, "/api/v1/me/tokens", as: cookie)
      #expect(tokens.json["tokens"].array.map { $0["scope"] } == ["widget"])
    }
  }

  /// A `checkin` token records check-ins (the day's write and the one-request URL) and reads
  /// Today; every other route of the API document answers 403 and changes nothing.
  @Test func aCheckInTokenRecordsCheckInsAndNothingElse() async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      let habit = try await app.createHabit("Read", as: cookie)
      let other = try await app.createHabit("Walk", as: cookie)
      let tag = try await token(app, scope: "checkin", as: cookie)

      let routes = Self.routes(but: Self.widgetReads.union(Self.checkInWrites), habit: other)
      #expect(routes.count > 40)
      for (method, uri) in routes {
        let json = [.post, .put, .patch].contains(method) ? "{}" : nil
        let reply = try await app.send(method, uri, json: json, as: .bearer(tag))
        #expect(reply.status == .forbidden, "\(method) \(uri): \(reply.text)")
        #expect(reply.errorCode == "insufficient_scope", "\(method) \(uri)")
      }
      // The path the router acts on decides, not another spelling of it.
      for uri in [
        "/api/v1/habits/\(other)/checkin/extra", "/api/v1/habits//checkin",
        "/api/v1/habits/\(other)/checkins/2026-11-18/x",
      ] {
        let reply = try await app.send(.post, uri, json: "{}", as: .bearer(tag))
        #expect(reply.status != .ok, "\(uri): \(reply.text)")
      }
      let today = try await app.send(.get, "/api/v1/today?day=2026-11-18", as: cookie)
      #expect(today.json["summary"]["done"] == 0, "\(today.text)")

      let tapped = try await app.send(
        .post, "/api/v1/habits/\(habit)/checkin?day=2026-11-18", as: .bearer(tag))
      #expect(tapped.status == .ok, "\(tapped.text)")
      let put = try await app.send(
        .put, "/api/v1/habits/\(other)/checkins/2026-11-18?day=2026-11-18",
        json: #"{"state": "skipped"}"#, as: .bearer(tag))
      #expect(put.status == .ok, "\(put.text)")
      let read = try await app.send(.get, "/api/v1/today?day=2026-11-18", as: .bearer(tag))
      #expect(read.json["summary"]["done"] == 1, "\(read.text)")
    }
  }

  /// A `checkin` token made for chosen habits checks those in and is refused on any other,
  /// before anything is written; `habits` needs the checkin scope and habits of the user's.
  @Test func aCheckInTokenForChosenHabitsChecksInOnlyThose() async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      let floss = try await app.createHabit("Floss", as: cookie)
      let walk = try await app.createHabit("Walk", as: cookie)
      let made = try await app.send(
        .post, "/api/v1/me/tokens",
        json: #"{"name": "Bathroom tag", "scope": "checkin", "habits": ["\#(floss)"]}"#,
        as: cookie)
      #expect(made.status == .created, "\(made.text)")
      #expect(made.json["habits"].array.map(\.string) == [floss])
      let tag = try #require(made.json["token"].string)

      let tapped = try await app.send(
        .post, "/api/v1/habits/\(floss)/checkin?day=2026-11-18", as: .bearer(tag))
      #expect(tapped.status == .ok, "\(tapped.text)")
      for (method, uri) in [
        (HTTPRequest.Method.post, "/api/v1/habits/\(walk)/checkin?day=2026-11-18"),
        (.put, "/api/v1/habits/\(walk)/checkins/2026-11-18?day=2026-11-18"),
        (.delete, "/api/v1/habits/\(walk)/checkins/2026-11-18?day=2026-11-18"),
        (.post, "/api/v1/habits/\(walk)/checkins/2026-11-18/taps?day=2026-11-18"),
      ] {
        let json =
          method == .put
          ? #"{"state": "done"}"# : method == .post ? #"{"tap": "tap-walk-0001"}"# : nil
        let refused = try await app.send(method, uri, json: json, as: .bearer(tag))
        #expect(refused.status == .forbidden, "\(method) \(uri): \(refused.text)")
        #expect(refused.errorCode == "insufficient_scope")
      }
      let today = try await app.send(.get, "/api/v1/today?day=2026-11-18", as: cookie)
      #expect(today.json["summary"]["done"] == 1, "\(today.text)")
      #expect(today.json["summary"]["due"] == 2, "\(today.text)")
      // The token reads Today of its habits alone.
      let seen = try await app.send(.get, "/api/v1/today?day=2026-11-18", as: .bearer(tag))
      #expect(seen.json["summary"]["due"] == 1, "\(seen.text)")
      #expect(!seen.text.contains("Walk"), "\(seen.text)")

      for (body, field) in [
        (#"{"name": "T", "habits": ["\#(floss)"]}"#, "habits"),
        (#"{"name": "T", "scope": "widget", "habits": ["\#(floss)"]}"#, "habits"),
        (#"{"name": "T", "scope": "checkin", "habits": []}"#, "habits"),
        (#"{"name": "T", "scope": "checkin", "habits": ["nope"]}"#, "habits"),
      ] {
        let reply = try await app.send(.post, "/api/v1/me/tokens", json: body, as: cookie)
        #expect(reply.status == .unprocessableContent, "\(body): \(reply.text)")
        #expect(reply.json["error"]["field"].string == field, "\(body)")
      }
      let listed = try await app.send(.get, "/api/v1/me/tokens", as: cookie)
      #expect(listed.json["tokens"].array.count == 1, "\(listed.text)")
      #expect(listed.json["tokens"][0]["habits"].array.map(\.string) == [floss])
    }
  }

  @Test func aFullTokenIsUnchangedAndAnUnknownScopeIsRefused() async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      let full = try await token(app, scope: nil, as: cookie)
      let habit = try await app.createHabit("Read", as: .bearer(full))
      let checked = try await app.send(
        .put, "/api/v1/habits/\(habit)/checkins/2026-11-18", json: #"{"state": "done"}"#,
        as: .bearer(full))
      #expect(checked.status == .ok, "\(checked.text)")
      #expect(try await app.send(.get, "/api/v1/backup", as: .bearer(full)).status == .ok)

      let refused = try await app.send(
        .post, "/api/v1/me/tokens", json: #"{"name": "Widget", "scope": "admin"}"#, as: cookie)
      #expect(refused.status.code / 100 == 4, "\(refused.text)")
      #expect(refused.json["error"]["field"].string == "scope")
      let tokens = try await app.send(.get, "/api/v1/me/tokens", as: cookie)
      #expect(tokens.json["tokens"].array.count == 1)
    }
  }
}
