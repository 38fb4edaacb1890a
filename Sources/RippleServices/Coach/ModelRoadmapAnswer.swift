import Foundation
import RippleCore

/// The roadmap a model is asked to write, in JSON: `{"stages": [{"phase", "title", "name",
/// "action", "dose": {"amount", "unit", "daysPerWeek"}, "criterion", "rationale", "tips"}]}`;
/// the rest of the roadmap (weeks, schedule, measure, domain) comes from the engine. A stage's
/// level comes from its dose, so a plan that gets easier is refused.
public struct ModelRoadmapAnswer: Decodable {
  public struct Dose: Decodable {
    public var amount: Double
    public var unit: String
    public var daysPerWeek: Int

    /// The week's amount: per session times the days.
    public var volume: Double { amount * Double(daysPerWeek) }
  }

  public struct Stage: Decodable {
    public var phase: String
    public var title: String
    public var name: String
    public var action: String
    public var dose: Dose
    public var criterion: Int
    public var rationale: String
    public var tips: [String]

    public var texts: [String] { [title, name, action, dose.unit, rationale] + tips }
  }

  public var stages: [Stage]

  /// The answer's content as a roadmap, or why it cannot be one.
  public static func roadmap(
    from content: String, goal: Goal, domain: Domain, planner: PlannerInfo, today: Day
  ) -> Result<Roadmap, ModelPlannerProblem> {
    let answer: ModelRoadmapAnswer
    do {
      answer = try JSONDecoder().decode(Self.self, from: Data(jsonText(content).utf8))
    } catch {
      return .failure(.malformed("The answer is not a roadmap with a dose for every week"))
    }
    let weeks = goal.plannedWeeks
    guard answer.stages.count == weeks else {
      return .failure(.invalid("The plan has \(answer.stages.count) weeks, not the \(weeks) asked"))
    }
    for (index, stage) in answer.stages.enumerated() {
      if let problem = stage.texts.lazy.compactMap(ModelContentFilter.problem).first {
        return .failure(.invalid("Week \(index + 1) carries \(problem)"))
      }
    }
    if let problem = ModelPlanSafety.problem(answer.stages.map(\.dose), domain: domain) {
      return .failure(.invalid(problem))
    }
    let cuttingDown = ModelPlanSafety.isCuttingDown(domain)
    var stages: [RippleCore.Stage] = []
    for (index, stage) in answer.stages.enumerated() {
      guard let phase = Phase(rawValue: stage.phase.lowercased()) else {
        return .failure(.invalid("Week \(index + 1) has an unknown phase"))
      }
      let criterion = Criterion(days: stage.criterion)
      guard criterion.days == stage.criterion, stage.criterion <= stage.dose.daysPerWeek else {
        return .failure(
          .invalid(
            "Week \(index + 1) asks for \(stage.criterion) of 7 days for a dose on "
              + "\(stage.dose.daysPerWeek)"))
      }
      let measure = Measure.numeric(
        target: stage.dose.amount, unit: stage.dose.unit, kind: cuttingDown ? .atMost : .atLeast)
      do {
        try HabitValidation.validate(measure)
      } catch {
        return .failure(.invalid("Week \(index + 1) has no usable dose"))
      }
      // Harder is more a week, or for cutting down, less each day.
      let level =
        cuttingDown
        ? Int(min(1e6, max(0, 1e6 - stage.dose.amount * 1000)))
        : Int(min(1e12, stage.dose.volume * 100))
      stages.append(
        RippleCore.Stage(
          week: index + 1, phase: phase, title: stage.title,
          habit: StageHabit(
            name: stage.name, action: stage.action, schedule: .timesPerWeek(criterion.days),
            measure: measure),
          criterion: criterion, rationale: stage.rationale, tips: stage.tips,
          status: index == 0 ? .current : .upcoming, level: level))
    }
    let roadmap = Roadmap(
      stages: stages, difficulty: goal.pastAttempts.asksForGentleStart ? .gentle : .standard,
      domain: domain, planner: planner, createdDay: today)
    do {
      try RoadmapCheck.validate(roadmap)
    } catch {
      return .failure(.invalid("The roadmap breaks a rule: \(error)"))
    }
    if let (week, phrase) = RoadmapWording.firstRuledOut(in: roadmap) {
      return .failure(.invalid("Week \(week) uses the words '\(phrase)'"))
    }
    return .success(roadmap)
  }

  /// The JSON object in `content`, without the Markdown fence some models put around it.
  public static func jsonText(_ content: String) -> String {
    guard let start = content.firstIndex(of: "{"), let end = content.lastIndex(of: "}") else {
      return content
    }
    return String(content[start...end])
  }
}

/// Why the model's roadmap was not used.
public enum ModelPlannerProblem: Error, Equatable, Sendable {
  case unreachable(String)
  case timedOut
  case httpStatus(Int)
  case malformed(String)
  case invalid(String)

  public var message: String {
    switch self {
    case .unreachable(let reason): return "The model server could not be reached: \(reason)"
    case .timedOut: return "The model took too long"
    case .httpStatus(let status): return "The model server answered \(status)"
    case .malformed(let reason), .invalid(let reason): return reason
    }
  }
}
