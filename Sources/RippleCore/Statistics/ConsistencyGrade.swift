/// A habit's consistency grade, from the completion rate over the last 90 days.
public enum ConsistencyGrade: String, Sendable, CaseIterable {
  case a = "A"
  case b = "B"
  case c = "C"
  case d = "D"
  case f = "F"

  /// The lowest whole percent that earns the grade.
  public var minimumPercent: Int {
    switch self {
    case .a: return 90
    case .b: return 75
    case .c: return 60
    case .d: return 40
    case .f: return 0
    }
  }

  /// The highest whole percent of the grade.
  public var maximumPercent: Int {
    switch self {
    case .a: return 100
    case .b: return 89
    case .c: return 74
    case .d: return 59
    case .f: return 39
    }
  }

  /// "75–89%", as the scale shows it.
  public var rangeText: String { "\(minimumPercent)–\(maximumPercent)%" }

  /// The grade of a rounded percent (the number the user sees decides the grade).
  public init(percent: Int) {
    self = ConsistencyGrade.scale.first { percent >= $0.minimumPercent } ?? .f
  }

  /// The grades from A to F, for the legend the user is shown.
  public static let scale: [ConsistencyGrade] = [.a, .b, .c, .d, .f]
}

/// A habit's consistency score over the last 90 days.
public struct Consistency: Hashable, Sendable {
  /// The days measured: the last 90 days, from the habit's start at the earliest.
  public var days: ClosedRange<Day>?
  public var rate: Rate
  /// Nil without data, and in calm mode (no judgement).
  public var grade: ConsistencyGrade?
  /// Days done per week, on average over the measured days.
  public var daysPerWeek: Double
  /// "You complete this habit 4.2 days per week on average."
  public var text: String

  public init(
    days: ClosedRange<Day>?, rate: Rate, grade: ConsistencyGrade?, daysPerWeek: Double,
    text: String
  ) {
    self.days = days
    self.rate = rate
    self.grade = grade
    self.daysPerWeek = daysPerWeek
    self.text = text
  }

  public static let windowDays = 90

  init(_ habit: HabitDays, today: Day, graded: Bool) {
    let window = max(habit.start, today.adding(days: -(Consistency.windowDays - 1)))
    guard window <= today, !habit.counts.isEmpty else {
      self.init(
        days: nil, rate: .zero, grade: nil, daysPerWeek: 0,
        text: "You complete this habit 0 days per week on average.")
      return
    }
    let days = window...today
    let rate = habit.rate(in: days)
    let perWeek = Double(habit.daysDone(in: days)) * 7 / Double(habit.daysCounted(in: days))
    let perWeekText = Percent.oneDecimal(perWeek)
    self.init(
      days: days, rate: rate,
      grade: graded && !rate.isEmpty ? ConsistencyGrade(percent: rate.percent) : nil,
      daysPerWeek: perWeek,
      text:
        "You complete this habit \(perWeekText) \(perWeekText == "1" ? "day" : "days") per week on average."
    )
  }
}
