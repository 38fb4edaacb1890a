import Foundation
import RippleCore
import RippleServices
import RippleStore

/// What the `users` subcommands share: the store, accounts administration on the system clock,
/// looking accounts up by email and reading passwords.
struct AccountsAdmin {
  let store: any RippleStoreBackend
  let service: AccountAdministration

  init(_ options: DatabaseOptions) async throws {
    store = try await options.openStore()
    service = AccountAdministration(
      store: store, configuration: AccountsConfiguration(), clock: .live)
  }

  /// The account with this email, or a one-line "not found" error.
  func account(_ email: String) async throws -> Account {
    let normalized = (try? Self.email(email)) ?? email.lowercased()
    guard let account = try await store.account(email: normalized) else {
      throw CommandError.notFound("No account with the email \(email)")
    }
    return account
  }

  static func email(_ text: String) throws -> String {
    switch EmailAddress.normalized(text) {
    case .success(let email): return email
    case .failure(let problem):
      throw CommandError.usage(problem.message.replacingOccurrences(of: "'email'", with: "--email"))
    }
  }

  /// A new password: the first line of standard input with `--password-stdin`, else asked twice
  /// on the terminal without echo. Checked against the password policy.
  static func newPassword(fromStdin: Bool, email: String) throws -> String {
    let password: String
    if fromStdin {
      password = readLine(strippingNewline: true) ?? ""
    } else {
      guard Console.inputIsTerminal else {
        throw CommandError.usage(
          "No terminal to ask for the password on: pipe it in with --password-stdin")
      }
      let first = String(cString: getpass("New password: "))
      let second = String(cString: getpass("Again: "))
      guard first == second else { throw CommandError.invalid("The two passwords differ") }
      password = first
    }
    if let problem = PasswordPolicy.problem(with: password, email: email) {
      throw CommandError.invalid(problem)
    }
    return password
  }
}
