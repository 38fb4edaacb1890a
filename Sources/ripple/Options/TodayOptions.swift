import ArgumentParser
import RippleCore

/// What every command that opens a `Session` shares besides the database: the pinned day, and
/// where private mode's passphrase comes from.
struct TodayOptions: ParsableArguments {
  @OptionGroup var pin: PinnedDayOptions

  @Flag(
    help: ArgumentHelp(
      "In private mode, read the passphrase from the first line of stdin instead of asking on the terminal."
    ))
  var passphraseStdin = false

  func pinnedDay() throws -> Day? { try pin.pinnedDay() }
}
