// libFuzzer: -max_len=16384 -dict=Tests/Fuzz/json.dict
import RippleFuzzSupport
import RippleWire

/// The JSON parser of the wire format (the engine in the browser reads every request with it):
/// any bytes are read or refused, and what it reads, written again by the wire's writer, reads
/// back as the same value (numbers within the writer's precision: 17 decimals, about 1e-15 of
/// the number).
@main
enum WireJSON: FuzzTarget {
  static func fuzz(_ input: FuzzInput) {
    guard let value = try? JSONParser.parse(input.bytes) else { return }
    var writer = JSONWriter()
    write(value, to: &writer)
    let again: JSON
    do {
      again = try writer.bytes.withUnsafeBufferPointer { (bytes) throws(JSONParseError) in
        try JSONParser.parse(bytes)
      }
    } catch {
      fuzzFailure("written JSON does not read: \(error.message): \(text(writer.bytes))")
    }
    guard same(value, again) else {
      fuzzFailure("written JSON reads differently: \(text(writer.bytes))")
    }
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  static func write(_ value: JSON, to writer: inout JSONWriter) {
    switch value {
    case .null: writer.null()
    case .bool(let flag): writer.bool(flag)
    case .number(let number): writer.double(number)
    case .string(let string): writer.string(string)
    case .array(let items): writer.array(items) { writer, item in write(item, to: &writer) }
    case .object(let members):
      writer.object { writer in
        for member in members {
          writer.key(member.name)
          write(member.value, to: &writer)
        }
      }
    }
  }

  static func same(_ one: JSON, _ other: JSON) -> Bool {
    switch (one, other) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)):
      return a == b || abs(a - b) <= 1e-17 + 1e-14 * max(abs(a), abs(b))
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    case (.object(let a), .object(let b)):
      return a.count == b.count
        && zip(a, b).allSatisfy { $0.name == $1.name && same($0.value, $1.value) }
    default: return false
    }
  }
}
