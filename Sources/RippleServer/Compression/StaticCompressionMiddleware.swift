import Foundation
import HTTPTypes
import Hummingbird
import RippleServices

/// Sends the web app's text files gzipped to clients that accept it (with `Vary`, and an ETag of
/// their own so a cached identity copy is never taken for the gzipped one). Sits inside the file
/// server: a path a route answers, or one that is not a compressible file, goes on unchanged.
struct StaticCompressionMiddleware: RouterMiddleware {
  let files: CompressedFiles

  init(webRoot: String) {
    self.files = CompressedFiles(root: webRoot)
  }

  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as HTTPError where error.status == .notFound {
      guard request.method == .get,
        AcceptedEncodings(request.headers[.acceptEncoding]).allowsGzip,
        let path = request.uri.path.removingPercentEncoding,
        let entry = files.entry(for: path)
      else { throw error }
      return response(entry, ifNoneMatch: request.headers[.ifNoneMatch])
    }
  }

  func response(_ entry: CompressedFiles.Entry, ifNoneMatch: String?) -> Response {
    var headers: HTTPFields = [
      .contentEncoding: "gzip", .vary: "Accept-Encoding", .eTag: entry.etag,
    ]
    headers[.contentType] =
      MediaType.getMediaType(forExtension: entry.fileExtension)?.description
      ?? "application/octet-stream"
    if ifNoneMatch?.split(separator: ",").contains(where: {
      String($0).trimmingWhitespace() == entry.etag
    }) == true {
      return Response(status: .notModified, headers: headers)
    }
    return Response(
      status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: entry.gzip)))
  }
}
