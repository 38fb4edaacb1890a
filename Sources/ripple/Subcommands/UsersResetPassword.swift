import ArgumentParser
import RippleServer

struct UsersResetPassword: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset-password",
    abstract: "Set an account's password; its sessions and refresh tokens end.")

  @Option(help: ArgumentHelp("The account's email.", valueName: "email"))
  var email: String

  @Flag(name: .customLong("password-stdin"), help: "Read the password from standard input.")
  var passwordStdin = false

  @OptionGroup var store: DatabaseOptions

  func run() async throws {
    let accounts = try await AccountsAdmin(store)
    let account = try await accounts.account(email)
    let password = try AccountsAdmin.newPassword(fromStdin: passwordStdin, email: account.email)
    let hash = await PasswordHasher().hash(password)
    try await accounts.store.setPassword(hash, for: account.id, keepingSession: nil)
    Console.out("Set a new password for \(account.email); its sessions were signed out.")
  }
}
