import Foundation
import HTTPTypes
import Hummingbird
import RippleServices
import Synchronization

/// Sends the app's page (`/`, `/index.html`) with its files at hashed URLs (`HashedPage`): never
/// cached without revalidation, with an ETag of its own, gzipped for clients that take it, and a
/// Content Security Policy that allows its inline scripts by their hashes.
final class HashedPageMiddleware: RouterMiddleware, Sendable {
  let root: URL
  let hashes: AssetHashes
  private let gzipped = Mutex<(etag: String, body: Data)?>(nil)

  init(webRoot: String, hashes: AssetHashes) {
    self.root = URL(fileURLWithPath: webRoot).standardizedFileURL
    self.hashes = hashes
  }

  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    let path = request.uri.path
    guard path == "/" || path == "/index.html", request.method == .get || request.method == .head,
      let source = try? String(
        contentsOf: root.appendingPathComponent("index.html"), encoding: .utf8)
    else { return try await next(request, context) }
    let page = HashedPage(source: source, hashes: hashes)
    let html = Data(page.html.utf8)
    let version = AssetHashes.contentHash(html)
    let gzip = AcceptedEncodings(request.headers[.acceptEncoding]).allowsGzip
    let etag = gzip ? "\"\(version)-gzip\"" : "\"\(version)\""
    var headers: HTTPFields = [
      .contentType: "text/html; charset=utf-8", .cacheControl: "no-cache",
      .vary: "Accept-Encoding", .eTag: etag,
      .contentSecurityPolicy: SecurityHeadersMiddleware.contentSecurityPolicy(
        allowingScript: page.scriptSources),
    ]
    if gzip { headers[.contentEncoding] = "gzip" }
    if request.headers[.ifNoneMatch]?.split(separator: ",").contains(where: {
      String($0).trimmingWhitespace() == etag
    }) == true {
      return Response(status: .notModified, headers: headers)
    }
    let body = gzip ? try compressed(html, etag: etag) : html
    headers[.contentLength] = String(body.count)
    if request.method == .head { return Response(status: .ok, headers: headers) }
    return Response(
      status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: body)))
  }

  /// The page gzipped, compressed once per version of the page.
  private func compressed(_ html: Data, etag: String) throws -> Data {
    if let kept = gzipped.withLock({ $0 }), kept.etag == etag { return kept.body }
    let body = try Gzip.compress(html)
    gzipped.withLock { $0 = (etag, body) }
    return body
  }
}
