import ArgumentParser
import Foundation
import RippleServices
import RippleWire

struct HealthImport: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Import an Apple Health export (export.zip, export.xml) or a Google Takeout zip.",
    discussion: """
      Read as a stream, so an export of gigabytes needs little memory. Each day a linked \
      habit's rule held becomes a check-in noted 'From Apple Health: …', unless the habit has \
      one; a file that cannot be read changes nothing.
      """)

  @Argument(help: "The export file.")
  var file: String

  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    guard FileManager.default.isReadableFile(atPath: file) else {
      throw CommandError.notFound("Cannot read \(file)")
    }
    let session = try await Session.open(store, today)
    let summary: HealthImportSummary
    do {
      summary = try await HealthSession(session).importing.run(
        fileAt: URL(fileURLWithPath: file))
    } catch let refusal as HealthImporting.Refusal {
      throw CommandError.failure(refusal.description)
    }
    let json = HealthImportJSON(summary)
    if output.json {
      try JSONOutput.print(json)
      return
    }
    Console.out("Added \(json.added) check-ins from \(json.source).")
    for habit in json.habits { Console.out("  \(habit.name): \(habit.added)") }
    if json.recordsSkipped > 0 {
      Console.out(
        "\(json.recordsSkipped) records had an unreadable date or value and were skipped.")
    }
  }
}
