#if hasFeature(Embedded)
/// Embedded Swift has no `Codable`: a wire value only writes itself.
public protocol WireEncodable {}
#else
public typealias WireEncodable = Encodable

/// An encoder that takes a wire value's JSON as it is (the server's streaming encoder), rather
/// than member by member.
public protocol WireBytesEncoder: Encoder {
  func append(wireJSON bytes: [UInt8])
}

extension WireValue {
  /// `Encodable` for a value that writes itself: its bytes go straight into a
  /// `WireBytesEncoder`; any other encoder (`JSONEncoder`, for the CLI's `--json`) is given
  /// the same JSON, read back.
  public func encodeWire(to encoder: any Encoder) throws {
    let bytes = jsonBytes
    if let direct = encoder as? any WireBytesEncoder {
      direct.append(wireJSON: bytes)
      return
    }
    let json = try bytes.withUnsafeBufferPointer { try JSONParser.parse($0) }
    try json.encode(to: encoder)
  }
}

extension WireObject {
  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
}

extension JSON: Encodable {
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Whole numbers as integers, so an encoder writes `3`, as the wire does, not `3.0`.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .number(let value):
      var container = encoder.singleValueContainer()
      if value == value.rounded(), abs(value) < 1e15 {
        try container.encode(Int64(value))
      } else {
        try container.encode(value)
      }
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .array(let items):
      var container = encoder.unkeyedContainer()
      for item in items { try container.encode(item) }
    case .object(let members):
      var container = encoder.container(keyedBy: Key.self)
      for member in members {
        try container.encode(member.value, forKey: Key(stringValue: member.name))
      }
    }
  }
}
#endif

#if hasFeature(Embedded)
extension Array: WireEncodable where Element: WireEncodable {}
#endif
