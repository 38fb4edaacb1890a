import RippleCore

/// An amount with its unit, `{"amount", "unit"}` (the API document's `Quantity`; a clock time is
/// minutes after midnight).
public struct QuantityWire: WireValue, Sendable {
  public var quantity: Quantity

  public init(_ quantity: Quantity) { self.quantity = quantity }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .named("Quantity") }
  #endif

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("amount", quantity.amount)
      json.field("unit", quantity.unit)
    }
  }

  #if !hasFeature(Embedded)
  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
  #endif
}
