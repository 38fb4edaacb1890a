import Foundation
import Hummingbird

/// The one error shape of the API: `{"error": {"code", "message", "field"}}`.
public struct APIError: Error, HTTPResponseError, Sendable {
  public var status: HTTPResponse.Status
  public var code: String
  public var message: String
  public var field: String?
  public var headers: HTTPFields = [:]

  public init(_ status: HTTPResponse.Status, code: String, message: String, field: String? = nil) {
    self.status = status
    self.code = code
    self.message = message
    self.field = field
  }

  public static func badRequest(_ message: String, field: String? = nil) -> APIError {
    APIError(.badRequest, code: "bad_request", message: message, field: field)
  }

  public static func notFound(_ message: String) -> APIError {
    APIError(.notFound, code: "not_found", message: message)
  }

  public static func invalid(_ message: String, field: String) -> APIError {
    APIError(.unprocessableContent, code: "validation_failed", message: message, field: field)
  }

  public static func tooLarge(limit: Int) -> APIError {
    APIError(
      .contentTooLarge, code: "too_large",
      message: "The request body is larger than the limit of \(limit / 1024) KB")
  }

  struct Body: Encodable {
    struct Detail: Encodable {
      var code: String
      var message: String
      var field: String?

      enum CodingKeys: String, CodingKey { case code, message, field }

      /// `field` is always present, `null` when no field is at fault.
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
        try container.encode(field, forKey: .field)
      }
    }
    var error: Detail
  }

  public func response(from request: Request, context: some RequestContext) throws -> Response {
    let body = Body(error: .init(code: code, message: message, field: field))
    // Sorted keys: the same error is the same bytes every time, so an answer tells nothing
    // beyond its words (sign-up answers a taken and a free email alike).
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(body)
    var headers = headers
    headers[.contentType] = "application/json; charset=utf-8"
    return Response(
      status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(data: data)))
  }
}
