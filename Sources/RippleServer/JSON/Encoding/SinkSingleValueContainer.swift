/// One JSON value where the encoder's container would go.
struct SinkSingleValueContainer: SingleValueEncodingContainer {
  let encoder: SinkEncoder
  var codingPath: [any CodingKey] { [] }
  private var sink: JSONSink { encoder.sink }

  init(encoder: SinkEncoder) {
    self.encoder = encoder
  }

  mutating func encodeNil() throws {
    sink.close(to: encoder.depth)
    sink.null()
  }

  mutating func encode(_ value: Bool) throws {
    sink.close(to: encoder.depth)
    sink.bool(value)
  }

  mutating func encode(_ value: String) throws {
    sink.close(to: encoder.depth)
    sink.string(value)
  }

  mutating func encode(_ value: Double) throws {
    sink.close(to: encoder.depth)
    try sink.double(value)
  }

  mutating func encode(_ value: Int) throws {
    sink.close(to: encoder.depth)
    sink.integer(value)
  }

  mutating func encode(_ value: Int64) throws {
    sink.close(to: encoder.depth)
    sink.integer(value)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    sink.close(to: encoder.depth)
    try encoder.write(value, at: encoder.depth)
  }
}
