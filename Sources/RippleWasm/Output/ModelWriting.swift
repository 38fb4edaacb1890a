import RippleCore
import RippleWire

/// The API's JSON for the model (HabitDTO + HabitJSON, CheckInDTO, SettingsDTO), member for
/// member in the order the server writes them.
enum ModelWriting {
  static func weekdayCodes(_ set: WeekdaySet) -> [String] {
    Weekday.ordered(startingOn: .monday).filter { set.contains($0) }.map { $0.code }
  }

  static func schedule(_ schedule: Schedule, _ w: inout JSONWriter) {
    w.object { w in
      switch schedule {
      case .daily:
        w.field("kind", "daily")
      case .weekdays(let set):
        w.field("kind", "weekdays")
        w.key("weekdays")
        w.array(weekdayCodes(set)) { w, code in w.string(code) }
      case .timesPerWeek(let times):
        w.field("kind", "times_per_week")
        w.field("times", times)
      case .everyNDays(let every, let start):
        w.field("kind", "every_n_days")
        w.field("every", every)
        w.field("start", start.text)
      case .timesInDays(let times, let days):
        w.field("kind", "times_in_days")
        w.field("times", times)
        w.field("days", days)
      case .monthDays(let days):
        w.field("kind", "month_days")
        w.key("days")
        w.array(days.sorted()) { w, day in w.int(day) }
      }
    }
  }

  static func measure(_ measure: Measure, _ w: inout JSONWriter) {
    w.object { w in
      switch measure {
      case .boolean:
        w.field("kind", "boolean")
      case .numeric(let target, let unit, let kind):
        w.field("kind", "numeric")
        w.field("target", target)
        w.field("unit", unit)
        w.field("targetKind", kind.rawValue)
      }
    }
  }

  /// `HabitJSON`: the stored fields, then `scheduleText`, `streakUnit` and `valueEntry`.
  static func habit(_ habit: Habit, firstWeekday: Weekday, _ w: inout JSONWriter) {
    w.object { w in
      w.field("id", habit.id.rawValue)
      w.field("name", habit.name)
      w.field("description", habit.description)
      w.field("color", habit.color)
      w.field("icon", habit.icon)
      w.nullable("categoryId", habit.categoryID?.rawValue)
      w.key("schedule")
      schedule(habit.schedule, &w)
      w.key("measure")
      measure(habit.measure, &w)
      w.key("reminders")
      w.array(habit.reminders) { w, reminder in
        w.object { w in
          w.field("time", reminder.timeText)
          w.key("weekdays")
          w.array(weekdayCodes(reminder.weekdays)) { w, code in w.string(code) }
        }
      }
      w.field("archived", habit.isArchived)
      w.field("sortOrder", habit.sortOrder)
      w.field("createdDay", habit.createdDay.text)
      w.field("createdAt", habit.createdAt)
      w.field("updatedAt", habit.updatedAt)
      w.field("scheduleText", habit.schedule.text(firstWeekday: firstWeekday))
      w.field("streakUnit", habit.schedule.streakUnit.rawValue)
      if let entry = ValueEntry(habit.measure) {
        w.key("valueEntry")
        w.object { w in
          w.key("steps")
          w.array(entry.steps) { w, step in w.double(step) }
          w.optional("decrement", entry.decrement)
          w.optional("metMin", entry.metMin)
          w.optional("metMax", entry.metMax)
        }
      }
    }
  }

  static func checkIn(_ checkIn: CheckIn, _ w: inout JSONWriter) {
    w.object { w in
      w.field("habitId", checkIn.habitID.rawValue)
      w.field("day", checkIn.day.text)
      w.field("state", checkIn.state.rawValue)
      w.nullable("value", checkIn.value)
      w.nullable("note", checkIn.note)
      w.nullable("mood", checkIn.mood?.rawValue)
      w.nullable("loggedMinute", checkIn.loggedMinute)
      w.field("updatedAt", checkIn.updatedAt)
    }
  }

  static func settings(_ settings: Settings, _ w: inout JSONWriter) {
    w.object { w in
      w.field("timeZone", settings.timeZone)
      w.field("firstWeekday", settings.firstWeekday.code)
      w.field("dayStartHour", settings.dayStartHour)
      w.field("theme", settings.theme.rawValue)
      w.field("accent", settings.accent)
      w.field("celebrations", settings.celebrations.rawValue)
      w.field("showStreaks", settings.showStreaks)
      w.field("haptics", settings.haptics)
      w.field("tier", settings.tier.code)
      var expiry: Day?
      if case .premiumPlus(let expires, _) = settings.tier { expiry = expires }
      w.nullable("tierExpires", expiry?.text)
      w.field("onboardingDone", settings.onboardingDone)
    }
  }
}
