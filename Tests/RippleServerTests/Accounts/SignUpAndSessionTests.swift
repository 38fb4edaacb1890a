import HTTPTypes
import Hummingbird
import RippleCore
import Testing

@testable import RippleServer

@Suite("Accounts: sign-up, sign-in and sessions")
struct SignUpAndSessionTests {
  @Test func registerSetsAHardenedSessionCookieAndMeAnswers() async throws {
    try await AccountsApp.run { app in
      let reply = try await app.send(
        .post, "/api/v1/auth/register",
        json:
          #"{"email": " Ann@Example.com ", "password": "\#(AccountsApp.password)", "timeZone": "Asia/Tokyo"}"#
      )

      #expect(reply.status == .created)
      let cookie = try #require(reply.headers[.setCookie])
      #expect(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/"))
      #expect(cookie.contains("Max-Age=2592000") && !cookie.contains("Secure"))
      #expect(reply.json["user"]["email"] == "ann@example.com")
      #expect(reply.json["user"]["isAdmin"] == true)
      let me = try await app.send(.get, "/api/v1/me", as: reply.sessionCookie)
      #expect(me.status == .ok)
      #expect(me.json["timeZone"] == "Asia/Tokyo")
      #expect(me.json["createdAt"].int == Int(TestClock.wednesdayMorning))
    }
  }

  @Test(arguments: [false, true])
  func theCookieIsSecureBehindATrustedTLSProxyOnly(_ trusted: Bool) async throws {
    try await AccountsApp.run(trustProxy: trusted) { app in
      let headers: HTTPFields = [.init("X-Forwarded-Proto")!: "https"]
      let reply = try await app.send(
        .post, "/api/v1/auth/register",
        json: #"{"email": "ann@example.com", "password": "\#(AccountsApp.password)"}"#,
        headers: headers)
      // Without --trust-proxy the header is not believed: a client could forge it.
      #expect(reply.headers[.setCookie]?.contains("; Secure") == trusted)
      let out = try await app.send(
        .post, "/api/v1/auth/sign-out", as: reply.sessionCookie, headers: headers)
      #expect(out.headers[.setCookie]?.contains("; Secure") == trusted)
    }
  }

  @Test func aTimeZoneGivenAtSignUpMustBeKnown() async throws {
    try await AccountsApp.run { app in
      let reply = try await app.send(
        .post, "/api/v1/auth/register",
        json:
          #"{"email": "ann@example.com", "password": "\#(AccountsApp.password)", "timeZone": "Mars/Olympus"}"#
      )
      #expect(reply.status == .unprocessableContent)
      #expect(reply.json["error"]["field"] == "timeZone")
      #expect(try await app.store.accountCount() == 0)
    }
  }

  @Test func signOutRevokesTheSessionOnTheServer() async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      _ = try await app.createHabit("Read", as: cookie)

