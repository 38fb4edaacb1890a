import ArgumentParser

struct UsersInvite: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "invite",
    abstract: "Make an invite code for --registration invite (one account, 7 days).")

  @OptionGroup var store: DatabaseOptions

  func run() async throws {
    let accounts = try await AccountsAdmin(store)
    let (code, _) = try await accounts.service.createInvite(by: nil)
    Console.out(code)
  }
}
