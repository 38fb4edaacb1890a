import ArgumentParser
import RippleCore

/// `--days mon,wed,fri` and `--monthly 1,15`.
enum WeekdayList {
  static func parse(_ text: String) throws -> WeekdaySet {
    var days: [Weekday] = []
    for code in text.split(separator: ",") {
      let code = String(code).trimmed
      guard let day = Weekday(code: String(code.prefix(3))), code.count >= 3,
        day.name.lowercased().hasPrefix(code.lowercased())
      else {
        throw ArgumentParser.ValidationError(
          "'\(code)' is not a weekday: use mon, tue, wed, thu, fri, sat, sun")
      }
      days.append(day)
    }
    return WeekdaySet(days)
  }

  static func monthDays(_ text: String) throws -> Set<Int> {
    var days: Set<Int> = []
    for part in text.split(separator: ",") {
      guard let day = Int(String(part).trimmed) else {
        throw ArgumentParser.ValidationError(
          "'\(part)' is not a day of the month: use numbers like 1,15")
      }
      days.insert(day)
    }
    return days
  }
}
