import Foundation
import RippleCore
import Testing

@testable import RippleServer
@testable import RippleServices

/// The optional model planner against a local chat-completions server.
@Suite("Model planner")
struct ModelPlannerTests {
  static let goal = Goal(
    id: GoalID("g1"), what: "Run a 5k", why: "To feel strong", timeline: .weeks(8),
    habitID: HabitID("h1"), startDay: try! Day(parsing: "2026-11-16"))
  static let today = try! Day(parsing: "2026-11-16")

  /// A generous deadline unless a test is about the deadline: a machine busy with the other suites
  /// can take longer than the production two seconds to answer.
  func planner(_ base: URL, _ kind: String, deadline: Duration = .seconds(30)) -> CoachPlanner {
    CoachPlanner(
      model: ModelPlannerConfiguration(
        url: base.appendingPathComponent(kind).appendingPathComponent("v1"), model: "tiny",
        apiKey: "secret", deadline: deadline))
  }

  @Test func aGoodAnswerIsTheRoadmap() async throws {
    try await ChatCompletionsServer.run { base, _ in
      let planned = await planner(base, "good").roadmap(for: Self.goal, today: Self.today)
      #expect(planned.fallbackReason == nil)
      #expect(planned.roadmap.planner == PlannerInfo(name: "model:tiny", version: 1))
      #expect(planned.roadmap.stages.count == 8)
      #expect(planned.roadmap.stages[0].habit.name == "Run 20 minutes")
      #expect(
        planned.roadmap.stages[0].habit.measure
          == .numeric(target: 20, unit: "minutes", kind: .atLeast))
      #expect(planned.roadmap.domain == .running)
      #expect(planned.roadmap.stages[7].difficulty > planned.roadmap.stages[0].difficulty)
    }
  }

  @Test(arguments: ["malformed", "unkind", "short", "failing"])
  func anUnusableAnswerFallsBackToTheBuiltInPlanner(kind: String) async throws {
    try await ChatCompletionsServer.run { base, _ in
      let planned = await planner(base, kind).roadmap(for: Self.goal, today: Self.today)
      #expect(planned.roadmap.planner == BuiltInPlanner.info)
      #expect(planned.fallbackReason != nil)
      #expect(planned.roadmap == BuiltInPlanner().roadmap(for: Self.goal, today: Self.today))
    }
  }

  /// The default deadline leaves a second of the three a preview may take for the rest of the
  /// request. The slow model never answers while the test runs, so the built-in plan and its
  /// reason can only come from the deadline (no wall clock is read: a busy machine may take longer).
  @Test func aSlowModelFallsBackAtItsDeadline() async throws {
    #expect(
      ModelPlannerConfiguration(url: URL(string: "http://127.0.0.1/v1")!, model: "m").deadline
        <= .seconds(2))
    try await ChatCompletionsServer.run { base, _ in
      let planned = await planner(base, "slow", deadline: .seconds(1)).roadmap(
        for: Self.goal, today: Self.today)
      #expect(planned.roadmap.planner == BuiltInPlanner.info)
      #expect(planned.fallbackReason == "The model took too long")
    }
  }

  @Test func anUnreachableServerFallsBack() async throws {
    let planned = await CoachPlanner(
      model: ModelPlannerConfiguration(url: URL(string: "http://127.0.0.1:9")!, model: "tiny")
    ).roadmap(for: Self.goal, today: Self.today)
    #expect(planned.roadmap.planner == BuiltInPlanner.info)
  }

  @Test(arguments: [
    ("ftp://127.0.0.1/v1", "the URL's scheme is ftp, not http or https"),
    ("/v1/chat", "the URL has no scheme (http or https)"),
    ("http:///v1", "the URL names no host"),
  ])
  func aURLThatCannotBeAskedFallsBackSayingWhy(url: String, reason: String) async throws {
    let planned = await CoachPlanner(
      model: ModelPlannerConfiguration(url: try #require(URL(string: url)), model: "tiny")
    ).roadmap(for: Self.goal, today: Self.today)
    #expect(planned.roadmap.planner == BuiltInPlanner.info)
    #expect(planned.fallbackReason == "The model server could not be reached: \(reason)")
  }

  @Test(arguments: ChatCompletionsServer.refused.keys.sorted())
  func anUnsafeOrInjectedPlanFallsBackWithItsReason(kind: String) async throws {
    try await ChatCompletionsServer.run { base, _ in
      let planned = await planner(base, kind).roadmap(for: Self.goal, today: Self.today)
      #expect(planned.roadmap.planner == BuiltInPlanner.info)
      #expect(planned.fallbackReason == ChatCompletionsServer.refused[kind]?.reason)
    }
  }

  @Test func theModelIsToldEveryWizardAnswerAndTheExactWeeks() {
    let goal = Goal(
      id: GoalID("g1"), what: "Run a 5k", why: "To feel strong", timeline: .weeks(10),
      pastAttempts: PastAttempts(
        triedBefore: true, obstacles: [.health, .time, .other], otherText: "My knee hurt"),
      habitID: HabitID("h1"), startDay: Self.today)
    let prompt = ModelPrompt.user(goal: goal, domain: .running)
    #expect(prompt.contains("Weeks: exactly 10"))
    #expect(prompt.contains("health, time, other"))
    #expect(prompt.contains("My knee hurt"))
    #expect(ModelPrompt.system.contains("\"dose\""))
  }

  @Test func theModelIsToldTheParsedTargetAndWhereThePersonIsNow() {
    var goal = Goal(
      id: GoalID("g1"), what: "Do 20 pushups in a row", why: "", timeline: .weeks(8),
      pastAttempts: .none, habitID: HabitID("h1"), startDay: Self.today, baseline: 3)
    let told = ModelPrompt.user(goal: goal, domain: .strength).split(separator: "\n")
    #expect(told.contains("Target: 20 push-ups"))
    #expect(told.contains("Where they are now: 3 push-ups"))
    goal.baseline = nil
    let skipped = ModelPrompt.user(goal: goal, domain: .strength).split(separator: "\n")
    #expect(skipped.contains("Where they are now: not given; start carefully, as from 0 push-ups"))
    goal.what = "Get stronger"
    let vague = ModelPrompt.user(goal: goal, domain: .strength).split(separator: "\n")
    #expect(vague.contains("Target: none stated; do not invent a number"))
  }

  /// The answer is read up to 1 MB (`ModelPlannerClient.answerLimit`): past it the built-in
  /// planner answers, saying why.
  @Test func anAnswerPastItsLimitIsNotReadAndFallsBack() async throws {
    try await ChatCompletionsServer.run { base, _ in
      let planned = await planner(base, "huge").roadmap(for: Self.goal, today: Self.today)
      #expect(planned.roadmap.planner == BuiltInPlanner.info)
      #expect(planned.fallbackReason == "The answer is larger than a chat completion can be")
    }
  }

  @Test func failingMessagesNameTheStatus() async throws {
    try await ChatCompletionsServer.run { base, _ in
      let planned = await planner(base, "failing").roadmap(for: Self.goal, today: Self.today)
      #expect(planned.fallbackReason == "The model server answered 500")
    }
  }
}
