import ArgumentParser

struct UsersRotateKey: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rotate-key",
    abstract: "Replace the key that signs JWT access tokens; tokens it signed stop working.",
    discussion: """
      A running server reads the keys again within a minute. Sessions, personal access tokens \
      and refresh tokens are not affected: clients get a new access token with their refresh \
      token.
      """)

  @OptionGroup var store: DatabaseOptions

  func run() async throws {
    try await AccountsAdmin(store).service.rotateSigningKey()
    Console.out("Made a new signing key; access tokens signed with the old one no longer work.")
  }
}
