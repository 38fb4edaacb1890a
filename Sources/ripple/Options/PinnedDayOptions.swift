import ArgumentParser
import Foundation
import RippleCore

/// The hidden `--today yyyy-MM-dd` (or `RIPPLE_TODAY`): pins "today" for scripts and tests.
/// Without it, today is the user's day in their time zone and day-start hour.
struct PinnedDayOptions: ParsableArguments {
  static let environmentKey = "RIPPLE_TODAY"

  @Option(
    name: .customLong("today"),
    help: ArgumentHelp(
      "Act as if today were this day (for scripts and tests).", visibility: .hidden),
    transform: DayText.day)
  var day: Day?

  func pinnedDay(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> Day? {
    if let day { return day }
    guard let text = environment[Self.environmentKey], !text.isEmpty else { return nil }
    do {
      return try Day(parsing: text)
    } catch {
      throw CommandError.usage("\(Self.environmentKey): \(error.message)")
    }
  }
}
