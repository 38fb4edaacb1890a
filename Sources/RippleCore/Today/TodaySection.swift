/// A section of Today: the part of the day a habit belongs to, from its earliest reminder,
/// or in calm mode what is left to do, what is completed and what is shown but
/// not due.
public enum TodaySectionKind: String, Sendable, CaseIterable {
  case morning, afternoon, evening, anytime
  case todo, completed
  case notDue = "not_due"

  /// The time-of-day sections, in order.
  public static let timesOfDay: [TodaySectionKind] = [.morning, .afternoon, .evening, .anytime]

  /// Calm mode's sections, in order.
  public static let calm: [TodaySectionKind] = [.todo, .completed, .notDue]

  public var title: String {
    switch self {
    case .morning: return "Morning"
    case .afternoon: return "Afternoon"
    case .evening: return "Evening"
    case .anytime: return "Anytime"
    case .todo: return "To do"
    case .completed: return "Completed"
    case .notDue: return "Not due today"
    }
  }

  /// Morning before 12:00, afternoon 12:00–17:59, evening from 18:00, anytime without a reminder.
  public init(reminderMinute: Int?) {
    guard let minute = reminderMinute else {
      self = .anytime
      return
    }
    switch minute {
    case ..<720: self = .morning
    case ..<1080: self = .afternoon
    default: self = .evening
    }
  }
}

public struct TodaySection: Hashable, Sendable {
  public var kind: TodaySectionKind
  public var cards: [TodayCard]

  public init(kind: TodaySectionKind, cards: [TodayCard]) {
    self.kind = kind
    self.cards = cards
  }
}
