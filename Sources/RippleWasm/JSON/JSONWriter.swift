/// Writes JSON bytes member by member, in the order the server's encoders write them.
struct JSONWriter {
  private(set) var bytes: [UInt8] = []
  /// Members written in each open container.
  private var counts: [Int] = []
  private var afterKey = false

  init() { bytes.reserveCapacity(4096) }

  private mutating func separate() {
    if afterKey {
      afterKey = false
      return
    }
    if let last = counts.indices.last {
      if counts[last] > 0 { bytes.append(UInt8(ascii: ",")) }
      counts[last] += 1
    }
  }

  mutating func object(_ body: (inout JSONWriter) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    counts.append(0)
    body(&self)
    counts.removeLast()
    bytes.append(UInt8(ascii: "}"))
  }

  mutating func array<T>(_ items: [T], _ body: (inout JSONWriter, T) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    counts.append(0)
    for item in items { body(&self, item) }
    counts.removeLast()
    bytes.append(UInt8(ascii: "]"))
  }

  mutating func key(_ name: String) {
    separate()
    quoted(name)
    bytes.append(UInt8(ascii: ":"))
    afterKey = true
  }

  mutating func null() {
    separate()
    bytes.append(contentsOf: "null".utf8)
  }

  mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  mutating func int(_ value: Int) {
    separate()
    bytes.append(contentsOf: value.description.utf8)
  }

  mutating func int64(_ value: Int64) {
    separate()
    bytes.append(contentsOf: value.description.utf8)
  }

  mutating func double(_ value: Double) {
    separate()
    bytes.append(contentsOf: NumberText.text(value).utf8)
  }

  mutating func string(_ value: String) {
    separate()
    quoted(value)
  }

  private mutating func quoted(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: "\\\"".utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: "\\\\".utf8)
      case 0x0A: bytes.append(contentsOf: "\\n".utf8)
      case 0x0D: bytes.append(contentsOf: "\\r".utf8)
      case 0x09: bytes.append(contentsOf: "\\t".utf8)
      case 0x00..<0x20:
        let hex: StaticString = "0123456789abcdef"
        bytes.append(contentsOf: "\\u00".utf8)
        bytes.append(hex.utf8Start[Int(byte >> 4)])
        bytes.append(hex.utf8Start[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  // Members: `field` writes the value, `optional` leaves nil out (synthesized `Encodable`),
  // `nullable` writes nil as null (explicit `encode(_:forKey:)` of an optional).

  mutating func field(_ name: String, _ value: String) {
    key(name)
    string(value)
  }

  mutating func field(_ name: String, _ value: Int) {
    key(name)
    int(value)
  }

  mutating func field(_ name: String, _ value: Int64) {
    key(name)
    int64(value)
  }

  mutating func field(_ name: String, _ value: Bool) {
    key(name)
    bool(value)
  }

  mutating func field(_ name: String, _ value: Double) {
    key(name)
    double(value)
  }

  mutating func optional(_ name: String, _ value: String?) {
    if let value { field(name, value) }
  }

  mutating func optional(_ name: String, _ value: Int?) {
    if let value { field(name, value) }
  }

  mutating func optional(_ name: String, _ value: Bool?) {
    if let value { field(name, value) }
  }

  mutating func optional(_ name: String, _ value: Double?) {
    if let value { field(name, value) }
  }

  mutating func nullable(_ name: String, _ value: String?) {
    if let value { field(name, value) } else { key(name); null() }
  }

  mutating func nullable(_ name: String, _ value: Int?) {
    if let value { field(name, value) } else { key(name); null() }
  }

  mutating func nullable(_ name: String, _ value: Double?) {
    if let value { field(name, value) } else { key(name); null() }
  }
}
