import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer

/// Local mode stays as it was: no login, and the account routes do not exist but auth/status.
@Suite("Accounts: local mode is unchanged")
struct LocalModeTests {
  @Test func accountRoutesAnswer404ButStatus() async throws {
    try await TestApp.run { app in
      let status = try await app.get("/api/v1/auth/status")
      #expect(status.status == .ok)
      #expect(status.json == ["accounts": false, "signedIn": false])
      for (method, uri) in [
        (HTTPRequest.Method.post, "/api/v1/auth/register"), (.post, "/api/v1/auth/sign-in"),
        (.post, "/api/v1/auth/sign-out"), (.post, "/api/v1/auth/token"), (.get, "/api/v1/me"),
        (.patch, "/api/v1/me"), (.delete, "/api/v1/me"), (.post, "/api/v1/me/password"),
        (.get, "/api/v1/me/tokens"), (.post, "/api/v1/me/tokens"),
        (.delete, "/api/v1/me/tokens/x"), (.post, "/api/v1/invites"),
      ] {
        let reply = try await app.send(
          method, uri, json: method == .get || method == .delete ? nil : "{}")
        #expect(reply.status == .notFound, "\(method) \(uri)")
      }
      // No credentials needed for the data.
      #expect(try await app.get("/api/v1/habits").status == .ok)
    }
  }
}
