import ArgumentParser
import Foundation
import RippleStore
import RippleWire

struct UsersList: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the accounts, oldest first.")

  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions

  func run() async throws {
    let accounts = try await AccountsAdmin(store).store.accounts()
    if output.json {
      try JSONOutput.print(
        accounts.map {
          AccountJSON(
            id: $0.id.rawValue, email: $0.email, isAdmin: $0.isAdmin, createdAt: $0.createdAt)
        })
      return
    }
    guard !accounts.isEmpty else {
      Console.out("No accounts yet: add one with 'ripple users add --email EMAIL'.")
      return
    }
    for account in accounts {
      Console.out(account.email + (account.isAdmin ? "  (admin)" : ""))
    }
  }
}
