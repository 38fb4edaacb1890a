import ArgumentParser
import RippleCore

/// `--reminder HH:MM` (24-hour; `7:30` and `07:30` both work).
enum ReminderTime {
  static func parse(_ text: String) throws -> Reminder {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour),
      (0..<60).contains(minute)
    else {
      throw ArgumentParser.ValidationError(
        "'\(text)' is not a time: use HH:MM, 24-hour, like 07:30 or 18:00")
    }
    return Reminder(minuteOfDay: hour * 60 + minute)
  }
}
