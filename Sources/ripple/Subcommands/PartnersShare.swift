import ArgumentParser
import RippleCore

struct PartnersShare: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "share",
    abstract: "Share a habit with a partner, or change how (run again with other options).",
    discussion: """
      They see its name (or --as), its schedule and whether each day was done, from today on \
      (or with --include-past, its earlier days too); never values or notes.
      """)

  @OptionGroup var partner: PartnerArgument

  @Argument(help: ArgumentHelp("The habit (its name or the start of it).", valueName: "habit"))
  var habit: String

  @Option(
    name: .customLong("as"), help: ArgumentHelp("The name they see instead.", valueName: "name"))
  var displayName: String?

  @Option(help: ArgumentHelp("The last day they see it (yyyy-MM-dd).", valueName: "day"))
  var until: String?

  @Flag(help: "Let them see the days before today too.")
  var includePast = false

  @OptionGroup var account: PartnerAccountOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let session = try await PartnerSession(account)
    let found = try await session.partner(partner.partner)
    let chosen = try await session.habit(habit)
    let share = try await session.partnering.share(
      chosen.id, with: found.id, displayName: displayName, until: try until.map(Day.init(parsing:)),
      includePast: includePast)
    if output.json {
      try JSONOutput.print(share)
      return
    }
    let shown = share.displayName.map { " as \"\($0)\"" } ?? ""
    let end = share.until.map { " until \($0)" } ?? ""
    Console.out("\(found.name) sees \(share.habitName)\(shown)\(end).")
  }
}

struct PartnersUnshare: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unshare", abstract: "Stop sharing a habit with a partner, at once.")

  @OptionGroup var partner: PartnerArgument

  @Argument(help: ArgumentHelp("The habit (its name or the start of it).", valueName: "habit"))
  var habit: String

  @OptionGroup var account: PartnerAccountOptions

  func run() async throws {
    let session = try await PartnerSession(account)
    let found = try await session.partner(partner.partner)
    let chosen = try await session.habit(habit)
    try await session.partnering.unshare(chosen.id, with: found.id)
    Console.out("\(found.name) no longer sees \(chosen.name).")
  }
}
