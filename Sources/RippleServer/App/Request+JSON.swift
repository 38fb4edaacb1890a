import Foundation
import Hummingbird
import NIOCore

extension Request {
  /// The body, refused with 413 past `limit` bytes, and with 400 when it stops short of its
  /// declared length (the client closed its side mid-body).
  mutating func bodyBytes(limit: Int) async throws -> ByteBuffer {
    // A body that says it is larger than the limit is refused before any of it is read.
    if let declared = headers[.contentLength].flatMap(Int.init), declared > limit {
      throw APIError.tooLarge(limit: limit)
    }
    do {
      return try await collectBody(upTo: limit)
    } catch is NIOTooManyBytesError {
      throw APIError.tooLarge(limit: limit)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      throw APIError.badRequest("The body ended before its declared length")
    }
  }

  /// Decodes a JSON body, naming the field when it is malformed.
  mutating func json<Value: Decodable>(
    _ type: Value.Type, limit: Int = 64 * 1024
  ) async throws
    -> Value
  {
    try Self.decoded(type, from: try await bodyBytes(limit: limit))
  }

  /// Decodes a JSON body as `json(_:limit:)` does, or nil when the request has none.
  mutating func optionalJSON<Value: Decodable>(
    _ type: Value.Type, limit: Int = 64 * 1024
  ) async throws
    -> Value?
  {
    let buffer = try await bodyBytes(limit: limit)
    return buffer.readableBytes == 0 ? nil : try Self.decoded(type, from: buffer)
  }

  private static func decoded<Value: Decodable>(
    _ type: Value.Type, from buffer: ByteBuffer
  ) throws -> Value {
    do {
      return try JSONDecoder().decode(Value.self, from: Data(buffer: buffer))
    } catch let error as DecodingError {
      throw APIError.badRequest(error.readableMessage, field: error.fieldPath)
    } catch let error as APIError {
      throw error
    } catch {
      throw APIError.badRequest("The body is not valid JSON")
    }
  }
}

extension DecodingError {
  var fieldPath: String? {
    let path: [any CodingKey]
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      path = context.codingPath
    case .keyNotFound(let key, let context):
      path = context.codingPath + [key]
    @unknown default:
      return nil
    }
    let text = path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    return text.isEmpty ? nil : text
  }

  var readableMessage: String {
    switch self {
    case .keyNotFound(let key, _):
      return "'\(fieldPath ?? key.stringValue)' is required"
    case .typeMismatch(let type, _):
      return "'\(fieldPath ?? "body")' must be \(Self.describe(type))"
    case .valueNotFound(let type, _):
      return "'\(fieldPath ?? "body")' must be \(Self.describe(type)), not null"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty { return "The body is not valid JSON" }
      return "'\(fieldPath ?? "body")': \(context.debugDescription)"
    @unknown default:
      return "The body could not be read"
    }
  }

  static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Int.Type, is Int64.Type: return "an integer"
    case is Double.Type: return "a number"
    case is Bool.Type: return "true or false"
    default: return "of the documented shape"
    }
  }
}
