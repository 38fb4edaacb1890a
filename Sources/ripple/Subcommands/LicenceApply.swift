import ArgumentParser
import RippleCore
import RippleServices

struct LicenceApply: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apply",
    abstract: "Verify a licence and unlock its plan for this database's user.")

  @Argument(help: ArgumentHelp("The licence text (RIPPLE-LICENCE.…).", valueName: "text"))
  var text: String

  @OptionGroup var keys: LicenceKeyOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let ledger = LicenceLedger(repository: session.store, keys: keys.trusted)
    let licences: [LicenceClaims]
    do {
      licences = try await ledger.apply(text, for: session.user, now: session.nowMillis)
    } catch {
      switch error {
      case .invalid(let error): throw CommandError.invalid(error.message)
      case .store(let error): throw error
      }
    }
    let settings = try await session.store.settings(for: session.user)
    for line in LicenceOutput.lines(tier: settings.tier, licences: licences, today: session.today) {
      Console.out(line)
    }
  }
}
