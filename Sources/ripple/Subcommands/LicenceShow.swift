import ArgumentParser
import RippleServices

struct LicenceShow: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show the plan and the licences of this database's user.")

  @OptionGroup var keys: LicenceKeyOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let ledger = LicenceLedger(repository: session.store, keys: keys.trusted)
    let licences = try await ledger.verified(for: session.user).map(\.claims)
    for line in LicenceOutput.lines(
      tier: session.settings.tier, licences: licences, today: session.today)
    {
      Console.out(line)
    }
  }
}
