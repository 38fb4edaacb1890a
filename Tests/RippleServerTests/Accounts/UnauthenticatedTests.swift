import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer

/// No route of the OpenAPI document can be reached without signing in, except these.
@Suite("Accounts: every route needs authentication")
struct UnauthenticatedTests {
  static let publicRoutes: Set<String> = [
    "GET /health", "GET /api/openapi.yaml", "GET /api/v1/auth/status",
    "POST /api/v1/auth/register", "POST /api/v1/auth/sign-in", "POST /api/v1/auth/token",
    // Calendar apps cannot sign in: the feed's own secret token says whose it is.
    "GET /api/v1/calendar.ics",
  ]

  @Test func everyOtherRouteAnswers401() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      let routes = RouteTable(openAPI: ServerResources.openAPIDocument).routes
      #expect(routes.count >= 40)
      for route in routes where !Self.publicRoutes.contains("\(route.method) \(route.path)") {
        let uri =
          "/" + route.segments.map { $0.hasPrefix("{") ? "2026-11-18" : $0 }.joined(separator: "/")
        for credential: Credential? in [
          nil, .cookie("forged"), .bearer("rpl_forged"), .bearer("a.b.c"),
        ] {
          let reply = try await app.send(
            HTTPRequest.Method(route.method)!, uri, json: route.method == "GET" ? nil : "{}",
            as: credential)
          #expect(
            reply.status == .unauthorized, "\(route.method) \(route.path) answered \(reply.status)")
          #expect(reply.errorCode == "unauthenticated")
        }
      }
    }
  }

  @Test func publicRoutesAnswerWithoutSigningIn() async throws {
    try await AccountsApp.run { app in
      for path in ["/health", "/api/openapi.yaml", "/api/v1/auth/status", "/"] {
        let reply = try await app.send(.get, path)
        #expect(reply.status == .ok, "\(path)")
      }
    }
  }
}
