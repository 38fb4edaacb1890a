extension CoachState {
  /// The amount a Yes on the coach's card records for `day`: the target of the stage the day
  /// belongs to when that stage asks at least an amount ("Yes" to "Run 12 minutes" logs 12
  /// minutes, so the habit's card shows the stage done, not "0 of 12"); nil for a yes/no stage
  /// or a limit ("at most 8"), where a Yes records no amount.
  public func yesValue(on day: Day) -> Double? {
    let measure = span(on: day)?.habit.measure ?? currentStage.habit.measure
    guard case .numeric(let target, _, .atLeast) = measure else { return nil }
    return target
  }
}
