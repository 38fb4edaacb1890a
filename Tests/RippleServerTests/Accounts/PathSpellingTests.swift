import HTTPTypes
import Hummingbird
import RippleCore
import Testing

@testable import RippleServer

/// The router skips empty segments, so a policy that read the path as written could be walked
/// around by spelling it differently. Every operation of the API document, under every
/// spelling here, answers as its canonical route would without credentials (401) or is refused
/// (400 `non_canonical_path`, 404); none runs, and no row for an anonymous user appears.
@Suite("Accounts: no spelling of a path gets past sign-in, rate limits or body types")
struct PathSpellingTests {
  /// Other spellings of `path` (which starts with `/api/v1/`).
  static func spellings(of path: String) -> [String] {
    let rest = String(path.dropFirst("/api/v1/".count))
    return [
      "/" + path,
      "/api//v1/" + rest,
      "/api/v1//" + rest,
      "/./api/v1/" + rest,
      "/api/v1/x/../" + rest,
      "/api%2Fv1/" + rest,
      "/api%2fv1%2F" + rest,
      path + "/",
      "/API/v1/" + rest,
      "/%61pi/v1/" + rest,
      "/api/v1/./" + rest,
      "/api\\v1/" + rest,
    ]
  }

  static var operations: [(method: HTTPRequest.Method, path: String)] {
    RouteTable(openAPI: ServerResources.openAPIDocument).routes
      .filter { $0.path.hasPrefix("/api/v1/") }
      .map { route in
        let path =
          "/" + route.segments.map { $0.hasPrefix("{") ? "2026-11-18" : $0 }.joined(separator: "/")
        return (HTTPRequest.Method(route.method)!, path)
      }
  }

  @Test func noSpellingOfAnyOperationRunsWithoutSigningIn() async throws {
    try await AccountsApp.run { app in
      _ = try await app.register("ann@example.com")
      let operations = Self.operations
      #expect(operations.count >= 40)
      for (method, path) in operations {
        for spelled in Self.spellings(of: path) {
          let reply = try await app.send(method, spelled, json: method == .get ? nil : "{}")
          let refused =
            reply.status == .unauthorized || reply.status == .notFound
            || (reply.status == .badRequest && reply.errorCode == "non_canonical_path")
          #expect(refused, "\(method) \(spelled) answered \(reply.status): \(reply.text)")
        }
      }
      #expect(try await app.store.changeSequence(for: AuthMiddleware.nobody) == 0)
      #expect(try await app.store.habits(for: AuthMiddleware.nobody, filter: .all).isEmpty)
      #expect(try await app.store.accounts().count == 1)
    }
  }

  @Test func noSpellingEscapesTheRateLimit() async throws {
    try await AccountsApp.run(rateLimit: 2) { app in
      let ann = try await app.register("ann@example.com")
      for _ in 1...2 {
        #expect(try await app.send(.get, "/api/v1/habits", as: ann).status == .ok)
      }
      for spelled in Self.spellings(of: "/api/v1/habits") + Self.spellings(of: "/api/v1/today") {
        let reply = try await app.send(.get, spelled, as: ann)
        #expect(
          [.tooManyRequests, .badRequest, .notFound].contains(reply.status),
          "GET \(spelled) answered \(reply.status)")
      }
    }
  }

  @Test func noSpellingEscapesTheBodyTypeRule() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      for spelled in Self.spellings(of: "/api/v1/habits") {
        let reply = try await app.send(
          .post, spelled, as: ann, headers: [.contentType: "text/plain"],
          body: #"{"name": "Read"}"#)
        #expect(
          [.unsupportedMediaType, .badRequest, .notFound].contains(reply.status),
          "POST \(spelled) answered \(reply.status)")
      }
      let owner = try #require(try await app.store.accounts().first)
      #expect(try await app.store.habits(for: owner.id, filter: .all).isEmpty)
    }
  }

  @Test func theFileServerNeverRedirectsToAnotherHost() async throws {
    try await AccountsApp.run { app in
      for path in ["//js", "//example.com", "//example.com/", "///js", "/\\example.com"] {
        let reply = try await app.send(.get, path)
        #expect(reply.status == .badRequest, "GET \(path) answered \(reply.status)")
        #expect(reply.headers[.location] == nil)
      }
    }
  }
}
