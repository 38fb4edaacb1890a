/// A value Ripple puts on the wire: it writes itself as JSON and says what it looks like, so the
/// API document's schemas and the web app's types are made from the same declaration. Outside
/// Embedded Swift it is `Encodable` too (WireEncoding.swift), so answers still written with
/// `Codable` can hold it.
public protocol WireValue: WireEncodable {
  func write(to json: inout JSONWriter)
  #if !hasFeature(Embedded)
  /// Its JSON schema (not built in the browser's engine, which only writes).
  static var wireType: WireType { get }
  #endif
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
  #if !hasFeature(Embedded)
  public static var wireType: WireType { .string }
  #endif
}

extension Int: WireValue {
  public func write(to json: inout JSONWriter) { json.int(self) }
  #if !hasFeature(Embedded)
  public static var wireType: WireType { .integer }
  #endif
}

extension Int64: WireValue {
  public func write(to json: inout JSONWriter) { json.int64(self) }
  #if !hasFeature(Embedded)
  public static var wireType: WireType { .integer }
  #endif
}

extension Double: WireValue {
  public func write(to json: inout JSONWriter) { json.double(self) }
  #if !hasFeature(Embedded)
  public static var wireType: WireType { .number }
  #endif
}

extension Bool: WireValue {
  public func write(to json: inout JSONWriter) { json.bool(self) }
  #if !hasFeature(Embedded)
  public static var wireType: WireType { .boolean }
  #endif
}

extension Array: WireValue where Element: WireValue {
  public func write(to json: inout JSONWriter) {
    json.array(self) { json, element in element.write(to: &json) }
  }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .array(Element.wireType) }
  #endif
}

#if !hasFeature(Embedded)
/// An object whose keys are data (days, say): written with its keys in order, so the same value
/// is always the same bytes.
extension Dictionary: WireValue where Key == String, Value: WireValue {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      for key in keys.sorted() {
        json.key(key)
        self[key]?.write(to: &json)
      }
    }
  }

  public static var wireType: WireType { .map(Value.wireType) }
}
#endif
