import ArgumentParser
import Crypto
import RippleServices

/// `--licence-key KEY` (repeatable): public keys trusted besides the project's.
struct LicenceKeyOptions: ParsableArguments {
  @Option(
    name: .customLong("licence-key"),
    help: ArgumentHelp(
      "Also trust licences signed by this public key (repeatable).", valueName: "key"))
  var keys: [String] = []

  func validate() throws {
    for key in keys where LicenceKeys.publicKey(key) == nil {
      throw ValidationError("--licence-key '\(key)' is not a public key (base64 of 32 bytes)")
    }
  }

  var trusted: [Curve25519.Signing.PublicKey] {
    LicenceKeys.trusted(adding: keys.compactMap(LicenceKeys.publicKey))
  }
}
