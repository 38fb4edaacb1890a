import ArgumentParser
import RippleCore

struct Done: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Mark a habit done for today (or another day).",
    discussion: """
      Prints the day, the week and the streak; for the habit of a goal in progress, the coach's \
      reply too (as do skip and no). With --json, the API's check-in answer.

      Examples:
        ripple done Read
        ripple done Water --value 6
        ripple done Run --date yesterday --note "5 km in the rain"
      """)

  @OptionGroup var log: LogOptions

  @Option(help: ArgumentHelp("The amount, for a habit with a target.", valueName: "x"))
  var value: Double?

  @Option(
    help: ArgumentHelp("How it went: great, good, okay or bad.", valueName: "mood"),
    transform: Done.mood)
  var mood: Mood?

  func run() async throws {
    try await log.record(.done, value: value, mood: mood)
  }

  static func mood(_ text: String) throws -> Mood {
    do {
      return try Mood.named(text.lowercased())!
    } catch {
      throw ArgumentParser.ValidationError(error.message)
    }
  }
}
