import ArgumentParser

struct Skip: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Skip a habit for today (or another day): it neither counts nor breaks a streak.")

  @Argument(help: "The habit: its name, or the start of it.")
  var habit: String

  @OptionGroup var checkIn: CheckInOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let habit = try await session.habit(self.habit, scope: .active)
    let result = try await CheckInWriter.record(
      .skipped, habit: habit, day: checkIn.date.resolved(today: session.today), value: nil,
      note: checkIn.note, mood: nil, session: session)
    try CheckInOutput.print(result, session: session, output: output, display: display)
  }
}
