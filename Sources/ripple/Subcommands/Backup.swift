import ArgumentParser
import RippleStore

struct Backup: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Save all your data (settings, categories, habits, check-ins) to a JSON file.",
    discussion: """
      'ripple restore FILE' brings it back. With --encrypt the file is an age file protected \
      by a passphrase (asked twice on the terminal, or the first line of stdin with \
      --passphrase-stdin; at least 8 characters): any age tool opens it ('age -d FILE'). A \
      lost passphrase cannot be recovered.
      """)

  @Option(
    name: .shortAndLong, help: ArgumentHelp("The backup file ('-': stdout).", valueName: "file"))
  var output: String

  @Flag(help: "Protect the backup with a passphrase (an age file, by convention '.age').")
  var encrypt = false

  @Option(
    help: ArgumentHelp(
      "With --encrypt: log2 of scrypt's work factor N (10–22); each step doubles the time and memory an attacker needs per guess, and yours.",
      valueName: "n"))
  var workFactor = AgeFile.defaultWorkFactor

  @OptionGroup var passphrase: PassphraseOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: PinnedDayOptions

  func validate() throws {
    guard encrypt || !passphrase.passphraseStdin else {
      throw ValidationError("--passphrase-stdin needs --encrypt")
    }
    guard EncryptedBackup.workFactors.contains(workFactor) else {
      throw ValidationError("--work-factor must be between 10 and 22")
    }
  }

  func run() async throws {
    let secret =
      encrypt
      ? try PassphrasePrompt.read(confirm: true, fromStdin: passphrase.passphraseStdin) : nil
    if let secret, secret.count < EncryptedBackup.minimumPassphraseLength {
      throw CommandError.invalid(
        "The passphrase must be at least \(EncryptedBackup.minimumPassphraseLength) characters long"
      )
    }
    let session = try await Session.openSealed(store, today)
    let document = try await session.store.backup(for: session.user, now: session.nowMillis)
    var data = try document.encoded()
    if let secret {
      data = try EncryptedBackup.seal(data, passphrase: secret, workFactor: workFactor)
    }
    try DataFile.write(data, to: output)
    guard output != "-" else { return }
    let protected = encrypt ? ", protected by your passphrase" : ""
    Console.out(
      "Backed up \(document.habits.count) habits and \(document.checkIns.count) check-ins to \(output)\(protected)."
    )
  }
}
