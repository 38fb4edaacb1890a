import ArgumentParser

/// `ripple private …`: an account's private mode (end-to-end encryption), from the server's
/// database.
struct Private: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "See whether an account is in private mode, and check its passphrase and data.",
    discussion: """
      In private mode an account's words (habit names, notes, goals) are sealed on its devices \
      under a key only its passphrase or recovery kit opens; the server keeps them sealed. \
      Works on the database of a server run with --accounts, as the account --email names.
      """,
    subcommands: [PrivateStatus.self, PrivateCheck.self],
    defaultSubcommand: PrivateStatus.self)
}
