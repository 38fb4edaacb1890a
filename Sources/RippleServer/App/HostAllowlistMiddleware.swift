import Hummingbird
import RippleWire

/// Refuses requests whose `Host` is not one this server answers to (421), so a page on a
/// DNS-rebinding name (`evil.example` resolving to 127.0.0.1) cannot read the API or the app.
/// Loopback names and addresses are always allowed, with any port; other names only when the
/// user lists them (`ripple serve --allowed-host NAME`).
struct HostAllowlistMiddleware: RouterMiddleware {
  /// Lower-cased names, without port.
  let allowedHosts: Set<String>

  init(allowedHosts: [String]) {
    self.allowedHosts = Set(
      allowedHosts.map { name in
        let lowered = name.lowercased()
        return LoopbackHost.name(ofAuthority: lowered) ?? lowered
      })
  }

  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    guard let authority = request.head.authority, allows(authority: authority) else {
      throw APIError(
        .misdirectedRequest, code: .unknownHost,
        message: "This server does not answer to the host '\(request.head.authority ?? "")'; "
          + "use localhost or 127.0.0.1, or start it with --allowed-host NAME")
    }
    return try await next(request, context)
  }

  func allows(authority: String) -> Bool {
    guard let name = LoopbackHost.name(ofAuthority: authority.lowercased()) else { return false }
    var bare = name
    if bare.hasSuffix("."), bare.count > 1 { bare.removeLast() }
    return LoopbackHost.contains(bare) || allowedHosts.contains(bare)
  }
}
