/// The reminders of a user's habits as an iCalendar feed (RFC 5545): one recurring event per
/// habit reminder, its schedule as an RRULE, with an alarm at the reminder's time. Times are
/// floating wall-clock times in the user's zone (named by `X-WR-TIMEZONE`), as reminders are.
public enum CalendarFeed {
  /// - Parameters:
  ///   - stamp: the `DTSTAMP` (`yyyyMMddTHHmmssZ`), from the edge's clock.
  ///   - zone: the user's IANA zone name.
  ///   - privateWords: the account is in private mode: its habits' names are sealed, so each
  ///     event is a neutral "Habit reminder", and the calendar says why.
  public static func document(
    habits: [Habit], zone: String, stamp: String, privateWords: Bool = false
  ) -> String {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Ripple//Reminders//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:Ripple reminders",
      "X-WR-TIMEZONE:" + zone,
    ]
    if privateWords { lines.append("X-WR-CALDESC:" + escaped(privateDescription)) }
    for habit in habits where !habit.isArchived {
      var seen: [Int] = []
      for reminder in habit.reminders where !seen.contains(reminder.minuteOfDay) {
        seen.append(reminder.minuteOfDay)
        guard let rule = recurrence(habit.schedule, reminder: reminder) else { continue }
        let time = Reminder(minuteOfDay: reminder.minuteOfDay).timeText
        let hhmm =
          Day.padded(reminder.minuteOfDay / 60, to: 2)
          + Day.padded(reminder.minuteOfDay % 60, to: 2)
        lines += [
          "BEGIN:VEVENT",
          "UID:" + habit.id.rawValue + "-" + hhmm + "@ripple",
          "DTSTAMP:" + stamp,
          "DTSTART:" + compact(first(habit, reminder: reminder)) + "T" + hhmm + "00",
          "DURATION:PT15M",
          "SUMMARY:" + escaped(privateWords ? privateTitle : habit.name),
          "DESCRIPTION:" + escaped("Time to complete your habit! (" + time + ")"),
          "RRULE:" + rule,
          "BEGIN:VALARM", "ACTION:DISPLAY",
          "DESCRIPTION:" + escaped(privateWords ? privateTitle : habit.name),
          "TRIGGER:PT0M", "END:VALARM",
          "END:VEVENT",
        ]
      }
    }
    lines.append("END:VCALENDAR")
    var text = ""
    for line in lines { text += folded(line) + "\r\n" }
    return text
  }

  /// A private-mode event's title, and what the calendar says of it.
  public static let privateTitle = "Habit reminder"
  public static let privateDescription =
    "Private mode is on: habit names stay on your devices, so this calendar shows "
    + "\"Habit reminder\" for each."

  /// The schedule as an RRULE on the reminder's weekdays; nil when they never meet.
  static func recurrence(_ schedule: Schedule, reminder: Reminder) -> String? {
    let days = reminder.weekdays
    switch schedule {
    case .daily, .timesPerWeek, .timesInDays:
      return weekly(days)
    case .weekdays(let scheduled):
      return weekly(WeekdaySet(bits: days.bits & scheduled.bits))
    case .everyNDays(let n, _):
      guard days.count == 7 else { return nil }
      return "FREQ=DAILY;INTERVAL=" + String(max(1, n))
    case .monthDays(let monthDays):
      guard !monthDays.isEmpty else { return nil }
      // One day past 28 falls on the month's last day when the month is shorter: the last of
      // 28…d that the month has.
      if monthDays.count == 1, let only = monthDays.first, only > 28 {
        let candidates = (28...only).map { String($0) }.joined(separator: ",")
        return "FREQ=MONTHLY;BYMONTHDAY=" + candidates + ";BYSETPOS=-1"
      }
      let codes = monthDays.sorted().map { String($0) }
      return "FREQ=MONTHLY;BYMONTHDAY=" + codes.joined(separator: ",")
    }
  }

  static func weekly(_ days: WeekdaySet) -> String? {
    if days.isEmpty { return nil }
    if days.count == 7 { return "FREQ=DAILY" }
    let codes = days.weekdays.map { byDay[$0.rawValue] }
    return "FREQ=WEEKLY;BYDAY=" + codes.joined(separator: ",")
  }

  static let byDay = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

  /// The first occurrence, so DTSTART is itself one (RFC 5545 counts DTSTART as an instance).
  static func first(_ habit: Habit, reminder: Reminder) -> Day {
    let created = habit.createdDay
    switch habit.schedule {
    case .everyNDays(let n, let start):
      guard start < created else { return start }
      let step = max(1, n)
      return start.adding(days: (start.distance(to: created) + step - 1) / step * step)
    case .monthDays(let monthDays):
      var day = created
      for _ in 0..<62 {
        let last = Day.length(ofMonth: day.month, year: day.year)
        if monthDays.contains(day.dayOfMonth)
          || (day.dayOfMonth == last && monthDays.contains(where: { $0 > 28 }))
        {
          return day
        }
        day = day.adding(days: 1)
      }
      return created
    case .weekdays(let scheduled):
      return firstWeekday(WeekdaySet(bits: reminder.weekdays.bits & scheduled.bits), from: created)
    case .daily, .timesPerWeek, .timesInDays:
      return firstWeekday(reminder.weekdays, from: created)
    }
  }

  static func firstWeekday(_ days: WeekdaySet, from start: Day) -> Day {
    for offset in 0..<7 where days.contains(start.adding(days: offset).weekday) {
      return start.adding(days: offset)
    }
    return start
  }

  static func compact(_ day: Day) -> String {
    Day.padded(day.year, to: 4) + Day.padded(day.month, to: 2) + Day.padded(day.dayOfMonth, to: 2)
  }

  /// TEXT escaping (RFC 5545 §3.3.11).
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n": result += "\\n"
      case "\r": continue
      default: result.append(character)
      }
    }
    return result
  }

  /// Lines longer than 75 octets continue on lines starting with a space (RFC 5545 §3.1),
  /// never splitting a character.
  static func folded(_ line: String) -> String {
    var result = ""
    var octets = 0
    for character in line {
      let size = String(character).utf8.count
      if octets + size > 75 {
        result += "\r\n "
        octets = 1
      }
      result.append(character)
      octets += size
    }
    return result
  }
}
