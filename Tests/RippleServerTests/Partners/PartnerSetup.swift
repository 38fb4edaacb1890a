import HTTPTypes
import Testing

@testable import RippleServer

/// Ann and Bob, partners; Ann's numeric habit (a value, a note and a mood planted on a day)
/// shared with Bob as "Evening habit", and a habit, a category and a note she does not share.
struct PartnerSetup {
  var ann: Credential
  var bob: Credential
  var shared: String
  var unshared: String
  var category: String
  var partnership: String

  /// What Bob must never read, from anywhere.
  static let planted = [
    "PLANTED-NOTE", "HIDDEN-NOTE", "7357", "Alpha", "ANNUNIT", "ann-secret-category",
  ]

  static func make(_ app: AccountsApp) async throws -> PartnerSetup {
    let ann = try await app.register("ann@example.com")
    let bob = try await app.register("bob@example.com")
    let water = try await app.send(
      .post, "/api/v1/habits",
      json: #"""
        {"name": "Alpha water", "description": "Alpha description",
         "measure": {"kind": "numeric", "target": 8, "unit": "ANNUNIT", "targetKind": "at_least"}}
        """#, as: ann)
    #expect(water.status == .created, "\(water.text)")
    let shared = try #require(water.json["id"].string)
    let unshared = try await app.createHabit("Alpha hidden", as: ann)
    let category = try await app.send(
      .post, "/api/v1/categories", json: #"{"name": "ann-secret-category"}"#, as: ann)
    for (habit, day, body) in [
      (
        shared, "2026-11-17",
        #"{"state": "done", "value": 7357, "note": "PLANTED-NOTE", "mood": "great"}"#
      ),
      (shared, "2026-11-16", #"{"state": "skipped"}"#),
      (unshared, "2026-11-17", #"{"state": "done", "note": "HIDDEN-NOTE"}"#),
    ] {
      let put = try await app.send(
        .put, "/api/v1/habits/\(habit)/checkins/\(day)", json: body, as: ann)
      #expect(put.status == .ok, "\(put.text)")
    }
    let partnership = try await partners(app, inviter: ann, "bob@example.com", invitee: bob)
    let share = try await app.send(
      .put, "/api/v1/partners/\(partnership)/shares/\(shared)",
      json: #"{"displayName": "Evening habit", "includePast": true}"#, as: ann)
    #expect(share.status == .ok, "\(share.text)")
    return PartnerSetup(
      ann: ann, bob: bob, shared: shared, unshared: unshared,
      category: try #require(category.json["id"].string), partnership: partnership)
  }

  /// `inviter` invites `email`, `invitee` accepts: the partnership's id.
  static func partners(
    _ app: AccountsApp, inviter: Credential, _ email: String, invitee: Credential
  ) async throws -> String {
    let invite = try await app.send(
      .post, "/api/v1/partners/invites", json: #"{"email": "\#(email)"}"#, as: inviter)
    #expect(invite.status == .created, "\(invite.text)")
    let id = try #require(invite.json["invite"]["id"].string)
    let accepted = try await app.send(.post, "/api/v1/partners/invites/\(id)/accept", as: invitee)
    #expect(accepted.status == .ok, "\(accepted.text)")
    return try #require(accepted.json["id"].string)
  }

  /// The route's path with Ann's ids in it.
  func uri(_ route: RouteTable.Route) -> String {
    let isCategory = route.path.hasPrefix("/api/v1/categories/")
    return "/"
      + route.segments.map { segment -> String in
        switch segment {
        case "{id}": return isCategory ? category : shared
        case "{day}": return "2026-11-17"
        case "{week}": return "1"
        case "{partnerId}": return partnership
        default: return segment.hasPrefix("{") ? "nope" : segment
        }
      }.joined(separator: "/")
  }

  /// Everything of Ann's a change would show: her habits, both habits' days, her categories,
  /// her partners and shares.
  func annsData(_ app: AccountsApp) async throws -> [String] {
    var texts: [String] = []
    for uri in [
      "/api/v1/habits?filter=all", "/api/v1/categories", "/api/v1/partners",
      "/api/v1/habits/\(shared)/history?start=2026-11-01&end=2026-11-18",
      "/api/v1/habits/\(unshared)/history?start=2026-11-01&end=2026-11-18",
    ] {
      let reply = try await app.send(.get, uri, as: ann)
      #expect(reply.status == .ok, "\(uri): \(reply.text)")
      texts.append(reply.text)
    }
    return texts
  }
}
