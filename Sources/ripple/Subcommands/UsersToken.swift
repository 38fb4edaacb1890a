import ArgumentParser
import RippleCore
import RippleServices
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

  @Option(
    name: .customLong("habit"),
    help: ArgumentHelp(
      "With --scope checkin: a habit (its name or the start of it) the token may check in; "
        + "repeat for more. Without it, every habit.", valueName: "habit"))
  var habits: [String] = []

  @OptionGroup var store: DatabaseOptions

  func validate() throws {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.count <= 64 else {
      throw ValidationError("--name must have 1 to 64 characters")
    }
    if !habits.isEmpty, scope != .checkin {
      throw ValidationError("--habit limits a checkin token only: add --scope checkin")
    }
  }

  func run() async throws {
    let accounts = try await AccountsAdmin(store)
    let account = try await accounts.account(email)
    var chosen: [HabitID]?
    if !habits.isEmpty {
      let owned = try await accounts.store.habits(for: account.id, filter: .all)
      chosen = try habits.map { try HabitLookup.find($0, in: owned, scope: .all).id }
    }
    let (_, secret) = try await accounts.service.createAccessToken(
      named: name, for: account.id, scope: scope, habits: chosen)
    Console.out(secret)
  }
}

extension AccessTokenScope: ExpressibleByArgument {}
