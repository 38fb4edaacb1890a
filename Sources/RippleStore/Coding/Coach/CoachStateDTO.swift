import Foundation
import RippleCore
import RippleWire

/// The engine's coach state as JSON, as the store keeps it and the API shows it:
/// `{"goal", "roadmaps", "currentIndex", "stageStart", "stageWeek", "spans", "pauses", "weeks"}`;
/// a state stored before stages could last several weeks reads as the stage's first week.
public struct CoachStateDTO: Codable, Sendable, Equatable {
  public var state: CoachState

  public init(_ state: CoachState) { self.state = state }

  enum CodingKeys: String, CodingKey {
    case goal, roadmaps, currentIndex, stageStart, stageWeek, spans, pauses, weeks
  }

  struct Span: Decodable {
    package var from: String
    var roadmapVersion: Int
    var stageIndex: Int
    package var habit: StageHabitDTO
    var criterion: Int
  }

  struct Pause: Decodable {
    var mode: String
    var resumeDay: String?
    package var from: String
    package var through: String?
  }

  struct Week: Decodable {
    var weekStart: String
    var roadmapVersion: Int
    var stageIndex: Int
    var verdict: String
    package var done: Int
    package var required: Int
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func day(_ text: String) throws -> Day {
      do { return try Day(parsing: text) } catch {
        throw DecodingError.dataCorruptedError(
          forKey: .stageStart, in: container, debugDescription: error.message)
      }
    }
    let roadmaps = try container.decode([RoadmapDTO].self, forKey: .roadmaps).map(\.roadmap)
    let currentIndex = try container.decode(Int.self, forKey: .currentIndex)
    let spans = try container.decode([Span].self, forKey: .spans)
    let weeks = try container.decode([Week].self, forKey: .weeks)
    guard let roadmap = roadmaps.last, roadmap.stages.indices.contains(currentIndex),
      !spans.isEmpty, roadmaps.allSatisfy({ !$0.stages.isEmpty }),
      weeks.allSatisfy({ (0...7).contains($0.done) && (0...7).contains($0.required) })
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .currentIndex, in: container, debugDescription: "No such stage")
    }
    state = CoachState(
      goal: try container.decode(GoalModelDTO.self, forKey: .goal).goal, roadmaps: roadmaps,
      currentIndex: currentIndex, stageStart: try container.decodeDay(.stageStart),
      spans: try spans.map { span in
        StageSpan(
          from: try day(span.from), roadmapVersion: span.roadmapVersion,
          stageIndex: span.stageIndex, habit: span.habit.habit,
          criterion: Criterion(days: span.criterion))
      },
      pauses: try container.decode([Pause].self, forKey: .pauses).map { pause in
        PausePeriod(
          mode: pause.mode == "vacation"
            ? .vacation(resume: try day(pause.resumeDay ?? pause.from)) : .maintenance,
          from: try day(pause.from), through: try pause.through.map(day))
      },
      weeks: try weeks.map { week in
        WeekRecord(
          weekStart: try day(week.weekStart), roadmapVersion: week.roadmapVersion,
          stageIndex: week.stageIndex, verdict: WeekVerdict(rawValue: week.verdict) ?? .notJudged,
          done: week.done, required: week.required)
      },
      stageWeek: min(
        roadmap.stages[currentIndex].weeks,
        max(1, try container.decodeIfPresent(Int.self, forKey: .stageWeek) ?? 1)))
  }

  public func encode(to encoder: any Encoder) throws {
    try CoachStateWire(state).encodeWire(to: encoder)
  }
}

extension CoachStateDTO {
  /// Compact JSON with sorted keys, as a goal's `state` column holds it.
  public static func text(_ state: CoachState) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(CoachStateDTO(state))) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// The state a goal's `state` column holds (of the goal `id`); a state that does not read is a
  /// storage failure.
  package static func state(reading text: String, goal id: String) throws(StoreError) -> CoachState
  {
    do {
      return try JSONDecoder().decode(CoachStateDTO.self, from: Data(text.utf8)).state
    } catch {
      throw .storage("The goal \(id) does not read: \(DecodingProblem.describe(error))")
    }
  }
}
