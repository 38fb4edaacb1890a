import HTTPTypes
import Hummingbird
import RippleCore
import RippleStore
import Testing

@testable import RippleServer

/// Every query is scoped to the signed-in user. User B tries user A's ids on every
/// route of the OpenAPI document and gets what an unknown id gets: 404, never 403 nor A's data.
@Suite("Accounts: isolation across every route")
struct IsolationTests {
  static var routes: [RouteTable.Route] {
    RouteTable(openAPI: ServerResources.openAPIDocument).routes
  }

  /// Bodies that pass validation, so the answer is about the id.
  static func body(_ route: RouteTable.Route) -> String? {
    guard ["POST", "PUT", "PATCH", "DELETE"].contains(route.method) else { return nil }
    let path = route.path
    if path.hasSuffix("/checkins/{day}") { return #"{"state": "done"}"# }
    if path.hasSuffix("/taps") { return #"{"tap": "isolation-tap-1"}"# }
    if path == "/api/v1/habits/{id}" { return #"{"name": "Renamed"}"# }
    if path == "/api/v1/categories/{id}" { return #"{"name": "Renamed"}"# }
    if path.hasSuffix("/reflections") { return #"{"worked": "a", "hard": "b"}"# }
    if path.hasSuffix("/words") { return #"{"words": [{"from": "a", "to": "b"}]}"# }
    if path.hasSuffix("/moves") { return #"{"move": "advance", "revision": 1}"# }
    if path.hasSuffix("/recalibration") { return #"{"basedOnVersion": 1}"# }
    if path.hasSuffix("/health") { return #"{"measure": "steps", "threshold": 1000}"# }
    if path == "/api/v1/webhooks/{webhookId}" { return #"{"enabled": false}"# }
    return route.method == "DELETE" ? nil : "{}"
  }

  struct Owned {
    var habit: String
    var category: String
    var goal: String
    var token: String
    var webhook: String
    var partner: String
    var invite: String
  }

  static func uri(_ route: RouteTable.Route, _ ids: Owned) -> String {
    let isGoal = route.path.hasPrefix("/api/v1/goals/")
    let isCategory = route.path.hasPrefix("/api/v1/categories/")
    let segments = route.segments.map { segment -> String in
      switch segment {
      case "{id}": return isGoal ? ids.goal : isCategory ? ids.category : ids.habit
      case "{day}": return "2026-11-18"
      case "{week}": return "1"
      case "{tokenId}": return ids.token
      case "{webhookId}": return ids.webhook
      case "{partnerId}": return ids.partner
      case "{inviteId}": return ids.invite
      default: return segment
      }
    }
    return "/" + segments.joined(separator: "/")
  }

  @Test func userBGetsNotFoundForUserAsIdsOnEveryRoute() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let bob = try await app.register("bob@example.com")
      let annID = UserID(
        try #require(try await app.send(.get, "/api/v1/me", as: ann).json["id"].string))
      let habit = try await app.createHabit("Alpha secret", as: ann)
      let category = try await app.send(
        .post, "/api/v1/categories", json: #"{"name": "Alpha category"}"#, as: ann)
      let alpha = Goal(
        id: GoalID("goal-alpha"), what: "Alpha goal", habitID: HabitID("goal-habit"),
        startDay: try Day(parsing: "2026-11-18"))
      _ = try await app.store.createGoal(
        GoalRecord(
          state: CoachState(
            goal: alpha, roadmap: BuiltInPlanner().roadmap(for: alpha, today: alpha.startDay)),
          createdAt: 0, updatedAt: 0),
        habit: Habit(
          id: HabitID("goal-habit"), name: "Alpha goal habit", color: "",
          createdDay: try Day(parsing: "2026-11-01"),
          createdAt: 0, updatedAt: 0),
        for: annID, today: try Day(parsing: "2026-11-18"))
      let token = try await app.send(.post, "/api/v1/me/tokens", json: #"{"name": "A"}"#, as: ann)
      let webhook = try await app.send(
        .post, "/api/v1/webhooks",
        json: #"{"url": "https://93.184.216.34/alpha", "events": ["checkin.recorded"]}"#, as: ann)
      // A's partnership with Cy, sharing the habit, and an invitation A sent Dee.
      let cy = try await app.register("cy@example.com")
      let invite = try await app.send(
        .post, "/api/v1/partners/invites", json: #"{"email": "cy@example.com"}"#, as: ann)
      let inviteID = try #require(invite.json["invite"]["id"].string)
      let partner = try await app.send(.post, "/api/v1/partners/invites/\(inviteID)/accept", as: cy)
      let partnerID = try #require(partner.json["id"].string)
      _ = try await app.send(
        .put, "/api/v1/partners/\(partnerID)/shares/\(habit)", json: "{}", as: ann)
      let waiting = try await app.send(
        .post, "/api/v1/partners/invites", json: #"{"email": "dee@example.com"}"#, as: ann)
      let ids = Owned(
        habit: habit, category: try #require(category.json["id"].string), goal: "goal-alpha",
        token: try #require(token.json["id"].string),
        webhook: try #require(webhook.json["webhook"]["id"].string), partner: partnerID,
        invite: try #require(waiting.json["invite"]["id"].string))
      let unknown = Owned(
        habit: "nope", category: "nope", goal: "nope", token: "nope", webhook: "nope",
        partner: "nope", invite: "nope")

      var checked = 0
      for route in Self.routes where route.segments.contains(where: { $0.hasPrefix("{") }) {
        let method = HTTPRequest.Method(route.method)!
        let reply = try await app.send(
          method, Self.uri(route, ids), json: Self.body(route), as: bob)
        let control = try await app.send(
          method, Self.uri(route, unknown), json: Self.body(route), as: bob)
        #expect(reply.status == .notFound, "\(route.method) \(route.path): \(reply.text)")
        #expect(reply.status == control.status && reply.errorCode == control.errorCode)
        #expect(!reply.text.contains("Alpha"))
        checked += 1
      }
      #expect(checked >= 20)

      // Routes without ids show B nothing of A's.
      for route in Self.routes where route.method == "GET" && !route.path.contains("{") {
        guard route.path.hasPrefix("/api/v1/") else { continue }
        let reply = try await app.send(.get, route.path, as: bob)
        #expect(!reply.text.contains("Alpha"), "\(route.path) shows A's data to B")
        #expect(!reply.text.contains(habit), "\(route.path) shows A's habit id to B")
      }
      // And A still has everything.
      #expect(try await app.send(.get, "/api/v1/habits/\(habit)", as: ann).status == .ok)
    }
  }
}
