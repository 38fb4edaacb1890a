import RippleCore

/// How much a stage asks, `{"amount", "unit", "daysPerWeek", "freeDays", "text"}` (the API
/// document's `Dose`); "text", the dose in words, is written for readers and not read back.
public struct DoseWire: WireValue, Sendable {
  public var dose: Dose

  public init(_ dose: Dose) { self.dose = dose }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .named("Dose") }
  #endif

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("amount", dose.amount)
      json.field("unit", dose.unit)
      json.field("daysPerWeek", dose.daysPerWeek)
      json.field("freeDays", dose.freeDays)
      json.field("text", dose.summary)
    }
  }

  #if !hasFeature(Embedded)
  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
  #endif
}
