import ArgumentParser
import RippleServices
import RippleWire

@main
struct RippleCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ripple",
    abstract: "Ripple: build habits that ripple through your life.",
    discussion: """
      A habit is named by its exact name or by the start of its name when only one habit \
      starts that way (any case).

      Colour is used when the output is a terminal (24-bit when COLORTERM is truecolor or \
      24bit, else 256 colours) and never when NO_COLOR is set. RIPPLE_TODAY=yyyy-MM-dd (or the \
      hidden option --today yyyy-MM-dd) makes a command act as if that were today, for scripts \
      and tests.

      \(ExitStatus.helpText)
      """,
    version: ServerInfo.version,
    groupedSubcommands: [
      CommandGroup(name: "Track", subcommands: [Done.self, Skip.self, No.self, Undo.self]),
      CommandGroup(
        name: "Look",
        subcommands: [Today.self, Week.self, History.self, Stats.self, Search.self, Notes.self]),
      CommandGroup(
        name: "Habits",
        subcommands: [
          Add.self, List.self, Edit.self, Archive.self, Unarchive.self, Delete.self,
          Templates.self,
        ]),
      CommandGroup(name: "Coach", subcommands: [Goal.self]),
      CommandGroup(name: "Partners", subcommands: [Partners.self, Shared.self]),
      CommandGroup(name: "Privacy", subcommands: [Private.self]),
      CommandGroup(
        name: "Data",
        subcommands: [Export.self, Backup.self, Restore.self, Import.self, Health.self]),
      CommandGroup(
        name: "Server",
        subcommands: [Serve.self, Users.self, Licence.self, Lock.self, MigrateStore.self]),
    ]
  )

  /// Runs the command; failures print one line on stderr and exit with a documented status.
  /// malloc's arenas are capped first, before any thread makes one (`MallocTuning`).
  static func main() async {
    MallocTuning.limit(to: 2)
    EventLoopExecutor.installIfServing()
    do {
      var command = try await asyncParseAsRoot()
      if var command = command as? AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      ErrorReport.exit(with: error)
    }
  }
}
