import ArgumentParser

struct UsersRemove: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Delete an account and all its data.",
    discussion: "Asks first; without a terminal to ask on, --yes is required.")

  @Option(help: ArgumentHelp("The account's email.", valueName: "email"))
  var email: String

  @Flag(name: [.short, .long], help: "Delete without asking.")
  var yes = false

  @OptionGroup var store: DatabaseOptions

  func run() async throws {
    let accounts = try await AccountsAdmin(store)
    let account = try await accounts.account(email)
    try Confirmation.require(
      "Delete the account \(account.email) and all its habits and check-ins? This cannot be undone.",
      yes: yes)
    try await accounts.store.deleteAccount(account.id)
    Console.out("Deleted the account \(account.email) and all its data.")
  }
}
