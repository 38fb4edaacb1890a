import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer
@testable import RippleServices

/// Sign-up tells nothing about which emails have accounts to whoever has no invite, costs no
/// bcrypt before every cheap check passed, and is limited per client address.
@Suite("Accounts: sign-up without enumeration or floods")
struct SignUpEnumerationTests {
  func register(_ app: AccountsApp, _ email: String, invite: String?) async throws -> Reply {
    let inviteField = invite.map { #", "inviteCode": "\#($0)""# } ?? ""
    return try await app.send(
      .post, "/api/v1/auth/register",
      json: #"{"email": "\#(email)", "password": "\#(AccountsApp.password)"\#(inviteField)}"#)
  }

  @Test(arguments: [nil, "", "not-a-real-code"])
  func withoutAGoodInviteATakenEmailAnswersAsAFreeOne(_ invite: String?) async throws {
    try await AccountsApp.run(registration: .invite) { app in
      _ = try await app.register("ann@example.com")
      let work = app.hashWork

      let taken = try await register(app, "ann@example.com", invite: invite)
      let free = try await register(app, "zed@example.com", invite: invite)
      #expect(taken.status == .unprocessableContent)
      #expect(taken.json["error"]["field"] == "inviteCode")
      #expect(taken.status == free.status)
      #expect(taken.text == free.text)
      // Refused before any bcrypt work.
      #expect(app.hashWork == work)
      #expect(try await app.store.accountCount() == 1)
    }
  }

  @Test func aUsedInviteAnswersTheSameForATakenAndAFreeEmail() async throws {
    try await AccountsApp.run(registration: .invite) { app in
      let admin = try await app.register("ann@example.com")
      let code = try #require(
        try await app.send(.post, "/api/v1/invites", as: admin).json["code"].string)
      _ = try await app.register("bob@example.com", invite: code)
      let work = app.hashWork

      let taken = try await register(app, "ann@example.com", invite: code)
      let free = try await register(app, "zed@example.com", invite: code)
      #expect(taken.status == .unprocessableContent)
      #expect(taken.text == free.text)
      #expect(app.hashWork == work)
    }
  }

  /// With a good invite (or open registration) a taken email is a conflict, found before the
  /// password is hashed; the invite is not used up by it.
  @Test func aTakenEmailIsRefusedBeforeThePasswordIsHashed() async throws {
    try await AccountsApp.run(registration: .invite) { app in
      let admin = try await app.register("ann@example.com")
      let code = try #require(
        try await app.send(.post, "/api/v1/invites", as: admin).json["code"].string)
      let work = app.hashWork

      let taken = try await register(app, "ANN@example.com", invite: code)
      #expect(taken.status == .conflict)
      #expect(app.hashWork == work)
      _ = try await app.register("bob@example.com", invite: code)
    }
  }

  @Test func thePublicAuthRoutesAreLimitedPerAddress() async throws {
    try await AccountsApp.run(trustProxy: true, configure: { $0.authRouteLimit = 3 }) { app in
      func from(_ address: String) -> HTTPFields {
        [.init("X-Forwarded-For")!: address]
      }
      let credentials = #"{"email": "ann@example.com", "password": "wrong guess"}"#
      for _ in 1...3 {
        let reply = try await app.send(
          .post, "/api/v1/auth/sign-in", json: credentials, headers: from("203.0.113.7"))
        #expect(reply.status == .unauthorized)
      }
      app.clock.now += 15_000
      for route in ["register", "sign-in", "token"] {
        let refused = try await app.send(
          .post, "/api/v1/auth/\(route)", json: credentials, headers: from("203.0.113.7"))
        #expect(refused.status == .tooManyRequests, "\(route)")
        #expect(refused.errorCode == "too_many_requests")
        #expect(refused.headers[.retryAfter] == "45")
      }
      // Another address has its own budget; the first one's comes back after the minute.
      let elsewhere = try await app.send(
        .post, "/api/v1/auth/sign-in", json: credentials, headers: from("198.51.100.2"))
      #expect(elsewhere.status == .unauthorized)
      app.clock.now += 45_000
      let again = try await app.send(
        .post, "/api/v1/auth/sign-in", json: credentials, headers: from("203.0.113.7"))
      #expect(again.status == .unauthorized)
    }
  }

  @Test func theDefaultIsTwentyAMinutePerAddress() {
    #expect(AccountsConfiguration().authRouteLimit == 20)
  }
}
