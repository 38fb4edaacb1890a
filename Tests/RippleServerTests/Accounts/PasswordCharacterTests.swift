import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer
@testable import RippleServices

/// bcrypt stops at a NUL, so "Zk" would open an account whose password is "Zk\0…": no password
/// is set with a control character or a line separator, and a sign-in with one is wrong.
@Suite("Accounts: control characters in passwords")
struct PasswordCharacterTests {
  /// JSON escapes of NUL, tab, line feed, DEL, NEL and the line and paragraph separators.
  static let escapes = [#"\u0000"#, #"\t"#, #"\n"#, #"\u007f"#, #"\u0085"#, #"\u2028"#, #"\u2029"#]

  @Test(arguments: escapes)
  func signUpRefusesOne(_ escape: String) async throws {
    try await AccountsApp.run { app in
      let reply = try await app.send(
        .post, "/api/v1/auth/register",
        json: #"{"email": "ann@example.com", "password": "Zk\#(escape)correct horse battery"}"#)
      #expect(reply.status == .unprocessableContent)
      #expect(reply.json["error"]["field"] == "password")
      #expect(try await app.store.accountCount() == 0)
    }
  }

  @Test(arguments: escapes)
  func aPasswordChangeRefusesOne(_ escape: String) async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let reply = try await app.send(
        .post, "/api/v1/me/password",
        json:
          #"{"currentPassword": "\#(AccountsApp.password)", "newPassword": "Zk\#(escape)a brand new phrase"}"#,
        as: ann)
      #expect(reply.status == .unprocessableContent)
      #expect(reply.json["error"]["field"] == "newPassword")
      let signIn = try await app.send(
        .post, "/api/v1/auth/sign-in",
        json: #"{"email": "ann@example.com", "password": "\#(AccountsApp.password)"}"#)
      #expect(signIn.status == .ok)
    }
  }

  @Test func aSignInWithOneIsWrongWithoutACheck() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      let checks = app.hashWork.checks
      let reply = try await app.send(
        .post, "/api/v1/auth/sign-in",
        json: #"{"email": "ann@example.com", "password": "correct horse battery\u0000"}"#)
      #expect(reply.status == .unauthorized)
      #expect(reply.errorCode == "invalid_credentials")
      #expect(app.hashWork.checks == checks)
    }
  }

  @Test func thePolicyNamesTheProblem() {
    #expect(
      PasswordPolicy.problem(with: "Zk\u{0}correct horse battery")
        == "The password must not contain control characters or line breaks")
    #expect(PasswordPolicy.problem(with: "correct horse battery ünïcødé") == nil)
  }
}
