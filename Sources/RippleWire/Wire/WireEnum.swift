/// A string enumeration on the wire: its raw values are the words sent.
public protocol WireEnum: WireValue, CaseIterable, RawRepresentable where RawValue == String {}

extension WireEnum {
  public func write(to json: inout JSONWriter) { json.string(rawValue) }
  #if !hasFeature(Embedded)
  public static var wireType: WireType { .oneOf(allCases.map { $0.rawValue }) }
  #endif
}
