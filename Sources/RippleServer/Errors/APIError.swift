import Foundation
import Hummingbird
import RippleWire

/// The one error shape of the API: `{"error": {"code", "message", "field"}}`.
public struct APIError: Error, HTTPResponseError, Sendable {
  public var status: HTTPResponse.Status
  public var code: APIErrorCode
  public var message: String
  public var field: String?
  public var headers: HTTPFields = [:]

  public init(
    _ status: HTTPResponse.Status, code: APIErrorCode, message: String, field: String? = nil
  ) {
    self.status = status
    self.code = code
    self.message = message
    self.field = field
  }

  public static func badRequest(_ message: String, field: String? = nil) -> APIError {
    APIError(.badRequest, code: .badRequest, message: message, field: field)
  }

  public static func notFound(_ message: String) -> APIError {
    APIError(.notFound, code: .notFound, message: message)
  }

  public static func invalid(_ message: String, field: String) -> APIError {
    APIError(.unprocessableContent, code: .validationFailed, message: message, field: field)
  }

  public static func tooLarge(limit: Int) -> APIError {
    APIError(
      .contentTooLarge, code: .tooLarge,
      message: "The request body is larger than the limit of \(sizeText(limit))")
  }

  /// `100 MB` for whole mebibytes, else `64 KB`.
  static func sizeText(_ bytes: Int) -> String {
    bytes >= 1_048_576 && bytes % 1_048_576 == 0 ? "\(bytes / 1_048_576) MB" : "\(bytes / 1024) KB"
  }

  public func response(from request: Request, context: some RequestContext) throws -> Response {
    let data = ErrorJSON(code: code, message: message, field: field).jsonBytes
    var headers = headers
    headers[.contentType] = "application/json; charset=utf-8"
    return Response(
      status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
  }
}
