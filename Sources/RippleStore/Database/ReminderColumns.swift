import RippleCore

/// Reminders as stored: `minute:weekdayBits` pairs separated by commas (`480:127,1200:62`).
package enum ReminderColumns {
  package static func encode(_ reminders: [Reminder]) -> String {
    reminders.map { "\($0.minuteOfDay):\($0.weekdays.bits)" }.joined(separator: ",")
  }

  package static func decode(_ text: String) -> [Reminder] {
    text.split(separator: ",").compactMap { pair in
      let parts = pair.split(separator: ":")
      guard parts.count == 2, let minute = Int(parts[0]), let bits = UInt8(parts[1]) else {
        return nil
      }
      return Reminder(minuteOfDay: minute, weekdays: WeekdaySet(bits: bits))
    }
  }
}
