import ArgumentParser
import RippleStore

struct UsersToken: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "token",
    abstract: "Make a personal access token for an account (printed once).",
    discussion: "Send it as 'Authorization: Bearer TOKEN'; revoke it in Profile.")

  @Option(help: ArgumentHelp("The account's email.", valueName: "email"))
  var email: String

  @Option(help: ArgumentHelp("What the token is for (1 to 64 characters).", valueName: "name"))
  var name: String

  @Option(
    help: ArgumentHelp(
      "full (the default), widget (reads Today only) or checkin (reads Today, records check-ins).",
      valueName: "scope"))
  var scope: AccessTokenScope = .full

  @OptionGroup var store: DatabaseOptions

  func validate() throws {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.count <= 64 else {
      throw ValidationError("--name must have 1 to 64 characters")
    }
  }

  func run() async throws {
    let accounts = try await AccountsAdmin(store)
    let account = try await accounts.account(email)
    let (_, secret) = try await accounts.service.createAccessToken(
      named: name, for: account.id, scope: scope)
    Console.out(secret)
  }
}

extension AccessTokenScope: ExpressibleByArgument {}
