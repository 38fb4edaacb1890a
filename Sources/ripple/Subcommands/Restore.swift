import ArgumentParser
import RippleServices
import RippleStore
import RippleWire

struct Restore: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replace all your data with a backup made by 'ripple backup'.",
    discussion: """
      The whole file is checked first: a damaged or foreign file changes nothing. Your plan is \
      kept: active habits beyond its limit are restored archived, and named. Asks first; \
      without a terminal to ask on, --yes is required. A backup protected by a passphrase \
      (an age file, from 'ripple backup --encrypt' or any age tool) asks for its passphrase, \
      or reads it from stdin's first line with --passphrase-stdin.
      """)

  @Argument(help: "The backup file ('-': stdin).")
  var file: String

  @Flag(name: [.short, .long], help: "Restore without asking.")
  var yes = false

  @OptionGroup var passphrase: PassphraseOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: PinnedDayOptions

  func validate() throws {
    guard !(file == "-" && passphrase.passphraseStdin) else {
      throw ValidationError("--passphrase-stdin cannot be used when the backup comes from stdin")
    }
  }

  func run() async throws {
    let data = try DataFile.read(file)
    let document: BackupDocument
    if AgeFile.looksLikeAge(data) {
      let secret = try PassphrasePrompt.read(
        confirm: false, fromStdin: passphrase.passphraseStdin)
      document = try EncryptedBackup.open(data, passphrase: secret)
    } else {
      document = try BackupDocument.decode(data)
    }
    let session = try await Session.openSealed(store, today)
    let current = try await session.habits()
    try Confirmation.require(
      "Replace your \(current.count) habits with the \(document.habits.count) habits and \(document.checkIns.count) check-ins of \(file)?",
      yes: yes)
    let summary = try await session.store.restore(
      document, for: session.user, today: session.today)
    if output.json {
      try JSONOutput.print(ImportSummaryJSON(summary))
    } else {
      Console.out(
        "Restored \(summary.habits) habits and \(summary.checkIns) check-ins from \(file).")
      ImportReport.print(summary)
    }
  }
}
