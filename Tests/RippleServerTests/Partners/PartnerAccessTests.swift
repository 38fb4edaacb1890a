import HTTPTypes
import Hummingbird
import RippleCore
import RippleServices
import Testing

@testable import RippleServer

/// A partner reads only what a live grant shows, on every route of the API document: Bob tries
/// each route with Ann's ids (and every read without ids), and never sees a value, note, name
/// or category of Ann's beyond the shared habit's display name and day states; no write of his
/// changes anything of hers. Runs on SQLite and, with RIPPLE_TEST_STORE=postgres, PostgreSQL.
@Suite("Partners: what a partner's credentials reach")
struct PartnerAccessTests {
  /// Routes Bob may legitimately use on his own account, tried elsewhere: they would end his
  /// session or the partnership the loop relies on.
  static let own: Set<String> = [
    "DELETE /api/v1/partners/{partnerId}", "DELETE /api/v1/me", "POST /api/v1/auth/logout",
  ]

  @Test func aPartnerReadsOnlyTheGrantAndWritesNothingOfTheOwners() async throws {
    try await AccountsApp.run { app in
      let setup = try await PartnerSetup.make(app)
      let before = try await setup.annsData(app)

      var tried = 0
      for route in IsolationTests.routes where route.path.hasPrefix("/api/v1/") {
        let name = "\(route.method) \(route.path)"
        guard !Self.own.contains(name) else { continue }
        let hasIDs = route.segments.contains { $0.hasPrefix("{") }
        guard route.method == "GET" || hasIDs else { continue }
        let method = HTTPRequest.Method(route.method)!
        let reply = try await app.send(
          method, setup.uri(route), json: IsolationTests.body(route), as: setup.bob)
        for secret in PartnerSetup.planted {
          #expect(
            !reply.text.contains(secret), "\(name) shows \(secret): \(reply.text.prefix(300))")
        }
        if method != .get {
          #expect(!reply.status.isSuccess, "\(name) answered \(reply.status) to Bob with Ann's ids")
        }
        tried += 1
      }
      #expect(tried > 40)
      #expect(try await setup.annsData(app) == before, "a request of Bob's changed Ann's data")

      // What the grant shows: the display name and day states, and nothing else.
      let shared = try await app.send(.get, "/api/v1/shared", as: setup.bob)
      #expect(shared.status == .ok)
      let habits = shared.json["partners"][0]["habits"].array
      #expect(habits.count == 1)
      #expect(habits.first?["name"].string == "Evening habit")
      let days = habits.first?["days"].array ?? []
      #expect(days.count == 84)
      let state = { (day: String) in days.first { $0["day"].string == day }?["state"].string }
      #expect(state("2026-11-17") == "done")
      #expect(state("2026-11-16") == "skipped")
      #expect(state("2026-11-18") == "pending")
      #expect(state("2026-11-19") == "upcoming")
      #expect(habits.first?["week"]["text"].string == "1 of 7 this week")
      let one = try await app.send(
        .get, "/api/v1/shared/\(setup.partnership)/habits/\(setup.shared)", as: setup.bob)
      #expect(one.status == .ok)
      #expect(one.json["name"].string == "Evening habit")
      #expect(
        Set(one.json.keys) == [
          "id", "name", "scheduleText", "today", "firstWeekday", "days", "week",
        ])
    }
  }

  /// A habit the grant never named, an ended grant, an expired one and a declined invitation
  /// all answer as a habit that does not exist: the same status, code and words.
  @Test func anEndedExpiredOrDeclinedGrantAnswersAsAHabitThatDoesNotExist() async throws {
    try await AccountsApp.run { app in
      let setup = try await PartnerSetup.make(app)
      func sharedHabit(
        _ habit: String, as who: Credential, in partnership: String? = nil
      )
        async throws -> (HTTPResponse.Status, String?, String?)
      {
        let reply = try await app.send(
          .get, "/api/v1/shared/\(partnership ?? setup.partnership)/habits/\(habit)", as: who)
        return (
          reply.status, reply.errorCode,
          reply.json["error"]["message"].string?.replacingOccurrences(of: habit, with: "ID")
        )
      }
      let control = try await sharedHabit("no-such-habit", as: setup.bob)
      #expect(control.0 == .notFound)
      let plain = try await app.send(.get, "/api/v1/habits/no-such-habit", as: setup.bob)
      #expect(plain.errorCode == control.1)

      // Never granted.
      #expect(try await sharedHabit(setup.unshared, as: setup.bob) == control)

      // Ended.
      let unshare = try await app.send(
        .delete, "/api/v1/partners/\(setup.partnership)/shares/\(setup.shared)", as: setup.ann)
      #expect(unshare.status == .noContent)
      #expect(try await sharedHabit(setup.shared, as: setup.bob) == control)
      let list = try await app.send(.get, "/api/v1/shared", as: setup.bob)
      #expect(list.json["partners"][0]["habits"].array.isEmpty)

      // Expired: shared until today, gone tomorrow by the server's clock.
      let until = try await app.send(
        .put, "/api/v1/partners/\(setup.partnership)/shares/\(setup.shared)",
        json: #"{"until": "2026-11-18"}"#, as: setup.ann)
      #expect(until.status == .ok, "\(until.text)")
      #expect(try await sharedHabit(setup.shared, as: setup.bob).0 == .ok)
      app.clock.now += 24 * 60 * 60 * 1000
      #expect(try await sharedHabit(setup.shared, as: setup.bob) == control)
      // A day the client names changes nothing: the grant is judged on the server's day.
      let pinned = try await app.send(
        .get, "/api/v1/shared/\(setup.partnership)/habits/\(setup.shared)?day=2026-11-18",
        as: setup.bob)
      #expect(pinned.status == .notFound)

      // Declined: Cy declines Ann's invitation, and reads nothing of hers.
      let cy = try await app.register("cy@example.com")
      let invite = try await app.send(
        .post, "/api/v1/partners/invites", json: #"{"email": "cy@example.com"}"#, as: setup.ann)
      let inviteID = try #require(invite.json["invite"]["id"].string)
      let declined = try await app.send(
        .post, "/api/v1/partners/invites/\(inviteID)/decline", as: cy)
      #expect(declined.status == .noContent)
      #expect(try await sharedHabit(setup.shared, as: cy, in: inviteID) == control)
      let accept = try await app.send(.post, "/api/v1/partners/invites/\(inviteID)/accept", as: cy)
      #expect(accept.status == .notFound)
      #expect(try await app.send(.get, "/api/v1/shared", as: cy).json["partners"].array.isEmpty)
    }
  }

  @Test func eitherSideEndsThePartnershipAtOnceAndAnAccountGoingEndsIt() async throws {
    try await AccountsApp.run { app in
      let setup = try await PartnerSetup.make(app)
      let end = try await app.send(.delete, "/api/v1/partners/\(setup.partnership)", as: setup.bob)
      #expect(end.status == .noContent)
      #expect(
        try await app.send(.get, "/api/v1/shared", as: setup.bob).json["partners"].array.isEmpty)
      #expect(
        try await app.send(.get, "/api/v1/partners", as: setup.ann).json["partners"].array.isEmpty)
      let again = try await app.send(
        .delete, "/api/v1/partners/\(setup.partnership)", as: setup.ann)
      #expect(again.status == .notFound)

      // Partners again, then Ann's account goes: Bob sees nothing of it.
      let renewed = try await PartnerSetup.partners(
        app, inviter: setup.bob, "ann@example.com", invitee: setup.ann)
      let share = try await app.send(
        .put, "/api/v1/partners/\(renewed)/shares/\(setup.shared)", json: "{}", as: setup.ann)
      #expect(share.status == .ok)
      #expect(
        try await app.send(.get, "/api/v1/shared", as: setup.bob).json["partners"][0]["habits"]
          .array.count == 1)
      let gone = try await app.send(
        .delete, "/api/v1/me", json: #"{"password": "\#(AccountsApp.password)"}"#, as: setup.ann)
      #expect(gone.status == .noContent, "\(gone.text)")
      #expect(
        try await app.send(.get, "/api/v1/shared", as: setup.bob).json["partners"].array.isEmpty)
      #expect(
        try await app.send(.get, "/api/v1/partners", as: setup.bob).json["partners"].array.isEmpty)
    }
  }

  @Test func partnershipsAreManagedSignedInNeverWithAnAccessToken() async throws {
    try await AccountsApp.run { app in
      let setup = try await PartnerSetup.make(app)
      let made = try await app.send(
        .post, "/api/v1/me/tokens", json: #"{"name": "CLI"}"#, as: setup.ann)
      let token = Credential.bearer(try #require(made.json["token"].string))
      #expect(try await app.send(.get, "/api/v1/partners", as: token).status == .ok)
      for (method, uri, json) in [
        (HTTPRequest.Method.post, "/api/v1/partners/invites", #"{"link": true}"#),
        (.put, "/api/v1/partners/\(setup.partnership)/shares/\(setup.unshared)", "{}"),
        (.delete, "/api/v1/partners/\(setup.partnership)", nil),
      ] {
        let reply = try await app.send(method, uri, json: json, as: token)
        #expect(reply.status == .forbidden, "\(method) \(uri): \(reply.text)")
        #expect(reply.errorCode == "insufficient_scope")
      }
      #expect(
        try await app.send(.get, "/api/v1/shared", as: setup.bob).json["partners"][0]["habits"]
          .array.count == 1)
    }
  }

  @Test func invitingAnAddressNobodyHasAnswersAsInvitingOneSomebodyHas() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      _ = try await app.register("bob@example.com")
      let known = try await app.send(
        .post, "/api/v1/partners/invites", json: #"{"email": "bob@example.com"}"#, as: ann)
      let unknown = try await app.send(
        .post, "/api/v1/partners/invites", json: #"{"email": "nobody@example.com"}"#, as: ann)
      #expect(known.status == .created && unknown.status == .created)
      #expect(Set(known.json.keys) == Set(unknown.json.keys))
      #expect(Set(known.json["invite"].keys) == Set(unknown.json["invite"].keys))
      for (body, field) in [
        (#"{"email": "not an address"}"#, "email"), (#"{"email": "ann@example.com"}"#, "email"),
        (#"{"email": "bob@example.com"}"#, "email"), ("{}", "email"),
        (#"{"email": "x@example.com", "link": true}"#, "link"),
      ] {
        let refused = try await app.send(.post, "/api/v1/partners/invites", json: body, as: ann)
        #expect(refused.status == .unprocessableContent, "\(body): \(refused.text)")
        #expect(refused.json["error"]["field"].string == field)
      }
    }
  }

  /// A name far past its limit is refused by name, not as a body too large.
  @Test func aLongOtherNameIsRefusedNamingIt() async throws {
    try await AccountsApp.run { app in
      let setup = try await PartnerSetup.make(app)
      let long = String(repeating: "🏃\u{200D}♀\u{FE0F}", count: 400)
      let reply = try await app.send(
        .put, "/api/v1/partners/\(setup.partnership)/shares/\(setup.shared)",
        json: #"{"displayName": "\#(long)", "until": "not a day"}"#, as: setup.ann)
      #expect(reply.status == .unprocessableContent, "\(reply.text)")
      #expect(["displayName", "until"].contains(reply.json["error"]["field"].string ?? ""))
    }
  }

  @Test func aLinkIsSingleUseAndExpires() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let bob = try await app.register("bob@example.com")
      let cy = try await app.register("cy@example.com")
      let made = try await app.send(
        .post, "/api/v1/partners/invites", json: #"{"link": true}"#, as: ann)
      let token = try #require(made.json["link"]["token"].string)
      #expect(made.json["link"]["path"].string == "/#/partners/join/\(token)")
      #expect(
        try await app.send(
          .post, "/api/v1/partners/join", json: #"{"token": "\#(token)"}"#, as: ann
        ).status == .notFound)
      let joined = try await app.send(
        .post, "/api/v1/partners/join", json: #"{"token": "\#(token)"}"#, as: bob)
      #expect(joined.status == .ok, "\(joined.text)")
      #expect(joined.json["name"].string == "ann@example.com")
      #expect(
        try await app.send(.post, "/api/v1/partners/join", json: #"{"token": "\#(token)"}"#, as: cy)
          .status == .notFound)
      // Kept as a digest: the secret itself is stored nowhere.
      let annID = UserID(
        try #require(try await app.send(.get, "/api/v1/me", as: ann).json["id"].string))
      let second = try await app.send(
        .post, "/api/v1/partners/invites", json: #"{"link": true}"#, as: ann)
      let secondToken = try #require(second.json["link"]["token"].string)
      let stored = try await app.store.partnerInvites(sentBy: annID, orTo: "ann@example.com")
      #expect(stored.count == 1)
      #expect(stored.first?.linkDigest == SecretToken.digest(of: secondToken))
      #expect(stored.first.map { "\($0)" }?.contains(secondToken) == false)

      let late = try await app.send(
        .post, "/api/v1/partners/invites", json: #"{"link": true}"#, as: ann)
      let lateToken = try #require(late.json["link"]["token"].string)
      app.clock.now += 7 * 24 * 60 * 60 * 1000
      #expect(
        try await app.send(
          .post, "/api/v1/partners/join", json: #"{"token": "\#(lateToken)"}"#, as: cy
        ).status == .notFound)
    }
  }
}

extension HTTPResponse.Status {
  var isSuccess: Bool { (200..<300).contains(code) }
}
