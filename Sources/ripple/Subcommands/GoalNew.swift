import ArgumentParser
import Foundation
import RippleCore
import RippleServices

struct GoalNew: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract: "Start a goal: the coach plans your weeks in stages and adds the first as a habit.",
    discussion: """
      In a terminal, asks the questions (what, where you are now, why, how long, tried before) \
      for the answers not given as options. Prints the roadmap with the first stage's tips, the \
      finish line when the plan stops short of the target, and the safety lines.
      """)

  @Option(help: ArgumentHelp("What you want to achieve.", valueName: "text"))
  var what: String?

  @Option(help: ArgumentHelp("Why it matters to you.", valueName: "text"))
  var why: String?

  @Option(help: ArgumentHelp("How many weeks to give it (1 to 104).", valueName: "n"))
  var weeks: Int?

  @Option(
    help: ArgumentHelp(
      "Where you are now, in the unit of the goal's question (minutes, steps, pages…).",
      valueName: "amount"))
  var baseline: Double?

  @Flag(help: "You tried this before.")
  var triedBefore = false

  @Option(
    name: .customLong("obstacle"),
    help: ArgumentHelp(
      "What got in the way before: time, motivation, too_hard, forgot, health or other "
        + "(forgot sets a 7:00 PM reminder on the goal's habit, motivation turns the weekly summary on).",
      valueName: "kind"))
  var obstacles: [String] = []

  @Flag(help: "Plan the goal even if the coach would ask to make it more specific.")
  var anyway = false

  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions
  @OptionGroup(title: "Coach") var model: CoachModelOptions

  func validate() throws {
    if let weeks, !GoalLimits.weeks.contains(weeks) {
      throw ValidationError(
        "--weeks must be between \(GoalLimits.weeks.lowerBound) and \(GoalLimits.weeks.upperBound)")
    }
    if let baseline, !baseline.isFinite || !GoalLimits.baseline.contains(baseline) {
      throw ValidationError(
        "--baseline must be between 0 and \(Int(GoalLimits.baseline.upperBound))")
    }
    for obstacle in obstacles where Obstacle(rawValue: obstacle) == nil {
      throw ValidationError(
        "--obstacle must be one of \(Obstacle.allCases.map(\.rawValue).joined(separator: ", "))")
    }
  }

  func run() async throws {
    let answers = try GoalWizard.answers(
      what: what, why: why, weeks: weeks, baseline: baseline, triedBefore: triedBefore,
      obstacles: obstacles.compactMap(Obstacle.init(rawValue:)))
    let session = try await Session.open(store, today)
    let goal = RippleCore.Goal(
      id: GoalID(UUID().uuidString.lowercased()), what: answers.what, why: answers.why,
      timeline: .weeks(answers.weeks), pastAttempts: answers.attempts,
      habitID: HabitID(UUID().uuidString.lowercased()), startDay: session.today,
      baseline: answers.baseline)
    let assessment = GoalClarity.assess(goal)
    if !assessment.isSpecific && !anyway {
      throw CommandError.invalid(GoalWizard.clarifying(assessment))
    }
    let coach = GoalSession(session, planner: CoachPlanner(model: model.configuration))
    let reminder = goal.pastAttempts.reminder(chosen: nil)
    let planned = await coach.service.planner.roadmap(
      for: goal, today: session.today, reminder: reminder)
    let (_, state) = try await coach.service.create(
      goal: goal, roadmap: planned.roadmap, user: session.user, today: session.today,
      reminders: reminder.map { [$0] } ?? [])
    // Planned here, on this machine; in private mode every word of the goal and its plan, and its
    // habit's name, is sealed before the command ends.
    try await session.sealPlainWords(notes: false)
    // The coach's thought about the timeline, unless the finish line already says it.
    let pace = assessment.timelineAdvice.flatMap { advice in
      advice.suggestedWeeks == goal.plannedWeeks
        || advice.suggestedWeeks == state.roadmap.aim.suggestedWeeks
        ? nil : "\(advice.reason) (--weeks \(advice.suggestedWeeks))"
    }
    Console.out(
      RoadmapText(style: display.style).render(
        state, firstWeekday: session.settings.firstWeekday, pace: pace))
  }
}
