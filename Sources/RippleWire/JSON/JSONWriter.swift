/// Writes JSON bytes member by member: the one writer of Ripple's answers, for the server, the
/// CLI's `--json` and the engine in the browser.
public struct JSONWriter {
  public private(set) var bytes: [UInt8] = []
  /// Members written in each open container.
  private var counts: [Int] = []
  private var afterKey = false

  public init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

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

  public mutating func object(_ body: (inout JSONWriter) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    counts.append(0)
    body(&self)
    counts.removeLast()
    bytes.append(UInt8(ascii: "}"))
  }

  public mutating func array<T>(_ items: [T], _ body: (inout JSONWriter, T) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    counts.append(0)
    for item in items { body(&self, item) }
    counts.removeLast()
    bytes.append(UInt8(ascii: "]"))
  }

  public mutating func key(_ name: String) {
    separate()
    quoted(name)
    bytes.append(UInt8(ascii: ":"))
    afterKey = true
  }

  public mutating func null() {
    separate()
    bytes.append(contentsOf: "null".utf8)
  }

  public mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  public mutating func int(_ value: Int) {
    separate()
    bytes.append(contentsOf: value.description.utf8)
  }

  public mutating func int64(_ value: Int64) {
    separate()
    bytes.append(contentsOf: value.description.utf8)
  }

  /// A double, as the fewest digits that read back as it. The engine in the browser (Embedded
  /// Swift, which cannot print a double) writes `NumberText`'s, exact for what people type.
  public mutating func double(_ value: Double) {
    separate()
    #if hasFeature(Embedded)
    bytes.append(contentsOf: NumberText.text(value).utf8)
    #else
    bytes.append(contentsOf: NumberText.shortestText(value).utf8)
    #endif
  }

  public mutating func string(_ value: String) {
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

  public mutating func field(_ name: String, _ value: String) {
    key(name)
    string(value)
  }

  public mutating func field(_ name: String, _ value: Int) {
    key(name)
    int(value)
  }

  public mutating func field(_ name: String, _ value: Int64) {
    key(name)
    int64(value)
  }

  public mutating func field(_ name: String, _ value: Bool) {
    key(name)
    bool(value)
  }

  public mutating func field(_ name: String, _ value: Double) {
    key(name)
    double(value)
  }

  public mutating func optional(_ name: String, _ value: String?) {
    if let value { field(name, value) }
  }

  public mutating func optional(_ name: String, _ value: Int?) {
    if let value { field(name, value) }
  }

  public mutating func optional(_ name: String, _ value: Bool?) {
    if let value { field(name, value) }
  }

  public mutating func optional(_ name: String, _ value: Double?) {
    if let value { field(name, value) }
  }

  public mutating func nullable(_ name: String, _ value: String?) {
    if let value { field(name, value) } else { key(name); null() }
  }

  public mutating func nullable(_ name: String, _ value: Int?) {
    if let value { field(name, value) } else { key(name); null() }
  }

  public mutating func nullable(_ name: String, _ value: Double?) {
    if let value { field(name, value) } else { key(name); null() }
  }
}
