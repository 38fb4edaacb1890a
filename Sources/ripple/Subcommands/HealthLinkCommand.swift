import ArgumentParser
import RippleCore
import RippleStore

struct HealthLinkCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "link",
    abstract: "Link a habit to a health measure: a day it reaches the threshold ticks the habit.",
    discussion: """
      Measures: steps, workoutMinutes, mindfulMinutes, sleepHours, standHours, exerciseMinutes. \
      Workout types (with workoutMinutes): running, walking, cycling, swimming, hiking, yoga, \
      hiit, strength, other.
      """)

  @Argument(help: ArgumentHelp("The habit (its name or the start of it).", valueName: "habit"))
  var habit: String

  @Argument(help: ArgumentHelp("The measure.", valueName: "measure"))
  var measure: String

  @Argument(help: ArgumentHelp("The day's figure at least this.", valueName: "threshold"))
  var threshold: Double

  @Option(help: ArgumentHelp("Only this workout type's minutes.", valueName: "type"))
  var workout: String?

  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    guard let measure = HealthMeasure(rawValue: measure) else {
      let known = HealthMeasure.allCases.map(\.rawValue).joined(separator: ", ")
      throw CommandError.usage("The measure must be one of \(known)")
    }
    var type: HealthWorkoutType?
    if let workout {
      guard let known = HealthWorkoutType(rawValue: workout) else {
        let names = HealthWorkoutType.allCases.map(\.rawValue).joined(separator: ", ")
        throw CommandError.usage("--workout must be one of \(names)")
      }
      type = known
    }
    let rule: HealthRule
    do {
      rule = try HealthRule(measure: measure, threshold: threshold, workoutType: type).validated()
    } catch {
      throw CommandError.usage(error.message)
    }
    let session = try await Session.open(store, today)
    let found = try await session.habit(habit, scope: .all)
    let health = HealthSession(session)
    try await health.store.saveHealthLink(
      HealthLink(habitID: found.id, rule: rule), for: session.user, now: session.nowMillis)
    Console.out("Linked \(found.name): \(rule.sentence)")
  }
}
