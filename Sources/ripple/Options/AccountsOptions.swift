import ArgumentParser
import Foundation
import RippleServer
import RippleServices

/// `ripple serve --accounts` and its settings.
struct AccountsOptions: ParsableArguments {
  static let environmentKey = "RIPPLE_ACCOUNTS"

  @Flag(
    name: .customLong("accounts"),
    help: "Let people sign in, each with their own data (also RIPPLE_ACCOUNTS=1).")
  var flag = false

  @Option(
    help: ArgumentHelp(
      "Who may sign up with --accounts: open, invite (codes from an admin) or closed.",
      valueName: "mode"))
  var registration: String = RegistrationMode.invite.rawValue

  @Option(
    name: .customLong("rate-limit"),
    help: ArgumentHelp("Requests per minute allowed to each user with --accounts.", valueName: "n"))
  var rateLimit = 100

  @Option(
    name: .customLong("auth-rate-limit"),
    help: ArgumentHelp(
      "Sign-up and sign-in requests per minute allowed from each address with --accounts.",
      valueName: "n"))
  var authRateLimit = AccountsConfiguration().authRouteLimit

  @Option(
    name: .customLong("password-cost"),
    help: ArgumentHelp(
      "bcrypt's cost for the passwords set from now on (4–31); tests lower it to stay quick.",
      valueName: "n", visibility: .hidden))
  var passwordCost = Int(PasswordHasher.defaultCost)

  @Flag(
    name: .customLong("trust-proxy"),
    help: "Believe X-Forwarded-Proto and X-Forwarded-For from the proxy in front.")
  var trustProxy = false

  func validate() throws {
    guard RegistrationMode(rawValue: registration) != nil else {
      throw ValidationError("--registration must be open, invite or closed")
    }
    guard rateLimit >= 1 else { throw ValidationError("--rate-limit must be at least 1") }
    guard authRateLimit >= 1 else {
      throw ValidationError("--auth-rate-limit must be at least 1")
    }
    guard (4...31).contains(passwordCost) else {
      throw ValidationError("--password-cost must be between 4 and 31")
    }
  }

  /// Whether accounts are on: `--accounts`, or `RIPPLE_ACCOUNTS` set to 1, true or yes.
  func isOn(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    flag || ["1", "true", "yes"].contains(environment[Self.environmentKey]?.lowercased() ?? "")
  }

  var configuration: AccountsConfiguration {
    var configuration = AccountsConfiguration(
      registration: RegistrationMode(rawValue: registration) ?? .invite, rateLimit: rateLimit,
      trustProxy: trustProxy)
    configuration.authRouteLimit = authRateLimit
    configuration.passwordHasher = PasswordHasher(cost: UInt8(passwordCost))
    return configuration
  }
}
