import ArgumentParser
import RippleCore

/// When a habit is due: one of `--daily`, `--weekly N`, `--days LIST`, `--every N`,
/// `--times N --in D`, `--monthly LIST`.
struct ScheduleOptions: ParsableArguments {
  @Flag(help: "Every day (the default for a new habit).")
  var daily = false

  @Option(help: ArgumentHelp("N times a week, on any days (1–7).", valueName: "n"))
  var weekly: Int?

  @Option(
    help: ArgumentHelp("On these weekdays: mon,wed,fri.", valueName: "list"),
    transform: WeekdayList.parse)
  var days: WeekdaySet?

  @Option(help: ArgumentHelp("Every N days, counting from today.", valueName: "n"))
  var every: Int?

  @Option(help: ArgumentHelp("N times in any D days: --times N --in D.", valueName: "n"))
  var times: Int?

  @Option(name: .customLong("in"), help: ArgumentHelp("The D of --times N --in D.", valueName: "d"))
  var window: Int?

  @Option(
    help: ArgumentHelp("On these days of the month: 1,15.", valueName: "list"),
    transform: WeekdayList.monthDays)
  var monthly: Set<Int>?

  func validate() throws {
    let given = [daily, weekly != nil, days != nil, every != nil, times != nil, monthly != nil]
    guard given.count(where: { $0 }) <= 1 else {
      throw ArgumentParser.ValidationError(
        "Choose one schedule: --daily, --weekly N, --days LIST, --every N, --times N --in D or --monthly LIST"
      )
    }
    guard (times == nil) == (window == nil) else {
      throw ArgumentParser.ValidationError("--times and --in go together, as in --times 3 --in 10")
    }
  }

  /// The schedule asked for, or nil when none was given.
  /// - Parameter current: the schedule being edited, whose start an `--every` keeps.
  func schedule(today: Day, current: Schedule? = nil) -> Schedule? {
    if daily { return .daily }
    if let weekly { return .timesPerWeek(weekly) }
    if let days { return .weekdays(days) }
    if let every {
      if case .everyNDays(_, let start) = current { return .everyNDays(every, start: start) }
      return .everyNDays(every, start: today)
    }
    if let times, let window { return .timesInDays(times: times, days: window) }
    if let monthly { return .monthDays(monthly) }
    return nil
  }
}
