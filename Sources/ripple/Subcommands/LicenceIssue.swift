import ArgumentParser
import Foundation
import RippleCore
import RippleServices

struct LicenceIssue: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "issue",
    abstract: "Sign a licence for a buyer and print it.",
    discussion: "Premium+ lasts one year from the issue day.")

  @Option(help: ArgumentHelp("The private key file ('ripple licence keygen').", valueName: "file"))
  var signingKey: String

  @Option(help: ArgumentHelp("premium or premium-plus.", valueName: "tier"))
  var tier: String

  @Option(help: ArgumentHelp("Who bought it (their email).", valueName: "email"))
  var holder: String

  @OptionGroup var today: PinnedDayOptions

  func validate() throws {
    guard LicenceKind(rawValue: tier) != nil else {
      throw ValidationError("--tier must be premium or premium-plus")
    }
  }

  func run() throws {
    guard let data = FileManager.default.contents(atPath: signingKey) else {
      throw CommandError.notFound("Cannot read the signing key \(signingKey)")
    }
    guard let key = LicenceKeys.privateKey(String(decoding: data, as: UTF8.self)) else {
      throw CommandError.badData("\(signingKey) is not a private key from 'ripple licence keygen'")
    }
    let clock = CommandClock.live(pinnedDay: try today.pinnedDay())
    let claims: LicenceClaims
    do {
      claims = try LicenceClaims(
        kind: LicenceKind(rawValue: tier) ?? .premium, holder: holder,
        issued: clock.moment(for: Settings()).day)
    } catch {
      throw CommandError.invalid(error.message)
    }
    Console.out(try LicenceText.sign(claims, with: key))
  }
}
