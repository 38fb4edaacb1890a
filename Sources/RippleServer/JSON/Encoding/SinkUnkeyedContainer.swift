/// The elements of one JSON array.
struct SinkUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: SinkEncoder
  var codingPath: [any CodingKey] { [] }
  var count: Int { sink.frames.indices.contains(depth) ? sink.frames[depth].count : 0 }
  private var sink: JSONSink { encoder.sink }
  private var depth: Int { encoder.depth }

  init(encoder: SinkEncoder) {
    self.encoder = encoder
  }

  mutating func encodeNil() throws {
    sink.nextMember(of: depth)
    sink.null()
  }

  mutating func encode(_ value: Bool) throws {
    sink.nextMember(of: depth)
    sink.bool(value)
  }

  mutating func encode(_ value: String) throws {
    sink.nextMember(of: depth)
    sink.string(value)
  }

  mutating func encode(_ value: Double) throws {
    sink.nextMember(of: depth)
    try sink.double(value)
  }

  mutating func encode(_ value: Int) throws {
    sink.nextMember(of: depth)
    sink.integer(value)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    sink.nextMember(of: depth)
    try encoder.write(value, at: depth + 1)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    sink.nextMember(of: depth)
    return SinkEncoder(sink: sink, depth: depth + 1)
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    sink.nextMember(of: depth)
    return SinkEncoder(sink: sink, depth: depth + 1).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    sink.nextMember(of: depth)
    return SinkEncoder(sink: sink, depth: depth + 1)
  }
}
