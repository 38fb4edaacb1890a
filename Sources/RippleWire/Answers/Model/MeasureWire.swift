import RippleCore

/// What a habit measures: yes/no, or an amount with its target (the API document's `Measure`,
/// which requests send too).
public struct MeasureWire: WireValue, Sendable {
  public var measure: Measure

  public init(_ measure: Measure) { self.measure = measure }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .named("Measure") }
  #endif

  public func write(to json: inout JSONWriter) {
    json.object { json in
      switch measure {
      case .boolean:
        json.field("kind", "boolean")
      case .numeric(let target, let unit, let kind):
        json.field("kind", "numeric")
        json.field("target", target)
        json.field("unit", unit)
        json.field("targetKind", kind.rawValue)
      }
    }
  }

  #if !hasFeature(Embedded)
  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
  #endif
}
