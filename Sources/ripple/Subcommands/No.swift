import ArgumentParser

struct No: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Record that a habit was not done today (or another day).")

  @OptionGroup var log: LogOptions

  func run() async throws {
    try await log.record(.missed)
  }
}
