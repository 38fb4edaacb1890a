import ArgumentParser
import RippleCore

/// The day a check-in is for, and its note.
struct CheckInOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("The day: yyyy-MM-dd, today or yesterday.", valueName: "day"),
    transform: DayText.init)
  var date: DayText = .today

  @Option(
    help: ArgumentHelp(
      "A note for the day (at most 100 characters); without it the day keeps its note, \"\" removes it.",
      valueName: "text"))
  var note: String?
}
