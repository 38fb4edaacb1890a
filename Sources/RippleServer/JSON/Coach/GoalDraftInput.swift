import Foundation
import Hummingbird
import RippleCore
import RippleStore

/// The wizard's answers: `{"what", "why", "timelineWeeks" | "targetDay",
/// "pastAttempts": {"triedBefore", "obstacles", "otherText"}, "baseline", "reminderTime"}` (the
/// answer to the baseline question, in its unit; optional), for a preview the alternative asked
/// for (`"variant"`), and for accepting, the previewed (possibly edited) `roadmap`.
/// `reminderTime` (`HH:mm`) is when the person wants the linked habit's reminder, offered after
/// "forgot".
struct GoalDraftInput: Decodable, Sendable {
  var what: String
  var why: String
  var timelineWeeks: Int?
  var targetDay: String?
  var pastAttempts: Attempts?
  var reminderTime: String?
  var roadmap: RoadmapDTO?
  var baseline: Double?
  var variant: String?

  struct Attempts: Decodable, Sendable {
    var triedBefore: Bool
    var obstacles: [String]?
    var otherText: String?
  }

  enum CodingKeys: String, CodingKey {
    case what, why, timelineWeeks, targetDay, pastAttempts, reminderTime, roadmap, baseline, variant
  }

  enum RoadmapKeys: String, CodingKey { case weeks }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    what = try container.decode(String.self, forKey: .what)
    why = try container.decodeNonNullIfPresent(String.self, forKey: .why) ?? ""
    timelineWeeks = try container.decodeNonNullIfPresent(Int.self, forKey: .timelineWeeks)
    targetDay = try container.decodeNonNullIfPresent(String.self, forKey: .targetDay)
    pastAttempts = try container.decodeNonNullIfPresent(Attempts.self, forKey: .pastAttempts)
    reminderTime = try container.decodeNonNullIfPresent(String.self, forKey: .reminderTime)
    roadmap = try container.decodeNonNullIfPresent(RoadmapDTO.self, forKey: .roadmap)
    if roadmap != nil {
      // What the stages cover together is written for readers and not read back; still, a
      // roadmap sent back with nonsense there is refused, as the API document says.
      let sent = try container.nestedContainer(keyedBy: RoadmapKeys.self, forKey: .roadmap)
      if let weeks = try sent.decodeIfPresent(Int.self, forKey: .weeks), weeks < 1 {
        throw DecodingError.dataCorruptedError(
          forKey: .weeks, in: sent, debugDescription: "a roadmap covers at least 1 week")
      }
    }
    baseline = try container.decodeIfPresent(Double.self, forKey: .baseline)
    variant = try container.decodeIfPresent(String.self, forKey: .variant)
  }

  /// The alternative asked for; 422 naming `variant` for an unknown one.
  func roadmapVariant() throws(APIError) -> RoadmapVariant {
    guard let variant else { return .standard }
    guard let known = RoadmapVariant(rawValue: variant) else {
      let allowed = RoadmapVariant.allCases.map(\.rawValue).joined(separator: ", ")
      throw .invalid("A variant is one of \(allowed)", field: "variant")
    }
    return known
  }

  /// The linked habit's reminder (`PastAttempts.reminder(chosen:)`): at `reminderTime` when
  /// given; 422 on `reminderTime` when it is not a time like 07:30.
  func reminder(for goal: Goal) throws(APIError) -> Reminder? {
    var chosen: Reminder?
    if let reminderTime {
      guard let minute = ReminderDTO.minute(of: reminderTime) else {
        throw .invalid("A reminder time is written HH:mm, like 07:30", field: "reminderTime")
      }
      chosen = Reminder(minuteOfDay: minute)
    }
    return goal.pastAttempts.reminder(chosen: chosen)
  }

  /// The goal these answers describe, starting on `today`; 422 naming the field otherwise.
  func goal(id: GoalID, habitID: HabitID, today: Day) throws(APIError) -> Goal {
    try Self.text(what, field: "what", limit: GoalLimits.what)
    guard !TextRules.isBlank(what) else {
      throw .invalid("Tell the coach what you want to achieve", field: "what")
    }
    try Self.text(why, field: "why", limit: GoalLimits.why)
    let timeline: GoalTimeline
    switch (timelineWeeks, targetDay) {
    case (let weeks?, nil):
      guard GoalLimits.weeks.contains(weeks) else {
        throw .invalid("A timeline is 1 to 104 weeks", field: "timelineWeeks")
      }
      timeline = .weeks(weeks)
    case (nil, let text?):
      guard let day = try? Day(parsing: text) else {
        throw .invalid("A day is written yyyy-MM-dd", field: "targetDay")
      }
      guard day > today, today.distance(to: day) <= 7 * GoalLimits.weeks.upperBound else {
        throw .invalid("The target day is after today and within two years", field: "targetDay")
      }
      timeline = .targetDay(day)
    case (nil, nil): timeline = .weeks(8)
    case (_?, _?):
      throw .invalid("Give timelineWeeks or targetDay, not both", field: "targetDay")
    }
    if let baseline, !baseline.isFinite || !GoalLimits.baseline.contains(baseline) {
      throw .invalid("Where you are now is a number from 0 to 100000", field: "baseline")
    }
    _ = try roadmapVariant()
    return Goal(
      id: id, what: what.trimmingCharacters(in: .whitespacesAndNewlines),
      why: why.trimmingCharacters(in: .whitespacesAndNewlines), timeline: timeline,
      pastAttempts: try attempts(), habitID: habitID, startDay: today, baseline: baseline)
  }

  private func attempts() throws(APIError) -> PastAttempts {
    guard let pastAttempts else { return .none }
    var obstacles: [Obstacle] = []
    for code in pastAttempts.obstacles ?? [] {
      guard let obstacle = Obstacle(rawValue: code) else {
        let allowed = Obstacle.allCases.map(\.rawValue).joined(separator: ", ")
        throw .invalid("An obstacle is one of \(allowed)", field: "pastAttempts.obstacles")
      }
      if !obstacles.contains(obstacle) { obstacles.append(obstacle) }
    }
    let other = pastAttempts.otherText ?? ""
    try Self.text(other, field: "pastAttempts.otherText", limit: GoalLimits.what)
    return PastAttempts(
      triedBefore: pastAttempts.triedBefore, obstacles: obstacles, otherText: other)
  }

  static func text(_ text: String, field: String, limit: Int) throws(APIError) {
    do {
      try TextRules.check(
        text, field: field, limit: limit, multiline: true,
        tooLong: "At most \(limit) characters")
    } catch {
      throw .invalid(error.message, field: field)
    }
  }
}
