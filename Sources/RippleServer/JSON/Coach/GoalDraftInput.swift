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
  /// The draft as the engine checks it (`GoalDraft`).
  var draft: GoalDraft {
    GoalDraft(
      what: what, why: why, timelineWeeks: timelineWeeks, targetDay: targetDay,
      pastAttempts: pastAttempts.map {
        GoalDraft.Attempts(
          triedBefore: $0.triedBefore, obstacles: $0.obstacles ?? [],
          otherText: $0.otherText ?? "")
      }, reminderTime: reminderTime, baseline: baseline, variant: variant)
  }

  func roadmapVariant() throws(APIError) -> RoadmapVariant {
    do { return try draft.roadmapVariant() } catch {
      throw .invalid(error.message, field: error.field)
    }
  }

  func reminder(for goal: Goal) throws(APIError) -> Reminder? {
    do { return try draft.reminder(for: goal) } catch {
      throw .invalid(error.message, field: error.field)
    }
  }

  func goal(id: GoalID, habitID: HabitID, today: Day) throws(APIError) -> Goal {
    do { return try draft.goal(id: id, habitID: habitID, today: today) } catch {
      throw .invalid(error.message, field: error.field)
    }
  }

  static func text(_ text: String, field: String, limit: Int) throws(APIError) {
    do { try GoalDraft.text(text, field: field, limit: limit) } catch {
      throw .invalid(error.message, field: field)
    }
  }
}
