import RippleCore

/// A check-in as stored (the API document's `CheckIn`, which backups hold too): what is not
/// there is null.
public struct CheckInWire: WireValue, Sendable {
  public var checkIn: CheckIn

  public init(_ checkIn: CheckIn) { self.checkIn = checkIn }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .named("CheckIn") }
  #endif

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("habitId", checkIn.habitID.rawValue)
      json.field("day", checkIn.day.text)
      json.field("state", checkIn.state.rawValue)
      json.nullable("value", checkIn.value)
      json.nullable("note", checkIn.note)
      json.nullable("mood", checkIn.mood?.rawValue)
      json.nullable("loggedMinute", checkIn.loggedMinute)
      json.field("updatedAt", checkIn.updatedAt)
    }
  }

  #if !hasFeature(Embedded)
  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
  #endif
}
