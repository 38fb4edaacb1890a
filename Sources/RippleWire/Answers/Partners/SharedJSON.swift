#if !hasFeature(Embedded)
import RippleCore

/// `GET /api/v1/shared`: what partners share with you.
public struct SharedListJSON: WireObject, Sendable {
  public var partners: [SharedPartnerJSON]

  public init(partners: [SharedPartnerJSON]) {
    self.partners = partners
  }

  public static let wireName = "SharedList"
  public static let wireSummary = "The habits partners share with you, partner by partner"
  public static let wireFields: [WireField<SharedListJSON>] = [
    WireField("partners") { $0.partners }
  ]
}

/// One partner's shared habits.
public struct SharedPartnerJSON: WireObject, Sendable {
  public var id: String
  public var name: String
  public var habits: [SharedHabitJSON]

  public init(id: String, name: String, habits: [SharedHabitJSON]) {
    self.id = id
    self.name = name
    self.habits = habits
  }

  public static let wireName = "SharedPartner"
  public static let wireSummary = "A partner and the habits they share with you"
  public static let wireFields: [WireField<SharedPartnerJSON>] = [
    WireField("id", "The partnership's id") { $0.id },
    WireField("name", "Their e-mail, as the invitation showed it") { $0.name },
    WireField("habits") { $0.habits },
  ]
}

/// A shared habit as its partner sees it: its (display) name, schedule and twelve weeks of days.
public struct SharedHabitJSON: WireObject, Sendable {
  public var id: String
  public var name: String
  public var scheduleText: String
  public var grid: SharedGrid

  public init(id: String, name: String, scheduleText: String, grid: SharedGrid) {
    self.id = id
    self.name = name
    self.scheduleText = scheduleText
    self.grid = grid
  }

  public static let wireName = "SharedHabit"
  public static let wireSummary = "A habit a partner shares with you: whether days were done"
  public static let wireFields: [WireField<SharedHabitJSON>] = [
    WireField("id") { $0.id },
    WireField("name", "The name the owner chose to show") { $0.name },
    WireField("scheduleText") { $0.scheduleText },
    WireField("today", "The owner's today", as: .day) { $0.grid.today.text },
    WireField("firstWeekday", "The grid's weeks start on it", as: .named("Weekday")) {
      $0.grid.firstWeekday.code
    },
    WireField("days", "Twelve whole weeks, oldest first; the last holds today") { habit in
      habit.grid.days.map { SharedDayJSON(day: $0.day, state: $0.state) }
    },
    WireField("week") { SharedWeekJSON(grid: $0.grid) },
  ]
}

/// One day of a shared habit.
public struct SharedDayJSON: WireObject, Sendable {
  var day: Day
  var state: SharedDayState

  public static let wireName = "SharedDay"
  public static let wireSummary = "One day of a shared habit: its state only"
  public static let wireFields: [WireField<SharedDayJSON>] = [
    WireField("day", as: .day) { $0.day.text },
    WireField("state", as: .words(SharedDayState.self)) { $0.state.rawValue },
  ]
}

/// This week of a shared habit.
public struct SharedWeekJSON: WireObject, Sendable {
  var grid: SharedGrid

  public static let wireName = "SharedWeek"
  public static let wireSummary = "This week's days done against the week's target"
  public static let wireFields: [WireField<SharedWeekJSON>] = [
    WireField("done") { $0.grid.weekDone },
    WireField("target") { $0.grid.weekTarget },
    WireField("text", "2 of 3 this week") { $0.grid.weekText },
  ]
}
#endif
