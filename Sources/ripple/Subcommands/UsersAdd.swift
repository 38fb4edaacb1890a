import ArgumentParser
import Foundation
import RippleCore
import RippleServices

struct UsersAdd: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Add an account.",
    discussion: "The first account becomes the admin and keeps the data of local mode.")

  @Option(help: ArgumentHelp("The account's email.", valueName: "email"))
  var email: String

  @Flag(help: "Make the account an admin (who can make invites).")
  var admin = false

  @Flag(name: .customLong("password-stdin"), help: "Read the password from standard input.")
  var passwordStdin = false

  @OptionGroup var store: DatabaseOptions

  func run() async throws {
    let email = try AccountsAdmin.email(email)
    let password = try AccountsAdmin.newPassword(fromStdin: passwordStdin, email: email)
    let accounts = try await AccountsAdmin(store)
    let hash = await PasswordHasher().hash(password)
    var account = try await accounts.store.createAccount(
      email: email, passwordHash: hash, newID: UserID(UUID().uuidString.lowercased()),
      invite: .notNeeded, now: Int64(Date().timeIntervalSince1970 * 1000))
    if admin, !account.isAdmin {
      try await accounts.store.setAdmin(true, for: account.id)
      account.isAdmin = true
    }
    Console.out("Added \(account.email)\(account.isAdmin ? " (admin)" : "").")
  }
}
