/// The API's routes as the OpenAPI document lists them: the one list that the 405 answer and
/// the document's coverage test read.
struct RouteTable: Sendable {
  struct Route: Hashable, Sendable {
    var method: String
    /// Segments; `{name}` matches any one segment.
    var segments: [String]

    var path: String { "/" + segments.joined(separator: "/") }
  }

  let routes: [Route]

  /// The bundled document's routes, read when a 405 first needs them rather than at every start.
  static let bundled = RouteTable(openAPI: ServerResources.openAPIDocument)

  /// Reads `paths:` of an OpenAPI document written in block style (two-space indents).
  init(openAPI yaml: String) {
    var routes: [Route] = []
    var inPaths = false
    var currentPath: [String]?
    let methods: Set<String> = ["get", "put", "post", "patch", "delete", "head", "options"]
    for line in yaml.split(separator: "\n", omittingEmptySubsequences: true) {
      if !line.hasPrefix(" ") {
        inPaths = line.hasPrefix("paths:")
        continue
      }
      guard inPaths else { continue }
      if line.hasPrefix("  /"), !line.hasPrefix("   ") {
        let path = line.dropFirst(2).dropLast(line.hasSuffix(":") ? 1 : 0)
        currentPath = path.split(separator: "/").map(String.init)
      } else if line.hasPrefix("    "), !line.hasPrefix("     "), let segments = currentPath {
        let key = line.dropFirst(4).prefix { $0 != ":" }
        if methods.contains(String(key)) {
          routes.append(Route(method: key.uppercased(), segments: segments))
        }
      }
    }
    self.routes = routes
  }

  /// The methods routes on `path` accept. As in the router, a literal segment wins over a
  /// `{name}` one: `/api/v1/habits/order` has the reorder route's methods only.
  func methods(forPath path: String) -> [String] {
    let segments = path.split(separator: "/").map(String.init)
    let matching = routes.filter { route in
      route.segments.count == segments.count
        && zip(route.segments, segments).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
    }
    let literals = { (route: Route) in route.segments.map { $0.hasPrefix("{") ? 0 : 1 } }
    guard let best = matching.map(literals).max(by: { $0.lexicographicallyPrecedes($1) }) else {
      return []
    }
    return matching.filter { literals($0) == best }.map(\.method)
  }
}
