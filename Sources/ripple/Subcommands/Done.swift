import ArgumentParser
import RippleCore

struct Done: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Mark a habit done for today (or another day).",
    discussion: """
      Examples:
        ripple done Read
        ripple done Water --value 6
        ripple done Run --date yesterday --note "5 km in the rain"
      """)

  @Argument(help: "The habit: its name, or the start of it.")
  var habit: String

  @OptionGroup var checkIn: CheckInOptions

  @Option(help: ArgumentHelp("The amount, for a habit with a target.", valueName: "x"))
  var value: Double?

  @Option(
    help: ArgumentHelp("How it went: great, good, okay or bad.", valueName: "mood"),
    transform: Done.mood)
  var mood: Mood?

  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let habit = try await session.habit(self.habit, scope: .active)
    let result = try await CheckInWriter.record(
      .done, habit: habit, day: checkIn.date.resolved(today: session.today), value: value,
      note: checkIn.note, mood: mood, session: session)
    try CheckInOutput.print(result, session: session, output: output, display: display)
  }

  static func mood(_ text: String) throws -> Mood {
    guard let mood = Mood(rawValue: text.lowercased()) else {
      throw ArgumentParser.ValidationError("Mood must be great, good, okay or bad")
    }
    return mood
  }
}
