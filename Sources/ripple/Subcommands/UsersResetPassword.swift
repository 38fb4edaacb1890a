import ArgumentParser

struct UsersResetPassword: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset-password",
    abstract: "Set an account's password; its sessions and tokens end.")

  @Option(help: ArgumentHelp("The account's email.", valueName: "email"))
  var email: String

  @Flag(name: .customLong("password-stdin"), help: "Read the password from standard input.")
  var passwordStdin = false

  @OptionGroup var store: DatabaseOptions

  func run() async throws {
    let accounts = try await AccountsAdmin(store)
    let account = try await accounts.account(email)
    let password = try AccountsAdmin.newPassword(fromStdin: passwordStdin, email: account.email)
    try await accounts.service.setPassword(password, for: account.id)
    Console.out(
      "Set a new password for \(account.email); its sessions were signed out and its access tokens revoked."
    )
  }
}
