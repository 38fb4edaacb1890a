/// A goal as the coach's wizard sends it, before it is checked: the same fields on the server
/// (`POST /api/v1/goals`, `/check`, `/preview`) and in the browser's engine, which plans a
/// private account's goal on the device. `goal(id:habitID:today:)` applies every rule, naming the
/// field a broken one concerns.
public struct GoalDraft: Hashable, Sendable {
  public var what: String
  public var why: String
  public var timelineWeeks: Int?
  /// The target day as written (yyyy-MM-dd).
  public var targetDay: String?
  public var pastAttempts: Attempts?
  /// The reminder time as written (HH:mm).
  public var reminderTime: String?
  public var baseline: Double?
  public var variant: String?

  /// What got in the way before, as the wizard asks it.
  public struct Attempts: Hashable, Sendable {
    public var triedBefore: Bool
    /// Obstacle codes (`Obstacle`'s raw values).
    public var obstacles: [String]
    public var otherText: String

    public init(triedBefore: Bool, obstacles: [String] = [], otherText: String = "") {
      self.triedBefore = triedBefore
      self.obstacles = obstacles
      self.otherText = otherText
    }
  }

  public init(
    what: String, why: String = "", timelineWeeks: Int? = nil, targetDay: String? = nil,
    pastAttempts: Attempts? = nil, reminderTime: String? = nil, baseline: Double? = nil,
    variant: String? = nil
  ) {
    self.what = what
    self.why = why
    self.timelineWeeks = timelineWeeks
    self.targetDay = targetDay
    self.pastAttempts = pastAttempts
    self.reminderTime = reminderTime
    self.baseline = baseline
    self.variant = variant
  }

  /// The roadmap variant asked for (the standard one when none is).
  public func roadmapVariant() throws(ValidationError) -> RoadmapVariant {
    guard let variant else { return .standard }
    guard let known = RoadmapVariant(rawValue: variant) else {
      let allowed = RoadmapVariant.allCases.map { $0.rawValue }.joined(separator: ", ")
      throw ValidationError(field: "variant", message: "A variant is one of \(allowed)")
    }
    return known
  }

  /// The reminder the person chose, or the one their past attempts call for.
  public func reminder(for goal: Goal) throws(ValidationError) -> Reminder? {
    var chosen: Reminder?
    if let reminderTime {
      guard let minute = Reminder.minute(of: reminderTime) else {
        throw ValidationError(
          field: "reminderTime", message: "A reminder time is written HH:mm, like 07:30")
      }
      chosen = Reminder(minuteOfDay: minute)
    }
    return goal.pastAttempts.reminder(chosen: chosen)
  }

  /// The goal, every field checked, starting `today`.
  public func goal(id: GoalID, habitID: HabitID, today: Day) throws(ValidationError) -> Goal {
    try Self.text(what, field: "what", limit: GoalLimits.what)
    guard !TextRules.isBlank(what) else {
      throw ValidationError(field: "what", message: "Tell the coach what you want to achieve")
    }
    try Self.text(why, field: "why", limit: GoalLimits.why)
    let timeline = try self.timeline(today: today)
    if let baseline, !baseline.isFinite || !GoalLimits.baseline.contains(baseline) {
      throw ValidationError(
        field: "baseline", message: "Where you are now is a number from 0 to 100000")
    }
    _ = try roadmapVariant()
    return Goal(
      id: id, what: TextRules.trimmed(what), why: TextRules.trimmed(why), timeline: timeline,
      pastAttempts: try attempts(), habitID: habitID, startDay: today, baseline: baseline)
  }

  private func timeline(today: Day) throws(ValidationError) -> GoalTimeline {
    switch (timelineWeeks, targetDay) {
    case (let weeks?, nil):
      guard GoalLimits.weeks.contains(weeks) else {
        throw ValidationError(field: "timelineWeeks", message: "A timeline is 1 to 104 weeks")
      }
      return .weeks(weeks)
    case (nil, let text?):
      guard let day = try? Day(parsing: text) else {
        throw ValidationError(field: "targetDay", message: "A day is written yyyy-MM-dd")
      }
      guard day > today, today.distance(to: day) <= 7 * GoalLimits.weeks.upperBound else {
        throw ValidationError(
          field: "targetDay", message: "The target day is after today and within two years")
      }
      return .targetDay(day)
    case (nil, nil): return .weeks(8)
    case (_?, _?):
      throw ValidationError(
        field: "targetDay", message: "Give timelineWeeks or targetDay, not both")
    }
  }

  private func attempts() throws(ValidationError) -> PastAttempts {
    guard let pastAttempts else { return .none }
    var obstacles: [Obstacle] = []
    for code in pastAttempts.obstacles {
      guard let obstacle = Obstacle(rawValue: code) else {
        let allowed = Obstacle.allCases.map { $0.rawValue }.joined(separator: ", ")
        throw ValidationError(
          field: "pastAttempts.obstacles", message: "An obstacle is one of \(allowed)")
      }
      if !obstacles.contains(obstacle) { obstacles.append(obstacle) }
    }
    try Self.text(pastAttempts.otherText, field: "pastAttempts.otherText", limit: GoalLimits.what)
    return PastAttempts(
      triedBefore: pastAttempts.triedBefore, obstacles: obstacles,
      otherText: pastAttempts.otherText)
  }

  /// Throws unless `text` is at most `limit` characters with no control characters but tabs and
  /// line breaks: the rule of every text the coach is told.
  public static func text(_ text: String, field: String, limit: Int) throws(ValidationError) {
    try TextRules.check(
      text, field: field, limit: limit, multiline: true, tooLong: "At most \(limit) characters")
  }
}
