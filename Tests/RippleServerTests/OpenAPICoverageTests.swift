import Foundation
import Hummingbird
import RippleStore
import RippleStoreSQLite
import Testing

@testable import RippleServer

/// The OpenAPI document and the router describe the same routes: a route the document does not
/// describe fails here, and so does a documented route the server does not have.
@Suite struct OpenAPICoverageTests {
  /// "GET /api/v1/habits/{id}" for every route of the router.
  static func routerRoutes() throws -> Set<String> {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripple-openapi-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try SQLiteStore(path: folder.appendingPathComponent("ripple.sqlite").path)
    let router = buildRouter(repository: store)
    try router.validate()
    return Set(
      router.routes.map { route in
        let segments = route.path.description.split(separator: "/").map { segment in
          segment.hasPrefix(":") ? "{\(segment.dropFirst())}" : String(segment)
        }
        return "\(route.method.rawValue) /\(segments.joined(separator: "/"))"
      })
  }

  static func documentedRoutes() -> Set<String> {
    let table = RouteTable(openAPI: ServerResources.openAPIDocument)
    return Set(table.routes.map { "\($0.method) \($0.path)" })
  }

  @Test func everyRouteIsDocumented() throws {
    let undocumented = try Self.routerRoutes().subtracting(Self.documentedRoutes())
    #expect(undocumented.isEmpty, "routes missing from openapi.yaml: \(undocumented.sorted())")
  }

  @Test func everyDocumentedRouteExists() throws {
    let missing = Self.documentedRoutes().subtracting(try Self.routerRoutes())
    #expect(missing.isEmpty, "documented routes the server lacks: \(missing.sorted())")
  }

  @Test func theDocumentIsBundled() {
    let text = ServerResources.openAPIDocument
    #expect(text.hasPrefix("openapi: 3.1.0\n"))
    let routes = Self.documentedRoutes()
    #expect(routes.contains("GET /api/v1/today"))
    #expect(routes.contains("PUT /api/v1/habits/{id}/checkins/{day}"))
    #expect(routes.count >= 25)
  }

  /// Every `{name}` in a documented path is declared as a path parameter somewhere.
  @Test func pathParametersAreDeclared() {
    let text = ServerResources.openAPIDocument
    let names = Set(
      Self.documentedRoutes().flatMap { route in
        route.split(separator: "/").filter { $0.hasPrefix("{") }.map { $0.dropFirst().dropLast() }
      })
    for name in names {
      #expect(
        text.contains("name: \(name)\n      in: path")
          || text.contains("- name: \(name)\n        in: path"), "no path parameter '\(name)'")
    }
  }
}
