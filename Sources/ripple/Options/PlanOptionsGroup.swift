import ArgumentParser
import Foundation
import RippleServices
import RippleStore

/// `ripple serve --plans on|off|choose`, `--licence-key KEY` and `--purchase-url URL`.
struct PlanOptionsGroup: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Where plans come from: on (licences), off (everything unlocked) or choose (PUT /api/v1/plan picks one, for development and tests).",
      valueName: "on|off|choose"))
  var plans: String = PlanOptions.Mode.licensed.rawValue

  @Option(
    name: .customLong("licence-key"),
    help: ArgumentHelp(
      "Also trust licences signed by this public key (base64, as 'ripple licence keygen' prints it; repeatable).",
      valueName: "key"))
  var licenceKeys: [String] = []

  @Option(
    name: .customLong("purchase-url"),
    help: ArgumentHelp(
      "The page where people buy a licence; the upgrade screen opens it.", valueName: "url"))
  var purchaseURL: String?

  func validate() throws {
    guard PlanOptions.Mode(rawValue: plans) != nil else {
      throw ValidationError("--plans must be on, off or choose")
    }
    for key in licenceKeys where LicenceKeys.publicKey(key) == nil {
      throw ValidationError("--licence-key '\(key)' is not a public key (base64 of 32 bytes)")
    }
    if let purchaseURL {
      guard let url = URL(string: purchaseURL), ["https", "http"].contains(url.scheme ?? ""),
        url.host != nil
      else { throw ValidationError("--purchase-url must be an http(s) address") }
    }
  }

  var options: PlanOptions {
    PlanOptions(
      mode: PlanOptions.Mode(rawValue: plans) ?? .licensed,
      extraKeys: licenceKeys.compactMap(LicenceKeys.publicKey), purchaseURL: purchaseURL)
  }

  var policy: TierPolicy { TierPolicy(unlocksEverything: options.mode == .off) }
}
