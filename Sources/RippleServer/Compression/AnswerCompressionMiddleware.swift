import Foundation
import HTTPTypes
import Hummingbird

/// Gzips the API's larger answers to reads, for clients that accept it. Answers that carry a
/// secret (sign-in, tokens, invites, the calendar feed's address) are never compressed, so their
/// length cannot leak the secret to a page that makes the browser send guesses (BREACH).
struct AnswerCompressionMiddleware: RouterMiddleware {
  /// Smaller answers fit in a packet or two either way.
  static let minimumSize = 1024
  /// Larger answers are sent as they are rather than held in memory twice.
  static let maximumSize = 32 * 1024 * 1024
  static let secretPrefixes = [
    "/api/v1/auth/", "/api/v1/me/tokens", "/api/v1/invites", "/api/v1/calendar/token",
  ]

  static func mayCompress(path: String) -> Bool {
    path.hasPrefix("/api/") && !secretPrefixes.contains(where: { path.hasPrefix($0) })
  }

  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    guard request.method == .get, Self.mayCompress(path: request.uri.path) else {
      return response
    }
    response.headers[.vary] = "Accept-Encoding"
    guard response.status == .ok, response.headers[.contentEncoding] == nil,
      let length = response.body.contentLength,
      (Self.minimumSize...Self.maximumSize).contains(length),
      AcceptedEncodings(request.headers[.acceptEncoding]).allowsGzip
    else { return response }
    let body = try await CollectedBody.collect(response.body)
    let gzip = try Gzip.compress(Data(buffer: body))
    response.headers[.contentEncoding] = "gzip"
    response.headers[.contentLength] = String(gzip.count)
    response.body = ResponseBody(byteBuffer: ByteBuffer(data: gzip))
    return response
  }
}
