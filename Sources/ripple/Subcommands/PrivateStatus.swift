import ArgumentParser
import RippleStore
import RippleWire

struct PrivateStatus: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Whether the account is in private mode.")

  @OptionGroup var account: PartnerAccountOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let session = try await PrivateSession(account)
    let keyring = try await session.store.privateKeyring(of: session.user)
    if output.json {
      try JSONOutput.print(PrivateModeJSON(keyring))
      return
    }
    guard let keyring else {
      Console.out("Private mode is off for \(session.email).")
      return
    }
    let items = try await session.store.privateItems(of: session.user, since: nil)
    let since = UserZone.moment(unixMillis: keyring.updatedAt, settings: session.settings).day
    let words = items.count == 1 ? "1 sealed item" : "\(items.count) sealed items"
    Console.out(
      "Private mode is on for \(session.email) (keyring of \(since.text)): \(words) the server "
        + "cannot open.")
  }
}
