import RippleWire

/// An `Encoder` that writes into a `JSONSink`; its container goes at `depth`. A struct of three
/// words, so handing it to `encode(to:)` allocates nothing. It keeps no coding path (the API's
/// types never read it): errors name the value, not where it was. A wire value (RippleWire)
/// hands it its JSON whole.
struct SinkEncoder: WireBytesEncoder {
  let sink: JSONSink
  let depth: Int
  let token: Int
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(sink: JSONSink, depth: Int) {
    self.sink = sink
    self.depth = depth
    self.token = sink.nextEncoder()
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    sink.open(
      UInt8(ascii: "{"), closer: UInt8(ascii: "}"), depth: depth, owner: token)
    return KeyedEncodingContainer(SinkKeyedContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    sink.open(
      UInt8(ascii: "["), closer: UInt8(ascii: "]"), depth: depth, owner: token)
    return SinkUnkeyedContainer(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SinkSingleValueContainer(encoder: self)
  }

  func append(wireJSON bytes: [UInt8]) {
    sink.close(to: depth)
    sink.bytes.append(contentsOf: bytes)
  }

  /// Writes `value` as the next thing in the sink: primitives directly, anything else through
  /// its own `encode(to:)` one level deeper (`{}` when it writes nothing, as `JSONEncoder` does).
  func write<T: Encodable>(_ value: T, at depth: Int) throws {
    // Type identity first: comparing metadata is far cheaper than trying casts one by one.
    let type = T.self
    if type == String.self {
      sink.string(unsafeBitCast(value, to: String.self))
    } else if type == Bool.self {
      sink.bool(unsafeBitCast(value, to: Bool.self))
    } else if type == Int.self {
      sink.integer(unsafeBitCast(value, to: Int.self))
    } else if type == Int64.self {
      sink.integer(unsafeBitCast(value, to: Int64.self))
    } else if type == Double.self {
      try sink.double(unsafeBitCast(value, to: Double.self))
    } else {
      let start = sink.bytes.count
      try value.encode(to: SinkEncoder(sink: sink, depth: depth))
      if sink.bytes.count == start { sink.bytes.append(contentsOf: "{}".utf8) }
    }
  }
}
