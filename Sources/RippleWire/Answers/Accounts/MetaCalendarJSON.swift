#if !hasFeature(Embedded)
import RippleCore

/// The user's calendar now: today in their zone and day-start hour, and their week.
public struct MetaCalendarJSON: WireObject, Sendable {
  public var settings: Settings
  public var today: Day
  /// Minutes since the user's day began (with the day-start hour).
  public var minutesIntoDay: Int

  public init(settings: Settings, today: Day, minutesIntoDay: Int) {
    self.settings = settings
    self.today = today
    self.minutesIntoDay = minutesIntoDay
  }

  var weekStart: Day { today.startOfWeek(firstWeekday: settings.firstWeekday) }

  public static let wireName = "MetaCalendar"
  public static let wireSummary = "The user's calendar now: today and their week"
  public static let wireFields: [WireField<MetaCalendarJSON>] = [
    WireField("today", "Today in the user's zone and day-start hour", as: .day) { $0.today.text },
    WireField("dateTitle", "Wednesday, Nov 18") { $0.today.longTitle },
    WireField("tomorrow", as: .day) { $0.today.adding(days: 1).text },
    WireField("yesterday", as: .day) { $0.today.adding(days: -1).text },
    WireField("weekStart", "The first day of today's week (the user's first weekday)", as: .day) {
      $0.weekStart.text
    },
    WireField("weekEnd", as: .day) { $0.weekStart.adding(days: 6).text },
    WireField("firstWeekday", as: .named("Weekday")) { $0.settings.firstWeekday.code },
    WireField(
      "weekdays", "Weekday codes in display order, from the first weekday",
      as: .array(.named("Weekday"))
    ) { Weekday.ordered(startingOn: $0.settings.firstWeekday).map(\.code) },
    WireField("timeZone") { $0.settings.timeZone },
    WireField("dayStartHour") { $0.settings.dayStartHour },
    WireField("minutesIntoDay", "Minutes since the user's day began") { $0.minutesIntoDay },
  ]
}
#endif
