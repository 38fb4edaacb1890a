import ArgumentParser

struct Skip: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Skip a habit for today (or another day): it neither counts nor breaks a streak.")

  @OptionGroup var log: LogOptions

  func run() async throws {
    try await log.record(.skipped)
  }
}
