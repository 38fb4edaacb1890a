import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer

/// `X-Forwarded-Proto` says which origin the browser used only when a trusted proxy sent it:
/// without `--trust-proxy` a client could send it to pass an `https` origin on plain http.
@Suite("Accounts: forwarded scheme and the same-origin check")
struct TrustProxyOriginTests {
  @Test(arguments: [false, true])
  func theForwardedSchemeCountsBehindATrustedProxyOnly(_ trusted: Bool) async throws {
    try await AccountsApp.run(trustProxy: trusted) { app in
      let reply = try await app.send(
        .post, "/api/v1/auth/register",
        json: #"{"email": "ann@example.com", "password": "\#(AccountsApp.password)"}"#,
        headers: [.origin: "https://localhost", .init("X-Forwarded-Proto")!: "https"])
      if trusted {
        #expect(reply.status == .created, "\(reply.text)")
      } else {
        #expect(reply.status == .forbidden)
        #expect(reply.errorCode == "cross_site")
        #expect(try await app.store.accountCount() == 0)
      }
    }
  }
}