      let out = try await app.send(.post, "/api/v1/auth/sign-out", as: cookie)
      #expect(out.status == .noContent)
      #expect(out.headers[.setCookie]?.contains("Max-Age=0") == true)
      let after = try await app.send(.get, "/api/v1/habits", as: cookie)
      #expect(after.status == .unauthorized)
      #expect(after.errorCode == "unauthenticated")
    }
  }

  @Test func signInGivesANewSessionOnTheSameData() async throws {
    try await AccountsApp.run { app in
      let first = try await app.register("ann@example.com")
      let id = try await app.createHabit("Read", as: first)

      let reply = try await app.send(
        .post, "/api/v1/auth/sign-in",
        json: #"{"email": "ANN@example.com", "password": "\#(AccountsApp.password)"}"#)
      #expect(reply.status == .ok)
      let habits = try await app.send(.get, "/api/v1/habits", as: reply.sessionCookie)
      #expect(habits.json["habits"].array.map { $0["id"] } == [.string(id)])
    }
  }

  @Test func aWrongPasswordAndAnUnknownEmailGetTheSameAnswer() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      let wrong = try await app.send(
        .post, "/api/v1/auth/sign-in",
        json: #"{"email": "ann@example.com", "password": "nope nope"}"#)
      let unknown = try await app.send(
        .post, "/api/v1/auth/sign-in",
        json: #"{"email": "zed@example.com", "password": "\#(AccountsApp.password)"}"#)

      #expect(wrong.status == .unauthorized)
      #expect(wrong.status == unknown.status)
      #expect(wrong.json == unknown.json)
      #expect(wrong.headers[.setCookie] == nil)
    }
  }

  @Test func passwordsAreCheckedAtSignUp() async throws {
    try await AccountsApp.run { app in
      for (password, message) in [
        ("short", "at least 8 characters"), ("password123", "most common"),
        ("qwertyuiop", "most common"), (String(repeating: "é", count: 40), "at most 72 bytes"),
        ("ann@example.com", "email address"),
      ] {
        let reply = try await app.send(
          .post, "/api/v1/auth/register",
          json: #"{"email": "ann@example.com", "password": "\#(password)"}"#)
        #expect(reply.status == .unprocessableContent, "\(password)")
        #expect(reply.json["error"]["field"] == "password")
        #expect(reply.json["error"]["message"].string?.contains(message) == true, "\(reply.text)")
      }
      let badEmail = try await app.send(
        .post, "/api/v1/auth/register", json: #"{"email": "ann", "password": "a long passphrase"}"#)
      #expect(badEmail.json["error"]["field"] == "email")
      #expect(try await app.store.accountCount() == 0)
    }
  }

  /// An email is read scalar by scalar, as the API document's pattern has it: a combining mark
  /// after a second `@` or after a space inside does not hide it.
  @Test(arguments: [
    #"ann"#, #"@example.com"#, #"ann@"#, #"ann@@example.com"#, #"ann@ex@\u0301ample.com"#,
    #"an \u0301n@example.com"#, #"ann@example\u00A0.com"#,
  ])
  func anEmailThatIsNotOneIsRefusedOnItsField(_ email: String) async throws {
    try await AccountsApp.run { app in
      let reply = try await app.send(
        .post, "/api/v1/auth/register",
        json: #"{"email": "\#(email)", "password": "a long passphrase"}"#)
      #expect(reply.status == .unprocessableContent, "\(email): \(reply.text)")
      #expect(reply.json["error"]["field"] == "email")
      #expect(try await app.store.accountCount() == 0)
    }
  }

  @Test func whiteSpaceAroundAnEmailIsTrimmedEvenBeforeACombiningMark() async throws {
    try await AccountsApp.run { app in
      let reply = try await app.send(
        .post, "/api/v1/auth/register",
        json: #"{"email": " \u0301ann@example.com\u3000", "password": "a long passphrase"}"#)
      #expect(reply.status == .created, "\(reply.text)")
      #expect(reply.json["user"]["email"] == "\u{301}ann@example.com")
    }
  }

  @Test func aTakenEmailIsAConflict() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      let reply = try await app.send(
        .post, "/api/v1/auth/register",
        json: #"{"email": "ANN@example.com", "password": "another long one"}"#)
      #expect(reply.status == .conflict)
    }
  }

  @Test func inviteModeNeedsACodeFromAnAdminAfterTheFirstAccount() async throws {
    try await AccountsApp.run(registration: .invite) { app in
      let admin = try await app.register("ann@example.com")
      let refused = try await app.send(
        .post, "/api/v1/auth/register",
        json: #"{"email": "bob@example.com", "password": "\#(AccountsApp.password)"}"#)
      #expect(refused.status == .unprocessableContent)
      #expect(refused.json["error"]["field"] == "inviteCode")

      let invite = try await app.send(.post, "/api/v1/invites", as: admin)
      #expect(invite.status == .created)
      let code = try #require(invite.json["code"].string)
      let bob = try await app.register("bob@example.com", invite: code)
      #expect(try await app.send(.get, "/api/v1/me", as: bob).json["isAdmin"] == false)
      #expect(try await app.send(.post, "/api/v1/invites", as: bob).status == .forbidden)
      // The code was used up.
      let again = try await app.send(
        .post, "/api/v1/auth/register",
        json:
          #"{"email": "cid@example.com", "password": "\#(AccountsApp.password)", "inviteCode": "\#(code)"}"#
      )
      #expect(again.status == .unprocessableContent)
    }
  }

  @Test func closedRegistrationRefusesEveryone() async throws {
    try await AccountsApp.run(registration: .closed) { app in
      let reply = try await app.send(
        .post, "/api/v1/auth/register",
        json: #"{"email": "ann@example.com", "password": "\#(AccountsApp.password)"}"#)
      #expect(reply.status == .forbidden)
      #expect(reply.errorCode == "registration_closed")
    }
  }

  @Test func theStatusSaysWhoIsSignedIn() async throws {
    try await AccountsApp.run(registration: .invite) { app in
      let before = try await app.send(.get, "/api/v1/auth/status")
      #expect(before.json == ["accounts": true, "registration": "invite", "signedIn": false])
      let cookie = try await app.register("ann@example.com")
      let after = try await app.send(.get, "/api/v1/auth/status", as: cookie)
      #expect(after.json["signedIn"] == true)
    }
  }

  @Test func changingThePasswordKeepsThisSessionAndEndsTheOthers() async throws {
    try await AccountsApp.run { app in
      let here = try await app.register("ann@example.com")
      let elsewhere = try #require(
        try await app.send(
          .post, "/api/v1/auth/sign-in",
          json: #"{"email": "ann@example.com", "password": "\#(AccountsApp.password)"}"#
        ).sessionCookie)

      let wrong = try await app.send(
        .post, "/api/v1/me/password",
        json: #"{"currentPassword": "not it at all", "newPassword": "a brand new phrase"}"#,
        as: here)
      #expect(wrong.status == .forbidden)
      #expect(wrong.json["error"]["field"] == "currentPassword")
      let changed = try await app.send(
        .post, "/api/v1/me/password",
        json:
          #"{"currentPassword": "\#(AccountsApp.password)", "newPassword": "a brand new phrase"}"#,
        as: here)
      #expect(changed.status == .noContent)
      #expect(try await app.send(.get, "/api/v1/me", as: here).status == .ok)
      #expect(try await app.send(.get, "/api/v1/me", as: elsewhere).status == .unauthorized)
      let signIn = try await app.send(
        .post, "/api/v1/auth/sign-in",
        json: #"{"email": "ann@example.com", "password": "a brand new phrase"}"#)
      #expect(signIn.status == .ok)
    }
  }

  @Test func deletingTheAccountAsksForThePasswordAndRemovesItsData() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      let bob = try await app.register("bob@example.com")
      _ = try await app.createHabit("Run", as: bob)
      let bobID = UserID(
        try #require(try await app.send(.get, "/api/v1/me", as: bob).json["id"].string))

      let wrong = try await app.send(
        .delete, "/api/v1/me", json: #"{"password": "nope nope"}"#, as: bob)
      #expect(wrong.status == .forbidden)
      let deleted = try await app.send(
        .delete, "/api/v1/me", json: #"{"password": "\#(AccountsApp.password)"}"#, as: bob)
      #expect(deleted.status == .noContent)
      #expect(try await app.store.account(bobID) == nil)
      #expect(try await app.store.habits(for: bobID, filter: .all).isEmpty)
      #expect(try await app.send(.get, "/api/v1/me", as: bob).status == .unauthorized)
    }
  }

  @Test func aSessionSlidesAndExpiresThirtyDaysAfterItsLastUse() async throws {
    try await AccountsApp.run { app in
      let cookie = try await app.register("ann@example.com")
      let day: Int64 = 24 * 3600 * 1000

      app.clock.now += 20 * day
      let used = try await app.send(.get, "/api/v1/me", as: cookie)
      #expect(used.status == .ok)
      #expect(used.headers[.setCookie]?.contains("Max-Age=2592000") == true)
      app.clock.now += 29 * day
      #expect(try await app.send(.get, "/api/v1/me", as: cookie).status == .ok)
      app.clock.now += 31 * day
      #expect(try await app.send(.get, "/api/v1/me", as: cookie).status == .unauthorized)
    }
  }
}
