/// The members of one JSON object.
struct SinkKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: SinkEncoder
  var codingPath: [any CodingKey] { [] }
  private var sink: JSONSink { encoder.sink }
  private var depth: Int { encoder.depth }

  init(encoder: SinkEncoder) {
    self.encoder = encoder
  }

  mutating func encodeNil(forKey key: Key) throws {
    sink.key(key.stringValue, of: depth)
    sink.null()
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    sink.key(key.stringValue, of: depth)
    sink.bool(value)
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    sink.key(key.stringValue, of: depth)
    sink.string(value)
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    sink.key(key.stringValue, of: depth)
    try sink.double(value)
  }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    try encode(Double(value), forKey: key)
  }

  mutating func encode(_ value: Int, forKey key: Key) throws {
    sink.key(key.stringValue, of: depth)
    sink.integer(value)
  }

  mutating func encode(_ value: Int64, forKey key: Key) throws {
    sink.key(key.stringValue, of: depth)
    sink.integer(value)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    sink.key(key.stringValue, of: depth)
    try encoder.write(value, at: depth + 1)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    sink.key(key.stringValue, of: depth)
    return SinkEncoder(sink: sink, depth: depth + 1)
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    sink.key(key.stringValue, of: depth)
    return SinkEncoder(sink: sink, depth: depth + 1)
      .unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    sink.key("super", of: depth)
    return SinkEncoder(sink: sink, depth: depth + 1)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    sink.key(key.stringValue, of: depth)
    return SinkEncoder(sink: sink, depth: depth + 1)
  }
}
