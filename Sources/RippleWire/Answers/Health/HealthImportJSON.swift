#if !hasFeature(Embedded)
/// `POST /api/v1/health/import`: what a health export added.
public struct HealthImportJSON: WireObject, Sendable {
  public var source: String
  public var daysRead: Int
  public var recordsSkipped: Int
  public var firstDay: String?
  public var lastDay: String?
  public var added: Int
  public var habits: [HealthImportHabitJSON]

  public init(
    source: String, daysRead: Int, recordsSkipped: Int, firstDay: String?, lastDay: String?,
    added: Int, habits: [HealthImportHabitJSON]
  ) {
    self.source = source
    self.daysRead = daysRead
    self.recordsSkipped = recordsSkipped
    self.firstDay = firstDay
    self.lastDay = lastDay
    self.added = added
    self.habits = habits
  }

  public static let wireName = "HealthImport"
  public static let wireSummary = "What a health export added: check-ins on days the rules held"
  public static let wireFields: [WireField<HealthImportJSON>] = [
    WireField("source", as: .oneOf(["Apple Health", "Google Fit"])) { $0.source },
    WireField("daysRead", "Days of the linked measures the file held") { $0.daysRead },
    WireField("recordsSkipped", "Records with an unreadable date or impossible value") {
      $0.recordsSkipped
    },
    .nullable("firstDay", "The first day of the linked measures' records", as: .day) {
      $0.firstDay
    },
    .nullable("lastDay", "The last day of the linked measures' records", as: .day) { $0.lastDay },
    WireField("added", "Check-ins added in all") { $0.added },
    WireField("habits") { $0.habits },
  ]
}

/// One linked habit's share of a health import.
public struct HealthImportHabitJSON: WireObject, Sendable {
  public var habitId: String
  public var name: String
  public var added: Int

  public init(habitId: String, name: String, added: Int) {
    self.habitId = habitId
    self.name = name
    self.added = added
  }

  public static let wireName = "HealthImportHabit"
  public static let wireSummary = "The check-ins a health import added to one habit"
  public static let wireFields: [WireField<HealthImportHabitJSON>] = [
    WireField("habitId") { $0.habitId },
    WireField("name") { $0.name },
    WireField("added") { $0.added },
  ]
}
#endif
