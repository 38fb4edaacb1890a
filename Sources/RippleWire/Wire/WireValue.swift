/// A value Ripple puts on the wire: it writes itself as JSON and says what it looks like, so the
/// API document's schemas and the web app's types are made from the same declaration.
public protocol WireValue {
  func write(to json: inout JSONWriter)
  /// Its JSON schema.
  static var wireType: WireType { get }
}

extension WireValue {
  /// This value as JSON bytes.
  public var jsonBytes: [UInt8] {
    var json = JSONWriter()
    write(to: &json)
    return json.bytes
  }
}

extension String: WireValue {
  public func write(to json: inout JSONWriter) { json.string(self) }
  public static var wireType: WireType { .string }
}

extension Int: WireValue {
  public func write(to json: inout JSONWriter) { json.int(self) }
  public static var wireType: WireType { .integer }
}

extension Int64: WireValue {
  public func write(to json: inout JSONWriter) { json.int64(self) }
  public static var wireType: WireType { .integer }
}

extension Double: WireValue {
  public func write(to json: inout JSONWriter) { json.double(self) }
  public static var wireType: WireType { .number }
}

extension Bool: WireValue {
  public func write(to json: inout JSONWriter) { json.bool(self) }
  public static var wireType: WireType { .boolean }
}

extension Array: WireValue where Element: WireValue {
  public func write(to json: inout JSONWriter) {
    json.array(self) { json, element in element.write(to: &json) }
  }

  public static var wireType: WireType { .array(Element.wireType) }
}
