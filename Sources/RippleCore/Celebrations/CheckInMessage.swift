/// The one line a client shows (toast, screen reader) after a check-in write, decided by the
/// engine so a partial amount never reads as "completed".
public enum CheckInMessage {
  /// "Drink water completed", "3 of 8 glasses logged", "Read skipped", "Read marked not done",
  /// "Read marked not complete" (cleared).
  public static func text(habit: Habit, checkIn: CheckIn?) -> String {
    guard let checkIn else { return "\(habit.name) marked not complete" }
    let outcome = checkIn.outcome(for: habit.measure)
    if outcome != .done, outcome != .skipped, checkIn.state == .done, let value = checkIn.value,
      case .numeric(let target, let unit, let kind) = habit.measure
    {
      if kind == .atMost, value > target {
        let amount = unit.isEmpty ? AmountText.format(value) : "\(AmountText.format(value)) \(unit)"
        return "\(amount) logged, over the limit of \(AmountText.format(target))"
      }
      return "\(AmountText.progress(value, of: habit.measure) ?? AmountText.format(value)) logged"
    }
    switch outcome {
    case .done: return "\(habit.name) completed"
    case .skipped: return "\(habit.name) skipped"
    case .missed: return "\(habit.name) marked not done"
    case .partial, .none: return "\(habit.name) marked not complete"
    }
  }
}
