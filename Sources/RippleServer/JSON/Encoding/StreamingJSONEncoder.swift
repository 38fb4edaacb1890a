import Hummingbird
import RippleWire

/// The API's response encoder: writes `Encodable` values straight into JSON bytes, with none
/// of the intermediate tree `JSONEncoder` builds, which made encoding most of the cost of a
/// check-in's answer. Output parses to what `JSONEncoder` gives (whole doubles without ".0",
/// `nil` members left out); slashes are not escaped.
public struct StreamingJSONEncoder: ResponseEncoder {
  public init() {}

  public func encode(
    _ value: some Encodable, from request: Request, context: some RequestContext
  ) throws -> Response {
    let bytes = try Self.bytes(of: value)
    return Response(
      status: .ok,
      headers: [.contentType: "application/json; charset=utf-8", .contentLength: "\(bytes.count)"],
      body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
  }

  /// `value` as JSON: a wire object (RippleWire) writes itself.
  static func bytes(of value: some Encodable) throws -> [UInt8] {
    if let wire = value as? any WireObject { return wire.jsonBytes }
    let sink = JSONSink()
    try SinkEncoder(sink: sink, depth: 0).write(value, at: 0)
    sink.close(to: 0)
    return sink.bytes
  }
}
