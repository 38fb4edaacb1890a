import RippleCore

/// A reminder: its time and days (the API document's `Reminder`, which requests send too).
public struct ReminderWire: WireValue, Sendable {
  public var reminder: Reminder

  public init(_ reminder: Reminder) { self.reminder = reminder }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .named("Reminder") }
  #endif

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("time", reminder.timeText)
      json.key("weekdays")
      reminder.weekdays.codes.write(to: &json)
    }
  }

  #if !hasFeature(Embedded)
  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
  #endif
}
