import ArgumentParser

/// `ripple lock …`: the web app's app lock, which lives in each browser (its passcode never
/// reaches the server). From the machine that runs Ripple a forgotten lock can be reset.
struct Lock: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Reset a forgotten app lock of the web app.",
    subcommands: [LockReset.self])
}
