import ArgumentParser
import Foundation
import RippleCore
import RippleServices
import RippleWire

struct TemplatesExport: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Save habits as a routine file to share.",
    discussion: """
      The file holds only what the habits are (name, look, schedule, target, reminders): no \
      check-ins, notes, categories or ids. Example:
        ripple templates export Meditate Journal --name "Calm mornings" -o calm.json
      """)

  @Argument(help: "The habits, by name (a prefix only one habit has will do).")
  var habits: [String]

  @Option(help: ArgumentHelp("The routine's name (default: My routine).", valueName: "name"))
  var name: String?

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write to this file (default: stdout).", valueName: "file"))
  var output: String?

  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func validate() throws {
    if RoutineFile.sharedName(name) == nil {
      throw ArgumentParser.ValidationError(
        "--name must be 1 to \(Limits.nameLength) characters")
    }
    if habits.count > RoutineFile.maximumHabits {
      throw ArgumentParser.ValidationError(
        "A routine holds at most \(RoutineFile.maximumHabits) habits")
    }
  }

  func run() async throws {
    let name = RoutineFile.sharedName(name) ?? ""
    let session = try await Session.open(store, today)
    let stored = try await session.habits(.all)
    let chosen = try habits.map { query in
      HabitDefinition(try HabitLookup.find(query, in: stored, scope: .all))
    }
    let file = RoutineFileJSON(name: name, habits: chosen)
    try DataFile.write(Data(file.jsonBytes), to: output ?? "-")
    if let output, output != "-" {
      Console.out("Saved \(chosen.count) habits as '\(name)' in \(output).")
    }
  }
}
