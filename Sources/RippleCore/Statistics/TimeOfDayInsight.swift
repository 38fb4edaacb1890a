/// Part of the day a check-in was logged in, with the Today sections' boundaries: morning
/// before 12:00, afternoon 12:00–17:59, evening from 18:00.
public enum TimeOfDay: String, Sendable, CaseIterable {
  case morning, afternoon, evening

  public init(minuteOfDay: Int) {
    switch minuteOfDay {
    case ..<720: self = .morning
    case ..<1080: self = .afternoon
    default: self = .evening
    }
  }

  public var title: String {
    switch self {
    case .morning: return "Morning"
    case .afternoon: return "Afternoon"
    case .evening: return "Evening"
    }
  }

  /// "in the morning".
  public var phrase: String { "in the " + rawValue }
}

/// When completions are logged.
enum TimeOfDayInsight {
  /// Completions with a logged time needed before the insight speaks.
  static let minimumCompletions = 5

  /// - Parameter habit: the one habit of a detail screen, or nil for all active habits.
  static func make(
    _ input: StatisticsInput, days: ClosedRange<Day>, habit: Int?
  ) -> Insight? {
    var counts = [0, 0, 0]
    for index in habit.map({ [$0] }) ?? input.active {
      let log = input.logs[index]
      for (day, checkIn) in log.checkIns where days.contains(day) && day <= input.today {
        guard let minute = checkIn.loggedMinute, (0..<1440).contains(minute),
          checkIn.outcome(for: log.habit.measure) == .done
        else { continue }
        counts[TimeOfDay(minuteOfDay: minute).index] += 1
      }
    }
    let total = counts[0] + counts[1] + counts[2]
    guard total >= minimumCompletions else { return nil }
    var top = TimeOfDay.morning
    for time in TimeOfDay.allCases where counts[time.index] > counts[top.index] { top = time }
    let subject = habit == nil ? "your habits" : "this habit"
    return Insight(
      kind: .timeOfDay, title: InsightKind.timeOfDay.title(calm: input.settings.isCalm),
      text: "You usually complete \(subject) \(top.phrase).",
      value: Percent.rounded(done: counts[top.index], of: total),
      habitIDs: habit.map { [input.logs[$0].habit.id] } ?? [],
      bars: TimeOfDay.allCases.map {
        InsightBar(
          label: $0.title, count: counts[$0.index], total: total,
          percent: Percent.rounded(done: counts[$0.index], of: total))
      })
  }
}

extension TimeOfDay {
  var index: Int {
    switch self {
    case .morning: return 0
    case .afternoon: return 1
    case .evening: return 2
    }
  }
}
