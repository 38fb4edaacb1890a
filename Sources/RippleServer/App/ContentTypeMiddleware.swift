import Foundation
import Hummingbird
import RippleWire

/// Writes with a body (or a declared type) must say what it is (415 `unsupported_media_type`
/// otherwise): JSON routes take `application/json`, the upload routes the file's own type
/// or `application/octet-stream` (the icon upload: a PNG, JPEG or WebP type, or octet-stream). The types an HTML form can send (`text/plain`, form encodings)
/// are never accepted, so even a browser without `Origin`/`Sec-Fetch-Site` cannot post a form
/// to the API.
struct ContentTypeMiddleware: RouterMiddleware {
  /// Paths whose body is a file rather than a JSON request.
  static let uploadPaths: Set<String> = [
    "/api/v1/restore", "/api/v1/import/loop", "/api/v1/routine/preview", "/api/v1/routine/import",
    "/api/v1/import/preview", "/api/v1/import", "/api/v1/health/import",
  ]
  static let uploadTypes: Set<String> = [
    "application/octet-stream", "application/json", "application/zip",
    "application/x-zip-compressed", "application/x-sqlite3", "application/vnd.sqlite3",
    "text/csv", "application/xml", "text/xml",
  ]

  /// The icon upload: an image's own type or octet-stream (what it is is read from its bytes;
  /// JSON, as on every upload route, gets that answer rather than a type error).
  static let imagePath = "/api/v1/icons"
  static let imageTypes: Set<String> = [
    "application/octet-stream", "application/json", "image/png", "image/jpeg", "image/webp",
  ]

  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    let type = Self.mediaType(request.headers[.contentType])
    if !SameOriginMiddleware.safeMethods.contains(request.method),
      Self.hasBody(request.head) || type != nil
    {
      let image = request.uri.path == Self.imagePath
      let upload = image || Self.uploadPaths.contains(request.uri.path)
      let allowed = image ? Self.imageTypes : upload ? Self.uploadTypes : ["application/json"]
      guard let type, allowed.contains(type) else {
        let expected =
          upload
          ? "application/octet-stream or the file's own type" : "application/json"
        throw APIError(
          .unsupportedMediaType, code: .unsupportedMediaType,
          message: "Send the body as \(expected), not \(type ?? "no Content-Type")")
      }
    }
    return try await next(request, context)
  }

  static func hasBody(_ head: HTTPRequest) -> Bool {
    if head.headerFields[.transferEncoding] != nil { return true }
    guard let length = head.headerFields[.contentLength] else { return false }
    return Int(length) != 0
  }

  /// `Application/JSON; charset=utf-8` → `application/json`.
  static func mediaType(_ header: String?) -> String? {
    guard let header else { return nil }
    let type = header.split(separator: ";", maxSplits: 1).first ?? ""
    let trimmed = type.trimmingCharacters(in: .whitespaces).lowercased()
    return trimmed.isEmpty ? nil : trimmed
  }
}
