import ArgumentParser
import RippleCore

/// What `done`, `skip` and `no` share: the habit, the day and note, and how to show the result.
struct LogOptions: ParsableArguments {
  @Argument(help: "The habit: its name, or the start of it.")
  var habit: String

  @OptionGroup var checkIn: CheckInOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  /// Writes `state` for the habit on the chosen day and prints what the engine made of it.
  func record(_ state: CheckInState, value: Double? = nil, mood: Mood? = nil) async throws {
    let session = try await Session.open(store, today)
    let habit = try await session.habit(self.habit, scope: .active)
    let result = try await CheckInWriter.record(
      state, habit: habit, day: checkIn.date.resolved(today: session.today), value: value,
      note: checkIn.note, mood: mood, session: session)
    try CheckInOutput.print(result, session: session, output: output, display: display)
  }
}
